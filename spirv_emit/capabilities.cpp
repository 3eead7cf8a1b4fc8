// Capability tables, from the SPIR-V specification's "Capability" column of each
// instruction, decoration and built-in.
#include "spirv_emit/capabilities.h"

#include "spirv_emit/invocation_reorder.h"
#include "spirv_emit/shader_enqueue.h"

namespace untangle::spirv_emit {

namespace {

using spv::Capability;

constexpr Capability kGroupNonUniform[] = {Capability::GroupNonUniform};
constexpr Capability kInvocationReorder[] = {invocation_reorder::kCapability};
constexpr Capability kVote[] = {Capability::GroupNonUniformVote};
constexpr Capability kBallot[] = {Capability::GroupNonUniformBallot};
constexpr Capability kShuffle[] = {Capability::GroupNonUniformShuffle};
constexpr Capability kShuffleRelative[] = {Capability::GroupNonUniformShuffleRelative};
constexpr Capability kArithmetic[] = {Capability::GroupNonUniformArithmetic};
constexpr Capability kQuad[] = {Capability::GroupNonUniformQuad};
constexpr Capability kDemote[] = {Capability::DemoteToHelperInvocation};
constexpr Capability kDerivativeControl[] = {Capability::DerivativeControl};
constexpr Capability kImageQuery[] = {Capability::ImageQuery};
constexpr Capability kNonUniform[] = {Capability::ShaderNonUniform};
constexpr Capability kSampleRateShading[] = {Capability::SampleRateShading};
constexpr Capability kDrawParameters[] = {Capability::DrawParameters};
constexpr Capability kClipDistance[] = {Capability::ClipDistance};
constexpr Capability kCullDistance[] = {Capability::CullDistance};
constexpr Capability kStencilExport[] = {Capability::StencilExportEXT};
constexpr Capability kGeometry[] = {Capability::Geometry};
constexpr Capability kTessellation[] = {Capability::Tessellation};
constexpr Capability kRayTracing[] = {Capability::RayTracingKHR};
constexpr Capability kRayQuery[] = {Capability::RayQueryKHR};
constexpr Capability kGeometryStreams[] = {Capability::GeometryStreams};
constexpr Capability kMultiViewport[] = {Capability::MultiViewport};
constexpr Capability kMultiView[] = {Capability::MultiView};
constexpr Capability kBarycentric[] = {Capability::FragmentBarycentricKHR};
constexpr Capability kShadingRate[] = {Capability::FragmentShadingRateKHR};
constexpr Capability kFullyCovered[] = {Capability::FragmentFullyCoveredEXT};
constexpr Capability kMeshShading[] = {Capability::MeshShadingEXT};
constexpr Capability kSparseResidency[] = {Capability::SparseResidency};
constexpr Capability kShaderClock[] = {Capability::ShaderClockKHR};
constexpr Capability kShaderEnqueue[] = {shader_enqueue::kCapability};
constexpr Capability kNone[] = {Capability::Max};

constexpr const char* kRayTracingExtension = "SPV_KHR_ray_tracing";
constexpr const char* kRayQueryExtension = "SPV_KHR_ray_query";

bool is_ray_tracing(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpTraceRayKHR:
    case spv::Op::OpExecuteCallableKHR:
    case spv::Op::OpReportIntersectionKHR:
    case spv::Op::OpIgnoreIntersectionKHR:
    case spv::Op::OpTerminateRayKHR: return true;
    default: return false;
  }
}

bool is_ray_query(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpTypeRayQueryKHR:
    case spv::Op::OpRayQueryInitializeKHR:
    case spv::Op::OpRayQueryTerminateKHR:
    case spv::Op::OpRayQueryGenerateIntersectionKHR:
    case spv::Op::OpRayQueryConfirmIntersectionKHR:
    case spv::Op::OpRayQueryProceedKHR:
    case spv::Op::OpRayQueryGetIntersectionTypeKHR:
    case spv::Op::OpRayQueryGetRayTMinKHR:
    case spv::Op::OpRayQueryGetRayFlagsKHR:
    case spv::Op::OpRayQueryGetIntersectionTKHR:
    case spv::Op::OpRayQueryGetIntersectionInstanceCustomIndexKHR:
    case spv::Op::OpRayQueryGetIntersectionInstanceIdKHR:
    case spv::Op::OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR:
    case spv::Op::OpRayQueryGetIntersectionGeometryIndexKHR:
    case spv::Op::OpRayQueryGetIntersectionPrimitiveIndexKHR:
    case spv::Op::OpRayQueryGetIntersectionBarycentricsKHR:
    case spv::Op::OpRayQueryGetIntersectionFrontFaceKHR:
    case spv::Op::OpRayQueryGetIntersectionCandidateAABBOpaqueKHR:
    case spv::Op::OpRayQueryGetIntersectionObjectRayDirectionKHR:
    case spv::Op::OpRayQueryGetIntersectionObjectRayOriginKHR:
    case spv::Op::OpRayQueryGetWorldRayDirectionKHR:
    case spv::Op::OpRayQueryGetWorldRayOriginKHR:
    case spv::Op::OpRayQueryGetIntersectionObjectToWorldKHR:
    case spv::Op::OpRayQueryGetIntersectionWorldToObjectKHR: return true;
    default: return false;
  }
}

