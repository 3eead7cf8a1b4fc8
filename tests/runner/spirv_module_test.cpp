// The SPIR-V scan: entry points, workgroup sizes, descriptor kinds and which bindings an
// entry point uses.
#include "device_test.h"
#include "runner/error.h"
#include "runner/spirv_module.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <spirv/unified1/spirv.hpp>

#include <algorithm>

namespace untangle::runner {
namespace {

using testing::assemble;

// Two storage buffers of which the entry point uses one, in SPIR-V 1.5 where the entry
// point's interface lists every global it uses.
constexpr std::string_view kInterfaceModule = R"(
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %Used
               OpExecutionMode %main LocalSize 4 2 1
               OpDecorate %words ArrayStride 4
               OpMemberDecorate %block 0 Offset 0
               OpDecorate %block Block
               OpDecorate %Used DescriptorSet 0
               OpDecorate %Used Binding 2000
               OpDecorate %Unused DescriptorSet 1
               OpDecorate %Unused Binding 5
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %words = OpTypeRuntimeArray %uint
      %block = OpTypeStruct %words
    %pointer = OpTypePointer StorageBuffer %block
%uint_pointer = OpTypePointer StorageBuffer %uint
     %uint_0 = OpConstant %uint 0
       %Used = OpVariable %pointer StorageBuffer
     %Unused = OpVariable %pointer StorageBuffer
       %main = OpFunction %void None %function
      %entry = OpLabel
    %element = OpAccessChain %uint_pointer %Used %uint_0 %uint_0
               OpStore %element %uint_0
               OpReturn
               OpFunctionEnd
)";

// Resource declarations of every kind, old-style BufferBlock, arrays, and a LocalSizeId.
constexpr std::string_view kKindsModule = R"(
               OpCapability Shader
               OpCapability SampledBuffer
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main"
               OpExecutionModeId %main LocalSizeId %uint_16 %uint_2 %uint_1
               OpName %Legacy "Legacy"
               OpDecorate %words ArrayStride 4
               OpMemberDecorate %legacy_block 0 Offset 0
               OpDecorate %legacy_block BufferBlock
               OpMemberDecorate %uniform_block 0 Offset 0
               OpDecorate %uniform_block Block
               OpDecorate %Legacy DescriptorSet 0
               OpDecorate %Legacy Binding 1
               OpDecorate %Constants DescriptorSet 0
               OpDecorate %Constants Binding 2
               OpDecorate %Textures DescriptorSet 0
               OpDecorate %Textures Binding 3
               OpDecorate %Samplers DescriptorSet 0
               OpDecorate %Samplers Binding 4
               OpDecorate %Typed DescriptorSet 0
               OpDecorate %Typed Binding 5
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
     %uint_1 = OpConstant %uint 1
     %uint_2 = OpConstant %uint 2
     %uint_4 = OpConstant %uint 4
    %uint_16 = OpConstant %uint 16
      %words = OpTypeRuntimeArray %uint
%legacy_block = OpTypeStruct %words
%uniform_block = OpTypeStruct %uint
    %texture = OpTypeImage %float 2D 0 0 0 1 Unknown
   %textures = OpTypeArray %texture %uint_4
    %sampler = OpTypeSampler
   %samplers = OpTypeRuntimeArray %sampler
      %typed = OpTypeImage %uint Buffer 0 0 0 1 Unknown
%legacy_pointer = OpTypePointer Uniform %legacy_block
%uniform_pointer = OpTypePointer Uniform %uniform_block
%textures_pointer = OpTypePointer UniformConstant %textures
%samplers_pointer = OpTypePointer UniformConstant %samplers
%typed_pointer = OpTypePointer UniformConstant %typed
     %Legacy = OpVariable %legacy_pointer Uniform
  %Constants = OpVariable %uniform_pointer Uniform
   %Textures = OpVariable %textures_pointer UniformConstant
   %Samplers = OpVariable %samplers_pointer UniformConstant
      %Typed = OpVariable %typed_pointer UniformConstant
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)";

