// The disassembler's exact text: programs decoded from fxc's own words (with fxc's listing
// beside them where it is exact), signature rows as fxc lays them out, and the choices made
// where fxc's text would lose bits.
#include <gtest/gtest.h>

#include "dxbc/assembler.h"
#include "dxbc/disassembler.h"
#include "dxbc_text_test_support.h"

namespace untangle::dxbc {
namespace {

TEST(Disassembler, FxcClearShader) {
  // vkd3d-proton's deferred-clear pixel shader, as fxc wrote it.
  std::vector<uint32_t> words = {0x00000050, 0x00000030, 0x0100086a};
  for (uint32_t target = 0; target < 4; ++target) words.insert(words.end(), {0x03000065, 0x001020f2, target});
  for (uint32_t target = 0; target < 4; ++target)
    words.insert(words.end(), {0x08000036, 0x001020f2, target, 0x00004002, 0x3f800000, 0x00000000, 0x3f800000,
                               0x3f800000});
  words.push_back(0x0100003e);
  EXPECT_EQ(disassemble(testing::decode_words(words)),
            "ps_5_0\n"
            "dcl_globalFlags refactoringAllowed\n"
            "dcl_output o0.xyzw\n"
            "dcl_output o1.xyzw\n"
            "dcl_output o2.xyzw\n"
            "dcl_output o3.xyzw\n"
            "mov o0.xyzw, l(1.000000, 0, 1.000000, 1.000000)\n"
            "mov o1.xyzw, l(1.000000, 0, 1.000000, 1.000000)\n"
            "mov o2.xyzw, l(1.000000, 0, 1.000000, 1.000000)\n"
            "mov o3.xyzw, l(1.000000, 0, 1.000000, 1.000000)\n"
            "ret\n");
}

TEST(Disassembler, DoublesThatPercentFWouldRoundAreHex) {
  // fxc's dadd test: fxc prints d(1.000000l, 2.000000l) for 1.0000002433080226 and
  // 2.000000481493771; the text here keeps their bits.
  const std::vector<uint32_t> words = {
      0x00000050, 0x0000001d, 0x0100186a, 0x04000059, 0x00208e46, 0x00000000, 0x00000001, 0x03000065,
      0x001020f2, 0x00000000, 0x02000068, 0x00000001, 0x0b0000bf, 0x001000f2, 0x00000000, 0x00208446,
      0x00000000, 0x00000000, 0x00005002, 0x41500000, 0x3ff00000, 0x40a00000, 0x40000000, 0x05000036,
      0x001020f2, 0x00000000, 0x00100e46, 0x00000000, 0x0100003e};
  EXPECT_EQ(disassemble(testing::decode_words(words)),
            "ps_5_0\n"
            "dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps\n"
            "dcl_constantbuffer CB0[1], immediateIndexed\n"
            "dcl_output o0.xyzw\n"
            "dcl_temps 1\n"
            "dadd r0.xyzw, cb0[0].xyxy, d(0x3ff0000041500000l, 0x4000000040a00000l)\n"
            "mov o0.xyzw, r0.xyzw\n"
            "ret\n");
}

std::string reprint(const std::string& text) {
  const AssembledShader shader = assemble(text);
  return disassemble(shader.program, shader.signatures);
}

TEST(Disassembler, ImmediatesByInstructionType) {
  EXPECT_EQ(reprint("ps_5_0\n"
                    "add r0.x, r0.x, l(1e-10)\n"
                    "add r0.xyzw, r0.xyzw, l(0, -0.0, 0x7fc00000, 0x7f800000)\n"
                    "iadd r0.x, r0.x, l(0xffffffff)\n"
                    "ushr r0.x, r0.x, l(-1)\n"
                    "and r0.x, r0.x, l(1.0)\n"
                    "mov r0.xyzw, l(1, 0.25, 0xffffffff, 0x3dccccce)\n"),
            "ps_5_0\n"
            "add r0.x, r0.x, l(0x2edbe6ff)\n"
            "add r0.xyzw, r0.xyzw, l(0.000000, -0.000000, 0x7fc00000, 0x7f800000)\n"
            "iadd r0.x, r0.x, l(-1)\n"
            "ushr r0.x, r0.x, l(4294967295)\n"
            "and r0.x, r0.x, l(0x3f800000)\n"
            "mov r0.xyzw, l(1, 0.250000, -1, 1036831950)\n");
}

TEST(Disassembler, SuffixesAndIndentation) {
  EXPECT_EQ(reprint("cs_5_0\n"
                    "loop\n"
                    "breakc_z r0.x\n"
                    "if_nz r0.y\n"
                    "mul_sat [precise] r0.xyzw, -r1.xyzw, |r2.wzyx|\n"
                    "else\n"
                    "switch r0.z\n"
                    "case l(3)\n"
                    "sincos null, r0.x, r0.y\n"
                    "break\n"
                    "endswitch\n"
                    "endif\n"
                    "endloop\n"
                    "sync_uglobal_g_t\n"
                    "imm_atomic_cmp_exch r0.x, u0, r1.xy, r0.y, r0.z\n"),
            "cs_5_0\n"
            "loop\n"
            "  breakc_z r0.x\n"
            "  if_nz r0.y\n"
            "    mul_sat [precise] r0.xyzw, -r1.xyzw, |r2.wzyx|\n"
            "  else\n"
            "    switch r0.z\n"
            "      case l(3)\n"
            "      sincos null, r0.x, r0.y\n"
            "      break\n"
            "    endswitch\n"
            "  endif\n"
            "endloop\n"
            "sync_uglobal_g_t\n"
            "imm_atomic_cmp_exch r0.x, u0, r1.xy, r0.y, r0.z\n");
}

TEST(Disassembler, SignatureRowsAsFxcLaysThemOut) {
  // Rows copied from an fxc 10.1 listing (trailing spaces aside): a name wider than its
  // column, a mask not starting at x, and an element without a register.
  Signatures signatures;
  signatures.input = Signature{dxil::PartKind::InputSignatureOld, {}};
  SignatureElement wide;
  wide.semantic_name = "SCREENPOSITION_ID162_SEM";
  wide.register_index = 2;
  wide.component_type = SignatureComponentType::Float32;
  wide.mask = 0xF;
  wide.read_write_mask = 0xF;
  SignatureElement instance;
  instance.semantic_name = "SV_InstanceID";
  instance.system_value = 0;
  instance.component_type = SignatureComponentType::Uint32;
  instance.mask = 0x2;
  instance.read_write_mask = 0x2;
  signatures.input->elements = {wide, instance};
  signatures.output = Signature{dxil::PartKind::OutputSignatureOld, {}};
  SignatureElement depth;
  depth.semantic_name = "SV_Depth";
  depth.system_value = 0;  // fxc stores SV_Depth as NONE and prints DEPTH
  depth.component_type = SignatureComponentType::Float32;
  depth.register_index = 0xFFFFFFFF;
  depth.mask = 0x1;
  depth.read_write_mask = 0xE;
  signatures.output->elements = {depth};
  EXPECT_EQ(print_signatures(signatures, ProgramType::Pixel),
            "//\n"
            "// Input signature:\n"
            "//\n"
            "// Name                 Index   Mask Register SysValue  Format   Used\n"
            "// -------------------- ----- ------ -------- -------- ------- ------\n"
            "// SCREENPOSITION_ID162_SEM     0   xyzw        2     NONE   float   xyzw\n"
            "// SV_InstanceID            0    y          0     NONE    uint    y\n"
            "//\n"
            "//\n"
            "// Output signature:\n"
            "//\n"
            "// Name                 Index   Mask Register SysValue  Format   Used\n"
            "// -------------------- ----- ------ -------- -------- ------- ------\n"
            "// SV_Depth                 0    N/A   oDepth    DEPTH   float    YES\n"
            "//\n");
}

TEST(Disassembler, ControlsItCannotNameAreKept) {
  Program program;
  program.type = ProgramType::Pixel;
  program.major = 5;
  Instruction nop;
  nop.opcode = Opcode::Nop;
  nop.controls = 0x40;
  program.instructions.push_back(nop);
  const std::string text = disassemble(program);
  EXPECT_EQ(text, "ps_5_0\nnop [controls(0x40)]\n");
  EXPECT_EQ(testing::difference(assemble(text).program, program), "");
}

}  // namespace
}  // namespace untangle::dxbc
