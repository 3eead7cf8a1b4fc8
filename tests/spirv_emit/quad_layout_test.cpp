// Derivatives in compute, mesh and amplification shaders (spirv_emit/compute_derivatives.h):
// the quad layout numthreads gives, the rules of SPV_KHR_compute_shader_derivatives that
// SPIRV-Tools 2023.1 does not check (asserted on the instructions), the lowering of
// derivatives where numthreads forms no quads, and the validator's judgement of mesh and task
// shaders' derivatives (spirv_tools.h). Executed: shaders/textures/cs_deriv_single.json
// (no quads), shaders/textures/cs_deriv_rows.json (numthreads(8, 9, 1), linear quads).
#include <gtest/gtest.h>

#include <regex>

#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<uint32_t> translated_words(const std::string& text) {
  return validated_words(assemble_text(text, "quad_layout"));
}

std::vector<std::string> translated_lines(const std::string& text) { return disassembly_lines(translated_words(text)); }

constexpr std::string_view kDerivative = "%r = call float @dx.op.unary.f32(i32 85, float %f)";  // DerivFineX
// Every operation that takes derivatives: ddx_fine, ddy_coarse, Sample, SampleBias, SampleCmp
// with a min-LOD clamp, CalculateLOD clamped and unclamped.
constexpr std::string_view kEveryDerivative =
    "%r = call float @dx.op.unary.f32(i32 85, float %f)\n"
    "%r1 = call float @dx.op.unary.f32(i32 84, float %f)\n"
    "%s0 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
    "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float undef)\n"
    "%s1 = call %dx.types.ResRet.f32 @dx.op.sampleBias.f32(i32 61, %dx.types.Handle %t2d, %dx.types.Handle %sampler, "
    "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 1.0, float undef)\n"
    "%s2 = call %dx.types.ResRet.f32 @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle %t2d, %dx.types.Handle %compare, "
    "float %f, float %f, float undef, float undef, i32 undef, i32 undef, i32 undef, float 0.5, float 2.0)\n"
    "%l0 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %t2d, %dx.types.Handle %sampler, float %f, "
    "float %f, float undef, i1 true)\n"
    "%l1 = call float @dx.op.calculateLOD.f32(i32 81, %dx.types.Handle %t2d, %dx.types.Handle %sampler, float %f, "
    "float %f, float undef, i1 false)";

// The three numbers of `OpExecutionMode %main LocalSize X Y Z`.
std::array<uint64_t, 3> local_size(const std::vector<std::string>& lines) {
  const size_t at = find_matching(lines, "OpExecutionMode %main LocalSize \\d+ \\d+ \\d+");
  EXPECT_LT(at, lines.size());
  std::smatch match;
  std::regex_match(lines.at(at), match, std::regex("OpExecutionMode %main LocalSize (\\d+) (\\d+) (\\d+)"));
  return {std::stoull(match[1]), std::stoull(match[2]), std::stoull(match[3])};
}

TEST(QuadLayout, ComputeQuadsFollowD3DsRulesThenTheFlattenedIndex) {
  const auto mode = [](std::array<uint32_t, 3> threads) {
    const auto lines = translated_lines(compute_module(kDerivative, threads));
    if (count_matching(lines, "OpExecutionMode %main DerivativeGroupLinearNV") == 1) return std::string("linear");
    if (count_matching(lines, "OpExecutionMode %main DerivativeGroupQuadsNV") == 1) return std::string("quads");
    return std::string("none");
  };
  EXPECT_EQ(mode({16, 1, 1}), "linear");  // D3D's 1D quads
  EXPECT_EQ(mode({4, 2, 3}), "quads");    // D3D's 2D quads
  EXPECT_EQ(mode({8, 9, 1}), "linear");   // neither: 4 consecutive SV_GroupIndex
  EXPECT_EQ(mode({1, 4, 1}), "linear");
  EXPECT_EQ(mode({2, 1, 2}), "linear");
  EXPECT_EQ(mode({1, 1, 1}), "none");  // no complete quad
  EXPECT_EQ(mode({6, 1, 1}), "none");
  EXPECT_EQ(mode({3, 3, 1}), "none");
  // Compute keeps SPV_NV_compute_shader_derivatives.
  const auto lines = translated_lines(compute_module(kDerivative, {8, 9, 1}));
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_NV_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(lines, "OpCapability ComputeDerivativeGroupLinearNV"), 1u);
  EXPECT_EQ(count_matching(lines, "%r = OpDPdxFine %float %f"), 1u);
}

