// DXBC through the lifter, by exact instructions: bit patterns kept through typeless
// registers, typed uses as bitcasts, scoped control flow, the stages' execution modes, and
// malformed or refused programs named by instruction. Inputs are fxc listings, assembled here.
#include <gtest/gtest.h>

#include "dxbc/assembler.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// A compute shader of 8x1x1 threads whose body is `code`, after `declarations`.
std::vector<uint8_t> compute(const std::string& declarations, const std::string& code) {
  return dxbc::assemble_container("cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_uav_raw u0\n" + declarations +
                                  "dcl_thread_group 8, 1, 1\n" + code + "ret\n");
}

// The error parsing and translating `bytes` gives.
Error translation_error(const std::vector<uint8_t>& bytes) {
  try {
    const std::shared_ptr<const api::Module> module = api::Module::parse(bytes);
    translate_module(*module);
  } catch (const Error& error) {
    return error;
  }
  ADD_FAILURE() << "translated";
  return Error(Status::Internal, "translated");
}

TEST(DxbcLifting, BitPatternsMoveThroughRegistersUnconverted) {
  // A signalling NaN moved through r0 and stored: the word itself, no float in between.
  const std::vector<std::string> lines =
      validated_lines(compute("dcl_temps 1\n", "mov r0.x, l(0xff800001)\nstore_raw u0.x, l(0), r0.x\n"));
  EXPECT_EQ(count_matching(lines, "%uint_4286578689 = OpConstant %uint 4286578689"), 1u);
  EXPECT_EQ(count_matching(lines, "OpStore %\\w+ %uint_4286578689"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %float %\\w+"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConvert\\w+ .*"), 0u);
}

