// Reachability as bitsets: reaches(a, b) in O(1) after an SCC condensation of the graph.
// Memory is quadratic, so the constructor refuses graphs above kMaxReachabilityNodes;
// the structurizer's passes do not need it, tests and diagnostics do.
#pragma once

#include <cstdint>
#include <vector>

#include "structurizer/graph.h"

namespace untangle::test_support {

inline constexpr uint32_t kMaxReachabilityNodes = 16384;

class Reachability {
 public:
  // Throws an Error (unsupported) when graph.size() > kMaxReachabilityNodes.
  explicit Reachability(const structurizer::Graph& graph);

  // Whether a path (possibly empty) leads from a to b.
  bool reaches(uint32_t a, uint32_t b) const {
    const uint64_t* row = &bits_[static_cast<size_t>(component_[a]) * words_];
    return (row[b / 64] >> (b % 64)) & 1u;
  }
  // Whether a lies on a cycle (a path of length >= 1 leads from a back to a).
  bool on_cycle(uint32_t a) const { return cyclic_[component_[a]]; }

 private:
  size_t words_ = 0;
  std::vector<uint32_t> component_;
  std::vector<bool> cyclic_;
  std::vector<uint64_t> bits_;  // one row of `words_` words per component
};

}  // namespace untangle::test_support
