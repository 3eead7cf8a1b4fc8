// SPIR-V skeleton of a structured CFG, written word by word.
#include "test_support/spirv_skeleton.h"

#include <spirv/unified1/spirv.hpp11>

#include <utility>

#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::test_support {

using namespace structurizer;

namespace {

class Words {
 public:
  uint32_t id() { return next_id_++; }
  void op(spv::Op opcode, std::vector<uint32_t> operands) {
    words_.push_back(static_cast<uint32_t>(operands.size() + 1) << 16 | static_cast<uint32_t>(opcode));
    words_.insert(words_.end(), operands.begin(), operands.end());
  }
  std::vector<uint32_t> module() const {
    std::vector<uint32_t> result{spv::MagicNumber, 0x00010300u, 0u, next_id_, 0u};
    result.insert(result.end(), words_.begin(), words_.end());
    return result;
  }

 private:
  uint32_t next_id_ = 1;
  std::vector<uint32_t> words_;
};

constexpr uint32_t u(auto value) { return static_cast<uint32_t>(value); }

}  // namespace

std::vector<uint32_t> spirv_skeleton(const Function& function) {
  Words w;
  const uint32_t void_type = w.id(), function_type = w.id(), bool_type = w.id(), int_type = w.id(),
                 pointer_type = w.id(), true_value = w.id(), main = w.id();
  std::vector<uint32_t> labels(function.size());
  for (uint32_t& label : labels) label = w.id();
  // One variable per selector, plus one that program switches read.
  std::vector<uint32_t> variables(function.selectors().size() + 1);
  for (uint32_t& variable : variables) variable = w.id();
  std::vector<std::pair<int64_t, uint32_t>> constants;
  auto constant = [&](int64_t value) {
    for (const auto& [known, id] : constants)
      if (known == value) return id;
    constants.emplace_back(value, w.id());
    return constants.back().second;
  };
  constant(0);
  for (const Block& block : function.blocks()) {
    for (const SelectorAssignment& assignment : block.assignments) constant(assignment.value);
    if (block.terminator.kind == TerminatorKind::SelectorBranch) constant(block.terminator.case_values[0]);
  }

  w.op(spv::Op::OpCapability, {u(spv::Capability::Shader)});
  w.op(spv::Op::OpMemoryModel, {u(spv::AddressingModel::Logical), u(spv::MemoryModel::GLSL450)});
  w.op(spv::Op::OpEntryPoint, {u(spv::ExecutionModel::GLCompute), main, 0x6e69616du /* "main" */, 0u});
  w.op(spv::Op::OpExecutionMode, {main, u(spv::ExecutionMode::LocalSize), 1, 1, 1});
  w.op(spv::Op::OpTypeVoid, {void_type});
  w.op(spv::Op::OpTypeFunction, {function_type, void_type});
  w.op(spv::Op::OpTypeBool, {bool_type});
  w.op(spv::Op::OpTypeInt, {int_type, 32, 1});
  w.op(spv::Op::OpTypePointer, {pointer_type, u(spv::StorageClass::Function), int_type});
  w.op(spv::Op::OpConstantTrue, {bool_type, true_value});
  for (const auto& [value, id] : constants) w.op(spv::Op::OpConstant, {int_type, id, static_cast<uint32_t>(value)});
  w.op(spv::Op::OpFunction, {void_type, main, u(spv::FunctionControlMask::MaskNone), function_type});

  std::vector<BlockId> order = depth_first_order(build_graph(function)).reverse_postorder;
  std::vector<bool> placed(function.size(), false);
  for (BlockId block : order) placed[block] = true;
  for (BlockId block : depth_first_order(build_graph(function, EdgeKinds::Structural)).reverse_postorder)
    if (!placed[block]) {
      placed[block] = true;
      order.push_back(block);
    }

  for (BlockId id : order) {
    const Block& block = function.block(id);
    w.op(spv::Op::OpLabel, {labels[id]});
    if (id == function.entry()) {
      for (uint32_t variable : variables) w.op(spv::Op::OpVariable, {pointer_type, variable, u(spv::StorageClass::Function)});
      w.op(spv::Op::OpStore, {variables.back(), constant(0)});
    }
    for (const SelectorAssignment& assignment : block.assignments)
      w.op(spv::Op::OpStore, {variables[assignment.selector], constant(assignment.value)});
    const Terminator& terminator = block.terminator;
    uint32_t selector_value = 0;
    if (terminator.is_switch() || terminator.kind == TerminatorKind::SelectorBranch) {
      selector_value = w.id();
      const uint32_t variable = terminator.reads_selector() ? variables[terminator.selector] : variables.back();
      w.op(spv::Op::OpLoad, {int_type, selector_value, variable});
    }
    uint32_t equal = 0;
    if (terminator.kind == TerminatorKind::SelectorBranch) {
      equal = w.id();
      w.op(spv::Op::OpIEqual, {bool_type, equal, selector_value, constant(terminator.case_values[0])});
    }
    if (block.merge.kind == MergeKind::Selection)
      w.op(spv::Op::OpSelectionMerge, {labels[block.merge.merge_block], u(spv::SelectionControlMask::MaskNone)});
    if (block.merge.kind == MergeKind::Loop)
      w.op(spv::Op::OpLoopMerge, {labels[block.merge.merge_block], labels[block.merge.continue_target],
                                  u(spv::LoopControlMask::MaskNone)});
    switch (terminator.kind) {
      case TerminatorKind::Return: w.op(spv::Op::OpReturn, {}); break;
      case TerminatorKind::Unreachable: w.op(spv::Op::OpUnreachable, {}); break;
      case TerminatorKind::Branch: w.op(spv::Op::OpBranch, {labels[terminator.targets[0]]}); break;
      case TerminatorKind::ConditionalBranch:
        // SPIR-V 1.6 forbids equal labels; the skeleton stays valid for any version.
        if (terminator.targets[0] == terminator.targets[1])
          w.op(spv::Op::OpBranch, {labels[terminator.targets[0]]});
        else
          w.op(spv::Op::OpBranchConditional, {true_value, labels[terminator.targets[0]], labels[terminator.targets[1]]});
        break;
      case TerminatorKind::SelectorBranch:
        w.op(spv::Op::OpBranchConditional, {equal, labels[terminator.targets[0]], labels[terminator.targets[1]]});
        break;
      case TerminatorKind::Switch:
      case TerminatorKind::SelectorSwitch: {
        std::vector<uint32_t> operands{selector_value, labels[terminator.targets[0]]};
        for (size_t i = 0; i < terminator.case_values.size(); ++i) {
          operands.push_back(static_cast<uint32_t>(terminator.case_values[i]));
          operands.push_back(labels[terminator.targets[i + 1]]);
        }
        w.op(spv::Op::OpSwitch, operands);
        break;
      }
    }
  }
  w.op(spv::Op::OpFunctionEnd, {});
  return w.module();
}

}  // namespace untangle::test_support
