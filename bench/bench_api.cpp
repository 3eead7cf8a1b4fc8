// Throughput of the library as embedders use it, through the C API: each iteration parses
// and translates every DXIL container of shaders/ (as `untangle translate` does without
// validation), on one thread and on two at once. BM_Facade does the same through the
// internal C++ facade, so the two can be compared in one run; counters give shaders/s and
// MB/s of DXIL input (with two threads, per thread and in total).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "api/facade.h"
#include "untangle/untangle.h"

namespace {

struct Corpus {
  std::vector<std::vector<uint8_t>> shaders;  // the ones that translate
  size_t total_bytes = 0;

  Corpus() {
    std::vector<std::filesystem::path> paths;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(UNTANGLE_SHADERS_DIR))
      if (entry.path().extension() == ".dxil") paths.push_back(entry.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& path : paths) {
      std::ifstream file(path, std::ios::binary);
      std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
      untangle_module* module = nullptr;
      untangle_result* result = nullptr;
      const bool translates = untangle_module_create(bytes.data(), bytes.size(), &module, nullptr) == UNTANGLE_OK &&
                              untangle_translate(module, nullptr, nullptr, &result, nullptr) == UNTANGLE_OK;
      untangle_result_destroy(result);
      untangle_module_destroy(module);
      if (!translates) continue;
      total_bytes += bytes.size();
      shaders.push_back(std::move(bytes));
    }
  }
};

const Corpus& corpus() {
  static const Corpus instance;
  return instance;
}

void report(benchmark::State& state) {
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * corpus().shaders.size()));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * corpus().total_bytes));
  state.counters["shaders"] = static_cast<double>(corpus().shaders.size());
}

void BM_CApi(benchmark::State& state) {
  for (auto _ : state)
    for (const std::vector<uint8_t>& bytes : corpus().shaders) {
      untangle_module* module = nullptr;
      untangle_result* result = nullptr;
      untangle_module_create(bytes.data(), bytes.size(), &module, nullptr);
      untangle_translate(module, nullptr, nullptr, &result, nullptr);
      benchmark::DoNotOptimize(untangle_result_words(result, nullptr));
      untangle_result_destroy(result);
      untangle_module_destroy(module);
    }
  report(state);
}

void BM_Facade(benchmark::State& state) {
  using namespace untangle;
  for (auto _ : state)
    for (const std::vector<uint8_t>& bytes : corpus().shaders)
      benchmark::DoNotOptimize(api::translate(*api::Module::parse(bytes), ""));
  report(state);
}

BENCHMARK(BM_CApi)->Unit(benchmark::kMillisecond)->Threads(1)->Threads(2)->UseRealTime();
BENCHMARK(BM_Facade)->Unit(benchmark::kMillisecond)->Threads(1)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
