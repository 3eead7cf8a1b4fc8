// Every shaders/dxop/*.ll (DXIL text per dx.op family, assembled by llvm-as-14) translates,
// passes spirv-val at each SPIR-V version, and lowers its operations to the expected
// SPIR-V instructions.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// What each family's disassembly must contain: evidence the operations were lowered to
// the intended instructions, not merely to something valid. An expectation that defines a
// result ("%x = ...") must be a whole instruction of the disassembly; the others are found
// as text.
const std::map<std::string, std::vector<std::string>>& expected_instructions() {
  static const std::map<std::string, std::vector<std::string>> expected = {
      {"compute_ids",
       {"BuiltIn GlobalInvocationId", "BuiltIn WorkgroupId", "BuiltIn LocalInvocationId",
        "BuiltIn LocalInvocationIndex", "OpControlBarrier", "OpMemoryBarrier", "LocalSize 8 4 2"}},
      {"buffers_raw",
       {"OpCapability StorageBuffer16BitAccess", "Aliased", "OpTypeRuntimeArray %ushort", "OpBitcast %double",
        "OpBitcast %ulong"}},
      {"cbuffers", {"OpTypePointer Uniform %v4uint", "OpVectorShuffle %v2uint", "OpVectorExtractDynamic"}},
      {"textures",
       {"OpImageFetch", "OpImageRead", "OpImageWrite", "OpImageSampleExplicitLod", "OpImageQuerySizeLod",
        "OpImageQueryLevels", "OpImageQuerySamples", "OpImageQuerySize", "OpArrayLength", "ConstOffset", "Sample %"}},
      {"atomics",
       {"OpAtomicIAdd", "OpAtomicAnd", "OpAtomicOr", "OpAtomicXor", "OpAtomicSMin", "OpAtomicSMax", "OpAtomicUMin",
        "OpAtomicUMax", "OpAtomicExchange", "OpAtomicCompareExchange", "OpImageTexelPointer", "Int64Atomics", "R32ui",
        "R32i"}},
      {"wave",
       {"OpGroupNonUniformElect",
        "OpGroupNonUniformAny",
        "OpGroupNonUniformAll ",
        "OpGroupNonUniformAllEqual",
        "OpGroupNonUniformBallot ",
        "OpGroupNonUniformShuffle",
        "OpGroupNonUniformBroadcastFirst",
        "OpGroupNonUniformIAdd %uint %uint_3 Reduce",
        "OpGroupNonUniformFMul %float %uint_3 Reduce",
        "OpGroupNonUniformSMin",
        "OpGroupNonUniformUMin",
        "OpGroupNonUniformSMax",
        "OpGroupNonUniformFMax",
        "OpGroupNonUniformBitwiseAnd",
        "OpGroupNonUniformBitwiseOr",
        "OpGroupNonUniformBitwiseXor",
        "OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan",
        "OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce",
        "OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan",
        "OpGroupNonUniformQuadBroadcast",
        "OpGroupNonUniformQuadSwap",
        "BuiltIn SubgroupSize",
        "BuiltIn SubgroupLocalInvocationId"}},
      // Whole instructions: a bare "Sin" was also met by Sinh. %glsl is GLSL.std.450's import.
      {"math_float",
       {"%u0 = OpExtInst %float %glsl FAbs %x",
        "%u1 = OpExtInst %float %glsl FClamp %u0 %float_0 %float_1",
        "%u2 = OpExtInst %float %glsl Cos %u1",
        "%u3 = OpExtInst %float %glsl Sin %u2",
        "%u4 = OpExtInst %float %glsl Tan %u3",
        "%u5 = OpExtInst %float %glsl Acos %u4",
        "%u6 = OpExtInst %float %glsl Asin %u5",
        "%u7 = OpExtInst %float %glsl Atan %u6",
        "%u8 = OpExtInst %float %glsl Cosh %u7",
        "%u9 = OpExtInst %float %glsl Sinh %u8",
        "%u10 = OpExtInst %float %glsl Tanh %u9",
        "%u11 = OpExtInst %float %glsl Exp2 %u10",
        "%u12 = OpExtInst %float %glsl Fract %u11",
        "%u13 = OpExtInst %float %glsl Log2 %u12",
        "%u14 = OpExtInst %float %glsl Sqrt %u13",
        "%u15 = OpExtInst %float %glsl InverseSqrt %u14",
        "%u16 = OpExtInst %float %glsl RoundEven %u15",
        "%u17 = OpExtInst %float %glsl Floor %u16",
        "%u18 = OpExtInst %float %glsl Ceil %u17",
        "%u19 = OpExtInst %float %glsl Trunc %u18",
        "%max = OpExtInst %float %glsl FMax %u19 %z",
        "%min = OpExtInst %float %glsl FMin %max %w",
        "%fma = OpExtInst %double %glsl Fma %dx %dy %dx",
        "%hsin = OpExtInst %half %glsl Sin %hsat",
        "%nan = OpIsNan %bool %y",
        "%inf = OpIsInf %bool %y"}},
      {"math_int",
       {"SMax", "SMin", "UMax", "UMin", "OpSMulExtended", "OpUMulExtended", "OpUDiv", "OpUMod", "OpIAddCarry",
        "OpISubBorrow", "OpBitFieldSExtract", "OpBitFieldUExtract", "OpBitFieldInsert", "OpBitReverse", "OpBitCount",
        "FindILsb", "FindUMsb"}},
      {"conversion",
       {"PackHalf2x16", "UnpackHalf2x16", "OpBitcast %double", "OpBitcast %v2uint", "OpConvertFToS", "OpConvertFToU",
        "OpFConvert", "SClamp"}},
      {"handles_sm66",
       {"RuntimeDescriptorArray", "NonUniform", "Binding 4000", "Binding 4001", "Binding 4002", "Binding 4004",
        "Binding 4006", "DescriptorSet 1", "Binding 1002"}},
      {"memory",
       {"OpVariable %_ptr_Function__arr_uint_uint_4 Function", "Workgroup",
        "OpVariable %_ptr_Private__arr_uint_uint_4 Private", "OpSConvert", "OpUConvert", "OpFConvert", "OpConvertUToF",
        "OpConvertSToF", "OpSRem", "OpFRem", "OpShiftRightArithmetic", "OpFOrdLessThan", "OpFOrdNotEqual",
        "OpLogicalEqual", "OpSelect"}},
  };
  return expected;
}

