// What one structurizer pass changed, from the union graph's presence bits: the blocks
// and branch edges it added and removed, and the construct declarations (OpSelectionMerge,
// OpLoopMerge) it added, changed or dropped.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "explain/union_graph.h"

namespace untangle::explain {

struct PassChanges {
  std::vector<uint32_t> added_blocks;    // union nodes
  std::vector<uint32_t> removed_blocks;  // union nodes
  std::vector<uint32_t> added_edges;     // union branch edges
  std::vector<uint32_t> removed_edges;   // union branch edges
  std::vector<std::string> constructs;   // "selection header a: merge b", "loop header h: merge m, continue c"...

  bool empty() const {
    return added_blocks.empty() && removed_blocks.empty() && added_edges.empty() && removed_edges.empty() &&
           constructs.empty();
  }
};

// The changes from snapshot - 1 to `snapshot` (snapshot >= 1).
PassChanges pass_changes(const UnionGraph& graph, std::span<const Snapshot> snapshots, size_t snapshot);

// "a header of a selection: merge b" and the like, for one block of a function; empty
// when it declares nothing.
std::string describe_construct(const structurizer::Function& function, structurizer::BlockId block);

}  // namespace untangle::explain
