// Graph construction: edges collected by a GraphBuilder, grouped by counting sorts.
#include "structurizer/graph.h"

namespace untangle::structurizer {

namespace {

// One list per node: the edges grouped by `key` (a stable counting sort), holding `value`.
template <typename Key, typename Value>
Adjacency group_edges(uint32_t nodes, std::span<const std::pair<uint32_t, uint32_t>> edges, Key key, Value value) {
  Adjacency lists;
  lists.offsets.assign(nodes + 1, 0);
  for (const auto& edge : edges) ++lists.offsets[key(edge) + 1];
  for (uint32_t node = 0; node < nodes; ++node) lists.offsets[node + 1] += lists.offsets[node];
  lists.edges.resize(edges.size());
  std::vector<uint32_t> next(lists.offsets.begin(), lists.offsets.end() - 1);
  for (const auto& edge : edges) lists.edges[next[key(edge)]++] = value(edge);
  return lists;
}

// Keeps the first of repeated entries in each list. Grouping is stable, so in both
// directions this keeps exactly the first-added copy of every edge.
void remove_repeats(Adjacency& lists) {
  const auto nodes = static_cast<uint32_t>(lists.offsets.size() - 1);
  std::vector<uint32_t> last_list(nodes, kNoNode);  // per entry value: the list it last appeared in
  uint32_t kept = 0;
  uint32_t begin = 0;
  for (uint32_t node = 0; node < nodes; ++node) {
    const uint32_t end = lists.offsets[node + 1];
    for (uint32_t position = begin; position < end; ++position) {
      const uint32_t value = lists.edges[position];
      if (last_list[value] == node) continue;
      last_list[value] = node;
      lists.edges[kept++] = value;
    }
    begin = end;
    lists.offsets[node + 1] = kept;
  }
  lists.edges.resize(kept);
}

// Calls add(from, to) for each edge of `function` of the kinds asked for, block by block
// and in terminator order, then merge and continue edges.
template <typename Add>
void for_each_edge(const Function& function, EdgeKinds kinds, Add&& add) {
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    for (BlockId target : block.terminator.targets) add(id, target);
    if (kinds == EdgeKinds::Structural && block.merge.kind != MergeKind::None) {
      add(id, block.merge.merge_block);
      if (block.merge.kind == MergeKind::Loop) add(id, block.merge.continue_target);
    }
  }
}

}  // namespace

Graph Graph::reversed(uint32_t new_entry) && {
  Graph result;
  result.entry = new_entry;
  result.successors = std::move(predecessors);
  result.predecessors = std::move(successors);
  return result;
}

Graph GraphBuilder::build(uint32_t entry) const {
  auto from = [](const auto& edge) { return edge.first; };
  auto to = [](const auto& edge) { return edge.second; };
  Graph graph;
  graph.entry = entry;
  graph.successors = group_edges(nodes_, edges_, from, to);
  remove_repeats(graph.successors);
  graph.predecessors = group_edges(nodes_, edges_, to, from);
  remove_repeats(graph.predecessors);
  return graph;
}

GraphBuilder graph_builder(const Function& function, EdgeKinds kinds) {
  GraphBuilder builder(static_cast<uint32_t>(function.size()));
  builder.reserve_edges(2 * function.size());
  for_each_edge(function, kinds, [&](BlockId from, BlockId to) { builder.add_edge(from, to); });
  return builder;
}

Adjacency predecessors_of(const Adjacency& successors) {
  const auto nodes = static_cast<uint32_t>(successors.offsets.size() - 1);
  Adjacency predecessors;
  predecessors.offsets.assign(nodes + 1, 0);
  for (uint32_t target : successors.edges) ++predecessors.offsets[target + 1];
  for (uint32_t node = 0; node < nodes; ++node) predecessors.offsets[node + 1] += predecessors.offsets[node];
  predecessors.edges.resize(successors.edges.size());
  std::vector<uint32_t> next(predecessors.offsets.begin(), predecessors.offsets.end() - 1);
  for (uint32_t node = 0; node < nodes; ++node)
    for (uint32_t target : successors[node]) predecessors.edges[next[target]++] = node;
  return predecessors;
}

// The graph of graph_builder(function, kinds).build(entry): analyses rebuild it after
// every pass. Blocks are listed in id order, so predecessor lists come out in edge order.
Graph build_graph(const Function& function, EdgeKinds kinds) {
  const auto nodes = static_cast<uint32_t>(function.size());
  return lay_out_graph(nodes, function.entry(), 2 * size_t{nodes},
                       [&](auto add) { for_each_edge(function, kinds, add); });
}

}  // namespace untangle::structurizer
