// Dominator tree of a Graph, numbered by a DFS of the tree so that dominates(a, b) is
// O(1). Built with the Semi-NCA algorithm: Lengauer-Tarjan semidominators (path
// compression) then each immediate dominator as the nearest common ancestor of the DFS
// parent and the semidominator. Unlike the iterative Cooper-Harvey-Kennedy scheme it does
// not walk the tree once per predecessor, which is quadratic for a block with thousands of
// predecessors (a shared return block) under a deep tree. Post-dominators use the same
// class on a reversed, EXIT-augmented graph (see post_dominators.h).
#pragma once

#include <span>
#include <vector>

#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::structurizer {

class DominatorTree {
 public:
  explicit DominatorTree(const Graph& graph) : DominatorTree(graph, depth_first_order(graph)) {}
  // With the graph's depth-first order already computed (depth_first_order(graph)).
  DominatorTree(const Graph& graph, DepthFirstOrder order);

  uint32_t root() const { return root_; }
  bool reachable(uint32_t node) const { return nodes_[node].preorder != kNoNode; }
  // kNoNode for the root and for unreachable nodes.
  uint32_t immediate_dominator(uint32_t node) const { return nodes_[node].idom; }
  std::span<const uint32_t> children(uint32_t node) const { return children_[node]; }
  uint32_t depth(uint32_t node) const { return nodes_[node].depth; }

  // False when either node is unreachable.
  bool dominates(uint32_t a, uint32_t b) const {
    const TreeNode& above = nodes_[a];
    const TreeNode& below = nodes_[b];
    return above.preorder != kNoNode && below.preorder != kNoNode && above.preorder <= below.preorder &&
           below.last_preorder <= above.last_preorder;
  }
  bool strictly_dominates(uint32_t a, uint32_t b) const { return a != b && dominates(a, b); }
  uint32_t nearest_common_dominator(uint32_t a, uint32_t b) const;

  // Position of the node in a preorder walk of the tree (children in RPO order) and the
  // largest position inside its subtree: the subtree of n is [preorder(n), last_preorder(n)].
  uint32_t preorder(uint32_t node) const { return nodes_[node].preorder; }
  uint32_t last_preorder(uint32_t node) const { return nodes_[node].last_preorder; }

  const DepthFirstOrder& order() const { return order_; }

 private:
  // What the queries read about a node, together: dominates() reads both fields of two nodes.
  struct TreeNode {
    uint32_t idom = kNoNode;
    uint32_t depth = 0;
    uint32_t preorder = kNoNode;
    uint32_t last_preorder = kNoNode;
  };

  uint32_t root_;
  DepthFirstOrder order_;
  std::vector<TreeNode> nodes_;
  Adjacency children_;
};

}  // namespace untangle::structurizer