TEST(SpirvModule, ReadsEntryPointAndInterfaceBindings) {
  const SpirvModule module = SpirvModule::parse(assemble(kInterfaceModule, SPV_ENV_VULKAN_1_2));
  EXPECT_EQ(module.version_text(), "1.5");
  const EntryPoint& entry = module.compute_entry("main");
  EXPECT_EQ(entry.name, "main");
  EXPECT_EQ(entry.local_size, (std::array<uint32_t, 3>{4, 2, 1}));
  ASSERT_EQ(module.bindings.size(), 2u);
  const std::vector<DescriptorBinding> used = module.bindings_of(entry);
  ASSERT_EQ(used.size(), 1u);
  EXPECT_EQ(used[0].set, 0u);
  EXPECT_EQ(used[0].binding, 2000u);
  EXPECT_EQ(used[0].kind, DescriptorKind::StorageBuffer);
}

TEST(SpirvModule, ClassifiesEveryDescriptorKind) {
  const SpirvModule module = SpirvModule::parse(assemble(kKindsModule, SPV_ENV_VULKAN_1_3));
  const EntryPoint& entry = module.compute_entry("");
  EXPECT_EQ(entry.local_size, (std::array<uint32_t, 3>{16, 2, 1}));
  ASSERT_EQ(module.bindings.size(), 5u);
  // Sorted by (set, binding).
  EXPECT_EQ(module.bindings[0].kind, DescriptorKind::StorageBuffer);
  EXPECT_EQ(module.bindings[0].name, "Legacy");
  EXPECT_EQ(module.bindings[0].describe(), "set 0 binding 1 (storage_buffer Legacy)");
  EXPECT_EQ(module.bindings[1].kind, DescriptorKind::UniformBuffer);
  EXPECT_EQ(module.bindings[2].kind, DescriptorKind::SampledImage);
  EXPECT_EQ(module.bindings[2].count, 4u);
  EXPECT_EQ(module.bindings[3].kind, DescriptorKind::Sampler);
  EXPECT_EQ(module.bindings[3].count, 0u);
  EXPECT_EQ(module.bindings[4].kind, DescriptorKind::UniformTexelBuffer);
  EXPECT_NE(std::find(module.capabilities.begin(), module.capabilities.end(), spv::CapabilitySampledBuffer),
            module.capabilities.end());
}

