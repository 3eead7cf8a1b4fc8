// Wave and quad intrinsics as GroupNonUniform instructions at subgroup scope: a wave is a
// subgroup, so each operation sees exactly the lanes the structured CFG keeps together.
//
// Helper lanes: a pixel shader's wave operations see none in D3D (unless the entry point has
// [WaveOpsIncludeHelperLanes]), while Vulkan's subgroup operations count them among the active
// invocations. Rather than branch around each operation (which a loop header could not take),
// a helper lane's contribution is made neutral: it votes what changes no vote, adds the
// operation's identity, is left out of ballots and of the choice of the first lane; with only
// helper lanes, WaveReadLaneFirst reads 0 and the votes read as an empty wave's, as D3D drivers
// answer. Quad operations include helper lanes, in D3D as in Vulkan.
// WaveMatch and WaveMultiPrefix* have no Vulkan instruction (their NV partitioned forms are
// rare): helper functions loop over the distinct values, one group of lanes per iteration.
#include <array>
#include <functional>

#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

Id subgroup_scope(Lowering& lowering) {
  return lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Subgroup));
}

Id group_operation(spv::GroupOperation operation) { return static_cast<Id>(operation); }

Id builtin_load(Lowering& lowering, spv::BuiltIn builtin, Id type) {
  Builder& builder = lowering.builder;
  const Id variable = lowering.io.builtin_input(builtin, type);
  return builder.emit(spv::Op::OpLoad, type, {variable});
}

Id builtin_load(Lowering& lowering, spv::BuiltIn builtin) {
  return builtin_load(lowering, builtin, lowering.types.uint());
}

Id uint4_type(Lowering& lowering) { return lowering.builder.type_vector(lowering.types.uint(), 4); }

// True on a helper lane when wave operations must leave helper lanes out; 0 when they see all.
Id helper_lane(Lowering& lowering) {
  if (!lowering.wave_ops_exclude_helpers) return 0;
  Builder& builder = lowering.builder;
  if (builder.version() < kSpirv16) builder.add_extension("SPV_EXT_demote_to_helper_invocation");
  return builder.emit(spv::Op::OpIsHelperInvocationEXT, lowering.types.boolean(), {});
}

Id ballot(Lowering& lowering, Id predicate) {
  return lowering.builder.emit(spv::Op::OpGroupNonUniformBallot, uint4_type(lowering),
                               {subgroup_scope(lowering), predicate});
}

// `value` where the lane takes part, `neutral` on a helper lane left out.
Id unless_helper(Lowering& lowering, Id helper, Id value, Id neutral) {
  if (helper == 0) return value;
  return lowering.builder.emit(spv::Op::OpSelect, lowering.builder.type_of(value), {helper, neutral, value});
}

// The lowest lane that is not a helper (0xFFFFFFFF when every active lane is one).
Id first_lane(Lowering& lowering, Id helper) {
  Builder& builder = lowering.builder;
  const Id not_helper = builder.emit(spv::Op::OpLogicalNot, lowering.types.boolean(), {helper});
  return builder.emit(spv::Op::OpGroupNonUniformBallotFindLSB, lowering.types.uint(),
                      {subgroup_scope(lowering), ballot(lowering, not_helper)});
}

void lower_is_first_lane(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  if (const Id helper = helper_lane(lowering)) {
    const Id lane = builtin_load(lowering, spv::BuiltIn::SubgroupLocalInvocationId);
    return lowering.values.define(call.instruction, builder.emit(spv::Op::OpIEqual, lowering.types.boolean(),
                                                                 {lane, first_lane(lowering, helper)}));
  }
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
  Id value = lowering.values.value(call.argument(1));
  if (const Id helper = helper_lane(lowering)) {
    // A helper votes false for Any, true for All, and the first other lane's value for AllEqual.
    const Id neutral = call.op == dxil::DxOp::WaveAnyTrue ? builder.constant_bool(false)
                       : call.op == dxil::DxOp::WaveAllTrue
                           ? builder.constant_bool(true)
                           : builder.emit(spv::Op::OpGroupNonUniformShuffle, builder.type_of(value),
                                          {subgroup_scope(lowering), value, first_lane(lowering, helper)});
    value = unless_helper(lowering, helper, value, neutral);
  }
  lowering.values.define(call.instruction,
                         builder.emit(opcode, lowering.types.boolean(), {subgroup_scope(lowering), value}));
}

