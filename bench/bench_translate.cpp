// Translation throughput over the shaders of shaders/, split by phase: read (container, program
// and metadata), structurize (CFG and passes), emit (SPIR-V) and validate (spirv-val), plus the
// whole pipeline. Each iteration runs a phase over a whole corpus; counters give shaders/s and
// MB/s of input. Two corpora, each its own group so that the formats' speeds read apart: every
// DXIL container (BM_Read ... BM_Translate) and the DXBC of every fxc listing (.asm, assembled
// once, before any timing: BM_Read/dxbc ... BM_Translate/dxbc). Also one large library export.
// UNTANGLE_BENCH_SHADERS=DIR in the environment reads the corpora from DIR instead
// (bench/compare_baseline.sh measures two trees on the DXIL shaders both translate).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "api/facade.h"
#include "dxil/container.h"
#include "dxil/dxil_metadata.h"
#include "reader/read_program.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "spirv_tools/spirv_tools.h"
#include "structurizer/structurize.h"
#include "test_support/shader_inputs.h"

namespace {

using namespace untangle;

struct Shader {
  std::string name;
  std::vector<uint8_t> bytes;
  std::shared_ptr<const api::Module> module;
  spirv_emit::StructuredFunctions structured;  // every function emission takes
  std::vector<uint32_t> words;
};

// The inputs of a corpus: DXC's containers, or the DXBC of fxc listings.
enum class Format { Dxil, Dxbc };

// A corpus, each shader carried through every phase once so that each phase can be timed on its
// own inputs. Shaders the translator does not handle are left out.
struct Corpus {
  std::vector<Shader> shaders;
  size_t total_bytes = 0;

  explicit Corpus(Format format) {
    const char* chosen = std::getenv("UNTANGLE_BENCH_SHADERS");
    const std::filesystem::path directory = chosen != nullptr ? chosen : UNTANGLE_SHADERS_DIR;
    const char* extension = format == Format::Dxil ? ".dxil" : ".asm";
    for (const auto& path : test_support::shader_inputs(directory)) {
      if (path.extension() != extension) continue;
      Shader shader;
      shader.name = path.filename().string();
      try {
        shader.bytes = test_support::shader_bytes(path);
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
    if (shaders.empty())
      throw std::runtime_error("no translatable " + std::string(extension) + " in " + directory.string());
  }
};

// Built on first use, so that a run filtered to one group never reads the other.
const Corpus& corpus(Format format) {
  if (format == Format::Dxil) {
    static const Corpus dxil(Format::Dxil);
    return dxil;
  }
  static const Corpus dxbc(Format::Dxbc);
  return dxbc;
}

void report(benchmark::State& state, const Corpus& shaders) {
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * shaders.shaders.size()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * shaders.total_bytes));
  state.counters["shaders"] = static_cast<double>(shaders.shaders.size());
}

// Through the one reader choice (reader/read_program.h), as Module::parse reads either format.
void BM_Read(benchmark::State& state, Format format) {
  const Corpus& shaders = corpus(format);
  for (auto _ : state)
    for (const Shader& shader : shaders.shaders) {
      dxil::Module module = reader::read_program(dxil::parse_container(shader.bytes));
      benchmark::DoNotOptimize(dxil::read_shader_info(module));
    }
  report(state, shaders);
}

void BM_Structurize(benchmark::State& state, Format format) {
  const Corpus& shaders = corpus(format);
  for (auto _ : state)
    for (const Shader& shader : shaders.shaders) {
      const dxil::EntryPoint& entry = shader.module->entry_point("");
      benchmark::DoNotOptimize(structurizer::structurize(spirv_emit::cfg_from_dxil(*entry.function)));
    }
  report(state, shaders);
}

void BM_Emit(benchmark::State& state, Format format) {
  const Corpus& shaders = corpus(format);
  for (auto _ : state)
    for (const Shader& shader : shaders.shaders) {
      benchmark::DoNotOptimize(
          spirv_emit::emit_spirv(shader.module->info(), shader.module->entry_point(""), shader.structured, {}));
    }
  report(state, shaders);
}

void BM_Validate(benchmark::State& state, Format format) {
  const Corpus& shaders = corpus(format);
  for (auto _ : state)
    for (const Shader& shader : shaders.shaders) benchmark::DoNotOptimize(spirv_tools::validate(shader.words));
  report(state, shaders);
}

// Read, structurize and emit: what `untangle translate` does without validation.
void BM_Translate(benchmark::State& state, Format format) {
  const Corpus& shaders = corpus(format);
  for (auto _ : state)
    for (const Shader& shader : shaders.shaders)
      benchmark::DoNotOptimize(api::translate(*api::Module::parse(shader.bytes), ""));
  report(state, shaders);
}

// A library export whose helper function has 2,049 blocks (shaders/library/lib_large),
// translated whole: issue 12 asks for well under a second.
void BM_TranslateLargeLibraryExport(benchmark::State& state) {
  std::ifstream file(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "library" / "lib_large.dxil", std::ios::binary);
  const std::vector<uint8_t> bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
  const auto module = api::Module::parse(bytes);
  for (auto _ : state) benchmark::DoNotOptimize(api::translate(*module, "Scatter").words);
}

// Each phase once per group: DXIL under the names earlier rounds' results (and
// compare_baseline.sh's filter) use, DXBC beside it as NAME/dxbc.
void register_phases() {
  using Phase = void (*)(benchmark::State&, Format);
  const std::pair<const char*, Phase> phases[] = {{"BM_Read", BM_Read},
                                                  {"BM_Structurize", BM_Structurize},
                                                  {"BM_Emit", BM_Emit},
                                                  {"BM_Validate", BM_Validate},
                                                  {"BM_Translate", BM_Translate}};
  for (const auto& [name, phase] : phases) {
    benchmark::RegisterBenchmark(name, phase, Format::Dxil)->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string(name) + "/dxbc").c_str(), phase, Format::Dxbc)
        ->Unit(benchmark::kMillisecond);
  }
}

BENCHMARK(BM_TranslateLargeLibraryExport)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  register_phases();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
