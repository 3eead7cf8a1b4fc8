// Pixel-stage operations: Discard (demote to helper invocation, as D3D's discard keeps the
// lane for derivatives), the coarse and fine derivatives, and the sample index and coverage
// masks read as operations.
#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

void demote(Lowering& lowering) {
  Builder& builder = lowering.builder;
  if (builder.version() < kSpirv16) builder.add_extension("SPV_EXT_demote_to_helper_invocation");
  builder.emit_void(spv::Op::OpDemoteToHelperInvocation, {});
}

// Discard(condition): DXC usually discards unconditionally in a block of its own.
void lower_discard(Lowering& lowering, const DxOpCall& call) {
  const dxil::Value* condition = call.argument(1);
  if (condition->kind == dxil::ValueKind::Constant) {
    if (constant_integer(condition, "discard condition") != 0) demote(lowering);
    return;
  }
  const Id merge = begin_conditional_block(lowering, lowering.values.value(condition));
  demote(lowering);
  end_conditional_block(lowering, merge);
}

// SPIR-V differences 32-bit floats only (OpDPdx and its kin), so a half is widened,
// differenced and narrowed back: the difference of two halves is exact in 32 bits. Threads
// without quads (compute_derivatives.h) difference a value with itself: 0. `type` is the
// result's: the call's, which for a vector overload lowered element by element is the
// element's (the operand's DXIL type stays the vector).
Id emit_derivative(Lowering& lowering, spv::Op derivative, Id type, const dxil::Value* operand) {
  Builder& builder = lowering.builder;
  if (lowering.without_quads) return builder.constant_scalar(type, 0);
  const Id value = lowering.values.value(operand);
  if (lowering.types.scalar_width(type) == 32) return builder.emit(derivative, type, {value});
  const Id wide = lowering.types.floating(32);
  const Id difference = builder.emit(derivative, wide, {builder.emit(spv::Op::OpFConvert, wide, {value})});
  return builder.emit(spv::Op::OpFConvert, type, {difference});
}

template <spv::Op derivative>
void lower_derivative(Lowering& lowering, const DxOpCall& call) {
  call.require_float_overload(1);
  lowering.values.define(
      call.instruction,
      emit_derivative(lowering, derivative, lowering.types.lower(call.instruction.type), call.argument(1)));
}

// SampleIndex(): the sample being shaded (sample-rate shading).
void lower_sample_index(Lowering& lowering, const DxOpCall& call) {
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::SampleId, lowering.types.uint());
  lowering.values.define(call.instruction, lowering.builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable}));
}

// Coverage(): the pixel's covered samples, SampleMask[0].
void lower_coverage(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::SampleMask, builder.type_array(uint, 1));
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Input, uint),
                                  {variable, lowering.types.uint_constant(0)});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpLoad, uint, {pointer}));
}

// InnerCoverage(): 1 when the pixel is fully covered (conservative rasterization), else 0.
void lower_inner_coverage(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id variable = lowering.io.builtin_input(spv::BuiltIn::FullyCoveredEXT, lowering.types.boolean());
  const Id covered = builder.emit(spv::Op::OpLoad, lowering.types.boolean(), {variable});
  lowering.values.define(call.instruction, builder.select_constant(covered, lowering.types.uint(), 1, 0));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::SampleIndex, lower_sample_index, kPixelOnly},
    {dxil::DxOp::Coverage, lower_coverage, kPixelOnly},
    {dxil::DxOp::InnerCoverage, lower_inner_coverage, kPixelOnly},
    {dxil::DxOp::Discard, lower_discard, kPixelOnly},
    {dxil::DxOp::DerivCoarseX, lower_derivative<spv::Op::OpDPdxCoarse>, kElementwiseDerivative},
    {dxil::DxOp::DerivCoarseY, lower_derivative<spv::Op::OpDPdyCoarse>, kElementwiseDerivative},
    {dxil::DxOp::DerivFineX, lower_derivative<spv::Op::OpDPdxFine>, kElementwiseDerivative},
    {dxil::DxOp::DerivFineY, lower_derivative<spv::Op::OpDPdyFine>, kElementwiseDerivative},
};

}  // namespace

std::span<const DxOpRegistration> pixel_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
