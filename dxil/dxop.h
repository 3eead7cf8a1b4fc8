// DXIL operations (`call @dx.op.<class>.<overload>(i32 opcode, ...)`): their numbers, names, op
// classes and shader models, from the table in dxops.def, and recognising a dx.op call.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "dxil/ir.h"

namespace untangle::dxil {

// Every DXIL operation DXC defines, numbered as its opcode operand; reserved numbers have no
// enumerator.
enum class DxOp : uint32_t {
#define UNTANGLE_DXOP(name, number, op_class, major, minor, ...) name = number,
#define UNTANGLE_DXOP_RESERVED(number)
#include "dxil/dxops.def"
#undef UNTANGLE_DXOP
#undef UNTANGLE_DXOP_RESERVED
};

struct DxOpInfo {
  DxOp op;
  std::string_view name;      // DXC's spelling: "WaveActiveOp", "RayQuery_TraceRayInline"
  std::string_view op_class;  // as in callee names: "waveActiveOp" for dx.op.waveActiveOp.i32
  uint8_t shader_model_major;  // the shader model that introduced the operation
  uint8_t shader_model_minor;
};

// Every operation, in number order.
std::span<const DxOpInfo> all_dxops();

// How many operations dxops.def lists: the size of a table with one entry per operation.
inline constexpr size_t kDxOpCount = 0
#define UNTANGLE_DXOP(name, number, op_class, major, minor, ...) +1
#define UNTANGLE_DXOP_RESERVED(number)
#include "dxil/dxops.def"
#undef UNTANGLE_DXOP
#undef UNTANGLE_DXOP_RESERVED
    ;

// `op`'s position in all_dxops(), below kDxOpCount: how tables keyed by operation index
// themselves, so that DXIL's number ranges are known here only. nullopt for a DxOp cast from
// a number that names no operation.
std::optional<size_t> dxop_position(DxOp op);

// An operation's number when it names one (reserved and unassigned numbers do not).
std::optional<DxOp> dxop_from_number(uint64_t number);

// "unknown", with an empty op class and shader model 0.0, for a DxOp cast from a number
// that names no operation.
DxOpInfo dxop_info(DxOp op);
std::string_view dxop_name(DxOp op);

// A call to a function whose name starts with "dx.op.", whatever its opcode operand.
bool is_dxop_call(const Instruction& instruction);

// The operation a dx.op call performs: nullopt unless `call` is a dx.op call whose first
// operand is an i32 constant naming a known operation. The reader records it in
// Instruction::dxop; code holding a read module asks dxop_of.
std::optional<DxOp> dxop_of_call(const Instruction& call);

// dxop_of_call of `instruction` as the reader recorded it (nullopt for every other
// instruction). Inline: emitters ask it of every instruction, and most are not calls.
inline std::optional<DxOp> dxop_of(const Instruction& instruction) { return instruction.dxop; }

}  // namespace untangle::dxil
