// Structurizer throughput on generated reducible CFGs of about 1k, 10k, 20k and 50k
// blocks (nested loops, switches, multi-level breaks, early returns to a shared return
// block, compiler-like block order). Reports blocks/s; the per-pass verification is off,
// as in release builds.
#include <benchmark/benchmark.h>

#include <map>

#include "structurizer/random_cfg.h"
#include "structurizer/structurize.h"

namespace {

using untangle::cfg::Function;

// A generated CFG with at least `blocks` blocks (the generator's size is the count before
// straight-line blocks are merged, so the target grows until the merged CFG is big enough).
const Function& generated(int64_t blocks) {
  static std::map<int64_t, Function> cache;
  auto found = cache.find(blocks);
  if (found != cache.end()) return found->second;
  untangle::cfg::RandomCfgOptions options;
  options.max_depth = 8;
  options.chained = true;
  options.target_blocks = static_cast<uint32_t>(blocks);
  Function function = untangle::cfg::random_cfg(2024, options);
  while (static_cast<int64_t>(function.size()) < blocks) {
    options.target_blocks = options.target_blocks * 11 / 10 + 1;
    function = untangle::cfg::random_cfg(2024, options);
  }
  return cache.emplace(blocks, std::move(function)).first->second;
}

void BM_Structurize(benchmark::State& state) {
  const Function& input = generated(state.range(0));
  untangle::structurizer::StructurizeOptions options;
  options.verify = false;
  size_t output_blocks = 0;
  for (auto _ : state) {
    const Function output = untangle::structurizer::structurize(input, options);
    output_blocks = output.size();
    benchmark::DoNotOptimize(output_blocks);
  }
  state.counters["input_blocks"] = static_cast<double>(input.size());
  state.counters["output_blocks"] = static_cast<double>(output_blocks);
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(input.size()));
}

BENCHMARK(BM_Structurize)->Arg(1000)->Arg(10000)->Arg(20000)->Arg(50000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