// A ballot of the lanes that take part.
Id participating_ballot(Lowering& lowering, Id predicate) {
  if (const Id helper = helper_lane(lowering))
    predicate = unless_helper(lowering, helper, predicate, lowering.builder.constant_bool(false));
  return ballot(lowering, predicate);
}

// A uvec4 mask as DXIL's %dx.types.fouri32 result.
void define_mask(Lowering& lowering, const dxil::Instruction& instruction, Id mask) {
  std::vector<Id> members;
  for (uint32_t i = 0; i < 4; ++i)
    members.push_back(lowering.builder.emit(spv::Op::OpCompositeExtract, lowering.types.uint(), {mask, i}));
  lowering.values.define_aggregate(instruction, std::move(members));
}

// The mask operands first..first+3 of a WaveMultiPrefix call as a uvec4.
Id mask_operand(Lowering& lowering, const DxOpCall& call, size_t first) {
  std::vector<uint32_t> words;
  for (size_t i = 0; i < 4; ++i) words.push_back(lowering.values.value(call.argument(first + i)));
  return lowering.builder.emit(spv::Op::OpCompositeConstruct, uint4_type(lowering), words);
}

void lower_active_ballot(Lowering& lowering, const DxOpCall& call) {
  define_mask(lowering, call.instruction, participating_ballot(lowering, lowering.values.value(call.argument(1))));
}

// WaveAllBitCount and WavePrefixBitCount: the ballot's population, whole or below this lane.
void lower_bit_count(Lowering& lowering, const DxOpCall& call) {
  const Id mask = participating_ballot(lowering, lowering.values.value(call.argument(1)));
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
  const Id type = lowering.types.lower(call.instruction.type);
  const Id value = lowering.values.value(call.argument(1));
  if (const Id helper = helper_lane(lowering)) {
    // The first lane that is not a helper; 0 when there is none.
    const Id lane = first_lane(lowering, helper);
    const Id read = builder.emit(spv::Op::OpGroupNonUniformShuffle, type, {subgroup_scope(lowering), value, lane});
    const Id none =
        builder.emit(spv::Op::OpIEqual, lowering.types.boolean(), {lane, lowering.types.uint_constant(~0u)});
    return lowering.values.define(call.instruction,
                                  builder.emit(spv::Op::OpSelect, type, {none, builder.constant_null(type), read}));
  }
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformBroadcastFirst, type,
                                                        {subgroup_scope(lowering), value}));
}

// The value a helper lane adds to a wave reduction or prefix of `opcode`: the identity.
Id identity(Lowering& lowering, spv::Op opcode, Id type) {
  Builder& builder = lowering.builder;
  const TypeInfo& info = builder.type_info(type);
  const uint32_t width = info.width;
  const uint64_t all_ones = width == 64 ? ~0ull : (1ull << width) - 1;
  const uint64_t sign = 1ull << (width - 1);
  const uint64_t infinity = width == 16 ? 0x7C00 : width == 32 ? 0x7F800000 : 0x7FF0000000000000ull;
  switch (opcode) {
    case spv::Op::OpGroupNonUniformIMul: return builder.constant_scalar(type, 1);
    case spv::Op::OpGroupNonUniformFMul:
      return builder.constant_scalar(type, width == 16 ? 0x3C00 : width == 32 ? 0x3F800000 : 0x3FF0000000000000ull);
    case spv::Op::OpGroupNonUniformFMin: return builder.constant_scalar(type, infinity);
    case spv::Op::OpGroupNonUniformFMax: return builder.constant_scalar(type, infinity | sign);
    case spv::Op::OpGroupNonUniformUMin: return builder.constant_scalar(type, all_ones);
    case spv::Op::OpGroupNonUniformSMin: return builder.constant_scalar(type, all_ones >> 1);
    case spv::Op::OpGroupNonUniformSMax: return builder.constant_scalar(type, sign);
    case spv::Op::OpGroupNonUniformBitwiseAnd: return builder.constant_scalar(type, all_ones);
    case spv::Op::OpGroupNonUniformLogicalAnd: return builder.constant_bool(true);
    case spv::Op::OpGroupNonUniformLogicalOr:
    case spv::Op::OpGroupNonUniformLogicalXor: return builder.constant_bool(false);
    default: return builder.constant_null(type);  // sums, unsigned maxima, or, xor
  }
}

