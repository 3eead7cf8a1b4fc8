// SSA repair support: edge routes through ladders and the values to demote.
#include "structurizer/ssa_repair.h"

#include <gtest/gtest.h>

#include "structurizer/errors.h"
#include "structurizer/structurize.h"
#include "structurizer/text_format.h"

namespace untangle::structurizer {
namespace {

// A loop with exits to x (from its header) and y (from a): after structurizing, both go
// through the loop's merge, which dispatches on the loop's selector.
constexpr const char* kTwoExitLoop = "entry: h / h: a x / a: l y / l: h / x: ret / y: ret";

TEST(SsaRepair, EdgeRoutesFollowLaddersToTheOriginalTarget) {
  const cfg::Function input = cfg::parse_cfg(kTwoExitLoop);
  const cfg::Function output = structurize(input);
  const std::vector<EdgeRoute> routes = edge_routes(output);
  auto route_of = [&](const char* from, size_t slot) {
    for (const EdgeRoute& route : routes)
      if (route.from == output.find(from) && route.slot == slot) return route;
    ADD_FAILURE() << "no route for " << from;
    return EdgeRoute{};
  };
  EXPECT_EQ(route_of("h", 1).to, output.find("x"));
  EXPECT_EQ(route_of("h", 1).through, (std::vector<cfg::BlockId>{output.find("h.x"), output.find("h.merge"), output.find("h.merge.x")}));
  EXPECT_EQ(route_of("a", 1).to, output.find("y"));
  EXPECT_EQ(route_of("a", 1).through, (std::vector<cfg::BlockId>{output.find("a.y"), output.find("h.merge")}));
  EXPECT_EQ(route_of("a", 0).to, output.find("l"));
  EXPECT_TRUE(route_of("a", 0).through.empty());
  EXPECT_EQ(route_of("l", 0).to, output.find("h"));
  // Every original edge has one route, and it ends where the input's edge went.
  size_t slots = 0;
  for (const cfg::Block& block : input.blocks()) slots += block.terminator.targets.size();
  EXPECT_EQ(routes.size(), slots);
  for (const EdgeRoute& route : routes) {
    const cfg::BlockId original_from = input.find(output.block(route.from).name);
    const cfg::BlockId original_to = input.block(original_from).terminator.targets[route.slot];
    EXPECT_EQ(output.block(route.to).name, input.block(original_to).name);
  }
}

TEST(SsaRepair, DemotesValuesWhoseDefinitionNoLongerDominatesAUse) {
  const cfg::Function input = cfg::parse_cfg(kTwoExitLoop);
  const cfg::Function output = structurize(input);
  auto origin = [&](const char* name) { return input.block(input.find(name)).origin; };
  SsaFacts facts;
  facts.definitions = {origin("a"), origin("h"), origin("entry"), origin("a")};
  facts.uses = {
      {0, origin("y")},  // a dominated y (its only predecessor); now y comes after the merge
      {1, origin("x")},  // h still dominates the merge and so x
      {2, origin("l")},
      {3, origin("a")},  // a phi input stored at the end of a: fine
  };
  EXPECT_EQ(values_to_demote(output, facts), std::vector<uint32_t>{0});
}

TEST(SsaRepair, RejectsFactsAboutUnknownBlocks) {
  const cfg::Function output = structurize(cfg::parse_cfg(kTwoExitLoop));
  SsaFacts facts;
  facts.definitions = {42};
  facts.uses = {{0, 0}};
  EXPECT_THROW(values_to_demote(output, facts), cfg::InvalidFunctionError);
}

}  // namespace
}  // namespace untangle::structurizer
