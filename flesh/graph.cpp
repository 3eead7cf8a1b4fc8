// Conversion of a structurizer CFG (before structurization) into the fleshing graph.
#include "flesh/graph.h"

#include "flesh/error.h"

#include <algorithm>
#include <limits>

namespace untangle::flesh {

std::vector<uint32_t> Graph::successors(uint32_t node) const {
  std::vector<uint32_t> result;
  for (const uint32_t target : nodes[node].targets) {
    if (std::find(result.begin(), result.end(), target) == result.end()) result.push_back(target);
  }
  return result;
}

Graph Graph::from_function(const structurizer::Function& function) {
  // Number the reachable blocks in depth-first preorder from the entry.
  std::vector<uint32_t> node_of(function.size(), std::numeric_limits<uint32_t>::max());
  std::vector<structurizer::BlockId> block_of;
  std::vector<structurizer::BlockId> stack = {function.entry()};
  while (!stack.empty()) {
    const structurizer::BlockId block = stack.back();
    stack.pop_back();
    if (node_of[block] != std::numeric_limits<uint32_t>::max()) continue;
    node_of[block] = static_cast<uint32_t>(block_of.size());
    block_of.push_back(block);
    const std::vector<structurizer::BlockId>& targets = function.block(block).terminator.targets;
    for (auto target = targets.rbegin(); target != targets.rend(); ++target) stack.push_back(*target);
  }

  Graph graph;
  graph.entry = 0;
  for (const structurizer::BlockId block : block_of) {
    const structurizer::Block& source = function.block(block);
    Node node;
    node.name = structurizer::block_label(function, block);
    node.block = block;
    for (const structurizer::BlockId target : source.terminator.targets) node.targets.push_back(node_of[target]);
    switch (source.terminator.kind) {
      case structurizer::TerminatorKind::Branch: node.kind = NodeKind::Branch; break;
      case structurizer::TerminatorKind::ConditionalBranch: node.kind = NodeKind::Conditional; break;
      case structurizer::TerminatorKind::Switch:
        node.kind = NodeKind::Switch;
        for (const int64_t value : source.terminator.case_values) {
          if (value < std::numeric_limits<int32_t>::min() || value > std::numeric_limits<uint32_t>::max()) {
            throw FleshError("block " + node.name + ": switch value " + std::to_string(value) +
                             " does not fit 32 bits");
          }
          node.case_values.push_back(value);
        }
        break;
      case structurizer::TerminatorKind::Return: node.kind = NodeKind::Return; break;
      default: throw FleshError("block " + node.name + " is reachable but ends in unreachable or a selector switch");
    }
    graph.nodes.push_back(std::move(node));
  }
  return graph;
}

}  // namespace untangle::flesh
