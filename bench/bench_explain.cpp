// `untangle explain` on a generated function of about 2,000 blocks (issue: "a few seconds"):
// collecting every pass's CFG and the SPIR-V, laying the union graph out with GraphViz's
// dot, and writing the page.
#include <benchmark/benchmark.h>

#include "api/facade.h"
#include "explain/collect.h"
#include "explain/page.h"
#include "flesh/dxil_text.h"
#include "flesh/graph.h"
#include "flesh/llvm_as.h"
#include "test_support/random_cfg.h"

namespace {

using namespace untangle;

void BM_ExplainTwoThousandBlocks(benchmark::State& state) {
  test_support::RandomCfgOptions options;
  options.target_blocks = 2900;  // straight-line blocks merge: about 2,000 remain
  options.chained = true;
  const flesh::Graph graph = flesh::Graph::from_function(test_support::random_cfg(1, options));
  const auto module = api::Module::parse(flesh::assemble_llvm(flesh::dxil_text(graph, {})));
  size_t page_bytes = 0;
  for (auto _ : state) {
    const explain::Explanation explanation = explain::collect(*module, "generated", "", {});
    page_bytes = explain::explain_page(explanation).html.size();
  }
  state.counters["blocks"] = static_cast<double>(graph.size());
  state.counters["page_kB"] = static_cast<double>(page_bytes / 1000);
}

BENCHMARK(BM_ExplainTwoThousandBlocks)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
