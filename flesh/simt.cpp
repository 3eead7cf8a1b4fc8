// The lock-step walk: a group of lanes runs through a region graph; at a divergent node
// each part runs on its own up to the node's immediate post-dominator, where the parts
// that arrive join again. Loop nodes run their body region iteration by iteration.
#include "flesh/simt.h"

#include "flesh/error.h"

#include <algorithm>
#include <map>

namespace untangle::flesh {
namespace {

// Lanes leaving a loop through a return, in run_loop's result.
constexpr uint32_t kReturned = kNoRegionNode;

class WaveSimulation {
 public:
  WaveSimulation(const Graph& graph, const RegionTree& regions, const std::vector<std::vector<uint32_t>>& paths)
      : graph_(graph), regions_(regions), paths_(paths), position_(paths.size(), 0), visits_(paths.size()) {
    if (paths.size() > 64) throw FleshError("a wave has at most 64 lanes");
    for (std::size_t lane = 0; lane < paths.size(); ++lane) {
      if (paths[lane].empty() || paths[lane].front() != graph.entry) {
        throw FleshError("lane " + std::to_string(lane) + "'s path does not start at the entry");
      }
    }
  }

  std::vector<LaneVisits> run() {
    const Region& function = regions_.function_region();
    const uint64_t all = paths_.size() == 64 ? ~uint64_t{0} : (uint64_t{1} << paths_.size()) - 1;
    walk(function, all, function.start, function.end, false);
    for (std::size_t lane = 0; lane < paths_.size(); ++lane) {
      if (position_[lane] != paths_[lane].size()) {
        throw FleshError("lane " + std::to_string(lane) + " stopped before the end of its path");
      }
    }
    return std::move(visits_);
  }

 private:
  // Runs `lanes`, all at `node` of `region`, until they reach `stop` or a sink; returns
  // the lanes that arrived at each sink or at `stop`.
  std::map<uint32_t, uint64_t> walk(const Region& region, uint64_t lanes, uint32_t node, uint32_t stop,
                                    bool ambiguous) {
    std::map<uint32_t, uint64_t> arrived;
    while (true) {
      if (node == stop || region.nodes[node].is_sink()) {
        arrived[node] |= lanes;
        return arrived;
      }
      const std::map<uint32_t, uint64_t> next = step(region, lanes, node, ambiguous || region.ambiguous[node]);
      if (next.size() == 1) {
        std::tie(node, lanes) = *next.begin();
        continue;
      }
      const uint32_t join = region.immediate_post_dominator[node];
      uint64_t joined = 0;
      for (const auto& [target, part] : next) {
        for (const auto& [where, reached] : walk(region, part, target, join, ambiguous)) {
          if (where == join) {
            joined |= reached;
          } else {
            arrived[where] |= reached;
          }
        }
      }
      if (joined == 0) return arrived;
      node = join;
      lanes = joined;
    }
  }

  // Executes one region node for `lanes` and groups them by the region node they go to.
  std::map<uint32_t, uint64_t> step(const Region& region, uint64_t lanes, uint32_t node, bool ambiguous) {
    std::map<uint32_t, uint64_t> next;
    const RegionNode& current = region.nodes[node];
    if (current.kind == RegionNodeKind::Loop) {
      for (const auto& [target, part] : run_loop(current.index, lanes, ambiguous)) {
        next[target == kReturned ? region.return_node : regions_.region_node_for(region, target)] |= part;
      }
      return next;
    }
    for (std::size_t lane = 0; lane < paths_.size(); ++lane) {
      if ((lanes >> lane & 1) == 0) continue;
      std::size_t& position = position_[lane];
      if (position >= paths_[lane].size() || paths_[lane][position] != current.index) {
        throw FleshError("lane " + std::to_string(lane) + "'s path does not follow the graph at " +
                         graph_.nodes[current.index].name);
      }
      visits_[lane].ballots.push_back(lanes);
      visits_[lane].ambiguous.push_back(ambiguous);
      ++position;
      const bool returns = position == paths_[lane].size();
      const Node& block = graph_.nodes[current.index];
      const bool follows = returns ? block.kind == NodeKind::Return
                                   : std::find(block.targets.begin(), block.targets.end(), paths_[lane][position]) !=
                                         block.targets.end();
      if (!follows) {
        throw FleshError("lane " + std::to_string(lane) + "'s path leaves " + block.name + " along no edge");
      }
      next[returns ? region.return_node : regions_.region_node_for(region, paths_[lane][position])] |= uint64_t{1}
                                                                                                       << lane;
    }
    return next;
  }

  // Runs a loop entered by `lanes` at its header until every lane has left it; returns
  // the lanes per graph node they left to (kReturned for lanes that returned).
  std::map<uint32_t, uint64_t> run_loop(uint32_t loop, uint64_t lanes, bool ambiguous) {
    const Region& region = regions_.loop_region(loop);
    std::map<uint32_t, uint64_t> left;
    while (lanes != 0) {
      uint64_t continuing = 0;
      for (const auto& [sink, part] : walk(region, lanes, region.start, region.end, ambiguous)) {
        const RegionNode& node = region.nodes[sink];
        if (node.kind == RegionNodeKind::Continue) {
          continuing |= part;
        } else if (node.kind == RegionNodeKind::Exit) {
          left[node.index] |= part;
        } else {
          left[kReturned] |= part;
        }
      }
      lanes = continuing;
    }
    return left;
  }

  const Graph& graph_;
  const RegionTree& regions_;
  const std::vector<std::vector<uint32_t>>& paths_;
  std::vector<std::size_t> position_;
  std::vector<LaneVisits> visits_;
};

}  // namespace

std::vector<LaneVisits> simulate_wave(const Graph& graph, const RegionTree& regions,
                                      const std::vector<std::vector<uint32_t>>& paths) {
  return WaveSimulation(graph, regions, paths).run();
}

}  // namespace untangle::flesh
