// Reflection and the binding model: the default register-to-binding rule, remappers (in
// the SPIR-V decorations and in the reflection alike), descriptor types and signatures.
#include <gtest/gtest.h>

#include "api/facade.h"
#include "common/error.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

const ResourceReflection& find(const Reflection& reflection, dxil::ResourceClass resource_class, uint32_t index) {
  for (const ResourceReflection& resource : reflection.resources)
    if (!resource.declaration.is_heap && resource.declaration.resource_class == resource_class &&
        resource.declaration.lower_bound == index)
      return resource;
  throw std::runtime_error("no resource " + std::to_string(index));
}

constexpr auto kSrv = dxil::ResourceClass::ShaderResource;
constexpr auto kUav = dxil::ResourceClass::UnorderedAccess;
constexpr auto kCbv = dxil::ResourceClass::ConstantBuffer;
constexpr auto kSampler = dxil::ResourceClass::Sampler;

TEST(Reflection, DefaultBindingModel) {
  const Translation translation = translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"));
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(reflection.entry_point, "main");
  EXPECT_EQ(reflection.stage, dxil::ShaderKind::Compute);
  EXPECT_EQ(reflection.workgroup_size, (std::array<uint32_t, 3>{64, 1, 1}));
  const ResourceReflection& input = find(reflection, kSrv, 0);
  EXPECT_EQ(input.binding, (Binding{DescriptorType::StorageBuffer, 0, 1000, 0}));
  EXPECT_EQ(input.declaration.kind, dxil::ResourceKind::StructuredBuffer);
  EXPECT_EQ(input.declaration.stride(), 4u);
  EXPECT_EQ(find(reflection, kUav, 0).binding.binding, 2000u);
  EXPECT_EQ(find(reflection, kCbv, 0).binding, (Binding{DescriptorType::UniformBuffer, 0, 0, 0}));
  EXPECT_EQ(reflection.push_constant_size, 0u);
}

TEST(Reflection, RemapperMovesResources) {
  Options options;
  options.remapper = register_remapper({{kSrv, 0, 0, 2, 7}});
  const Translation translation = translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"), options);
  EXPECT_EQ(find(translation.reflection, kSrv, 0).binding, (Binding{DescriptorType::StorageBuffer, 2, 7, 0}));
  EXPECT_EQ(find(translation.reflection, kUav, 0).binding.binding, 2000u);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(assembly);
  EXPECT_EQ(count_matching(lines, "OpDecorate %t0 DescriptorSet 2"), 1u) << assembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %t0 Binding 7"), 1u) << assembly;
  // A register of another space is another resource.
  Options other_space;
  other_space.remapper = register_remapper({{kSrv, 0, 1, 2, 7}});
  EXPECT_EQ(
      find(translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"), other_space).reflection, kSrv, 0)
          .binding.binding,
      1000u);
}

TEST(Reflection, RemapperSeesEveryDeclaredRangeOnce) {
  std::vector<std::string> asked;
  Options options;
  options.remapper = [&](const BindingRequest& request, Binding&) {
    asked.push_back(describe_request(request));
    return true;
  };
  translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"), options);
  EXPECT_EQ(asked, (std::vector<std::string>{"t0", "u0", "b0"}));
}

TEST(Reflection, RemapperRefusalAndBadDescriptorTypesAreErrors) {
  const auto module = load_module(shaders_dir() / "resources/res_cbuffer.dxil");
  Options refusing;
  refusing.remapper = [](const BindingRequest& request, Binding&) { return request.resource.resource_class != kUav; };
  try {
    translate_module(*module, refusing);
    FAIL() << "a refused resource translated";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::InvalidArgument);
    EXPECT_STREQ(error.what(), "the binding remapper refused u0");
  }
  Options sampler_for_buffer;
  sampler_for_buffer.remapper = [](const BindingRequest& request, Binding& binding) {
    if (request.resource.resource_class == kSrv) binding.descriptor_type = DescriptorType::Sampler;
    return true;
  };
  try {
    translate_module(*module, sampler_for_buffer);
    FAIL() << "a storage buffer became a sampler";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::InvalidArgument);
    EXPECT_STREQ(error.what(), "the binding of t0 gives it descriptor type sampler, but it needs storage_buffer (or device_address)");
  }
}

