// Checking and showing SPIR-V with the system's SPIR-V tools: validation and disassembly
// through the SPIRV-Tools library, GLSL through SPIRV-Cross's C API. For the command-line
// tool, tests and benchmarks; the translation library itself does not depend on these.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::spirv_tools {

struct ValidationResult {
  bool valid = false;
  std::string messages;  // the validator's diagnostics, one per line; empty when valid
  // Not empty when SPIRV-Tools could not judge the module because it predates capabilities the
  // module declares (2023.1 has no SPV_KHR_cooperative_matrix or SPV_EXT_float8): says which.
  // valid is false then too; a caller may report the module as not validated, not as invalid.
  std::string unjudged;
};

// The environments whose rules a module is validated by, as spirv-val's --target-env names
// them; only those whose SPIR-V untangle can write (1.3 or later).
enum class TargetEnvironment {
  Vulkan1_1,          // vulkan1.1: SPIR-V 1.3 at most
  Vulkan1_1Spirv1_4,  // vulkan1.1spv1.4: SPIR-V 1.4 at most
  Vulkan1_2,          // vulkan1.2: 1.5
  Vulkan1_3,          // vulkan1.3: 1.6
  Vulkan1_4,          // vulkan1.4: 1.6, by Vulkan 1.3's rules where SPIRV-Tools predates 1.4 (2023.1 does)
  Spirv1_3,           // spv1.3 .. spv1.6: SPIR-V's own rules of that version, no environment's
  Spirv1_4,
  Spirv1_5,
  Spirv1_6,
};

// spirv-val's name of an environment ("vulkan1.3"), and back; nullopt for names spirv-val
// does not know. An environment whose SPIR-V is older than 1.3 ("vulkan1.0", "spv1.2") is a
// name known but not a TargetEnvironment: target_environment_refusal says why.
std::string_view target_environment_name(TargetEnvironment environment);
std::optional<TargetEnvironment> target_environment_from_name(std::string_view name);
// The reason an environment spirv-val knows cannot be targeted ("vulkan1.0 takes SPIR-V
// 1.0 ..."), or empty for the names above and for names spirv-val does not know.
std::string target_environment_refusal(std::string_view name);

// The newest SPIR-V version (0x00010600 for 1.6) an environment accepts, which is the one
// untangle writes for it.
uint32_t spirv_version_of(TargetEnvironment environment);
// The Vulkan environment for a SPIR-V version, the one that a module of that version is
// validated by when no environment is named: 1.3: Vulkan 1.1, 1.4: Vulkan 1.1 with SPIR-V
// 1.4, 1.5: Vulkan 1.2, 1.6: Vulkan 1.3.
TargetEnvironment vulkan_environment_for(uint32_t spirv_version);

// The environment that validates a module translated for `environment`: itself, unless the
// module's stage needed a newer SPIR-V than `environment` takes (mesh, amplification and
// ray-tracing stages need 1.4, which untangle then writes whatever version was asked): Vulkan
// 1.1 becomes Vulkan 1.1 with SPIR-V 1.4 (VK_KHR_spirv_1_4), spv1.3 becomes spv1.4.
TargetEnvironment environment_for_module(TargetEnvironment environment, std::span<const uint32_t> words);

// Validates for `environment`, by default the Vulkan environment of the module's SPIR-V
// version. A module that only fails for SPV_KHR_maximal_reconvergence or for derivatives in
// mesh and task shaders (see below) is valid.
ValidationResult validate(std::span<const uint32_t> words);
ValidationResult validate(std::span<const uint32_t> words, TargetEnvironment environment);

// SPIRV-Tools 2023.1 (Debian 12's) predates SPV_KHR_maximal_reconvergence and rejects its
// MaximallyReconvergesKHR execution mode as unknown. The mode has no operands and changes
// no rule a validator checks but the extension's declaration, so a module that fails only
// for it is judged without it: the module less that mode and the OpExtension declaring it,
// or nothing when it has neither.
std::vector<uint32_t> without_maximal_reconvergence(std::span<const uint32_t> words);

