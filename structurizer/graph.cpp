// cfg::Graph construction.
#include "structurizer/graph.h"

#include <algorithm>

namespace untangle::cfg {

uint32_t Graph::add_node() {
  successors.emplace_back();
  predecessors.emplace_back();
  return size() - 1;
}

void Graph::add_edge(uint32_t from, uint32_t to) {
  auto& out = successors[from];
  if (std::find(out.begin(), out.end(), to) != out.end()) return;
  out.push_back(to);
  predecessors[to].push_back(from);
}

Graph Graph::reversed(uint32_t new_entry) const {
  Graph result;
  result.entry = new_entry;
  result.successors = predecessors;
  result.predecessors = successors;
  return result;
}

Graph build_graph(const Function& function, EdgeKinds kinds) {
  Graph graph;
  graph.entry = function.entry();
  graph.successors.resize(function.size());
  graph.predecessors.resize(function.size());
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    for (BlockId target : block.terminator.targets) graph.add_edge(id, target);
    if (kinds == EdgeKinds::Structural && block.merge.kind != MergeKind::None) {
      graph.add_edge(id, block.merge.merge_block);
      if (block.merge.kind == MergeKind::Loop) graph.add_edge(id, block.merge.continue_target);
    }
  }
  return graph;
}

}  // namespace untangle::cfg
