// Pass changes by comparing presence bits and, for construct declarations, the merge
// annotations of the blocks present on both sides, by name.
#include "explain/changes.h"

namespace untangle::explain {

std::string describe_construct(const structurizer::Function& function, structurizer::BlockId block) {
  const structurizer::MergeInfo& merge = function.block(block).merge;
  const std::string& name = function.block(block).name;
  switch (merge.kind) {
    case structurizer::MergeKind::Selection:
      return "selection header " + name + ": merge " + function.block(merge.merge_block).name;
    case structurizer::MergeKind::Loop:
      return "loop header " + name + ": merge " + function.block(merge.merge_block).name + ", continue " +
             function.block(merge.continue_target).name;
    case structurizer::MergeKind::None: break;
  }
  return {};
}

PassChanges pass_changes(const UnionGraph& graph, std::span<const Snapshot> snapshots, size_t snapshot) {
  PassChanges changes;
  const size_t before = snapshot - 1;
  const structurizer::Function& old_function = snapshots[before].function;
  const structurizer::Function& new_function = snapshots[snapshot].function;
  for (uint32_t node = 0; node < graph.nodes.size(); ++node) {
    const bool was = graph.present(node, before), is = graph.present(node, snapshot);
    if (is && !was) changes.added_blocks.push_back(node);
    if (was && !is) changes.removed_blocks.push_back(node);
    const std::string old_construct = was ? describe_construct(old_function, graph.nodes[node].block[before]) : "";
    const std::string new_construct = is ? describe_construct(new_function, graph.nodes[node].block[snapshot]) : "";
    if (old_construct == new_construct) continue;
    if (new_construct.empty()) {
      if (is) changes.constructs.push_back("no longer declared: " + old_construct);
    } else {
      changes.constructs.push_back((old_construct.empty() ? "declared: " : "now: ") + new_construct);
    }
  }
  for (uint32_t edge = 0; edge < graph.edges.size(); ++edge) {
    if (graph.edges[edge].kind != EdgeKind::Branch) continue;
    const bool was = graph.edges[edge].present[before], is = graph.edges[edge].present[snapshot];
    if (is && !was) changes.added_edges.push_back(edge);
    if (was && !is) changes.removed_edges.push_back(edge);
  }
  return changes;
}

}  // namespace untangle::explain
