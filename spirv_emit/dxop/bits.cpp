// Bit operations: Bfrev, Countbits, FirstbitLo/Hi/SHi, Ibfe, Ubfe and Bfi. Vulkan allows the
// SPIR-V bit instructions on 32-bit integers only, so 16- and 64-bit operands are widened or
// split into halves; D3D's out-of-range field rules are expressed with clamped counts.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kNotFound = 0xFFFFFFFFu;

struct Halves {
  Id low;
  Id high;
};

Halves split(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const Id ulong = lowering.types.uint(64);
  const Id high = builder.emit(spv::Op::OpShiftRightLogical, ulong, {value, builder.constant_scalar(ulong, 32)});
  return {builder.emit(spv::Op::OpUConvert, uint, {value}), builder.emit(spv::Op::OpUConvert, uint, {high})};
}

Id widen(Lowering& lowering, Id value, bool is_signed) {
  return lowering.builder.emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert, lowering.types.uint(32), {value});
}

Id is_zero(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  return builder.emit(spv::Op::OpIEqual, lowering.types.boolean(),
                      {value, builder.constant_scalar(builder.type_of(value), 0)});
}

// Position of the highest set bit counted from bit 0, or kNotFound.
Id highest_set_bit(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const uint32_t width = lowering.types.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit_glsl(GLSLstd450FindUMsb, uint, {value});
  if (width < 32) return builder.emit_glsl(GLSLstd450FindUMsb, uint, {widen(lowering, value, false)});
  const Halves halves = split(lowering, value);
  const Id in_high =
      builder.emit(spv::Op::OpIAdd, uint,
                   {builder.emit_glsl(GLSLstd450FindUMsb, uint, {halves.high}), lowering.types.uint_constant(32)});
  return builder.emit(
      spv::Op::OpSelect, uint,
      {is_zero(lowering, halves.high), builder.emit_glsl(GLSLstd450FindUMsb, uint, {halves.low}), in_high});
}

// Position of the lowest set bit, or kNotFound.
Id lowest_set_bit(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const uint32_t width = lowering.types.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit_glsl(GLSLstd450FindILsb, uint, {value});
  if (width < 32) return builder.emit_glsl(GLSLstd450FindILsb, uint, {widen(lowering, value, false)});
  const Halves halves = split(lowering, value);
  const Id in_high = builder.emit(
      spv::Op::OpSelect, uint,
      {is_zero(lowering, halves.high), lowering.types.uint_constant(kNotFound),
       builder.emit(spv::Op::OpIAdd, uint,
                    {builder.emit_glsl(GLSLstd450FindILsb, uint, {halves.high}), lowering.types.uint_constant(32)})});
  return builder.emit(
      spv::Op::OpSelect, uint,
      {is_zero(lowering, halves.low), in_high, builder.emit_glsl(GLSLstd450FindILsb, uint, {halves.low})});
}

Id bit_count(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const uint32_t width = lowering.types.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit(spv::Op::OpBitCount, uint, {value});
  if (width < 32) return builder.emit(spv::Op::OpBitCount, uint, {widen(lowering, value, false)});
  const Halves halves = split(lowering, value);
  return builder.emit(
      spv::Op::OpIAdd, uint,
      {builder.emit(spv::Op::OpBitCount, uint, {halves.low}), builder.emit(spv::Op::OpBitCount, uint, {halves.high})});
}

Id bit_reverse(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const Id type = builder.type_of(value);
  const uint32_t width = lowering.types.scalar_width(type);
  if (width == 32) return builder.emit(spv::Op::OpBitReverse, uint, {value});
  if (width < 32) {
    const Id reversed = builder.emit(spv::Op::OpBitReverse, uint, {widen(lowering, value, false)});
    return builder.emit(
        spv::Op::OpUConvert, type,
        {builder.emit(spv::Op::OpShiftRightLogical, uint, {reversed, lowering.types.uint_constant(32 - width)})});
  }
  const Halves halves = split(lowering, value);
  const Id new_high =
      builder.emit(spv::Op::OpUConvert, type, {builder.emit(spv::Op::OpBitReverse, uint, {halves.low})});
  const Id new_low =
      builder.emit(spv::Op::OpUConvert, type, {builder.emit(spv::Op::OpBitReverse, uint, {halves.high})});
  return builder.emit(
      spv::Op::OpBitwiseOr, type,
      {builder.emit(spv::Op::OpShiftLeftLogical, type, {new_high, builder.constant_scalar(type, 32)}), new_low});
}

