// Floating-point and integer math operations: unary, binary and tertiary families (most
// map onto GLSL.std.450), float classification, dot products and two-result integer ops.
#include <algorithm>
#include <cstring>

#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/instructions.h"
#include "spirv_emit/long_vectors.h"

namespace untangle::spirv_emit {

namespace {

// An operation that is one GLSL.std.450 instruction on the same operands (one to three), of
// the overload the row names.
enum class Overload { Float, Integer };

void lower_glsl_instruction(Lowering& lowering, const DxOpCall& call, GLSLstd450 instruction, Overload overload) {
  const size_t operand_count = call.argument_count() - 1;
  if (operand_count < 1 || operand_count > 3) unsupported("unexpected operand count");
  if (overload == Overload::Integer)
    call.require_integer_overload(operand_count);
  else
    call.require_float_overload(operand_count);
  const Id result_type = lowering.types.lower(call.instruction.type);
  Builder& builder = lowering.builder;
  Id result;
  if (operand_count == 1)
    result = builder.emit_glsl(instruction, result_type, {lowering.values.value(call.argument(1))});
  else if (operand_count == 2)
    result = builder.emit_glsl(instruction, result_type,
                               {lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2))});
  else
    result = builder.emit_glsl(instruction, result_type,
                               {lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2)),
                                lowering.values.value(call.argument(3))});
  lowering.values.define(call.instruction, result);
}

template <GLSLstd450 instruction, Overload overload = Overload::Float>
void lower_glsl(Lowering& lowering, const DxOpCall& call) {
  lower_glsl_instruction(lowering, call, instruction, overload);
}

Id float_constant(Lowering& lowering, Id type, double value) {
  const uint32_t width = lowering.types.scalar_width(type);
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
  return lowering.builder.constant_scalar(type, bits);
}

void lower_saturate(Lowering& lowering, const DxOpCall& call) {
  const Id type = lowering.types.lower(call.instruction.type);
  lowering.values.define(call.instruction, lowering.builder.emit_glsl(GLSLstd450FClamp, type,
                                                                      {lowering.values.value(call.argument(1)),
                                                                       float_constant(lowering, type, 0.0),
                                                                       float_constant(lowering, type, 1.0)}));
}

// IsNaN, IsInf, IsFinite, IsNormal.
void lower_classify(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id boolean = lowering.types.boolean();
  const Id operand = lowering.values.value(call.argument(1));
  switch (call.op) {
    case dxil::DxOp::IsNaN:
      return lowering.values.define(call.instruction, builder.emit(spv::Op::OpIsNan, boolean, {operand}));
    case dxil::DxOp::IsInf:
      return lowering.values.define(call.instruction, builder.emit(spv::Op::OpIsInf, boolean, {operand}));
    case dxil::DxOp::IsFinite: {
      const Id special = builder.emit(
          spv::Op::OpLogicalOr, boolean,
          {builder.emit(spv::Op::OpIsNan, boolean, {operand}), builder.emit(spv::Op::OpIsInf, boolean, {operand})});
      return lowering.values.define(call.instruction, builder.emit(spv::Op::OpLogicalNot, boolean, {special}));
    }
    default: {
      // Normal: the exponent field is neither all zeros (zero, denormal) nor all ones.
      const uint32_t width = lowering.types.scalar_width(builder.type_of(operand));
      const uint32_t mantissa_bits = width == 16 ? 10 : width == 32 ? 23 : 52;
      const uint64_t exponent_mask = width == 16 ? 0x1F : width == 32 ? 0xFF : 0x7FF;
      const Id integer = lowering.types.uint(width);
      const Id bits = builder.bitcast(integer, operand);
      const Id exponent = builder.emit(
          spv::Op::OpBitwiseAnd, integer,
          {builder.emit(spv::Op::OpShiftRightLogical, integer, {bits, builder.constant_scalar(integer, mantissa_bits)}),
           builder.constant_scalar(integer, exponent_mask)});
      const Id not_zero = builder.emit(spv::Op::OpINotEqual, boolean, {exponent, builder.constant_scalar(integer, 0)});
      const Id not_ones =
          builder.emit(spv::Op::OpINotEqual, boolean, {exponent, builder.constant_scalar(integer, exponent_mask)});
      return lowering.values.define(call.instruction,
                                    builder.emit(spv::Op::OpLogicalAnd, boolean, {not_zero, not_ones}));
    }
  }
}

