// The device checks of a module: every capability the device lacks named in one message,
// subgroup operations per stage, and the SPIR-V version a Vulkan version accepts.
#include "device_test.h"
#include "runner/error.h"
#include "runner/module_checks.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

// A fragment shader that declares tessellation, clip distances and subgroup operations.
SpirvModule fragment_module() {
  return SpirvModule::parse(testing::assemble(R"(
               OpCapability Shader
               OpCapability Tessellation
               OpCapability ClipDistance
               OpCapability GroupNonUniform
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)",
                                              SPV_ENV_VULKAN_1_1));
}

DeviceInfo capable_device() {
  DeviceInfo device;
  device.api_version = VK_API_VERSION_1_1;
  device.features.core.tessellationShader = VK_TRUE;
  device.features.core.shaderClipDistance = VK_TRUE;
  device.subgroup.operations = VK_SUBGROUP_FEATURE_BASIC_BIT;
  device.subgroup.stages = VK_SHADER_STAGE_FRAGMENT_BIT;
  return device;
}

std::string unsupported(const SpirvModule& module, const DeviceInfo& device) {
  try {
    require_device_support(module, device);
  } catch (const Unsupported& reason) {
    return reason.what();
  }
  return "supported";
}

TEST(ModuleChecks, NamesEverythingTheDeviceLacks) {
  const SpirvModule module = fragment_module();
  EXPECT_EQ(unsupported(module, capable_device()), "supported");
  DeviceInfo lacking = capable_device();
  lacking.features.core.tessellationShader = VK_FALSE;
  lacking.features.core.shaderClipDistance = VK_FALSE;
  lacking.subgroup.stages = VK_SHADER_STAGE_COMPUTE_BIT;
  EXPECT_EQ(unsupported(module, lacking),
            "the device lacks what the module needs: Tessellation (tessellationShader), ClipDistance "
            "(shaderClipDistance), subgroup operations in pixel shaders");
}

TEST(ModuleChecks, SpirvVersionFollowsTheVulkanVersion) {
  const SpirvModule module = SpirvModule::parse(testing::assemble(R"(
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 1 1 1
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)",
                                                                  SPV_ENV_VULKAN_1_3));
  DeviceInfo device = capable_device();
  EXPECT_EQ(unsupported(module, device),
            "the device lacks what the module needs: SPIR-V 1.6 (Vulkan 1.1 accepts up to 1.3)");
  device.api_version = VK_API_VERSION_1_3;
  EXPECT_EQ(unsupported(module, device), "supported");
}

// 64-bit atomics on typed UAVs run where VK_EXT_shader_image_atomic_int64 is enabled.
TEST(ModuleChecks, Int64ImagesNeedTheImageAtomicInt64Feature) {
  const SpirvModule module = SpirvModule::parse(testing::assemble(R"(
               OpCapability Shader
               OpCapability Int64
               OpCapability Int64ImageEXT
               OpExtension "SPV_EXT_shader_image_int64"
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionMode %main LocalSize 1 1 1
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)",
                                                                  SPV_ENV_VULKAN_1_1));
  DeviceInfo device = capable_device();
  device.features.core.shaderInt64 = VK_TRUE;
  EXPECT_EQ(unsupported(module, device),
            "the device lacks what the module needs: Int64ImageEXT (VK_EXT_shader_image_atomic_int64)");
  device.features.image_int64.shaderImageInt64Atomics = VK_TRUE;
  EXPECT_EQ(unsupported(module, device), "supported");
}

// Rasterizer ordered views: untangle's pixel shaders run where the interlock feature is enabled,
// and are skipped elsewhere (lavapipe), never run without it.
TEST(ModuleChecks, PixelInterlockNeedsTheFragmentShaderPixelInterlockFeature) {
  const SpirvModule module = SpirvModule::parse(testing::assemble(R"(
               OpCapability Shader
               OpCapability FragmentShaderPixelInterlockEXT
               OpExtension "SPV_EXT_fragment_shader_interlock"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
               OpExecutionMode %main PixelInterlockOrderedEXT
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpBeginInvocationInterlockEXT
               OpEndInvocationInterlockEXT
               OpReturn
               OpFunctionEnd
)",
                                                                  SPV_ENV_VULKAN_1_1));
  DeviceInfo device = capable_device();
  EXPECT_EQ(unsupported(module, device),
            "the device lacks what the module needs: FragmentShaderPixelInterlockEXT (fragmentShaderPixelInterlock, "
            "VK_EXT_fragment_shader_interlock)");
  device.features.interlock.fragmentShaderSampleInterlock = VK_TRUE;
  EXPECT_NE(unsupported(module, device), "supported");
  device.features.interlock.fragmentShaderPixelInterlock = VK_TRUE;
  EXPECT_EQ(unsupported(module, device), "supported");
}

}  // namespace
}  // namespace untangle::runner
