// Rules of the Vulkan spec's "Standalone SPIR-V" chapter (and SPIR-V's own) that Debian 12's
// SPIRV-Tools (2023.1) does not check, or that untangle once broke: each is asserted here on
// the exact instructions that keep it, since the validator cannot be relied on for them.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "common/error.h"
#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> translated_lines(const std::vector<uint8_t>& bytes) { return validated_lines(bytes); }

std::vector<std::string> translated_lines(const std::string& text) {
  return validated_lines(assemble_text(text, "vulkan_rules"));
}

// VUID-StandaloneSpirv-MeshEXT-07330, -07331: D3D's 0 vertices and primitives become 1, and
// the output arrays are sized so.
TEST(VulkanRules, AMeshShaderDeclaresAtLeastOneVertexAndPrimitive) {
  const auto lines = translated_lines(load_bytes(shaders_dir() / "mesh" / "ms_zero_outputs.ll"));
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %ms_zero OutputVertices 1"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %ms_zero OutputPrimitivesNV 1"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %ms_zero Output(Vertices|PrimitivesNV) 0"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeArray %\\w+ %uint_0"), 0u);
}

// VUID-StandaloneSpirv-Flat-04744: integer inputs of a fragment shader are Flat, built-in
// vectors such as SubgroupLtMask (WaveMultiPrefixCountBits) among them.
TEST(VulkanRules, PixelIntegerVectorBuiltInsAreFlat) {
  const auto lines = translated_lines(
      pixel_module("%r = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %b, i32 %i, i32 0, i32 0, i32 0)"));
  ASSERT_EQ(count_matching(lines, "OpDecorate %\\w+ BuiltIn SubgroupLtMask"), 1u);
  const size_t builtin = find_matching(lines, "OpDecorate %\\w+ BuiltIn SubgroupLtMask");
  const std::string variable = lines[builtin].substr(std::string("OpDecorate ").size(),
                                                     lines[builtin].find(" BuiltIn") - std::string("OpDecorate ").size());
  EXPECT_EQ(count_matching(lines, "OpDecorate " + variable + " Flat"), 1u);
}

// OpDPdx and its kin take 32-bit floats only: a half is widened, differenced and narrowed.
TEST(VulkanRules, DerivativesOfHalvesAreTakenIn32Bits) {
  const auto lines = translated_lines(pixel_module("%r = call half @dx.op.unary.f16(i32 84, half %h)"));
  const size_t wide = find_matching(lines, "%\\w+ = OpFConvert %float %h");
  ASSERT_LT(wide, lines.size());
  const size_t derivative = find_matching(lines, "%\\w+ = OpDPdyCoarse %float %\\w+", wide);
  ASSERT_LT(derivative, lines.size());
  EXPECT_LT(find_matching(lines, "%\\w+ = OpFConvert %half %\\w+", derivative), lines.size());
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpDPdyCoarse %half .*"), 0u);
}

// OpBitcast keeps the total width: a 64-bit texel read or written through the 32-bit
// overloads is split into (and joined from) its low and high words, never bitcast to 32 bits.
TEST(VulkanRules, A64BitTexelIsReadAndWrittenAsItsTwoWords) {
  const auto lines = translated_lines(load_bytes(shaders_dir() / "resources" / "res_atomics64_typed_view.ll"));
  const size_t read = find_matching(lines, "%\\w+ = OpImageRead %v4ulong %\\w+ .*");
  ASSERT_LT(read, lines.size());
  const size_t texel = find_matching(lines, "%\\w+ = OpCompositeExtract %ulong %\\w+ 0", read);
  const size_t words = find_matching(lines, "%\\w+ = OpBitcast %v2uint %\\w+", texel);
  EXPECT_LT(words, lines.size());
  const size_t joined = find_matching(lines, "%\\w+ = OpBitcast %ulong %\\w+", words);
  EXPECT_LT(joined, find_matching(lines, "OpImageWrite %\\w+ %\\w+ %\\w+", joined));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %uint %\\w+"), 0u);
}

// OpUConvert and OpSConvert change the width: between equal widths they are invalid, which
// 64-bit atomics once produced (typed UAVs, a 32-bit view of a 64-bit atomic target, heap
// views).
TEST(VulkanRules, SixtyFourBitAtomicsConvertOnlyBetweenWidths) {
  const auto width = [](const std::string& type) {
    if (type.find("long") != std::string::npos) return 64;
    if (type.find("short") != std::string::npos) return 16;
    return type.find("int") != std::string::npos ? 32 : 0;
  };
  const std::regex definition(R"((%\w+) = Op\w+ (%\w+).*)");
  const std::regex conversion(R"(%\w+ = Op[US]Convert (%\w+) (%\w+))");
  for (const char* shader : {"res_atomics64_typed.dxil", "res_atomics64_typed_view.ll", "res_heap_atomics64_typed.ll"}) {
    const auto lines = translated_lines(load_bytes(shaders_dir() / "resources" / shader));
    std::map<std::string, std::string> type_of;
    std::smatch match;
    for (const std::string& line : lines)
      if (std::regex_match(line, match, definition)) type_of[match[1]] = match[2];
    for (const std::string& line : lines)
      if (std::regex_match(line, match, conversion)) {
        ASSERT_TRUE(type_of.count(match[2])) << line;
        EXPECT_NE(width(match[1]), width(type_of[match[2]])) << shader << ": " << line;
      }
    EXPECT_EQ(count_matching(lines, "%\\w+ = OpAtomic\\w+ %u?long .*"), count_matching(lines, "%\\w+ = OpAtomic\\w+ .*"))
        << shader;
  }
}

// A barrier that waits for the thread group (OpControlBarrier at Workgroup scope) exists in
// stages with thread groups only; D3D's validator rejects it elsewhere, and so does untangle.
TEST(VulkanRules, AThreadGroupSyncOutsideThreadGroupStagesIsMalformedInput) {
  try {
    translated_lines(pixel_module("call void @dx.op.barrier(i32 80, i32 9)"));
    ADD_FAILURE() << "translated a thread-group sync in a pixel shader";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(), "Barrier with a thread-group sync is not allowed in pixel shaders");
  }
  // A UAV fence alone is allowed anywhere: OpMemoryBarrier at Device scope.
  const auto lines = translated_lines(pixel_module("call void @dx.op.barrier(i32 80, i32 2)"));
  EXPECT_EQ(count_matching(lines, "OpMemoryBarrier %uint_1 %uint_2120"), 1u);
  EXPECT_EQ(count_matching(lines, "OpControlBarrier .*"), 0u);
}

// No two outputs share a Location, whatever their Stream: stream 0 (rasterized) keeps D3D's
// registers, and stream 1 starts after stream 0's rows (VALUE in row 1, PSIZE in row 2).
TEST(VulkanRules, GeometryStreamsDoNotShareLocations) {
  const auto lines = translated_lines(load_bytes(shaders_dir() / "geometry" / "gs_stream_locations.ll"));
  EXPECT_EQ(count_matching(lines, "OpDecorate %VALUE Location 1"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %PSIZE Location 2"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %OTHER Location 4"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %OTHER Stream 1"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