// VUID-StandaloneSpirv-DerivativeGroupQuadsKHR-10151 (X and Y of the workgroup multiples of 2)
// and -DerivativeGroupLinearKHR-10152 (its size a multiple of 4), which SPIRV-Tools 2023.1
// does not check, for every numthreads up to 8x4x2 of each stage; where neither holds, no
// instruction takes derivatives and no mode is declared.
TEST(QuadLayout, ModesKeepTheirWorkgroupSizeRules) {
  using Module = std::string (*)(std::string_view, std::array<uint32_t, 3>);
  for (const Module module : {Module{compute_module}, Module{mesh_module}, Module{amplification_module}})
    for (uint32_t x = 1; x <= 8; ++x)
      for (uint32_t y = 1; y <= 4; ++y)
        for (uint32_t z = 1; z <= 2; ++z) {
          const auto lines = translated_lines(module(kDerivative, {x, y, z}));
          const auto [sx, sy, sz] = local_size(lines);
          const std::string where = std::to_string(x) + "x" + std::to_string(y) + "x" + std::to_string(z);
          EXPECT_EQ(sx * 10000 + sy * 100 + sz, x * 10000 + y * 100 + z) << where;
          const bool quads = count_matching(lines, "OpExecutionMode %main DerivativeGroupQuadsNV") == 1;
          const bool linear = count_matching(lines, "OpExecutionMode %main DerivativeGroupLinearNV") == 1;
          const bool derivative = count_matching(lines, "%r = OpDPdxFine %float %f") == 1;
          if (quads) EXPECT_TRUE(sx % 2 == 0 && sy % 2 == 0) << where;
          if (linear) EXPECT_EQ(sx * sy * sz % 4, 0u) << where;
          EXPECT_EQ(derivative, quads || linear) << where;
          EXPECT_EQ(quads || linear, sx * sy * sz % 4 == 0) << where;
        }
}

