// Ray-tracing stage operations (SPV_KHR_ray_tracing): the ray system values as built-ins,
// TraceRay, ReportHit and CallShader with their payload, attribute and callable-data
// variables, and IgnoreHit and AcceptHitAndEndSearch, which end the shader.
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/resource_access.h"

namespace untangle::spirv_emit {

namespace {

enum class Shape : uint8_t { Scalar, Vector3, Matrix4x3 };

enum class Component : uint8_t { Uint, Float };

// A system value: the built-in it reads, its shape and its components' type; a template
// argument of its lowering, so that each system value is one row of the table.
struct SystemValue {
  spv::BuiltIn builtin;
  Shape shape;
  Component component;
};

// Vector components (col) and matrix elements (row, col) index the built-in. D3D's 3x4
// matrices are Vulkan's 4x3 ones transposed: element (row, col) is column col, row row.
void lower_system_value_of(Lowering& lowering, const DxOpCall& call, const SystemValue* value) {
  Builder& builder = lowering.builder;
  const Id scalar = value->component == Component::Float ? lowering.types.floating() : lowering.types.uint();
  Id type = scalar;
  std::vector<uint32_t> indices;
  if (value->shape == Shape::Vector3) {
    type = builder.type_vector(scalar, 3);
    indices = {lowering.types.uint_constant(constant_below(call.argument(1), "component", 3))};
  } else if (value->shape == Shape::Matrix4x3) {
    type = builder.type_matrix(builder.type_vector(scalar, 3), 4);
    const uint32_t row = constant_below(call.argument(1), "matrix row", 3);
    indices = {lowering.types.uint_constant(constant_below(call.argument(2), "matrix column", 4)),
               lowering.types.uint_constant(row)};
  }
  Id pointer = lowering.io.builtin_input(value->builtin, type);
  if (!indices.empty()) {
    indices.insert(indices.begin(), pointer);
    pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Input, scalar), indices);
  }
  lowering.values.define(call.instruction, builder.emit(spv::Op::OpLoad, scalar, {pointer}));
}

template <SystemValue value>
void lower_system_value(Lowering& lowering, const DxOpCall& call) {
  lower_system_value_of(lowering, call, &value);
}

// TraceRay(AS, flags, mask, hitGroupOffset, geometryStride, missIndex, origin xyz, tMin,
// direction xyz, tMax, payload).
void lower_trace_ray(Lowering& lowering, const DxOpCall& call) {
  std::vector<uint32_t> operands = trace_operands(lowering, call);
  through_variable(lowering, call.argument(15), spv::StorageClass::RayPayloadKHR, [&](Id payload) {
    operands.push_back(payload);
    lowering.builder.emit_void(spv::Op::OpTraceRayKHR, operands);
  });
}

// ReportHit(tHit, hitKind, attributes): the attributes are the hit's once it is accepted.
void lower_report_hit(Lowering& lowering, const DxOpCall& call) {
  Id accepted = 0;
  through_variable(lowering, call.argument(3), spv::StorageClass::HitAttributeKHR, [&](Id) {
    accepted =
        lowering.builder.emit(spv::Op::OpReportIntersectionKHR, lowering.types.boolean(),
                              {lowering.values.value(call.argument(1)), lowering.values.value(call.argument(2))});
  });
  // Vulkan allows one hit attribute variable per entry point.
  if (lowering.rays.count(spv::StorageClass::HitAttributeKHR) > 1)
    unsupported("ReportHit with attributes of more than one type");
  lowering.values.define(call.instruction, accepted);
}

// CallShader(shaderIndex, parameter).
void lower_call_shader(Lowering& lowering, const DxOpCall& call) {
  through_variable(lowering, call.argument(2), spv::StorageClass::CallableDataKHR, [&](Id data) {
    lowering.builder.emit_void(spv::Op::OpExecuteCallableKHR, {lowering.values.value(call.argument(1)), data});
  });
}

void end_shader(Lowering& lowering, spv::Op opcode) {
  lowering.builder.emit_void(opcode, {});
  lowering.block_terminated = true;
}

void lower_ignore_hit(Lowering& lowering, const DxOpCall&) { end_shader(lowering, spv::Op::OpIgnoreIntersectionKHR); }
void lower_accept_hit_and_end_search(Lowering& lowering, const DxOpCall&) {
  end_shader(lowering, spv::Op::OpTerminateRayKHR);
}

