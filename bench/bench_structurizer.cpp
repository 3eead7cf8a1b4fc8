// Structurizer throughput on generated reducible CFGs of about 1k, 10k, 20k and 50k
// blocks (nested loops, switches, multi-level breaks, early returns to a shared return
// block, compiler-like block order), and on deeply nested loops and ifs, whose cost
// exposes analyses that grow with blocks x nesting depth. Reports blocks/s; the per-pass
// verification is off, as in release builds.
#include <benchmark/benchmark.h>

#include <map>
#include <vector>

#include "test_support/random_cfg.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"

namespace {

using untangle::structurizer::BlockId;
using untangle::structurizer::Function;
using untangle::structurizer::Terminator;

// A generated CFG with at least `blocks` blocks (the generator's size is the count before
// straight-line blocks are merged, so the target grows until the merged CFG is big enough).
const Function& generated(int64_t blocks) {
  static std::map<int64_t, Function> cache;
  auto found = cache.find(blocks);
  if (found != cache.end()) return found->second;
  untangle::test_support::RandomCfgOptions options;
  options.max_depth = 8;
  options.chained = true;
  options.target_blocks = static_cast<uint32_t>(blocks);
  Function function = untangle::test_support::random_cfg(2024, options);
  while (static_cast<int64_t>(function.size()) < blocks) {
    options.target_blocks = options.target_blocks * 11 / 10 + 1;
    function = untangle::test_support::random_cfg(2024, options);
  }
  return cache.emplace(blocks, std::move(function)).first->second;
}

// Blocks get origins (as if translated from DXIL) because only those may branch on program
// values. `depth` loops, each nested in the previous one: header -> (inner header, own latch),
// latch -> (header, enclosing latch). Two blocks per loop plus the return block.
Function nested_loops(uint32_t depth) {
  Function function("nested_loops");
  std::vector<BlockId> headers;
  std::vector<BlockId> latches;
  for (uint32_t level = 0; level < depth; ++level) {
    headers.push_back(function.add_block("header", 2 * level));
    latches.push_back(function.add_block("latch", 2 * level + 1));
  }
  const BlockId exit = function.add_block("exit", 2 * depth);
  function.set_entry(headers[0]);
  for (uint32_t level = 0; level < depth; ++level) {
    const bool innermost = level + 1 == depth;
    function.set_terminator(headers[level], innermost ? Terminator::branch(latches[level])
                                                      : Terminator::conditional(headers[level + 1], latches[level]));
    function.set_terminator(latches[level],
                            Terminator::conditional(headers[level], level == 0 ? exit : latches[level - 1]));
  }
  function.set_terminator(exit, Terminator::return_from_function());
  return function;
}

// `depth` ifs, each nested in the then-side of the previous one, each joining into the
// enclosing if's join block. Two blocks per if plus the return block.
Function nested_ifs(uint32_t depth) {
  Function function("nested_ifs");
  std::vector<BlockId> conditions;
  std::vector<BlockId> joins;
  for (uint32_t level = 0; level < depth; ++level) {
    conditions.push_back(function.add_block("condition", 2 * level));
    joins.push_back(function.add_block("join", 2 * level + 1));
  }
  const BlockId exit = function.add_block("exit", 2 * depth);
  function.set_entry(conditions[0]);
  for (uint32_t level = 0; level < depth; ++level) {
    const bool innermost = level + 1 == depth;
    function.set_terminator(conditions[level], innermost ? Terminator::branch(joins[level])
                                                         : Terminator::conditional(conditions[level + 1], joins[level]));
    function.set_terminator(joins[level], Terminator::branch(level == 0 ? exit : joins[level - 1]));
  }
  function.set_terminator(exit, Terminator::return_from_function());
  return function;
}

void run_structurize(benchmark::State& state, const Function& input) {
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

void BM_Structurize(benchmark::State& state) { run_structurize(state, generated(state.range(0))); }

void BM_NestedLoops(benchmark::State& state) {
  run_structurize(state, nested_loops(static_cast<uint32_t>(state.range(0))));
}

void BM_NestedIfs(benchmark::State& state) { run_structurize(state, nested_ifs(static_cast<uint32_t>(state.range(0)))); }

// The structured-rules checker (tests and dev builds) on structurized nested ifs and on
// the generated CFGs: its cost grows with blocks x nesting depth.
void run_checker(benchmark::State& state, const Function& input) {
  untangle::structurizer::StructurizeOptions options;
  options.verify = false;
  const Function structured = untangle::structurizer::structurize(input, options);
  for (auto _ : state) {
    const untangle::test_support::StructuredCheckReport report = untangle::test_support::check_structured_rules(structured);
    if (!report.ok()) state.SkipWithError(report.violations.front().c_str());
  }
  state.counters["blocks"] = static_cast<double>(structured.size());
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(structured.size()));
}

void BM_CheckNestedIfs(benchmark::State& state) { run_checker(state, nested_ifs(static_cast<uint32_t>(state.range(0)))); }

void BM_CheckGenerated(benchmark::State& state) { run_checker(state, generated(state.range(0))); }

BENCHMARK(BM_Structurize)->Arg(1000)->Arg(10000)->Arg(20000)->Arg(50000)->Unit(benchmark::kMillisecond);
// Nesting depths; the block counts are about twice these.
BENCHMARK(BM_NestedLoops)->Arg(500)->Arg(1000)->Arg(2000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NestedIfs)->Arg(500)->Arg(1000)->Arg(2000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckNestedIfs)->Arg(500)->Arg(1000)->Arg(2000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckGenerated)->Arg(1000)->Arg(10000)->Arg(50000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