// WaveActiveOp / WavePrefixOp kinds: Sum, Product, Min, Max; the sign operand picks signed
// or unsigned integer min and max. On i1 (WaveActiveOp's boolean overload) they are LLVM's
// arithmetic of one bit: a sum modulo 2 is an xor, a product an and, and signed true is -1,
// below false, so the signed minimum is an or where the unsigned one is an and.
spv::Op arithmetic_opcode(Lowering& lowering, uint64_t kind, bool is_unsigned, spv::Op scalar_kind) {
  const bool is_float = scalar_kind == spv::Op::OpTypeFloat;
  if (scalar_kind == spv::Op::OpTypeBool && kind <= 3) {
    constexpr spv::Op kAnd = spv::Op::OpGroupNonUniformLogicalAnd, kOr = spv::Op::OpGroupNonUniformLogicalOr;
    if (kind == 0) return spv::Op::OpGroupNonUniformLogicalXor;
    if (kind == 1) return kAnd;
    return (kind == 2) == is_unsigned ? kAnd : kOr;
  }
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
  const uint64_t kind = constant_integer(call.argument(2), "wave operation kind");
  const bool is_unsigned = constant_integer(call.argument(3), "wave operation sign") == 1;
  const spv::GroupOperation operation =
      call.op == dxil::DxOp::WaveActiveOp ? spv::GroupOperation::Reduce : spv::GroupOperation::ExclusiveScan;
  const spv::Op opcode = arithmetic_opcode(lowering, kind, is_unsigned, scalar_kind);
  const Id value = lowering.values.value(call.argument(1));
  const Id helper = helper_lane(lowering);
  lowering.values.define(
      call.instruction,
      builder.emit(
          opcode, result_type,
          {subgroup_scope(lowering), group_operation(operation),
           helper != 0 ? unless_helper(lowering, helper, value, identity(lowering, opcode, result_type)) : value}));
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
  const spv::Op opcode = is_bool ? kLogical[kind] : kInteger[kind];
  const Id value = lowering.values.value(call.argument(1));
  const Id helper = helper_lane(lowering);
  lowering.values.define(
      call.instruction,
      builder.emit(
          opcode, result_type,
          {subgroup_scope(lowering), group_operation(spv::GroupOperation::Reduce),
           helper != 0 ? unless_helper(lowering, helper, value, identity(lowering, opcode, result_type)) : value}));
}

