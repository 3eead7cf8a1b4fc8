// SlotNumbering and the labels and instruction summaries built on it.
#include "dxil/slot_numbering.h"

#include "dxil/ir_cast.h"

namespace untangle::dxil {

SlotNumbering::SlotNumbering(const Function& function) {
  for_each_slot(function, [this](const Value& value, uint32_t slot) { slots_.emplace(&value, slot); });
}

std::optional<uint32_t> SlotNumbering::slot(const Value& value) const {
  const auto found = slots_.find(&value);
  if (found == slots_.end()) return std::nullopt;
  return found->second;
}

std::string SlotNumbering::reference(const Value& value) const {
  if (!value.name.empty()) return "%" + value.name;
  const std::optional<uint32_t> number = slot(value);
  return number ? "%" + std::to_string(*number) : std::string("%?");
}

std::vector<std::string> block_labels(const Function& function) {
  std::vector<std::string> labels;
  labels.reserve(function.blocks.size());
  for (const auto& block : function.blocks)
    if (!block->name.empty()) labels.push_back(block->name);
  if (labels.size() == function.blocks.size()) return labels;
  labels.assign(function.blocks.size(), std::string());
  for (const auto& block : function.blocks)
    if (!block->name.empty()) labels[block->index] = block->name;
  for_each_slot(function, [&labels](const Value& value, uint32_t slot) {
    if (const auto* block = dyn_cast<BasicBlock>(&value)) labels[block->index] = std::to_string(slot);
  });
  return labels;
}

std::string describe_instruction(const Instruction& instruction, const SlotNumbering& numbering) {
  std::string text;
  if (instruction.type != nullptr && instruction.type->kind != TypeKind::Void)
    text = numbering.reference(instruction) + " = ";
  text += std::string(opcode_name(instruction.opcode));
  if (instruction.opcode == Opcode::Call && instruction.callee != nullptr) text += " @" + instruction.callee->name;
  return text;
}

}  // namespace untangle::dxil
