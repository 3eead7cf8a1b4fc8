// Translation throughput over every DXIL container in shaders/, split by phase: read
// (container, bitcode and metadata), structurize (CFG and passes), emit (SPIR-V) and
// validate (spirv-val), plus the whole pipeline. Each iteration runs a phase over the whole
// corpus; counters give shaders/s and MB/s of DXIL input. Also one large library export.
// UNTANGLE_BENCH_SHADERS=DIR in the environment reads the corpus from DIR instead
// (bench/compare_baseline.sh measures two trees on the shaders both translate).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/module_reader.h"
#include "api/facade.h"
#include "spirv_tools/spirv_tools.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "structurizer/structurize.h"

namespace {

using namespace untangle;

struct Shader {
  std::string name;
  std::vector<uint8_t> bytes;
  std::shared_ptr<const api::Module> module;
  spirv_emit::StructuredFunctions structured;  // every function emission takes
  std::vector<uint32_t> words;
};

// The corpus, each shader carried through every phase once so that each phase can be timed
// on its own inputs. Shaders the translator does not handle are left out.
struct Corpus {
  std::vector<Shader> shaders;
  size_t total_bytes = 0;

  Corpus() {
    const char* chosen = std::getenv("UNTANGLE_BENCH_SHADERS");
    const std::filesystem::path directory = chosen != nullptr ? chosen : UNTANGLE_SHADERS_DIR;
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(directory))
      if (entry.path().extension() == ".dxil") paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& path : paths) {
      Shader shader;
      shader.name = path.filename().string();
      std::ifstream file(path, std::ios::binary);
      shader.bytes.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
      try {
        shader.module = api::Module::parse(shader.bytes);
        const dxil::EntryPoint& entry = shader.module->entry_point("");
        shader.structured = api::structurize_functions(
            *shader.module, entry, structurizer::structurize(spirv_emit::cfg_from_dxil(*entry.function)), {});
        shader.words = spirv_emit::emit_spirv(shader.module->info(), entry, shader.structured, {}).words;
      } catch (const std::exception&) {
        continue;
      }
      total_bytes += shader.bytes.size();
      shaders.push_back(std::move(shader));
    }
    if (shaders.empty()) throw std::runtime_error("no translatable shader in " + directory.string());
  }
};

const Corpus& corpus() {
  static const Corpus instance;
  return instance;
}

void report(benchmark::State& state) {
  const Corpus& shaders = corpus();
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * shaders.shaders.size()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * shaders.total_bytes));
  state.counters["shaders"] = static_cast<double>(shaders.shaders.size());
}

void BM_Read(benchmark::State& state) {
  for (auto _ : state)
    for (const Shader& shader : corpus().shaders) {
      dxil::Module module = dxil::read_module(shader.bytes);
      benchmark::DoNotOptimize(dxil::read_shader_info(module));
    }
  report(state);
}

void BM_Structurize(benchmark::State& state) {
  for (auto _ : state)
    for (const Shader& shader : corpus().shaders) {
      const dxil::EntryPoint& entry = shader.module->entry_point("");
      benchmark::DoNotOptimize(structurizer::structurize(spirv_emit::cfg_from_dxil(*entry.function)));
    }
  report(state);
}

void BM_Emit(benchmark::State& state) {
  for (auto _ : state)
    for (const Shader& shader : corpus().shaders) {
      benchmark::DoNotOptimize(
          spirv_emit::emit_spirv(shader.module->info(), shader.module->entry_point(""), shader.structured, {}));
    }
  report(state);
}

void BM_Validate(benchmark::State& state) {
  for (auto _ : state)
    for (const Shader& shader : corpus().shaders) benchmark::DoNotOptimize(spirv_tools::validate(shader.words));
  report(state);
}

// Read, structurize and emit: what `untangle translate` does without validation.
void BM_Translate(benchmark::State& state) {
  for (auto _ : state)
    for (const Shader& shader : corpus().shaders)
      benchmark::DoNotOptimize(api::translate(*api::Module::parse(shader.bytes), ""));
  report(state);
}

// A library export whose helper function has 2,049 blocks (shaders/library/lib_large),
// translated whole: issue 12 asks for well under a second.
void BM_TranslateLargeLibraryExport(benchmark::State& state) {
  std::ifstream file(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "library" / "lib_large.dxil", std::ios::binary);
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  const auto module = api::Module::parse(bytes);
  for (auto _ : state) benchmark::DoNotOptimize(api::translate(*module, "Scatter").words);
}

BENCHMARK(BM_Read)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Structurize)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Emit)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Validate)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Translate)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TranslateLargeLibraryExport)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
