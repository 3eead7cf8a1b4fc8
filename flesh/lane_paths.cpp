// Random walks with a budget and a shortest-way-out fallback, so every path ends.
#include "flesh/lane_paths.h"

#include "flesh/error.h"

#include <algorithm>
#include <limits>
#include <random>

namespace untangle::flesh {
namespace {

constexpr uint32_t kUnreachable = std::numeric_limits<uint32_t>::max();

// SplitMix64: spreads (seed, stream) pairs into independent generator seeds.
uint64_t mix(uint64_t value) {
  value += 0x9E3779B97F4A7C15ull;
  value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
  value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
  return value ^ (value >> 31);
}

// Steps from each node to the nearest Return node.
std::vector<uint32_t> distances_to_return(const Graph& graph) {
  std::vector<std::vector<uint32_t>> predecessors(graph.size());
  for (uint32_t node = 0; node < graph.size(); ++node) {
    for (const uint32_t successor : graph.successors(node)) predecessors[successor].push_back(node);
  }
  std::vector<uint32_t> distance(graph.size(), kUnreachable);
  std::vector<uint32_t> queue;
  for (uint32_t node = 0; node < graph.size(); ++node) {
    if (graph.nodes[node].kind == NodeKind::Return) {
      distance[node] = 0;
      queue.push_back(node);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    for (const uint32_t predecessor : predecessors[queue[head]]) {
      if (distance[predecessor] != kUnreachable) continue;
      distance[predecessor] = distance[queue[head]] + 1;
      queue.push_back(predecessor);
    }
  }
  return distance;
}

// The value a Switch node's default reads: the smallest one no case has.
uint32_t default_value(const Node& node) {
  uint32_t value = 0;
  while (std::any_of(node.case_values.begin(), node.case_values.end(),
                     [value](int64_t case_value) { return static_cast<uint32_t>(case_value) == value; })) {
    ++value;
  }
  return value;
}

uint32_t direction_value(const Node& node, std::size_t slot) {
  if (node.kind == NodeKind::Conditional) return slot == 0 ? 1 : 0;
  return slot == 0 ? default_value(node) : static_cast<uint32_t>(node.case_values[slot - 1]);
}

}  // namespace

std::vector<LanePath> random_paths(const Graph& graph, uint32_t lane_count, uint32_t wave_size, uint64_t seed,
                                   uint32_t step_budget) {
  const std::vector<uint32_t> distance = distances_to_return(graph);
  if (distance[graph.entry] == kUnreachable) throw FleshError("no return is reachable from the entry");
  std::vector<LanePath> paths(lane_count);
  std::vector<uint64_t> shared;  // the current wave's shared choices, by decision index
  std::mt19937_64 shared_random;
  for (uint32_t lane = 0; lane < lane_count; ++lane) {
    if (lane % wave_size == 0) {
      shared.clear();
      shared_random.seed(mix(seed ^ mix(0x5EED0000ull + lane / wave_size)));
    }
    std::mt19937_64 own_random(mix(seed ^ mix(lane)));
    LanePath& path = paths[lane];
    uint32_t node = graph.entry;
    while (true) {
      path.nodes.push_back(node);
      const Node& current = graph.nodes[node];
      if (current.kind == NodeKind::Return) break;
      if (!current.decides()) {
        node = current.targets[0];
        continue;
      }
      std::vector<std::size_t> candidates;
      for (std::size_t slot = 0; slot < current.targets.size(); ++slot) {
        if (distance[current.targets[slot]] != kUnreachable) candidates.push_back(slot);
      }
      std::size_t slot = 0;
      if (path.nodes.size() >= step_budget) {
        slot = *std::min_element(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
          return distance[current.targets[a]] < distance[current.targets[b]];
        });
      } else {
        const std::size_t decision = path.directions.size();
        while (shared.size() <= decision) shared.push_back(shared_random());
        const uint64_t own = own_random();
        const uint64_t choice = own % 4 != 0 ? shared[decision] : own >> 2;
        slot = candidates[choice % candidates.size()];
      }
      path.directions.push_back(direction_value(current, slot));
      node = current.targets[slot];
    }
  }
  return paths;
}

}  // namespace untangle::flesh
