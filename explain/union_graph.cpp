// Builds the union graph, identifying blocks by name (Function keeps names unique and the
// passes never rename a block).
#include "explain/union_graph.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

#include "graphviz/dot_writer.h"

namespace untangle::explain {

UnionGraph union_graph(std::span<const Snapshot> snapshots) {
  UnionGraph graph;
  std::unordered_map<std::string, uint32_t> node_by_name;
  std::map<std::tuple<uint32_t, uint32_t, EdgeKind>, uint32_t> edge_by_key;
  const size_t count = snapshots.size();
  graph.node_of.resize(count);

  for (size_t snapshot = 0; snapshot < count; ++snapshot) {
    const structurizer::Function& function = snapshots[snapshot].function;
    std::vector<uint32_t>& node_of = graph.node_of[snapshot];
    node_of.resize(function.size());
    for (structurizer::BlockId id = 0; id < function.size(); ++id) {
      const structurizer::Block& block = function.block(id);
      auto [found, inserted] = node_by_name.emplace(block.name, static_cast<uint32_t>(graph.nodes.size()));
      if (inserted) {
        UnionNode node;
        node.name = block.name;
        node.origin = block.origin;
        node.block.assign(count, structurizer::kNoBlock);
        graph.nodes.push_back(std::move(node));
      }
      UnionNode& node = graph.nodes[found->second];
      node.block[snapshot] = id;
      node_of[id] = found->second;
      const std::vector<std::string> lines = graphviz::block_label_lines(function, id);
      node.label_lines = std::max(node.label_lines, lines.size());
      for (const std::string& line : lines) node.label_columns = std::max(node.label_columns, line.size());
    }
    auto add_edge = [&](structurizer::BlockId from, structurizer::BlockId to, EdgeKind kind) {
      const auto key = std::make_tuple(node_of[from], node_of[to], kind);
      auto [found, inserted] = edge_by_key.emplace(key, static_cast<uint32_t>(graph.edges.size()));
      if (inserted) graph.edges.push_back({node_of[from], node_of[to], kind, std::vector<bool>(count, false)});
      graph.edges[found->second].present[snapshot] = true;
    };
    for (structurizer::BlockId id = 0; id < function.size(); ++id) {
      const structurizer::Block& block = function.block(id);
      for (structurizer::BlockId target : block.terminator.distinct_targets()) add_edge(id, target, EdgeKind::Branch);
      if (block.merge.kind != structurizer::MergeKind::None) add_edge(id, block.merge.merge_block, EdgeKind::Merge);
      if (block.merge.kind == structurizer::MergeKind::Loop) add_edge(id, block.merge.continue_target, EdgeKind::Continue);
    }
  }
  return graph;
}

}  // namespace untangle::explain
