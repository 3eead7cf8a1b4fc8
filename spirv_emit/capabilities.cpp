// Capability tables, from the SPIR-V specification's "Capability" column of each
// instruction, decoration and built-in.
#include "spirv_emit/capabilities.h"

namespace untangle::spirv_emit {

namespace {

using spv::Capability;

constexpr Capability kGroupNonUniform[] = {Capability::GroupNonUniform};
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
constexpr Capability kShaderClock[] = {Capability::ShaderClockKHR};
constexpr Capability kNone[] = {Capability::Max};

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
    default: return none();
  }
}

std::span<const Capability> capabilities_for(spv::Decoration decoration) {
  switch (decoration) {
    case spv::Decoration::NonUniform: return kNonUniform;
    case spv::Decoration::Sample: return kSampleRateShading;
    case spv::Decoration::Patch: return kTessellation;
    default: return none();
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
    case spv::BuiltIn::SubgroupSize:
    case spv::BuiltIn::SubgroupLocalInvocationId:
    case spv::BuiltIn::SubgroupId:
    case spv::BuiltIn::NumSubgroups: return kGroupNonUniform;
    case spv::BuiltIn::SubgroupEqMask:
    case spv::BuiltIn::SubgroupGeMask:
    case spv::BuiltIn::SubgroupGtMask:
    case spv::BuiltIn::SubgroupLeMask:
    case spv::BuiltIn::SubgroupLtMask: return kBallot;
    default: return none();
  }
}

}  // namespace untangle::spirv_emit
