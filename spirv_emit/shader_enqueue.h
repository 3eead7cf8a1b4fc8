// SPV_AMDX_shader_enqueue (revision 2, 2024: D3D12's work graphs): the capability, storage
// class, execution modes, decorations, built-ins and instructions that node shaders are
// written with (node_records.h), which Debian 12's SPIR-V headers predate. Names and values are
// the extension specification's.
#pragma once

#include <string_view>

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit::shader_enqueue {

inline constexpr std::string_view kExtension = "SPV_AMDX_shader_enqueue";
inline constexpr auto kCapability = static_cast<spv::Capability>(5067);     // ShaderEnqueueAMDX
inline constexpr auto kNodePayload = static_cast<spv::StorageClass>(5068);  // NodePayloadAMDX

inline constexpr auto kCoalescing = static_cast<spv::ExecutionMode>(5069);
inline constexpr auto kIsApiEntry = static_cast<spv::ExecutionMode>(5070);           // <id> bool
inline constexpr auto kMaxNodeRecursion = static_cast<spv::ExecutionMode>(5071);     // <id> uint
inline constexpr auto kStaticNumWorkgroups = static_cast<spv::ExecutionMode>(5072);  // <id> x, y, z
inline constexpr auto kShaderIndex = static_cast<spv::ExecutionMode>(5073);          // <id> uint
inline constexpr auto kMaxNumWorkgroups = static_cast<spv::ExecutionMode>(5077);     // <id> x, y, z
inline constexpr auto kSharesInputWith = static_cast<spv::ExecutionMode>(5102);      // <id> name, <id> index

// On OpTypeNodePayloadArrayAMDX (the <id> ones through OpDecorateId).
inline constexpr auto kNodeSharesPayloadLimitsWith = static_cast<spv::Decoration>(5019);  // <id> array type
inline constexpr auto kNodeMaxPayloads = static_cast<spv::Decoration>(5020);              // <id> uint
inline constexpr auto kPayloadNodeName = static_cast<spv::Decoration>(5091);              // <id> string
inline constexpr auto kPayloadNodeBaseIndex = static_cast<spv::Decoration>(5098);         // <id> uint
inline constexpr auto kPayloadNodeSparseArray = static_cast<spv::Decoration>(5099);
inline constexpr auto kPayloadNodeArraySize = static_cast<spv::Decoration>(5100);  // <id> uint
// On a record struct, and on its SV_DispatchGrid member.
inline constexpr auto kTrackFinishWriting = static_cast<spv::Decoration>(5078);
inline constexpr auto kPayloadDispatchIndirect = static_cast<spv::Decoration>(5105);

inline constexpr auto kRemainingRecursionLevels = static_cast<spv::BuiltIn>(5021);
inline constexpr auto kShaderIndexBuiltIn = static_cast<spv::BuiltIn>(5073);

inline constexpr auto kAllocateNodePayloads = static_cast<spv::Op>(5074);      // type, result, scope, count, index
inline constexpr auto kEnqueueNodePayloads = static_cast<spv::Op>(5075);       // payload array
inline constexpr auto kTypeNodePayloadArray = static_cast<spv::Op>(5076);      // result, payload type
inline constexpr auto kFinishWritingNodePayload = static_cast<spv::Op>(5078);  // type, result, payload
inline constexpr auto kNodePayloadArrayLength = static_cast<spv::Op>(5090);    // type, result, payload array
inline constexpr auto kIsNodePayloadValid = static_cast<spv::Op>(5101);        // type, result, array type, index
inline constexpr auto kConstantString = static_cast<spv::Op>(5103);            // result, literal string

}  // namespace untangle::spirv_emit::shader_enqueue
