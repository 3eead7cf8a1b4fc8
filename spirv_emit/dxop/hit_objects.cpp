// SM 6.9 shader execution reordering (DXR 1.2) as SPV_EXT_shader_invocation_reorder: hit
// objects made by tracing a ray without shading it, from a ray query, as a miss or as a nop;
// their state getters; Invoke, which shades one; MaybeReorderThread. Each DXIL hit object is
// the Function variable HitObjects gives it; payloads and attributes pass through module
// variables as TraceRay's do.
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/invocation_reorder.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

using invocation_reorder::Op;

void emit_void(Lowering& lowering, Op op, std::vector<uint32_t> operands) {
  lowering.builder.emit_void(invocation_reorder::opcode(op), operands);
}

Id hit_object(Lowering& lowering, const DxOpCall& call, size_t argument) {
  return lowering.hit_objects.read(call.argument(argument), lowering.types);
}

// The made object's variable (the call's result).
Id made(Lowering& lowering, const DxOpCall& call) { return lowering.hit_objects.variable(&call.instruction); }

// After the object is recorded: its shader table index, where its web keeps one (0: read it
// from the object).
void keep_index(Lowering& lowering, const DxOpCall& call, Id index) {
  lowering.hit_objects.keep_index(call.instruction, index, lowering.types);
}

// HitObject_TraceRay(AS, flags, mask, hitGroupOffset, geometryStride, missIndex, origin xyz,
// tMin, direction xyz, tMax, payload): TraceRay's operands, with no shader run but any-hit
// and intersection ones.
void lower_trace_ray(Lowering& lowering, const DxOpCall& call) {
  std::vector<uint32_t> operands = trace_operands(lowering, call);
  operands.insert(operands.begin(), made(lowering, call));
  through_variable(lowering, call.argument(15), spv::StorageClass::RayPayloadKHR, [&](Id payload) {
    operands.push_back(payload);
    emit_void(lowering, Op::TraceRay, operands);
  });
  keep_index(lowering, call, 0);
}

// HitObject_FromRayQuery(query) and HitObject_FromRayQueryWithAttrs(query, hitKind,
// attributes): the query's committed hit, with shader table index 0 (D3D's until
// SetShaderTableIndex). A triangle hit's attributes and kind are the query's; a procedural
// one's are the given ones (none: a module variable nothing writes).
void lower_from_ray_query(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  std::vector<uint32_t> operands{made(lowering, call), lowering.rays.ray_query(call.argument(1)).variable,
                                 lowering.types.uint_constant(0)};
  if (call.op == dxil::DxOp::HitObject_FromRayQuery) {
    const Id attributes = builder.module_definition("hit_object_no_attributes", [&] {
      const Id variable = builder.global_variable(
          builder.type_pointer(invocation_reorder::kHitObjectAttribute,
                               builder.type_vector(lowering.types.floating(), 2)),
          invocation_reorder::kHitObjectAttribute);
      builder.set_name(variable, "hit_object_attributes");
      return variable;
    });
    operands.push_back(attributes);
    emit_void(lowering, Op::RecordFromQuery, operands);
  } else {
    through_variable(lowering, call.argument(3), invocation_reorder::kHitObjectAttribute, [&](Id attributes) {
      operands.push_back(attributes);
      operands.push_back(lowering.values.value(call.argument(2)));
      emit_void(lowering, Op::RecordFromQuery, operands);
    });
  }
  keep_index(lowering, call, lowering.types.uint_constant(0));
}

// HitObject_MakeMiss(flags, missIndex, origin xyz, tMin, direction xyz, tMax).
void lower_make_miss(Lowering& lowering, const DxOpCall& call) {
  emit_void(lowering, Op::RecordMiss,
            {made(lowering, call), lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2)),
             ray_vector(lowering, call, 3), lowering.values.value(call.argument(6)), ray_vector(lowering, call, 7),
             lowering.values.value(call.argument(10))});
  keep_index(lowering, call, lowering.values.value(call.argument(2)));  // a miss's record is its miss shader's
}

void lower_make_nop(Lowering& lowering, const DxOpCall& call) {
  emit_void(lowering, Op::RecordEmpty, {made(lowering, call)});
  keep_index(lowering, call, lowering.types.uint_constant(0));
}

