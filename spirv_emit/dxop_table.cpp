// The dx.op dispatch table, built once from the areas' lists, and Emitter::lower_dx_op.
#include "spirv_emit/dxop_table.h"

#include <array>

#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

namespace {

constexpr size_t kOpcodeCount = 258;

using DxOpTable = std::array<DxOpLowering, kOpcodeCount>;

DxOpTable build_table() {
  DxOpTable table{};
  for (auto area : {compute_dx_ops(), handle_dx_ops(), buffer_dx_ops(), texture_dx_ops(), atomic_dx_ops(),
                    wave_dx_ops(), math_dx_ops(), bit_dx_ops(), conversion_dx_ops(), signature_dx_ops(),
                    pixel_dx_ops()})
    for (const DxOpEntry& entry : area) table.at(entry.opcode) = entry.lower;
  return table;
}

}  // namespace

void Emitter::lower_dx_op(const dxil::Instruction& instruction) {
  // Built on first use and never changed afterwards, so translations may run concurrently.
  static const DxOpTable table = build_table();
  if (instruction.operands.empty()) fail("dx.op call without an opcode");
  const uint64_t opcode = constant_integer(instruction.operands[0], "dx.op opcode");
  if (opcode >= kOpcodeCount || table[opcode] == nullptr)
    fail("DXIL operation " + std::to_string(opcode) + " (" + dx_op_name(static_cast<uint32_t>(opcode)) +
         ") is not supported");
  table[opcode](*this, DxOpCall{instruction, static_cast<uint32_t>(opcode)});
}

}  // namespace untangle::spirv_emit
