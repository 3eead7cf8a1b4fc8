// Reflection and the binding model: the default register-to-binding rule, `--bindings`
// overrides (in the SPIR-V decorations and in the reflection alike) and the JSON format the
// Vulkan runner reads.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "spirv_emit/pipeline.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

const ResourceReflection& find(const Reflection& reflection, const std::string& register_name) {
  for (const ResourceReflection& resource : reflection.resources)
    if (resource.register_name == register_name) return resource;
  throw std::runtime_error("no resource " + register_name);
}

TEST(Reflection, DefaultBindingModel) {
  const Translation translation = translate_module(load_module(shaders_dir() / "resources/res_cbuffer.dxil"), Options{});
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(reflection.entry_point, "main");
  EXPECT_EQ(reflection.stage, "compute");
  EXPECT_EQ(reflection.workgroup_size, (std::array<uint32_t, 3>{64, 1, 1}));
  const ResourceReflection& input = find(reflection, "t0");
  EXPECT_EQ(input.binding, 1000u);
  EXPECT_EQ(input.kind, "StructuredBuffer");
  EXPECT_EQ(input.stride, 4u);
  EXPECT_EQ(input.descriptor_type, "storage_buffer");
  EXPECT_EQ(input.storage_class, "StorageBuffer");
  EXPECT_EQ(find(reflection, "u0").binding, 2000u);
  const ResourceReflection& constants = find(reflection, "b0");
  EXPECT_EQ(constants.binding, 0u);
  EXPECT_EQ(constants.resource_class, "CBV");
  EXPECT_EQ(constants.descriptor_type, "uniform_buffer");
  EXPECT_EQ(constants.storage_class, "Uniform");
}

TEST(Reflection, OverridesMoveResources) {
  Options options;
  options.binding_overrides.push_back({"t0", 0, 2, 7});
  const Translation translation =
      translate_module(load_module(shaders_dir() / "resources/res_cbuffer.dxil"), options);
  EXPECT_EQ(find(translation.reflection, "t0").set, 2u);
  EXPECT_EQ(find(translation.reflection, "t0").binding, 7u);
  EXPECT_EQ(find(translation.reflection, "u0").binding, 2000u);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  EXPECT_NE(assembly.find("OpDecorate %t0 DescriptorSet 2"), std::string::npos) << assembly;
  EXPECT_NE(assembly.find("OpDecorate %t0 Binding 7"), std::string::npos) << assembly;
  // An override for another space leaves the resource alone.
  Options other_space;
  other_space.binding_overrides.push_back({"t0", 1, 2, 7});
  EXPECT_EQ(find(translate_module(load_module(shaders_dir() / "resources/res_cbuffer.dxil"), other_space).reflection, "t0")
                .binding,
            1000u);
}

TEST(Reflection, TypedResourcesAndSamplers) {
  const Translation translation = translate_single_block(load_module(shaders_dir() / "dxop/textures.ll"));
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(find(reflection, "t5").kind, "Buffer");
  EXPECT_EQ(find(reflection, "t5").descriptor_type, "uniform_texel_buffer");
  EXPECT_EQ(find(reflection, "u3").kind, "RWBuffer");
  EXPECT_EQ(find(reflection, "u3").descriptor_type, "storage_texel_buffer");
  EXPECT_EQ(find(reflection, "t1").descriptor_type, "sampled_image");
  EXPECT_EQ(find(reflection, "u1").descriptor_type, "storage_image");
  EXPECT_EQ(find(reflection, "u1").storage_class, "UniformConstant");
  EXPECT_EQ(find(reflection, "s0").binding, 3000u);
  EXPECT_EQ(find(reflection, "s0").descriptor_type, "sampler");
}

TEST(Reflection, JsonHasTheRunnerFormat) {
  const Translation translation = translate_module(load_module(shaders_dir() / "resources/res_cbuffer.dxil"), Options{});
  const nlohmann::json json = nlohmann::json::parse(reflection_to_json(translation.reflection));
  EXPECT_EQ(json.at("entry_point"), "main");
  EXPECT_EQ(json.at("stage"), "compute");
  EXPECT_EQ(json.at("workgroup_size"), nlohmann::json::array({64, 1, 1}));
  ASSERT_EQ(json.at("resources").size(), 3u);
  for (const nlohmann::json& resource : json.at("resources"))
    for (const char* key : {"register", "space", "class", "kind", "hlsl_type", "stride", "set", "binding", "storage_class",
                            "descriptor_type"})
      EXPECT_TRUE(resource.contains(key)) << key;
  EXPECT_TRUE(json.at("inputs").is_array());
  EXPECT_TRUE(json.at("outputs").is_array());
}

TEST(Reflection, GraphicsSignatures) {
  const Translation translation = translate_module(load_module(shaders_dir() / "graphics/vs_transform.dxil"), Options{});
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(reflection.stage, "vertex");
  ASSERT_EQ(reflection.inputs.size(), 3u);
  EXPECT_EQ(reflection.inputs[0].semantic, "POSITION");
  EXPECT_EQ(reflection.inputs[0].component_count, 3u);
  EXPECT_EQ(reflection.inputs[2].builtin, "VertexID");
  ASSERT_FALSE(reflection.outputs.empty());
  EXPECT_EQ(reflection.outputs[0].builtin, "Position");
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
