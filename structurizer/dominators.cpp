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
  // processed nodes; `best` is the node of smallest semidominator on its compressed path.
  struct Node {
    uint32_t number = kNoNode;  // preorder position
    uint32_t semi = kNoNode;
    uint32_t ancestor = kNoNode;
    uint32_t best = kNoNode;
  };
  const std::vector<uint32_t>& preorder = order_.preorder;
  std::vector<Node> nodes(size);
  for (uint32_t i = 0; i < preorder.size(); ++i) nodes[preorder[i]] = Node{i, i, kNoNode, preorder[i]};
  std::vector<uint32_t> path;
  auto evaluate = [&](uint32_t node) {
    if (nodes[node].ancestor == kNoNode) return node;
    path.clear();
    for (uint32_t at = node; nodes[nodes[at].ancestor].ancestor != kNoNode; at = nodes[at].ancestor) path.push_back(at);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      Node& at = nodes[*it];
      const Node& up = nodes[at.ancestor];
      if (nodes[up.best].semi < nodes[at.best].semi) at.best = up.best;
      at.ancestor = up.ancestor;
    }
    return nodes[node].best;
  };
  for (uint32_t i = static_cast<uint32_t>(preorder.size()); i-- > 1;) {
    const uint32_t node = preorder[i];
    for (uint32_t predecessor : graph.predecessors[node])
      if (nodes[predecessor].number != kNoNode)
        nodes[node].semi = std::min(nodes[node].semi, nodes[evaluate(predecessor)].semi);
    nodes[node].ancestor = order_.dfs_parent[node];
  }
  // The immediate dominator is the nearest ancestor of the DFS parent (in the dominator
  // tree built so far, in preorder) that is not below the semidominator.
  for (uint32_t i = 1; i < preorder.size(); ++i) {
    const uint32_t node = preorder[i];
    uint32_t candidate = order_.dfs_parent[node];
    while (nodes[candidate].number > nodes[node].semi) candidate = idom_[candidate];
    idom_[node] = candidate;
  }

  // Children in RPO order, so the preorder below visits siblings in RPO order too: a
  // counting sort of the nodes by immediate dominator, laid out directly.
  children_.offsets.assign(size + 1, 0);
  for (uint32_t node : preorder)
    if (node != root_) ++children_.offsets[idom_[node] + 1];
  for (uint32_t node = 0; node < size; ++node) children_.offsets[node + 1] += children_.offsets[node];
  children_.edges.resize(children_.offsets[size]);
  std::vector<uint32_t> free_slot(children_.offsets.begin(), children_.offsets.end() - 1);
  for (uint32_t node : order_.reverse_postorder)
    if (node != root_) children_.edges[free_slot[idom_[node]]++] = node;

  // The tree's preorder with children in RPO order, from subtree sizes instead of a walk: a
  // node's subtree follows it, and each child's begins where its earlier siblings' end.
  // Dominators come before the nodes they dominate in both the DFS preorder and RPO.
  std::vector<uint32_t> subtree_size(size, 1);
  for (auto node = preorder.rbegin(); node + 1 != preorder.rend(); ++node)
    subtree_size[idom_[*node]] += subtree_size[*node];
  std::vector<uint32_t> next_position(size);
  preorder_[root_] = 0;
  next_position[root_] = 1;
  for (uint32_t node : order_.reverse_postorder) {
    if (node == root_) continue;
    const uint32_t parent = idom_[node];
    preorder_[node] = next_position[parent];
    next_position[parent] += subtree_size[node];
    next_position[node] = preorder_[node] + 1;
    last_preorder_[node] = preorder_[node] + subtree_size[node] - 1;
    depth_[node] = depth_[parent] + 1;
  }
  last_preorder_[root_] = static_cast<uint32_t>(preorder.size()) - 1;
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
