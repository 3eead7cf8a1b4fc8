// Loop analysis: back edges (checked for reducibility), natural loops with their latches,
// exits, nesting and depth. A loop is identified by its header, so several back edges into
// one header form one loop. Membership is recorded once per block (its innermost loop) and
// answered through the loop tree, never as a body list per loop: nested loops would make
// those lists grow with blocks x nesting depth.
#pragma once

#include <utility>
#include <vector>

#include "structurizer/function.h"
#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::structurizer {

inline constexpr uint32_t kNoLoop = kNoNode;

struct Edge {
  BlockId from = kNoBlock;
  BlockId to = kNoBlock;
  bool operator==(const Edge&) const = default;
};

struct Loop {
  BlockId header = kNoBlock;
  std::vector<BlockId> latches;  // sources of the back edges into the header
  std::vector<Edge> exits;       // edges from the natural loop to blocks outside it, by source RPO
  uint32_t parent = kNoLoop;
  std::vector<uint32_t> children;
  uint32_t depth = 1;            // 1 for outermost loops
};

class LoopForest {
 public:
  // Analyses the blocks reachable from the entry over branch edges. Throws
  // IrreducibleGraphError naming the offending edge when a cycle has several entries.
  explicit LoopForest(const Function& function);
  // The same from the function's branch graph (build_graph) and its depth-first order.
  LoopForest(const Function& function, const Graph& graph, const DepthFirstOrder& order);

  // Loops ordered by their header's RPO position: every loop comes after its parent.
  const std::vector<Loop>& loops() const { return loops_; }
  uint32_t innermost_loop(BlockId block) const { return innermost_[block]; }
  uint32_t loop_with_header(BlockId block) const { return loop_of_header_[block]; }
  // O(1): whether `block` is in the natural loop `loop` (or in a loop nested in it).
  bool contains(uint32_t loop, BlockId block) const;
  const std::vector<Edge>& back_edges() const { return back_edges_; }
  const DepthFirstOrder& order() const { return order_; }

 private:
  LoopForest(const Function& function, const Graph& graph);

  DepthFirstOrder order_;
  std::vector<Loop> loops_;
  std::vector<Edge> back_edges_;
  std::vector<uint32_t> innermost_;
  std::vector<uint32_t> loop_of_header_;
  std::vector<uint32_t> tree_first_;  // loop-tree preorder interval per loop
  std::vector<uint32_t> tree_last_;
};

}  // namespace untangle::structurizer
