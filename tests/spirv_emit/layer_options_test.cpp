// Options a D3D12-on-Vulkan layer chooses (the C API's options version 5, compat/dxil_spirv's
// defaults), by the exact instructions each changes: minimum precision in 32 bits, one
// descriptor for an unbounded range, KHR compute derivatives. Each translation validates.
#include <gtest/gtest.h>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::filesystem::path input(const std::string& name) {
  return std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs" / name;
}

std::vector<std::string> validated(const Translation& translation) {
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  return disassembly_lines(translation.words);
}

// min16float of a module without native 16-bit types: half by default, float with the option
// (constants converted, the conversions to and from the buffer's uint direct).
TEST(LayerOptions, MinimumPrecisionIn32Bits) {
  const auto module = load_module(input("min_precision.ll"));
  const std::vector<std::string> native = validated(translate_module(*module));
  EXPECT_EQ(count_matching(native, "OpCapability Float16"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpFMul %half %\\w+ %\\w+"), 1u);

  Options options;
  options.min_precision_as_32bit = true;
  const std::vector<std::string> wide = validated(translate_module(*module, options));
  EXPECT_EQ(count_matching(wide, "OpCapability Float16"), 0u);
  EXPECT_EQ(count_matching(wide, "%half = .*"), 0u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpConvertUToF %float %\\w+"), 1u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpFMul %float %\\w+ %float_0_5"), 1u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpFAdd %float %\\w+ %float_1"), 1u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpConvertFToU %uint %\\w+"), 1u);
}

// An unbounded array the layer backs with one descriptor: declared as one, every index reads it.
TEST(LayerOptions, SingleDescriptorForAnUnboundedRange) {
  const auto module = load_module(shaders_dir() / "resources/res_unbounded_buffers.dxil");
  Options options;
  options.remapper = [](const BindingRequest& request, Binding& binding) {
    const ResourceDeclaration& resource = request.resource;
    if (!request.is_counter && resource.resource_class == dxil::ResourceClass::ShaderResource && resource.space == 1)
      binding.single_descriptor = true;
    return true;
  };
  const std::vector<std::string> lines = validated(translate_module(*module, options));
  const std::vector<std::string> arrays = validated(translate_module(*module));
  // Structured[] (t0, space 1): a runtime array of blocks by default, one block here.
  EXPECT_EQ(count_matching(arrays, "%t0_space1 = OpVariable %_ptr_StorageBuffer__runtimearr_t0_space1_words32 StorageBuffer"), 1u);
  EXPECT_EQ(count_matching(lines, "%t0_space1 = OpVariable %_ptr_StorageBuffer_t0_space1_words32 StorageBuffer"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_StorageBuffer_uint %t0_space1 %uint_0 %\\w+"), 1u);
  // The other ranges stay arrays.
  EXPECT_EQ(count_matching(lines, "%t0_space2 = OpVariable %_ptr_StorageBuffer__runtimearr_\\w+ StorageBuffer"), 1u);
}

// Compute derivatives (numthreads' quads) under SPV_KHR_compute_shader_derivatives instead of
// the NV extension: the same execution mode and capability numbers.
TEST(LayerOptions, KhrComputeDerivatives) {
  const auto module = load_module(shaders_dir() / "textures/cs_deriv_rows.ll");
  const std::vector<std::string> nv = validated(translate_module(*module));
  EXPECT_EQ(count_matching(nv, "OpExtension \"SPV_NV_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(nv, "OpExtension \"SPV_KHR_compute_shader_derivatives\""), 0u);
  Options options;
  options.compute_derivatives_khr = true;
  const Translation khr = translate_module(*module, options);
  const std::vector<std::string> lines = disassembly_lines(khr.words);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_KHR_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_NV_compute_shader_derivatives\""), 0u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %\\w+ DerivativeGroup(Quads|Linear)NV"), 1u);
  EXPECT_EQ(count_matching(lines, "OpCapability ComputeDerivativeGroup(Quads|Linear)NV"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
