// Tests of reading serialized root signatures: every field of the blobs DXC made from
// shaders/rootsig/*.hlsl against the HLSL definitions, versions 1.0, 1.1 and (derived) 1.2,
// the container path, and the readable description.
#include "dxil/root_signature.h"

#include <gtest/gtest.h>

#include <limits>

#include "dxil/error.h"
#include "root_signature_test_support.h"

namespace untangle::dxil {
namespace {

using testing::read_shader;
using testing::rts0_payload;
using testing::widen_to_version_1_2;

constexpr float kFloatMax = std::numeric_limits<float>::max();

RootParameter constants(uint32_t shader_register, uint32_t space, uint32_t values,
                        ShaderVisibility visibility = ShaderVisibility::All) {
  RootParameter parameter;
  parameter.type = RootParameterType::Constants32Bit;
  parameter.visibility = visibility;
  parameter.constants = {shader_register, space, values};
  return parameter;
}

RootParameter descriptor(RootParameterType type, uint32_t shader_register, uint32_t space, uint32_t flags,
                         ShaderVisibility visibility = ShaderVisibility::All) {
  RootParameter parameter;
  parameter.type = type;
  parameter.visibility = visibility;
  parameter.descriptor = {shader_register, space, flags};
  return parameter;
}

RootParameter table(std::vector<DescriptorRange> ranges, ShaderVisibility visibility = ShaderVisibility::All) {
  RootParameter parameter;
  parameter.type = RootParameterType::DescriptorTable;
  parameter.visibility = visibility;
  parameter.ranges = std::move(ranges);
  return parameter;
}

void expect_same(const DescriptorRange& actual, const DescriptorRange& expected) {
  EXPECT_EQ(actual.type, expected.type);
  EXPECT_EQ(actual.count, expected.count);
  EXPECT_EQ(actual.base_register, expected.base_register);
  EXPECT_EQ(actual.space, expected.space);
  EXPECT_EQ(actual.flags, expected.flags);
  EXPECT_EQ(actual.offset, expected.offset);
}

void expect_same(const RootParameter& actual, const RootParameter& expected) {
  EXPECT_EQ(actual.type, expected.type);
  EXPECT_EQ(actual.visibility, expected.visibility);
  EXPECT_EQ(actual.constants.shader_register, expected.constants.shader_register);
  EXPECT_EQ(actual.constants.space, expected.constants.space);
  EXPECT_EQ(actual.constants.num_32bit_values, expected.constants.num_32bit_values);
  EXPECT_EQ(actual.descriptor.shader_register, expected.descriptor.shader_register);
  EXPECT_EQ(actual.descriptor.space, expected.descriptor.space);
  EXPECT_EQ(actual.descriptor.flags, expected.descriptor.flags);
  ASSERT_EQ(actual.ranges.size(), expected.ranges.size());
  for (size_t index = 0; index < actual.ranges.size(); ++index) {
    SCOPED_TRACE("range " + std::to_string(index));
    expect_same(actual.ranges[index], expected.ranges[index]);
  }
}

void expect_same(const StaticSampler& actual, const StaticSampler& expected) {
  EXPECT_EQ(actual.filter, expected.filter);
  EXPECT_EQ(actual.address_u, expected.address_u);
  EXPECT_EQ(actual.address_v, expected.address_v);
  EXPECT_EQ(actual.address_w, expected.address_w);
  EXPECT_EQ(actual.mip_lod_bias, expected.mip_lod_bias);
  EXPECT_EQ(actual.max_anisotropy, expected.max_anisotropy);
  EXPECT_EQ(actual.comparison, expected.comparison);
  EXPECT_EQ(actual.border_color, expected.border_color);
  EXPECT_EQ(actual.min_lod, expected.min_lod);
  EXPECT_EQ(actual.max_lod, expected.max_lod);
  EXPECT_EQ(actual.shader_register, expected.shader_register);
  EXPECT_EQ(actual.space, expected.space);
  EXPECT_EQ(actual.visibility, expected.visibility);
  EXPECT_EQ(actual.flags, expected.flags);
}

void expect_same(const RootSignature& actual, const RootSignature& expected) {
  EXPECT_EQ(actual.version, expected.version);
  EXPECT_EQ(actual.flags, expected.flags);
  ASSERT_EQ(actual.parameters.size(), expected.parameters.size());
  for (size_t index = 0; index < actual.parameters.size(); ++index) {
    SCOPED_TRACE("parameter " + std::to_string(index));
    expect_same(actual.parameters[index], expected.parameters[index]);
  }
  ASSERT_EQ(actual.static_samplers.size(), expected.static_samplers.size());
  for (size_t index = 0; index < actual.static_samplers.size(); ++index) {
    SCOPED_TRACE("static sampler " + std::to_string(index));
    expect_same(actual.static_samplers[index], expected.static_samplers[index]);
  }
}

// shaders/rootsig/everything.hlsl; range and descriptor flags are 0 in every version, as
// the HLSL gives none and DXC stores none.
RootSignature everything(RootSignatureVersion version) {
  using enum DescriptorRangeType;
  using enum ShaderVisibility;
  RootSignature signature;
  signature.version = version;
  signature.flags = 0xF7F;  // every flag but LOCAL_ROOT_SIGNATURE
  signature.parameters = {
      constants(0, 0, 4),
      constants(3, 7, 1, Vertex),
      descriptor(RootParameterType::Cbv, 1, 2, 0, Hull),
      descriptor(RootParameterType::Srv, 0, 0, 0, Domain),
      descriptor(RootParameterType::Uav, 5, 1, 0, Geometry),
      table({{Cbv, 2, 4, 0, 0, kAppendOffset},
             {Srv, 3, 1, 1, 0, 10},
             {Uav, 1, 1, 0, 0, kAppendOffset},
             {Srv, kUnboundedDescriptors, 8, 4, 0, kAppendOffset}},
            Pixel),
      table({{Sampler, 4, 10, 0, 0, kAppendOffset}, {Sampler, 1, 8, 2, 0, kAppendOffset}}, Amplification),
      table({{Uav, kUnboundedDescriptors, 10, 3, 0, 0}}, Mesh),
      constants(2, 5, 16),
  };
  using enum TextureAddressMode;
  signature.static_samplers = {
      {Filter::Anisotropic, Wrap, Wrap, Wrap, 0.0f, 16, ComparisonFunc::LessEqual, StaticBorderColor::OpaqueWhite, 0.0f,
       kFloatMax, 1, 0, All, 0},
      {Filter::MinMagMipPoint, Clamp, Mirror, Border, -1.5f, 1, ComparisonFunc::Never,
       StaticBorderColor::TransparentBlack, 2.0f, 8.25f, 2, 3, Pixel, 0},
      {Filter::ComparisonMinMagLinearMipPoint, MirrorOnce, Wrap, Clamp, 0.0f, 16, ComparisonFunc::GreaterEqual,
       StaticBorderColor::OpaqueBlack, 0.0f, kFloatMax, 3, 0, Vertex, 0},
      {Filter::MaximumAnisotropic, Border, Border, Border, 0.5f, 8, ComparisonFunc::Always,
       StaticBorderColor::OpaqueWhiteUint, 0.0f, kFloatMax, 4, 1, Mesh, 0},
      {Filter::MinimumMinPointMagLinearMipPoint, Wrap, Wrap, Wrap, 0.0f, 16, ComparisonFunc::Less,
       StaticBorderColor::OpaqueBlackUint, -4.0f, 0.0f, 5, 0, Amplification, 0},
  };
  return signature;
}

TEST(RootSignature, ReadsVersion1_0) {
  expect_same(parse_root_signature(rts0_payload("everything_1_0.rts0")), everything(RootSignatureVersion::V1_0));
}

TEST(RootSignature, ReadsVersion1_1) {
  expect_same(parse_root_signature(rts0_payload("everything_1_1.rts0")), everything(RootSignatureVersion::V1_1));
}

TEST(RootSignature, ReadsVersion1_2SamplerFlags) {
  constexpr uint32_t kUint = static_cast<uint32_t>(StaticSamplerFlag::UintBorderColor);
  constexpr uint32_t kNonNormalized = static_cast<uint32_t>(StaticSamplerFlag::NonNormalizedCoordinates);
  const std::vector<uint32_t> flags = {0, kNonNormalized, 0, kUint, kUint | kNonNormalized};
  RootSignature expected = everything(RootSignatureVersion::V1_2);
  for (size_t index = 0; index < flags.size(); ++index) expected.static_samplers[index].flags = flags[index];
  const RootSignature signature =
      parse_root_signature(widen_to_version_1_2(rts0_payload("everything_1_1.rts0"), flags));
  expect_same(signature, expected);
  EXPECT_TRUE(has_flag(signature.static_samplers[4].flags, StaticSamplerFlag::NonNormalizedCoordinates));
  EXPECT_FALSE(has_flag(signature.static_samplers[1].flags, StaticSamplerFlag::UintBorderColor));
}

TEST(RootSignature, ReadsVersion1_1VolatilityFlags) {
  using enum DescriptorRangeType;
  constexpr RootParameterType kRootCbv = RootParameterType::Cbv;
  constexpr RootParameterType kRootSrv = RootParameterType::Srv;
  constexpr RootParameterType kRootUav = RootParameterType::Uav;
  RootSignature expected;
  expected.version = RootSignatureVersion::V1_1;
  expected.flags = static_cast<uint32_t>(RootSignatureFlag::LocalRootSignature);
  expected.parameters = {
      descriptor(kRootCbv, 0, 0, 0),
      descriptor(kRootCbv, 1, 0, 0x8),  // DATA_STATIC
      descriptor(kRootSrv, 0, 3, 0x4),  // DATA_STATIC_WHILE_SET_AT_EXECUTE
      descriptor(kRootUav, 0, 0, 0x2),  // DATA_VOLATILE
      descriptor(kRootUav, 1, 0, 0),
      table({{Cbv, 1, 2, 0, 0, kAppendOffset},
             {Srv, 2, 1, 0, 0x1, kAppendOffset},
             {Srv, 1, 3, 0, 0x3, kAppendOffset},
             {Cbv, 1, 3, 1, 0x10000, kAppendOffset},
             {Srv, 1, 4, 1, 0x4, kAppendOffset},
             {Uav, kUnboundedDescriptors, 2, 0, 0x8, 8}}),
      table({{Sampler, 2, 0, 0, 0x1, kAppendOffset}, {Sampler, 1, 2, 0, 0, kAppendOffset}}),
  };
  const RootSignature signature = parse_root_signature(rts0_payload("volatility_1_1.rts0"));
  expect_same(signature, expected);
  EXPECT_TRUE(has_flag(signature.flags, RootSignatureFlag::LocalRootSignature));
  EXPECT_TRUE(has_flag(signature.parameters[1].descriptor.flags, RootDescriptorFlag::DataStatic));
  EXPECT_TRUE(has_flag(signature.parameters[5].ranges[3].flags,
                       DescriptorRangeFlag::DescriptorsStaticKeepingBufferBoundsChecks));
  EXPECT_TRUE(signature.parameters[5].ranges[5].unbounded());
  EXPECT_FALSE(signature.parameters[5].ranges[5].appended());
  EXPECT_TRUE(signature.parameters[5].ranges[4].appended());
}

TEST(RootSignature, ReadsTheEmptyRootSignature) {
  const std::vector<uint8_t> payload = rts0_payload("empty_1_0.rts0");
  EXPECT_EQ(payload.size(), 24u);
  expect_same(parse_root_signature(payload), RootSignature{});
}

TEST(RootSignature, ReadsTheRts0PartOfAShaderContainer) {
  const std::vector<uint8_t> bytes = read_shader("rootsig/rootsig_compute.dxil");
  const Container container = parse_container(bytes);
  ASSERT_TRUE(container.program.has_value());
  EXPECT_EQ(container.program->shader_kind, ShaderKind::Compute);
  const std::optional<RootSignature> signature = read_root_signature(container);
  ASSERT_TRUE(signature.has_value());
  RootSignature expected;
  expected.version = RootSignatureVersion::V1_1;
  expected.flags = static_cast<uint32_t>(RootSignatureFlag::DenyVertexShaderRootAccess);
  expected.parameters = {constants(0, 0, 2), descriptor(RootParameterType::Srv, 0, 0, 0x8),
                         table({{DescriptorRangeType::Uav, 2, 0, 0, 0x2, kAppendOffset}})};
  expected.static_samplers = {{Filter::MinMagMipLinear, TextureAddressMode::Clamp, TextureAddressMode::Wrap,
                               TextureAddressMode::Wrap, 0.0f, 16, ComparisonFunc::LessEqual,
                               StaticBorderColor::OpaqueWhite, 0.0f, kFloatMax, 0, 0, ShaderVisibility::All, 0}};
  expect_same(*signature, expected);
}

TEST(RootSignature, ReadsAStandaloneRts0FileAsAContainer) {
  const std::vector<uint8_t> bytes = read_shader("rootsig/everything_1_0.rts0");
  const Container container = parse_container(bytes);
  EXPECT_FALSE(container.program.has_value());
  ASSERT_EQ(container.parts.size(), 1u);
  EXPECT_EQ(container.parts[0].kind, PartKind::RootSignature);
  EXPECT_EQ(container.parts[0].offset, 0x2Cu);
  const std::optional<RootSignature> signature = read_root_signature(container);
  ASSERT_TRUE(signature.has_value());
  expect_same(*signature, everything(RootSignatureVersion::V1_0));
}

TEST(RootSignature, ContainerWithoutRts0HasNone) {
  const std::vector<uint8_t> bytes = read_shader("control_flow/cf_if_else.dxil");
  EXPECT_FALSE(read_root_signature(parse_container(bytes)).has_value());
}

TEST(RootSignature, ErrorsThroughTheContainerNameFileOffsets) {
  std::vector<uint8_t> bytes = read_shader("rootsig/everything_1_0.rts0");
  testing::store32(bytes, 0x2C, 9);  // the RTS0 version
  const Container container = parse_container(bytes);
  try {
    read_root_signature(container);
    FAIL() << "no error";
  } catch (const ReadError& error) {
    EXPECT_STREQ(error.what(), "offset 0x2c: RTS0 header: unknown version 9 (1.0, 1.1 and 1.2 are 1, 2 and 3)");
    EXPECT_EQ(error.byte_offset(), 0x2Cu);
  }
}

TEST(RootSignatureDescribe, DescribesTheComputeShadersRootSignature) {
  const std::vector<uint8_t> bytes = read_shader("rootsig/rootsig_compute.dxil");
  EXPECT_EQ(describe(*read_root_signature(parse_container(bytes))),
            "root signature version 1.1\n"
            "  flags: DENY_VERTEX_SHADER_ROOT_ACCESS\n"
            "  parameter 0: root constants b0, space 0, 2 values, visibility all\n"
            "  parameter 1: root SRV t0, space 0, flags DATA_STATIC, visibility all\n"
            "  parameter 2: descriptor table, 1 range, visibility all\n"
            "    UAV u0-u1, space 0, flags DATA_VOLATILE, offset append\n"
            "  static sampler 0: s0, space 0, filter MIN_MAG_MIP_LINEAR, address CLAMP WRAP WRAP, mip LOD bias 0, "
            "max anisotropy 16, comparison LESS_EQUAL, border OPAQUE_WHITE, LOD 0 to 3.40282e+38, visibility all\n");
}

TEST(RootSignatureDescribe, DescribesEveryKindOfElement) {
  const std::vector<uint32_t> flags = {0, 2, 0, 1, 3};
  const std::string text =
      describe(parse_root_signature(widen_to_version_1_2(rts0_payload("everything_1_1.rts0"), flags)));
  EXPECT_EQ(text,
            "root signature version 1.2\n"
            "  flags: ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_VERTEX_SHADER_ROOT_ACCESS | "
            "DENY_HULL_SHADER_ROOT_ACCESS | DENY_DOMAIN_SHADER_ROOT_ACCESS | DENY_GEOMETRY_SHADER_ROOT_ACCESS | "
            "DENY_PIXEL_SHADER_ROOT_ACCESS | ALLOW_STREAM_OUTPUT | DENY_AMPLIFICATION_SHADER_ROOT_ACCESS | "
            "DENY_MESH_SHADER_ROOT_ACCESS | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED\n"
            "  parameter 0: root constants b0, space 0, 4 values, visibility all\n"
            "  parameter 1: root constants b3, space 7, 1 value, visibility vertex\n"
            "  parameter 2: root CBV b1, space 2, flags none, visibility hull\n"
            "  parameter 3: root SRV t0, space 0, flags none, visibility domain\n"
            "  parameter 4: root UAV u5, space 1, flags none, visibility geometry\n"
            "  parameter 5: descriptor table, 4 ranges, visibility pixel\n"
            "    CBV b4-b5, space 0, flags none, offset append\n"
            "    SRV t1-t3, space 1, flags none, offset 10\n"
            "    UAV u1, space 0, flags none, offset append\n"
            "    SRV t8-unbounded, space 4, flags none, offset append\n"
            "  parameter 6: descriptor table, 2 ranges, visibility amplification\n"
            "    Sampler s10-s13, space 0, flags none, offset append\n"
            "    Sampler s8, space 2, flags none, offset append\n"
            "  parameter 7: descriptor table, 1 range, visibility mesh\n"
            "    UAV u10-unbounded, space 3, flags none, offset 0\n"
            "  parameter 8: root constants b2, space 5, 16 values, visibility all\n"
            "  static sampler 0: s1, space 0, filter ANISOTROPIC, address WRAP WRAP WRAP, mip LOD bias 0, "
            "max anisotropy 16, comparison LESS_EQUAL, border OPAQUE_WHITE, LOD 0 to 3.40282e+38, flags none, "
            "visibility all\n"
            "  static sampler 1: s2, space 3, filter MIN_MAG_MIP_POINT, address CLAMP MIRROR BORDER, mip LOD bias "
            "-1.5, max anisotropy 1, comparison NEVER, border TRANSPARENT_BLACK, LOD 2 to 8.25, flags "
            "NON_NORMALIZED_COORDINATES, visibility pixel\n"
            "  static sampler 2: s3, space 0, filter COMPARISON_MIN_MAG_LINEAR_MIP_POINT, address MIRROR_ONCE WRAP "
            "CLAMP, mip LOD bias 0, max anisotropy 16, comparison GREATER_EQUAL, border OPAQUE_BLACK, LOD 0 to "
            "3.40282e+38, flags none, visibility vertex\n"
            "  static sampler 3: s4, space 1, filter MAXIMUM_ANISOTROPIC, address BORDER BORDER BORDER, mip LOD bias "
            "0.5, max anisotropy 8, comparison ALWAYS, border OPAQUE_WHITE_UINT, LOD 0 to 3.40282e+38, flags "
            "UINT_BORDER_COLOR, visibility mesh\n"
            "  static sampler 4: s5, space 0, filter MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT, address WRAP WRAP WRAP, "
            "mip LOD bias 0, max anisotropy 16, comparison LESS, border OPAQUE_BLACK_UINT, LOD -4 to 0, flags "
            "UINT_BORDER_COLOR | NON_NORMALIZED_COORDINATES, visibility amplification\n");
}

TEST(RootSignatureDescribe, NamesVolatilityFlagsAndUnknownBits) {
  RootSignature signature = parse_root_signature(rts0_payload("volatility_1_1.rts0"));
  signature.flags |= 0x10000;
  signature.parameters[5].ranges[2].flags |= 0x20;
  const std::string text = describe(signature);
  EXPECT_NE(text.find("\n  flags: LOCAL_ROOT_SIGNATURE | 0x10000\n"), std::string::npos) << text;
  EXPECT_NE(text.find("\n    SRV t3, space 0, flags DESCRIPTORS_VOLATILE | DATA_VOLATILE | 0x20, offset append\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n    CBV b3, space 1, flags DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS, offset append\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n  parameter 2: root SRV t0, space 3, flags DATA_STATIC_WHILE_SET_AT_EXECUTE, visibility "
                      "all\n"),
            std::string::npos)
      << text;
}

TEST(RootSignatureDescribe, NamesValuesOutsideTheEnumsOfAHandMadeSignature) {
  RootSignature signature;
  signature.version = static_cast<RootSignatureVersion>(0);
  signature.parameters.push_back(constants(0, 0, 1, static_cast<ShaderVisibility>(9)));
  signature.parameters.push_back(table({{static_cast<DescriptorRangeType>(7), 1, 0, 0, 0, 0}}));
  EXPECT_EQ(describe(signature),
            "root signature version unknown(0)\n"
            "  flags: none\n"
            "  parameter 0: root constants b0, space 0, 1 value, visibility unknown(9)\n"
            "  parameter 1: descriptor table, 1 range, visibility all\n"
            "    unknown(7) ?0, space 0, flags none, offset 0\n");
}

}  // namespace
}  // namespace untangle::dxil
