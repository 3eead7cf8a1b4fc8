// Every compute shader of shaders/ (the corpus: control flow, resources, math, types,
// wave, memory, and the generated rand_* and randw_* programs) translates through the
// structurizer and passes spirv-val, but those rejected on purpose (their golden is an error).
#include <gtest/gtest.h>

#include <thread>

#include "dxil/dxil_metadata.h"
#include "api/facade.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::filesystem::path> compute_shaders() {
  std::vector<std::filesystem::path> shaders;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(shaders_dir())) {
    if (entry.path().extension() != ".dxil" || rejected_by_golden(entry.path())) continue;
    if (load_module(entry.path())->stage() == dxil::ShaderKind::Compute) shaders.push_back(entry.path());
  }
  std::sort(shaders.begin(), shaders.end());
  return shaders;
}

class Corpus : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(Corpus, TranslatesAndValidates) {
  const auto module = load_module(GetParam());
  for (uint32_t version : {kSpirv13, kSpirv16}) {
    Options options;
    options.spirv_version = version;
    const Translation translation = translate_module(*module, options);
    const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
    EXPECT_TRUE(validation.valid) << "SPIR-V " << (version == kSpirv13 ? "1.3" : "1.6") << ": " << validation.messages;
    EXPECT_EQ(translation.reflection.stage, dxil::ShaderKind::Compute);
  }
}

INSTANTIATE_TEST_SUITE_P(Shaders, Corpus, ::testing::ValuesIn(compute_shaders()),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           return info.param.stem().string();
                         });

// Translations share no state: the same modules translated on several threads at once give
// the words a single thread gives.
TEST(CorpusConcurrency, ThreadsProduceIdenticalOutput) {
  std::vector<std::shared_ptr<const api::Module>> modules;
  for (const char* name : {"random/randw_2003.dxil", "resources/res_atomics.dxil", "wave/wave_misc.dxil",
                           "control_flow/cf_switch_in_loop.dxil"})
    modules.push_back(load_module(shaders_dir() / name));
  std::vector<std::vector<uint32_t>> expected;
  for (const auto& module : modules) expected.push_back(translate_module(*module, Options{}).words);
  std::vector<std::vector<std::vector<uint32_t>>> results(4);
  std::vector<std::thread> threads;
  for (size_t thread = 0; thread < results.size(); ++thread)
    threads.emplace_back([&, thread] {
      for (int round = 0; round < 3; ++round)
        for (const auto& module : modules) results[thread].push_back(translate_module(*module, Options{}).words);
    });
  for (std::thread& thread : threads) thread.join();
  for (const auto& outputs : results)
    for (size_t i = 0; i < outputs.size(); ++i) EXPECT_EQ(outputs[i], expected[i % modules.size()]);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
