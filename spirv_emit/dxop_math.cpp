// Floating-point and integer math operations: unary, binary and tertiary families (most
// map onto GLSL.std.450), float classification, dot products and two-result integer ops.
#include <cstring>

#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

struct GlslMapping {
  uint32_t opcode;
  GLSLstd450 instruction;
};

// Operations that are one GLSL.std.450 instruction on the same operands.
constexpr GlslMapping kGlslMappings[] = {
    {6, GLSLstd450FAbs},         {12, GLSLstd450Cos},        {13, GLSLstd450Sin},
    {14, GLSLstd450Tan},         {15, GLSLstd450Acos},       {16, GLSLstd450Asin},
    {17, GLSLstd450Atan},        {18, GLSLstd450Cosh},       {19, GLSLstd450Sinh},
    {20, GLSLstd450Tanh},        {21, GLSLstd450Exp2},       {22, GLSLstd450Fract},
    {23, GLSLstd450Log2},        {24, GLSLstd450Sqrt},       {25, GLSLstd450InverseSqrt},
    {26, GLSLstd450RoundEven},   {27, GLSLstd450Floor},      {28, GLSLstd450Ceil},
    {29, GLSLstd450Trunc},       {35, GLSLstd450FMax},       {36, GLSLstd450FMin},
    {37, GLSLstd450SMax},        {38, GLSLstd450SMin},       {39, GLSLstd450UMax},
    {40, GLSLstd450UMin},        {47, GLSLstd450Fma},
};

void lower_glsl(Emitter& emitter, const DxOpCall& call) {
  for (const GlslMapping& mapping : kGlslMappings) {
    if (mapping.opcode != call.opcode) continue;
    const size_t operand_count = call.argument_count() - 1;
    if (operand_count < 1 || operand_count > 3) emitter.fail("unexpected operand count");
    const Id result_type = emitter.type(call.instruction.type);
    Builder& builder = emitter.builder();
    Id result;
    if (operand_count == 1)
      result = builder.emit_glsl(mapping.instruction, result_type, {emitter.value(call.argument(1))});
    else if (operand_count == 2)
      result = builder.emit_glsl(mapping.instruction, result_type,
                                 {emitter.value(call.argument(1)), emitter.value(call.argument(2))});
    else
      result = builder.emit_glsl(mapping.instruction, result_type,
                                 {emitter.value(call.argument(1)), emitter.value(call.argument(2)),
                                  emitter.value(call.argument(3))});
    return emitter.define(call.instruction, result);
  }
  emitter.fail("no GLSL.std.450 mapping");
}

Id float_constant(Emitter& emitter, Id type, double value) {
  const uint32_t width = emitter.scalar_width(type);
  uint64_t bits = 0;
  if (width == 64) {
    std::memcpy(&bits, &value, sizeof bits);
  } else if (width == 32) {
    const float single = static_cast<float>(value);
    uint32_t single_bits;
    std::memcpy(&single_bits, &single, sizeof single_bits);
    bits = single_bits;
  } else {
    // Only 0 and 1 are needed in half precision here.
    bits = value == 1.0 ? 0x3C00 : 0;
  }
  return emitter.builder().constant_scalar(type, bits);
}

void lower_saturate(Emitter& emitter, const DxOpCall& call) {
  const Id type = emitter.type(call.instruction.type);
  emitter.define(call.instruction,
                 emitter.builder().emit_glsl(GLSLstd450FClamp, type,
                                             {emitter.value(call.argument(1)), float_constant(emitter, type, 0.0),
                                              float_constant(emitter, type, 1.0)}));
}

