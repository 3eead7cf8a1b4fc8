// lower_instruction: LLVM instructions to the lowering of their area, dx.op calls to the
// operation table.
#include "spirv_emit/instructions.h"

#include "dxil/dx_op.h"
#include "spirv_emit/dxop_table.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

void unsupported(const std::string& detail) { throw TranslateError(detail); }

void lower_instruction(Lowering& lowering, const dxil::Instruction& instruction) {
  using dxil::Opcode;
  switch (instruction.opcode) {
    case Opcode::Add:
    case Opcode::FAdd:
    case Opcode::Sub:
    case Opcode::FSub:
    case Opcode::Mul:
    case Opcode::FMul:
    case Opcode::UDiv:
    case Opcode::SDiv:
    case Opcode::FDiv:
    case Opcode::URem:
    case Opcode::SRem:
    case Opcode::FRem:
    case Opcode::Shl:
    case Opcode::LShr:
    case Opcode::AShr:
    case Opcode::And:
    case Opcode::Or:
    case Opcode::Xor: return lower_binary_operator(lowering, instruction);
    case Opcode::ICmp:
    case Opcode::FCmp: return lower_compare(lowering, instruction);
    case Opcode::Trunc:
    case Opcode::ZExt:
    case Opcode::SExt:
    case Opcode::FPToUI:
    case Opcode::FPToSI:
    case Opcode::UIToFP:
    case Opcode::SIToFP:
    case Opcode::FPTrunc:
    case Opcode::FPExt:
    case Opcode::PtrToInt:
    case Opcode::IntToPtr:
    case Opcode::BitCast:
    case Opcode::AddrSpaceCast: return lower_cast(lowering, instruction);
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
        const std::optional<dxil::DxOp> op = dxil::dx_op_of(instruction);
        if (!op) unsupported("dx.op call whose opcode names no DXIL operation");
        return lower_dx_op(lowering, DxOpCall{instruction, *op});
      }
      unsupported("calls to functions other than dx.op are not supported" +
                  (instruction.callee ? " (@" + instruction.callee->name + ")" : std::string()));
    }
    case Opcode::Phi:
    case Opcode::Ret:
    case Opcode::Br:
    case Opcode::Switch:
    case Opcode::Unreachable: internal_error("control-flow instruction reached instruction lowering");
  }
  unsupported("unknown instruction");
}

}  // namespace untangle::spirv_emit
