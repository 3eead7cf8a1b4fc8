// The label match: a scan of the module's first function, then a check of every block.
#include "explain/spirv_blocks.h"

#include <algorithm>

#include <spirv/unified1/spirv.hpp11>

#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::explain {
namespace {

// One SPIR-V block: its label, its merge instruction and its terminator.
struct SpirvBlock {
  uint32_t label = 0;
  spv::Op merge = spv::Op::OpNop;
  std::vector<uint32_t> merge_operands;
  spv::Op terminator = spv::Op::OpNop;
  std::vector<uint32_t> terminator_operands;
};

bool is_terminator(spv::Op op) {
  switch (op) {
    case spv::Op::OpBranch:
    case spv::Op::OpBranchConditional:
    case spv::Op::OpSwitch:
    case spv::Op::OpKill:
    case spv::Op::OpReturn:
    case spv::Op::OpReturnValue:
    case spv::Op::OpUnreachable:
    case spv::Op::OpTerminateInvocation:
    case spv::Op::OpEmitMeshTasksEXT: return true;
    default: return false;
  }
}

// The blocks of the first function; empty when the words are malformed.
std::vector<SpirvBlock> first_function_blocks(std::span<const uint32_t> words) {
  std::vector<SpirvBlock> blocks;
  bool in_function = false;
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    const auto op = static_cast<spv::Op>(words[at] & 0xFFFF);
    if (count == 0 || at + count > words.size()) return {};
    const std::vector<uint32_t> operands(words.begin() + static_cast<std::ptrdiff_t>(at + 1),
                                         words.begin() + static_cast<std::ptrdiff_t>(at + count));
    at += count;
    if (op == spv::Op::OpFunction) in_function = true;
    if (op == spv::Op::OpFunctionEnd && in_function) break;
    if (!in_function) continue;
    if (op == spv::Op::OpLabel && !operands.empty()) {
      blocks.push_back({operands[0], spv::Op::OpNop, {}, spv::Op::OpNop, {}});
    } else if (!blocks.empty() && (op == spv::Op::OpSelectionMerge || op == spv::Op::OpLoopMerge)) {
      blocks.back().merge = op;
      blocks.back().merge_operands = operands;
    } else if (!blocks.empty() && is_terminator(op)) {
      blocks.back().terminator = op;
      blocks.back().terminator_operands = operands;
    }
  }
  return blocks;
}

// Whether `last` (the last SPIR-V block of `block`'s emission) ends as `block` does.
bool ends_alike(const structurizer::Function& function, structurizer::BlockId block, const SpirvBlock& last,
                const std::vector<uint32_t>& labels) {
  const structurizer::Block& source = function.block(block);
  const structurizer::Terminator& terminator = source.terminator;
  const std::vector<uint32_t>& operands = last.terminator_operands;
  auto label = [&](structurizer::BlockId target) { return labels[target]; };
  bool terminator_matches = false;
  switch (terminator.kind) {
    case structurizer::TerminatorKind::Branch:
      terminator_matches = last.terminator == spv::Op::OpBranch && operands.size() == 1 &&
                           operands[0] == label(terminator.targets[0]);
      break;
    case structurizer::TerminatorKind::ConditionalBranch:
      terminator_matches = last.terminator == spv::Op::OpBranchConditional && operands.size() >= 3 &&
                           operands[1] == label(terminator.targets[0]) && operands[2] == label(terminator.targets[1]);
      break;
    case structurizer::TerminatorKind::Switch:
    case structurizer::TerminatorKind::SelectorSwitch:
      // Case literals are one or two words wide, so targets are looked for among the operands.
      terminator_matches = last.terminator == spv::Op::OpSwitch && operands.size() >= 2 &&
                           operands[1] == label(terminator.targets[0]) &&
                           std::all_of(terminator.targets.begin(), terminator.targets.end(), [&](structurizer::BlockId target) {
                             return std::find(operands.begin() + 1, operands.end(), label(target)) != operands.end();
                           });
      break;
    case structurizer::TerminatorKind::Return:
      // An amplification shader's DispatchMesh ends its last block with OpEmitMeshTasksEXT.
      terminator_matches = last.terminator == spv::Op::OpReturn || last.terminator == spv::Op::OpReturnValue ||
                           last.terminator == spv::Op::OpEmitMeshTasksEXT;
      break;
    case structurizer::TerminatorKind::Unreachable:
      terminator_matches = last.terminator == spv::Op::OpUnreachable;
      break;
  }
  const structurizer::MergeInfo& merge = source.merge;
  switch (merge.kind) {
    case structurizer::MergeKind::None: return terminator_matches && last.merge == spv::Op::OpNop;
    case structurizer::MergeKind::Selection:
      return terminator_matches && last.merge == spv::Op::OpSelectionMerge && !last.merge_operands.empty() &&
             last.merge_operands[0] == label(merge.merge_block);
    case structurizer::MergeKind::Loop:
      return terminator_matches && last.merge == spv::Op::OpLoopMerge && last.merge_operands.size() >= 2 &&
             last.merge_operands[0] == label(merge.merge_block) && last.merge_operands[1] == label(merge.continue_target);
  }
  return false;
}

}  // namespace

BlockLabels match_block_labels(std::span<const uint32_t> words, const structurizer::Function& structured) {
  BlockLabels result;
  const std::vector<SpirvBlock> blocks = first_function_blocks(words);
  const structurizer::DepthFirstOrder order = structurizer::depth_first_order(structurizer::build_graph(structured, structurizer::EdgeKinds::Structural));
  const std::vector<uint32_t>& rpo = order.reverse_postorder;
  if (blocks.empty() || rpo.empty()) {
    result.problem = "the SPIR-V module has no function body to match";
    return result;
  }
  // Where each structured block's emission starts: the labels base, base + 1, ... in order.
  const uint32_t base = blocks[0].label;
  std::vector<size_t> starts;
  for (size_t index = 0; index < blocks.size(); ++index)
    if (blocks[index].label >= base && blocks[index].label - base < rpo.size()) starts.push_back(index);
  bool consecutive = starts.size() == rpo.size();
  for (size_t k = 0; consecutive && k < starts.size(); ++k) consecutive = blocks[starts[k]].label == base + k;
  if (!consecutive) {
    result.problem = "the SPIR-V labels are not one per structured block in reverse post-order";
    return result;
  }
  std::vector<uint32_t> labels(structured.size(), 0);
  for (size_t k = 0; k < rpo.size(); ++k) labels[rpo[k]] = base + static_cast<uint32_t>(k);
  for (size_t k = 0; k < rpo.size(); ++k) {
    const size_t last = k + 1 < starts.size() ? starts[k + 1] - 1 : blocks.size() - 1;
    if (!ends_alike(structured, rpo[k], blocks[last], labels)) {
      result.problem = "SPIR-V block %" + std::to_string(labels[rpo[k]]) + " does not end as structured block '" +
                       structured.block(rpo[k]).name + "' does";
      return result;
    }
  }
  result.labels = std::move(labels);
  return result;
}

}  // namespace untangle::explain