// The disassembly's instructions, one a line, without indentation.
std::vector<std::string> instruction_lines(const std::string& assembly) {
  std::vector<std::string> lines;
  std::istringstream stream(assembly);
  for (std::string line; std::getline(stream, line);) {
    const size_t start = line.find_first_not_of(' ');
    if (start != std::string::npos && line[start] != ';') lines.push_back(line.substr(start));
  }
  return lines;
}

// The result id of the OpExtInstImport of `set`, or "%none".
std::string extended_set_id(const std::vector<std::string>& instructions, const std::string& set) {
  const std::string suffix = " = OpExtInstImport \"" + set + "\"";
  for (const std::string& line : instructions)
    if (line.size() > suffix.size() && line.compare(line.size() - suffix.size(), suffix.size(), suffix) == 0)
      return line.substr(0, line.size() - suffix.size());
  return "%none";
}

class DxOpFamily : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(DxOpFamily, TranslatesValidatesAndLowersAsIntended) {
  const auto module = load_module(GetParam());
  for (uint32_t version : {kSpirv13, kSpirv14, kSpirv15, kSpirv16}) {
    SCOPED_TRACE("SPIR-V version " + std::to_string(version >> 16) + "." + std::to_string((version >> 8) & 0xFF));
    Options options;
    options.spirv_version = version;
    const Translation translation = translate_single_block(*module, options);
    EXPECT_EQ(translation.words.at(1), version);
    const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
    const std::string assembly = spirv_tools::disassemble(translation.words);
    ASSERT_TRUE(validation.valid) << validation.messages << "\n" << assembly;
    const auto expected = expected_instructions().find(GetParam().stem().string());
    ASSERT_NE(expected, expected_instructions().end()) << "no expectations for " << GetParam();
    const std::vector<std::string> instructions = instruction_lines(assembly);
    const std::string glsl = extended_set_id(instructions, "GLSL.std.450");
    for (std::string text : expected->second) {
      if (text.find(" = ") == std::string::npos) {
        EXPECT_NE(assembly.find(text), std::string::npos) << text;
        continue;
      }
      if (const size_t at = text.find("%glsl"); at != std::string::npos) text.replace(at, 5, glsl);
      EXPECT_NE(std::find(instructions.begin(), instructions.end(), text), instructions.end()) << text;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Families, DxOpFamily, ::testing::ValuesIn(shader_files("dxop", ".ll")),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return info.param.stem().string();
                         });

}  // namespace
}  // namespace untangle::spirv_emit::testing
