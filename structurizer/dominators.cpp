// Semi-NCA dominators and the DFS numbering of the resulting tree.
#include "structurizer/dominators.h"

#include <algorithm>
#include <utility>

namespace untangle::structurizer {

DominatorTree::DominatorTree(const Graph& graph, DepthFirstOrder order) : root_(graph.entry), order_(std::move(order)) {
  const uint32_t size = graph.size();
  idom_.assign(size, kNoNode);
  depth_.assign(size, 0);
  preorder_.assign(size, kNoNode);
  last_preorder_.assign(size, kNoNode);
  if (size == 0) return;

  // Semidominators, processing nodes in reverse preorder. `ancestor` is the forest of
  // processed nodes; `best[v]` is the node of smallest semidominator on v's compressed path.
  const std::vector<uint32_t>& preorder = order_.preorder;
  std::vector<uint32_t> number(size, kNoNode), semi(size, kNoNode), ancestor(size, kNoNode), best(size, kNoNode);
  for (uint32_t i = 0; i < preorder.size(); ++i) {
    number[preorder[i]] = i;
    semi[preorder[i]] = i;
    best[preorder[i]] = preorder[i];
  }
  std::vector<uint32_t> path;
  auto evaluate = [&](uint32_t node) {
    if (ancestor[node] == kNoNode) return node;
    path.clear();
    for (uint32_t at = node; ancestor[ancestor[at]] != kNoNode; at = ancestor[at]) path.push_back(at);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const uint32_t at = *it;
      if (semi[best[ancestor[at]]] < semi[best[at]]) best[at] = best[ancestor[at]];
      ancestor[at] = ancestor[ancestor[at]];
    }
    return best[node];
  };
  for (uint32_t i = static_cast<uint32_t>(preorder.size()); i-- > 1;) {
    const uint32_t node = preorder[i];
    for (uint32_t predecessor : graph.predecessors[node])
      if (number[predecessor] != kNoNode) semi[node] = std::min(semi[node], semi[evaluate(predecessor)]);
    ancestor[node] = order_.dfs_parent[node];
  }
  // The immediate dominator is the nearest ancestor of the DFS parent (in the dominator
  // tree built so far, in preorder) that is not below the semidominator.
  for (uint32_t i = 1; i < preorder.size(); ++i) {
    const uint32_t node = preorder[i];
    uint32_t candidate = order_.dfs_parent[node];
    while (number[candidate] > semi[node]) candidate = idom_[candidate];
    idom_[node] = candidate;
  }

  // Children in RPO order, so the preorder below visits siblings in RPO order too.
  std::vector<std::pair<uint32_t, uint32_t>> tree_edges;
  tree_edges.reserve(order_.reverse_postorder.size());
  for (uint32_t node : order_.reverse_postorder)
    if (node != root_) tree_edges.emplace_back(idom_[node], node);
  children_ = group_pairs(size, tree_edges);

  uint32_t counter = 0;
  std::vector<std::pair<uint32_t, uint32_t>> stack{{root_, 0}};
  preorder_[root_] = counter++;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < children_[node].size()) {
      const uint32_t child = children_[node][next++];
      depth_[child] = depth_[node] + 1;
      preorder_[child] = counter++;
      stack.emplace_back(child, 0);
      continue;
    }
    last_preorder_[node] = counter - 1;
    stack.pop_back();
  }
}

uint32_t DominatorTree::nearest_common_dominator(uint32_t a, uint32_t b) const {
  if (!reachable(a) || !reachable(b)) return kNoNode;
  while (depth_[a] > depth_[b]) a = idom_[a];
  while (depth_[b] > depth_[a]) b = idom_[b];
  while (a != b) {
    a = idom_[a];
    b = idom_[b];
  }
  return a;
}

}  // namespace untangle::structurizer
