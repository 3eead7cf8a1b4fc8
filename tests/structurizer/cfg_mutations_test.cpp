// test_support::mutate_cfg (the fuzzer's less-structured graphs) and the structurizer on the shapes
// it makes: switches listing one target in scattered runs of cases, conditional branches
// whose two sides meet, gotos into joins of outer constructs.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "test_support/cfg_mutations.h"
#include "test_support/interpreter.h"
#include "structurizer/loops.h"
#include "test_support/random_cfg.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

size_t edge_count(const Function& function) {
  size_t edges = 0;
  for (const Block& block : function.blocks()) edges += block.terminator.targets.size();
  return edges;
}

// Whether some target of a switch appears in two runs of cases that are not adjacent.
bool has_scattered_cases(const Terminator& terminator) {
  if (!terminator.is_switch()) return false;
  for (size_t slot = 2; slot < terminator.targets.size(); ++slot)
    if (terminator.targets[slot] != terminator.targets[slot - 1] &&
        std::find(terminator.targets.begin() + 1, terminator.targets.begin() + static_cast<long>(slot),
                  terminator.targets[slot]) != terminator.targets.begin() + static_cast<long>(slot))
      return true;
  return false;
}

TEST(CfgMutations, KeepGraphsReducibleAndAreDeterministic) {
  size_t added_edges = 0;
  size_t scattered = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const Function generated = random_cfg(seed);
    Function mutated = generated;
    mutate_cfg(mutated, seed);
    EXPECT_NO_THROW(LoopForest{mutated}) << "seed " << seed << "\n" << print_cfg(mutated);
    Function again = generated;
    mutate_cfg(again, seed);
    EXPECT_TRUE(again == mutated) << "seed " << seed;
    if (edge_count(mutated) > edge_count(generated)) ++added_edges;
    for (const Block& block : mutated.blocks()) scattered += has_scattered_cases(block.terminator) ? 1 : 0;
  }
  // The rewrites really happen: most graphs gain edges, many get scattered switches.
  EXPECT_GT(added_edges, 100u);
  EXPECT_GT(scattered, 50u);
}

// A switch giving one target to cases 1 and 3 and another to 2 and 4: OpSwitch needs the
// cases of one label side by side, so the later run of each target goes through a block of
// its own; the case list keeps its order (decisions name positions in it).
TEST(CfgMutations, ScatteredSwitchCasesStructurize) {
  const Function input = parse_cfg(R"(
    entry: switch d 1:x 2:y 3:x 4:y
    d: ret
    x: join
    y: join
    join: ret
  )");
  const Function structured = structurizer::structurize(input);
  EXPECT_TRUE(check_structured_rules(structured).ok()) << print_cfg(structured);
  const Block& entry = structured.block(structured.entry());
  ASSERT_TRUE(entry.terminator.is_switch());
  EXPECT_EQ(entry.terminator.case_values, (std::vector<int64_t>{1, 2, 3, 4}));
  EXPECT_FALSE(has_scattered_cases(entry.terminator)) << print_cfg(structured);
  for (uint32_t decision = 0; decision < 5; ++decision) {
    const std::vector<uint32_t> decisions{decision};
    const PathComparison comparison = compare_paths(input, structured, decisions);
    EXPECT_TRUE(comparison.equivalent) << "decision " << decision << ": " << comparison.difference;
  }
}

// Mutated graphs through the whole structurizer, the checker and the path comparison.
TEST(CfgMutations, MutatedGraphsStructurizeAndKeepTheirPaths) {
  MutationOptions heavy;
  heavy.threaded_blocks = 12;
  heavy.extra_branches = 8;
  heavy.switches = 3;
  RandomCfgOptions small;
  small.target_blocks = 50;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    Function input = random_cfg(seed, small);
    mutate_cfg(input, seed, heavy);
    const Function structured = structurizer::structurize(input);
    const StructuredCheckReport report = check_structured_rules(structured);
    ASSERT_TRUE(report.ok()) << "seed " << seed << ": " << report.violations.front() << "\n" << print_cfg(input);
    for (uint32_t run = 0; run < 8; ++run) {
      std::vector<uint32_t> decisions(31);
      for (size_t i = 0; i < decisions.size(); ++i) decisions[i] = static_cast<uint32_t>(seed * 131 + run * 17 + i * 7);
      const PathComparison comparison = compare_paths(input, structured, decisions);
      ASSERT_TRUE(comparison.equivalent) << "seed " << seed << ": " << comparison.difference << "\n" << print_cfg(input);
    }
  }
}

}  // namespace
}  // namespace untangle::structurizer