// SPIRV-Tools 2023.1 predates SPV_KHR_compute_shader_derivatives, which allows the
// DerivativeGroupQuads/Linear modes, and so derivatives, in MeshEXT and TaskEXT entry points
// (untangle's mesh and amplification shaders, compute_derivatives.h). It knows the modes and
// their capabilities only under SPV_NV_compute_shader_derivatives (the same enumerants),
// which it requires for them, and rejects every derivative instruction outside Fragment and
// GLCompute whatever the mode ("Derivative instructions require Fragment or GLCompute
// execution model", the same for ImplicitLod and OpImageQueryLod). So a module that declares
// the KHR extension, whose every entry point is a MeshEXT or TaskEXT one with a
// DerivativeGroup mode, is judged as a copy in which each thing the old validator does not
// know is replaced by one it checks the same way: the KHR extension by the NV one; OpDPdx
// and its kin by OpCopyObject (one operand of the result's type); implicit-LOD samples by
// their explicit-LOD twins, with Lod a new constant 0.0 in place of Bias and MinLod (the
// other operands unchanged); OpImageQueryLod, which has no twin, by OpUndef of its type (its
// operands are CalculateLOD's in compute shaders, which the validator checks).
// What the KHR extension adds (the mode's numthreads rules on these stages) the tests check
// by instruction. Returns nothing for any other module.
std::vector<uint32_t> without_mesh_and_task_derivatives(std::span<const uint32_t> words);

// SPIRV-Tools 2023.1 strips one array level before its rule that a Component decorates a
// scalar or vector (VUID-StandaloneSpirv-Component-04924), so it rejects a per-vertex input
// or output of several rows at a Component (a geometry, hull or domain shader's uint[4] in
// column 3: an array of arrays of uint), which Vulkan allows: the rule's newer form
// (VUID-StandaloneSpirv-Component-10583, SPIRV-Tools from 2025) strips every level. Such a
// module is judged as a copy in which each of those variables loses its Component and has its
// Location moved past every other's, so that the location and component checks see no
// overlap it did not have; untangle's tests check their components by instruction. Returns
// nothing for a module without such variables.
std::vector<uint32_t> without_nested_array_components(std::span<const uint32_t> words);

// SPIRV-Tools 2023.1 predates SPV_EXT_shader_invocation_reorder (2025), whose instructions
// are mostly its NV forerunner's under new numbers: it rejects the module as unknown opcodes.
// Such a module is judged as a copy in NV terms: the extension, capability and
// HitObjectAttribute storage class by the NV ones, each instruction by its NV twin of the same
// operands (invocation_reorder.h), and the three the NV extension lacks by an NV instruction
// the validator checks the same way on what it can: OpHitObjectRecordFromQueryEXT by
// OpHitObjectRecordEmptyNV of its hit object (the ray query, index and attributes unjudged),
// OpHitObjectRecordMissEXT by OpHitObjectRecordMissNV less its ray flags,
// OpHitObjectGetRayFlagsEXT by OpHitObjectGetHitKindNV (both a uint of the object), and
// OpHitObjectSetShaderBindingTableRecordIndexEXT left out. What the EXT extension adds to the
// NV rules the tests check by instruction. Returns nothing for any other module.
std::vector<uint32_t> with_nv_invocation_reorder(std::span<const uint32_t> words);

// The operands of the module's OpCapability instructions that this SPIRV-Tools does not know,
// in the module's order: what it cannot validate or disassemble.
std::vector<uint32_t> capabilities_unknown_to_tools(std::span<const uint32_t> words);

// SPIR-V assembly text with friendly names, as spirv-dis prints it. Throws std::runtime_error
// when the words are not a SPIR-V module, or are one with capabilities SPIRV-Tools predates
// (naming them).
std::string disassemble(std::span<const uint32_t> words);

// GLSL 4.50 (Vulkan semantics) from SPIRV-Cross. Throws std::runtime_error with its message.
std::string to_glsl(std::span<const uint32_t> words);

}  // namespace untangle::spirv_tools