// Before SPIR-V 1.5 a quad broadcast's lane must be a constant: a lane known at run time (D3D
// requires it uniform across the quad) picks one of the four broadcasts of constant lanes.
void lower_quad_read_lane_at(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const dxil::Value* lane = call.argument(2);
  const Id type = lowering.types.lower(call.instruction.type);
  const Id value = lowering.values.value(call.argument(1));
  const auto broadcast = [&](Id lane_id) {
    return builder.emit(spv::Op::OpGroupNonUniformQuadBroadcast, type, {subgroup_scope(lowering), value, lane_id});
  };
  if (builder.version() >= kSpirv15 || lane->kind == dxil::ValueKind::Constant)
    return lowering.values.define(call.instruction, broadcast(lowering.values.value(lane)));
  std::array<Id, 4> lanes;
  for (uint32_t index = 0; index < 4; ++index) lanes[index] = broadcast(lowering.types.uint_constant(index));
  const Id quad_lane = builder.emit(spv::Op::OpBitwiseAnd, lowering.types.uint(),
                                    {lowering.values.value(lane), lowering.types.uint_constant(3)});
  Id result = lanes[3];
  for (uint32_t index = 3; index-- > 0;) {
    const Id chosen =
        builder.emit(spv::Op::OpIEqual, lowering.types.boolean(), {quad_lane, lowering.types.uint_constant(index)});
    result = builder.emit(spv::Op::OpSelect, type, {chosen, lanes[index], result});
  }
  lowering.values.define(call.instruction, result);
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

// Bits of a value, so that equal values compare equal (floats too: NaN, -0.0).
Id comparable_bits(Lowering& lowering, Id value) {
  Builder& builder = lowering.builder;
  const Id value_type = builder.type_of(value);
  const TypeInfo type = builder.type_info(value_type);
  if (type.opcode == spv::Op::OpTypeArray) {  // a long vector, element by element
    std::vector<Id> elements;
    for (uint32_t index = 0; index < type.count; ++index)
      elements.push_back(
          comparable_bits(lowering, builder.emit(spv::Op::OpCompositeExtract, type.element, {value, index})));
    const Id array_type = builder.type_array(builder.type_of(elements.front()), type.count);
    return builder.emit(spv::Op::OpCompositeConstruct, array_type, elements);
  }
  const bool vector = type.opcode == spv::Op::OpTypeVector;
  const TypeInfo& scalar = vector ? builder.type_info(type.element) : type;
  if (scalar.opcode != spv::Op::OpTypeFloat) return value;
  const Id bits = lowering.types.uint(scalar.width);
  return builder.emit(spv::Op::OpBitcast, vector ? builder.type_vector(bits, type.count) : bits, {value});
}

// Whether this lane's integer `key` (scalar, vector or long vector) is the first active lane's.
Id holds_first_lanes_key(Lowering& lowering, Id key) {
  Builder& builder = lowering.builder;
  const Id key_type = builder.type_of(key);
  const TypeInfo type = builder.type_info(key_type);
  if (type.opcode == spv::Op::OpTypeArray) {
    Id same = 0;
    for (uint32_t index = 0; index < type.count; ++index) {
      const Id element =
          holds_first_lanes_key(lowering, builder.emit(spv::Op::OpCompositeExtract, type.element, {key, index}));
      same = same == 0 ? element : builder.emit(spv::Op::OpLogicalAnd, lowering.types.boolean(), {same, element});
    }
    return same;
  }
  const Id first = builder.emit(spv::Op::OpGroupNonUniformBroadcastFirst, key_type, {subgroup_scope(lowering), key});
  if (type.opcode != spv::Op::OpTypeVector)
    return builder.emit(spv::Op::OpIEqual, lowering.types.boolean(), {key, first});
  const Id equal =
      builder.emit(spv::Op::OpIEqual, builder.type_vector(lowering.types.boolean(), type.count), {key, first});
  return builder.emit(spv::Op::OpAll, lowering.types.boolean(), {equal});
}

// Emits the helper's loop: in each iteration the lanes still in it pick the first lane's
// `key` (lanes that hold it run `group` and leave); the loop returns group's result.
// `group` is emitted in the block where only those lanes are active.
Id emit_partition_loop(Lowering& lowering, Id key, const std::function<Id()>& group) {
  Builder& builder = lowering.builder;
  const Id header = builder.allocate_id();
  const Id body = builder.allocate_id();
  const Id continue_target = builder.allocate_id();
  const Id merge = builder.allocate_id();
  builder.emit_void(spv::Op::OpBranch, {header});
  builder.begin_block(header);
  const Id same = holds_first_lanes_key(lowering, key);
  builder.emit_void(spv::Op::OpLoopMerge,
                    {merge, continue_target, static_cast<uint32_t>(spv::LoopControlMask::MaskNone)});
  builder.emit_void(spv::Op::OpBranchConditional, {same, body, continue_target});
  builder.begin_block(body);
  const Id result = group();
  builder.emit_void(spv::Op::OpBranch, {merge});
  builder.begin_block(continue_target);
  builder.emit_void(spv::Op::OpBranch, {header});
  builder.begin_block(merge);
  return result;
}

// A helper function named `name` of `parameters`, returning `result_type`, whose body is
// the loop of emit_partition_loop over the key `key_of(parameters)`.
Id partition_function(Lowering& lowering, const std::string& name, Id result_type, const std::vector<Id>& parameters,
                      const std::function<Id(const std::vector<Id>&)>& key_of,
                      const std::function<Id(const std::vector<Id>&)>& group) {
  Builder& builder = lowering.builder;
  std::string key = name;
  for (Id parameter : parameters) key += "." + std::to_string(parameter);
  return builder.module_definition(key, [&] {
    const Id function = builder.begin_function(result_type, builder.type_function(result_type, parameters));
    builder.set_name(function, name);
    std::vector<Id> values;
    for (Id parameter : parameters) values.push_back(builder.function_parameter(parameter));
    builder.begin_block(builder.allocate_id());
    const Id result = emit_partition_loop(lowering, key_of(values), [&] { return group(values); });
    builder.emit_void(spv::Op::OpReturnValue, {result});
    builder.end_function();
    return function;
  });
}

// WaveMatch(value): the ballot of the lanes whose value equals this lane's.
void lower_wave_match(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id value = lowering.values.value(call.argument(1));
  const Id value_type = builder.type_of(value);
  const Id function = partition_function(
      lowering, "untangle.wave_match", uint4_type(lowering), {value_type},
      [&](const std::vector<Id>& values) { return comparable_bits(lowering, values[0]); },
      // Only the lanes holding the iteration's value are active here: their ballot is the match.
      [&](const std::vector<Id>&) { return ballot(lowering, builder.constant_bool(true)); });
  const Id mask = builder.emit(spv::Op::OpFunctionCall, uint4_type(lowering), {function, value});
  define_mask(lowering, call.instruction, mask);
}

// WaveMultiPrefixOp kinds: Sum, And, Or, Xor, Product.
spv::Op multi_prefix_opcode(uint64_t kind, bool is_float) {
  switch (kind) {
    case 0: return is_float ? spv::Op::OpGroupNonUniformFAdd : spv::Op::OpGroupNonUniformIAdd;
    case 1: return spv::Op::OpGroupNonUniformBitwiseAnd;
    case 2: return spv::Op::OpGroupNonUniformBitwiseOr;
    case 3: return spv::Op::OpGroupNonUniformBitwiseXor;
    case 4: return is_float ? spv::Op::OpGroupNonUniformFMul : spv::Op::OpGroupNonUniformIMul;
    default: unsupported("unknown WaveMultiPrefixOp kind " + std::to_string(kind));
  }
}

// WaveMultiPrefixOp(value, mask0..3, op, sign): the exclusive scan over the lanes of this
// lane's partition, one partition per loop iteration. A partition is the lanes whose masks
// agree on the lanes that run: bits of lanes the wave does not have, or that are inactive
// here, do not part lanes (D3D's masks name lanes; 0xffff and ~0u are one partition of a
// 16-lane wave).
void lower_multi_prefix(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id value = lowering.values.value(call.argument(1));
  const Id value_type = builder.type_of(value);
  const uint64_t kind = constant_integer(call.argument(6), "WaveMultiPrefixOp kind");
  const spv::Op opcode = multi_prefix_opcode(kind, builder.type_info(value_type).opcode == spv::Op::OpTypeFloat);
  if (builder.type_info(value_type).opcode == spv::Op::OpTypeFloat && kind >= 1 && kind <= 3)
    unsupported("WaveMultiPrefix bit operation on a floating-point value");
  const Id function = partition_function(
      lowering, "untangle.wave_multi_prefix_" + std::to_string(kind), value_type, {value_type, uint4_type(lowering)},
      [&](const std::vector<Id>& values) {
        return builder.emit(spv::Op::OpBitwiseAnd, uint4_type(lowering),
                            {values[1], ballot(lowering, builder.constant_bool(true))});
      },
      [&](const std::vector<Id>& values) {
        return builder.emit(opcode, value_type,
                            {subgroup_scope(lowering), group_operation(spv::GroupOperation::ExclusiveScan), values[0]});
      });
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpFunctionCall, value_type,
                                                        {function, value, mask_operand(lowering, call, 2)}));
}

