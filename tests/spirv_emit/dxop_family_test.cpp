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
// the intended instructions, not merely to something valid. Each expectation is a whole
// instruction of the disassembly (a regular expression a line must match exactly, %\w+ for
// an id the test does not name; %glsl is GLSL.std.450's import): a bare "Sin" was also met
// by Sinh, "OpGroupNonUniformAll" by OpGroupNonUniformAllEqual.
const std::map<std::string, std::vector<std::string>>& expected_instructions() {
  static const std::map<std::string, std::vector<std::string>> expected = {
      {"compute_ids",
       {"OpDecorate %GlobalInvocationId BuiltIn GlobalInvocationId", "OpDecorate %WorkgroupId BuiltIn WorkgroupId",
        "OpDecorate %LocalInvocationId BuiltIn LocalInvocationId",
        "OpDecorate %LocalInvocationIndex BuiltIn LocalInvocationIndex",
        "%flat = OpLoad %uint %LocalInvocationIndex",
        // Barrier modes 9, 8, 11, 10, 3, 2, 5 and 1, in order.
        "OpControlBarrier %uint_2 %uint_2 %uint_264", "OpMemoryBarrier %uint_2 %uint_264",
        "OpControlBarrier %uint_2 %uint_1 %uint_2376", "OpMemoryBarrier %uint_1 %uint_2376",
        "OpControlBarrier %uint_2 %uint_1 %uint_2120", "OpMemoryBarrier %uint_1 %uint_2120",
        "OpControlBarrier %uint_2 %uint_2 %uint_2120", "OpControlBarrier %uint_2 %uint_2 %uint_0",
        "OpExecutionMode %main LocalSize 8 4 2"}},
      {"buffers_raw",
       {"OpCapability StorageBuffer16BitAccess", "OpDecorate %Records Aliased", "OpDecorate %Records_0 Aliased",
        "%\\w+ = OpTypeRuntimeArray %ushort", "%d = OpBitcast %double %\\w+", "%l = OpBitcast %ulong %\\w+"}},
      {"cbuffers",
       {"%\\w+ = OpTypePointer Uniform %v4uint", "%\\w+ = OpVectorShuffle %v2uint %\\w+ %\\w+ 2 3",
        "%word = OpVectorExtractDynamic %uint %\\w+ %\\w+"}},
      {"textures",
       {"%\\w+ = OpImageFetch %v4float %\\w+ %x Lod %uint_0",
        "%\\w+ = OpImageFetch %v4float %\\w+ %\\w+ Lod\\|ConstOffset %uint_1 %\\w+",
        "%\\w+ = OpImageFetch %v4float %\\w+ %\\w+ Sample %uint_2", "%\\w+ = OpImageFetch %v4int %\\w+ %x",
        "%\\w+ = OpImageRead %v4float %\\w+ %\\w+", "OpImageWrite %\\w+ %x %\\w+",
        "%\\w+ = OpImageSampleExplicitLod %v4float %\\w+ %\\w+ Lod %float_0",
        "%w1d = OpImageQuerySizeLod %uint %\\w+ %uint_0", "%levels = OpImageQueryLevels %uint %\\w+",
        "%samples = OpImageQuerySamples %uint %\\w+", "%\\w+ = OpImageQuerySize %v2uint %\\w+",
        "%texels = OpImageQuerySize %uint %\\w+", "%\\w+ = OpArrayLength %uint %Records 0",
        "%\\w+ = OpArrayLength %uint %Bytes 0"}},
      {"atomics",
       {"%add = OpAtomicIAdd %uint %\\w+ %uint_1 %uint_0 %uint_1", "%and = OpAtomicAnd %uint %\\w+ %uint_1 %uint_0 %i",
        "%or = OpAtomicOr %uint %\\w+ %uint_1 %uint_0 %i", "%xor = OpAtomicXor %uint %\\w+ %uint_1 %uint_0 %i",
        "%imin = OpAtomicSMin %uint %\\w+ %uint_1 %uint_0 %add",
        "%imax = OpAtomicSMax %uint %\\w+ %uint_1 %uint_0 %and",
        "%umin = OpAtomicUMin %uint %\\w+ %uint_1 %uint_0 %or",
        "%umax = OpAtomicUMax %uint %\\w+ %uint_1 %uint_0 %xor",
        "%\\w+ = OpImageTexelPointer %_ptr_Image_uint %Typed %i %uint_0",
        "%\\w+ = OpImageTexelPointer %_ptr_Image_int %Image %\\w+ %uint_0",
        "%\\w+ = OpAtomicExchange %int %\\w+ %uint_1 %uint_0 %\\w+",
        "%\\w+ = OpAtomicCompareExchange %int %\\w+ %uint_1 %uint_0 %uint_0 %\\w+ %\\w+",
        "%swapped = OpAtomicCompareExchange %uint %\\w+ %uint_1 %uint_0 %uint_0 %umax %uint_0",
        "%wide_old = OpAtomicIAdd %ulong %\\w+ %uint_1 %uint_0 %wide",
        "%rmw = OpAtomicIAdd %uint %\\w+ %uint_2 %uint_0 %exchange",
        "%umaxed = OpAtomicUMax %uint %\\w+ %uint_2 %uint_0 %compared",
        "%old = OpAtomicCompareExchange %uint %\\w+ %uint_2 %uint_0 %uint_0 %umaxed %rmw",
        "OpCapability Int64Atomics", "%\\w+ = OpTypeImage %uint Buffer 0 0 0 2 R32ui",
        "%\\w+ = OpTypeImage %int 2D 0 0 0 2 R32i"}},
      {"wave",
       {"%first = OpGroupNonUniformElect %bool %uint_3",
        "%any = OpGroupNonUniformAny %bool %uint_3 %odd",
        "%all = OpGroupNonUniformAll %bool %uint_3 %odd",
        "%equal = OpGroupNonUniformAllEqual %bool %uint_3 %i",
        "%equalf = OpGroupNonUniformAllEqual %bool %uint_3 %f",
        "%\\w+ = OpGroupNonUniformBallot %v4uint %uint_3 %odd",
        "%at = OpGroupNonUniformShuffle %uint %uint_3 %i %ballot0",
        "%atb = OpGroupNonUniformShuffle %bool %uint_3 %odd %uint_3",
        "%firstv = OpGroupNonUniformBroadcastFirst %float %uint_3 %f",
        "%sum = OpGroupNonUniformIAdd %uint %uint_3 Reduce %i",
        "%product = OpGroupNonUniformFMul %float %uint_3 Reduce %f",
        "%smin = OpGroupNonUniformSMin %uint %uint_3 Reduce %i",
        "%umin = OpGroupNonUniformUMin %uint %uint_3 Reduce %i",
        "%smax = OpGroupNonUniformSMax %uint %uint_3 Reduce %i",
        "%fmax = OpGroupNonUniformFMax %float %uint_3 Reduce %f",
        "%bitand = OpGroupNonUniformBitwiseAnd %uint %uint_3 Reduce %i",
        "%bitor = OpGroupNonUniformBitwiseOr %uint %uint_3 Reduce %i",
        "%bitxor = OpGroupNonUniformBitwiseXor %uint %uint_3 Reduce %i",
        "%prefix = OpGroupNonUniformIAdd %uint %uint_3 ExclusiveScan %i",
        "%prefixf = OpGroupNonUniformFMul %float %uint_3 ExclusiveScan %f",
        "%bits = OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce %\\w+",
        "%prefixbits = OpGroupNonUniformBallotBitCount %uint %uint_3 ExclusiveScan %\\w+",
        "%quad = OpGroupNonUniformQuadBroadcast %float %uint_3 %f %uint_1",
        "%across = OpGroupNonUniformQuadSwap %float %uint_3 %f %uint_2",
        "OpDecorate %SubgroupSize BuiltIn SubgroupSize",
        "OpDecorate %SubgroupLocalInvocationId BuiltIn SubgroupLocalInvocationId"}},
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
       {"%imax = OpExtInst %uint %glsl SMax %a %b", "%imin = OpExtInst %uint %glsl SMin %a %b",
        "%umax = OpExtInst %uint %glsl UMax %a %b", "%umin16 = OpExtInst %ushort %glsl UMin %a16 %b16",
        "%imax64 = OpExtInst %ulong %glsl SMax %a64 %b64", "%\\w+ = OpSMulExtended %\\w+ %a %b",
        "%\\w+ = OpUMulExtended %\\w+ %a %b", "%udiv_q = OpUDiv %uint %a %c", "%udiv_r = OpUMod %uint %a %c",
        "%\\w+ = OpIAddCarry %\\w+ %a %b", "%\\w+ = OpISubBorrow %\\w+ %a %b",
        "%ibfe = OpBitFieldSExtract %uint %c %\\w+ %\\w+", "%ubfe = OpBitFieldUExtract %uint %c %\\w+ %\\w+",
        "%bfi = OpBitFieldInsert %uint %i %c %\\w+ %\\w+", "%bfrev = OpBitReverse %uint %a",
        "%count = OpBitCount %uint %a", "%low = OpExtInst %uint %glsl FindILsb %a",
        "%\\w+ = OpExtInst %uint %glsl FindUMsb %a"}},
      {"conversion",
       {"%toh = OpExtInst %uint %glsl PackHalf2x16 %\\w+", "%\\w+ = OpExtInst %v2float %glsl UnpackHalf2x16 %toh",
        "%d = OpBitcast %double %\\w+", "%\\w+ = OpBitcast %v2uint %d2", "%l = OpBitcast %ulong %d",
        "%d2 = OpBitcast %double %l", "%df = OpFConvert %float %d2", "%ds = OpConvertFToS %uint %d2",
        "%du = OpConvertFToU %uint %d2", "%\\w+ = OpExtInst %uint %glsl SClamp %u0 %uint_4294967168 %uint_127",
        "%\\w+ = OpExtInst %uint %glsl SClamp %\\w+ %uint_0 %uint_255"}},
      {"handles_sm66",
       {"OpCapability RuntimeDescriptorArray", "OpCapability ShaderNonUniform", "OpDecorate %\\w+ NonUniform",
        "OpDecorate %heap_StructuredBuffer Binding 4000", "OpDecorate %heap_cbuffer Binding 4001",
        "OpDecorate %heap_Buffer Binding 4002", "OpDecorate %heap_Texture2D Binding 4004",
        "OpDecorate %heap_SamplerState Binding 4006", "OpDecorate %heap_RWByteAddressBuffer Binding 4000",
        "OpDecorate %Tables DescriptorSet 1", "OpDecorate %Tables Binding 1002"}},
      {"memory",
       {"%local = OpVariable %_ptr_Function__arr_uint_uint_4 Function",
        "%\\w+ = OpVariable %_ptr_Workgroup__arr_float_uint_64 Workgroup",
        "%lookup = OpVariable %_ptr_Private__arr_uint_uint_4 Private %\\w+", "%s64 = OpSConvert %ulong %t16",
        "%t16 = OpUConvert %ushort %a", "%z64 = OpUConvert %ulong %a", "%h = OpFConvert %half %neighbour",
        "%d = OpFConvert %double %neighbour", "%uf = OpConvertUToF %float %z64", "%sf = OpConvertSToF %double %fs",
        "%r64 = OpSRem %ulong %m64 %ulong_18446744073709551611", "%hr = OpFRem %half %hd %half_0x1_8p_1",
        "%sh64 = OpShiftRightArithmetic %ulong %q64 %ulong_7", "%c2 = OpFOrdLessThan %bool %uf %neighbour",
        "%c4 = OpFOrdNotEqual %bool %hr %h", "%c5 = OpLogicalEqual %bool %c0 %c1",
        "%sel = OpSelect %uint %c9 %bits %picked", "%sb = OpSelect %uint %t1 %uint_4294967295 %uint_0"}},
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
    const std::vector<std::string> lines = disassembly_lines(translation.words);
    const size_t import = find_matching(lines, "%\\w+ = OpExtInstImport \"GLSL\\.std\\.450\"");
    const std::string glsl = import < lines.size() ? lines[import].substr(0, lines[import].find(' ')) : "%none";
    for (std::string pattern : expected->second) {
      if (const size_t at = pattern.find("%glsl"); at != std::string::npos) pattern.replace(at, 5, glsl);
      EXPECT_GE(count_matching(lines, pattern), 1u) << pattern;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Families, DxOpFamily, ::testing::ValuesIn(shader_files("dxop", ".ll")),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return info.param.stem().string();
                         });

}  // namespace
}  // namespace untangle::spirv_emit::testing
