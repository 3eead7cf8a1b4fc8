// Depth-first orders of a Graph: discovery order (preorder) with the DFS tree, post-order,
// reverse post-order (RPO) and the retreating edges the search met (edges to a node still
// on the DFS stack; in a reducible graph these are exactly the back edges).
#pragma once

#include <utility>
#include <vector>

#include "structurizer/graph.h"

namespace untangle::structurizer {

struct DepthFirstOrder {
  std::vector<uint32_t> preorder;           // reachable nodes in discovery order
  std::vector<uint32_t> dfs_parent;         // per node: the node it was discovered from, or kNoNode
  std::vector<uint32_t> postorder;          // reachable nodes only
  std::vector<uint32_t> reverse_postorder;  // reachable nodes only
  std::vector<uint32_t> rpo_index;          // per node; kNoNode when unreachable
  std::vector<std::pair<uint32_t, uint32_t>> retreating_edges;

  bool reachable(uint32_t node) const { return rpo_index[node] != kNoNode; }
};

// Iterative DFS from graph.entry visiting successors in order.
DepthFirstOrder depth_first_order(const Graph& graph);

}  // namespace untangle::structurizer
