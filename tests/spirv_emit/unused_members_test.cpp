// A texel fetch or a constant-buffer row is split into only the members some extractvalue
// reads: the others are undefined, so no dead extract, shift, conversion or bitcast is
// emitted for them.
#include <gtest/gtest.h>

#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> family_lines(const std::string& family) {
  const auto module = load_module(shaders_dir() / "dxop" / (family + ".ll"));
  return disassembly_lines(translate_single_block(*module, Options{}).words);
}

TEST(UnusedMembers, TexelLoadsExtractOnlyTheComponentsRead) {
  const std::vector<std::string> lines = family_lines("textures");
  // Seven float ResRets, each read at one member (a0, b1, c2, d3, e0, g0, old0).
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %\\w+ [0-3]"), 7u);
  for (const char* read : {"%a0 = OpCompositeExtract %float %\\w+ 0", "%b1 = OpCompositeExtract %float %\\w+ 1",
                           "%c2 = OpCompositeExtract %float %\\w+ 2", "%d3 = OpCompositeExtract %float %\\w+ 3"})
    EXPECT_EQ(count_matching(lines, read), 1u) << read;
}

TEST(UnusedMembers, ConstantBufferRowsExtractOnlyTheMembersRead) {
  const std::vector<std::string> lines = family_lines("cbuffers");
  // Rows read at members 0 and 3 (i32), 1 (f32), 1 (f64: words 2 and 3), 5 (f16: the high half
  // of word 2) and 2 (f32).
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %uint %\\w+ [0-3]"), 5u);
  EXPECT_EQ(count_matching(lines, "%x = OpCompositeExtract %uint %\\w+ 0"), 1u);
  EXPECT_EQ(count_matching(lines, "%w = OpCompositeExtract %uint %\\w+ 3"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVectorShuffle %v2uint %\\w+ %\\w+ \\d \\d"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVectorShuffle %v2uint %\\w+ %\\w+ 2 3"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpUConvert %ushort %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %uint %\\w+ 2"), 2u);  // f16 member 5, f32 member 2
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
