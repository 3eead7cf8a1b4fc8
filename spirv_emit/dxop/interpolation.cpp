// Pixel-stage attribute evaluation: EvalSampleIndex, EvalCentroid and EvalSnapped
// (HLSL's EvaluateAttributeAtSample, EvaluateAttributeCentroid, EvaluateAttributeSnapped, and
// DXBC's eval_* instructions) as GLSL.std.450's InterpolateAt* on the input variable.
#include <spirv/unified1/GLSL.std.450.h>

#include "spirv_emit/dxop/table.h"
#include "spirv_emit/signature.h"

namespace untangle::spirv_emit {

namespace {

// Eval*(inputSigId, inputRowIndex, inputColIndex, ...) evaluates the input's row as a whole
// (InterpolateAt* takes a pointer to an Input variable or one of its rows), then picks the
// column.
void define_interpolated(Lowering& lowering, const DxOpCall& call, GLSLstd450 instruction,
                         std::initializer_list<Id> extra) {
  Builder& builder = lowering.builder;
  const std::string name(dxil::dxop_name(call.op));
  const auto element_id = static_cast<uint32_t>(constant_integer(call.argument(1), "signature element"));
  const auto column = static_cast<uint32_t>(constant_integer(call.argument(3), "column"));
  if (lowering.io.vector_builtin(SignatureKind::Input, element_id)) unsupported(name + " of a system value");
  uint32_t columns = 1;
  const StageIo::ElementPointer row =
      lowering.io.row_pointer(SignatureKind::Input, element_id, 0, row_operand(lowering, call.argument(2)), columns);
  if (builder.type_info(row.scalar_type).opcode != spv::Op::OpTypeFloat)
    unsupported(name + " of an input that is not floating-point");
  if (column >= columns) unsupported("signature component out of range");
  const Id row_type = columns > 1 ? builder.type_vector(row.scalar_type, columns) : row.scalar_type;
  builder.add_capability(spv::Capability::InterpolationFunction);
  std::vector<uint32_t> operands{builder.glsl_std_450(), static_cast<uint32_t>(instruction), row.pointer};
  operands.insert(operands.end(), extra.begin(), extra.end());
  Id value = builder.emit(spv::Op::OpExtInst, row_type, operands);
  if (columns > 1) value = builder.emit(spv::Op::OpCompositeExtract, row.scalar_type, {value, column});
  lowering.values.define(call.instruction, convert_to(lowering, value, lowering.types.lower(call.instruction.type)));
}

void lower_eval_centroid(Lowering& lowering, const DxOpCall& call) {
  define_interpolated(lowering, call, GLSLstd450InterpolateAtCentroid, {});
}

// EvalSampleIndex(..., sampleIndex).
void lower_eval_sample_index(Lowering& lowering, const DxOpCall& call) {
  define_interpolated(lowering, call, GLSLstd450InterpolateAtSample, {lowering.values.value(call.argument(4))});
}

// EvalSnapped(..., offsetX, offsetY): D3D's offsets are signed 4-bit fixed point in
// sixteenths of a pixel (the low 4 bits of each), InterpolateAtOffset's a float vec2.
void lower_eval_snapped(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id float_type = lowering.types.floating();
  std::vector<uint32_t> offsets;
  for (size_t index = 4; index < 6; ++index) {
    const Id bits = builder.emit(spv::Op::OpBitFieldSExtract, lowering.types.uint(),
                                 {lowering.values.value(call.argument(index)), lowering.types.uint_constant(0),
                                  lowering.types.uint_constant(4)});
    const Id sixteenths = builder.emit(spv::Op::OpConvertSToF, float_type, {bits});
    offsets.push_back(builder.emit(spv::Op::OpFMul, float_type,
                                   {sixteenths, builder.constant_scalar(float_type, 0x3D800000)}));  // 1/16
  }
  const Id offset = builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(float_type, 2), offsets);
  define_interpolated(lowering, call, GLSLstd450InterpolateAtOffset, {offset});
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::EvalSnapped, lower_eval_snapped, kPixelOnly},
    {dxil::DxOp::EvalSampleIndex, lower_eval_sample_index, kPixelOnly},
    {dxil::DxOp::EvalCentroid, lower_eval_centroid, kPixelOnly},
};

}  // namespace

std::span<const DxOpRegistration> interpolation_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
