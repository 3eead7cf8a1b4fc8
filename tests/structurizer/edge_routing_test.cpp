// Edge rewrites shared by the passes: routing through a ladder with an assignment placed
// in the source or in a stub, splitting an edge, and dispatch terminators.
#include "structurizer/edge_routing.h"

#include <gtest/gtest.h>

#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

TEST(EdgeRouting, AssignsInTheSourceWhenItHasNoOtherSuccessor) {
  structurizer::Function f = test_support::parse_cfg("a: t / t: ret / +ladder: t");
  const structurizer::SelectorId s = f.add_selector("s");
  EXPECT_EQ(route_edge(f, f.find("a"), f.find("t"), f.find("ladder"), structurizer::SelectorAssignment{s, 7}), structurizer::kNoBlock);
  EXPECT_EQ(test_support::print_cfg(f), "a: [s=7] ladder\nt: ret\n+ladder: t\n");
}

TEST(EdgeRouting, UsesAStubForABranchWithSeveralTargets) {
  structurizer::Function f = test_support::parse_cfg("a: t u / t: ret / u: ret / +ladder: t");
  const structurizer::SelectorId s = f.add_selector("s");
  const structurizer::BlockId stub = route_edge(f, f.find("a"), f.find("t"), f.find("ladder"), structurizer::SelectorAssignment{s, 1});
  EXPECT_EQ(f.block(stub).name, "a.t");
  EXPECT_EQ(test_support::print_cfg(f), "a: a.t u\nt: ret\nu: ret\n+ladder: t\n+a.t: [s=1] ladder\n");
}

TEST(EdgeRouting, RetargetsEverySlotWithoutAnAssignment) {
  structurizer::Function f = test_support::parse_cfg("a: switch t 1:t 2:u / t: ret / u: ret / +m: t");
  EXPECT_EQ(route_edge(f, f.find("a"), f.find("t"), f.find("m"), std::nullopt), structurizer::kNoBlock);
  EXPECT_EQ(test_support::print_cfg(f), "a: switch m 1:m 2:u\nt: ret\nu: ret\n+m: t\n");
}

TEST(EdgeRouting, SplitEdgeAndDispatch) {
  structurizer::Function f = test_support::parse_cfg("a: t u / t: ret / u: ret");
  const structurizer::BlockId stub = split_edge(f, f.find("a"), f.find("u"));
  EXPECT_EQ(test_support::print_cfg(f), "a: t a.u\nt: ret\nu: ret\n+a.u: u\n");
  EXPECT_EQ(f.block(f.find("u")).predecessors, std::vector<structurizer::BlockId>{stub});
  EXPECT_EQ(dispatch(3, {{5, 9}}), structurizer::Terminator::branch(9));
  EXPECT_EQ(dispatch(3, {{5, 9}, {6, 8}}), structurizer::Terminator::switch_on_selector(3, 8, {{5, 9}}));
}

}  // namespace
}  // namespace untangle::structurizer