// HitObject_Invoke(hitObject, payload): the closest-hit or miss shader the object names.
void lower_invoke(Lowering& lowering, const DxOpCall& call) {
  const Id object = hit_object(lowering, call, 1);
  through_variable(lowering, call.argument(2), spv::StorageClass::RayPayloadKHR,
                   [&](Id payload) { emit_void(lowering, Op::ExecuteShader, {object, payload}); });
}

// MaybeReorderThread(hitObject, coherenceHint, hintBits): by the hint alone when the object is
// undef (HLSL's ReorderThread(hint, bits)).
void lower_reorder_thread(Lowering& lowering, const DxOpCall& call) {
  const Id hint = lowering.values.value(call.argument(2));
  const Id bits = lowering.values.value(call.argument(3));
  if (is_undef(call.argument(1))) return emit_void(lowering, Op::ReorderThreadWithHint, {hint, bits});
  emit_void(lowering, Op::ReorderThreadWithHitObject, {hit_object(lowering, call, 1), hint, bits});
}

// The getter of one scalar state value: its instruction and result type.
enum class Result : uint8_t { Bool, Uint, Float };

template <Op op, Result result>
void lower_scalar_state(Lowering& lowering, const DxOpCall& call) {
  const Id type = result == Result::Bool   ? lowering.types.boolean()
                  : result == Result::Uint ? lowering.types.uint()
                                           : lowering.types.floating();
  lowering.values.define(call.instruction,
                         lowering.builder.emit(invocation_reorder::opcode(op), type, {hit_object(lowering, call, 1)}));
}

// A component of a ray's origin or direction (hitObject, component).
template <Op op>
void lower_vector_state(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id vector = builder.emit(invocation_reorder::opcode(op), builder.type_vector(lowering.types.floating(), 3),
                                 {hit_object(lowering, call, 1)});
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpCompositeExtract, lowering.types.floating(),
                                      {vector, constant_below(call.argument(2), "component", 3)}));
}

// An element (row, col) of a 3x4 matrix, which Vulkan's 4x3 one holds transposed: column
// col, row row, as the ray system values are read.
template <Op op>
void lower_matrix_state(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id float3 = builder.type_vector(lowering.types.floating(), 3);
  const Id matrix =
      builder.emit(invocation_reorder::opcode(op), builder.type_matrix(float3, 4), {hit_object(lowering, call, 1)});
  const uint32_t row = constant_below(call.argument(2), "matrix row", 3);
  const uint32_t column = constant_below(call.argument(3), "matrix column", 4);
  lowering.values.define(call.instruction,
                         builder.emit(spv::Op::OpCompositeExtract, lowering.types.floating(), {matrix, column, row}));
}

// HitObject_SetShaderTableIndex(hitObject, index): the object changed in place (its result
// shares its variable).
void lower_set_shader_table_index(Lowering& lowering, const DxOpCall& call) {
  const Id index = lowering.values.value(call.argument(2));
  emit_void(lowering, Op::SetShaderBindingTableRecordIndex, {hit_object(lowering, call, 1), index});
  lowering.hit_objects.keep_index(call.instruction, index, lowering.types);
}

// HitObject_LoadLocalRootTableConstant(hitObject, byteOffset): the word at that offset of the
// shader record the object names, through its device address.
void lower_load_local_root_table_constant(Lowering& lowering, const DxOpCall& call) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id address = builder.emit(invocation_reorder::opcode(Op::GetShaderRecordBufferHandle),
                                  builder.type_vector(uint, 2), {hit_object(lowering, call, 1)});
  const Id word = builder.emit(spv::Op::OpShiftRightLogical, uint,
                               {lowering.values.value(call.argument(2)), lowering.types.uint_constant(2)});
  const Id pointer =
      builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::PhysicalStorageBuffer, uint),
                   {physical_words(lowering, address), lowering.types.uint_constant(0), word});
  lowering.values.define(call.instruction, load_memory(lowering, uint, pointer, 4));
}

// HitObject_Attributes(hitObject, attributes): the hit's attributes copied out.
void lower_attributes(Lowering& lowering, const DxOpCall& call) {
  const Id object = hit_object(lowering, call, 1);
  through_variable(lowering, call.argument(2), invocation_reorder::kHitObjectAttribute,
                   [&](Id attributes) { emit_void(lowering, Op::GetAttributes, {object, attributes}); });
}

