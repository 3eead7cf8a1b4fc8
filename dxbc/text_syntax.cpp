// The word tables of fxc's syntax (text_syntax.h).
#include "dxbc/text_syntax.h"

#include <array>
#include <cctype>

namespace untangle::dxbc::text {
namespace {

constexpr Word kResourceDimensions[] = {
    {1, "buffer"},          {2, "texture1d"},        {3, "texture2d"},        {4, "texture2dms"},
    {5, "texture3d"},       {6, "texturecube"},      {7, "texture1darray"},   {8, "texture2darray"},
    {9, "texture2dmsarray"}, {10, "texturecubearray"}, {11, "raw_buffer"},    {12, "structured_buffer"},
};

constexpr Word kReturnTypes[] = {
    {1, "unorm"}, {2, "snorm"}, {3, "sint"}, {4, "uint"}, {5, "float"},
    {6, "mixed"}, {7, "double"}, {8, "continued"}, {9, "unused"},
};

constexpr Word kInterpolationModes[] = {
    {0, "undefined"},
    {1, "constant"},
    {2, "linear"},
    {3, "linear centroid"},
    {4, "linear noperspective"},
    {5, "linear noperspective centroid"},
    {6, "linear sample"},
    {7, "linear noperspective sample"},
};

constexpr Word kSystemValueNames[] = {
    {0, "undefined"},
    {1, "position"},
    {2, "clip_distance"},
    {3, "cull_distance"},
    {4, "rendertarget_array_index"},
    {5, "viewport_array_index"},
    {6, "vertex_id"},
    {7, "primitive_id"},
    {8, "instance_id"},
    {9, "is_front_face"},
    {10, "sampleIndex"},
    {11, "finalQuadUeq0EdgeTessFactor"},
    {12, "finalQuadVeq0EdgeTessFactor"},
    {13, "finalQuadUeq1EdgeTessFactor"},
    {14, "finalQuadVeq1EdgeTessFactor"},
    {15, "finalQuadUInsideTessFactor"},
    {16, "finalQuadVInsideTessFactor"},
    {17, "finalTriUeq0EdgeTessFactor"},
    {18, "finalTriVeq0EdgeTessFactor"},
    {19, "finalTriWeq0EdgeTessFactor"},
    {20, "finalTriInsideTessFactor"},
    {21, "finalLineDetailTessFactor"},
    {22, "finalLineDensityTessFactor"},
};

// D3D11_SB_PRIMITIVE_n_CONTROL_POINT_PATCH is 7 + n.
constexpr Word kInputPrimitives[] = {
    {1, "point"},    {2, "line"},     {3, "triangle"}, {6, "lineadj"},  {7, "triangleadj"},
    {8, "patch1"},   {9, "patch2"},   {10, "patch3"},  {11, "patch4"},  {12, "patch5"},
    {13, "patch6"},  {14, "patch7"},  {15, "patch8"},  {16, "patch9"},  {17, "patch10"},
    {18, "patch11"}, {19, "patch12"}, {20, "patch13"}, {21, "patch14"}, {22, "patch15"},
    {23, "patch16"}, {24, "patch17"}, {25, "patch18"}, {26, "patch19"}, {27, "patch20"},
    {28, "patch21"}, {29, "patch22"}, {30, "patch23"}, {31, "patch24"}, {32, "patch25"},
    {33, "patch26"}, {34, "patch27"}, {35, "patch28"}, {36, "patch29"}, {37, "patch30"},
    {38, "patch31"}, {39, "patch32"},
};

constexpr Word kOutputTopologies[] = {
    {1, "pointlist"},        {2, "linelist"},          {3, "linestrip"},
    {4, "trianglelist"},     {5, "trianglestrip"},     {10, "linelist_adj"},
    {11, "linestrip_adj"},   {12, "trianglelist_adj"}, {13, "trianglestrip_adj"},
};

constexpr Word kTessellatorDomains[] = {{1, "domain_isoline"}, {2, "domain_tri"}, {3, "domain_quad"}};

constexpr Word kTessellatorPartitionings[] = {
    {1, "partitioning_integer"},
    {2, "partitioning_pow2"},
    {3, "partitioning_fractional_odd"},
    {4, "partitioning_fractional_even"},
};

constexpr Word kTessellatorOutputPrimitives[] = {
    {1, "output_point"}, {2, "output_line"}, {3, "output_triangle_cw"}, {4, "output_triangle_ccw"}};

constexpr Word kSamplerModes[] = {{0, "mode_default"}, {1, "mode_comparison"}, {2, "mode_mono"}};

constexpr Word kGlobalFlags[] = {
    {1u << 0, "refactoringAllowed"},
    {1u << 1, "enableDoublePrecisionFloatOps"},
    {1u << 2, "forceEarlyDepthStencil"},
    {1u << 3, "enableRawAndStructuredBuffers"},
    {1u << 4, "skipOptimization"},
    {1u << 5, "enableMinimumPrecision"},
    {1u << 6, "enable11_1DoubleExtensions"},
    {1u << 7, "enable11_1ShaderExtensions"},
    {1u << 8, "allResourcesBound"},
};

// fxc's order: the widest scope first (sync_uglobal_g_t).
constexpr Word kSyncFlags[] = {{1u << 3, "uglobal"}, {1u << 2, "ugroup"}, {1u << 1, "g"}, {1u << 0, "t"}};

constexpr Word kResinfoReturnTypes[] = {{0, ""}, {1, "_rcpFloat"}, {2, "_uint"}};

constexpr Word kMinPrecisions[] = {{1, "min16f"}, {2, "min2_8f"}, {4, "min16i"}, {5, "min16u"}};

constexpr Word kSignatureSystemValues[] = {
    {0, "NONE"},     {1, "POS"},      {2, "CLIPDST"},  {3, "CULLDST"},  {4, "RTINDEX"},
    {5, "VPINDEX"},  {6, "VERTID"},   {7, "PRIMID"},   {8, "INSTID"},   {9, "FFACE"},
    {10, "SAMPLE"},  {11, "QUADEDGE"}, {12, "QUADINT"}, {13, "TRIEDGE"}, {14, "TRIINT"},
    {15, "LINEDET"}, {16, "LINEDEN"},
};

// fxc's signature parts hold 0 for these (its blobs say so, every SV_Target and SV_Coverage
// in them); the D3D_NAME values 64 to 70 appear only in reflection, and a part that stores
// one is printed with the number.
constexpr NamedSemantic kNamedSemantics[] = {
    {"SV_Target", "TARGET"},
    {"SV_Depth", "DEPTH", OperandType::OutputDepth},
    {"SV_DepthGreaterEqual", "DEPTHGE", OperandType::OutputDepthGreaterEqual},
    {"SV_DepthLessEqual", "DEPTHLE", OperandType::OutputDepthLessEqual},
    {"SV_Coverage", "COVERAGE", OperandType::OutputCoverageMask, OperandType::InputCoverageMask},
    {"SV_StencilRef", "STENCILREF", OperandType::OutputStencilRef},
    {"SV_InnerCoverage", "INNERCOV", OperandType::Null, OperandType::InnerCoverage},
};

constexpr Word kSignatureComponentTypes[] = {{0, "unknown"}, {1, "uint"}, {2, "int"}, {3, "float"}};

constexpr Word kSignatureMinPrecisions[] = {
    {0, "none"}, {1, "min16f"}, {2, "min2_8f"}, {4, "min16i"}, {5, "min16u"}, {0xf0, "any16"}, {0xf1, "any10"}};

struct Prefix {
  OperandType type;
  std::string_view text;
};

// Indexed by OperandType.
constexpr std::array<std::string_view, kOperandTypeCount> kPrefixes = {
    "r", "v", "o", "x", "", "", "s", "t", "cb", "icb", "l", "vPrim", "oDepth", "null", "rasterizer", "oMask",
    "m", "fb", "ft", "fp", "fi", "fo", "vOutputControlPointID", "vForkInstanceID", "vJoinInstanceID", "vicp",
    "vocp", "vpc", "vDomain", "this", "u", "g", "vThreadID", "vThreadGroupID", "vThreadIDInGroup", "vCoverage",
    "vThreadIDInGroupFlattened", "vGSInstanceID", "oDepthGE", "oDepthLE", "vCycleCounter", "oStencilRef",
    "vInnerCoverage",
};

// SM 5.1's spellings of the resource registers.
constexpr Prefix kUpperPrefixes[] = {
    {OperandType::Sampler, "S"},
    {OperandType::Resource, "T"},
    {OperandType::ConstantBuffer, "CB"},
    {OperandType::UnorderedAccessView, "U"},
};

bool is_identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

}  // namespace

std::optional<std::string_view> word_for(std::span<const Word> table, uint32_t value) {
  for (const Word& word : table)
    if (word.value == value) return word.text;
  return std::nullopt;
}

std::optional<uint32_t> value_for(std::span<const Word> table, std::string_view text) {
  for (const Word& word : table)
    if (word.text == text) return word.value;
  return std::nullopt;
}

std::span<const Word> resource_dimensions() { return kResourceDimensions; }
std::span<const Word> return_types() { return kReturnTypes; }
std::span<const Word> interpolation_modes() { return kInterpolationModes; }
std::span<const Word> system_value_names() { return kSystemValueNames; }
std::span<const Word> input_primitives() { return kInputPrimitives; }
std::span<const Word> output_topologies() { return kOutputTopologies; }
std::span<const Word> tessellator_domains() { return kTessellatorDomains; }
std::span<const Word> tessellator_partitionings() { return kTessellatorPartitionings; }
std::span<const Word> tessellator_output_primitives() { return kTessellatorOutputPrimitives; }
std::span<const Word> sampler_modes() { return kSamplerModes; }
std::span<const Word> global_flags() { return kGlobalFlags; }
std::span<const Word> sync_flags() { return kSyncFlags; }
std::span<const Word> resinfo_return_types() { return kResinfoReturnTypes; }
std::span<const Word> min_precisions() { return kMinPrecisions; }
std::span<const Word> signature_system_values() { return kSignatureSystemValues; }
std::span<const Word> signature_component_types() { return kSignatureComponentTypes; }
std::span<const NamedSemantic> named_semantics() { return kNamedSemantics; }

const NamedSemantic* find_named_semantic(std::string_view semantic) {
  const auto lower = [](char c) { return std::tolower(static_cast<unsigned char>(c)); };
  for (const NamedSemantic& named : kNamedSemantics) {
    if (named.semantic.size() != semantic.size()) continue;
    bool same = true;
    for (size_t i = 0; i < semantic.size() && same; ++i) same = lower(semantic[i]) == lower(named.semantic[i]);
    if (same) return &named;
  }
  return nullptr;
}
std::span<const Word> signature_min_precisions() { return kSignatureMinPrecisions; }

std::string_view register_prefix(OperandType type, bool shader_model_5_1) {
  if (shader_model_5_1)
    for (const Prefix& prefix : kUpperPrefixes)
      if (prefix.type == type) return prefix.text;
  const auto index = static_cast<size_t>(type);
  return index < kPrefixes.size() ? kPrefixes[index] : std::string_view{};
}

std::optional<OperandType> register_type(std::string_view text, size_t& length) {
  std::optional<OperandType> best;
  length = 0;
  auto consider = [&](OperandType type, std::string_view prefix) {
    if (prefix.empty() || prefix.size() <= length || !text.starts_with(prefix)) return;
    // "rasterizer" is not r + "asterizer": a name ends where letters do.
    if (prefix.size() < text.size() && is_identifier_char(text[prefix.size()])) return;
    best = type;
    length = prefix.size();
  };
  for (size_t i = 0; i < kPrefixes.size(); ++i) consider(static_cast<OperandType>(i), kPrefixes[i]);
  for (const Prefix& prefix : kUpperPrefixes) consider(prefix.type, prefix.text);
  return best;
}

uint8_t bare_component_count(OperandType type, bool declaration) {
  if (declaration) {
    // As fxc encodes them (vkd3d's and vkd3d-proton's fxc-compiled tests say so).
    if (type == OperandType::ConstantBuffer) return 4;
    return type == OperandType::InputCoverageMask ? 1 : 0;
  }
  switch (type) {
    case OperandType::InputPrimitiveId:
    case OperandType::OutputDepth:
    case OperandType::OutputCoverageMask:
    case OperandType::OutputControlPointId:
    case OperandType::InputForkInstanceId:
    case OperandType::InputJoinInstanceId:
    case OperandType::InputCoverageMask:
    case OperandType::InputGsInstanceId:
    case OperandType::OutputDepthGreaterEqual:
    case OperandType::OutputDepthLessEqual:
    case OperandType::OutputStencilRef:
    case OperandType::InnerCoverage:
      return 1;
    default:
      return 0;
  }
}

bool brackets_every_index(OperandType type, size_t index_count) {
  switch (type) {
    case OperandType::ImmediateConstantBuffer:
    case OperandType::InputControlPoint:
    case OperandType::OutputControlPoint:
      return true;
    case OperandType::Input:
    case OperandType::Output:
    case OperandType::InputPatchConstant:
      return index_count >= 2;
    default:
      return false;
  }
}

NumberKind immediate_kind(Opcode opcode) {
  switch (opcode) {
    case Opcode::And:
    case Opcode::Or:
    case Opcode::Xor:
    case Opcode::Not:
      return NumberKind::Hex;
    case Opcode::Mov:
    case Opcode::Movc:
    case Opcode::Swapc:
    case Opcode::CustomData:
      return NumberKind::Typeless;
    case Opcode::Ld:
    case Opcode::LdMs:
    case Opcode::LdFeedback:
    case Opcode::LdMsFeedback:
    case Opcode::ResInfo:
    case Opcode::BufInfo:
    case Opcode::SampleInfo:
    case Opcode::SamplePos:
    case Opcode::EvalSampleIndex:
    case Opcode::EvalSnapped:
    case Opcode::CheckAccessFullyMapped:
      return NumberKind::Int;
    default:
      break;
  }
  switch (opcode_info(opcode).kind) {
    case OpcodeKind::Float:
    case OpcodeKind::Texture:  // sample coordinates, lods, references
      return NumberKind::Float;
    case OpcodeKind::Uint:
    case OpcodeKind::Bit:
      return NumberKind::Uint;
    case OpcodeKind::Memory:
    case OpcodeKind::Atomic:
    case OpcodeKind::Double:
      return NumberKind::Typeless;
    default:
      return NumberKind::Int;
  }
}

uint8_t destination_count(Opcode opcode) {
  switch (opcode) {
    case Opcode::SinCos:
    case Opcode::UDiv:
    case Opcode::UMul:
    case Opcode::IMul:
    case Opcode::UAddc:
    case Opcode::USubb:
    case Opcode::Swapc:
      return 2;
    default:
      break;
  }
  const OpcodeInfo& info = opcode_info(opcode);
  if (info.operand_count == 0) return 0;
  switch (info.kind) {
    case OpcodeKind::Flow:
    case OpcodeKind::Geometry:
    case OpcodeKind::Phase:
    case OpcodeKind::Interface:
      return 0;
    case OpcodeKind::Atomic:
      return info.spelling.starts_with("imm_") ? 2 : 1;
    case OpcodeKind::Texture:
    case OpcodeKind::Memory:
      return info.spelling.ends_with("_s") ? 2 : 1;  // the feedback forms also write a status
    case OpcodeKind::Declaration:
      return info.operand_count;
    default:
      return 1;
  }
}

bool has_test(Opcode opcode) {
  switch (opcode) {
    case Opcode::Breakc:
    case Opcode::Callc:
    case Opcode::Continuec:
    case Opcode::Discard:
    case Opcode::If:
    case Opcode::Retc:
      return true;
    default:
      return false;
  }
}

}  // namespace untangle::dxbc::text
