// Iterative depth-first search producing post-order, RPO and retreating edges.
#include "structurizer/orders.h"

#include <algorithm>

namespace untangle::structurizer {

DepthFirstOrder depth_first_order(const Graph& graph) {
  enum class State : uint8_t { Unvisited, OnStack, Done };
  const uint32_t size = graph.size();
  DepthFirstOrder order;
  order.rpo_index.assign(size, kNoNode);
  order.dfs_parent.assign(size, kNoNode);
  if (size == 0) return order;
  order.preorder.reserve(size);
  order.postorder.reserve(size);
  std::vector<State> state(size, State::Unvisited);
  // Each frame: node and the index of the next successor to look at.
  std::vector<std::pair<uint32_t, uint32_t>> stack;
  stack.reserve(size);
  stack.emplace_back(graph.entry, 0);
  state[graph.entry] = State::OnStack;
  order.preorder.push_back(graph.entry);
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    const auto& successors = graph.successors[node];
    if (next < successors.size()) {
      const uint32_t successor = successors[next++];
      if (state[successor] == State::Unvisited) {
        state[successor] = State::OnStack;
        order.preorder.push_back(successor);
        order.dfs_parent[successor] = node;
        stack.emplace_back(successor, 0);
      } else if (state[successor] == State::OnStack) {
        order.retreating_edges.emplace_back(node, successor);
      }
      continue;
    }
    state[node] = State::Done;
    order.postorder.push_back(node);
    stack.pop_back();
  }
  order.reverse_postorder.assign(order.postorder.rbegin(), order.postorder.rend());
  for (uint32_t i = 0; i < order.reverse_postorder.size(); ++i) order.rpo_index[order.reverse_postorder[i]] = i;
  return order;
}

}  // namespace untangle::structurizer