bool is_ray_tracing(spv::BuiltIn builtin) {
  switch (builtin) {
    case spv::BuiltIn::LaunchIdKHR:
    case spv::BuiltIn::LaunchSizeKHR:
    case spv::BuiltIn::WorldRayOriginKHR:
    case spv::BuiltIn::WorldRayDirectionKHR:
    case spv::BuiltIn::ObjectRayOriginKHR:
    case spv::BuiltIn::ObjectRayDirectionKHR:
    case spv::BuiltIn::RayTminKHR:
    case spv::BuiltIn::RayTmaxKHR:
    case spv::BuiltIn::InstanceCustomIndexKHR:
    case spv::BuiltIn::ObjectToWorldKHR:
    case spv::BuiltIn::WorldToObjectKHR:
    case spv::BuiltIn::HitKindKHR:
    case spv::BuiltIn::IncomingRayFlagsKHR:
    case spv::BuiltIn::RayGeometryIndexKHR: return true;
    default: return false;
  }
}

bool is_ray_tracing(spv::StorageClass storage_class) {
  switch (storage_class) {
    case spv::StorageClass::CallableDataKHR:
    case spv::StorageClass::IncomingCallableDataKHR:
    case spv::StorageClass::RayPayloadKHR:
    case spv::StorageClass::HitAttributeKHR:
    case spv::StorageClass::IncomingRayPayloadKHR:
    case spv::StorageClass::ShaderRecordBufferKHR: return true;
    default: return false;
  }
}

// SPV_AMDX_shader_enqueue's enumerants (values from 5019 to 5105, among other extensions').
bool is_shader_enqueue(spv::Op opcode) {
  namespace se = shader_enqueue;
  for (spv::Op op :
       {se::kAllocateNodePayloads, se::kEnqueueNodePayloads, se::kTypeNodePayloadArray, se::kFinishWritingNodePayload,
        se::kNodePayloadArrayLength, se::kIsNodePayloadValid, se::kConstantString})
    if (opcode == op) return true;
  return false;
}

bool is_shader_enqueue(spv::Decoration decoration) {
  namespace se = shader_enqueue;
  for (spv::Decoration known :
       {se::kNodeSharesPayloadLimitsWith, se::kNodeMaxPayloads, se::kPayloadNodeName, se::kPayloadNodeBaseIndex,
        se::kPayloadNodeSparseArray, se::kPayloadNodeArraySize, se::kTrackFinishWriting, se::kPayloadDispatchIndirect})
    if (decoration == known) return true;
  return false;
}

bool is_shader_enqueue(spv::BuiltIn builtin) {
  return builtin == shader_enqueue::kRemainingRecursionLevels || builtin == shader_enqueue::kShaderIndexBuiltIn;
}

bool is_shader_enqueue(spv::ExecutionMode mode) {
  namespace se = shader_enqueue;
  for (spv::ExecutionMode known : {se::kCoalescing, se::kIsApiEntry, se::kMaxNodeRecursion, se::kStaticNumWorkgroups,
                                   se::kShaderIndex, se::kMaxNumWorkgroups, se::kSharesInputWith})
    if (mode == known) return true;
  return false;
}

std::span<const Capability> none() { return std::span<const Capability>(kNone, 0); }

}  // namespace

