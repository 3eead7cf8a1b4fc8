// The SPIR-V builder: header, deduplication, capabilities, section order, the cursor and
// determinism, checked on words and through spirv-val.
#include <gtest/gtest.h>

#include <algorithm>

#include "spirv_emit/builder.h"

#include "common/error.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit {
namespace {

// A compute shader that stores LocalInvocationIndex * 2 into a Private variable.
std::vector<uint32_t> build_small_module(Builder& builder) {
  builder.add_capability(spv::Capability::Shader);
  const Id uint = builder.type_int(32);
  const Id input =
      builder.global_variable(builder.type_pointer(spv::StorageClass::Input, uint), spv::StorageClass::Input);
  builder.decorate(input, spv::Decoration::BuiltIn, {static_cast<uint32_t>(spv::BuiltIn::LocalInvocationIndex)});
  const Id output = builder.global_variable(builder.type_pointer(spv::StorageClass::Private, uint),
                                            spv::StorageClass::Private, builder.constant_uint(0));
  const Id function = builder.begin_function(builder.type_void(), builder.type_function(builder.type_void(), {}));
  const Id entry = builder.allocate_id();
  builder.begin_block(entry);
  const Id temporary = builder.function_variable(builder.type_pointer(spv::StorageClass::Function, uint));
  const Id loaded = builder.emit(spv::Op::OpLoad, uint, {input});
  builder.emit_void(spv::Op::OpStore,
                    {temporary, builder.emit(spv::Op::OpIMul, uint, {loaded, builder.constant_uint(2)})});
  builder.emit_void(spv::Op::OpStore, {output, builder.emit(spv::Op::OpLoad, uint, {temporary})});
  builder.emit_void(spv::Op::OpReturn, {});
  builder.end_function();
  // SPIR-V 1.4 lists every global the entry point uses; 1.3 only its inputs and outputs.
  builder.add_entry_point(spv::ExecutionModel::GLCompute, function, "main",
                          builder.version() >= kSpirv14 ? builder.global_variables() : std::vector<Id>{input});
  builder.add_execution_mode(function, spv::ExecutionMode::LocalSize, {1, 1, 1});
  return builder.finish();
}

TEST(Builder, WritesHeaderAndValidModule) {
  Builder builder;
  const std::vector<uint32_t> words = build_small_module(builder);
  ASSERT_GE(words.size(), 5u);
  EXPECT_EQ(words[0], spv::MagicNumber);
  EXPECT_EQ(words[1], kSpirv13);
  EXPECT_EQ(words[3], builder.allocate_id());  // the bound is one past the last id handed out
  EXPECT_EQ(words[4], 0u);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  EXPECT_TRUE(validation.valid) << validation.messages << spirv_tools::disassemble(words);
}

TEST(Builder, IsDeterministic) {
  Builder first;
  Builder second;
  EXPECT_EQ(build_small_module(first), build_small_module(second));
}

TEST(Builder, DeduplicatesTypesAndConstants) {
  Builder builder;
  const Id uint = builder.type_int(32);
  EXPECT_EQ(builder.type_int(32), uint);
  EXPECT_NE(builder.type_int(16), uint);
  EXPECT_NE(builder.type_signed_int(32), uint);
  EXPECT_EQ(builder.type_vector(uint, 4), builder.type_vector(uint, 4));
  EXPECT_EQ(builder.type_array(uint, 3), builder.type_array(uint, 3));
  EXPECT_NE(builder.type_unique_array(uint, 3), builder.type_array(uint, 3));
  EXPECT_NE(builder.type_unique_struct(std::vector<Id>{uint}), builder.type_unique_struct(std::vector<Id>{uint}));
  EXPECT_EQ(builder.constant_uint(7), builder.constant_uint(7));
  EXPECT_NE(builder.constant_uint(7), builder.constant_uint(8));
  EXPECT_EQ(builder.constant_scalar(builder.type_int(16), 0x12345),
            builder.constant_scalar(builder.type_int(16), 0x2345))
      << "constants are truncated to their width before deduplication";
  EXPECT_EQ(builder.type_of(builder.constant_uint(7)), uint);
  EXPECT_EQ(builder.type_info(builder.type_vector(uint, 4)).count, 4u);
}

// The capabilities a module declares, in order.
std::vector<uint32_t> declared_capabilities(const std::vector<uint32_t>& words) {
  const uint32_t capability_opcode = (2u << 16) | static_cast<uint32_t>(spv::Op::OpCapability);
  std::vector<uint32_t> capabilities;
  for (size_t i = 5; i + 1 < words.size(); ++i)
    if (words[i] == capability_opcode) capabilities.push_back(words[i + 1]);
  return capabilities;
}

TEST(Builder, AddsCapabilitiesByNeedAndOnce) {
  Builder builder;
  builder.add_capability(spv::Capability::Shader);
  builder.add_capability(spv::Capability::Shader);
  builder.type_int(16);
  builder.type_float(64);
  EXPECT_EQ(declared_capabilities(builder.finish()),
            (std::vector<uint32_t>{static_cast<uint32_t>(spv::Capability::Shader),
                                   static_cast<uint32_t>(spv::Capability::Int16),
                                   static_cast<uint32_t>(spv::Capability::Float64)}));
}

// Emitting an instruction or a decoration declares what it needs, so no lowering can write
// one without its capability (a NonUniform decoration on a lone resource once went out
// without ShaderNonUniform).
TEST(Builder, InstructionsAndDecorationsBringTheirCapabilities) {
  Builder builder;
  const Id uint = builder.type_int(32);
  const Id input =
      builder.global_variable(builder.type_pointer(spv::StorageClass::Input, uint), spv::StorageClass::Input);
  builder.decorate(input, spv::Decoration::BuiltIn, {static_cast<uint32_t>(spv::BuiltIn::SubgroupSize)});
  builder.decorate(input, spv::Decoration::NonUniform);
  builder.begin_function(builder.type_void(), builder.type_function(builder.type_void(), {}));
  builder.begin_block(builder.allocate_id());
  builder.emit(spv::Op::OpGroupNonUniformElect, builder.type_bool(), {builder.constant_uint(3)});
  builder.emit_void(spv::Op::OpDemoteToHelperInvocation, {});
  builder.emit_void(spv::Op::OpReturn, {});
  builder.end_function();
  const std::vector<uint32_t> words = builder.finish();
  EXPECT_EQ(declared_capabilities(words),
            (std::vector<uint32_t>{static_cast<uint32_t>(spv::Capability::GroupNonUniform),
                                   static_cast<uint32_t>(spv::Capability::ShaderNonUniform),
                                   static_cast<uint32_t>(spv::Capability::DemoteToHelperInvocation)}));
  // SPIR-V 1.3 needs the descriptor-indexing extension for NonUniform.
  EXPECT_EQ(testing::count_matching(testing::disassembly_lines(words), "OpExtension \"SPV_EXT_descriptor_indexing\""),
            1u)
      << spirv_tools::disassemble(words);
}

TEST(Builder, WritesBlocksInOrderWithVariablesAfterFirstLabel) {
  Builder builder;
  builder.add_capability(spv::Capability::Shader);
  const Id void_type = builder.type_void();
  const Id function_type = builder.type_function(void_type, {});
  const Id pointer = builder.type_pointer(spv::StorageClass::Function, builder.type_int(32));
  const Id function = builder.begin_function(void_type, function_type);
  const Id entry = builder.allocate_id();
  const Id next = builder.allocate_id();
  builder.begin_block(entry);
  builder.emit_void(spv::Op::OpBranch, {next});
  EXPECT_TRUE(builder.block_terminated());
  builder.begin_block(next);
  EXPECT_FALSE(builder.block_terminated());
  // Declared in the second block, the variable still goes to the top of the first.
  const Id variable = builder.function_variable(pointer);
  builder.emit_void(spv::Op::OpReturn, {});
  builder.end_function();
  builder.add_entry_point(spv::ExecutionModel::GLCompute, function, "main", {});
  builder.add_execution_mode(function, spv::ExecutionMode::LocalSize, {1, 1, 1});
  const std::vector<uint32_t> words = builder.finish();
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  ASSERT_TRUE(validation.valid) << validation.messages;
  const auto op = [](spv::Op opcode, uint32_t count) { return (count << 16) | static_cast<uint32_t>(opcode); };
  const std::vector<uint32_t> expected{op(spv::Op::OpFunction, 5),
                                       void_type,
                                       function,
                                       0,
                                       function_type,
                                       op(spv::Op::OpLabel, 2),
                                       entry,
                                       op(spv::Op::OpVariable, 4),
                                       pointer,
                                       variable,
                                       static_cast<uint32_t>(spv::StorageClass::Function),
                                       op(spv::Op::OpBranch, 2),
                                       next,
                                       op(spv::Op::OpLabel, 2),
                                       next,
                                       op(spv::Op::OpReturn, 1),
                                       op(spv::Op::OpFunctionEnd, 1)};
  ASSERT_GE(words.size(), expected.size());
  EXPECT_EQ(std::vector<uint32_t>(words.end() - static_cast<ptrdiff_t>(expected.size()), words.end()), expected);
}

TEST(Builder, RejectsBlockLeftWithoutTerminator) {
  Builder builder;
  builder.begin_function(builder.type_void(), builder.type_function(builder.type_void(), {}));
  builder.begin_block(builder.allocate_id());
  builder.begin_block(builder.allocate_id());
  builder.emit_void(spv::Op::OpReturn, {});
  EXPECT_THROW(builder.end_function(), untangle::Error);
}

TEST(Builder, RejectsInstructionsAfterTerminator) {
  Builder builder;
  builder.begin_function(builder.type_void(), builder.type_function(builder.type_void(), {}));
  const Id entry = builder.allocate_id();
  builder.begin_block(entry);
  builder.emit_void(spv::Op::OpReturn, {});
  EXPECT_THROW(builder.emit_void(spv::Op::OpReturn, {}), untangle::Error);
}

TEST(Builder, EncodesStringsWithPadding) {
  std::vector<uint32_t> words;
  Builder::append_string(words, "main");
  EXPECT_EQ(words, (std::vector<uint32_t>{0x6E69616D, 0}));
  words.clear();
  Builder::append_string(words, "abc");
  EXPECT_EQ(words, (std::vector<uint32_t>{0x00636261}));
}

TEST(Builder, WritesRequestedVersion) {
  for (uint32_t version : {kSpirv13, kSpirv14, kSpirv15, kSpirv16}) {
    Builder builder(version);
    const std::vector<uint32_t> words = build_small_module(builder);
    EXPECT_EQ(words[1], version);
    const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
    EXPECT_TRUE(validation.valid) << validation.messages;
  }
  EXPECT_THROW(Builder(0x00010200), untangle::Error);
}

// Under the Vulkan memory model (AGS's modules) every shared access is non-private, as the
// GLSL450 model had them: a storage buffer's load and store gain NonPrivatePointer (joining an
// Aligned mask already there), a storage image's read and write NonPrivateTexel; a Function
// variable's accesses stay private.
TEST(Builder, VulkanMemoryModelMakesSharedAccessesNonPrivate) {
  Builder builder(kSpirv16);
  builder.add_capability(spv::Capability::Shader);
  builder.add_capability(spv::Capability::StorageImageReadWithoutFormat);
  builder.add_capability(spv::Capability::StorageImageWriteWithoutFormat);
  builder.use_vulkan_memory_model();
  const Id uint = builder.type_int(32);
  const Id uvec4 = builder.type_vector(uint, 4);
  const Id runtime = builder.type_unique_runtime_array(uint);
  builder.decorate(runtime, spv::Decoration::ArrayStride, {4});
  const Id block = builder.type_unique_struct(std::vector<Id>{runtime});
  builder.decorate(block, spv::Decoration::Block);
  builder.decorate_member(block, 0, spv::Decoration::Offset, {0});
  const Id buffer = builder.global_variable(builder.type_pointer(spv::StorageClass::StorageBuffer, block),
                                            spv::StorageClass::StorageBuffer);
  const Id image_type = builder.type_image(uint, spv::Dim::Dim2D, false, false, 2, spv::ImageFormat::Unknown);
  const Id image = builder.global_variable(builder.type_pointer(spv::StorageClass::UniformConstant, image_type),
                                           spv::StorageClass::UniformConstant);
  for (const Id variable : {buffer, image}) {
    builder.decorate(variable, spv::Decoration::DescriptorSet, {0});
    builder.decorate(variable, spv::Decoration::Binding, {variable == buffer ? 0u : 1u});
  }
  const Id function = builder.begin_function(builder.type_void(), builder.type_function(builder.type_void(), {}));
  builder.begin_block(builder.allocate_id());
  const Id local = builder.function_variable(builder.type_pointer(spv::StorageClass::Function, uint));
  const Id element = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::StorageBuffer, uint),
                                  {buffer, builder.constant_uint(0), builder.constant_uint(1)});
  const Id word =
      builder.emit(spv::Op::OpLoad, uint, {element, static_cast<uint32_t>(spv::MemoryAccessMask::Aligned), 4});
  builder.emit_void(spv::Op::OpStore, {local, word});
  builder.emit_void(spv::Op::OpStore, {element, builder.emit(spv::Op::OpLoad, uint, {local})});
  const Id coordinate = builder.constant_composite(builder.type_vector(uint, 2),
                                                   std::vector<Id>{builder.constant_uint(0), builder.constant_uint(0)});
  const Id loaded = builder.emit(spv::Op::OpLoad, image_type, {image});
  const Id texel = builder.emit(spv::Op::OpImageRead, uvec4, {loaded, coordinate});
  builder.emit_void(spv::Op::OpImageWrite, {loaded, coordinate, texel});
  builder.emit_void(spv::Op::OpReturn, {});
  builder.end_function();
  builder.add_entry_point(spv::ExecutionModel::GLCompute, function, "main", builder.global_variables());
  builder.add_execution_mode(function, spv::ExecutionMode::LocalSize, {1, 1, 1});
  const std::vector<uint32_t> words = builder.finish();
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  EXPECT_TRUE(validation.valid) << validation.messages << spirv_tools::disassemble(words);
  const std::vector<std::string> lines = testing::disassembly_lines(words);
  EXPECT_EQ(testing::count_matching(lines, "OpMemoryModel Logical Vulkan"), 1u);
  EXPECT_EQ(testing::count_matching(lines, "%\\w+ = OpLoad %uint %\\w+ Aligned\\|NonPrivatePointer 4"), 1u);
  EXPECT_EQ(testing::count_matching(lines, "OpStore %\\w+ %\\w+ NonPrivatePointer"), 1u);
  EXPECT_EQ(testing::count_matching(lines, "OpStore %\\w+ %\\w+"), 1u) << "the Function variable's store";
  EXPECT_EQ(testing::count_matching(lines, "%\\w+ = OpLoad %uint %\\w+"), 1u) << "the Function variable's load";
  EXPECT_EQ(testing::count_matching(lines, "%\\w+ = OpImageRead %v4uint %\\w+ %\\w+ NonPrivateTexel"), 1u);
  EXPECT_EQ(testing::count_matching(lines, "OpImageWrite %\\w+ %\\w+ %\\w+ NonPrivateTexel"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit
