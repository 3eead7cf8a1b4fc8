// Wave intrinsics (SM 6.0) as GroupNonUniform instructions at subgroup scope: a wave is a
// subgroup, so each operation sees exactly the lanes the structured CFG keeps together.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

Id subgroup_scope(Emitter& emitter) { return emitter.uint_constant(static_cast<uint32_t>(spv::Scope::Subgroup)); }

Id group_operation(spv::GroupOperation operation) { return static_cast<Id>(operation); }

Id builtin_load(Emitter& emitter, spv::BuiltIn builtin) {
  emitter.builder().add_capability(spv::Capability::GroupNonUniform);
  const Id variable = emitter.builtin_input(builtin, emitter.uint_type());
  return emitter.builder().emit(spv::Op::OpLoad, emitter.uint_type(), {variable});
}

void lower_is_first_lane(Emitter& emitter, const DxOpCall& call) {
  emitter.builder().add_capability(spv::Capability::GroupNonUniform);
  emitter.define(call.instruction,
                 emitter.builder().emit(spv::Op::OpGroupNonUniformElect, emitter.bool_type(), {subgroup_scope(emitter)}));
}

void lower_lane_index(Emitter& emitter, const DxOpCall& call) {
  emitter.define(call.instruction, builtin_load(emitter, spv::BuiltIn::SubgroupLocalInvocationId));
}

void lower_lane_count(Emitter& emitter, const DxOpCall& call) {
  emitter.define(call.instruction, builtin_load(emitter, spv::BuiltIn::SubgroupSize));
}

// WaveAnyTrue, WaveAllTrue, WaveActiveAllEqual.
void lower_vote(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformVote);
  const spv::Op opcode = call.opcode == 113   ? spv::Op::OpGroupNonUniformAny
                         : call.opcode == 114 ? spv::Op::OpGroupNonUniformAll
                                              : spv::Op::OpGroupNonUniformAllEqual;
  emitter.define(call.instruction,
                 builder.emit(opcode, emitter.bool_type(), {subgroup_scope(emitter), emitter.value(call.argument(1))}));
}

Id ballot(Emitter& emitter, Id predicate) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformBallot);
  return builder.emit(spv::Op::OpGroupNonUniformBallot, builder.type_vector(emitter.uint_type(), 4),
                      {subgroup_scope(emitter), predicate});
}

void lower_active_ballot(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  const Id mask = ballot(emitter, emitter.value(call.argument(1)));
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i)
    members.push_back(builder.emit(spv::Op::OpCompositeExtract, emitter.uint_type(), {mask, i}));
  emitter.define_aggregate(call.instruction, std::move(members));
}

// WaveAllBitCount and WavePrefixBitCount: the ballot's population, whole or below this lane.
void lower_bit_count(Emitter& emitter, const DxOpCall& call) {
  const Id mask = ballot(emitter, emitter.value(call.argument(1)));
  const spv::GroupOperation operation =
      call.opcode == 135 ? spv::GroupOperation::Reduce : spv::GroupOperation::ExclusiveScan;
  emitter.define(call.instruction,
                 emitter.builder().emit(spv::Op::OpGroupNonUniformBallotBitCount, emitter.uint_type(),
                                        {subgroup_scope(emitter), group_operation(operation), mask}));
}

void lower_read_lane_at(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformShuffle);
  // Shuffle rather than Broadcast: the lane index need not be a constant or uniform.
  emitter.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformShuffle, emitter.type(call.instruction.type),
                                                {subgroup_scope(emitter), emitter.value(call.argument(1)),
                                                 emitter.value(call.argument(2))}));
}

void lower_read_lane_first(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformBallot);
  emitter.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformBroadcastFirst,
                                                emitter.type(call.instruction.type),
                                                {subgroup_scope(emitter), emitter.value(call.argument(1))}));
}

// WaveActiveOp / WavePrefixOp kinds: Sum, Product, Min, Max; the sign operand picks signed
// or unsigned integer min and max.
spv::Op arithmetic_opcode(Emitter& emitter, uint64_t kind, bool is_unsigned, spv::Op scalar_kind) {
  const bool is_float = scalar_kind == spv::Op::OpTypeFloat;
  switch (kind) {
    case 0: return is_float ? spv::Op::OpGroupNonUniformFAdd : spv::Op::OpGroupNonUniformIAdd;
    case 1: return is_float ? spv::Op::OpGroupNonUniformFMul : spv::Op::OpGroupNonUniformIMul;
    case 2:
      return is_float ? spv::Op::OpGroupNonUniformFMin
                      : is_unsigned ? spv::Op::OpGroupNonUniformUMin : spv::Op::OpGroupNonUniformSMin;
    case 3:
      return is_float ? spv::Op::OpGroupNonUniformFMax
                      : is_unsigned ? spv::Op::OpGroupNonUniformUMax : spv::Op::OpGroupNonUniformSMax;
    default:
      emitter.fail("unknown wave operation kind " + std::to_string(kind));
  }
}