// FMad (may be fused or not, so a separate multiply and add is exact), IMad, UMad.
void lower_multiply_add(Lowering& lowering, const DxOpCall& call) {
  const Id type = lowering.types.lower(call.instruction.type);
  const bool is_float = call.op == dxil::DxOp::FMad;
  const Id product = emit_binary(lowering.builder, is_float ? dxil::Opcode::FMul : dxil::Opcode::Mul, type,
                                 lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2)));
  lowering.values.define(call.instruction,
                         emit_binary(lowering.builder, is_float ? dxil::Opcode::FAdd : dxil::Opcode::Add, type, product,
                                     lowering.values.value(call.argument(3))));
}

// Dot2, Dot3, Dot4: the operands are the components of both vectors, scalarized.
void lower_dot(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const uint32_t count = call.op == dxil::DxOp::Dot2 ? 2 : call.op == dxil::DxOp::Dot3 ? 3 : 4;
  const Id scalar = lowering.types.lower(call.instruction.type);
  const Id vector = builder.type_vector(scalar, count);
  std::vector<uint32_t> left, right;
  for (uint32_t i = 0; i < count; ++i) {
    left.push_back(lowering.values.value(call.argument(1 + i)));
    right.push_back(lowering.values.value(call.argument(1 + count + i)));
  }
  const Id left_vector = builder.emit(spv::Op::OpCompositeConstruct, vector, left);
  const Id right_vector = builder.emit(spv::Op::OpCompositeConstruct, vector, right);
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpDot, scalar, {left_vector, right_vector}));
}

// FDot (SM 6.9) of two vectors of one length: OpDot, of groups of four elements for a long
// vector (an array), whose dot products are summed.
void lower_vector_dot(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const dxil::Type* vector_type = call.argument(1)->type;
  if (vector_type->kind != dxil::TypeKind::Vector || call.argument(2)->type != vector_type ||
      vector_type->element != call.instruction.type || !call.instruction.type->is_floating_point())
    unsupported("FDot takes two floating-point vectors of one type and returns their element type");
  const Id scalar = lowering.types.lower(call.instruction.type);
  const Id left = lowering.values.value(call.argument(1));
  const Id right = lowering.values.value(call.argument(2));
  if (!is_element_array(builder, builder.type_of(left)))
    return lowering.values.define(call.instruction, builder.emit(spv::Op::OpDot, scalar, {left, right}));
  const auto count = static_cast<uint32_t>(vector_type->element_count);
  Id sum = 0;
  for (uint32_t first = 0; first < count; first += 4) {
    const uint32_t group = std::min(4u, count - first);
    std::vector<uint32_t> left_group, right_group;
    for (uint32_t i = first; i < first + group; ++i) {
      left_group.push_back(builder.emit(spv::Op::OpCompositeExtract, scalar, {left, i}));
      right_group.push_back(builder.emit(spv::Op::OpCompositeExtract, scalar, {right, i}));
    }
    Id product;
    if (group == 1) {
      product = builder.emit(spv::Op::OpFMul, scalar, {left_group[0], right_group[0]});
    } else {
      const Id group_type = builder.type_vector(scalar, group);
      product = builder.emit(spv::Op::OpDot, scalar,
                             {builder.emit(spv::Op::OpCompositeConstruct, group_type, left_group),
                              builder.emit(spv::Op::OpCompositeConstruct, group_type, right_group)});
    }
    sum = sum == 0 ? product : builder.emit(spv::Op::OpFAdd, scalar, {sum, product});
  }
  lowering.values.define(call.instruction, sum);
}

// VectorReduceAnd, VectorReduceOr (SM 6.9): the bitwise (for i1, logical) AND or OR of an
// integer vector's elements.
void lower_vector_reduce(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const dxil::Type* vector_type = call.argument(1)->type;
  if (vector_type->kind != dxil::TypeKind::Vector || vector_type->element != call.instruction.type ||
      call.instruction.type->kind != dxil::TypeKind::Integer)
    unsupported(std::string(dxil::dxop_name(call.op)) + " takes an integer vector and returns its element type");
  const Id scalar = lowering.types.lower(call.instruction.type);
  const Id vector = lowering.values.value(call.argument(1));
  const dxil::Opcode combine = call.op == dxil::DxOp::VectorReduceAnd ? dxil::Opcode::And : dxil::Opcode::Or;
  Id result = builder.emit(spv::Op::OpCompositeExtract, scalar, {vector, 0u});
  for (uint32_t i = 1; i < vector_type->element_count; ++i)
    result = emit_binary(builder, combine, scalar, result, builder.emit(spv::Op::OpCompositeExtract, scalar, {vector, i}));
  lowering.values.define(call.instruction, result);
}

