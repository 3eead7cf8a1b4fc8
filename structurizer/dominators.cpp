// Semi-NCA dominators and the DFS numbering of the resulting tree.
#include "structurizer/dominators.h"

#include <algorithm>
#include <memory>
#include <utility>

namespace untangle::structurizer {

DominatorTree::DominatorTree(const Graph& graph, DepthFirstOrder order)
    : root_(graph.entry), order_(std::move(order)), nodes_(graph.size()) {
  const uint32_t size = graph.size();
  if (size == 0) return;
  const std::vector<uint32_t>& preorder = order_.preorder;
  const auto reached = static_cast<uint32_t>(preorder.size());

  // Per node scratch, reused by each phase below: one allocation for the whole build.
  // Left uninitialised: each phase writes what it reads.
  const auto scratch = std::make_unique_for_overwrite<uint32_t[]>(5 * size_t{size});
  const std::span<uint32_t> number(scratch.get(), size);  // DFS preorder position
  const std::span<uint32_t> semi(scratch.get() + size, size);
  const std::span<uint32_t> ancestor(scratch.get() + 2 * size_t{size}, size);
  const std::span<uint32_t> best(scratch.get() + 3 * size_t{size}, size);
  const std::span<uint32_t> path(scratch.get() + 4 * size_t{size}, size);

  // Semidominators, processing nodes in reverse preorder. `ancestor` is the forest of
  // processed nodes; `best` is the node of smallest semidominator on its compressed path.
  std::fill(number.begin(), number.end(), kNoNode);
  std::fill(ancestor.begin(), ancestor.end(), kNoNode);
  for (uint32_t i = 0; i < reached; ++i) {
    number[preorder[i]] = i;
    semi[preorder[i]] = i;
    best[preorder[i]] = preorder[i];
  }
  auto evaluate = [&](uint32_t node) {
    if (ancestor[node] == kNoNode) return node;
    uint32_t length = 0;
    for (uint32_t at = node; ancestor[ancestor[at]] != kNoNode; at = ancestor[at]) path[length++] = at;
    while (length-- > 0) {
      const uint32_t at = path[length];
      const uint32_t up = ancestor[at];
      if (semi[best[up]] < semi[best[at]]) best[at] = best[up];
      ancestor[at] = ancestor[up];
    }
    return best[node];
  };
  for (uint32_t i = reached; i-- > 1;) {
    const uint32_t node = preorder[i];
    for (uint32_t predecessor : graph.predecessors[node])
      if (number[predecessor] != kNoNode) semi[node] = std::min(semi[node], semi[evaluate(predecessor)]);
    ancestor[node] = order_.dfs_parent[node];
  }
  // The immediate dominator is the nearest ancestor of the DFS parent (in the dominator
  // tree built so far, in preorder) that is not below the semidominator.
  for (uint32_t i = 1; i < reached; ++i) {
    const uint32_t node = preorder[i];
    uint32_t candidate = order_.dfs_parent[node];
    while (number[candidate] > semi[node]) candidate = nodes_[candidate].idom;
    nodes_[node].idom = candidate;
  }

  // Children in RPO order, so the preorder below visits siblings in RPO order too: a
  // counting sort of the nodes by immediate dominator, laid out directly.
  children_.offsets.assign(size + 1, 0);
  for (uint32_t node : preorder)
    if (node != root_) ++children_.offsets[nodes_[node].idom + 1];
  for (uint32_t node = 0; node < size; ++node) children_.offsets[node + 1] += children_.offsets[node];
  children_.edges.resize(children_.offsets[size]);
  const std::span<uint32_t> free_slot = number;  // the semidominator phase is over
  std::copy(children_.offsets.begin(), children_.offsets.end() - 1, free_slot.begin());
  for (uint32_t node : order_.reverse_postorder)
    if (node != root_) children_.edges[free_slot[nodes_[node].idom]++] = node;

  // The tree's preorder with children in RPO order, from subtree sizes instead of a walk: a
  // node's subtree follows it, and each child's begins where its earlier siblings' end.
  // Dominators come before the nodes they dominate in both the DFS preorder and RPO.
  const std::span<uint32_t> subtree_size = semi;
  const std::span<uint32_t> next_position = ancestor;
  for (uint32_t node : preorder) subtree_size[node] = 1;
  for (auto node = preorder.rbegin(); node + 1 != preorder.rend(); ++node)
    subtree_size[nodes_[*node].idom] += subtree_size[*node];
  nodes_[root_].preorder = 0;
  nodes_[root_].last_preorder = reached - 1;
  next_position[root_] = 1;
  for (uint32_t node : order_.reverse_postorder) {
    if (node == root_) continue;
    TreeNode& tree_node = nodes_[node];
    const TreeNode& parent = nodes_[tree_node.idom];
    tree_node.preorder = next_position[tree_node.idom];
    next_position[tree_node.idom] += subtree_size[node];
    next_position[node] = tree_node.preorder + 1;
    tree_node.last_preorder = tree_node.preorder + subtree_size[node] - 1;
    tree_node.depth = parent.depth + 1;
  }
}

uint32_t DominatorTree::nearest_common_dominator(uint32_t a, uint32_t b) const {
  if (!reachable(a) || !reachable(b)) return kNoNode;
  while (nodes_[a].depth > nodes_[b].depth) a = nodes_[a].idom;
  while (nodes_[b].depth > nodes_[a].depth) b = nodes_[b].idom;
  while (a != b) {
    a = nodes_[a].idom;
    b = nodes_[b].idom;
  }
  return a;
}

}  // namespace untangle::structurizer
