// SPV_EXT_shader_invocation_reorder (Vulkan's VK_EXT_ray_tracing_invocation_reorder): its
// capability, storage class and instructions, which Debian 12's SPIR-V headers predate. Names
// and values are the extension specification's. Each instruction is listed with its
// SPV_NV_shader_invocation_reorder twin (the same operands), which SPIRV-Tools 2023.1 knows;
// spirv_tools/ judges and prints the module through it.
#pragma once

#include <cstdint>
#include <string_view>

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit::invocation_reorder {

inline constexpr std::string_view kExtension = "SPV_EXT_shader_invocation_reorder";
inline constexpr auto kCapability = static_cast<spv::Capability>(5388);         // ShaderInvocationReorderEXT
inline constexpr auto kHitObjectAttribute = static_cast<spv::StorageClass>(5411);  // HitObjectAttributeEXT

enum class Op : uint32_t {
  RecordFromQuery = 5304,
  RecordMiss = 5305,
  GetRayFlags = 5308,
  SetShaderBindingTableRecordIndex = 5309,
  TypeHitObject = 5313,
  ReorderThreadWithHint = 5314,
  ReorderThreadWithHitObject = 5315,
  TraceRay = 5316,
  RecordEmpty = 5318,
  ExecuteShader = 5319,
  GetAttributes = 5321,
  GetHitKind = 5322,
  GetPrimitiveIndex = 5323,
  GetGeometryIndex = 5324,
  GetInstanceId = 5325,
  GetInstanceCustomIndex = 5326,
  GetObjectRayOrigin = 5327,
  GetObjectRayDirection = 5328,
  GetWorldRayDirection = 5329,
  GetWorldRayOrigin = 5330,
  GetObjectToWorld = 5331,
  GetWorldToObject = 5332,
  GetRayTMax = 5333,
  GetRayTMin = 5347,
  GetShaderBindingTableRecordIndex = 5348,
  GetShaderRecordBufferHandle = 5349,
  IsEmpty = 5350,
  IsHit = 5351,
  IsMiss = 5352,
};

constexpr spv::Op opcode(Op op) { return static_cast<spv::Op>(op); }

struct Instruction {
  Op op;
  std::string_view name;  // "OpHitObjectTraceRayEXT"
  bool has_result;        // a result type and id come first
  // The SPV_NV_shader_invocation_reorder instruction of the same operands; OpNop where the NV
  // extension has none (RecordFromQuery, RecordMiss's ray flags, GetRayFlags,
  // SetShaderBindingTableRecordIndex).
  spv::Op nv_twin;
};

// Every instruction above.
inline constexpr Instruction kInstructions[] = {
    {Op::RecordFromQuery, "OpHitObjectRecordFromQueryEXT", false, spv::Op::OpNop},
    {Op::RecordMiss, "OpHitObjectRecordMissEXT", false, spv::Op::OpNop},
    {Op::GetRayFlags, "OpHitObjectGetRayFlagsEXT", true, spv::Op::OpNop},
    {Op::SetShaderBindingTableRecordIndex, "OpHitObjectSetShaderBindingTableRecordIndexEXT", false, spv::Op::OpNop},
    {Op::TypeHitObject, "OpTypeHitObjectEXT", false, spv::Op::OpTypeHitObjectNV},
    {Op::ReorderThreadWithHint, "OpReorderThreadWithHintEXT", false, spv::Op::OpReorderThreadWithHintNV},
    {Op::ReorderThreadWithHitObject, "OpReorderThreadWithHitObjectEXT", false, spv::Op::OpReorderThreadWithHitObjectNV},
    {Op::TraceRay, "OpHitObjectTraceRayEXT", false, spv::Op::OpHitObjectTraceRayNV},
    {Op::RecordEmpty, "OpHitObjectRecordEmptyEXT", false, spv::Op::OpHitObjectRecordEmptyNV},
    {Op::ExecuteShader, "OpHitObjectExecuteShaderEXT", false, spv::Op::OpHitObjectExecuteShaderNV},
    {Op::GetAttributes, "OpHitObjectGetAttributesEXT", false, spv::Op::OpHitObjectGetAttributesNV},
    {Op::GetHitKind, "OpHitObjectGetHitKindEXT", true, spv::Op::OpHitObjectGetHitKindNV},
    {Op::GetPrimitiveIndex, "OpHitObjectGetPrimitiveIndexEXT", true, spv::Op::OpHitObjectGetPrimitiveIndexNV},
    {Op::GetGeometryIndex, "OpHitObjectGetGeometryIndexEXT", true, spv::Op::OpHitObjectGetGeometryIndexNV},
    {Op::GetInstanceId, "OpHitObjectGetInstanceIdEXT", true, spv::Op::OpHitObjectGetInstanceIdNV},
    {Op::GetInstanceCustomIndex, "OpHitObjectGetInstanceCustomIndexEXT", true,
     spv::Op::OpHitObjectGetInstanceCustomIndexNV},
    {Op::GetObjectRayOrigin, "OpHitObjectGetObjectRayOriginEXT", true, spv::Op::OpHitObjectGetObjectRayOriginNV},
    {Op::GetObjectRayDirection, "OpHitObjectGetObjectRayDirectionEXT", true,
     spv::Op::OpHitObjectGetObjectRayDirectionNV},
    {Op::GetWorldRayDirection, "OpHitObjectGetWorldRayDirectionEXT", true, spv::Op::OpHitObjectGetWorldRayDirectionNV},
    {Op::GetWorldRayOrigin, "OpHitObjectGetWorldRayOriginEXT", true, spv::Op::OpHitObjectGetWorldRayOriginNV},
    {Op::GetObjectToWorld, "OpHitObjectGetObjectToWorldEXT", true, spv::Op::OpHitObjectGetObjectToWorldNV},
    {Op::GetWorldToObject, "OpHitObjectGetWorldToObjectEXT", true, spv::Op::OpHitObjectGetWorldToObjectNV},
    {Op::GetRayTMax, "OpHitObjectGetRayTMaxEXT", true, spv::Op::OpHitObjectGetRayTMaxNV},
    {Op::GetRayTMin, "OpHitObjectGetRayTMinEXT", true, spv::Op::OpHitObjectGetRayTMinNV},
    {Op::GetShaderBindingTableRecordIndex, "OpHitObjectGetShaderBindingTableRecordIndexEXT", true,
     spv::Op::OpHitObjectGetShaderBindingTableRecordIndexNV},
    {Op::GetShaderRecordBufferHandle, "OpHitObjectGetShaderRecordBufferHandleEXT", true,
     spv::Op::OpHitObjectGetShaderRecordBufferHandleNV},
    {Op::IsEmpty, "OpHitObjectIsEmptyEXT", true, spv::Op::OpHitObjectIsEmptyNV},
    {Op::IsHit, "OpHitObjectIsHitEXT", true, spv::Op::OpHitObjectIsHitNV},
    {Op::IsMiss, "OpHitObjectIsMissEXT", true, spv::Op::OpHitObjectIsMissNV},
};

// The entry of `opcode`, or null for an instruction that is not this extension's.
constexpr const Instruction* find(uint32_t opcode) {
  // The extension's opcodes lie in [5304, 5352]: most lookups end here.
  if (opcode < static_cast<uint32_t>(Op::RecordFromQuery) || opcode > static_cast<uint32_t>(Op::IsMiss)) return nullptr;
  for (const Instruction& instruction : kInstructions)
    if (static_cast<uint32_t>(instruction.op) == opcode) return &instruction;
  return nullptr;
}

}  // namespace untangle::spirv_emit::invocation_reorder
