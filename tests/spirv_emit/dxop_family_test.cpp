// Every shaders/dxop/*.ll (DXIL text per dx.op family, assembled by llvm-as-14) translates,
// passes spirv-val at each SPIR-V version, and lowers its operations to the expected
// SPIR-V instructions.
#include <gtest/gtest.h>

#include <map>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// What each family's disassembly must contain: evidence the operations were lowered to
// the intended instructions, not merely to something valid.
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
        "OpAtomicUMax", "OpAtomicExchange", "OpAtomicCompareExchange", "OpImageTexelPointer", "Int64Atomics",
        "R32ui", "R32i"}},
      {"wave",
       {"OpGroupNonUniformElect", "OpGroupNonUniformAny", "OpGroupNonUniformAll ", "OpGroupNonUniformAllEqual",
        "OpGroupNonUniformBallot ", "OpGroupNonUniformShuffle", "OpGroupNonUniformBroadcastFirst",
        "OpGroupNonUniformIAdd %uint %uint_3 Reduce", "OpGroupNonUniformFMul %float %uint_3 Reduce",
        "OpGroupNonUniformSMin", "OpGroupNonUniformUMin", "OpGroupNonUniformSMax", "OpGroupNonUniformFMax",
        "OpGroupNonUniformBitwiseAnd", "OpGroupNonUniformBitwiseOr", "OpGroupNonUniformBitwiseXor",
        "OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan", "OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce",
        "OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan", "OpGroupNonUniformQuadBroadcast",
        "OpGroupNonUniformQuadSwap", "BuiltIn SubgroupSize", "BuiltIn SubgroupLocalInvocationId"}},
      {"math_float",
       {"FAbs", "FClamp", "Cos", "Sin", "Tan", "Acos", "Asin", "Atan", "Cosh", "Sinh", "Tanh", "Exp2", "Fract", "Log2",
        "Sqrt", "InverseSqrt", "RoundEven", "Floor", "Ceil", "Trunc", "OpIsNan", "OpIsInf", "FMax", "FMin", "Fma",
        "OpDot"}},
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
       {"OpVariable %_ptr_Function__arr_uint_uint_4 Function", "Workgroup", "OpVariable %_ptr_Private__arr_uint_uint_4 Private",
        "OpSConvert", "OpUConvert", "OpFConvert", "OpConvertUToF", "OpConvertSToF", "OpSRem", "OpFRem",
        "OpShiftRightArithmetic", "OpFOrdLessThan", "OpFOrdNotEqual", "OpLogicalEqual", "OpSelect"}},
  };
  return expected;
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
    for (const std::string& text : expected->second) EXPECT_NE(assembly.find(text), std::string::npos) << text;
  }
}

INSTANTIATE_TEST_SUITE_P(Families, DxOpFamily, ::testing::ValuesIn(shader_files("dxop", ".ll")),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return info.param.stem().string();
                         });

}  // namespace
}  // namespace untangle::spirv_emit::testing
