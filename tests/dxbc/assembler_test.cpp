// The assembler against token words computed by hand (and, where noted, taken from fxc's own
// output next to its listing), and its messages for malformed text.
#include <gtest/gtest.h>

#include "common/error.h"
#include "dxbc/assembler.h"
#include "dxbc_text_test_support.h"

namespace untangle::dxbc {
namespace {

using testing::instruction_words;
using Words = std::vector<uint32_t>;

TEST(Assembler, MovOfImmediateMatchesFxc) {
  // fxc: mov o0.xyzw, l(1.0, 0, 1.0, 1.0) then ret (vkd3d-proton's deferred-clear shader).
  EXPECT_EQ(instruction_words("ps_5_0\nmov o0.xyzw, l(1.000000, 0, 1.000000, 1.000000)\nret\n"),
            (Words{0x08000036, 0x001020f2, 0x00000000, 0x00004002, 0x3f800000, 0x00000000, 0x3f800000, 0x3f800000,
                   0x0100003e}));
}

TEST(Assembler, DeclarationsMatchFxc) {
  // From fxc's dadd test shader: flags, a constant buffer, an output and the temps.
  EXPECT_EQ(instruction_words("ps_5_0\n"
                              "dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps\n"
                              "dcl_constantbuffer CB0[1], immediateIndexed\n"
                              "dcl_output o0.xyzw\n"
                              "dcl_temps 1\n"),
            (Words{0x0100186a, 0x04000059, 0x00208e46, 0x00000000, 0x00000001, 0x03000065, 0x001020f2, 0x00000000,
                   0x02000068, 0x00000001}));
}

TEST(Assembler, DoubleImmediatesHoldTwoDoubles) {
  // dadd: opcode 191, 11 dwords; cb0[0].xyxy; d(1.0, 2.0) is a 4-component 64-bit immediate.
  EXPECT_EQ(instruction_words("ps_5_0\ndadd r0.xyzw, cb0[0].xyxy, d(1.000000l, 2.000000l)\n"),
            (Words{0x0b0000bf, 0x001000f2, 0x00000000, 0x00208446, 0x00000000, 0x00000000, 0x00005002, 0x00000000,
                   0x3ff00000, 0x00000000, 0x40000000}));
}

TEST(Assembler, ModifiersSaturateAndTests) {
  // mov_sat r0.x, -|r1.y|: the source has an extended token with modifier 3 (abs and neg).
  EXPECT_EQ(instruction_words("vs_4_0\nmov_sat r0.x, -|r1.y|\n"),
            (Words{0x06002036, 0x00100012, 0x00000000, 0x8010001a, 0x000000c1, 0x00000001}));
  // if_nz r0.x: bit 18 set; if_z: clear.
  EXPECT_EQ(instruction_words("vs_4_0\nif_nz r0.x\nendif\nif_z r0.x\nendif\n"),
            (Words{0x0304001f, 0x0010000a, 0x00000000, 0x01000015, 0x0300001f, 0x0010000a, 0x00000000, 0x01000015}));
}

TEST(Assembler, RelativeIndexAndPrecise) {
  // add [precise(x)] r0.x, cb0[r1.y + 3].x, l(0.5): precise bits 19-22 = 1; the constant
  // buffer's second index is immediate-plus-relative (representation 3).
  EXPECT_EQ(instruction_words("ps_5_0\nadd [precise(x)] r0.x, cb0[r1.y + 3].x, l(0.500000)\n"),
            (Words{0x0a080000, 0x00100012, 0x00000000, 0x0620800a, 0x00000000, 0x00000003, 0x0010001a, 0x00000001,
                   0x00004001, 0x3f000000}));
}

TEST(Assembler, SampleWithOffsetsAndResourceTypes) {
  // Three extended opcode tokens: offsets (-1,2,0), dimension texture2d, return types float.
  EXPECT_EQ(instruction_words("ps_5_0\nsample_aoffimmi_indexable(-1,2,0)(texture2d)(float,float,float,float) "
                              "r0.xyzw, v1.xyxx, t0.xyzw, s0\n"),
            (Words{0x8c000045, 0x80005e01, 0x800000c2, 0x00155543, 0x001000f2, 0x00000000, 0x00101046, 0x00000001,
                   0x00107e46, 0x00000000, 0x00106000, 0x00000000}));
}

TEST(Assembler, SyncAndResinfoSuffixes) {
  // sync_uglobal_g_t: bits 11 (threads), 12 (groupshared), 14 (UAV global).
  EXPECT_EQ(instruction_words("cs_5_0\nsync_uglobal_g_t\n"), (Words{0x010058be}));
  // resinfo_uint: return type 2 in bits 11-12.
  EXPECT_EQ(instruction_words("ps_4_0\nresinfo_uint r0.xy, l(0), t0.xyzw\n"),
            (Words{0x0700103d, 0x00100032, 0x00000000, 0x00004001, 0x00000000, 0x00107e46, 0x00000000}));
}

TEST(Assembler, StructuredDeclarationsAndRanges) {
  EXPECT_EQ(instruction_words("cs_5_0\ndcl_uav_structured_glc_opc u2, 16\ndcl_tgsm_structured g0, 4, 64\n"),
            (Words{0x0481009e, 0x0011e000, 0x00000002, 0x00000010, 0x050000a0, 0x0011f000, 0x00000000,
                   0x00000004, 0x00000040}));
  // SM 5.1: T3[2:*] in space 1; return types, then the space.
  EXPECT_EQ(instruction_words("ps_5_1\ndcl_resource_texture2d (float,float,float,float) T3[2:*], space=1\n"),
            (Words{0x07001858, 0x00307e46, 0x00000003, 0x00000002, 0xffffffff, 0x00005555, 0x00000001}));
}

TEST(Assembler, ImmediatesSayTheirBits) {
  const Program program =
      assemble("ps_5_0\nmov r0.xyzw, l(0x7fc00000, -1, 1.5, -0.000000)\nmov r0.x, l(4294967295)\n").program;
  ASSERT_EQ(program.instructions.size(), 2u);
  const Operand& four = program.instructions[0].operands[1];
  EXPECT_EQ(four.immediate[0], 0x7fc00000u);
  EXPECT_EQ(four.immediate[1], 0xffffffffu);
  EXPECT_EQ(four.immediate[2], 0x3fc00000u);
  EXPECT_EQ(four.immediate[3], 0x80000000u);
  EXPECT_EQ(program.instructions[1].operands[1].immediate[0], 0xffffffffu);
}

TEST(Assembler, IgnoresCommentsAndLineDirectives) {
  EXPECT_EQ(instruction_words("// header\n\nps_4_0\n#line 12 \"a.hlsl\"\n  ret   // r0.x <- nothing\n"
                              "// Approximately 1 instruction slots used\n"),
            (Words{0x0100003e}));
}

std::string error_of(std::string_view text) {
  try {
    assemble(text);
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    return error.detail();
  }
  return "no error";
}

TEST(AssemblerErrors, NameLineColumnAndWhatWasExpected) {
  EXPECT_EQ(error_of("ps_5_0\nmov r0.x, q0.x\n"), "line 2, column 11: unknown register 'q0.x'");
  EXPECT_EQ(error_of("ps_5_0\nfrobnicate r0.x\n"), "line 2, column 1: unknown instruction 'frobnicate'");
  EXPECT_EQ(error_of("ps_5_0\nadd r0.x, r1.x\n"), "line 2, column 15: 'add' takes 3 operands, found 2");
  EXPECT_EQ(error_of("ps_5_0\nmov r0.x, l(1.0, 2.0)\n"), "line 2, column 22: an immediate has 1 or 4 components, not 2");
  EXPECT_EQ(error_of("xx_5_0\n"), "line 1, column 1: expected the version line (ps_5_0, vs_4_0, cs_5_1...), found 'xx_5_0'");
  EXPECT_EQ(error_of("// nothing\n"), "no version line (ps_5_0, vs_4_0, cs_5_1...) in the listing");
  EXPECT_EQ(error_of("ps_5_0\nmov r0.xq, r1.x\n"),
            "line 2, column 8: expected components (x, y, z, w) after '.', found 'xq'");
  EXPECT_EQ(error_of("ps_5_0\ndcl_sampler s0, mode_fancy\n"),
            "line 2, column 17: expected a sampler mode, found 'mode_fancy'");
  EXPECT_EQ(error_of("ps_5_0\nmov r0.x, r1.x extra\n"), "line 2, column 16: expected the end of the line, found 'extra'");
  EXPECT_EQ(error_of("ps_5_0\ndcl_immediateConstantBuffer { { 1, 2, 3 } }\n"),
            "line 2, column 41: expected ',' between a row's four values, found '}'");
}

TEST(AssemblerErrors, SignatureRows) {
  EXPECT_EQ(error_of("//\n// Input signature:\n//\n"
                     "// Name                 Index   Mask Register SysValue  Format   Used\n"
                     "// -------------------- ----- ------ -------- -------- ------- ------\n"
                     "// TEXCOORD                 0   xy          1     NONE   bogus   xy\n"
                     "ps_4_0\n"),
            "line 6: signature row: unknown Format 'bogus'");
}

}  // namespace
}  // namespace untangle::dxbc