TEST(DxbcLifting, TypedUsesBitcastTheWords) {
  // A float add of what an integer add wrote: the register's word bitcast to float, the sum
  // back to a word.
  const std::vector<std::string> lines = validated_lines(
      compute("dcl_input vThreadID.x\ndcl_temps 1\n",
              "iadd r0.x, vThreadID.x, l(3)\nadd r0.y, r0.x, l(1.000000)\nstore_raw u0.x, l(0), r0.y\n"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIAdd %uint %\\w+ %uint_3"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %float %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpFAdd %float %\\w+ %float_1"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %uint %\\w+"), 1u);
}

TEST(DxbcLifting, SwitchLabelsShareABlockAndFallThrough) {
  // case 1 and case 3 label one block; case 5's code runs on into default's (which the
  // structurizer routes through the construct's merge; cs_typeless_flow executes a fall-through).
  const std::vector<std::string> lines = validated_lines(compute(
      "dcl_input vThreadID.x\ndcl_temps 1\n",
      "mov r0.x, l(0)\nswitch vThreadID.x\ncase l(1)\ncase l(3)\nmov r0.x, l(10)\nbreak\ncase l(5)\n"
      "iadd r0.x, r0.x, l(1)\ndefault\niadd r0.x, r0.x, l(2)\nbreak\nendswitch\nstore_raw u0.x, l(0), r0.x\n"));
  EXPECT_EQ(count_matching(lines, "OpSwitch %\\w+ %\\w+ 1 (%\\w+) 3 \\1 5 %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIAdd %uint %\\w+ %uint_2"), 1u);
}

TEST(DxbcLifting, HalfConversionKeepsFiniteValuesFinite) {
  // f32tof16 takes a finite value past half's range to the largest half (0x7bff), as D3D
  // does, where PackHalf2x16 alone gives infinity; infinities and NaN pass unclamped.
  const std::vector<std::string> lines = validated_lines(compute(
      "dcl_input vThreadID.x\ndcl_temps 1\n",
      "utof r0.x, vThreadID.x\nmul r0.x, r0.x, l(100000.000000)\nf32tof16 r0.y, r0.x\nstore_raw u0.x, l(0), r0.y\n"));
  EXPECT_EQ(count_matching(lines, "%(\\w+) = OpExtInst %float %\\w+ FClamp %\\w+ %float_n65504 %float_65504"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIsInf %bool %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIsNan %bool %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpExtInst %uint %\\w+ PackHalf2x16 %\\w+"), 1u);
}

TEST(DxbcLifting, MinimumPrecisionIn16BitsOrAsAsked32) {
  // min16float operands: half arithmetic between conversions by default; with
  // min_precision_as_32bit the same float arithmetic as without them. Moves copy bits.
  const std::vector<uint8_t> bytes = compute("dcl_input vThreadID.x\ndcl_temps 1\n",
                                             "utof r0.x, vThreadID.x\nmul r0.y {min16f}, r0.x {min16f}, r0.x {min16f}\n"
                                             "mov r0.z {min16f}, r0.y {min16f}\nstore_raw u0.xy, l(0), r0.yzyy\n");
  const std::vector<std::string> native = validated_lines(bytes);
  EXPECT_EQ(count_matching(native, "OpCapability Float16"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpFConvert %half %\\w+"), 2u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpFMul %half %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpFConvert %float %\\w+"), 1u);
  Options options;
  options.min_precision_as_32bit = true;
  const std::vector<std::string> wide = validated_lines(bytes, options);
  EXPECT_EQ(count_matching(wide, "OpCapability Float16"), 0u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpFConvert .*"), 0u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpFMul %float %\\w+ %\\w+"), 1u);
}

TEST(DxbcLifting, MinimumPrecisionIntegersIn16Bits) {
  // min16uint: truncated, added in 16 bits, zero-extended; min16int: sign-extended. Shifts
  // stay 32-bit (their amount is the low five bits of a word).
  const std::vector<uint8_t> bytes = compute(
      "dcl_input vThreadID.x\ndcl_temps 1\n",
      "mov r0.x, vThreadID.x\niadd r0.y {min16u}, r0.x {min16u}, l(7)\nimax r0.z {min16i}, r0.x {min16i}, l(-3)\n"
      "ishl r0.w {min16u}, r0.x {min16u}, l(2)\nstore_raw u0.xyz, l(0), r0.yzwy\n");
  const std::vector<std::string> native = validated_lines(bytes);
  EXPECT_EQ(count_matching(native, "OpCapability Int16"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpIAdd %ushort %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpExtInst %ushort %\\w+ SMax %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpUConvert %uint %\\w+"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpSConvert %uint %\\w+"), 1u);
  EXPECT_EQ(count_matching(native, "%\\w+ = OpShiftLeftLogical %uint %\\w+ %uint_2"), 1u);
  Options options;
  options.min_precision_as_32bit = true;
  const std::vector<std::string> wide = validated_lines(bytes, options);
  EXPECT_EQ(count_matching(wide, "OpCapability Int16"), 0u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = Op[US]Convert .*"), 0u);
  EXPECT_EQ(count_matching(wide, "%\\w+ = OpIAdd %uint %\\w+ %uint_7"), 1u);
}

TEST(DxbcLifting, GeometryShaderModes) {
  const std::vector<std::string> lines = validated_lines(dxbc::assemble_container(R"(//
// Input signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
//
//
// Output signature:
//
// Name                 Index   Mask Register SysValue  Format   Used
// -------------------- ----- ------ -------- -------- ------- ------
// SV_Position              0   xyzw        0      POS   float   xyzw
//
gs_4_0
dcl_input_siv v[3][0].xyzw, position
dcl_inputprimitive triangle
dcl_outputtopology linestrip
dcl_output_siv o0.xyzw, position
dcl_maxout 2
mov o0.xyzw, v[0][0].xyzw
emit
mov o0.xyzw, v[2][0].xyzw
emit
cut
ret
)"));
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %main Triangles"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %main OutputLineStrip"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %main OutputVertices 2"), 1u);
  EXPECT_EQ(count_matching(lines, "OpEmitVertex"), 2u);
  EXPECT_EQ(count_matching(lines, "OpEndPrimitive"), 1u);
}

TEST(DxbcLifting, MalformedProgramsNameTheInstruction) {
  const Error endif = translation_error(compute("", "endif\n"));
  EXPECT_EQ(endif.status(), Status::MalformedInput);
  EXPECT_EQ(endif.detail(), "endif without its if");
  EXPECT_EQ(endif.location().context, "instruction 'endif'");

  const Error undeclared = translation_error(compute("dcl_temps 1\n", "ld_raw r0.x, l(0), t3.xxxx\n"));
  EXPECT_EQ(undeclared.detail(), "t3 is used but not declared");
  EXPECT_EQ(undeclared.location().context, "instruction 'ld_raw'");

  const Error unbalanced = translation_error(compute("", "loop\n"));
  EXPECT_EQ(unbalanced.detail(), "the code ends inside an if, loop or switch");

  const Error label = translation_error(compute("", "call l4\n"));
  EXPECT_EQ(label.detail(), "a call of l4, a label the program does not define");
}

TEST(DxbcLifting, ClassLinkageIsRefused) {
  const Error linkage = translation_error(compute("dcl_function_body fb0\n", ""));
  EXPECT_EQ(linkage.status(), Status::Unsupported);
  EXPECT_EQ(linkage.detail(), "class linkage (interfaces and function tables) does not exist in Direct3D 12");
  EXPECT_EQ(linkage.location().context, "instruction 'dcl_function_body'");
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
