// DXIL operations (`call @dx.op.<class>.<overload>(i32 opcode, ...)`): their numbers, names, op
// classes and shader models, from the table in dx_ops.def, and recognising a dx.op call.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "dxil/ir.h"

namespace untangle::dxil {

// Every DXIL operation DXC defines, numbered as its opcode operand; reserved numbers have no
// enumerator.
enum class DxOp : uint32_t {
#define UNTANGLE_DX_OP(name, number, op_class, major, minor) name = number,
#define UNTANGLE_DX_OP_RESERVED(number)
#include "dxil/dx_ops.def"
#undef UNTANGLE_DX_OP
#undef UNTANGLE_DX_OP_RESERVED
};

struct DxOpInfo {
  DxOp op;
  std::string_view name;      // DXC's spelling: "WaveActiveOp", "RayQuery_TraceRayInline"
  std::string_view op_class;  // as in callee names: "waveActiveOp" for dx.op.waveActiveOp.i32
  uint8_t shader_model_major;  // the shader model that introduced the operation
  uint8_t shader_model_minor;
};

// Every operation, in number order.
std::span<const DxOpInfo> all_dx_ops();

// An operation's number when it names one (reserved and unassigned numbers do not).
std::optional<DxOp> dx_op_from_number(uint64_t number);

// "unknown", with an empty op class and shader model 0.0, for a DxOp cast from a number
// that names no operation.
DxOpInfo dx_op_info(DxOp op);
std::string_view dx_op_name(DxOp op);

// A call to a function whose name starts with "dx.op.", whatever its opcode operand.
bool is_dx_op_call(const Instruction& instruction);

// dx_op_of for a call instruction.
std::optional<DxOp> dx_op_of_call(const Instruction& call);

// The operation a dx.op call performs: nullopt unless `instruction` is a dx.op call whose
// first operand is an i32 constant naming a known operation. Inline: emitters ask it of
// every instruction, and most are not calls.
inline std::optional<DxOp> dx_op_of(const Instruction& instruction) {
  return instruction.opcode == Opcode::Call ? dx_op_of_call(instruction) : std::nullopt;
}

}  // namespace untangle::dxil
