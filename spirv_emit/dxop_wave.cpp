// Wave intrinsics (SM 6.0) as GroupNonUniform instructions at subgroup scope: a wave is a
// subgroup, so each operation sees exactly the lanes the structured CFG keeps together.
#include "spirv_emit/dxop_table.h"

namespace untangle::spirv_emit {

namespace {

Id subgroup_scope(Lowering& lowering) {
  return lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Subgroup));
}

Id group_operation(spv::GroupOperation operation) { return static_cast<Id>(operation); }

Id builtin_load(Lowering& lowering, spv::BuiltIn builtin) {
  Builder& builder = lowering.builder;
  const Id variable = lowering.io.builtin_input(builtin, lowering.types.uint());
  return builder.emit(spv::Op::OpLoad, lowering.types.uint(), {variable});
}

void lower_is_first_lane(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformElect, lowering.types.boolean(),
                                                        {subgroup_scope(lowering)}));
}

void lower_lane_index(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, builtin_load(lowering, spv::BuiltIn::SubgroupLocalInvocationId));
}

void lower_lane_count(Lowering& lowering, const DxOpCall& call) {
  lowering.values.define(call.instruction, builtin_load(lowering, spv::BuiltIn::SubgroupSize));
}

// WaveAnyTrue, WaveAllTrue, WaveActiveAllEqual.
void lower_vote(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const spv::Op opcode = call.op == dxil::DxOp::WaveAnyTrue   ? spv::Op::OpGroupNonUniformAny
                         : call.op == dxil::DxOp::WaveAllTrue ? spv::Op::OpGroupNonUniformAll
                                                              : spv::Op::OpGroupNonUniformAllEqual;
  lowering.values.define(call.instruction,
                         builder.emit(opcode, lowering.types.boolean(),
                                      {subgroup_scope(lowering), lowering.values.value(call.argument(1))}));
}

Id ballot(Lowering& lowering, Id predicate) {
  Builder& builder = lowering.builder;
  return builder.emit(spv::Op::OpGroupNonUniformBallot, builder.type_vector(lowering.types.uint(), 4),
                      {subgroup_scope(lowering), predicate});
}

void lower_active_ballot(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id mask = ballot(lowering, lowering.values.value(call.argument(1)));
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i)
    members.push_back(builder.emit(spv::Op::OpCompositeExtract, lowering.types.uint(), {mask, i}));
  lowering.values.define_aggregate(call.instruction, std::move(members));
}

// WaveAllBitCount and WavePrefixBitCount: the ballot's population, whole or below this lane.
void lower_bit_count(Lowering& lowering, const DxOpCall& call) {
  const Id mask = ballot(lowering, lowering.values.value(call.argument(1)));
  const spv::GroupOperation operation =
      call.op == dxil::DxOp::WaveAllBitCount ? spv::GroupOperation::Reduce : spv::GroupOperation::ExclusiveScan;
  lowering.values.define(call.instruction,
                         lowering.builder.emit(spv::Op::OpGroupNonUniformBallotBitCount, lowering.types.uint(),
                                               {subgroup_scope(lowering), group_operation(operation), mask}));
}

void lower_read_lane_at(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  // Shuffle rather than Broadcast: the lane index need not be a constant or uniform.
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpGroupNonUniformShuffle, lowering.types.lower(call.instruction.type),
                                      {subgroup_scope(lowering), lowering.values.value(call.argument(1)),
                                       lowering.values.value(call.argument(2))}));
}

void lower_read_lane_first(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  lowering.values.define(
      call.instruction,
      builder.emit(spv::Op::OpGroupNonUniformBroadcastFirst, lowering.types.lower(call.instruction.type),
                   {subgroup_scope(lowering), lowering.values.value(call.argument(1))}));
}

// WaveActiveOp / WavePrefixOp kinds: Sum, Product, Min, Max; the sign operand picks signed
// or unsigned integer min and max.
spv::Op arithmetic_opcode(Lowering& lowering, uint64_t kind, bool is_unsigned, spv::Op scalar_kind) {
  const bool is_float = scalar_kind == spv::Op::OpTypeFloat;
  switch (kind) {
    case 0: return is_float ? spv::Op::OpGroupNonUniformFAdd : spv::Op::OpGroupNonUniformIAdd;
    case 1: return is_float ? spv::Op::OpGroupNonUniformFMul : spv::Op::OpGroupNonUniformIMul;
    case 2:
      return is_float      ? spv::Op::OpGroupNonUniformFMin
             : is_unsigned ? spv::Op::OpGroupNonUniformUMin
                           : spv::Op::OpGroupNonUniformSMin;
    case 3:
      return is_float      ? spv::Op::OpGroupNonUniformFMax
             : is_unsigned ? spv::Op::OpGroupNonUniformUMax
                           : spv::Op::OpGroupNonUniformSMax;
    default: unsupported("unknown wave operation kind " + std::to_string(kind));
  }
}

