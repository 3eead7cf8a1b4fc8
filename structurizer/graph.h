// Graph: a compact adjacency snapshot that every analysis runs on, built from a
// Function (branch edges, optionally with merge/continue edges) or by a pass for a region
// through a GraphBuilder.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "structurizer/function.h"

namespace untangle::structurizer {

inline constexpr uint32_t kNoNode = std::numeric_limits<uint32_t>::max();

// The edge lists of all nodes laid out flat (compressed sparse rows): the list of node n
// is edges[offsets[n], offsets[n + 1]). Analyses rebuild graphs after every pass, so one
// allocation per graph instead of one per node keeps that cheap for large functions.
struct Adjacency {
  std::vector<uint32_t> offsets{0};
  std::vector<uint32_t> edges;

  std::span<const uint32_t> operator[](uint32_t node) const {
    return std::span<const uint32_t>(edges).subspan(offsets[node], offsets[node + 1] - offsets[node]);
  }
};

struct Graph {
  uint32_t entry = 0;
  Adjacency successors;
  Adjacency predecessors;

  uint32_t size() const { return static_cast<uint32_t>(successors.offsets.size() - 1); }
  // The same nodes with every edge turned around, entered at `new_entry`; consumes this graph.
  Graph reversed(uint32_t new_entry) &&;
};

// Collects nodes and edges, then lays them out as a Graph; it can go on collecting after
// a build (the post-dominator rounds add edges to a graph they have already analysed).
class GraphBuilder {
 public:
  explicit GraphBuilder(uint32_t nodes = 0) : nodes_(nodes) {}

  uint32_t size() const { return nodes_; }
  uint32_t add_node() { return nodes_++; }
  // Adds from -> to; an edge added again is kept once, where it was first added.
  void add_edge(uint32_t from, uint32_t to) { edges_.emplace_back(from, to); }
  void reserve_edges(size_t count) { edges_.reserve(count); }

  // Successor lists keep the order their edges were added in, predecessor lists the
  // order of their edges among all edges.
  Graph build(uint32_t entry) const;

 private:
  uint32_t nodes_;
  std::vector<std::pair<uint32_t, uint32_t>> edges_;
};

enum class EdgeKinds : uint8_t {
  Branches,    // terminator targets only
  Structural,  // plus merge edges (header -> merge block) and continue edges (loop header ->
               // continue target), SPIR-V's "structured control-flow edges"
};

// The predecessor lists of `successors`, each in source order.
Adjacency predecessors_of(const Adjacency& successors);

// A graph laid out directly from its edges, without a GraphBuilder: `for_each_edge(add)`
// calls add(from, to) for every edge, source by source in increasing order. A repeated
// edge is kept once, where it was first listed, as GraphBuilder::build keeps it.
template <typename ForEachEdge>
Graph lay_out_graph(uint32_t nodes, uint32_t entry, size_t expected_edges, ForEachEdge&& for_each_edge) {
  Graph graph;
  graph.entry = entry;
  Adjacency& successors = graph.successors;
  successors.offsets.assign(nodes + 1, 0);
  successors.edges.reserve(expected_edges);
  // Per target, the last source listing it: a source's edges are listed together.
  std::vector<uint32_t> last_source(nodes, kNoNode);
  for_each_edge([&](uint32_t from, uint32_t to) {
    if (last_source[to] == from) return;
    last_source[to] = from;
    successors.edges.push_back(to);
    ++successors.offsets[from + 1];
  });
  for (uint32_t node = 0; node < nodes; ++node) successors.offsets[node + 1] += successors.offsets[node];
  graph.predecessors = predecessors_of(successors);
  return graph;
}

// Node i is block i, with the edges of each block added in terminator order.
GraphBuilder graph_builder(const Function& function, EdgeKinds kinds = EdgeKinds::Branches);
// The graph of graph_builder, entered at the function's entry.
Graph build_graph(const Function& function, EdgeKinds kinds = EdgeKinds::Branches);

}  // namespace untangle::structurizer
