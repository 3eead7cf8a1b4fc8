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
  // Each frame: a node and the range of its successor list still to look at.
  struct Frame {
    uint32_t node;
    uint32_t next;  // position in graph.successors.edges
    uint32_t end;
  };
  const std::vector<uint32_t>& offsets = graph.successors.offsets;
  const std::vector<uint32_t>& edges = graph.successors.edges;
  std::vector<Frame> stack;
  stack.reserve(size);
  auto discover = [&](uint32_t node) {
    state[node] = State::OnStack;
    order.preorder.push_back(node);
    stack.push_back(Frame{node, offsets[node], offsets[node + 1]});
  };
  discover(graph.entry);
  while (!stack.empty()) {
    Frame& frame = stack.back();
    if (frame.next < frame.end) {
      const uint32_t successor = edges[frame.next++];
      if (state[successor] == State::Unvisited) {
        order.dfs_parent[successor] = frame.node;
        discover(successor);
      } else if (state[successor] == State::OnStack) {
        order.retreating_edges.emplace_back(frame.node, successor);
      }
      continue;
    }
    state[frame.node] = State::Done;
    order.postorder.push_back(frame.node);
    stack.pop_back();
  }
  const auto reached = static_cast<uint32_t>(order.postorder.size());
  order.reverse_postorder.resize(reached);
  for (uint32_t i = 0; i < reached; ++i) {
    const uint32_t node = order.postorder[reached - 1 - i];
    order.reverse_postorder[i] = node;
    order.rpo_index[node] = i;
  }
  return order;
}

}  // namespace untangle::structurizer