void lower_arithmetic(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformArithmetic);
  const Id result_type = emitter.type(call.instruction.type);
  const spv::Op scalar_kind = builder.type_info(result_type).opcode;
  if (scalar_kind == spv::Op::OpTypeBool) emitter.fail("wave arithmetic on booleans");
  const uint64_t kind = emitter.constant_integer(call.argument(2), "wave operation kind");
  const bool is_unsigned = emitter.constant_integer(call.argument(3), "wave operation sign") == 1;
  const spv::GroupOperation operation =
      call.opcode == 119 ? spv::GroupOperation::Reduce : spv::GroupOperation::ExclusiveScan;
  emitter.define(call.instruction,
                 builder.emit(arithmetic_opcode(emitter, kind, is_unsigned, scalar_kind), result_type,
                              {subgroup_scope(emitter), group_operation(operation), emitter.value(call.argument(1))}));
}

// WaveActiveBit: And, Or, Xor over the wave.
void lower_bit(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformArithmetic);
  const Id result_type = emitter.type(call.instruction.type);
  const bool is_bool = builder.type_info(result_type).opcode == spv::Op::OpTypeBool;
  constexpr spv::Op kInteger[] = {spv::Op::OpGroupNonUniformBitwiseAnd, spv::Op::OpGroupNonUniformBitwiseOr,
                                  spv::Op::OpGroupNonUniformBitwiseXor};
  constexpr spv::Op kLogical[] = {spv::Op::OpGroupNonUniformLogicalAnd, spv::Op::OpGroupNonUniformLogicalOr,
                                  spv::Op::OpGroupNonUniformLogicalXor};
  const uint64_t kind = emitter.constant_integer(call.argument(2), "wave bit operation");
  if (kind > 2) emitter.fail("unknown wave bit operation " + std::to_string(kind));
  emitter.define(call.instruction,
                 builder.emit(is_bool ? kLogical[kind] : kInteger[kind], result_type,
                              {subgroup_scope(emitter), group_operation(spv::GroupOperation::Reduce),
                               emitter.value(call.argument(1))}));
}

void lower_quad_read_lane_at(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformQuad);
  const dxil::Value* lane = call.argument(2);
  if (builder.version() < kSpirv15 && lane->kind != dxil::ValueKind::Constant)
    emitter.fail("QuadReadLaneAt with a non-constant lane needs SPIR-V 1.5");
  emitter.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformQuadBroadcast,
                                                emitter.type(call.instruction.type),
                                                {subgroup_scope(emitter), emitter.value(call.argument(1)),
                                                 emitter.value(lane)}));
}

void lower_quad_op(Emitter& emitter, const DxOpCall& call) {
  Builder& builder = emitter.builder();
  builder.add_capability(spv::Capability::GroupNonUniformQuad);
  // QuadOpKind ReadAcrossX, ReadAcrossY, ReadAcrossDiagonal are QuadSwap's directions 0, 1, 2.
  const uint64_t direction = emitter.constant_integer(call.argument(2), "quad operation");
  if (direction > 2) emitter.fail("unknown quad operation " + std::to_string(direction));
  emitter.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformQuadSwap, emitter.type(call.instruction.type),
                                                {subgroup_scope(emitter), emitter.value(call.argument(1)),
                                                 emitter.uint_constant(static_cast<uint32_t>(direction))}));
}

constexpr DxOpEntry kEntries[] = {
    {110, lower_is_first_lane},   {111, lower_lane_index},      {112, lower_lane_count},
    {113, lower_vote},            {114, lower_vote},            {115, lower_vote},
    {116, lower_active_ballot},   {117, lower_read_lane_at},    {118, lower_read_lane_first},
    {119, lower_arithmetic},      {120, lower_bit},             {121, lower_arithmetic},
    {122, lower_quad_read_lane_at}, {123, lower_quad_op},       {135, lower_bit_count},
    {136, lower_bit_count},
};

}  // namespace

std::span<const DxOpEntry> wave_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