// IsNaN, IsInf, IsFinite, IsNormal.
void lower_classify(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id boolean = emitter.bool_type();
  const Id operand = emitter.value(call.argument(1));
  switch (call.opcode) {
    case 8:
      return emitter.define(call.instruction, builder.emit(spv::Op::OpIsNan, boolean, {operand}));
    case 9:
      return emitter.define(call.instruction, builder.emit(spv::Op::OpIsInf, boolean, {operand}));
    case 10: {
      const Id special = builder.emit(spv::Op::OpLogicalOr, boolean,
                                      {builder.emit(spv::Op::OpIsNan, boolean, {operand}),
                                       builder.emit(spv::Op::OpIsInf, boolean, {operand})});
      return emitter.define(call.instruction, builder.emit(spv::Op::OpLogicalNot, boolean, {special}));
    }
    default: {
      // Normal: the exponent field is neither all zeros (zero, denormal) nor all ones.
      const uint32_t width = emitter.scalar_width(builder.type_of(operand));
      const uint32_t mantissa_bits = width == 16 ? 10 : width == 32 ? 23 : 52;
      const uint64_t exponent_mask = width == 16 ? 0x1F : width == 32 ? 0xFF : 0x7FF;
      const Id integer = emitter.uint_type(width);
      const Id bits = emitter.bitcast(integer, operand);
      const Id exponent = builder.emit(
          spv::Op::OpBitwiseAnd, integer,
          {builder.emit(spv::Op::OpShiftRightLogical, integer, {bits, builder.constant_scalar(integer, mantissa_bits)}),
           builder.constant_scalar(integer, exponent_mask)});
      const Id not_zero = builder.emit(spv::Op::OpINotEqual, boolean, {exponent, builder.constant_scalar(integer, 0)});
      const Id not_ones =
          builder.emit(spv::Op::OpINotEqual, boolean, {exponent, builder.constant_scalar(integer, exponent_mask)});
      return emitter.define(call.instruction, builder.emit(spv::Op::OpLogicalAnd, boolean, {not_zero, not_ones}));
    }
  }
}

// FMad (may be fused or not, so a separate multiply and add is exact), IMad, UMad.
void lower_multiply_add(Emitter& emitter, const DxOpCall& call) {
  const Id type = emitter.type(call.instruction.type);
  const bool is_float = call.opcode == 46;
  const Id product = emitter.emit_binary(is_float ? dxil::Opcode::FMul : dxil::Opcode::Mul, type,
                                         emitter.value(call.argument(1)), emitter.value(call.argument(2)));
  emitter.define(call.instruction, emitter.emit_binary(is_float ? dxil::Opcode::FAdd : dxil::Opcode::Add, type, product,
                                                       emitter.value(call.argument(3))));
}

// Dot2, Dot3, Dot4: the operands are the components of both vectors, scalarized.
void lower_dot(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const uint32_t count = call.opcode - 52;  // Dot2 = 54
  const Id scalar = emitter.type(call.instruction.type);
  const Id vector = builder.type_vector(scalar, count);
  std::vector<uint32_t> left, right;
  for (uint32_t i = 0; i < count; ++i) {
    left.push_back(emitter.value(call.argument(1 + i)));
    right.push_back(emitter.value(call.argument(1 + count + i)));
  }
  const Id left_vector = builder.emit(spv::Op::OpCompositeConstruct, vector, left);
  const Id right_vector = builder.emit(spv::Op::OpCompositeConstruct, vector, right);
  emitter.define(call.instruction, builder.emit(spv::Op::OpDot, scalar, {left_vector, right_vector}));
}

// IMul, UMul ({high, low}), UDiv ({quotient, remainder}), UAddc and USubb ({result, i1
// carry}): member order as DXBC's destination registers.
void lower_two_results(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type();
  const Id left = emitter.value(call.argument(1));
  const Id right = emitter.value(call.argument(2));
  if (call.opcode == 43) {
    emitter.define_aggregate(call.instruction, {builder.emit(spv::Op::OpUDiv, uint, {left, right}),
                                                builder.emit(spv::Op::OpUMod, uint, {left, right})});
    return;
  }
  const Id pair = builder.type_struct(std::vector<Id>{uint, uint});
  spv::Op opcode = spv::Op::OpIAddCarry;
  if (call.opcode == 41) opcode = spv::Op::OpSMulExtended;
  if (call.opcode == 42) opcode = spv::Op::OpUMulExtended;
  if (call.opcode == 45) opcode = spv::Op::OpISubBorrow;
  const Id result = builder.emit(opcode, pair, {left, right});
  const Id first = builder.emit(spv::Op::OpCompositeExtract, uint, {result, 0});
  const Id second = builder.emit(spv::Op::OpCompositeExtract, uint, {result, 1});
  // The extended multiplies give {low, high}; DXIL wants {high, low}.
  if (call.opcode == 41 || call.opcode == 42) return emitter.define_aggregate(call.instruction, {second, first});
  // The carry or borrow of %dx.types.i32c is an i1.
  const Id carry = builder.emit(spv::Op::OpINotEqual, emitter.bool_type(), {second, emitter.uint_constant(0)});
  emitter.define_aggregate(call.instruction, {first, carry});
}

