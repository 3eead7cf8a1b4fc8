// Tests of RDEF: the SM 4, 5.0 and 5.1 layouts written and read back, the 5.0 header as fxc
// writes it, and malformed parts.
#include "dxbc/resource_definitions.h"

#include <gtest/gtest.h>

#include "dxbc_test_support.h"

namespace untangle::dxbc {
namespace {

dxil::ContainerPart part_of(const std::vector<uint8_t>& bytes) {
  dxil::ContainerPart part;
  part.kind = dxil::PartKind::ResourceDefinitions;
  part.offset = 0x40;
  part.data = bytes;
  return part;
}

ResourceDefinitions sample(uint8_t major, uint8_t minor) {
  ResourceDefinitions definitions;
  definitions.major = major;
  definitions.minor = minor;
  definitions.program_type = 0x4353;  // "CS"
  definitions.compile_flags = 0x100;
  definitions.creator = "Microsoft (R) HLSL Shader Compiler 10.1";
  ShaderType float4{1, 3, 1, 4, 0, major >= 5 ? "float4" : "", {}};
  ShaderType uint_type{0, 19, 1, 1, 0, major >= 5 ? "uint" : "", {}};
  ShaderType light{5, 0, 1, 5, 2, major >= 5 ? "Light" : "", {{"color", 0, float4}, {"index", 16, uint_type}}};
  ConstantBufferVariable color{"color", 0, 16, 2, float4, {}};
  ConstantBufferVariable lights{"lights", 16, 40, 2, light, {}};
  ConstantBufferVariable count{"count", 56, 4, 0, uint_type, {1, 0, 0, 0}};
  if (major >= 5) count.start_texture = 3;
  definitions.constant_buffers = {{"Globals", 64, 0, 0, {color, lights, count}}, {"Empty", 16, 0, 1, {}}};
  definitions.bindings = {{"tex", 2, 5, 4, 0xFFFFFFFF, 1, 1, 0xC, major == 5 && minor == 1 ? 2u : 0u, major == 5 && minor == 1 ? 7u : 0u},
                          {"Globals", 0, 0, 0, 0, 0, 1, 0, 0, 0}};
  return definitions;
}

void expect_same_type(const ShaderType& a, const ShaderType& b) {
  EXPECT_EQ(a.variable_class, b.variable_class);
  EXPECT_EQ(a.base_type, b.base_type);
  EXPECT_EQ(a.rows, b.rows);
  EXPECT_EQ(a.columns, b.columns);
  EXPECT_EQ(a.elements, b.elements);
  EXPECT_EQ(a.name, b.name);
  ASSERT_EQ(a.members.size(), b.members.size());
  for (size_t i = 0; i < a.members.size(); ++i) {
    EXPECT_EQ(a.members[i].name, b.members[i].name);
    EXPECT_EQ(a.members[i].offset, b.members[i].offset);
    expect_same_type(a.members[i].type, b.members[i].type);
  }
}

TEST(ResourceDefinitions, RoundTripsEveryLayout) {
  for (auto [major, minor] : {std::pair<uint8_t, uint8_t>{4, 0}, {4, 1}, {5, 0}, {5, 1}}) {
    SCOPED_TRACE(std::to_string(major) + "." + std::to_string(minor));
    const ResourceDefinitions written = sample(major, minor);
    const std::vector<uint8_t> bytes = write_resource_definitions(written);
    const ResourceDefinitions read = parse_resource_definitions(part_of(bytes));
    EXPECT_EQ(read.major, major);
    EXPECT_EQ(read.minor, minor);
    EXPECT_EQ(read.program_type, 0x4353);
    EXPECT_EQ(read.compile_flags, 0x100u);
    EXPECT_EQ(read.creator, written.creator);
    ASSERT_EQ(read.bindings.size(), 2u);
    for (size_t i = 0; i < 2; ++i) {
      const ResourceBinding& a = read.bindings[i];
      const ResourceBinding& b = written.bindings[i];
      EXPECT_EQ(a.name, b.name);
      EXPECT_EQ(a.input_type, b.input_type);
      EXPECT_EQ(a.return_type, b.return_type);
      EXPECT_EQ(a.dimension, b.dimension);
      EXPECT_EQ(a.sample_count, b.sample_count);
      EXPECT_EQ(a.bind_point, b.bind_point);
      EXPECT_EQ(a.bind_count, b.bind_count);
      EXPECT_EQ(a.flags, b.flags);
      EXPECT_EQ(a.space, b.space);
      EXPECT_EQ(a.id, b.id);
    }
    ASSERT_EQ(read.constant_buffers.size(), 2u);
    for (size_t i = 0; i < 2; ++i) {
      const ConstantBuffer& a = read.constant_buffers[i];
      const ConstantBuffer& b = written.constant_buffers[i];
      EXPECT_EQ(a.name, b.name);
      EXPECT_EQ(a.size, b.size);
      EXPECT_EQ(a.flags, b.flags);
      EXPECT_EQ(a.type, b.type);
      ASSERT_EQ(a.variables.size(), b.variables.size());
      for (size_t v = 0; v < a.variables.size(); ++v) {
        EXPECT_EQ(a.variables[v].name, b.variables[v].name);
        EXPECT_EQ(a.variables[v].offset, b.variables[v].offset);
        EXPECT_EQ(a.variables[v].size, b.variables[v].size);
        EXPECT_EQ(a.variables[v].flags, b.variables[v].flags);
        EXPECT_EQ(a.variables[v].default_value, b.variables[v].default_value);
        EXPECT_EQ(a.variables[v].start_texture, major >= 5 ? b.variables[v].start_texture : 0xFFFFFFFF);
        expect_same_type(a.variables[v].type, b.variables[v].type);
      }
    }
  }
}

TEST(ResourceDefinitions, WritesTheShaderModel5Header) {
  const std::vector<uint8_t> bytes = write_resource_definitions(sample(5, 0));
  const std::vector<uint8_t> layout(bytes.begin() + 16, bytes.begin() + 60);
  EXPECT_EQ(layout, testing::to_bytes({0x43530500, 0x100, static_cast<uint32_t>(bytes.size() - 40), 0x31314452, 60, 24, 32, 40, 36, 12, 0}));
  const std::vector<uint8_t> bytes51 = write_resource_definitions(sample(5, 1));
  EXPECT_EQ(std::vector<uint8_t>(bytes51.begin() + 28, bytes51.begin() + 44), testing::to_bytes({0x25441313, 60, 24, 40}));
}

TEST(ResourceDefinitions, MalformedParts) {
  using testing::read_error_of;
  const std::vector<uint8_t> good = write_resource_definitions(sample(5, 0));
  auto error = [](const std::vector<uint8_t>& bytes) { return read_error_of([&] { parse_resource_definitions(part_of(bytes)); }); };
  EXPECT_EQ(error(std::vector<uint8_t>(27, 0)), "offset 0x40: RDEF header: needs 28 bytes, the part has 27");
  std::vector<uint8_t> tag = good;
  tag[28] = 0;
  EXPECT_EQ(error(tag), "offset 0x5c: RDEF header: layout tag 825312256 is not the one of shader model 5.0");
  std::vector<uint8_t> bindings = good;
  bindings[8] = 200;
  EXPECT_NE(error(bindings).find("RDEF bindings: 200 entries of 32 bytes at offset 60 do not fit the part"), std::string::npos);
  const ResourceDefinitions read = parse_resource_definitions(part_of(good));
  ASSERT_FALSE(read.constant_buffers.empty());
  for (size_t size = 0; size + 40 < good.size(); ++size) {
    const std::vector<uint8_t> cut(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(size));
    EXPECT_THROW(parse_resource_definitions(part_of(cut)), dxil::ReadError) << size;
  }
}

TEST(ResourceDefinitions, BoundsSelfReferencingTypes) {
  // SM 4 layout: one buffer, one variable whose type is a struct with one member of its own type.
  const std::vector<uint32_t> words = {
      1, 28, 0, 0, 0x43530400, 0, 104,          // header: the buffer at 28, the creator at 104
      104, 1, 52, 16, 0, 0,                     // buffer "a": its variable at 52
      104, 0, 16, 0, 76, 0,                     // variable "a": its type at 76
      0x00000005, 0x00010001, 0x00010000, 92,   // struct type, 1 row, 1 column, 1 member at 92
      104, 76, 0,                               // member "a" of type 76: the struct itself
      0x00000061};                              // "a"
  const std::string message = testing::read_error_of([&] { parse_resource_definitions(part_of(testing::to_bytes(words))); });
  EXPECT_NE(message.find("types nest deeper than 16"), std::string::npos) << message;
}

}  // namespace
}  // namespace untangle::dxbc