std::span<const Capability> capabilities_for(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpGroupNonUniformElect: return kGroupNonUniform;
    case spv::Op::OpGroupNonUniformAll:
    case spv::Op::OpGroupNonUniformAny:
    case spv::Op::OpGroupNonUniformAllEqual: return kVote;
    case spv::Op::OpGroupNonUniformBroadcast:
    case spv::Op::OpGroupNonUniformBroadcastFirst:
    case spv::Op::OpGroupNonUniformBallot:
    case spv::Op::OpGroupNonUniformInverseBallot:
    case spv::Op::OpGroupNonUniformBallotBitExtract:
    case spv::Op::OpGroupNonUniformBallotBitCount:
    case spv::Op::OpGroupNonUniformBallotFindLSB:
    case spv::Op::OpGroupNonUniformBallotFindMSB: return kBallot;
    case spv::Op::OpGroupNonUniformShuffle:
    case spv::Op::OpGroupNonUniformShuffleXor: return kShuffle;
    case spv::Op::OpGroupNonUniformShuffleUp:
    case spv::Op::OpGroupNonUniformShuffleDown: return kShuffleRelative;
    case spv::Op::OpGroupNonUniformIAdd:
    case spv::Op::OpGroupNonUniformFAdd:
    case spv::Op::OpGroupNonUniformIMul:
    case spv::Op::OpGroupNonUniformFMul:
    case spv::Op::OpGroupNonUniformSMin:
    case spv::Op::OpGroupNonUniformUMin:
    case spv::Op::OpGroupNonUniformFMin:
    case spv::Op::OpGroupNonUniformSMax:
    case spv::Op::OpGroupNonUniformUMax:
    case spv::Op::OpGroupNonUniformFMax:
    case spv::Op::OpGroupNonUniformBitwiseAnd:
    case spv::Op::OpGroupNonUniformBitwiseOr:
    case spv::Op::OpGroupNonUniformBitwiseXor:
    case spv::Op::OpGroupNonUniformLogicalAnd:
    case spv::Op::OpGroupNonUniformLogicalOr:
    case spv::Op::OpGroupNonUniformLogicalXor: return kArithmetic;
    case spv::Op::OpGroupNonUniformQuadBroadcast:
    case spv::Op::OpGroupNonUniformQuadSwap: return kQuad;
    case spv::Op::OpDemoteToHelperInvocation:
    case spv::Op::OpIsHelperInvocationEXT: return kDemote;
    case spv::Op::OpDPdxFine:
    case spv::Op::OpDPdyFine:
    case spv::Op::OpFwidthFine:
    case spv::Op::OpDPdxCoarse:
    case spv::Op::OpDPdyCoarse:
    case spv::Op::OpFwidthCoarse: return kDerivativeControl;
    case spv::Op::OpImageQuerySizeLod:
    case spv::Op::OpImageQuerySize:
    case spv::Op::OpImageQueryLod:
    case spv::Op::OpImageQueryLevels:
    case spv::Op::OpImageQuerySamples: return kImageQuery;
    case spv::Op::OpReadClockKHR: return kShaderClock;
    case spv::Op::OpEmitVertex:
    case spv::Op::OpEndPrimitive: return kGeometry;
    case spv::Op::OpEmitStreamVertex:
    case spv::Op::OpEndStreamPrimitive: return kGeometryStreams;
    case spv::Op::OpSetMeshOutputsEXT:
    case spv::Op::OpEmitMeshTasksEXT: return kMeshShading;
    case spv::Op::OpImageSparseSampleImplicitLod:
    case spv::Op::OpImageSparseSampleExplicitLod:
    case spv::Op::OpImageSparseSampleDrefImplicitLod:
    case spv::Op::OpImageSparseSampleDrefExplicitLod:
    case spv::Op::OpImageSparseFetch:
    case spv::Op::OpImageSparseGather:
    case spv::Op::OpImageSparseDrefGather:
    case spv::Op::OpImageSparseTexelsResident:
    case spv::Op::OpImageSparseRead: return kSparseResidency;
    default:
      if (is_ray_tracing(opcode)) return kRayTracing;
      if (is_ray_query(opcode)) return kRayQuery;
      if (invocation_reorder::find(static_cast<uint32_t>(opcode)) != nullptr) return kInvocationReorder;
      if (is_shader_enqueue(opcode)) return kShaderEnqueue;
      return none();
  }
}

std::span<const Capability> capabilities_for(spv::Decoration decoration) {
  switch (decoration) {
    case spv::Decoration::NonUniform: return kNonUniform;
    case spv::Decoration::Sample: return kSampleRateShading;
    case spv::Decoration::Patch: return kTessellation;
    case spv::Decoration::Stream: return kGeometryStreams;
    case spv::Decoration::PerVertexKHR: return kBarycentric;
    case spv::Decoration::PerPrimitiveEXT: return kMeshShading;
    default: return is_shader_enqueue(decoration) ? kShaderEnqueue : none();
  }
}

