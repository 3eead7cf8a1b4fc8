// lower_instruction: LLVM instructions to the lowering of their area, dx.op calls to the
// operation table.
#include "spirv_emit/instructions.h"

#include <string_view>

#include "dxil/dxop.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// LLVM intrinsics that say nothing a translation must honour: lifetime markers, debug
// information and optimisation hints. Calls to them are skipped.
constexpr std::string_view kIgnoredIntrinsics[] = {
    "llvm.lifetime.start", "llvm.lifetime.end",   "llvm.dbg.",          "llvm.donothing",
    "llvm.assume",         "llvm.invariant.start", "llvm.invariant.end", "llvm.var.annotation",
    "llvm.experimental.noalias.scope.decl",       "llvm.sideeffect",
};

bool is_ignored_intrinsic(std::string_view name) {
  for (std::string_view prefix : kIgnoredIntrinsics)
    if (name.substr(0, prefix.size()) == prefix) return true;
  return false;
}

}  // namespace

void unsupported(const std::string& detail) { throw TranslateError(detail); }
void malformed(const std::string& detail) { throw TranslateError(detail, {}, {}, {}, Status::MalformedInput); }

void lower_instruction(Lowering& lowering, const dxil::Instruction& instruction) {
  using dxil::Opcode;
  if (dxil::is_binary_operator(instruction.opcode)) return lower_binary_operator(lowering, instruction);
  if (dxil::is_cast(instruction.opcode)) return lower_cast(lowering, instruction);
  switch (instruction.opcode) {
    case Opcode::ICmp:
    case Opcode::FCmp: return lower_compare(lowering, instruction);
    case Opcode::Select: return lower_select(lowering, instruction);
    case Opcode::ExtractElement:
    case Opcode::InsertElement:
    case Opcode::ShuffleVector: return lower_vector_operation(lowering, instruction);
    case Opcode::ExtractValue:
    case Opcode::InsertValue: return lower_aggregate_operation(lowering, instruction);
    case Opcode::Alloca: return lower_alloca(lowering, instruction);
    case Opcode::GetElementPtr: return;  // access chains are emitted where the pointer is used
    case Opcode::Load: return lower_load(lowering, instruction);
    case Opcode::Store: return lower_store(lowering, instruction);
    case Opcode::AtomicRMW:
    case Opcode::AtomicCmpXchg: return lower_atomic(lowering, instruction);
    case Opcode::Call: {
      if (instruction.callee != nullptr && instruction.callee->name.rfind("dx.op.", 0) == 0) {
        const std::optional<dxil::DxOp> op = dxil::dxop_of(instruction);
        if (!op) unsupported("dx.op call whose opcode names no DXIL operation");
        return lower_dxop(lowering, DxOpCall{instruction, *op});
      }
      if (instruction.callee != nullptr && is_ignored_intrinsic(instruction.callee->name)) return;
      return lower_call(lowering, instruction);
    }
    case Opcode::Phi:
    case Opcode::Ret:
    case Opcode::Br:
    case Opcode::Switch:
    case Opcode::Unreachable: internal_error("control-flow instruction reached instruction lowering");
    default: break;  // binary operators and casts, lowered above
  }
  unsupported("unknown instruction");
}

}  // namespace untangle::spirv_emit
