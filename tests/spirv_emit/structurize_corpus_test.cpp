// Every function of every DXIL module in shaders/ (DXC's .dxil files and the hand-written
// .ll files, assembled with llvm-as-14) and in the shared corpus structurizes, passes the
// structured-rules checker and keeps its paths under random branch decisions.
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "dxil/module_reader.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "test_support/interpreter.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

namespace fs = std::filesystem;

std::vector<uint8_t> read_bytes(const fs::path& path) {
  std::ifstream stream(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

// Typed-pointer DXIL text first; the reader's opaque-pointer fixtures need the flag.
std::vector<uint8_t> assemble(const fs::path& source) {
  const fs::path directory = fs::path(UNTANGLE_BINARY_DIR) / "structurizer-assembled";
  fs::create_directories(directory);
  const fs::path output = directory / (source.stem().string() + "." + std::to_string(::getpid()) + ".bc");
  const std::string command = "/usr/bin/llvm-as-14 '" + source.string() + "' -o '" + output.string() + "'";
  if (std::system((command + " 2>/dev/null").c_str()) != 0 &&
      std::system((command + " -opaque-pointers").c_str()) != 0)
    throw std::runtime_error("llvm-as-14 failed: " + command);
  std::vector<uint8_t> bytes = read_bytes(output);
  fs::remove(output);
  return bytes;
}

std::vector<fs::path> corpus() {
  std::vector<fs::path> files;
  const fs::path roots[] = {UNTANGLE_SHADERS_DIR, fs::path(UNTANGLE_SOURCE_DIR) / ".." / "shared" / "corpus" / "dxil"};
  for (const fs::path& root : roots) {
    if (!fs::is_directory(root)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      const fs::path& path = entry.path();
      const std::string name = path.filename().string();
      const bool dxil = path.extension() == ".dxil";
      const bool text = path.extension() == ".ll" && name.find(".dxc.ll") == std::string::npos && root == roots[0];
      if (entry.is_regular_file() && (dxil || text)) files.push_back(path);
    }
  }
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
    const std::vector<uint8_t> bytes = file.extension() == ".ll" ? assemble(file) : read_bytes(file);
    const dxil::Module module = dxil::read_module(bytes);
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
