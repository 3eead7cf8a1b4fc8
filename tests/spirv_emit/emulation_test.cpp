// The lowerings that are not one instruction per operation (spirv_emit/README.md,
// "Emulations and choices"): the instructions they emit, and the one-line errors for what
// they cannot do. Execution is checked by the manifests in shaders/wave, shaders/dxbc and
// shaders/graphics.
#include <gtest/gtest.h>

#include "common/error.h"
#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// The module's disassembly, one trimmed instruction per element.
std::vector<std::string> instructions(const std::string& text) {
  return validated_lines(assemble_text(text, "emulation"));
}

// The one-line message of the error translating `text` fails with.
std::string failure(const std::string& text) {
  try {
    translate_module(*api::Module::parse(assemble_text(text, "emulation")));
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::Unsupported);
    return error.detail();
  }
  return "translated";
}

TEST(WaveMatch, IsAHelperFunctionLoopingOverTheValuesTheLanesHold) {
  const auto lines = instructions(compute_module(
      "%r = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %f)\n"
      "%r1 = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %f)"));
  // The entry point comes first; one helper serves both calls.
  EXPECT_LT(find_matching(lines, "%main = OpFunction .*"), find_matching(lines, "%untangle_wave_match = OpFunction %v4uint None %\\w+"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpFunctionCall %v4uint %untangle_wave_match %f"), 2u);
  // The loop: the first lane's bits, who holds them, and the ballot of those lanes.
  const size_t header = find_matching(lines, "%untangle_wave_match = OpFunction %v4uint None %\\w+");
  const size_t bits = find_matching(lines, "%\\w+ = OpBitcast %uint %\\w+", header);
  const size_t first = find_matching(lines, "%\\w+ = OpGroupNonUniformBroadcastFirst %uint %uint_3 %\\w+", bits);
  const size_t same = find_matching(lines, "%\\w+ = OpIEqual %bool %\\w+ %\\w+", first);
  const size_t merge = find_matching(lines, "OpLoopMerge %\\w+ %\\w+ None", same);
  const size_t branch = find_matching(lines, "OpBranchConditional %\\w+ %\\w+ %\\w+", merge);
  const size_t ballot = find_matching(lines, "%\\w+ = OpGroupNonUniformBallot %v4uint %uint_3 %true", branch);
  const size_t back = find_matching(lines, "OpReturnValue %\\w+", ballot);
  EXPECT_LT(back, lines.size());
  EXPECT_EQ(merge, same + 1);
  EXPECT_EQ(branch, merge + 1);
}

TEST(WaveMultiPrefix, ScansThePartitionOfMasksEqualOnTheRunningLanes) {
  const auto lines = instructions(compute_module(
      "%r = call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %i, i32 %i, i32 0, i32 0, i32 0, i8 4, i8 1)\n"
      "%c = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %b, i32 %i, i32 0, i32 0, i32 0)"));
  const size_t helper = find_matching(lines, "%untangle_wave_multi_prefix_4 = OpFunction %uint None %\\w+");
  ASSERT_LT(helper, lines.size());
  // The partition key: the mask's bits of the lanes that run (absent and inactive lanes do not part lanes).
  const size_t active = find_matching(lines, "%\\w+ = OpGroupNonUniformBallot %v4uint %uint_3 %true", helper);
  const size_t key = find_matching(lines, "%\\w+ = OpBitwiseAnd %v4uint %\\w+ %\\w+", active);
  const size_t first = find_matching(lines, "%\\w+ = OpGroupNonUniformBroadcastFirst %v4uint %uint_3 %\\w+", key);
  const size_t equal = find_matching(lines, "%\\w+ = OpIEqual %v4bool %\\w+ %\\w+", first);
  const size_t all = find_matching(lines, "%\\w+ = OpAll %bool %\\w+", equal);
  const size_t scan = find_matching(lines, "%\\w+ = OpGroupNonUniformIMul %uint %uint_3 ExclusiveScan %\\w+", all);
  EXPECT_LT(scan, lines.size());
  // The bit count needs no loop: a ballot masked with the mask and the lanes below.
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ BuiltIn SubgroupLtMask"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpGroupNonUniformBallotBitCount %uint %uint_3 Reduce %\\w+"), 1u);
  EXPECT_EQ(failure(compute_module(
                "%r = call float @dx.op.waveMultiPrefixOp.f32(i32 166, float %f, i32 %i, i32 0, i32 0, i32 0, i8 1, "
                "i8 0)")),
            "WaveMultiPrefix bit operation on a floating-point value");
}

