// Post-dominator tree over the EXIT-augmented reversed graph, in two rounds: the first
// gives endless loops an edge to EXIT, the second ties every loop's latches to the
// common post-dominator (from the first round) of its exit targets.
#include "test_support/post_dominators.h"

namespace untangle::test_support {

using namespace structurizer;

namespace {

GraphBuilder augmented_forward_graph(const Function& function, const LoopForest& loops) {
  GraphBuilder graph = graph_builder(function);
  const uint32_t exit = graph.add_node();
  const DepthFirstOrder& order = loops.order();
  for (uint32_t block : order.reverse_postorder)
    if (function.block(block).terminator.targets.empty()) graph.add_edge(block, exit);
  for (const Loop& loop : loops.loops())
    if (loop.exits.empty())
      for (BlockId latch : loop.latches) graph.add_edge(latch, exit);
  return graph;
}

GraphBuilder with_exit_ties(const Function& function, const LoopForest& loops) {
  GraphBuilder forward = augmented_forward_graph(function, loops);
  const uint32_t exit = forward.size() - 1;
  const DominatorTree round_one(forward.build(function.entry()).reversed(exit));
  for (const Loop& loop : loops.loops()) {
    if (loop.exits.empty()) continue;
    uint32_t common = loop.exits.front().to;
    for (const Edge& edge : loop.exits) common = round_one.nearest_common_dominator(common, edge.to);
    if (common == kNoNode) common = exit;
    for (BlockId latch : loop.latches) forward.add_edge(latch, common);
  }
  return forward;
}

}  // namespace

PostDominatorTree::PostDominatorTree(const Function& function, const LoopForest& loops)
    : exit_(static_cast<uint32_t>(function.size())),
      reversed_(with_exit_ties(function, loops).build(function.entry()).reversed(exit_)),
      tree_(reversed_) {}

}  // namespace untangle::test_support
