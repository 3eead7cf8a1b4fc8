// Pixel-stage operations: Discard (demote to helper invocation, as D3D's discard keeps the
// lane for derivatives) and the coarse and fine derivatives.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

void demote(Emitter& emitter) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::DemoteToHelperInvocation);
  if (builder.version() < kSpirv16) builder.add_extension("SPV_EXT_demote_to_helper_invocation");
  builder.emit_void(spv::Op::OpDemoteToHelperInvocation, {});
}

// Discard(condition): DXC usually discards unconditionally in a block of its own.
void lower_discard(Emitter& emitter, const DxOpCall& call) {
  const dxil::Value* condition = call.argument(1);
  if (condition->kind == dxil::ValueKind::Constant) {
    if (emitter.constant_integer(condition, "discard condition") != 0) demote(emitter);
    return;
  }
  const Id merge = emitter.begin_conditional_block(emitter.value(condition));
  demote(emitter);
  emitter.end_conditional_block(merge);
}

void lower_derivative(Emitter& emitter, const DxOpCall& call) {
  static constexpr spv::Op kOpcodes[] = {spv::Op::OpDPdxCoarse, spv::Op::OpDPdyCoarse, spv::Op::OpDPdxFine,
                                         spv::Op::OpDPdyFine};
  emitter.builder().add_capability(spv::Capability::DerivativeControl);
  emitter.define(call.instruction, emitter.builder().emit(kOpcodes[call.opcode - 83], emitter.type(call.instruction.type),
                                                          {emitter.value(call.argument(1))}));
}

constexpr DxOpEntry kEntries[] = {
    {82, lower_discard},    {83, lower_derivative}, {84, lower_derivative},
    {85, lower_derivative}, {86, lower_derivative},
};

}  // namespace

std::span<const DxOpEntry> pixel_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
