// Edge rewrites shared by the passes: routing through a ladder with an assignment placed
// in the source or in a stub, splitting an edge, and dispatch terminators.
#include "structurizer/edge_routing.h"

#include <gtest/gtest.h>

#include "structurizer/text_format.h"

namespace untangle::structurizer {
namespace {

TEST(EdgeRouting, AssignsInTheSourceWhenItHasNoOtherSuccessor) {
  cfg::Function f = cfg::parse_cfg("a: t / t: ret / +ladder: t");
  const cfg::SelectorId s = f.add_selector("s");
  EXPECT_EQ(route_edge(f, f.find("a"), f.find("t"), f.find("ladder"), cfg::SelectorAssignment{s, 7}), cfg::kNoBlock);
  EXPECT_EQ(cfg::print_cfg(f), "a: [s=7] ladder\nt: ret\n+ladder: t\n");
}

TEST(EdgeRouting, UsesAStubForABranchWithSeveralTargets) {
  cfg::Function f = cfg::parse_cfg("a: t u / t: ret / u: ret / +ladder: t");
  const cfg::SelectorId s = f.add_selector("s");
  const cfg::BlockId stub = route_edge(f, f.find("a"), f.find("t"), f.find("ladder"), cfg::SelectorAssignment{s, 1});
  EXPECT_EQ(f.block(stub).name, "a.t");
  EXPECT_EQ(cfg::print_cfg(f), "a: a.t u\nt: ret\nu: ret\n+ladder: t\n+a.t: [s=1] ladder\n");
}

TEST(EdgeRouting, RetargetsEverySlotWithoutAnAssignment) {
  cfg::Function f = cfg::parse_cfg("a: switch t 1:t 2:u / t: ret / u: ret / +m: t");
  EXPECT_EQ(route_edge(f, f.find("a"), f.find("t"), f.find("m"), std::nullopt), cfg::kNoBlock);
  EXPECT_EQ(cfg::print_cfg(f), "a: switch m 1:m 2:u\nt: ret\nu: ret\n+m: t\n");
}

TEST(EdgeRouting, SplitEdgeAndDispatch) {
  cfg::Function f = cfg::parse_cfg("a: t u / t: ret / u: ret");
  const cfg::BlockId stub = split_edge(f, f.find("a"), f.find("u"));
  EXPECT_EQ(cfg::print_cfg(f), "a: t a.u\nt: ret\nu: ret\n+a.u: u\n");
  EXPECT_EQ(f.block(f.find("u")).predecessors, std::vector<cfg::BlockId>{stub});
  EXPECT_EQ(dispatch(3, {{5, 9}}), cfg::Terminator::branch(9));
  EXPECT_EQ(dispatch(3, {{5, 9}, {6, 8}}), cfg::Terminator::switch_on_selector(3, 8, {{5, 9}}));
}

}  // namespace
}  // namespace untangle::structurizer
