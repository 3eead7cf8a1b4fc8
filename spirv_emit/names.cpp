// Name tables: DXIL operations (numbered as in DXIL.rst) and SPIR-V built-ins.
#include "spirv_emit/names.h"

#include <iterator>

namespace untangle::spirv_emit {

namespace {

// DXIL operations by opcode number (DxilConstants.h, OpCode).
constexpr const char* kDxOpNames[] = {
    "TempRegLoad", "TempRegStore", "MinPrecXRegLoad", "MinPrecXRegStore", "LoadInput", "StoreOutput",
    "FAbs", "Saturate", "IsNaN", "IsInf", "IsFinite", "IsNormal", "Cos", "Sin", "Tan", "Acos", "Asin", "Atan",
    "Hcos", "Hsin", "Htan", "Exp", "Frc", "Log", "Sqrt", "Rsqrt", "Round_ne", "Round_ni", "Round_pi", "Round_z",
    "Bfrev", "Countbits", "FirstbitLo", "FirstbitHi", "FirstbitSHi", "FMax", "FMin", "IMax", "IMin", "UMax",
    "UMin", "IMul", "UMul", "UDiv", "UAddc", "USubb", "FMad", "Fma", "IMad", "UMad", "Msad", "Ibfe", "Ubfe",
    "Bfi", "Dot2", "Dot3", "Dot4", "CreateHandle", "CBufferLoad", "CBufferLoadLegacy", "Sample", "SampleBias",
    "SampleLevel", "SampleGrad", "SampleCmp", "SampleCmpLevelZero", "TextureLoad", "TextureStore", "BufferLoad",
    "BufferStore", "BufferUpdateCounter", "CheckAccessFullyMapped", "GetDimensions", "TextureGather",
    "TextureGatherCmp", "Texture2DMSGetSamplePosition", "RenderTargetGetSamplePosition",
    "RenderTargetGetSampleCount", "AtomicBinOp", "AtomicCompareExchange", "Barrier", "CalculateLOD", "Discard",
    "DerivCoarseX", "DerivCoarseY", "DerivFineX", "DerivFineY", "EvalSnapped", "EvalSampleIndex", "EvalCentroid",
    "SampleIndex", "Coverage", "InnerCoverage", "ThreadId", "GroupId", "ThreadIdInGroup",
    "FlattenedThreadIdInGroup", "EmitStream", "CutStream", "EmitThenCutStream", "GSInstanceID", "MakeDouble",
    "SplitDouble", "LoadOutputControlPoint", "LoadPatchConstant", "DomainLocation", "StorePatchConstant",
    "OutputControlPointID", "PrimitiveID", "CycleCounterLegacy", "WaveIsFirstLane", "WaveGetLaneIndex",
    "WaveGetLaneCount", "WaveAnyTrue", "WaveAllTrue", "WaveActiveAllEqual", "WaveActiveBallot", "WaveReadLaneAt",
    "WaveReadLaneFirst", "WaveActiveOp", "WaveActiveBit", "WavePrefixOp", "QuadReadLaneAt", "QuadOp",
    "BitcastI16toF16", "BitcastF16toI16", "BitcastI32toF32", "BitcastF32toI32", "BitcastI64toF64",
    "BitcastF64toI64", "LegacyF32ToF16", "LegacyF16ToF32", "LegacyDoubleToFloat", "LegacyDoubleToSInt32",
    "LegacyDoubleToUInt32", "WaveAllBitCount", "WavePrefixBitCount", "AttributeAtVertex", "ViewID",
    "RawBufferLoad", "RawBufferStore", "InstanceID", "InstanceIndex", "HitKind", "RayFlags", "DispatchRaysIndex",
    "DispatchRaysDimensions", "WorldRayOrigin", "WorldRayDirection", "ObjectRayOrigin", "ObjectRayDirection",
    "ObjectToWorld", "WorldToObject", "RayTMin", "RayTCurrent", "IgnoreHit", "AcceptHitAndEndSearch", "TraceRay",
    "ReportHit", "CallShader", "CreateHandleForLib", "PrimitiveIndex", "Dot2AddHalf", "Dot4AddI8Packed",
    "Dot4AddU8Packed", "WaveMatch", "WaveMultiPrefixOp", "WaveMultiPrefixBitCount", "SetMeshOutputCounts",
    "EmitIndices", "GetMeshPayload", "StoreVertexOutput", "StorePrimitiveOutput", "DispatchMesh",
    "WriteSamplerFeedback", "WriteSamplerFeedbackBias", "WriteSamplerFeedbackLevel", "WriteSamplerFeedbackGrad",
    "AllocateRayQuery", "RayQuery_TraceRayInline", "RayQuery_Proceed", "RayQuery_Abort",
    "RayQuery_CommitNonOpaqueTriangleHit", "RayQuery_CommitProceduralPrimitiveHit", "RayQuery_CommittedStatus",
    "RayQuery_CandidateType", "RayQuery_CandidateObjectToWorld3x4", "RayQuery_CandidateWorldToObject3x4",
    "RayQuery_CommittedObjectToWorld3x4", "RayQuery_CommittedWorldToObject3x4",
    "RayQuery_CandidateProceduralPrimitiveNonOpaque", "RayQuery_CandidateTriangleFrontFace",
    "RayQuery_CommittedTriangleFrontFace", "RayQuery_CandidateTriangleBarycentrics",
    "RayQuery_CommittedTriangleBarycentrics", "RayQuery_RayFlags", "RayQuery_WorldRayOrigin",
    "RayQuery_WorldRayDirection", "RayQuery_RayTMin", "RayQuery_CandidateTriangleRayT", "RayQuery_CommittedRayT",
    "RayQuery_CandidateInstanceIndex", "RayQuery_CandidateInstanceID", "RayQuery_CandidateGeometryIndex",
    "RayQuery_CandidatePrimitiveIndex", "RayQuery_CandidateObjectRayOrigin", "RayQuery_CandidateObjectRayDirection",
    "RayQuery_CommittedInstanceIndex", "RayQuery_CommittedInstanceID", "RayQuery_CommittedGeometryIndex",
    "RayQuery_CommittedPrimitiveIndex", "RayQuery_CommittedObjectRayOrigin", "RayQuery_CommittedObjectRayDirection",
    "GeometryIndex", "RayQuery_CandidateInstanceContributionToHitGroupIndex",
    "RayQuery_CommittedInstanceContributionToHitGroupIndex", "AnnotateHandle", "CreateHandleFromBinding",
    "CreateHandleFromHeap", "Unpack4x8", "Pack4x8", "IsHelperLane", "QuadVote", "TextureGatherRaw",
    "SampleCmpLevel", "TextureStoreSample", "WaveMatrix_Annotate", "WaveMatrix_Depth", "WaveMatrix_Fill",
    "WaveMatrix_LoadRawBuf", "WaveMatrix_LoadGroupShared", "WaveMatrix_StoreRawBuf", "WaveMatrix_StoreGroupShared",
    "WaveMatrix_Multiply", "WaveMatrix_MultiplyAccumulate", "WaveMatrix_ScalarOp", "WaveMatrix_SumAccumulate",
    "WaveMatrix_Add", "AllocateNodeOutputRecords", "GetNodeRecordPtr", "IncrementOutputCount", "OutputComplete",
    "GetInputRecordCount", "FinishedCrossGroupSharing", "BarrierByMemoryType", "BarrierByMemoryHandle",
    "BarrierByNodeRecordHandle", "CreateNodeOutputHandle", "IndexNodeHandle", "AnnotateNodeHandle",
    "CreateNodeInputRecordHandle", "AnnotateNodeRecordHandle", "NodeOutputIsValid", "GetRemainingRecursionLevels",
    "SampleCmpGrad", "SampleCmpBias", "StartVertexLocation", "StartInstanceLocation",
};
static_assert(std::size(kDxOpNames) == 258, "one name per DXIL 1.8 opcode");

}  // namespace

const char* dx_op_name(uint32_t opcode) { return opcode < std::size(kDxOpNames) ? kDxOpNames[opcode] : "unknown"; }

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
    default: return "";
  }
}

}  // namespace untangle::spirv_emit