void lower_arithmetic(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id result_type = lowering.types.lower(call.instruction.type);
  const spv::Op scalar_kind = builder.type_info(result_type).opcode;
  if (scalar_kind == spv::Op::OpTypeBool) unsupported("wave arithmetic on booleans");
  const uint64_t kind = constant_integer(call.argument(2), "wave operation kind");
  const bool is_unsigned = constant_integer(call.argument(3), "wave operation sign") == 1;
  const spv::GroupOperation operation =
      call.op == dxil::DxOp::WaveActiveOp ? spv::GroupOperation::Reduce : spv::GroupOperation::ExclusiveScan;
  lowering.values.define(
      call.instruction,
      builder.emit(arithmetic_opcode(lowering, kind, is_unsigned, scalar_kind), result_type,
                   {subgroup_scope(lowering), group_operation(operation), lowering.values.value(call.argument(1))}));
}

// WaveActiveBit: And, Or, Xor over the wave.
void lower_bit(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id result_type = lowering.types.lower(call.instruction.type);
  const bool is_bool = builder.type_info(result_type).opcode == spv::Op::OpTypeBool;
  constexpr spv::Op kInteger[] = {spv::Op::OpGroupNonUniformBitwiseAnd, spv::Op::OpGroupNonUniformBitwiseOr,
                                  spv::Op::OpGroupNonUniformBitwiseXor};
  constexpr spv::Op kLogical[] = {spv::Op::OpGroupNonUniformLogicalAnd, spv::Op::OpGroupNonUniformLogicalOr,
                                  spv::Op::OpGroupNonUniformLogicalXor};
  const uint64_t kind = constant_integer(call.argument(2), "wave bit operation");
  if (kind > 2) unsupported("unknown wave bit operation " + std::to_string(kind));
  lowering.values.define(call.instruction,
                         builder.emit(is_bool ? kLogical[kind] : kInteger[kind], result_type,
                                      {subgroup_scope(lowering), group_operation(spv::GroupOperation::Reduce),
                                       lowering.values.value(call.argument(1))}));
}

void lower_quad_read_lane_at(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const dxil::Value* lane = call.argument(2);
  if (builder.version() < kSpirv15 && lane->kind != dxil::ValueKind::Constant)
    unsupported("QuadReadLaneAt with a non-constant lane needs SPIR-V 1.5");
  lowering.values.define(
      call.instruction,
      builder.emit(spv::Op::OpGroupNonUniformQuadBroadcast, lowering.types.lower(call.instruction.type),
                   {subgroup_scope(lowering), lowering.values.value(call.argument(1)), lowering.values.value(lane)}));
}

void lower_quad_op(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  // QuadOpKind ReadAcrossX, ReadAcrossY, ReadAcrossDiagonal are QuadSwap's directions 0, 1, 2.
  const uint64_t direction = constant_integer(call.argument(2), "quad operation");
  if (direction > 2) unsupported("unknown quad operation " + std::to_string(direction));
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpGroupNonUniformQuadSwap, lowering.types.lower(call.instruction.type),
                                      {subgroup_scope(lowering), lowering.values.value(call.argument(1)),
                                       lowering.types.uint_constant(static_cast<uint32_t>(direction))}));
}

constexpr DxOpEntry kEntries[] = {
    {dxil::DxOp::WaveIsFirstLane, lower_is_first_lane},
    {dxil::DxOp::WaveGetLaneIndex, lower_lane_index},
    {dxil::DxOp::WaveGetLaneCount, lower_lane_count},
    {dxil::DxOp::WaveAnyTrue, lower_vote},
    {dxil::DxOp::WaveAllTrue, lower_vote},
    {dxil::DxOp::WaveActiveAllEqual, lower_vote},
    {dxil::DxOp::WaveActiveBallot, lower_active_ballot},
    {dxil::DxOp::WaveReadLaneAt, lower_read_lane_at},
    {dxil::DxOp::WaveReadLaneFirst, lower_read_lane_first},
    {dxil::DxOp::WaveActiveOp, lower_arithmetic},
    {dxil::DxOp::WaveActiveBit, lower_bit},
    {dxil::DxOp::WavePrefixOp, lower_arithmetic},
    {dxil::DxOp::QuadReadLaneAt, lower_quad_read_lane_at},
    {dxil::DxOp::QuadOp, lower_quad_op},
    {dxil::DxOp::WaveAllBitCount, lower_bit_count},
    {dxil::DxOp::WavePrefixBitCount, lower_bit_count},
};

}  // namespace

std::span<const DxOpEntry> wave_dx_ops() { return kEntries; }

}  // namespace untangle::spirv_emit
