// Pass "switch-continues": see the header.
#include "structurizer/pass_switch_continues.h"

#include <map>
#include <string>

#include "structurizer/dominators.h"
#include "structurizer/edge_routing.h"
#include "structurizer/error.h"
#include "structurizer/graph.h"
#include "structurizer/regions.h"

namespace untangle::structurizer {

namespace {

// Per block, the innermost switch construct holding it and its innermost loop.
struct SwitchNesting {
  std::vector<BlockId> innermost_switch;  // header of the switch, or kNoBlock
  LoopConstructs loops;

  // The switches between `block` and its innermost loop, innermost first.
  std::vector<BlockId> switches_in_loop(BlockId block) const {
    std::vector<BlockId> chain;
    const BlockId loop = loops.innermost_header[block];
    for (BlockId header = innermost_switch[block]; header != kNoBlock && loops.innermost_header[header] == loop;
         header = innermost_switch[header])
      chain.push_back(header);
    return chain;
  }
};

// A switch construct holds the blocks its header structurally dominates and its merge
// block does not; a preorder walk of the dominator tree inherits the innermost one from
// the immediate dominator and leaves those whose merge dominates the block.
SwitchNesting switch_nesting(const Function& function) {
  const DominatorTree tree(build_graph(function, EdgeKinds::Structural));
  SwitchNesting nesting{std::vector<BlockId>(function.size(), kNoBlock), compute_loop_constructs(function, tree)};
  std::vector<BlockId> stack{tree.root()};
  while (!stack.empty()) {
    const BlockId block = stack.back();
    stack.pop_back();
    if (block != tree.root()) {
      const BlockId parent = tree.immediate_dominator(block);
      BlockId header = function.block(parent).terminator.is_switch() ? parent : nesting.innermost_switch[parent];
      while (header != kNoBlock && tree.dominates(function.block(header).merge.merge_block, block))
        header = nesting.innermost_switch[header];
      nesting.innermost_switch[block] = header;
    }
    for (uint32_t child : tree.children(block)) stack.push_back(child);
  }
  return nesting;
}

// The continue edges (source, loop header) that leave two or more switches of their loop.
std::vector<std::pair<BlockId, BlockId>> deep_continues(const Function& function, const SwitchNesting& nesting) {
  std::vector<std::pair<BlockId, BlockId>> edges;
  for (BlockId id = 0; id < function.size(); ++id) {
    const BlockId loop = nesting.loops.innermost_header[id];
    if (loop == kNoBlock || loop == id || nesting.loops.is_continue_target[id]) continue;
    const BlockId continue_target = function.block(loop).merge.continue_target;
    for (BlockId target : function.successors(id))
      if (target == continue_target && nesting.switches_in_loop(id).size() >= 2) edges.emplace_back(id, loop);
  }
  return edges;
}

// A conditional branch needs no merge while one side continues; once that side goes to a
// stub that sets the flag, it is a selection, merging at a new block on its other side
// (that side's target may already be another construct's merge).
void keep_branch_structured(Function& function, BlockId source, BlockId stub) {
  const Block& block = function.block(source);
  if (stub == kNoBlock || !block.terminator.is_two_way() || block.merge.kind != MergeKind::None) return;
  const BlockId other = block.terminator.targets[0] == stub ? block.terminator.targets[1] : block.terminator.targets[0];
  function.set_merge(source, MergeInfo{MergeKind::Selection, split_edge(function, source, other), kNoBlock});
}

// A continue edge leaves two switch constructs only where the function has two switches;
// most have none, and this spares them the dominator tree.
bool has_two_switches(const Function& function) {
  size_t switches = 0;
  for (const Block& block : function.blocks())
    if (block.terminator.is_switch() && ++switches == 2) return true;
  return false;
}

}  // namespace

bool SwitchContinuesPass::run(Function& function, Analyses&) {
  if (!has_two_switches(function)) return false;
  const SwitchNesting nesting = switch_nesting(function);
  const std::vector<std::pair<BlockId, BlockId>> edges = deep_continues(function, nesting);
  if (edges.empty()) return false;
  std::map<BlockId, SelectorId> flags;    // loop header -> its continue flag
  std::map<BlockId, BlockId> dispatches;  // switch header -> its new merge that tests the flag
  auto flag_of = [&](BlockId loop) {
    const auto found = flags.find(loop);
    if (found != flags.end()) return found->second;
    const SelectorId flag = function.add_selector(function.block(loop).name + ".continue");
    function.add_assignment(loop, SelectorAssignment{flag, 0});
    return flags.emplace(loop, flag).first->second;
  };
  // Where the flag's path goes from switch `header`: the next switch's dispatch, or the latch.
  auto dispatch_of = [&](BlockId header, BlockId loop, BlockId onwards) {
    const auto found = dispatches.find(header);
    if (found != dispatches.end()) return found->second;
    const BlockId merge = function.block(header).merge.merge_block;
    const BlockId test = function.add_block(function.block(header).name + ".continue");
    const std::vector<BlockId> predecessors = function.block(merge).predecessors;
    // Every edge into the old merge comes from the switch construct, except the back edge
    // when that merge heads a loop of its own.
    const MergeInfo& merge_heads = function.block(merge).merge;
    for (BlockId predecessor : predecessors)
      if (merge_heads.kind != MergeKind::Loop || predecessor != merge_heads.continue_target)
        function.replace_target(predecessor, merge, test);
    function.set_terminator(test, Terminator::branch_on_selector(flag_of(loop), 1, onwards, merge));
    function.set_merge(test, MergeInfo{MergeKind::Selection, merge, kNoBlock});
    function.set_merge(header, MergeInfo{MergeKind::Selection, test, kNoBlock});
    return dispatches.emplace(header, test).first->second;
  };
  for (const auto& [source, loop] : edges) {
    const std::vector<BlockId> chain = nesting.switches_in_loop(source);
    // Outermost first, so each dispatch knows where it passes the flag on to.
    BlockId onwards = function.block(loop).merge.continue_target;
    for (auto header = chain.rbegin(); header != chain.rend(); ++header) onwards = dispatch_of(*header, loop, onwards);
    const BlockId stub = route_edge(function, source, function.block(loop).merge.continue_target, onwards,
                                    SelectorAssignment{flag_of(loop), 1});
    keep_branch_structured(function, source, stub);
  }
  return true;
}

void SwitchContinuesPass::verify_guarantees(const Function& function) const {
  if (!has_two_switches(function)) return;
  const SwitchNesting nesting = switch_nesting(function);
  const std::vector<std::pair<BlockId, BlockId>> edges = deep_continues(function, nesting);
  if (!edges.empty())
    throw InvalidFunctionError("'" + block_label(function, edges.front().first) +
                               "' continues out of two or more switch constructs");
}

}  // namespace untangle::structurizer
