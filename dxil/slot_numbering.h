// LLVM's numbering of a function's unnamed values (%0, %1, ...). The disassembler, the CFG's
// block labels and every error message use this one numbering, so the `%12` a message
// names is the `%12` that `untangle dis` prints.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "dxil/ir.h"

namespace untangle::dxil {

// Calls `visit(value, slot)` for every unnamed value in slot order: arguments, then per
// block its label and its instructions that produce a value.
template <typename Visit>
void for_each_slot(const Function& function, Visit&& visit) {
  uint32_t next = 0;
  for (const auto& argument : function.arguments)
    if (argument->name.empty()) visit(static_cast<const Value&>(*argument), next++);
  for (const auto& block : function.blocks) {
    if (block->name.empty()) visit(static_cast<const Value&>(*block), next++);
    for (const auto& instruction : block->instructions)
      if (instruction->name.empty() && instruction->type != nullptr && instruction->type->kind != TypeKind::Void)
        visit(static_cast<const Value&>(*instruction), next++);
  }
}

class SlotNumbering {
 public:
  explicit SlotNumbering(const Function& function);

  // The slot of an unnamed argument, block or instruction of the function.
  std::optional<uint32_t> slot(const Value& value) const;
  // "%name" or "%12"; "%?" for an unnamed value the function does not number.
  std::string reference(const Value& value) const;

 private:
  std::unordered_map<const Value*, uint32_t> slots_;
};

// Each block's label as LLVM prints it, without the '%' ("entry", "12"), by block index.
std::vector<std::string> block_labels(const Function& function);

// An instruction for messages: "%12 = call @dx.op.bufferLoad.f32" (the result, the opcode and
// the callee, not the operands).
std::string describe_instruction(const Instruction& instruction, const SlotNumbering& numbering);

}  // namespace untangle::dxil