void lower_unary_bits(Lowering& lowering, const DxOpCall& call) {
  call.require_integer_operands(1);
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const Id operand = lowering.values.value(call.argument(1));
  const Id operand_type = builder.type_of(operand);
  const uint32_t width = lowering.types.scalar_width(operand_type);
  switch (call.op) {
    case dxil::DxOp::Bfrev:  // Bfrev keeps the operand's type.
      return lowering.values.define(call.instruction, bit_reverse(lowering, operand));
    case dxil::DxOp::Countbits: return lowering.values.define(call.instruction, bit_count(lowering, operand));
    case dxil::DxOp::FirstbitLo: return lowering.values.define(call.instruction, lowest_set_bit(lowering, operand));
    default: {
      // FirstbitHi and FirstbitSHi count from the most significant bit; FirstbitSHi looks for
      // the first bit that differs from the sign.
      Id magnitude = operand;
      if (call.op == dxil::DxOp::FirstbitSHi) {
        const Id negative = builder.emit(spv::Op::OpSLessThan, lowering.types.boolean(),
                                         {operand, builder.constant_scalar(operand_type, 0)});
        magnitude = builder.emit(spv::Op::OpSelect, operand_type,
                                 {negative, builder.emit(spv::Op::OpNot, operand_type, {operand}), operand});
      }
      const Id position = highest_set_bit(lowering, magnitude);
      const Id found = builder.emit(spv::Op::OpINotEqual, lowering.types.boolean(),
                                    {position, lowering.types.uint_constant(kNotFound)});
      const Id from_top = builder.emit(spv::Op::OpISub, uint, {lowering.types.uint_constant(width - 1), position});
      return lowering.values.define(
          call.instruction,
          builder.emit(spv::Op::OpSelect, uint, {found, from_top, lowering.types.uint_constant(kNotFound)}));
    }
  }
}

// D3D masks width and offset to 5 bits and lets a field run off the top, which SPIR-V
// leaves undefined; clamping the count to 32 - offset gives D3D's results.
struct Field {
  Id offset;
  Id count;
};

Field field(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint(32);
  const Id thirty_one = lowering.types.uint_constant(31);
  const Id width = builder.emit(spv::Op::OpBitwiseAnd, uint, {lowering.values.value(call.argument(1)), thirty_one});
  const Id offset = builder.emit(spv::Op::OpBitwiseAnd, uint, {lowering.values.value(call.argument(2)), thirty_one});
  const Id room = builder.emit(spv::Op::OpISub, uint, {lowering.types.uint_constant(32), offset});
  return {offset, builder.emit_glsl(GLSLstd450UMin, uint, {width, room})};
}

void lower_bitfield_extract(Lowering& lowering, const DxOpCall& call) {
  call.require_integer_overload(3);
  if (lowering.types.scalar_width(lowering.types.lower(call.instruction.type)) != 32)
    unsupported("bitfield extract is supported on 32-bit integers only");
  const Field bits = field(lowering, call);
  const spv::Op opcode = call.op == dxil::DxOp::Ibfe ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract;
  lowering.values.define(call.instruction,
                         lowering.builder.emit(opcode, lowering.types.uint(32),
                                               {lowering.values.value(call.argument(3)), bits.offset, bits.count}));
}

void lower_bitfield_insert(Lowering& lowering, const DxOpCall& call) {
  call.require_integer_overload(4);
  if (lowering.types.scalar_width(lowering.types.lower(call.instruction.type)) != 32)
    unsupported("bitfield insert is supported on 32-bit integers only");
  const Field bits = field(lowering, call);
  lowering.values.define(call.instruction,
                         lowering.builder.emit(spv::Op::OpBitFieldInsert, lowering.types.uint(32),
                                               {lowering.values.value(call.argument(4)),
                                                lowering.values.value(call.argument(3)), bits.offset, bits.count}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::Bfrev, lower_unary_bits, kElementwise},       {dxil::DxOp::Countbits, lower_unary_bits, kElementwise},
    {dxil::DxOp::FirstbitLo, lower_unary_bits, kElementwise},  {dxil::DxOp::FirstbitHi, lower_unary_bits, kElementwise},
    {dxil::DxOp::FirstbitSHi, lower_unary_bits, kElementwise}, {dxil::DxOp::Ibfe, lower_bitfield_extract},
    {dxil::DxOp::Ubfe, lower_bitfield_extract},  {dxil::DxOp::Bfi, lower_bitfield_insert},
};

}  // namespace

std::span<const DxOpRegistration> bit_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