// WaveMultiPrefixBitCount(predicate, mask0..3): set predicates among the lanes of the mask
// below this one.
void lower_multi_prefix_bit_count(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint4 = uint4_type(lowering);
  const Id below = builtin_load(lowering, spv::BuiltIn::SubgroupLtMask, uint4);
  const Id set = ballot(lowering, lowering.values.value(call.argument(1)));
  const Id counted =
      builder.emit(spv::Op::OpBitwiseAnd, uint4,
                   {builder.emit(spv::Op::OpBitwiseAnd, uint4, {set, below}), mask_operand(lowering, call, 2)});
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpGroupNonUniformBallotBitCount, lowering.types.uint(),
                                                        {subgroup_scope(lowering),
                                                         group_operation(spv::GroupOperation::Reduce), counted}));
}

// QuadVote(condition, op): QuadAny (op 0) or QuadAll (1), from two swaps.
void lower_quad_vote(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const uint64_t op = constant_integer(call.argument(2), "quad vote operation");
  if (op > 1) unsupported("unknown quad vote operation " + std::to_string(op));
  const spv::Op combine = op == 0 ? spv::Op::OpLogicalOr : spv::Op::OpLogicalAnd;
  Id vote = lowering.values.value(call.argument(1));
  for (uint32_t direction = 0; direction < 2; ++direction) {
    const Id swapped = builder.emit(spv::Op::OpGroupNonUniformQuadSwap, lowering.types.boolean(),
                                    {subgroup_scope(lowering), vote, lowering.types.uint_constant(direction)});
    vote = builder.emit(combine, lowering.types.boolean(), {vote, swapped});
  }
  lowering.values.define(call.instruction, vote);
}