TEST(Reflection, ConstantBufferAsStorageBuffer) {
  Options options;
  options.remapper = [](const BindingRequest& request, Binding& binding) {
    if (request.resource.resource_class == kCbv) binding.descriptor_type = DescriptorType::StorageBuffer;
    return true;
  };
  const Translation translation = translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"), options);
  EXPECT_EQ(find(translation.reflection, kCbv, 0).binding.descriptor_type, DescriptorType::StorageBuffer);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(assembly);
  ASSERT_TRUE(validation.valid) << validation.messages << assembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypePointer StorageBuffer %v4uint"), 1u) << assembly;
  EXPECT_EQ(count_matching(lines, ".* Uniform( .*)?"), 0u) << assembly;
}

TEST(Reflection, ConstantBufferInPushConstants) {
  Options options;
  options.remapper = [](const BindingRequest& request, Binding& binding) {
    if (request.resource.resource_class == kCbv) {
      binding.descriptor_type = DescriptorType::PushConstant;
      binding.push_constant_offset = 16;
    }
    return true;
  };
  const Translation translation = translate_module(*load_module(shaders_dir() / "resources/res_cbuffer.dxil"), options);
  EXPECT_EQ(find(translation.reflection, kCbv, 0).binding, (Binding{DescriptorType::PushConstant, 0, 0, 16}));
  EXPECT_EQ(translation.reflection.push_constant_size,
            16 + find(translation.reflection, kCbv, 0).declaration.constant_buffer_size);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(assembly);
  ASSERT_TRUE(validation.valid) << validation.messages << assembly;
  EXPECT_EQ(count_matching(lines, "OpMemberDecorate %PushConstants 0 Offset 16"), 1u) << assembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypePointer PushConstant %uint"), 1u) << assembly;
  // The block is the push-constant variable, with no descriptor set or binding; no b0 remains.
  EXPECT_EQ(count_matching(lines, "%push_constants = OpVariable %_ptr_PushConstant_PushConstants PushConstant"), 1u)
      << assembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %push_constants (DescriptorSet|Binding) \\d+"), 0u) << assembly;
  EXPECT_EQ(count_matching(lines, ".*%b0\\b.*"), 0u) << assembly;
}

TEST(Reflection, TypedResourcesAndSamplers) {
  const Translation translation = translate_single_block(*load_module(shaders_dir() / "dxop/textures.ll"));
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(find(reflection, kSrv, 5).declaration.kind, dxil::ResourceKind::TypedBuffer);
  EXPECT_EQ(find(reflection, kSrv, 5).binding.descriptor_type, DescriptorType::UniformTexelBuffer);
  EXPECT_EQ(find(reflection, kUav, 3).binding.descriptor_type, DescriptorType::StorageTexelBuffer);
  EXPECT_EQ(find(reflection, kSrv, 1).binding.descriptor_type, DescriptorType::SampledImage);
  EXPECT_EQ(find(reflection, kUav, 1).binding.descriptor_type, DescriptorType::StorageImage);
  EXPECT_EQ(find(reflection, kSampler, 0).binding, (Binding{DescriptorType::Sampler, 0, 3000, 0}));
}

TEST(Reflection, GraphicsSignatures) {
  const Translation translation = translate_module(*load_module(shaders_dir() / "graphics/vs_transform.dxil"));
  const Reflection& reflection = translation.reflection;
  EXPECT_EQ(reflection.stage, dxil::ShaderKind::Vertex);
  ASSERT_EQ(reflection.inputs.size(), 3u);
  EXPECT_EQ(reflection.inputs[0].semantic, "POSITION");
  EXPECT_EQ(reflection.inputs[0].columns, 3u);
  EXPECT_EQ(reflection.inputs[0].location, 0u);
  EXPECT_EQ(reflection.inputs[2].system_value, dxil::SemanticKind::VertexID);
  EXPECT_EQ(reflection.inputs[2].builtin, spv::BuiltIn::VertexIndex);
  EXPECT_FALSE(reflection.inputs[2].location.has_value());
  ASSERT_FALSE(reflection.outputs.empty());
  EXPECT_EQ(reflection.outputs[0].builtin, spv::BuiltIn::Position);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