// IMul, UMul ({high, low}), UDiv ({quotient, remainder}), UAddc and USubb ({result, i1
// carry}): member order as DXBC's destination registers.
void lower_two_results(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id left = lowering.values.value(call.argument(1));
  const Id right = lowering.values.value(call.argument(2));
  if (call.op == dxil::DxOp::UDiv) {
    lowering.values.define_aggregate(call.instruction, {builder.emit(spv::Op::OpUDiv, uint, {left, right}),
                                                        builder.emit(spv::Op::OpUMod, uint, {left, right})});
    return;
  }
  const Id pair = builder.type_struct(std::vector<Id>{uint, uint});
  spv::Op opcode = spv::Op::OpIAddCarry;
  if (call.op == dxil::DxOp::IMul) opcode = spv::Op::OpSMulExtended;
  if (call.op == dxil::DxOp::UMul) opcode = spv::Op::OpUMulExtended;
  if (call.op == dxil::DxOp::USubb) opcode = spv::Op::OpISubBorrow;
  const Id result = builder.emit(opcode, pair, {left, right});
  const Id first = builder.emit(spv::Op::OpCompositeExtract, uint, {result, 0});
  const Id second = builder.emit(spv::Op::OpCompositeExtract, uint, {result, 1});
  // The extended multiplies give {low, high}; DXIL wants {high, low}.
  if (call.op == dxil::DxOp::IMul || call.op == dxil::DxOp::UMul)
    return lowering.values.define_aggregate(call.instruction, {second, first});
  // The carry or borrow of %dx.types.i32c is an i1.
  const Id carry =
      builder.emit(spv::Op::OpINotEqual, lowering.types.boolean(), {second, lowering.types.uint_constant(0)});
  lowering.values.define_aggregate(call.instruction, {first, carry});
}

Id extract_byte(Lowering& lowering, Id word, uint32_t index, bool is_signed) {
  return lowering.builder.emit(is_signed ? spv::Op::OpBitFieldSExtract : spv::Op::OpBitFieldUExtract,
                               lowering.types.uint(),
                               {word, lowering.types.uint_constant(8 * index), lowering.types.uint_constant(8)});
}

// Msad(reference, source, accumulator): sum of |reference byte - source byte| over the
// reference bytes that are not zero.
void lower_msad(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id reference = lowering.values.value(call.argument(1));
  const Id source = lowering.values.value(call.argument(2));
  Id sum = lowering.values.value(call.argument(3));
  for (uint32_t i = 0; i < 4; ++i) {
    const Id reference_byte = extract_byte(lowering, reference, i, false);
    const Id source_byte = extract_byte(lowering, source, i, false);
    const Id difference =
        builder.emit_glsl(GLSLstd450SAbs, uint, {builder.emit(spv::Op::OpISub, uint, {reference_byte, source_byte})});
    const Id counted =
        builder.emit(spv::Op::OpINotEqual, lowering.types.boolean(), {reference_byte, lowering.types.uint_constant(0)});
    sum = builder.emit(
        spv::Op::OpIAdd, uint,
        {sum, builder.emit(spv::Op::OpSelect, uint, {counted, difference, lowering.types.uint_constant(0)})});
  }
  lowering.values.define(call.instruction, sum);
}

// Dot4AddI8Packed / Dot4AddU8Packed(accumulator, a, b): accumulator plus the dot product
// of the four bytes of a and b.
void lower_dot4_add_packed(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const bool is_signed = call.op == dxil::DxOp::Dot4AddI8Packed;
  const Id left = lowering.values.value(call.argument(2));
  const Id right = lowering.values.value(call.argument(3));
  Id sum = lowering.values.value(call.argument(1));
  for (uint32_t i = 0; i < 4; ++i) {
    const Id product =
        builder.emit(spv::Op::OpIMul, uint,
                     {extract_byte(lowering, left, i, is_signed), extract_byte(lowering, right, i, is_signed)});
    sum = builder.emit(spv::Op::OpIAdd, uint, {sum, product});
  }
  lowering.values.define(call.instruction, sum);
}

