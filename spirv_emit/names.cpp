// SPIR-V built-in names, for OpName.
#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

const char* builtin_name(spv::BuiltIn builtin) {
  switch (builtin) {
    case spv::BuiltIn::GlobalInvocationId: return "GlobalInvocationId";
    case spv::BuiltIn::WorkgroupId: return "WorkgroupId";
    case spv::BuiltIn::LocalInvocationId: return "LocalInvocationId";
    case spv::BuiltIn::LocalInvocationIndex: return "LocalInvocationIndex";
    case spv::BuiltIn::SubgroupSize: return "SubgroupSize";
    case spv::BuiltIn::SubgroupLocalInvocationId: return "SubgroupLocalInvocationId";
    case spv::BuiltIn::Position: return "Position";
    case spv::BuiltIn::FragCoord: return "FragCoord";
    case spv::BuiltIn::FragDepth: return "FragDepth";
    case spv::BuiltIn::VertexIndex: return "VertexIndex";
    case spv::BuiltIn::InstanceIndex: return "InstanceIndex";
    case spv::BuiltIn::FrontFacing: return "FrontFacing";
    case spv::BuiltIn::SampleId: return "SampleId";
    case spv::BuiltIn::PrimitiveId: return "PrimitiveId";
    case spv::BuiltIn::InstanceId: return "InstanceId";
    case spv::BuiltIn::LaunchIdKHR: return "LaunchIdKHR";
    case spv::BuiltIn::LaunchSizeKHR: return "LaunchSizeKHR";
    case spv::BuiltIn::WorldRayOriginKHR: return "WorldRayOriginKHR";
    case spv::BuiltIn::WorldRayDirectionKHR: return "WorldRayDirectionKHR";
    case spv::BuiltIn::ObjectRayOriginKHR: return "ObjectRayOriginKHR";
    case spv::BuiltIn::ObjectRayDirectionKHR: return "ObjectRayDirectionKHR";
    case spv::BuiltIn::RayTminKHR: return "RayTminKHR";
    case spv::BuiltIn::RayTmaxKHR: return "RayTmaxKHR";
    case spv::BuiltIn::InstanceCustomIndexKHR: return "InstanceCustomIndexKHR";
    case spv::BuiltIn::ObjectToWorldKHR: return "ObjectToWorldKHR";
    case spv::BuiltIn::WorldToObjectKHR: return "WorldToObjectKHR";
    case spv::BuiltIn::HitKindKHR: return "HitKindKHR";
    case spv::BuiltIn::IncomingRayFlagsKHR: return "IncomingRayFlagsKHR";
    case spv::BuiltIn::RayGeometryIndexKHR: return "RayGeometryIndexKHR";
    case spv::BuiltIn::ClipDistance: return "ClipDistance";
    case spv::BuiltIn::PointSize: return "PointSize";
    case spv::BuiltIn::CullDistance: return "CullDistance";
    case spv::BuiltIn::InvocationId: return "InvocationId";
    case spv::BuiltIn::Layer: return "Layer";
    case spv::BuiltIn::ViewportIndex: return "ViewportIndex";
    case spv::BuiltIn::TessLevelOuter: return "TessLevelOuter";
    case spv::BuiltIn::TessLevelInner: return "TessLevelInner";
    case spv::BuiltIn::TessCoord: return "TessCoord";
    case spv::BuiltIn::SampleMask: return "SampleMask";
    case spv::BuiltIn::BaseVertex: return "BaseVertex";
    case spv::BuiltIn::BaseInstance: return "BaseInstance";
    case spv::BuiltIn::ViewIndex: return "ViewIndex";
    case spv::BuiltIn::FragStencilRefEXT: return "FragStencilRefEXT";
    case spv::BuiltIn::FullyCoveredEXT: return "FullyCoveredEXT";
    case spv::BuiltIn::BaryCoordKHR: return "BaryCoordKHR";
    case spv::BuiltIn::BaryCoordNoPerspKHR: return "BaryCoordNoPerspKHR";
    case spv::BuiltIn::ShadingRateKHR: return "ShadingRateKHR";
    case spv::BuiltIn::PrimitiveShadingRateKHR: return "PrimitiveShadingRateKHR";
    case spv::BuiltIn::CullPrimitiveEXT: return "CullPrimitiveEXT";
    case spv::BuiltIn::PrimitiveLineIndicesEXT: return "PrimitiveLineIndicesEXT";
    case spv::BuiltIn::PrimitiveTriangleIndicesEXT: return "PrimitiveTriangleIndicesEXT";
    default: return "";
  }
}

}  // namespace untangle::spirv_emit
