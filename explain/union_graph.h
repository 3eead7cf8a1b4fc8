// The union of every snapshot's CFG: one node per block name that appears in any
// snapshot, one edge per (from, to, kind) that appears in any. Laying out this one graph
// gives each block the same place in every pass's picture, and presence per snapshot
// tells what each pass added and removed.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "explain/explanation.h"

namespace untangle::explain {

enum class EdgeKind : uint8_t {
  Branch,    // a terminator target
  Merge,     // header -> merge block (OpSelectionMerge / OpLoopMerge)
  Continue,  // loop header -> continue target
};

struct UnionNode {
  std::string name;
  uint32_t origin = structurizer::kSyntheticOrigin;  // as in the first snapshot that has the block
  size_t label_columns = 0;                 // widest label line over all snapshots
  size_t label_lines = 0;                   // most label lines over all snapshots
  std::vector<structurizer::BlockId> block;          // per snapshot: the block's id, or structurizer::kNoBlock
};

struct UnionEdge {
  uint32_t from = 0;
  uint32_t to = 0;
  EdgeKind kind = EdgeKind::Branch;
  std::vector<bool> present;  // per snapshot
};

struct UnionGraph {
  std::vector<UnionNode> nodes;  // in order of first appearance
  std::vector<UnionEdge> edges;  // in order of first appearance
  std::vector<std::vector<uint32_t>> node_of;  // per snapshot: block id -> node

  bool present(uint32_t node, size_t snapshot) const { return nodes[node].block[snapshot] != structurizer::kNoBlock; }
};

UnionGraph union_graph(std::span<const Snapshot> snapshots);

}  // namespace untangle::explain
