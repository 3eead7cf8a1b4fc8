// Pass "return-loop": see the header.
#include "structurizer/pass_return_loop.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "structurizer/dominators.h"
#include "structurizer/error.h"
#include "structurizer/graph.h"

namespace untangle::structurizer {

namespace {

// A block that will head a selection construct: two or more successors and no loop of its
// own (a loop header's region successor is its merge alone).
bool heads_selection(const Function& function, BlockId block) {
  const Block& data = function.block(block);
  const std::vector<BlockId>& targets = data.terminator.targets;
  return data.merge.kind != MergeKind::Loop &&
         std::any_of(targets.begin(), targets.end(), [&](BlockId target) { return target != targets.front(); });
}

// Edges can only leave more selection constructs than the limit where the function has
// more selection headers than that; most have fewer, and this spares them the dominator tree.
bool may_nest_beyond_limit(const Function& function) {
  uint32_t headers = 0;
  for (BlockId id = 0; id < function.size(); ++id)
    if (heads_selection(function, id) && ++headers > kReturnNestingLimit) return true;
  return false;
}

// The returning block whose incoming edges leave the most selection constructs, and how
// many; kNoBlock when no returning block has several predecessors or is not yet a merge
// (one that is a loop's merge already takes every edge as a break).
std::pair<BlockId, uint32_t> deepest_return(const Function& function, const DominatorTree& tree) {
  std::vector<bool> merges(function.size(), false);
  for (const Block& block : function.blocks())
    if (block.merge.kind != MergeKind::None) merges[block.merge.merge_block] = true;
  // headers[b]: selection headers among b's dominators, b included; one preorder sweep.
  std::vector<uint32_t> headers(function.size(), 0);
  std::vector<BlockId> stack{tree.root()};
  while (!stack.empty()) {
    const BlockId block = stack.back();
    stack.pop_back();
    const uint32_t above = block == tree.root() ? 0 : headers[tree.immediate_dominator(block)];
    headers[block] = above + (heads_selection(function, block) ? 1 : 0);
    for (uint32_t child : tree.children(block)) stack.push_back(child);
  }
  std::pair<BlockId, uint32_t> deepest{kNoBlock, 0};
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    if (block.terminator.kind != TerminatorKind::Return || block.predecessors.size() < 2 || merges[id] ||
        !tree.reachable(id))
      continue;
    // The immediate dominator's own construct may merge at the return block.
    const uint32_t base = headers[tree.immediate_dominator(id)];
    for (BlockId predecessor : block.predecessors)
      if (tree.reachable(predecessor) && headers[predecessor] - base > deepest.second)
        deepest = {id, headers[predecessor] - base};
  }
  return deepest;
}

}  // namespace

bool ReturnLoopPass::run(Function& function, Analyses& analyses) {
  if (!may_nest_beyond_limit(function)) return false;
  const auto [shared, depth] = deepest_return(function, analyses.branch_dominators());
  if (shared == kNoBlock || depth <= kReturnNestingLimit) return false;
  // The entry block may not be branched to, so the loop header is a new block after it.
  const BlockId body = function.entry();
  const BlockId entry = function.add_block("returns.entry");
  const BlockId header = function.add_block("returns");
  const BlockId latch = function.add_block("returns.latch");
  function.set_terminator(entry, Terminator::branch(header));
  function.set_terminator(header, Terminator::branch(body));
  function.set_terminator(latch, Terminator::branch(header));
  function.set_merge(header, MergeInfo{MergeKind::Loop, shared, latch});
  function.set_entry(entry);
  return true;
}

namespace {

// Returning blocks with several predecessors: DXC writes one per function.
size_t shared_return_count(const Function& function) {
  size_t count = 0;
  for (const Block& block : function.blocks())
    if (block.terminator.kind == TerminatorKind::Return && block.predecessors.size() >= 2) ++count;
  return count;
}

}  // namespace

void ReturnLoopPass::verify_guarantees(const Function& function) const {
  if (shared_return_count(function) > 1 || !may_nest_beyond_limit(function)) return;
  const auto [shared, depth] = deepest_return(function, DominatorTree(build_graph(function)));
  if (shared != kNoBlock && depth > kReturnNestingLimit)
    throw InvalidFunctionError("edges into the return block '" + block_label(function, shared) + "' leave " +
                               std::to_string(depth) + " selection constructs");
}

}  // namespace untangle::structurizer