TEST(SpirvModule, ReadsTheCounterBuffersThatDxcNames) {
  // dxc -spirv numbers counters on its own (CounterBuffer decorations link them).
  std::ifstream file(std::string(UNTANGLE_SHADERS_DIR) + "/resources/res_counters.spv", std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  const SpirvModule module = SpirvModule::parse(spirv_words(bytes));
  std::vector<std::pair<uint32_t, std::optional<std::pair<uint32_t, uint32_t>>>> counters;
  for (const DescriptorBinding& binding : module.bindings) {
    if (binding.binding >= 2000) counters.emplace_back(binding.binding, binding.counter);
  }
  using Counter = std::pair<uint32_t, uint32_t>;
  EXPECT_EQ(counters, (decltype(counters){{2000, Counter{0, 2}}, {2001, Counter{0, 3}}, {2002, Counter{0, 0}},
                                          {2003, Counter{0, 1}}, {2004, std::nullopt}}));
}

TEST(SpirvModule, TestShadersDeclareTheDefaultBindings) {
  const SpirvModule module =
      SpirvModule::parse(testing::assemble_file(testing::test_path("runner/shaders/typed_buffers.spvasm")));
  ASSERT_EQ(module.bindings.size(), 3u);
  EXPECT_EQ(module.bindings[0].describe(), "set 0 binding 0 (uniform_buffer Constants)");
  EXPECT_EQ(module.bindings[1].describe(), "set 0 binding 1000 (uniform_texel_buffer Input)");
  EXPECT_EQ(module.bindings[2].describe(), "set 0 binding 2000 (storage_texel_buffer Output)");
}

TEST(SpirvModule, RejectsMalformedModules) {
  EXPECT_THROW(SpirvModule::parse({0x12345678, 0, 0, 0, 0}), RunnerError);
  std::vector<uint32_t> words = assemble(kInterfaceModule, SPV_ENV_VULKAN_1_2);
  words.resize(7);  // cuts the first instruction short
  words[5] = (40u << 16) | spv::OpCapability;
  EXPECT_THROW(SpirvModule::parse(words), RunnerError);
  EXPECT_THROW(spirv_words({1, 2, 3}), RunnerError);
}

TEST(SpirvModule, ComputeEntryMustExist) {
  const SpirvModule module = SpirvModule::parse(assemble(R"(
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint Fragment %main "main"
               OpExecutionMode %main OriginUpperLeft
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)"));
  EXPECT_THROW(module.compute_entry("main"), RunnerError);
}

// A vertex shader as dxc -fspv-reflect writes one: inputs with UserSemantic decorations, a
// built-in input, and a push-constant block with a vector, an array and a matrix.
constexpr std::string_view kVertexModule = R"(
               OpCapability Shader
               OpExtension "SPV_GOOGLE_hlsl_functionality1"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Vertex %main "vs_main" %position %uv %vertex_id %out_position %constants
               OpEntryPoint Fragment %ps "ps_main"
               OpExecutionMode %ps OriginUpperLeft
               OpDecorateString %position UserSemantic "POSITION"
               OpDecorateString %uv UserSemantic "texcoord3"
               OpDecorateString %vertex_id UserSemantic "SV_VertexID"
               OpDecorate %vertex_id BuiltIn VertexIndex
               OpDecorate %out_position BuiltIn Position
               OpDecorate %position Location 0
               OpDecorate %uv Location 2
               OpDecorate %floats ArrayStride 16
               OpMemberDecorate %block 0 Offset 0
               OpMemberDecorate %block 1 Offset 16
               OpMemberDecorate %block 2 Offset 64
               OpMemberDecorate %block 2 ColMajor
               OpMemberDecorate %block 2 MatrixStride 16
               OpDecorate %block Block
       %void = OpTypeVoid
   %function = OpTypeFunction %void
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
     %uint_3 = OpConstant %uint 3
    %v2float = OpTypeVector %float 2
    %v4float = OpTypeVector %float 4
   %v3float = OpTypeVector %float 3
%mat2v3float = OpTypeMatrix %v3float 2
     %floats = OpTypeArray %float %uint_3
      %block = OpTypeStruct %v2float %floats %mat2v3float
%block_pointer = OpTypePointer PushConstant %block
%v2_input = OpTypePointer Input %v2float
%uint_input = OpTypePointer Input %uint
%v4_output = OpTypePointer Output %v4float
   %position = OpVariable %v2_input Input
         %uv = OpVariable %v2_input Input
  %vertex_id = OpVariable %uint_input Input
%out_position = OpVariable %v4_output Output
  %constants = OpVariable %block_pointer PushConstant
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
         %ps = OpFunction %void None %function
   %ps_entry = OpLabel
               OpReturn
               OpFunctionEnd
)";

TEST(SpirvModule, ReadsStageInputsWithTheirSemantics) {
  const SpirvModule module = SpirvModule::parse(assemble(kVertexModule, SPV_ENV_VULKAN_1_3));
  const EntryPoint& vertex = module.entry(Stage::Vertex, "");
  EXPECT_EQ(vertex.name, "vs_main");
  const std::vector<StageVariable> inputs = module.inputs_of(vertex);
  ASSERT_EQ(inputs.size(), 2u);  // the built-in is left out
  EXPECT_EQ(inputs[0].semantic, "POSITION");
  EXPECT_EQ(inputs[0].location, 0u);
  EXPECT_EQ(inputs[1].semantic, "texcoord3");
  EXPECT_EQ(inputs[1].location, 2u);
  // Ends after the 2x3 matrix's second column: 64 + 2 * 16.
  EXPECT_EQ(module.push_constant_bytes(vertex), 96u);
  EXPECT_EQ(module.push_constant_bytes(module.entry(Stage::Pixel, "ps_main")), 0u);  // not in its interface
  EXPECT_THROW(module.entry(Stage::Geometry, ""), RunnerError);
  try {
    module.entry(Stage::Mesh, "");
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(), "the SPIR-V module has no mesh (MeshEXT) entry point");
  }
}

TEST(SpirvModule, RecognisesTheMagicNumber) {
  EXPECT_TRUE(is_spirv({0x03, 0x02, 0x23, 0x07, 0x00}));
  EXPECT_FALSE(is_spirv({'D', 'X', 'B', 'C'}));
  EXPECT_FALSE(is_spirv({0x03}));
  EXPECT_EQ(spirv_words({0x03, 0x02, 0x23, 0x07}), (std::vector<uint32_t>{kSpirvMagic}));
}

}  // namespace
}  // namespace untangle::runner