Id extract_byte(Emitter& emitter, Id word, uint32_t index, bool is_signed) {
  return emitter.builder().emit(is_signed ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract,
                                emitter.uint_type(), {word, emitter.uint_constant(8 * index), emitter.uint_constant(8)});
}

// Msad(reference, source, accumulator): sum of |reference byte - source byte| over the
// reference bytes that are not zero.
void lower_msad(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type();
  const Id reference = emitter.value(call.argument(1));
  const Id source = emitter.value(call.argument(2));
  Id sum = emitter.value(call.argument(3));
  for (uint32_t i = 0; i < 4; ++i) {
    const Id reference_byte = extract_byte(emitter, reference, i, false);
    const Id source_byte = extract_byte(emitter, source, i, false);
    const Id difference = builder.emit_glsl(
        GLSLstd450SAbs, uint, {builder.emit(spv::Op::OpISub, uint, {reference_byte, source_byte})});
    const Id counted = builder.emit(spv::Op::OpINotEqual, emitter.bool_type(), {reference_byte, emitter.uint_constant(0)});
    sum = builder.emit(spv::Op::OpIAdd, uint,
                       {sum, builder.emit(spv::Op::OpSelect, uint, {counted, difference, emitter.uint_constant(0)})});
  }
  emitter.define(call.instruction, sum);
}

// Dot4AddI8Packed / Dot4AddU8Packed(accumulator, a, b): accumulator plus the dot product
// of the four bytes of a and b.
void lower_dot4_add_packed(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id uint = emitter.uint_type();
  const bool is_signed = call.opcode == 163;
  const Id left = emitter.value(call.argument(2));
  const Id right = emitter.value(call.argument(3));
  Id sum = emitter.value(call.argument(1));
  for (uint32_t i = 0; i < 4; ++i) {
    const Id product = builder.emit(spv::Op::OpIMul, uint,
                                    {extract_byte(emitter, left, i, is_signed), extract_byte(emitter, right, i, is_signed)});
    sum = builder.emit(spv::Op::OpIAdd, uint, {sum, product});
  }
  emitter.define(call.instruction, sum);
}

// Dot2AddHalf(accumulator, ax, ay, bx, by): float accumulator plus a half-precision dot.
void lower_dot2_add_half(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id result_type = emitter.type(call.instruction.type);
  Id sum = emitter.value(call.argument(1));
  for (uint32_t i = 0; i < 2; ++i) {
    const Id left = builder.emit(spv::Op::OpFConvert, result_type, {emitter.value(call.argument(2 + i))});
    const Id right = builder.emit(spv::Op::OpFConvert, result_type, {emitter.value(call.argument(4 + i))});
    sum = builder.emit(spv::Op::OpFAdd, result_type, {sum, builder.emit(spv::Op::OpFMul, result_type, {left, right})});
  }
  emitter.define(call.instruction, sum);
}

constexpr DxOpEntry kEntries[] = {
    {6, lower_glsl},       {7, lower_saturate},    {8, lower_classify},    {9, lower_classify},
    {10, lower_classify},  {11, lower_classify},   {12, lower_glsl},       {13, lower_glsl},
    {14, lower_glsl},      {15, lower_glsl},       {16, lower_glsl},       {17, lower_glsl},
    {18, lower_glsl},      {19, lower_glsl},       {20, lower_glsl},       {21, lower_glsl},
    {22, lower_glsl},      {23, lower_glsl},       {24, lower_glsl},       {25, lower_glsl},
    {26, lower_glsl},      {27, lower_glsl},       {28, lower_glsl},       {29, lower_glsl},
    {35, lower_glsl},      {36, lower_glsl},       {37, lower_glsl},       {38, lower_glsl},
    {39, lower_glsl},      {40, lower_glsl},       {41, lower_two_results}, {42, lower_two_results},
    {43, lower_two_results}, {44, lower_two_results}, {45, lower_two_results}, {46, lower_multiply_add},
    {47, lower_glsl},      {48, lower_multiply_add}, {49, lower_multiply_add}, {50, lower_msad},
    {54, lower_dot},       {55, lower_dot},        {56, lower_dot},        {162, lower_dot2_add_half},
    {163, lower_dot4_add_packed}, {164, lower_dot4_add_packed},
};

}  // namespace

std::span<const DxOpEntry> math_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