// DXIL allows these operations in some ray-tracing stages only, as Vulkan does.
constexpr DxOpTraits kTracingStages{
    .stages =
        ShaderStages::only({dxil::ShaderKind::RayGeneration, dxil::ShaderKind::ClosestHit, dxil::ShaderKind::Miss})};
constexpr DxOpTraits kCallingStages{
    .stages = ShaderStages::only({dxil::ShaderKind::RayGeneration, dxil::ShaderKind::ClosestHit, dxil::ShaderKind::Miss,
                                  dxil::ShaderKind::Callable})};
constexpr DxOpTraits kIntersectionStage{.stages = ShaderStages::only({dxil::ShaderKind::Intersection})};
constexpr DxOpTraits kAnyHitStage{.stages = ShaderStages::only({dxil::ShaderKind::AnyHit})};

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::DispatchRaysIndex,
     lower_system_value<SystemValue{spv::BuiltIn::LaunchIdKHR, Shape::Vector3, Component::Uint}>},
    {dxil::DxOp::DispatchRaysDimensions,
     lower_system_value<SystemValue{spv::BuiltIn::LaunchSizeKHR, Shape::Vector3, Component::Uint}>},
    {dxil::DxOp::WorldRayOrigin,
     lower_system_value<SystemValue{spv::BuiltIn::WorldRayOriginKHR, Shape::Vector3, Component::Float}>},
    {dxil::DxOp::WorldRayDirection,
     lower_system_value<SystemValue{spv::BuiltIn::WorldRayDirectionKHR, Shape::Vector3, Component::Float}>},
    {dxil::DxOp::ObjectRayOrigin,
     lower_system_value<SystemValue{spv::BuiltIn::ObjectRayOriginKHR, Shape::Vector3, Component::Float}>},
    {dxil::DxOp::ObjectRayDirection,
     lower_system_value<SystemValue{spv::BuiltIn::ObjectRayDirectionKHR, Shape::Vector3, Component::Float}>},
    {dxil::DxOp::RayTMin, lower_system_value<SystemValue{spv::BuiltIn::RayTminKHR, Shape::Scalar, Component::Float}>},
    // RayTCurrent is the closest hit so far, or the ray's end: Vulkan's RayTmaxKHR.
    {dxil::DxOp::RayTCurrent,
     lower_system_value<SystemValue{spv::BuiltIn::RayTmaxKHR, Shape::Scalar, Component::Float}>},
    {dxil::DxOp::RayFlags,
     lower_system_value<SystemValue{spv::BuiltIn::IncomingRayFlagsKHR, Shape::Scalar, Component::Uint}>},
    // D3D's InstanceIndex is the instance's position in the TLAS (Vulkan's InstanceId);
    // D3D's InstanceID is the user's 24-bit value (Vulkan's InstanceCustomIndexKHR).
    {dxil::DxOp::InstanceIndex,
     lower_system_value<SystemValue{spv::BuiltIn::InstanceId, Shape::Scalar, Component::Uint}>},
    {dxil::DxOp::InstanceID,
     lower_system_value<SystemValue{spv::BuiltIn::InstanceCustomIndexKHR, Shape::Scalar, Component::Uint}>},
    {dxil::DxOp::GeometryIndex,
     lower_system_value<SystemValue{spv::BuiltIn::RayGeometryIndexKHR, Shape::Scalar, Component::Uint}>},
    {dxil::DxOp::PrimitiveIndex,
     lower_system_value<SystemValue{spv::BuiltIn::PrimitiveId, Shape::Scalar, Component::Uint}>},
    {dxil::DxOp::HitKind, lower_system_value<SystemValue{spv::BuiltIn::HitKindKHR, Shape::Scalar, Component::Uint}>},
    {dxil::DxOp::ObjectToWorld,
     lower_system_value<SystemValue{spv::BuiltIn::ObjectToWorldKHR, Shape::Matrix4x3, Component::Float}>},
    {dxil::DxOp::WorldToObject,
     lower_system_value<SystemValue{spv::BuiltIn::WorldToObjectKHR, Shape::Matrix4x3, Component::Float}>},
    {dxil::DxOp::TraceRay, lower_trace_ray, kTracingStages},
    {dxil::DxOp::ReportHit, lower_report_hit, kIntersectionStage},
    {dxil::DxOp::CallShader, lower_call_shader, kCallingStages},
    {dxil::DxOp::IgnoreHit, lower_ignore_hit, kAnyHitStage},
    {dxil::DxOp::AcceptHitAndEndSearch, lower_accept_hit_and_end_search, kAnyHitStage},
};

}  // namespace

std::span<const DxOpRegistration> raytracing_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
