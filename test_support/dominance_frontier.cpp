// Dominance frontiers by walking up from each join's predecessors to its idom.
#include "test_support/dominance_frontier.h"

#include <algorithm>

namespace untangle::test_support {

using namespace structurizer;

std::vector<std::vector<uint32_t>> dominance_frontiers(const Graph& graph, const DominatorTree& tree) {
  std::vector<std::vector<uint32_t>> frontier(graph.size());
  for (uint32_t node = 0; node < graph.size(); ++node) {
    if (!tree.reachable(node) || graph.predecessors[node].size() < 2) continue;
    const uint32_t stop = tree.immediate_dominator(node);
    for (uint32_t predecessor : graph.predecessors[node]) {
      for (uint32_t runner = predecessor; runner != stop && runner != kNoNode && tree.reachable(runner);
           runner = tree.immediate_dominator(runner)) {
        auto& list = frontier[runner];
        // Walks for one node append it consecutively, so checking the last entry dedups.
        if (!list.empty() && list.back() == node) break;
        list.push_back(node);
      }
    }
  }
  return frontier;
}

}  // namespace untangle::test_support
