// The reference SIMT interpreter of a fleshing graph: runs the lanes of one wave along
// their predetermined paths in lock step and records, for every visit, which lanes
// execute that dynamic instance of the block together. Divergent lanes reconverge at the
// immediate post-dominator of the branch within their region; lanes leaving a loop wait at
// its exit until every lane has left it, and lanes that continue wait for the iteration's
// end (so a loop's lanes reconverge at its exit, whichever exit edge they took).
#pragma once

#include "flesh/graph.h"
#include "flesh/regions.h"

#include <cstdint>
#include <vector>

namespace untangle::flesh {

struct LaneVisits {
  std::vector<uint64_t> ballots;  // per visit of the lane's path: bit i = lane i ran it too
  // Per visit: the visit is in an ambiguous zone (Region::ambiguous), where structured
  // SPIR-V may legitimately group lanes differently, so its ballot is not checked.
  std::vector<bool> ambiguous;
};

// `paths[lane]` is the sequence of graph nodes the lane visits, from the entry to a
// Return node; at most 64 lanes. Throws FleshError when a path does not follow the graph.
std::vector<LaneVisits> simulate_wave(const Graph& graph, const RegionTree& regions,
                                      const std::vector<std::vector<uint32_t>>& paths);

}  // namespace untangle::flesh
