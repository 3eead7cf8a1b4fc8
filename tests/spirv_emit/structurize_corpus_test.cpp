// Every function of every module in shaders/ (DXC's .dxil files, the hand-written .ll files and
// the fxc listings, .asm, each through its reader) and of the shared corpus's DXIL structurizes,
// passes the structured-rules checker and keeps its paths under random branch decisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "dxil/container.h"
#include "reader/read_program.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "test_support/interpreter.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"
#include "test_support/shader_inputs.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

namespace fs = std::filesystem;

// Every input of shaders/, and the shared corpus's DXC containers.
std::vector<fs::path> corpus() {
  std::vector<fs::path> files = test_support::shader_inputs(UNTANGLE_SHADERS_DIR);
  const fs::path shared = fs::path(UNTANGLE_SOURCE_DIR) / ".." / "shared" / "corpus" / "dxil";
  if (fs::is_directory(shared))
    for (const auto& entry : fs::recursive_directory_iterator(shared))
      if (entry.is_regular_file() && entry.path().extension() == ".dxil") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(Corpus, EveryShaderFunctionStructurizesAndKeepsItsPaths) {
  const std::vector<fs::path> files = corpus();
  ASSERT_GT(files.size(), 50u) << "shaders/ is missing";
  size_t functions = 0;
  size_t random_programs = 0;
  std::mt19937 random(1);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    const std::vector<uint8_t> bytes = test_support::shader_bytes(file);
    const dxil::Module module = reader::read_program(dxil::parse_container(bytes));
    for (const auto& source : module.functions) {
      if (source->is_declaration) continue;
      ++functions;
      if (file.filename().string().rfind("rand", 0) == 0) ++random_programs;
      const structurizer::Function input = spirv_emit::cfg_from_dxil(*source);
      const structurizer::Function output = structurize(input);
      const test_support::StructuredCheckReport report = test_support::check_structured_rules(output);
      ASSERT_TRUE(report.ok()) << source->name << ": " << report.violations.front() << "\n" << test_support::print_cfg(output);
      std::vector<uint32_t> decisions(61);
      for (int run = 0; run < 40; ++run) {
        for (uint32_t& decision : decisions) decision = random();
        const test_support::PathComparison comparison = test_support::compare_paths(input, output, decisions);
        ASSERT_TRUE(comparison.equivalent) << source->name << ": " << comparison.difference;
      }
    }
  }
  EXPECT_GT(functions, 50u);
  EXPECT_GE(random_programs, 50u);  // the generated rand_*/randw_* programs
}

}  // namespace
}  // namespace untangle::structurizer
