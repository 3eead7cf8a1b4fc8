// The shader record a local root signature lays out (shader_record_layout.h): root constants
// as ranges of the ShaderRecordBufferKHR block, root descriptors as 64-bit device addresses
// read from it, descriptor tables refused; on shaders/raytracing/rt_shader_record's
// closest-hit export, whose b1 and b2 (space 1) the signatures below hold.
#include "spirv_emit/shader_record_layout.h"

#include <gtest/gtest.h>

#include <tuple>

#include "api/facade.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

dxil::RootParameter root_constants(uint32_t shader_register, uint32_t words) {
  dxil::RootParameter parameter;
  parameter.type = dxil::RootParameterType::Constants32Bit;
  parameter.constants = {shader_register, 1, words};
  return parameter;
}

dxil::RootParameter root_cbv(uint32_t shader_register) {
  dxil::RootParameter parameter;
  parameter.type = dxil::RootParameterType::Cbv;
  parameter.descriptor = {shader_register, 1, 0};
  return parameter;
}

dxil::RootParameter cbv_table(uint32_t shader_register) {
  dxil::RootParameter parameter;
  parameter.type = dxil::RootParameterType::DescriptorTable;
  dxil::DescriptorRange range;
  range.type = dxil::DescriptorRangeType::Cbv;
  range.count = 1;
  range.base_register = shader_register;
  range.space = 1;
  parameter.ranges.push_back(range);
  return parameter;
}

dxil::RootSignature signature_of(std::vector<dxil::RootParameter> parameters) {
  dxil::RootSignature signature;
  signature.version = dxil::RootSignatureVersion::V1_1;
  signature.parameters = std::move(parameters);
  return signature;
}

ResourceDeclaration cbv(uint32_t shader_register) {
  ResourceDeclaration declaration;
  declaration.resource_class = dxil::ResourceClass::ConstantBuffer;
  declaration.kind = dxil::ResourceKind::CBuffer;
  declaration.lower_bound = shader_register;
  declaration.space = 1;
  return declaration;
}

TEST(ShaderRecordLayout, ParametersTakeTheirPlacesInOrder) {
  // One word at 0, the root CBV's address at 8 (8-byte aligned), the table's handle at 16.
  const ShaderRecordLayout layout(signature_of({root_constants(1, 1), root_cbv(2), cbv_table(3)}));
  const ResourceDeclaration b1 = cbv(1), b2 = cbv(2), b3 = cbv(3), b4 = cbv(4);
  EXPECT_EQ(layout.size(), 24u);
  const std::optional<Binding> constants = layout.binding(BindingRequest{b1});
  ASSERT_TRUE(constants.has_value());
  EXPECT_EQ(constants->descriptor_type, DescriptorType::ShaderRecord);
  EXPECT_EQ(constants->push_constant_offset, 0u);
  EXPECT_EQ(constants->push_constant_size, 4u);
  const std::optional<Binding> address = layout.binding(BindingRequest{b2});
  ASSERT_TRUE(address.has_value());
  EXPECT_EQ(address->descriptor_type, DescriptorType::DeviceAddress);
  EXPECT_EQ(address->address_source, ValueSource::ShaderRecord);
  EXPECT_EQ(address->push_constant_offset, 8u);
  EXPECT_EQ(layout.binding(BindingRequest{b4}), std::nullopt);
  try {
    layout.binding(BindingRequest{b3});
    FAIL() << "placed a descriptor table's CBV";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::Unsupported);
    EXPECT_STREQ(error.what(),
                 "the local root signature holds b3 space 1 in a descriptor table, whose heap only a layer's "
                 "remapper can place");
  }
}

TEST(ShaderRecordLayout, ALocalRootCbvIsReadThroughTheAddressInTheRecord) {
  const auto module = load_module(shaders_dir() / "raytracing/rt_shader_record.dxil");
  api::TranslateOptions options;
  options.local_root_signature = signature_of({root_constants(1, 1), root_cbv(2)});
  const Translation translation = api::translate(*module, "Hit", options);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  EXPECT_EQ(translation.reflection.shader_record_size, 16u);
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  EXPECT_EQ(count_matching(lines, "%ShaderRecord = OpTypeStruct %_arr_uint_uint_1 %v2uint"), 1u);
  EXPECT_EQ(count_matching(lines, "OpMemberDecorate %ShaderRecord 0 Offset 0"), 1u);
  EXPECT_EQ(count_matching(lines, "OpMemberDecorate %ShaderRecord 1 Offset 8"), 1u);
  // (The disassembler spells ShaderRecordBufferKHR by its first name, ShaderRecordBufferNV.)
  const size_t address = find_matching(lines, "(%\\w+) = OpAccessChain %_ptr_ShaderRecordBufferNV_v2uint %shader_record %uint_1");
  ASSERT_LT(address, lines.size());
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %_ptr_PhysicalStorageBuffer_PhysicalRows %\\w+"), 1u);
}

// A CBV of a local descriptor table, which a layer's remapper places in its heap with the
// index in the shader record: in a closest-hit shader the invocations of one subgroup may run
// for different hit groups' records, so the heap index is NonUniform (lavapipe read other
// records' CBVs for vkd3d-proton's miss shaders without it); in ray generation the record is
// the dispatch's one, and uniform.
TEST(ShaderRecordLayout, AHeapIndexFromTheRecordIsNonUniformOutsideRayGeneration) {
  const auto module = load_module(shaders_dir() / "raytracing/rt_shader_record.dxil");
  const auto translated = [&](const char* entry, uint32_t space1_register) {
    api::TranslateOptions options;
    options.use_module_root_signature = false;
    options.emit.remapper = [=](const BindingRequest& request, Binding& binding) {
      if (request.resource.space == 1 && request.resource.lower_bound == space1_register) {
        binding.descriptor_type = DescriptorType::UniformBuffer;
        binding.set = 5;
        binding.binding = 0;
        binding.heap = HeapWindow{.offset = 0, .index_source = ValueSource::ShaderRecord, .index_offset = 0};
      }
      return true;
    };
    const Translation translation = api::translate(*module, entry, options);
    const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
    EXPECT_TRUE(validation.valid) << validation.messages;
    return disassembly_lines(translation.words);
  };
  for (const auto& [entry, space1_register, non_uniform] :
       std::initializer_list<std::tuple<const char*, uint32_t, bool>>{{"Hit", 1, true}, {"RayGen", 0, false}}) {
    SCOPED_TRACE(entry);
    const std::vector<std::string> lines = translated(entry, space1_register);
    const size_t element = find_matching(lines, "%(\\w+) = OpAccessChain %_ptr_Uniform_\\w+ %\\w+ %\\w+");
    ASSERT_LT(element, lines.size());
    const std::string id = lines[element].substr(0, lines[element].find(' '));
    EXPECT_EQ(count_matching(lines, "OpDecorate " + id + " NonUniform"), non_uniform ? 1u : 0u);
    EXPECT_EQ(count_matching(lines, "OpCapability UniformBufferArrayNonUniformIndexing"), non_uniform ? 1u : 0u);
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
