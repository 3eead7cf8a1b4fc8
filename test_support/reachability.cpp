// Tarjan's SCCs (iterative) then reachable-node bitsets per component in reverse
// topological order.
#include "test_support/reachability.h"

#include <algorithm>
#include <string>

#include "common/error.h"

namespace untangle::test_support {

using namespace structurizer;

Reachability::Reachability(const Graph& graph) {
  const uint32_t size = graph.size();
  if (size > kMaxReachabilityNodes)
    throw Error(Status::Unsupported, "reachability bitsets refused for " + std::to_string(size) + " nodes (limit " +
                           std::to_string(kMaxReachabilityNodes) + ")");
  component_.assign(size, kNoNode);
  std::vector<uint32_t> index(size, kNoNode), low(size, 0);
  std::vector<bool> on_stack(size, false);
  std::vector<uint32_t> scc_stack;
  std::vector<std::vector<uint32_t>> members;  // components in completion order: sinks first
  uint32_t counter = 0;
  for (uint32_t start = 0; start < size; ++start) {
    if (index[start] != kNoNode) continue;
    std::vector<std::pair<uint32_t, uint32_t>> stack{{start, 0}};
    index[start] = low[start] = counter++;
    scc_stack.push_back(start);
    on_stack[start] = true;
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      if (next < graph.successors[node].size()) {
        const uint32_t successor = graph.successors[node][next++];
        if (index[successor] == kNoNode) {
          index[successor] = low[successor] = counter++;
          scc_stack.push_back(successor);
          on_stack[successor] = true;
          stack.emplace_back(successor, 0);
        } else if (on_stack[successor]) {
          low[node] = std::min(low[node], index[successor]);
        }
        continue;
      }
      const uint32_t finished = node;
      stack.pop_back();
      if (!stack.empty()) low[stack.back().first] = std::min(low[stack.back().first], low[finished]);
      if (low[finished] != index[finished]) continue;
      const auto id = static_cast<uint32_t>(members.size());
      members.emplace_back();
      for (;;) {
        const uint32_t member = scc_stack.back();
        scc_stack.pop_back();
        on_stack[member] = false;
        component_[member] = id;
        members.back().push_back(member);
        if (member == finished) break;
      }
    }
  }
  words_ = (size + 63) / 64;
  bits_.assign(members.size() * words_, 0);
  cyclic_.assign(members.size(), false);
  // Tarjan completes a component only after every component it reaches.
  for (uint32_t id = 0; id < members.size(); ++id) {
    uint64_t* row = &bits_[static_cast<size_t>(id) * words_];
    for (uint32_t member : members[id]) {
      row[member / 64] |= uint64_t{1} << (member % 64);
      for (uint32_t successor : graph.successors[member]) {
        const uint32_t target = component_[successor];
        if (target == id) {
          cyclic_[id] = true;
          continue;
        }
        const uint64_t* other = &bits_[static_cast<size_t>(target) * words_];
        for (size_t word = 0; word < words_; ++word) row[word] |= other[word];
      }
    }
  }
}

}  // namespace untangle::test_support
