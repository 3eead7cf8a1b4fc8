// AMD GPU Services' intrinsics (ags_intrinsics.h): each operation of vkd3d-proton's AGS shaders
// written in DXC's shape (tests/spirv_emit/inputs/ags_*.ll, the HLSL in their comments),
// checked by instruction with the tests' own printer (Debian's SPIRV-Tools predates
// SPV_KHR_cooperative_matrix and SPV_EXT_float8, and lavapipe has no cooperative matrices);
// and each refusal: AGS without the option, float8 without float8, an intrinsic untangle does
// not lower, a register kept in memory or a matrix array written in part, a code that is no
// AGS code.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "api/facade.h"
#include "instruction_printer.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::filesystem::path input_path(const std::string& name) {
  return std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs" / name;
}

std::string input_text(const std::string& name) {
  std::ifstream stream(input_path(name));
  return std::string(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

Options with_ags(bool float8 = true) {
  Options options;
  options.ags.cooperative_matrix = true;
  options.ags.float8 = float8;
  return options;
}

std::vector<uint32_t> lowered_words(const std::vector<uint8_t>& bytes, const Options& options = with_ags()) {
  return translate_module(*api::Module::parse(bytes), options).words;
}

std::vector<std::string> lowered(const std::string& input, const Options& options = with_ags()) {
  return printed_lines(lowered_words(load_bytes(input_path(input)), options));
}

std::optional<TranslateError> refusal(const std::vector<uint8_t>& bytes, const Options& options = with_ags()) {
  try {
    translate_module(*api::Module::parse(bytes), options);
  } catch (const TranslateError& error) {
    return error;
  }
  return std::nullopt;
}

// What every lowered module declares: the KHR extension, subgroup-scope 16x16 matrices, the
// Vulkan memory model (dxil-spirv's form: buffer and groupshared accesses NonPrivatePointer),
// and nothing of the magic UAV: no binding, no atomics.
void expect_cooperative_module(const std::vector<std::string>& lines) {
  EXPECT_ONE(lines, "OpCapability CooperativeMatrixKHR");
  EXPECT_ONE(lines, "OpExtension \"SPV_KHR_cooperative_matrix\"");
  EXPECT_ONE(lines, "OpCapability VulkanMemoryModel");
  EXPECT_ONE(lines, "OpMemoryModel Logical Vulkan");
  EXPECT_NONE(lines, "OpDecorate %\\w+ DescriptorSet 2147420894");
  EXPECT_NONE(lines, ".*OpAtomic.*");
  for (const std::string& line : lines) {
    const bool matrix_type = line.find("= OpTypeCooperativeMatrixKHR ") != std::string::npos;
    const bool access = line.find("OpCooperativeMatrixLoadKHR ") != std::string::npos ||
                        line.find("OpCooperativeMatrixStoreKHR ") != std::string::npos;
    EXPECT_TRUE(!matrix_type || line.find(" %uint_3 %uint_16 %uint_16 ") != std::string::npos) << line;
    EXPECT_TRUE(!access || line.ends_with(" NonPrivatePointer")) << line;
  }
}

// WMMA_Load of an A (row major) and a B (column major) of float16 and a float32 accumulator,
// their multiply-accumulate, a conversion to a float16 accumulator stored transposed. A load's
// byte offset indexes the buffer's byte view; its stride is in bytes.
TEST(AgsIntrinsics, LoadMultiplyConvertStore) {
  const std::vector<std::string> lines = lowered("ags_wave_matrix_multiply.ll");
  expect_cooperative_module(lines);
  EXPECT_ONE(lines, "%coopmat_half_A = OpTypeCooperativeMatrixKHR %half %uint_3 %uint_16 %uint_16 %uint_0");
  EXPECT_ONE(lines, "%coopmat_half_B = OpTypeCooperativeMatrixKHR %half %uint_3 %uint_16 %uint_16 %uint_1");
  EXPECT_ONE(lines, "%coopmat_float_accumulator = OpTypeCooperativeMatrixKHR %float %uint_3 %uint_16 %uint_16 %uint_2");
  EXPECT_ONE(lines, "%Inputs_words8 = OpTypeStruct %_runtimearr_uchar");
  expect_in_order(
      lines, {
                 "%(\\w+) = OpAccessChain %_ptr_StorageBuffer_uchar %Inputs %uint_0 %uint_0",
                 "%a0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %\\w+ %uint_0 %uint_32 NonPrivatePointer",
                 "%\\w+ = OpAccessChain %_ptr_StorageBuffer_uchar %Inputs %uint_0 %uint_512",
                 "%b0 = OpCooperativeMatrixLoadKHR %coopmat_half_B %\\w+ %uint_1 %uint_32 NonPrivatePointer",
                 "%\\w+ = OpAccessChain %_ptr_StorageBuffer_uchar %Inputs %uint_0 %uint_1024",
                 "%c0 = OpCooperativeMatrixLoadKHR %coopmat_float_accumulator %\\w+ %uint_0 %uint_64 NonPrivatePointer",
                 "%m0 = OpCooperativeMatrixMulAddKHR %coopmat_float_accumulator %a0 %b0 %c0",
                 "%q0 = OpFConvert %coopmat_half_accumulator %m0",
                 "%\\w+ = OpAccessChain %_ptr_StorageBuffer_uchar %Outputs %uint_0 %uint_0",
                 "OpCooperativeMatrixStoreKHR %\\w+ %q0 %uint_1 %uint_32 NonPrivatePointer",
             });
  EXPECT_NONE(lines, "OpDecorate %q0 .*") << "a conversion between float16 and float32 never saturates";
}

// FP8 (E4M3) A times BF8 (E5M2) B into a float32 accumulator filled with 0, converted with
// saturation to an FP8 accumulator: SPV_EXT_float8's types and its saturating decoration.
TEST(AgsIntrinsics, Float8MatricesAndSaturatingConversion) {
  const std::vector<std::string> lines = lowered("ags_float8_matrices.ll");
  expect_cooperative_module(lines);
  EXPECT_ONE(lines, "OpCapability Float8EXT");
  EXPECT_ONE(lines, "OpCapability Float8CooperativeMatrixEXT");
  EXPECT_ONE(lines, "OpExtension \"SPV_EXT_float8\"");
  EXPECT_ONE(lines, "%fp8e4m3 = OpTypeFloat 8 Float8E4M3EXT");
  EXPECT_ONE(lines, "%fp8e5m2 = OpTypeFloat 8 Float8E5M2EXT");
  EXPECT_ONE(lines, "OpDecorate %q0 SaturatedToLargestFloat8NormalConversionEXT");
  expect_in_order(lines,
                  {
                      "%a0 = OpCooperativeMatrixLoadKHR %coopmat_fp8e4m3_A %\\w+ %uint_0 %uint_16 NonPrivatePointer",
                      "%\\w+ = OpAccessChain %_ptr_StorageBuffer_uchar %Inputs %uint_0 %uint_256",
                      "%b0 = OpCooperativeMatrixLoadKHR %coopmat_fp8e5m2_B %\\w+ %uint_0 %uint_16 NonPrivatePointer",
                      "%(\\w+) = OpBitcast %float %uint_0",
                      "%c0 = OpCompositeConstruct %coopmat_float_accumulator %\\w+",
                      "%m0 = OpCooperativeMatrixMulAddKHR %coopmat_float_accumulator %a0 %b0 %c0",
                      "%q0 = OpFConvert %coopmat_fp8e4m3_accumulator %m0",
                      "OpCooperativeMatrixStoreKHR %\\w+ %q0 %uint_0 %uint_16 NonPrivatePointer",
                  });
}

// WMMA_MatrixLength counts 32-bit registers' worth (four 8-bit elements each); element extract
// and fill of an 8-bit matrix pack four elements (thread * 4 + k) into one uint, through a
// Function copy of the matrix; elementwise add and multiply are the float operations on the
// matrix type; an element of a 32-bit matrix is one access.
TEST(AgsIntrinsics, LengthElementsAndElementwiseArithmetic) {
  const std::vector<std::string> lines = lowered("ags_matrix_elements.ll");
  expect_cooperative_module(lines);
  expect_in_order(lines, {
                             "%(\\w+) = OpCooperativeMatrixLengthKHR %uint %coopmat_fp8e4m3_A",
                             "%length = OpUDiv %uint %\\w+ %uint_4",
                             "OpStore %\\w+ %a0",
                             "%\\w+ = OpShiftLeftLogical %uint %thread %uint_2",
                             "%\\w+ = OpAccessChain %_ptr_Function_fp8e4m3 %\\w+ %\\w+",
                             "%\\w+ = OpLoad %fp8e4m3 %\\w+",
                             "%\\w+ = OpBitcast %uchar %\\w+",
                             "%\\w+ = OpUConvert %uint %\\w+",
                             "%\\w+ = OpShiftLeftLogical %uint %\\w+ %uint_8",
                             "%\\w+ = OpShiftLeftLogical %uint %\\w+ %uint_16",
                             "%\\w+ = OpShiftLeftLogical %uint %\\w+ %uint_24",
                             "%element = OpBitwiseOr %uint %\\w+ %\\w+",
                             "%flipped = OpBitwiseXor %uint %element %uint_16711935",
                             "%\\w+ = OpUConvert %uchar %flipped",
                             "%\\w+ = OpBitcast %fp8e4m3 %\\w+",
                             "%\\w+ = OpShiftRightLogical %uint %flipped %uint_24",
                             "%f0 = OpLoad %coopmat_fp8e4m3_A %\\w+",
                             "OpCooperativeMatrixStoreKHR %\\w+ %f0 %uint_0 %uint_16 NonPrivatePointer",
                             "%s0 = OpFAdd %coopmat_float_accumulator %x0 %y0",
                             "%p0 = OpFMul %coopmat_float_accumulator %s0 %y0",
                             "OpStore %\\w+ %p0",
                             "%\\w+ = OpAccessChain %_ptr_Function_float %\\w+ %uint_1",
                             "%first = OpBitcast %uint %\\w+",
                             "OpStore %\\w+ %length NonPrivatePointer",
                         });
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpLoad %fp8e4m3 %\\w+"), 4u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %fp8e4m3 %\\w+"), 4u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVariable %_ptr_Function_coopmat_fp8e4m3_A Function"), 2u);
}

// WMMA_StoreLDS and WMMA_LoadLDS on a groupshared uint array: the byte offset and stride in
// uints (>> 2), the transposed load column major; a fill of 1.0; the accumulator carried
// around a loop by phis of the matrix type.
TEST(AgsIntrinsics, GroupsharedMatricesAndALoop) {
  const std::vector<std::string> lines = lowered("ags_groupshared_loop.ll");
  expect_cooperative_module(lines);
  EXPECT_ONE(lines, "%LDS = OpVariable %_ptr_Workgroup__arr_uint_uint_512 Workgroup");
  expect_in_order(lines,
                  {
                      "%a0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %\\w+ %uint_0 %uint_32 NonPrivatePointer",
                      "%(\\w+) = OpShiftRightLogical %uint %uint_0 %uint_2",
                      "%\\w+ = OpAccessChain %_ptr_Workgroup_uint %LDS %\\w+",
                      "%\\w+ = OpShiftRightLogical %uint %uint_32 %uint_2",
                      "OpCooperativeMatrixStoreKHR %\\w+ %a0 %uint_0 %\\w+ NonPrivatePointer",
                      "OpControlBarrier %uint_2 %uint_1 %uint_2376",
                      "%at0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %\\w+ %uint_1 %\\w+ NonPrivatePointer",
                      "%b0 = OpCooperativeMatrixLoadKHR %coopmat_half_B %\\w+ %uint_0 %\\w+ NonPrivatePointer",
                      "%\\w+ = OpBitcast %float %uint_1065353216",
                      "%c0 = OpCompositeConstruct %coopmat_float_accumulator %\\w+",
                      "OpStore %acc0_phi %c0",
                      "%acc0 = OpLoad %coopmat_float_accumulator %acc0_phi",
                      "%m0 = OpCooperativeMatrixMulAddKHR %coopmat_float_accumulator %at0 %b0 %acc0",
                      "OpStore %acc0_phi %m0",
                      "OpLoopMerge %\\w+ %\\w+ None",
                      "OpCooperativeMatrixStoreKHR %\\w+ %m0 %uint_0 %uint_64 NonPrivatePointer",
                  });
  EXPECT_ONE(lines, "%acc0_phi = OpVariable %_ptr_Function_coopmat_float_accumulator Function");
}

// Float8Conversion on scalars: FP8 and BF8 (the low byte of a uint) to float32, and float32 to
// FP8 with saturation and to BF8 without.
TEST(AgsIntrinsics, ScalarFloat8Conversions) {
  const std::vector<std::string> lines = lowered("ags_float8_conversion.ll");
  EXPECT_ONE(lines, "OpCapability Float8EXT");
  EXPECT_NONE(lines, "OpCapability CooperativeMatrixKHR");
  expect_in_order(lines, {
                             "%(\\w+) = OpUConvert %uchar %x",
                             "%(\\w+) = OpBitcast %fp8e4m3 %\\w+",
                             "%(\\w+) = OpFConvert %float %\\w+",
                             "%fp8_to_f32 = OpBitcast %uint %\\w+",
                             "%\\w+ = OpUConvert %uchar %y",
                             "%\\w+ = OpBitcast %fp8e5m2 %\\w+",
                             "%\\w+ = OpFConvert %float %\\w+",
                             "%bf8_to_f32 = OpBitcast %uint %\\w+",
                             "%\\w+ = OpBitcast %float %z",
                             "%\\w+ = OpFConvert %fp8e4m3 %\\w+",
                             "%\\w+ = OpBitcast %uchar %\\w+",
                             "%f32_to_fp8_saturated = OpUConvert %uint %\\w+",
                             "%\\w+ = OpBitcast %float %w",
                             "%\\w+ = OpFConvert %fp8e5m2 %\\w+",
                             "%f32_to_bf8 = OpUConvert %uint %\\w+",
                         });
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ SaturatedToLargestFloat8NormalConversionEXT"), 1u);
  const size_t saturated = find_matching(lines, "%\\w+ = OpFConvert %fp8e4m3 %\\w+");
  ASSERT_LT(saturated, lines.size());
  const std::string id = lines[saturated].substr(0, lines[saturated].find(' '));
  EXPECT_ONE(lines, "OpDecorate " + id + " SaturatedToLargestFloat8NormalConversionEXT");
}

// The system's SPIRV-Tools cannot judge these modules: validation says why, never "valid".
TEST(AgsIntrinsics, TheSystemValidatorSaysItCannotJudgeThem) {
  const std::vector<uint32_t> words = lowered_words(load_bytes(input_path("ags_wave_matrix_multiply.ll")));
  if (spirv_tools::capabilities_unknown_to_tools(words).empty()) GTEST_SKIP() << "this SPIRV-Tools knows them";
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  EXPECT_FALSE(validation.valid);
  EXPECT_EQ(validation.unjudged,
            "the system's SPIRV-Tools predates the module's capability 6022, so it cannot judge the module: check it "
            "with a newer spirv-val");
}

TEST(AgsIntrinsics, Float8NeedsItsOption) {
  const std::optional<TranslateError> error =
      refusal(load_bytes(input_path("ags_float8_matrices.ll")), with_ags(/*float8=*/false));
  ASSERT_TRUE(error) << "FP8 matrices translated without float8";
  EXPECT_EQ(error->detail(), "AGS float8 (FP8) values need SPV_EXT_float8, which the AGS options do not enable");
  EXPECT_EQ(error->status(), Status::Unsupported);
}

// KHR matrices change use (A, B, accumulator) only through memory: each copy between uses
// goes through its wave's block of 256 words of workgroup memory (two waves of 32 here),
// stored and loaded column major between subgroup barriers; a format changes in the
// accumulator (F32 to FP8 before an accumulator becomes a B, saturating; FP8 to F32 after a B
// becomes an accumulator).
TEST(AgsIntrinsics, CopiesBetweenUsesGoThroughWorkgroupMemory) {
  const std::vector<std::string> lines = lowered("ags_use_changes.ll");
  expect_cooperative_module(lines);
  EXPECT_ONE(lines, "%WaveMatrixUseScratch = OpVariable %_ptr_Workgroup__arr_uint_uint_512 Workgroup");
  EXPECT_ONE(lines, "OpDecorate %SubgroupId BuiltIn SubgroupId");
  EXPECT_EQ(count_matching(lines, "OpControlBarrier %uint_3 %uint_3 %uint_264"), 6u);
  const std::vector<std::string> into_scratch = {
      "%\\w+ = OpLoad %uint %SubgroupId",
      "%\\w+ = OpIMul %uint %\\w+ %uint_256",
      "%\\w+ = OpAccessChain %_ptr_Workgroup_uint %WaveMatrixUseScratch %\\w+",
      "OpControlBarrier %uint_3 %uint_3 %uint_264",
  };
  auto then = [](std::vector<std::string> first, const std::vector<std::string>& more) {
    first.insert(first.end(), more.begin(), more.end());
    return first;
  };
  // F16 accumulator to F16 A.
  expect_in_order(lines,
                  then(into_scratch,
                       {
                           "OpCooperativeMatrixStoreKHR %\\w+ %c0 %uint_1 %uint_16 NonPrivatePointer",
                           "OpControlBarrier %uint_3 %uint_3 %uint_264",
                           "%a0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %\\w+ %uint_1 %uint_16 NonPrivatePointer",
                           "%m0 = OpCooperativeMatrixMulAddKHR %coopmat_float_accumulator %a0 %b0 %d0",
                       }));
  // F32 accumulator to FP8 B, saturating: converted in the accumulator.
  const size_t narrowed = find_matching(lines, "%\\w+ = OpFConvert %coopmat_fp8e4m3_accumulator %m0");
  ASSERT_LT(narrowed, lines.size());
  const std::string fp8 = lines[narrowed].substr(0, lines[narrowed].find(' '));
  EXPECT_ONE(lines, "OpDecorate " + fp8 + " SaturatedToLargestFloat8NormalConversionEXT");
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ SaturatedToLargestFloat8NormalConversionEXT"), 1u);
  expect_in_order(
      lines,
      then({"%\\w+ = OpFConvert %coopmat_fp8e4m3_accumulator %m0"},
           then(into_scratch,
                {
                    "OpCooperativeMatrixStoreKHR %\\w+ " + fp8 + " %uint_1 %uint_16 NonPrivatePointer",
                    "OpControlBarrier %uint_3 %uint_3 %uint_264",
                    "%b80 = OpCooperativeMatrixLoadKHR %coopmat_fp8e4m3_B %\\w+ %uint_1 %uint_16 NonPrivatePointer",
                })));
  // FP8 B to F32 accumulator: converted in the accumulator.
  expect_in_order(
      lines, then({"%b80 = OpCooperativeMatrixLoadKHR .*"},
                  then(into_scratch, {
                                         "OpCooperativeMatrixStoreKHR %\\w+ %b80 %uint_1 %uint_16 NonPrivatePointer",
                                         "OpControlBarrier %uint_3 %uint_3 %uint_264",
                                         "%\\w+ = OpCooperativeMatrixLoadKHR %coopmat_fp8e4m3_accumulator %\\w+ "
                                         "%uint_1 %uint_16 NonPrivatePointer",
                                         "%e0 = OpFConvert %coopmat_float_accumulator %\\w+",
                                         "OpCooperativeMatrixStoreKHR %\\w+ %e0 %uint_0 %uint_64 NonPrivatePointer",
                                     })));
}

// WMMA_Matrix as[2]: DXC's [16 x i32] alloca, register k of matrix s at 8 * s + k, becomes a
// Function array of two matrices: the loop's store (at 8 * i + k, register 0's store alone
// writing) into slot i, the loads after it (constant 8 + k) from slot 1.
TEST(AgsIntrinsics, LocalArraysHoldWholeMatrices) {
  const std::vector<std::string> lines = lowered("ags_matrix_array.ll");
  expect_cooperative_module(lines);
  EXPECT_ONE(lines, "%as = OpVariable %_ptr_Function__arr_coopmat_half_A_uint_2 Function");
  expect_in_order(lines,
                  {
                      "%a0 = OpCooperativeMatrixLoadKHR %coopmat_half_A %\\w+ %uint_0 %uint_64 NonPrivatePointer",
                      "%(\\w+) = OpAccessChain %_ptr_Function_coopmat_half_A %as %i",
                      "OpStore %\\w+ %a0",
                      "OpLoopMerge %\\w+ %\\w+ None",
                      "%\\w+ = OpAccessChain %_ptr_Function_coopmat_half_A %as %uint_1",
                      "%second0 = OpLoad %coopmat_half_A %\\w+",
                      "OpCooperativeMatrixStoreKHR %\\w+ %second0 %uint_0 %uint_64 NonPrivatePointer",
                  });
  EXPECT_EQ(count_matching(lines, "OpStore %\\w+ %a\\d"), 1u) << "one store of the matrix";
  EXPECT_EQ(count_matching(lines, "%second\\d = OpLoad %coopmat_half_A %\\w+"), 8u);
  EXPECT_NONE(lines, ".*_arr_uint_uint_16.*");
}

// A matrix array written one register short: its slot would hold no whole matrix.
TEST(AgsIntrinsics, PartlyWrittenMatrixArraysAreRefused) {
  const std::string text =
      replaced(input_text("ags_matrix_array.ll"), "  store i32 %a3, i32* %element3, align 4\n", "");
  const std::optional<TranslateError> error = refusal(assemble_text(text, "ags_partial_array"));
  ASSERT_TRUE(error) << "a matrix array missing a register's store translated";
  EXPECT_EQ(error->detail(), "a local array of AGS wave matrices written other than a whole matrix at a time");
  EXPECT_EQ(error->location().instruction, "%as = alloca");
}

TEST(AgsIntrinsics, RegisterKeptInMemoryIsRefused) {
  const std::string text =
      replaced(input_text("ags_wave_matrix_multiply.ll"), "  %v5 = ",
               "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out, i32 0, i32 undef, i32 %a3, "
               "i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n  %v5 = ");
  const std::optional<TranslateError> error = refusal(assemble_text(text, "ags_register_stored"));
  ASSERT_TRUE(error) << "a wave-matrix register stored to a buffer translated";
  EXPECT_EQ(error->detail(),
            "an AGS wave-matrix register used other than by AGS intrinsics, phis and stores of whole matrices into "
            "local arrays: untangle keeps wave matrices in SSA values and arrays of them only");
  EXPECT_EQ(error->location().instruction, "call @dx.op.rawBufferStore.i32");
  EXPECT_EQ(error->location().function, "main");
}

// An AGS intrinsic untangle does not lower (opcode 1, Readfirstlane), and a compare-exchange
// on the magic UAV whose address is no AGS code (0, where AGS's codes have magic 5 on top).
TEST(AgsIntrinsics, OtherIntrinsicsAndOtherCodesAreRefused) {
  const std::string text = input_text("ags_extension_uav.ll");
  const std::optional<TranslateError> other =
      refusal(assemble_text(replaced(text, "i32 0, i32 undef, i32 undef, i32 0, i32 436207616)",
                                     "i32 1342177281, i32 undef, i32 undef, i32 0, i32 0)"),
                            "ags_other"));
  ASSERT_TRUE(other) << "Readfirstlane translated";
  EXPECT_EQ(other->detail(), "the AGS intrinsic Readfirstlane is not supported");
  EXPECT_EQ(other->status(), Status::Unsupported);
  const std::optional<TranslateError> no_code = refusal(load_bytes(input_path("ags_extension_uav.ll")));
  ASSERT_TRUE(no_code) << "a compare-exchange of no AGS code translated";
  EXPECT_EQ(no_code->detail(),
            "AMD GPU Services intrinsics: a compare-exchange on the extension UAV whose address is no AGS code");
  EXPECT_EQ(no_code->status(), Status::MalformedInput);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