TEST(QuadVote, CombinesTwoSwaps) {
  const auto lines = instructions(compute_module("%r = call i1 @dx.op.quadVote.i1(i32 222, i1 %b, i8 1)"));
  const size_t across = find_matching(lines, "%\\w+ = OpGroupNonUniformQuadSwap %bool %uint_3 %b %uint_0");
  const size_t both = find_matching(lines, "%\\w+ = OpLogicalAnd %bool %b %\\w+", across);
  const size_t down = find_matching(lines, "%\\w+ = OpGroupNonUniformQuadSwap %bool %uint_3 %\\w+ %uint_1", both);
  EXPECT_LT(find_matching(lines, "%\\w+ = OpLogicalAnd %bool %\\w+ %\\w+", down), lines.size());
}

TEST(QuadReadLaneAt, ARunTimeLaneBeforeSpirv15PicksOneOfFourBroadcasts) {
  const auto lines = instructions(compute_module("%r = call float @dx.op.quadReadLaneAt.f32(i32 122, float %f, i32 %i)"));
  for (int lane = 0; lane < 4; ++lane)
    EXPECT_EQ(count_matching(lines, "%\\w+ = OpGroupNonUniformQuadBroadcast %float %uint_3 %f %uint_" +
                                        std::to_string(lane)),
              1u);
  const size_t quad_lane = find_matching(lines, "%\\w+ = OpBitwiseAnd %uint %i %uint_3");
  ASSERT_LT(quad_lane, lines.size());
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIEqual %bool %\\w+ %uint_[012]"), 3u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpSelect %float %\\w+ %\\w+ %\\w+"), 3u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpGroupNonUniformQuadBroadcast %float %uint_3 %f %i"), 0u);
}

TEST(DispatchMesh, SendsALocalPayloadThroughTheTaskPayloadVariable) {
  const auto lines = instructions(amplification_module(
      "%local = alloca %struct.Payload\n"
      "%field = getelementptr %struct.Payload, %struct.Payload* %local, i32 0, i32 0\n"
      "store i32 %i, i32* %field\n"
      "call void @dx.op.dispatchMesh.struct.Payload(i32 173, i32 1, i32 1, i32 1, %struct.Payload* %local)"));
  const size_t variable = find_matching(lines, "%payload = OpVariable %\\w+ TaskPayloadWorkgroupEXT");
  ASSERT_LT(variable, lines.size());
  const size_t copied = find_matching(lines, "%\\w+ = OpLoad %\\w+ %local");
  const size_t stored = find_matching(lines, "OpStore %payload %\\w+", copied);
  EXPECT_LT(stored, find_matching(lines, "OpEmitMeshTasksEXT %uint_1 %uint_1 %uint_1 %payload", stored));
}

TEST(IsHelperLane, IsFalseOutsidePixelShaders) {
  const std::string body =
      "%r = call i1 @dx.op.isHelperLane.i1(i32 221)\n"
      "%w = zext i1 %r to i32\n"
      "call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %urbuf, i32 0, i32 undef, i32 %w, i32 undef, "
      "i32 undef, i32 undef, i8 1, i32 4)";
  const auto compute = instructions(compute_module(body));
  EXPECT_EQ(count_matching(compute, "%\\w+ = OpIsHelperInvocationEXT %bool"), 0u);
  EXPECT_EQ(count_matching(compute, "%r = OpConstantFalse %bool"), 1u);
  const auto pixel = instructions(pixel_module(body));
  EXPECT_EQ(count_matching(pixel, "%\\w+ = OpIsHelperInvocationEXT %bool"), 1u);
  EXPECT_EQ(count_matching(pixel, "OpExtension \"SPV_EXT_demote_to_helper_invocation\""), 1u);
}