std::span<const Capability> capabilities_for(spv::BuiltIn builtin) {
  switch (builtin) {
    case spv::BuiltIn::SampleId:
    case spv::BuiltIn::SamplePosition: return kSampleRateShading;
    case spv::BuiltIn::BaseVertex:
    case spv::BuiltIn::BaseInstance:
    case spv::BuiltIn::DrawIndex: return kDrawParameters;
    case spv::BuiltIn::ClipDistance: return kClipDistance;
    case spv::BuiltIn::CullDistance: return kCullDistance;
    case spv::BuiltIn::FragStencilRefEXT: return kStencilExport;
    case spv::BuiltIn::TessLevelOuter:
    case spv::BuiltIn::TessLevelInner:
    case spv::BuiltIn::TessCoord:
    case spv::BuiltIn::PatchVertices: return kTessellation;
    case spv::BuiltIn::ViewportIndex: return kMultiViewport;
    case spv::BuiltIn::ViewIndex: return kMultiView;
    case spv::BuiltIn::BaryCoordKHR:
    case spv::BuiltIn::BaryCoordNoPerspKHR: return kBarycentric;
    case spv::BuiltIn::ShadingRateKHR:
    case spv::BuiltIn::PrimitiveShadingRateKHR: return kShadingRate;
    case spv::BuiltIn::FullyCoveredEXT: return kFullyCovered;
    case spv::BuiltIn::CullPrimitiveEXT:
    case spv::BuiltIn::PrimitivePointIndicesEXT:
    case spv::BuiltIn::PrimitiveLineIndicesEXT:
    case spv::BuiltIn::PrimitiveTriangleIndicesEXT: return kMeshShading;
    case spv::BuiltIn::SubgroupSize:
    case spv::BuiltIn::SubgroupLocalInvocationId:
    case spv::BuiltIn::SubgroupId:
    case spv::BuiltIn::NumSubgroups: return kGroupNonUniform;
    case spv::BuiltIn::SubgroupEqMask:
    case spv::BuiltIn::SubgroupGeMask:
    case spv::BuiltIn::SubgroupGtMask:
    case spv::BuiltIn::SubgroupLeMask:
    case spv::BuiltIn::SubgroupLtMask: return kBallot;
    default:
      if (is_shader_enqueue(builtin)) return kShaderEnqueue;
      return is_ray_tracing(builtin) ? kRayTracing : none();
  }
}

std::span<const Capability> capabilities_for(spv::StorageClass storage_class) {
  if (storage_class == invocation_reorder::kHitObjectAttribute) return kInvocationReorder;
  if (storage_class == shader_enqueue::kNodePayload) return kShaderEnqueue;
  return is_ray_tracing(storage_class) ? kRayTracing : none();
}

std::span<const Capability> capabilities_for(spv::ExecutionMode mode) {
  return is_shader_enqueue(mode) ? kShaderEnqueue : none();
}

std::string_view extension_for(spv::Op opcode) {
  switch (opcode) {
    case spv::Op::OpSetMeshOutputsEXT:
    case spv::Op::OpEmitMeshTasksEXT: return "SPV_EXT_mesh_shader";
    default:
      if (is_ray_tracing(opcode)) return kRayTracingExtension;
      if (is_ray_query(opcode)) return kRayQueryExtension;
      if (invocation_reorder::find(static_cast<uint32_t>(opcode)) != nullptr) return invocation_reorder::kExtension;
      if (is_shader_enqueue(opcode)) return shader_enqueue::kExtension;
      return {};
  }
}

std::string_view extension_for(spv::Decoration decoration) {
  switch (decoration) {
    case spv::Decoration::PerVertexKHR: return "SPV_KHR_fragment_shader_barycentric";
    case spv::Decoration::PerPrimitiveEXT: return "SPV_EXT_mesh_shader";
    default: return is_shader_enqueue(decoration) ? shader_enqueue::kExtension : std::string_view{};
  }
}

std::string_view extension_for(spv::BuiltIn builtin) {
  switch (builtin) {
    case spv::BuiltIn::FragStencilRefEXT: return "SPV_EXT_shader_stencil_export";
    case spv::BuiltIn::BaryCoordKHR:
    case spv::BuiltIn::BaryCoordNoPerspKHR: return "SPV_KHR_fragment_shader_barycentric";
    case spv::BuiltIn::ShadingRateKHR:
    case spv::BuiltIn::PrimitiveShadingRateKHR: return "SPV_KHR_fragment_shading_rate";
    case spv::BuiltIn::FullyCoveredEXT: return "SPV_EXT_fragment_fully_covered";
    case spv::BuiltIn::CullPrimitiveEXT:
    case spv::BuiltIn::PrimitivePointIndicesEXT:
    case spv::BuiltIn::PrimitiveLineIndicesEXT:
    case spv::BuiltIn::PrimitiveTriangleIndicesEXT: return "SPV_EXT_mesh_shader";
    default:
      if (is_shader_enqueue(builtin)) return shader_enqueue::kExtension;
      return is_ray_tracing(builtin) ? kRayTracingExtension : std::string_view{};
  }
}

std::string_view extension_for(spv::StorageClass storage_class) {
  if (storage_class == invocation_reorder::kHitObjectAttribute) return invocation_reorder::kExtension;
  if (storage_class == shader_enqueue::kNodePayload) return shader_enqueue::kExtension;
  return is_ray_tracing(storage_class) ? kRayTracingExtension : std::string_view{};
}

std::string_view extension_for(spv::ExecutionMode mode) {
  return is_shader_enqueue(mode) ? shader_enqueue::kExtension : std::string_view{};
}

}  // namespace untangle::spirv_emit
