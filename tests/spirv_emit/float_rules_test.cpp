// Floating-point rules by exact instructions: `precise` as NoContraction on exactly the
// arithmetic it covers (DXBC's [precise] and programs without refactoringAllowed, DXIL's
// operators without `fast` and calls marked !dx.precise), and the float controls a module's
// rules ask for, declared only where the device has them.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "dxbc/assembler.h"
#include "dxop_modules.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

// A compute shader of 8x1x1 threads whose body is `code`, storing r0.xyz.
std::vector<uint8_t> compute(const std::string& global_flags, const std::string& code) {
  return dxbc::assemble_container("cs_5_0\n" + global_flags + "dcl_uav_raw u0\ndcl_input vThreadID.x\ndcl_temps 1\n" +
                                  "dcl_thread_group 8, 1, 1\n" + code + "store_raw u0.xyz, l(0), r0.xyzx\nret\n");
}

// The result id of the one line matching `pattern`, "" (and a failure) if not exactly one.
std::string result_of(const std::vector<std::string>& lines, const std::string& pattern) {
  EXPECT_EQ(count_matching(lines, pattern), 1u) << pattern;
  const size_t at = find_matching(lines, pattern);
  if (at == lines.size()) return "";
  return lines[at].substr(0, lines[at].find(' '));
}

// The ids decorated NoContraction.
std::set<std::string> not_contracted(const std::vector<std::string>& lines) {
  std::set<std::string> ids;
  for (size_t at = find_matching(lines, "OpDecorate %\\w+ NoContraction"); at < lines.size();
       at = find_matching(lines, "OpDecorate %\\w+ NoContraction", at + 1)) {
    const size_t start = lines[at].find('%');
    ids.insert(lines[at].substr(start, lines[at].find(' ', start) - start));
  }
  return ids;
}

constexpr const char* kRefactoring = "dcl_globalFlags refactoringAllowed\n";

TEST(FloatRules, PreciseDxbcInstructionsAreNotContracted) {
  // r0.y = x * 3 + 1 may fuse; r0.x = x * 5 + 2 and the mad into r0.z are precise.
  const std::vector<std::string> lines = validated_lines(compute(kRefactoring, R"(utof r0.x, vThreadID.x
mul r0.y, r0.x, l(3.000000)
add r0.y, r0.y, l(1.000000)
mul [precise(x)] r0.x, r0.x, l(5.000000)
add [precise(x)] r0.x, r0.x, l(2.000000)
mad [precise(z)] r0.z, r0.x, r0.y, l(4.000000)
)"));
  const std::set<std::string> precise = not_contracted(lines);
  EXPECT_EQ(precise.size(), 4u);  // the multiply and add of r0.x, the mad's multiply and add
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_5")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_2")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_4")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_3")), 0u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_1")), 0u);
}

TEST(FloatRules, DxbcWithoutRefactoringIsPreciseThroughout) {
  // fxc's /Gis leaves refactoringAllowed out: no arithmetic may be contracted.
  const std::vector<std::string> lines = validated_lines(compute("", R"(utof r0.x, vThreadID.x
mul r0.y, r0.x, l(3.000000)
add r0.y, r0.y, l(1.000000)
dp2 r0.z, r0.xyxx, r0.xyxx
)"));
  const std::set<std::string> precise = not_contracted(lines);
  EXPECT_EQ(precise.size(), 3u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_3")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_1")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpDot %float %\\w+ %\\w+")), 1u);
}

TEST(FloatRules, DxilOperatorsWithoutFastAndPreciseCallsAreNotContracted) {
  // DXC writes `fast` on what is not precise; a precise dx.op call carries !dx.precise.
  const std::string body = R"(%m = fmul fast float %f, 3.0
%n = fmul float %f, 5.0
%c = call float @dx.op.tertiary.f32(i32 46, float %f, float %f, float 6.0), !dx.precise !90
%k = call float @dx.op.tertiary.f32(i32 46, float %f, float %f, float 7.0)
%s0 = fadd fast float %m, %n
%s1 = fadd fast float %s0, %c
%s2 = fadd fast float %s1, %k
%w = bitcast float %s2 to i32
call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %ubuf, i32 %i, i32 undef, i32 %w, i32 %w, i32 %w, i32 %w, i8 15))";
  const std::vector<std::string> lines =
      validated_lines(assemble_text(compute_module(body) + "!90 = !{i32 1}\n", "float_rules_precise"));
  const std::set<std::string> precise = not_contracted(lines);
  EXPECT_EQ(precise.size(), 3u);  // fmul 5.0, and the precise FMad's multiply and add
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_5")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_6")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_7")), 0u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_3")), 0u);
}

