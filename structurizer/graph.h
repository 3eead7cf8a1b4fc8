// cfg::Graph: a compact adjacency snapshot that every analysis runs on, built from a
// Function (branch edges, optionally with merge/continue edges) or by a pass for a region.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "structurizer/function.h"

namespace untangle::cfg {

inline constexpr uint32_t kNoNode = std::numeric_limits<uint32_t>::max();

struct Graph {
  uint32_t entry = 0;
  std::vector<std::vector<uint32_t>> successors;
  std::vector<std::vector<uint32_t>> predecessors;

  uint32_t size() const { return static_cast<uint32_t>(successors.size()); }
  uint32_t add_node();
  // Adds from -> to unless that edge exists already.
  void add_edge(uint32_t from, uint32_t to);
  // The same nodes with every edge turned around, entered at `entry`.
  Graph reversed(uint32_t new_entry) const;
};

enum class EdgeKinds : uint8_t {
  Branches,    // terminator targets only
  Structural,  // plus merge edges (header -> merge block) and continue edges (loop header ->
               // continue target), SPIR-V's "structured control-flow edges"
};

// Node i is block i; the entry is the function's entry.
Graph build_graph(const Function& function, EdgeKinds kinds = EdgeKinds::Branches);

}  // namespace untangle::cfg