// GetGroupWaveIndex, GetGroupWaveCount (SM 6.10): the subgroup's index in the workgroup and
// the workgroup's subgroup count.
void lower_group_wave(Lowering& lowering, const DxOpCall& call) {
  if (lowering.stage != dxil::ShaderKind::Compute)
    unsupported(std::string(dxil::dxop_name(call.op)) + " outside a compute shader");
  lowering.values.define(call.instruction,
                         builtin_load(lowering, call.op == dxil::DxOp::GetGroupWaveIndex ? spv::BuiltIn::SubgroupId
                                                                                         : spv::BuiltIn::NumSubgroups));
}

// IsHelperLane: only pixel shaders have helper lanes.
void lower_is_helper_lane(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  if (lowering.stage != dxil::ShaderKind::Pixel)
    return lowering.values.define(call.instruction, builder.constant_bool(false));
  if (builder.version() < kSpirv16) builder.add_extension("SPV_EXT_demote_to_helper_invocation");
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpIsHelperInvocationEXT, lowering.types.boolean(), {}));
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::WaveIsFirstLane, lower_is_first_lane},
    {dxil::DxOp::WaveGetLaneIndex, lower_lane_index},
    {dxil::DxOp::WaveGetLaneCount, lower_lane_count},
    {dxil::DxOp::WaveAnyTrue, lower_vote},
    {dxil::DxOp::WaveAllTrue, lower_vote},
    {dxil::DxOp::WaveActiveAllEqual, lower_vote, kElementwise},
    {dxil::DxOp::WaveActiveBallot, lower_active_ballot},
    {dxil::DxOp::WaveReadLaneAt, lower_read_lane_at, kElementwise},
    {dxil::DxOp::WaveReadLaneFirst, lower_read_lane_first, kElementwise},
    {dxil::DxOp::WaveActiveOp, lower_arithmetic, kElementwise},
    {dxil::DxOp::WaveActiveBit, lower_bit, kElementwise},
    {dxil::DxOp::WavePrefixOp, lower_arithmetic, kElementwise},
    {dxil::DxOp::QuadReadLaneAt, lower_quad_read_lane_at, kElementwise},
    {dxil::DxOp::QuadOp, lower_quad_op, kElementwise},
    {dxil::DxOp::WaveAllBitCount, lower_bit_count},
    {dxil::DxOp::WavePrefixBitCount, lower_bit_count},
    {dxil::DxOp::WaveMatch, lower_wave_match},
    {dxil::DxOp::WaveMultiPrefixOp, lower_multi_prefix, kElementwise},
    {dxil::DxOp::WaveMultiPrefixBitCount, lower_multi_prefix_bit_count},
    {dxil::DxOp::QuadVote, lower_quad_vote},
    {dxil::DxOp::IsHelperLane, lower_is_helper_lane},
    {dxil::DxOp::GetGroupWaveIndex, lower_group_wave},
    {dxil::DxOp::GetGroupWaveCount, lower_group_wave},
};

}  // namespace

std::span<const DxOpRegistration> wave_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