TEST(QuadLayout, WithoutQuadsDerivativesAreZeroAndLodsExplicit) {
  const auto lines = translated_lines(compute_module(kEveryDerivative, {1, 1, 1}));
  EXPECT_EQ(count_matching(lines, ".*Derivative.*"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpD.*"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = Op\\w*ImplicitLod .*"), 0u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageQueryLod .*"), 0u);
  EXPECT_EQ(count_matching(lines, "%r = OpConstant %float 0"), 1u);  // both derivatives
  EXPECT_EQ(count_matching(lines, "%r1 = .*"), 0u);
  // Sample and SampleBias at LOD -inf (log2 of a zero derivative; CalculateLOD unclamped is
  // it, and names it), SampleCmp at its clamp.
  EXPECT_EQ(count_matching(lines, "%l1 = OpConstant %float -0x1p\\+128"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageSampleExplicitLod %v4float %\\w+ %\\w+ Lod %l1"), 2u);
  EXPECT_EQ(count_matching(lines, "%l0 = OpConstant %float 0"), 0u);  // clamped: the derivatives' 0
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageSampleDrefExplicitLod %float %\\w+ %\\w+ %float_0_5 Lod %float_2"),
            1u);
  EXPECT_EQ(count_matching(lines, "OpCapability MinLod"), 0u);
  EXPECT_EQ(count_matching(lines, ".* Bias .*"), 0u);
}

// SPV_KHR_compute_shader_derivatives: the mode on MeshEXT and TaskEXT entry points (the
// VK_KHR_compute_shader_derivatives property meshAndTaskShaderDerivatives).
TEST(QuadLayout, MeshAndAmplificationShadersDeclareTheKhrMode) {
  const auto mesh = translated_lines(mesh_module(kEveryDerivative, {2, 2, 1}));
  EXPECT_EQ(count_matching(mesh, "OpEntryPoint MeshEXT %main .*"), 1u);
  EXPECT_EQ(count_matching(mesh, "OpExtension \"SPV_KHR_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(mesh, "OpExtension \"SPV_NV_compute_shader_derivatives\""), 0u);
  // 2023.1 prints the KHR enumerants by their NV names.
  EXPECT_EQ(count_matching(mesh, "OpCapability ComputeDerivativeGroupQuadsNV"), 1u);
  EXPECT_EQ(count_matching(mesh, "OpExecutionMode %main DerivativeGroupQuadsNV"), 1u);
  EXPECT_EQ(count_matching(mesh, "%r = OpDPdxFine %float %f"), 1u);
  EXPECT_EQ(count_matching(mesh, "%r1 = OpDPdyCoarse %float %f"), 1u);
  EXPECT_EQ(count_matching(mesh, "%\\w+ = OpImageSampleImplicitLod %v4float %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(mesh, "%\\w+ = OpImageSampleImplicitLod %v4float %\\w+ %\\w+ Bias %float_1"), 1u);
  EXPECT_EQ(count_matching(mesh, "%\\w+ = OpImageSampleDrefImplicitLod %float %\\w+ %\\w+ %float_0_5 MinLod %float_2"),
            1u);
  EXPECT_EQ(count_matching(mesh, "%\\w+ = OpImageQueryLod %v2float %\\w+ %\\w+"), 2u);
  const auto task = translated_lines(amplification_module(kDerivative, {8, 1, 1}));
  EXPECT_EQ(count_matching(task, "OpEntryPoint TaskEXT %main .*"), 1u);
  EXPECT_EQ(count_matching(task, "OpExtension \"SPV_KHR_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(task, "OpCapability ComputeDerivativeGroupLinearNV"), 1u);
  EXPECT_EQ(count_matching(task, "OpExecutionMode %main DerivativeGroupLinearNV"), 1u);
  const auto single = translated_lines(mesh_module(kEveryDerivative, {1, 1, 1}));
  EXPECT_EQ(count_matching(single, ".*[Dd]erivative.*"), 0u);
  EXPECT_EQ(count_matching(single, "%\\w+ = Op\\w*ImplicitLod .*"), 0u);
}

// The copy SPIRV-Tools 2023.1 judges (spirv_tools.h): the NV extension, OpCopyObject for
// derivatives, explicit-LOD twins at a new constant 0.0, OpUndef for OpImageQueryLod; every
// other instruction as it was. Nothing for compute shaders, nor without the KHR mode.
TEST(QuadLayout, TheOldValidatorJudgesMeshDerivativesAsItKnowsThem) {
  const std::vector<uint32_t> words = translated_words(mesh_module(kEveryDerivative, {2, 2, 1}));
  const std::vector<uint32_t> judged = spirv_tools::without_mesh_and_task_derivatives(words);
  ASSERT_FALSE(judged.empty());
  EXPECT_TRUE(spirv_tools::validate(judged).valid);
  EXPECT_EQ(judged[3], words[3] + 1);  // the new constant's id
  const auto lines = disassembly_lines(judged);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_NV_compute_shader_derivatives\""), 1u);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_KHR_compute_shader_derivatives\""), 0u);
  EXPECT_EQ(count_matching(lines, "%r = OpCopyObject %float %f"), 1u);
  EXPECT_EQ(count_matching(lines, "%r1 = OpCopyObject %float %f"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageSampleExplicitLod %v4float %\\w+ %\\w+ Lod %\\w+"), 2u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageSampleDrefExplicitLod %float %\\w+ %\\w+ %float_0_5 Lod %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpUndef %v2float"), 2u);
  EXPECT_EQ(lines.size(), disassembly_lines(words).size() + 1);  // the constant
  EXPECT_TRUE(spirv_tools::without_mesh_and_task_derivatives(judged).empty());
  EXPECT_TRUE(
      spirv_tools::without_mesh_and_task_derivatives(translated_words(compute_module(kEveryDerivative, {8, 8, 1})))
          .empty());
  EXPECT_TRUE(spirv_tools::without_mesh_and_task_derivatives(translated_words(mesh_module("", {2, 2, 1}))).empty());
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
