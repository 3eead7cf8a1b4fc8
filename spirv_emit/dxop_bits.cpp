// Bit operations: Bfrev, Countbits, FirstbitLo/Hi/SHi, Ibfe, Ubfe and Bfi. Vulkan allows the
// SPIR-V bit instructions on 32-bit integers only, so 16- and 64-bit operands are widened or
// split into halves; D3D's out-of-range field rules are expressed with clamped counts.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kNotFound = 0xFFFFFFFFu;

struct Halves {
  Id low;
  Id high;
};

Halves split(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const Id ulong = emitter.uint_type(64);
  const Id high = builder.emit(spv::Op::OpShiftRightLogical, ulong, {value, builder.constant_scalar(ulong, 32)});
  return {builder.emit(spv::Op::OpUConvert, uint, {value}), builder.emit(spv::Op::OpUConvert, uint, {high})};
}

Id widen(Emitter& emitter, Id value, bool is_signed) {
  return emitter.builder().emit(is_signed ? spv::Op::OpSConvert : spv::Op::OpUConvert, emitter.uint_type(32), {value});
}

Id is_zero(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  return builder.emit(spv::Op::OpIEqual, emitter.bool_type(), {value, builder.constant_scalar(builder.type_of(value), 0)});
}

// Position of the highest set bit counted from bit 0, or kNotFound.
Id highest_set_bit(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const uint32_t width = emitter.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit_glsl(GLSLstd450FindUMsb, uint, {value});
  if (width < 32) return builder.emit_glsl(GLSLstd450FindUMsb, uint, {widen(emitter, value, false)});
  const Halves halves = split(emitter, value);
  const Id in_high = builder.emit(spv::Op::OpIAdd, uint,
                                  {builder.emit_glsl(GLSLstd450FindUMsb, uint, {halves.high}), emitter.uint_constant(32)});
  return builder.emit(spv::Op::OpSelect, uint,
                      {is_zero(emitter, halves.high), builder.emit_glsl(GLSLstd450FindUMsb, uint, {halves.low}), in_high});
}

// Position of the lowest set bit, or kNotFound.
Id lowest_set_bit(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const uint32_t width = emitter.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit_glsl(GLSLstd450FindILsb, uint, {value});
  if (width < 32) return builder.emit_glsl(GLSLstd450FindILsb, uint, {widen(emitter, value, false)});
  const Halves halves = split(emitter, value);
  const Id in_high = builder.emit(spv::Op::OpSelect, uint,
                                  {is_zero(emitter, halves.high), emitter.uint_constant(kNotFound),
                                   builder.emit(spv::Op::OpIAdd, uint,
                                                {builder.emit_glsl(GLSLstd450FindILsb, uint, {halves.high}),
                                                 emitter.uint_constant(32)})});
  return builder.emit(spv::Op::OpSelect, uint,
                      {is_zero(emitter, halves.low), in_high, builder.emit_glsl(GLSLstd450FindILsb, uint, {halves.low})});
}

Id bit_count(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const uint32_t width = emitter.scalar_width(builder.type_of(value));
  if (width == 32) return builder.emit(spv::Op::OpBitCount, uint, {value});
  if (width < 32) return builder.emit(spv::Op::OpBitCount, uint, {widen(emitter, value, false)});
  const Halves halves = split(emitter, value);
  return builder.emit(spv::Op::OpIAdd, uint,
                      {builder.emit(spv::Op::OpBitCount, uint, {halves.low}),
                       builder.emit(spv::Op::OpBitCount, uint, {halves.high})});
}

Id bit_reverse(Emitter& emitter, Id value) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const Id type = builder.type_of(value);
  const uint32_t width = emitter.scalar_width(type);
  if (width == 32) return builder.emit(spv::Op::OpBitReverse, uint, {value});
  if (width < 32) {
    const Id reversed = builder.emit(spv::Op::OpBitReverse, uint, {widen(emitter, value, false)});
    return builder.emit(spv::Op::OpUConvert, type,
                        {builder.emit(spv::Op::OpShiftRightLogical, uint, {reversed, emitter.uint_constant(32 - width)})});
  }
  const Halves halves = split(emitter, value);
  const Id new_high = builder.emit(spv::Op::OpUConvert, type, {builder.emit(spv::Op::OpBitReverse, uint, {halves.low})});
  const Id new_low = builder.emit(spv::Op::OpUConvert, type, {builder.emit(spv::Op::OpBitReverse, uint, {halves.high})});
  return builder.emit(spv::Op::OpBitwiseOr, type,
                      {builder.emit(spv::Op::OpShiftLeftLogical, type, {new_high, builder.constant_scalar(type, 32)}),
                       new_low});
}

