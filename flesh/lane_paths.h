// Random paths through a fleshing graph: each lane walks from the entry, choosing at every
// decision, until a step budget runs out; then it takes the shortest way to a return. The
// choices become the direction buffer the fleshed shader reads.
#pragma once

#include "flesh/graph.h"

#include <cstdint>
#include <vector>

namespace untangle::flesh {

struct LanePath {
  std::vector<uint32_t> nodes;  // visited nodes: the entry first, a Return node last
  // The value each decision reads, in order: Conditional 1 for the true target, 0 for the
  // false one; Switch the case value, or a value no case has for the default.
  std::vector<uint32_t> directions;
};

// Paths for `lane_count` lanes. Lanes of one wave (`wave_size` consecutive lanes) follow a
// shared random choice three times in four, so they stay together for a while and then
// diverge. Deterministic for a seed. Throws FleshError when no return is reachable.
std::vector<LanePath> random_paths(const Graph& graph, uint32_t lane_count, uint32_t wave_size, uint64_t seed,
                                   uint32_t step_budget);

}  // namespace untangle::flesh