TEST(FloatRules, PreciseEverywhereLeavesNoArithmeticToContract) {
  // A layer's workaround (dxil-spirv's PRECISE_CONTROL force_precise): `fast` changes nothing.
  Options options;
  options.precise_everywhere = true;
  const std::string body = R"(%m = fmul fast float %f, 3.0
%x = fadd fast float %m, 1.0
%w = bitcast float %x to i32
call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %ubuf, i32 %i, i32 undef, i32 %w, i32 %w, i32 %w, i32 %w, i8 15))";
  const std::vector<std::string> lines = disassembly_lines(
      translate_module(*api::Module::parse(assemble_text(compute_module(body), "float_rules_everywhere")), options)
          .words);
  const std::set<std::string> precise = not_contracted(lines);
  EXPECT_EQ(precise.size(), 2u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFMul %float %\\w+ %float_3")), 1u);
  EXPECT_EQ(precise.count(result_of(lines, "%\\w+ = OpFAdd %float %\\w+ %float_1")), 1u);
}

FloatControls all_float_controls() {
  FloatControls controls;
  controls.denorm_flush_to_zero_32 = true;
  controls.denorm_preserve_32 = true;
  controls.signed_zero_inf_nan_preserve_32 = true;
  return controls;
}

TEST(FloatRules, DxbcAsksForD3DsFloatRulesWhereTheDeviceHasThem) {
  const std::vector<uint8_t> bytes = compute(kRefactoring, "utof r0.x, vThreadID.x\nadd r0.y, r0.x, r0.x\n");
  // Without float controls the device's own rules apply: no mode, no capability.
  const std::vector<std::string> none = validated_lines(bytes);
  EXPECT_EQ(
      count_matching(none, "OpExecutionMode %\\w+ (DenormFlushToZero|DenormPreserve|SignedZeroInfNanPreserve) .*"), 0u);
  EXPECT_EQ(count_matching(none, "OpExtension \"SPV_KHR_float_controls\""), 0u);

  Options options;
  options.float_controls = all_float_controls();
  const std::vector<std::string> all = validated_lines(bytes, options);
  EXPECT_EQ(count_matching(all, "OpCapability DenormFlushToZero"), 1u);
  EXPECT_EQ(count_matching(all, "OpCapability SignedZeroInfNanPreserve"), 1u);
  EXPECT_EQ(count_matching(all, "OpCapability DenormPreserve"), 0u);
  EXPECT_EQ(count_matching(all, "OpExtension \"SPV_KHR_float_controls\""), 1u);
  EXPECT_EQ(count_matching(all, "OpExecutionMode %main DenormFlushToZero 32"), 1u);
  EXPECT_EQ(count_matching(all, "OpExecutionMode %main SignedZeroInfNanPreserve 32"), 1u);
  EXPECT_EQ(count_matching(all, "OpExecutionMode %main DenormPreserve 32"), 0u);

  // A device that only preserves special values (lavapipe) gets that mode alone; SPIR-V 1.4
  // has float controls in its core.
  options.float_controls = FloatControls{};
  options.float_controls.signed_zero_inf_nan_preserve_32 = true;
  options.spirv_version = kSpirv14;
  const std::vector<std::string> preserve =
      disassembly_lines(translate_module(*api::Module::parse(bytes), options).words);
  EXPECT_EQ(count_matching(preserve, "OpExecutionMode %main SignedZeroInfNanPreserve 32"), 1u);
  EXPECT_EQ(count_matching(preserve, "OpExecutionMode %main DenormFlushToZero 32"), 0u);
  EXPECT_EQ(count_matching(preserve, "OpExtension \"SPV_KHR_float_controls\""), 0u);
}

// A compute module whose main carries `"fp32-denorm-mode"="MODE"` around `body`.
std::string with_denormal_mode(const std::string& body, const std::string& mode) {
  std::string text = compute_module(body);
  const std::string define = "define void @main() {";
  text.replace(text.find(define), define.size(), "define void @main() #90 {");
  return text + "attributes #90 = { \"fp32-denorm-mode\"=\"" + mode + "\" }\n";
}

TEST(FloatRules, DxilDenormalModesAndSpecialValues) {
  Options options;
  options.float_controls = all_float_controls();
  const std::string store =
      "%w = bitcast float %x to i32\ncall void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %ubuf, i32 %i, i32 "
      "undef, i32 %w, i32 %w, i32 %w, i32 %w, i8 15)";
  // DXC's `fast` waives signed zero, infinity and NaN: only the denormal mode asked for.
  const std::vector<std::string> fast = disassembly_lines(
      translate_module(
          *api::Module::parse(assemble_text(with_denormal_mode("%x = fadd fast float %f, 1.0\n" + store, "preserve"),
                                            "float_rules_fast")),
          options)
          .words);
  EXPECT_EQ(count_matching(fast, "OpExecutionMode %main DenormPreserve 32"), 1u);
  EXPECT_EQ(count_matching(fast, "OpExecutionMode %main SignedZeroInfNanPreserve 32"), 0u);
  // Strict arithmetic (no fast-math flags, as -Gis writes it) keeps them.
  const std::vector<std::string> strict = disassembly_lines(
      translate_module(*api::Module::parse(assemble_text(with_denormal_mode("%x = fadd float %f, 1.0\n" + store, "any"),
                                                         "float_rules_strict")),
                       options)
          .words);
  EXPECT_EQ(count_matching(strict, "OpExecutionMode %main (DenormPreserve|DenormFlushToZero) 32"), 0u);
  EXPECT_EQ(count_matching(strict, "OpExecutionMode %main SignedZeroInfNanPreserve 32"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