TEST(TempRegisters, AreTwoPrivateRegisterFiles) {
  const auto lines = instructions(compute_module(
      "call void @dx.op.tempRegStore.f32(i32 1, i32 5, float %f)\n"
      "%r = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 5)\n"
      "call void @dx.op.tempRegStore.f16(i32 1, i32 2, half %h)"));
  EXPECT_EQ(count_matching(lines, "%dx_v32_r = OpVariable %_ptr_Private__arr_uint_uint_6 Private"), 1u);
  EXPECT_EQ(count_matching(lines, "%dx_v16_r = OpVariable %_ptr_Private__arr_ushort_uint_3 Private"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Private_uint %dx_v32_r %uint_5"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %uint %f"), 1u);
  EXPECT_EQ(failure(compute_module("%r = call i32 @dx.op.tempRegLoad.i32(i32 0, i32 %i)")),
            "a temp register index must be a constant");
}

TEST(MinPrecisionRegisters, NeedAPointerIntoAnXRegisterArray) {
  const auto lines = instructions(compute_module(
      "%x = alloca [16 x float]\n"
      "%xb = getelementptr [16 x float], [16 x float]* %x, i32 0, i32 4\n"
      "%r = call i16 @dx.op.minPrecXRegLoad.i16(i32 2, float* %xb, i32 %i, i8 1)"));
  // Component index + component after element 4, its 32 bits truncated to 16.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Function_float %x %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%r = OpUConvert %ushort %\\w+"), 1u);
  EXPECT_EQ(failure(compute_module(
                "%x = alloca float\n"
                "%r = call half @dx.op.minPrecXRegLoad.f16(i32 2, float* %x, i32 %i, i8 1)")),
            "a min-precision register access needs a pointer into an x# register array");
}

// DXBC's registers are typeless: a converted shader reads a 32-bit float element as a
// 16-bit integer (and writes one into it) by the register's bits.
TEST(MinPrecisionSignatures, A16BitValueOfTheOtherKindIsTheRegistersBits) {
  const auto lines = instructions(pixel_module(
      "%v = call i16 @dx.op.loadInput.i16(i32 4, i32 1, i32 0, i8 0, i32 undef)\n"
      "call void @dx.op.storeOutput.i16(i32 5, i32 0, i32 0, i8 0, i16 %v)"));
  const size_t loaded = find_matching(lines, "%\\w+ = OpLoad %float %\\w+");
  ASSERT_LT(loaded, lines.size());
  const std::string value = lines[loaded].substr(0, lines[loaded].find(' '));
  const size_t bits = find_matching(lines, "%\\w+ = OpBitcast %uint " + value, loaded);
  ASSERT_LT(bits, lines.size());
  EXPECT_LT(find_matching(lines, "%v = OpUConvert %ushort %\\w+", bits), lines.size());
  // Written back: zero bits above the 16, as a float's.
  const size_t widened = find_matching(lines, "%\\w+ = OpUConvert %uint %v");
  ASSERT_LT(widened, lines.size());
  EXPECT_LT(find_matching(lines, "%\\w+ = OpBitcast %float %\\w+", widened), lines.size());
}

TEST(PointerViews, ReinterpretScalarsOfTheSameWidth) {
  const auto lines = instructions(compute_module(
      "%x = alloca [4 x float]\n"
      "%v = bitcast [4 x float]* %x to [4 x i32]*\n"
      "%p = getelementptr [4 x i32], [4 x i32]* %v, i32 0, i32 %i\n"
      "store i32 %i, i32* %p\n"
      "%q = getelementptr [4 x float], [4 x float]* %x, i32 0, i32 %i\n"
      "%r = load float, float* %q"));
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Function_float %x %i"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %float %i"), 1u);
  // A view of another layout makes the memory 32-bit words (memory_tail_test.cpp): the
  // double is words 2 and 3.
  const auto words = instructions(compute_module(
      "%x = alloca [4 x float]\n"
      "%v = bitcast [4 x float]* %x to [2 x double]*\n"
      "%p = getelementptr [2 x double], [2 x double]* %v, i32 0, i32 1\n"
      "%r = load double, double* %p"));
  EXPECT_EQ(count_matching(words, "%x = OpVariable %_ptr_Function__arr_uint_uint_4 Function"), 1u);
  EXPECT_EQ(count_matching(words, "%\\w+ = OpAccessChain %_ptr_Function_uint %x %uint_[23]"), 2u);
  EXPECT_EQ(count_matching(words, "%r = OpBitcast %double %\\w+"), 1u);
}

