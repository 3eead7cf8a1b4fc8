// Capability-to-feature table, SPIR-V version limits per Vulkan version, and validation
// through the SPIRV-Tools library.
#include "runner/module_checks.h"

#include "runner/error.h"
#include "spirv_tools/spirv_tools.h"

#include <spirv-tools/libspirv.hpp>
#include <spirv/unified1/spirv.hpp>

#include <algorithm>
#include <array>
#include <string>

namespace untangle::runner {
namespace {

struct CapabilityRule {
  uint32_t capability;
  const char* name;
  bool (*supported)(const DeviceInfo&);
};

// Whether the operations are supported; require_device_support checks the stages.
bool subgroup_has(const DeviceInfo& device, VkSubgroupFeatureFlags operations) {
  return (device.subgroup.operations & operations) == operations;
}

bool is_subgroup_capability(uint32_t capability) {
  return capability >= spv::CapabilityGroupNonUniform && capability <= spv::CapabilityGroupNonUniformQuad;
}

const std::array kCapabilityRules = {
    CapabilityRule{spv::CapabilityFloat16, "Float16 (shaderFloat16)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.shaderFloat16 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityFloat64, "Float64 (shaderFloat64)",
                   [](const DeviceInfo& d) { return d.features.core.shaderFloat64 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInt64, "Int64 (shaderInt64)",
                   [](const DeviceInfo& d) { return d.features.core.shaderInt64 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInt64Atomics, "Int64Atomics (shaderBufferInt64Atomics)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.shaderBufferInt64Atomics == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInt16, "Int16 (shaderInt16)",
                   [](const DeviceInfo& d) { return d.features.core.shaderInt16 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInt8, "Int8 (shaderInt8)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.shaderInt8 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageImageReadWithoutFormat, "StorageImageReadWithoutFormat",
                   [](const DeviceInfo& d) { return d.features.core.shaderStorageImageReadWithoutFormat == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageImageWriteWithoutFormat, "StorageImageWriteWithoutFormat",
                   [](const DeviceInfo& d) { return d.features.core.shaderStorageImageWriteWithoutFormat == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageBuffer16BitAccess, "StorageBuffer16BitAccess",
                   [](const DeviceInfo& d) { return d.features.vulkan11.storageBuffer16BitAccess == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityUniformAndStorageBuffer16BitAccess, "UniformAndStorageBuffer16BitAccess",
        [](const DeviceInfo& d) { return d.features.vulkan11.uniformAndStorageBuffer16BitAccess == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageBuffer8BitAccess, "StorageBuffer8BitAccess",
                   [](const DeviceInfo& d) { return d.features.vulkan12.storageBuffer8BitAccess == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityUniformAndStorageBuffer8BitAccess, "UniformAndStorageBuffer8BitAccess",
        [](const DeviceInfo& d) { return d.features.vulkan12.uniformAndStorageBuffer8BitAccess == VK_TRUE; }},
    CapabilityRule{spv::CapabilityDenormFlushToZero, "DenormFlushToZero (shaderDenormFlushToZeroFloat32)",
                   [](const DeviceInfo& d) { return d.float_controls.shaderDenormFlushToZeroFloat32 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityDenormPreserve, "DenormPreserve (shaderDenormPreserveFloat32)",
                   [](const DeviceInfo& d) { return d.float_controls.shaderDenormPreserveFloat32 == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilitySignedZeroInfNanPreserve, "SignedZeroInfNanPreserve (shaderSignedZeroInfNanPreserveFloat32)",
        [](const DeviceInfo& d) { return d.float_controls.shaderSignedZeroInfNanPreserveFloat32 == VK_TRUE; }},
    CapabilityRule{spv::CapabilityVulkanMemoryModel, "VulkanMemoryModel",
                   [](const DeviceInfo& d) { return d.features.vulkan12.vulkanMemoryModel == VK_TRUE; }},
    CapabilityRule{spv::CapabilityPhysicalStorageBufferAddresses, "PhysicalStorageBufferAddresses",
                   [](const DeviceInfo& d) { return d.features.vulkan12.bufferDeviceAddress == VK_TRUE; }},
    CapabilityRule{spv::CapabilityGroupNonUniform, "GroupNonUniform",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_BASIC_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformVote, "GroupNonUniformVote",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_VOTE_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformArithmetic, "GroupNonUniformArithmetic",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_ARITHMETIC_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformBallot, "GroupNonUniformBallot",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_BALLOT_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformShuffle, "GroupNonUniformShuffle",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_SHUFFLE_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformShuffleRelative, "GroupNonUniformShuffleRelative",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformClustered, "GroupNonUniformClustered",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_CLUSTERED_BIT); }},
    CapabilityRule{spv::CapabilityGroupNonUniformQuad, "GroupNonUniformQuad",
                   [](const DeviceInfo& d) { return subgroup_has(d, VK_SUBGROUP_FEATURE_QUAD_BIT); }},
    // Graphics stages and their built-ins.
    CapabilityRule{spv::CapabilityGeometry, "Geometry (geometryShader)",
                   [](const DeviceInfo& d) { return d.features.core.geometryShader == VK_TRUE; }},
    CapabilityRule{spv::CapabilityTessellation, "Tessellation (tessellationShader)",
                   [](const DeviceInfo& d) { return d.features.core.tessellationShader == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityGeometryPointSize, "GeometryPointSize (shaderTessellationAndGeometryPointSize)",
        [](const DeviceInfo& d) { return d.features.core.shaderTessellationAndGeometryPointSize == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityTessellationPointSize, "TessellationPointSize (shaderTessellationAndGeometryPointSize)",
        [](const DeviceInfo& d) { return d.features.core.shaderTessellationAndGeometryPointSize == VK_TRUE; }},
    CapabilityRule{spv::CapabilityClipDistance, "ClipDistance (shaderClipDistance)",
                   [](const DeviceInfo& d) { return d.features.core.shaderClipDistance == VK_TRUE; }},
    CapabilityRule{spv::CapabilityCullDistance, "CullDistance (shaderCullDistance)",
                   [](const DeviceInfo& d) { return d.features.core.shaderCullDistance == VK_TRUE; }},
    CapabilityRule{spv::CapabilitySampleRateShading, "SampleRateShading (sampleRateShading)",
                   [](const DeviceInfo& d) { return d.features.core.sampleRateShading == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInterpolationFunction, "InterpolationFunction (sampleRateShading)",
                   [](const DeviceInfo& d) { return d.features.core.sampleRateShading == VK_TRUE; }},
    CapabilityRule{spv::CapabilityGeometryStreams, "GeometryStreams (geometryStreams, VK_EXT_transform_feedback)",
                   [](const DeviceInfo& d) { return d.features.transform_feedback.geometryStreams == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageImageMultisample, "StorageImageMultisample",
                   [](const DeviceInfo& d) { return d.features.core.shaderStorageImageMultisample == VK_TRUE; }},
    CapabilityRule{spv::CapabilityMultiViewport, "MultiViewport (multiViewport)",
                   [](const DeviceInfo& d) { return d.features.core.multiViewport == VK_TRUE; }},
    CapabilityRule{spv::CapabilityShaderLayer, "ShaderLayer (shaderOutputLayer)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.shaderOutputLayer == VK_TRUE; }},
    CapabilityRule{spv::CapabilityShaderViewportIndex, "ShaderViewportIndex (shaderOutputViewportIndex)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.shaderOutputViewportIndex == VK_TRUE; }},
    CapabilityRule{spv::CapabilityShaderViewportIndexLayerEXT, "ShaderViewportIndexLayerEXT",
                   [](const DeviceInfo& d) {
                     return d.features.vulkan12.shaderOutputLayer == VK_TRUE &&
                            d.features.vulkan12.shaderOutputViewportIndex == VK_TRUE;
                   }},
    CapabilityRule{spv::CapabilityMultiView, "MultiView (multiview)",
                   [](const DeviceInfo& d) { return d.features.vulkan11.multiview == VK_TRUE; }},
    CapabilityRule{spv::CapabilityDrawParameters, "DrawParameters (shaderDrawParameters)",
                   [](const DeviceInfo& d) { return d.features.vulkan11.shaderDrawParameters == VK_TRUE; }},
    CapabilityRule{spv::CapabilityDemoteToHelperInvocation, "DemoteToHelperInvocation",
                   [](const DeviceInfo& d) { return d.features.vulkan13.shaderDemoteToHelperInvocation == VK_TRUE; }},
    CapabilityRule{spv::CapabilityMeshShadingEXT, "MeshShadingEXT (VK_EXT_mesh_shader)",
                   [](const DeviceInfo& d) { return d.features.mesh.meshShader == VK_TRUE; }},
    CapabilityRule{spv::CapabilityFragmentBarycentricKHR, "FragmentBarycentricKHR",
                   [](const DeviceInfo& d) { return d.features.barycentric.fragmentShaderBarycentric == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStencilExportEXT, "StencilExportEXT (VK_EXT_shader_stencil_export)",
                   [](const DeviceInfo& d) { return d.has_extension(VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME); }},
    // Ray tracing: pipelines and inline ray queries.
    CapabilityRule{spv::CapabilityRayTracingKHR, "RayTracingKHR (VK_KHR_ray_tracing_pipeline)",
                   [](const DeviceInfo& d) { return d.features.ray_tracing_pipeline.rayTracingPipeline == VK_TRUE; }},
    CapabilityRule{spv::CapabilityRayQueryKHR, "RayQueryKHR (VK_KHR_ray_query)",
                   [](const DeviceInfo& d) { return d.features.ray_query.rayQuery == VK_TRUE; }},
    // Resources: descriptor indexing, texture operations, sparse residency.
    CapabilityRule{spv::CapabilityRuntimeDescriptorArray, "RuntimeDescriptorArray (runtimeDescriptorArray)",
                   [](const DeviceInfo& d) { return d.features.vulkan12.runtimeDescriptorArray == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityUniformBufferArrayNonUniformIndexing, "UniformBufferArrayNonUniformIndexing",
        [](const DeviceInfo& d) { return d.features.vulkan12.shaderUniformBufferArrayNonUniformIndexing == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityStorageBufferArrayNonUniformIndexing, "StorageBufferArrayNonUniformIndexing",
        [](const DeviceInfo& d) { return d.features.vulkan12.shaderStorageBufferArrayNonUniformIndexing == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilitySampledImageArrayNonUniformIndexing, "SampledImageArrayNonUniformIndexing",
        [](const DeviceInfo& d) { return d.features.vulkan12.shaderSampledImageArrayNonUniformIndexing == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityStorageImageArrayNonUniformIndexing, "StorageImageArrayNonUniformIndexing",
        [](const DeviceInfo& d) { return d.features.vulkan12.shaderStorageImageArrayNonUniformIndexing == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityUniformTexelBufferArrayNonUniformIndexing, "UniformTexelBufferArrayNonUniformIndexing",
        [](const DeviceInfo& d) {
          return d.features.vulkan12.shaderUniformTexelBufferArrayNonUniformIndexing == VK_TRUE;
        }},
    CapabilityRule{
        spv::CapabilityStorageTexelBufferArrayNonUniformIndexing, "StorageTexelBufferArrayNonUniformIndexing",
        [](const DeviceInfo& d) {
          return d.features.vulkan12.shaderStorageTexelBufferArrayNonUniformIndexing == VK_TRUE;
        }},
    CapabilityRule{spv::CapabilityImageCubeArray, "ImageCubeArray (imageCubeArray)",
                   [](const DeviceInfo& d) { return d.features.core.imageCubeArray == VK_TRUE; }},
    CapabilityRule{spv::CapabilitySampledCubeArray, "SampledCubeArray (imageCubeArray)",
                   [](const DeviceInfo& d) { return d.features.core.imageCubeArray == VK_TRUE; }},
    CapabilityRule{spv::CapabilityImageMSArray, "ImageMSArray (shaderStorageImageMultisample)",
                   [](const DeviceInfo& d) { return d.features.core.shaderStorageImageMultisample == VK_TRUE; }},
    CapabilityRule{spv::CapabilityImageGatherExtended, "ImageGatherExtended (shaderImageGatherExtended)",
                   [](const DeviceInfo& d) { return d.features.core.shaderImageGatherExtended == VK_TRUE; }},
    CapabilityRule{spv::CapabilityMinLod, "MinLod (shaderResourceMinLod)",
                   [](const DeviceInfo& d) { return d.features.core.shaderResourceMinLod == VK_TRUE; }},
    CapabilityRule{spv::CapabilitySparseResidency, "SparseResidency (shaderResourceResidency)",
                   [](const DeviceInfo& d) { return d.features.core.shaderResourceResidency == VK_TRUE; }},
    CapabilityRule{spv::CapabilityStorageImageExtendedFormats, "StorageImageExtendedFormats",
                   [](const DeviceInfo& d) { return d.features.core.shaderStorageImageExtendedFormats == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityComputeDerivativeGroupQuadsNV, "ComputeDerivativeGroupQuads (compute derivatives)",
        [](const DeviceInfo& d) { return d.features.compute_derivatives.computeDerivativeGroupQuads == VK_TRUE; }},
    CapabilityRule{
        spv::CapabilityComputeDerivativeGroupLinearNV, "ComputeDerivativeGroupLinear (compute derivatives)",
        [](const DeviceInfo& d) { return d.features.compute_derivatives.computeDerivativeGroupLinear == VK_TRUE; }},
    CapabilityRule{spv::CapabilityShaderClockKHR, "ShaderClockKHR (VK_KHR_shader_clock)",
                   [](const DeviceInfo& d) { return d.features.clock.shaderSubgroupClock == VK_TRUE; }},
    CapabilityRule{spv::CapabilityInt64ImageEXT, "Int64ImageEXT (VK_EXT_shader_image_atomic_int64)",
                   [](const DeviceInfo& d) { return d.features.image_int64.shaderImageInt64Atomics == VK_TRUE; }},
    // Rasterizer ordered views (untangle's are pixel-interlocked; --rasterizer-ordered-views).
    CapabilityRule{spv::CapabilityFragmentShaderPixelInterlockEXT,
                   "FragmentShaderPixelInterlockEXT (fragmentShaderPixelInterlock, VK_EXT_fragment_shader_interlock)",
                   [](const DeviceInfo& d) { return d.features.interlock.fragmentShaderPixelInterlock == VK_TRUE; }},
    CapabilityRule{spv::CapabilityFragmentShaderSampleInterlockEXT,
                   "FragmentShaderSampleInterlockEXT (fragmentShaderSampleInterlock, VK_EXT_fragment_shader_interlock)",
                   [](const DeviceInfo& d) { return d.features.interlock.fragmentShaderSampleInterlock == VK_TRUE; }},
    // Extensions the runner does not enable: lavapipe has none of them.
    CapabilityRule{spv::CapabilityFragmentShadingRateKHR, "FragmentShadingRateKHR (VK_KHR_fragment_shading_rate)",
                   [](const DeviceInfo&) { return false; }},
    CapabilityRule{spv::CapabilityFragmentFullyCoveredEXT,
                   "FragmentFullyCoveredEXT (VK_EXT_conservative_rasterization)",
                   [](const DeviceInfo&) { return false; }},
};

// The newest SPIR-V version a Vulkan version accepts without extensions.
uint32_t max_spirv_version(uint32_t api_version) {
  if (api_version >= VK_API_VERSION_1_3) return 0x00010600;
  if (api_version >= VK_API_VERSION_1_2) return 0x00010500;
  return 0x00010300;
}

spv_target_env target_environment(uint32_t api_version) {
  if (api_version >= VK_API_VERSION_1_3) return SPV_ENV_VULKAN_1_3;
  if (api_version >= VK_API_VERSION_1_2) return SPV_ENV_VULKAN_1_2;
  return SPV_ENV_VULKAN_1_1;
}

std::string vulkan_version_text(uint32_t api_version) {
  return std::to_string(VK_API_VERSION_MAJOR(api_version)) + "." + std::to_string(VK_API_VERSION_MINOR(api_version));
}

}  // namespace

void require_device_support(const SpirvModule& module, const DeviceInfo& device) {
  std::string missing;
  const auto add = [&missing](const std::string& what) { missing += (missing.empty() ? "" : ", ") + what; };
  if (module.version > max_spirv_version(device.api_version)) {
    add("SPIR-V " + module.version_text() + " (Vulkan " + vulkan_version_text(device.api_version) +
        " accepts up to 1." + std::to_string((max_spirv_version(device.api_version) >> 8) & 0xFF) + ")");
  }
  for (const uint32_t capability : module.capabilities) {
    for (const CapabilityRule& rule : kCapabilityRules) {
      if (rule.capability == capability && !rule.supported(device)) add(rule.name);
    }
  }
  if (std::any_of(module.capabilities.begin(), module.capabilities.end(), is_subgroup_capability)) {
    for (const EntryPoint& entry : module.entry_points) {
      const std::optional<Stage> stage = stage_of_execution_model(entry.execution_model);
      if (stage && (device.subgroup.stages & vulkan_stage(*stage)) == 0) {
        add("subgroup operations in " + std::string(stage_name(*stage)) + " shaders");
      }
    }
  }
  if (!missing.empty()) throw Unsupported("the device lacks what the module needs: " + missing);
}

void validate_module(const SpirvModule& module, const DeviceInfo& device) {
  spvtools::SpirvTools tools(target_environment(device.api_version));
  std::string messages;
  tools.SetMessageConsumer(
      [&messages](spv_message_level_t, const char*, const spv_position_t& position, const char* message) {
        messages += "\n  word " + std::to_string(position.index) + ": " + message;
      });
  spvtools::ValidatorOptions options;
  options.SetScalarBlockLayout(device.features.vulkan12.scalarBlockLayout == VK_TRUE);
  options.SetUniformBufferStandardLayout(device.features.vulkan12.uniformBufferStandardLayout == VK_TRUE);
  // SPIRV-Tools 2023.1 does not know SPV_KHR_maximal_reconvergence (spirv_tools.h).
  const auto valid = [&](std::span<const uint32_t> words) { return tools.Validate(words.data(), words.size(), options); };
  if (valid(module.words)) return;
  const std::vector<uint32_t> without = spirv_tools::without_maximal_reconvergence(module.words);
  if (!without.empty()) {
    messages.clear();
    if (valid(without)) return;
  }
  throw RunnerError("the SPIR-V module is invalid for Vulkan " + vulkan_version_text(device.api_version) + ":" +
                    messages);
}

}  // namespace untangle::runner
