// The part of a CFG that fleshing works on: the blocks reachable from the entry, numbered
// densely, each with the kind of decision it makes and its targets per terminator slot.
#pragma once

#include "structurizer/function.h"

#include <cstdint>
#include <string>
#include <vector>

namespace untangle::flesh {

enum class NodeKind { Branch, Conditional, Switch, Return };

struct Node {
  std::string name;        // the CFG block's name, for reports
  structurizer::BlockId block = 0;  // the CFG block
  NodeKind kind = NodeKind::Return;
  // Targets per terminator slot, as node indices: Conditional [true, false]; Switch
  // [default, case 0, case 1...].
  std::vector<uint32_t> targets;
  std::vector<int64_t> case_values;  // Switch: one per case target

  bool decides() const { return kind == NodeKind::Conditional || kind == NodeKind::Switch; }
};

struct Graph {
  std::vector<Node> nodes;
  uint32_t entry = 0;

  uint32_t size() const { return static_cast<uint32_t>(nodes.size()); }
  // Distinct targets of a node, in slot order.
  std::vector<uint32_t> successors(uint32_t node) const;

  // The reachable blocks of `function`. Throws FleshError when a reachable block ends in
  // `unreachable` (a fleshed thread could never finish it) or a switch value does not fit
  // 32 bits.
  static Graph from_function(const structurizer::Function& function);
};

}  // namespace untangle::flesh