TEST(ShaderConstants, AddressSpaces2And5ArePrivateWithTheirData) {
  std::string text = compute_module(
      "%p = getelementptr [2 x i32], [2 x i32] addrspace(5)* @table, i32 0, i32 %i\n"
      "%r = load i32, i32 addrspace(5)* %p");
  text.replace(text.find("define void @main"), 0,
               "@table = internal addrspace(5) constant [2 x i32] [i32 11, i32 22]\n\n");
  const auto lines = instructions(text);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpConstantComposite %_arr_uint_uint_2 %uint_11 %uint_22"), 1u);
  EXPECT_EQ(count_matching(lines, "%table = OpVariable %_ptr_Private__arr_uint_uint_2 Private %\\w+"), 1u);
}

TEST(CycleCounter, ReadsTheSubgroupClock) {
  const auto lines = instructions(compute_module("%r = call %dx.types.twoi32 @dx.op.cycleCounterLegacy(i32 109)"));
  EXPECT_EQ(count_matching(lines, "OpCapability ShaderClockKHR"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_KHR_shader_clock\""), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpReadClockKHR %v2uint %uint_3"), 1u);
}

TEST(Evaluate, InterpolatesTheInputRow) {
  const auto lines = instructions(pixel_module(
      "%r = call float @dx.op.evalSnapped.f32(i32 87, i32 1, i32 0, i8 2, i32 -3, i32 7)"));
  EXPECT_EQ(count_matching(lines, "OpCapability InterpolationFunction"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitFieldSExtract %uint %\\w+ %uint_0 %uint_4"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpExtInst %v4float %\\w+ InterpolateAtOffset %TEXCOORD %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpCompositeExtract %float %\\w+ 2"), 1u);
}

TEST(Intrinsics, WithoutSemanticsAreSkippedOthersRejected) {
  std::string text = compute_module(
      "%x = alloca [4 x i32]\n"
      "%p = bitcast [4 x i32]* %x to i8*\n"
      "call void @llvm.lifetime.start(i64 16, i8* %p)\n"
      "call void @llvm.lifetime.end(i64 16, i8* %p)");
  const auto lines = instructions(text);
  EXPECT_EQ(count_matching(lines, "%x = OpVariable %_ptr_Function__arr_uint_uint_4 Function"), 1u);
  EXPECT_EQ(failure(compute_module("%r = call i32 @llvm.ctpop.i32(i32 %i)")),
            "calls to functions other than dx.op and the module's own are not supported (@llvm.ctpop.i32)");
}

TEST(GroupWaves, AreComputeOnly) {
  const auto lines = instructions(compute_module("%r = call i32 @dx.op.getGroupWaveCount(i32 -2147483646)"));
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ BuiltIn NumSubgroups"), 1u);
  EXPECT_EQ(failure(pixel_module("%r = call i32 @dx.op.getGroupWaveIndex(i32 -2147483647)")),
            "GetGroupWaveIndex outside a compute shader");
}

// spirv_emit/README.md, "Rejected forms": logical addressing has no pointer to select.
TEST(RejectedForms, ASelectBetweenPointers) {
  EXPECT_EQ(failure(compute_module("%a = alloca float\n"
                                   "%c = alloca float\n"
                                   "%p = select i1 %b, float* %a, float* %c\n"
                                   "%r = load float, float* %p")),
            "select between pointers is not supported");
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