// DXIL allows hit objects where Vulkan does: ray generation, closest-hit and miss shaders;
// reordering in ray generation shaders only.
constexpr DxOpTraits kHitObjectStages{
    .stages =
        ShaderStages::only({dxil::ShaderKind::RayGeneration, dxil::ShaderKind::ClosestHit, dxil::ShaderKind::Miss})};
constexpr DxOpTraits kReorderStages{.stages = ShaderStages::only({dxil::ShaderKind::RayGeneration})};

using dxil::DxOp;
constexpr DxOpRegistration kRegistrations[] = {
    {DxOp::HitObject_TraceRay, lower_trace_ray, kHitObjectStages},
    {DxOp::HitObject_FromRayQuery, lower_from_ray_query, kHitObjectStages},
    {DxOp::HitObject_FromRayQueryWithAttrs, lower_from_ray_query, kHitObjectStages},
    {DxOp::HitObject_MakeMiss, lower_make_miss, kHitObjectStages},
    {DxOp::HitObject_MakeNop, lower_make_nop, kHitObjectStages},
    {DxOp::HitObject_Invoke, lower_invoke, kHitObjectStages},
    {DxOp::MaybeReorderThread, lower_reorder_thread, kReorderStages},
    {DxOp::HitObject_IsMiss, lower_scalar_state<Op::IsMiss, Result::Bool>, kHitObjectStages},
    {DxOp::HitObject_IsHit, lower_scalar_state<Op::IsHit, Result::Bool>, kHitObjectStages},
    {DxOp::HitObject_IsNop, lower_scalar_state<Op::IsEmpty, Result::Bool>, kHitObjectStages},
    {DxOp::HitObject_RayFlags, lower_scalar_state<Op::GetRayFlags, Result::Uint>, kHitObjectStages},
    {DxOp::HitObject_RayTMin, lower_scalar_state<Op::GetRayTMin, Result::Float>, kHitObjectStages},
    {DxOp::HitObject_RayTCurrent, lower_scalar_state<Op::GetRayTMax, Result::Float>, kHitObjectStages},
    {DxOp::HitObject_WorldRayOrigin, lower_vector_state<Op::GetWorldRayOrigin>, kHitObjectStages},
    {DxOp::HitObject_WorldRayDirection, lower_vector_state<Op::GetWorldRayDirection>, kHitObjectStages},
    {DxOp::HitObject_ObjectRayOrigin, lower_vector_state<Op::GetObjectRayOrigin>, kHitObjectStages},
    {DxOp::HitObject_ObjectRayDirection, lower_vector_state<Op::GetObjectRayDirection>, kHitObjectStages},
    {DxOp::HitObject_ObjectToWorld3x4, lower_matrix_state<Op::GetObjectToWorld>, kHitObjectStages},
    {DxOp::HitObject_WorldToObject3x4, lower_matrix_state<Op::GetWorldToObject>, kHitObjectStages},
    {DxOp::HitObject_GeometryIndex, lower_scalar_state<Op::GetGeometryIndex, Result::Uint>, kHitObjectStages},
    // D3D's InstanceIndex is Vulkan's InstanceId, D3D's InstanceID its InstanceCustomIndex.
    {DxOp::HitObject_InstanceIndex, lower_scalar_state<Op::GetInstanceId, Result::Uint>, kHitObjectStages},
    {DxOp::HitObject_InstanceID, lower_scalar_state<Op::GetInstanceCustomIndex, Result::Uint>, kHitObjectStages},
    {DxOp::HitObject_PrimitiveIndex, lower_scalar_state<Op::GetPrimitiveIndex, Result::Uint>, kHitObjectStages},
    {DxOp::HitObject_HitKind, lower_scalar_state<Op::GetHitKind, Result::Uint>, kHitObjectStages},
    {DxOp::HitObject_ShaderTableIndex, lower_scalar_state<Op::GetShaderBindingTableRecordIndex, Result::Uint>,
     kHitObjectStages},
    {DxOp::HitObject_SetShaderTableIndex, lower_set_shader_table_index, kHitObjectStages},
    {DxOp::HitObject_LoadLocalRootTableConstant, lower_load_local_root_table_constant, kHitObjectStages},
    {DxOp::HitObject_Attributes, lower_attributes, kHitObjectStages},
};

}  // namespace

std::span<const DxOpRegistration> hit_object_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
