// Pixel-stage operations: Discard (demote to helper invocation, as D3D's discard keeps the
// lane for derivatives) and the coarse and fine derivatives.
#include "spirv_emit/dxop_table.h"

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

spv::Op derivative_opcode(dxil::DxOp op) {
  switch (op) {
    case dxil::DxOp::DerivCoarseX: return spv::Op::OpDPdxCoarse;
    case dxil::DxOp::DerivCoarseY: return spv::Op::OpDPdyCoarse;
    case dxil::DxOp::DerivFineX: return spv::Op::OpDPdxFine;
    default: return spv::Op::OpDPdyFine;
  }
}

void lower_derivative(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  lowering.values.define(call.instruction,
                         builder.emit(derivative_opcode(call.op), lowering.types.lower(call.instruction.type),
                                      {lowering.values.value(call.argument(1))}));
}

constexpr DxOpEntry kEntries[] = {
    {dxil::DxOp::Discard, lower_discard},         {dxil::DxOp::DerivCoarseX, lower_derivative},
    {dxil::DxOp::DerivCoarseY, lower_derivative}, {dxil::DxOp::DerivFineX, lower_derivative},
    {dxil::DxOp::DerivFineY, lower_derivative},
};

}  // namespace

std::span<const DxOpEntry> pixel_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
