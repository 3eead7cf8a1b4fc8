// AMD GPU Services' intrinsics through dxil-spirv's interface: lowered to cooperative matrices
// whatever the options, as dxil-spirv lowers them; FP8 matrices only with FLOAT8_SUPPORT's
// wmma_fp8. The system's SPIRV-Tools cannot disassemble these modules, so the words are read
// for their capabilities (spirv_emit's ags_intrinsics_test checks the instructions).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "compiled.h"
#include "test_support/shader_inputs.h"

namespace untangle::compat_test {
namespace {

constexpr uint32_t kCooperativeMatrixKHR = 6022;
constexpr uint32_t kFloat8EXT = 4212;

struct Lowered {
  layer_result result;
  std::vector<uint32_t> capabilities;  // the OpCapability operands, in order
};

// tests/spirv_emit/inputs/`input` compiled as a layer does, its t0 and u0 bound in set 0.
Lowered compile_ags(const std::string& input, const dxil_spv_option_base* extra_option = nullptr) {
  const std::vector<uint8_t> bytes =
      test_support::shader_bytes(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs" / input);
  const layer_range ranges[] = {binding_range(DXIL_SPV_RESOURCE_CLASS_SRV, 0, 1, 0, 1),
                                binding_range(DXIL_SPV_RESOURCE_CLASS_UAV, 0, 1, 0, 2)};
  layer_setup setup = empty_setup();
  setup.ranges = ranges;
  setup.range_count = 2;
  setup.extra_option = extra_option;
  Lowered lowered;
  layer_compile(bytes.data(), bytes.size(), &setup, &lowered.result);
  const std::span<const uint32_t> words(lowered.result.words, lowered.result.word_count);
  for (size_t at = 5; at < words.size() && (words[at] >> 16) != 0; at += words[at] >> 16)
    if ((words[at] & 0xFFFF) == 17 && at + 1 < words.size()) lowered.capabilities.push_back(words[at + 1]);
  layer_result_free(&lowered.result);
  return lowered;
}

bool has(const std::vector<uint32_t>& capabilities, uint32_t capability) {
  return std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end();
}

TEST(CompatAgs, WaveMatricesAreLoweredByDefault) {
  const Lowered lowered = compile_ags("ags_wave_matrix_multiply.ll");
  EXPECT_EQ(lowered.result.run_result, DXIL_SPV_SUCCESS) << lowered.result.log;
  EXPECT_TRUE(has(lowered.capabilities, kCooperativeMatrixKHR));
  EXPECT_FALSE(has(lowered.capabilities, kFloat8EXT));
}

TEST(CompatAgs, Float8MatricesNeedWmmaFp8) {
  const Lowered without = compile_ags("ags_float8_matrices.ll");
  EXPECT_EQ(without.result.run_result, DXIL_SPV_ERROR_UNSUPPORTED_FEATURE);
  EXPECT_NE(std::string(without.result.log).find("AGS float8 (FP8) values need SPV_EXT_float8"), std::string::npos)
      << without.result.log;

  const dxil_spv_option_float8_support float8 = {{DXIL_SPV_OPTION_FLOAT8_SUPPORT}, DXIL_SPV_TRUE, DXIL_SPV_FALSE};
  const Lowered with = compile_ags("ags_float8_matrices.ll", &float8.base);
  EXPECT_EQ(with.result.option_result, DXIL_SPV_SUCCESS);
  EXPECT_EQ(with.result.run_result, DXIL_SPV_SUCCESS) << with.result.log;
  EXPECT_TRUE(has(with.capabilities, kCooperativeMatrixKHR));
  EXPECT_TRUE(has(with.capabilities, kFloat8EXT));
}

}  // namespace
}  // namespace untangle::compat_test
