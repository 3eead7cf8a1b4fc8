// Fleshing the structurizer's random CFGs: every one fleshes, its paths agree with the
// structurizer's own path interpreter (an independent implementation), the SIMT reference
// runs every wave to the end, and the shader text assembles.
#include "flesh/error.h"
#include "flesh/fleshing.h"
#include "flesh/llvm_as.h"
#include "test_support/interpreter.h"
#include "test_support/random_cfg.h"

#include <gtest/gtest.h>

namespace untangle::flesh {

using namespace test_support;
namespace {

// The structurizer interpreter's decision for the slot a path took: a conditional takes
// targets[decision % 2]; a switch case number `decision`, or the default past the cases.
uint32_t interpreter_decision(const Node& node, uint32_t direction) {
  if (node.kind == NodeKind::Conditional) return direction != 0 ? 0 : 1;
  for (uint32_t index = 0; index < node.case_values.size(); ++index) {
    if (static_cast<uint32_t>(node.case_values[index]) == direction) return index;
  }
  return static_cast<uint32_t>(node.case_values.size());
}

test_support::RandomCfgOptions small_graphs() {
  test_support::RandomCfgOptions options;
  options.target_blocks = 40;
  return options;
}

TEST(RandomGraphs, PathsAgreeWithTheStructurizerInterpreter) {
  uint64_t visits = 0;
  uint64_t ambiguous = 0;
  uint64_t endless = 0;
  for (uint64_t seed = 0; seed < 100; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const structurizer::Function function = test_support::random_cfg(seed, small_graphs());
    FleshedShader shader;
    try {
      shader = flesh(function, Mode::Convergence, seed);
    } catch (const FleshError& error) {
      // The generator writes endless loops; a program that can never return has no path.
      EXPECT_STREQ(error.what(), "no return is reachable from the entry");
      ++endless;
      continue;
    }
    ASSERT_EQ(shader.reference.size(), kWorkgroupThreads);
    for (std::size_t thread = 0; thread < shader.paths.size(); ++thread) {
      const LanePath& path = shader.paths[thread];
      std::vector<uint32_t> decisions;
      std::size_t decision = 0;
      std::vector<uint32_t> origins;
      for (const uint32_t node : path.nodes) {
        const Node& current = shader.graph.nodes[node];
        origins.push_back(function.block(current.block).origin);
        if (current.decides()) decisions.push_back(interpreter_decision(current, path.directions[decision++]));
      }
      // A path without decisions must not be replayed with "always 0" cycling past its end.
      decisions.push_back(0);
      const test_support::Trace trace = test_support::execute(function, decisions);
      ASSERT_EQ(trace.end, test_support::ExecutionEnd::Returned) << trace.error;
      ASSERT_EQ(trace.origins, origins) << "thread " << thread;
      ASSERT_EQ(shader.reference[thread].ballots.size(), path.nodes.size());
      visits += path.nodes.size();
      for (const bool flag : shader.reference[thread].ambiguous) ambiguous += flag ? 1 : 0;
      // Every lane runs its own visits.
      for (const uint64_t ballot : shader.reference[thread].ballots) {
        ASSERT_NE(ballot >> (thread % kWaveSize) & 1, 0u);
      }
    }
  }
  EXPECT_LT(endless, 10u);
  // Most ballots are checked: ambiguous zones are the exception.
  EXPECT_LT(ambiguous * 4, visits);
}

TEST(RandomGraphs, ShaderTextAssembles) {
  int assembled = 0;
  for (uint64_t seed = 0; assembled < 6; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    FleshedShader shader;
    try {
      shader = flesh(test_support::random_cfg(seed, small_graphs()), Mode::Convergence, seed);
    } catch (const FleshError&) {
      continue;  // an endless program
    }
    EXPECT_NO_THROW(assemble_llvm(shader.llvm_text));
    ++assembled;
  }
}

}  // namespace
}  // namespace untangle::flesh
