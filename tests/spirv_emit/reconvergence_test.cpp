// SPV_KHR_maximal_reconvergence: which modules declare the extension and the
// MaximallyReconvergesKHR execution mode, checked as exact instructions in the words.
#include <gtest/gtest.h>

#include <cstring>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

constexpr uint32_t kMaximallyReconvergesKHR = 6023;

// The instructions of a module (header skipped), each as its words.
std::vector<std::vector<uint32_t>> instructions(const std::vector<uint32_t>& words) {
  std::vector<std::vector<uint32_t>> result;
  for (size_t at = 5; at < words.size(); at += words[at] >> 16)
    result.emplace_back(words.begin() + static_cast<long>(at), words.begin() + static_cast<long>(at + (words[at] >> 16)));
  return result;
}

std::vector<uint32_t> instruction(spv::Op opcode, std::vector<uint32_t> operands) {
  operands.insert(operands.begin(), static_cast<uint32_t>(operands.size() + 1) << 16 | static_cast<uint32_t>(opcode));
  return operands;
}

// "SPV_KHR_maximal_reconvergence" as the OpExtension's literal string words.
std::vector<uint32_t> extension_words() {
  const std::string name = "SPV_KHR_maximal_reconvergence";
  std::vector<uint32_t> words((name.size() + 4) / 4, 0);
  std::memcpy(words.data(), name.data(), name.size());
  return words;
}

struct Declared {
  bool extension = false;
  bool mode = false;
};

Declared declared(const char* shader, uint32_t version, MaximalReconvergence choice) {
  Options options;
  options.spirv_version = version;
  options.maximal_reconvergence = choice;
  const Translation translation = translate_module(*load_module(shaders_dir() / shader), options);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  Declared result;
  uint32_t entry = 0;
  for (const std::vector<uint32_t>& words : instructions(translation.words)) {
    if (words == instruction(spv::Op::OpExtension, extension_words())) result.extension = true;
    if ((words[0] & 0xffff) == static_cast<uint32_t>(spv::Op::OpEntryPoint)) entry = words[2];
    if (entry != 0 && words == instruction(spv::Op::OpExecutionMode, {entry, kMaximallyReconvergesKHR})) result.mode = true;
  }
  EXPECT_EQ(result.extension, result.mode) << shader;
  return result;
}

TEST(MaximalReconvergence, ByDefaultForVulkan13ShadersWithWaveOperations) {
  EXPECT_TRUE(declared("wave/wave_misc.dxil", kSpirv16, MaximalReconvergence::Auto).mode);
  EXPECT_TRUE(declared("control_flow/cf_wave_in_branch.dxil", kSpirv16, MaximalReconvergence::Auto).mode);
  EXPECT_FALSE(declared("wave/wave_misc.dxil", kSpirv13, MaximalReconvergence::Auto).mode);
  EXPECT_FALSE(declared("wave/wave_misc.dxil", kSpirv15, MaximalReconvergence::Auto).mode);
  EXPECT_FALSE(declared("control_flow/cf_if_else.dxil", kSpirv16, MaximalReconvergence::Auto).mode);
}

TEST(MaximalReconvergence, OnAndOffOverrideTheDefault) {
  EXPECT_TRUE(declared("control_flow/cf_if_else.dxil", kSpirv13, MaximalReconvergence::On).mode);
  EXPECT_TRUE(declared("wave/wave_misc.dxil", kSpirv13, MaximalReconvergence::On).mode);
  EXPECT_FALSE(declared("wave/wave_misc.dxil", kSpirv16, MaximalReconvergence::Off).mode);
}

// SPIRV-Tools 2023.1 rejects the unknown mode; the tools judge and print the module
// without it, and print it back.
TEST(MaximalReconvergence, ToolsThatPredateTheExtensionStillValidateAndDisassemble) {
  Options options;
  options.spirv_version = kSpirv16;
  const Translation translation = translate_module(*load_module(shaders_dir() / "wave/wave_misc.dxil"), options);
  const std::vector<uint32_t> without = spirv_tools::without_maximal_reconvergence(translation.words);
  // OpExtension: its word and the string; OpExecutionMode: its word, the entry point and the mode.
  ASSERT_EQ(without.size() + 1 + extension_words().size() + 3, translation.words.size());
  EXPECT_TRUE(spirv_tools::without_maximal_reconvergence(without).empty());
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  const size_t extension = find_matching(lines, "OpExtension \"SPV_KHR_maximal_reconvergence\"");
  ASSERT_LT(extension + 1, lines.size()) << spirv_tools::disassemble(translation.words);
  EXPECT_EQ(lines[extension + 1], "OpMemoryModel Logical GLSL450");
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %main MaximallyReconvergesKHR"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
