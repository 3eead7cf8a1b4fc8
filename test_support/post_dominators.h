// Post-dominators: dominators of the reversed CFG made single-entry by an EXIT node that
// every return/unreachable block feeds. So that endless loops still get post-dominators,
// fake edges run from each loop's latches to the common post-dominator of the loop's
// exit targets, or to EXIT for a loop without exits.
#pragma once

#include "structurizer/dominators.h"
#include "structurizer/function.h"
#include "structurizer/graph.h"
#include "structurizer/loops.h"

namespace untangle::test_support {

class PostDominatorTree {
 public:
  PostDominatorTree(const structurizer::Function& function, const structurizer::LoopForest& loops);

  // The EXIT node's id: one past the last block.
  uint32_t exit_node() const { return exit_; }
  // structurizer::kNoNode for EXIT itself and for blocks unreachable from the entry.
  uint32_t immediate_post_dominator(structurizer::BlockId block) const { return tree_.immediate_dominator(block); }
  bool post_dominates(uint32_t a, uint32_t b) const { return tree_.dominates(a, b); }
  uint32_t nearest_common_post_dominator(uint32_t a, uint32_t b) const {
    return tree_.nearest_common_dominator(a, b);
  }

  // The EXIT-augmented reversed graph (entry = EXIT), with the fake loop edges reversed.
  const structurizer::Graph& reversed_graph() const { return reversed_; }
  // Post-order of the backward search from EXIT over that graph.
  const structurizer::DepthFirstOrder& backward_order() const { return tree_.order(); }
  const structurizer::DominatorTree& tree() const { return tree_; }

 private:
  uint32_t exit_;
  structurizer::Graph reversed_;
  structurizer::DominatorTree tree_;
};

}  // namespace untangle::test_support