// Dot2AddHalf(accumulator, ax, ay, bx, by): float accumulator plus a half-precision dot.
void lower_dot2_add_half(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id result_type = lowering.types.lower(call.instruction.type);
  Id sum = lowering.values.value(call.argument(1));
  for (uint32_t i = 0; i < 2; ++i) {
    const Id left = builder.emit(spv::Op::OpFConvert, result_type, {lowering.values.value(call.argument(2 + i))});
    const Id right = builder.emit(spv::Op::OpFConvert, result_type, {lowering.values.value(call.argument(4 + i))});
    sum = builder.emit(spv::Op::OpFAdd, result_type, {sum, builder.emit(spv::Op::OpFMul, result_type, {left, right})});
  }
  lowering.values.define(call.instruction, sum);
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::FAbs, lower_glsl<GLSLstd450FAbs>, kElementwise},
    {dxil::DxOp::Saturate, lower_saturate, kElementwise},
    {dxil::DxOp::IsNaN, lower_classify, kElementwise},
    {dxil::DxOp::IsInf, lower_classify, kElementwise},
    {dxil::DxOp::IsFinite, lower_classify, kElementwise},
    {dxil::DxOp::IsNormal, lower_classify, kElementwise},
    {dxil::DxOp::Cos, lower_glsl<GLSLstd450Cos>, kElementwise},
    {dxil::DxOp::Sin, lower_glsl<GLSLstd450Sin>, kElementwise},
    {dxil::DxOp::Tan, lower_glsl<GLSLstd450Tan>, kElementwise},
    {dxil::DxOp::Acos, lower_glsl<GLSLstd450Acos>, kElementwise},
    {dxil::DxOp::Asin, lower_glsl<GLSLstd450Asin>, kElementwise},
    {dxil::DxOp::Atan, lower_glsl<GLSLstd450Atan>, kElementwise},
    {dxil::DxOp::Hcos, lower_glsl<GLSLstd450Cosh>, kElementwise},
    {dxil::DxOp::Hsin, lower_glsl<GLSLstd450Sinh>, kElementwise},
    {dxil::DxOp::Htan, lower_glsl<GLSLstd450Tanh>, kElementwise},
    {dxil::DxOp::Exp, lower_glsl<GLSLstd450Exp2>, kElementwise},
    {dxil::DxOp::Frc, lower_glsl<GLSLstd450Fract>, kElementwise},
    {dxil::DxOp::Log, lower_glsl<GLSLstd450Log2>, kElementwise},
    {dxil::DxOp::Sqrt, lower_glsl<GLSLstd450Sqrt>, kElementwise},
    {dxil::DxOp::Rsqrt, lower_glsl<GLSLstd450InverseSqrt>, kElementwise},
    {dxil::DxOp::Round_ne, lower_glsl<GLSLstd450RoundEven>, kElementwise},
    {dxil::DxOp::Round_ni, lower_glsl<GLSLstd450Floor>, kElementwise},
    {dxil::DxOp::Round_pi, lower_glsl<GLSLstd450Ceil>, kElementwise},
    {dxil::DxOp::Round_z, lower_glsl<GLSLstd450Trunc>, kElementwise},
    {dxil::DxOp::FMax, lower_glsl<GLSLstd450FMax>, kElementwise},
    {dxil::DxOp::FMin, lower_glsl<GLSLstd450FMin>, kElementwise},
    {dxil::DxOp::IMax, lower_glsl<GLSLstd450SMax, Overload::Integer>, kElementwise},
    {dxil::DxOp::IMin, lower_glsl<GLSLstd450SMin, Overload::Integer>, kElementwise},
    {dxil::DxOp::UMax, lower_glsl<GLSLstd450UMax, Overload::Integer>, kElementwise},
    {dxil::DxOp::UMin, lower_glsl<GLSLstd450UMin, Overload::Integer>, kElementwise},
    {dxil::DxOp::IMul, lower_two_results},
    {dxil::DxOp::UMul, lower_two_results},
    {dxil::DxOp::UDiv, lower_two_results},
    {dxil::DxOp::UAddc, lower_two_results},
    {dxil::DxOp::USubb, lower_two_results},
    {dxil::DxOp::FMad, lower_multiply_add, kElementwise},
    {dxil::DxOp::Fma, lower_glsl<GLSLstd450Fma>, kElementwise},
    {dxil::DxOp::IMad, lower_multiply_add, kElementwise},
    {dxil::DxOp::UMad, lower_multiply_add, kElementwise},
    {dxil::DxOp::Msad, lower_msad},
    {dxil::DxOp::Dot2, lower_dot},
    {dxil::DxOp::Dot3, lower_dot},
    {dxil::DxOp::Dot4, lower_dot},
    {dxil::DxOp::FDot, lower_vector_dot},
    {dxil::DxOp::VectorReduceAnd, lower_vector_reduce},
    {dxil::DxOp::VectorReduceOr, lower_vector_reduce},
    {dxil::DxOp::Dot2AddHalf, lower_dot2_add_half},
    {dxil::DxOp::Dot4AddI8Packed, lower_dot4_add_packed},
    {dxil::DxOp::Dot4AddU8Packed, lower_dot4_add_packed},
};

}  // namespace

std::span<const DxOpRegistration> math_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
