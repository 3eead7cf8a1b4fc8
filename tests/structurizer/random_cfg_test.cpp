// The random CFG generator: deterministic, reducible, and rich enough for fuzzing (deep
// loop nests, switches, multi-level exits, several returns, endless loops).
#include "test_support/random_cfg.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "structurizer/graph.h"
#include "structurizer/loops.h"
#include "structurizer/orders.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

TEST(RandomCfg, SameSeedSameGraph) {
  EXPECT_EQ(print_cfg(random_cfg(17)), print_cfg(random_cfg(17)));
  EXPECT_NE(print_cfg(random_cfg(17)), print_cfg(random_cfg(18)));
}

TEST(RandomCfg, GraphsAreReducibleWithAFreeEntryAndReachableBlocks) {
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    const Function function = random_cfg(seed);
    SCOPED_TRACE(seed);
    EXPECT_NO_THROW(LoopForest{function});
    EXPECT_TRUE(function.block(function.entry()).predecessors.empty());
    const DepthFirstOrder order = depth_first_order(build_graph(function));
    EXPECT_EQ(order.reverse_postorder.size(), function.size());
    std::set<uint32_t> origins;
    for (const Block& block : function.blocks()) origins.insert(block.origin);
    EXPECT_EQ(origins.size(), function.size());
  }
}

TEST(RandomCfg, CoversTheShapesTheStructurizerMustHandle) {
  uint32_t deepest_loop = 0;
  size_t with_switch = 0, with_several_returns = 0, with_endless_loop = 0, with_multi_level_exit = 0;
  size_t largest = 0;
  for (uint64_t seed = 1; seed <= 500; ++seed) {
    const Function function = random_cfg(seed);
    largest = std::max(largest, function.size());
    const LoopForest loops(function);
    size_t returns = 0;
    for (const Block& block : function.blocks()) {
      with_switch += block.terminator.kind == TerminatorKind::Switch;
      returns += block.terminator.kind == TerminatorKind::Return;
    }
    with_several_returns += returns > 1;
    bool endless = false, multi_level = false;
    for (const Loop& loop : loops.loops()) {
      deepest_loop = std::max(deepest_loop, loop.depth);
      endless |= loop.exits.empty();
      for (const Edge& exit : loop.exits)
        multi_level |= loop.parent != kNoLoop && !loops.contains(loop.parent, exit.to);
    }
    with_endless_loop += endless;
    with_multi_level_exit += multi_level;
  }
  EXPECT_GE(deepest_loop, 4u);
  EXPECT_GT(with_switch, 50u);
  EXPECT_GT(with_several_returns, 20u);
  EXPECT_GT(with_endless_loop, 5u);
  EXPECT_GT(with_multi_level_exit, 20u);
  EXPECT_GE(largest, 90u);
}

TEST(RandomCfg, ChainedGraphsGrowToTheTarget) {
  RandomCfgOptions options;
  options.target_blocks = 3000;
  options.chained = true;
  const Function function = random_cfg(5, options);
  EXPECT_GE(function.size(), 1500u);  // straight-line blocks are merged after generation
  EXPECT_NO_THROW(LoopForest{function});
}

TEST(RandomCfg, UnscrambledGraphsKeepGenerationOrder) {
  RandomCfgOptions options;
  options.scramble = false;
  const Function function = random_cfg(9, options);
  EXPECT_EQ(function.block(0).name, "t0");
  for (BlockId id = 1; id < function.size(); ++id) EXPECT_LT(function.block(id - 1).origin, function.block(id).origin);
}

}  // namespace
}  // namespace untangle::structurizer