void lower_unary_bits(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const Id operand = emitter.value(call.argument(1));
  const Id operand_type = builder.type_of(operand);
  const uint32_t width = emitter.scalar_width(operand_type);
  switch (call.opcode) {
    case 30:  // Bfrev keeps the operand's type.
      return emitter.define(call.instruction, bit_reverse(emitter, operand));
    case 31:
      return emitter.define(call.instruction, bit_count(emitter, operand));
    case 32:
      return emitter.define(call.instruction, lowest_set_bit(emitter, operand));
    default: {
      // FirstbitHi and FirstbitSHi count from the most significant bit; FirstbitSHi looks for
      // the first bit that differs from the sign.
      Id magnitude = operand;
      if (call.opcode == 34) {
        const Id negative = builder.emit(spv::Op::OpSLessThan, emitter.bool_type(),
                                         {operand, builder.constant_scalar(operand_type, 0)});
        magnitude = builder.emit(spv::Op::OpSelect, operand_type,
                                 {negative, builder.emit(spv::Op::OpNot, operand_type, {operand}), operand});
      }
      const Id position = highest_set_bit(emitter, magnitude);
      const Id found = builder.emit(spv::Op::OpINotEqual, emitter.bool_type(), {position, emitter.uint_constant(kNotFound)});
      const Id from_top = builder.emit(spv::Op::OpISub, uint, {emitter.uint_constant(width - 1), position});
      return emitter.define(call.instruction,
                            builder.emit(spv::Op::OpSelect, uint, {found, from_top, emitter.uint_constant(kNotFound)}));
    }
  }
}

// D3D masks width and offset to 5 bits and lets a field run off the top, which SPIR-V
// leaves undefined; clamping the count to 32 - offset gives D3D's results.
struct Field {
  Id offset;
  Id count;
};

Field field(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type(32);
  const Id thirty_one = emitter.uint_constant(31);
  const Id width = builder.emit(spv::Op::OpBitwiseAnd, uint, {emitter.value(call.argument(1)), thirty_one});
  const Id offset = builder.emit(spv::Op::OpBitwiseAnd, uint, {emitter.value(call.argument(2)), thirty_one});
  const Id room = builder.emit(spv::Op::OpISub, uint, {emitter.uint_constant(32), offset});
  return {offset, builder.emit_glsl(GLSLstd450UMin, uint, {width, room})};
}

void lower_bitfield_extract(Emitter& emitter, const DxOpCall& call) {
  if (emitter.scalar_width(emitter.type(call.instruction.type)) != 32)
    emitter.fail("bitfield extract is supported on 32-bit integers only");
  const Field bits = field(emitter, call);
  const spv::Op opcode = call.opcode == 51 ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract;
  emitter.define(call.instruction, emitter.builder().emit(opcode, emitter.uint_type(32),
                                                          {emitter.value(call.argument(3)), bits.offset, bits.count}));
}

void lower_bitfield_insert(Emitter& emitter, const DxOpCall& call) {
  if (emitter.scalar_width(emitter.type(call.instruction.type)) != 32)
    emitter.fail("bitfield insert is supported on 32-bit integers only");
  const Field bits = field(emitter, call);
  emitter.define(call.instruction, emitter.builder().emit(spv::Op::OpBitFieldInsert, emitter.uint_type(32),
                                                          {emitter.value(call.argument(4)), emitter.value(call.argument(3)),
                                                           bits.offset, bits.count}));
}

constexpr DxOpEntry kEntries[] = {
    {30, lower_unary_bits}, {31, lower_unary_bits},       {32, lower_unary_bits},       {33, lower_unary_bits},
    {34, lower_unary_bits}, {51, lower_bitfield_extract}, {52, lower_bitfield_extract}, {53, lower_bitfield_insert},
};

}  // namespace

std::span<const DxOpEntry> bit_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
