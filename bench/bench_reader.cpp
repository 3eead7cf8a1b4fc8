// Reader throughput over every .dxil in shaders/: MB/s (bytes_per_second) and
// modules/s (items_per_second), for the container alone and for the full module read.
#include "dxil/container.h"
#include "dxil/module_reader.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

namespace {

std::vector<std::vector<uint8_t>> load_shaders() {
  std::vector<std::filesystem::path> paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(UNTANGLE_SHADERS_DIR))
    if (entry.path().extension() == ".dxil") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::vector<uint8_t>> files;
  for (const auto& path : paths) {
    std::ifstream stream(path, std::ios::binary);
    files.emplace_back(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
  }
  return files;
}

const std::vector<std::vector<uint8_t>>& shaders() {
  static const auto files = load_shaders();
  return files;
}

template <typename Read>
void run_over_corpus(benchmark::State& state, Read read) {
  const auto& files = shaders();
  int64_t bytes = 0;
  for (const auto& file : files) bytes += static_cast<int64_t>(file.size());
  for (auto _ : state) {
    for (const auto& file : files) benchmark::DoNotOptimize(read(std::span<const uint8_t>(file)));
  }
  state.SetBytesProcessed(state.iterations() * bytes);
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(files.size()));
  state.counters["modules"] = static_cast<double>(files.size());
}

void BM_ParseContainer(benchmark::State& state) {
  run_over_corpus(state, [](std::span<const uint8_t> bytes) {
    return untangle::dxil::parse_container(bytes).parts.size();
  });
}

void BM_ReadModule(benchmark::State& state) {
  run_over_corpus(state, [](std::span<const uint8_t> bytes) {
    return untangle::dxil::read_module(bytes).functions.size();
  });
}

}  // namespace

BENCHMARK(BM_ParseContainer)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReadModule)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
