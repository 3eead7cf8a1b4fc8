// Loop constructs from merge annotations, and the per-loop regions the selection pass
// structures (nested loops collapsed, breaks and continues left out).
#include "structurizer/regions.h"

#include <gtest/gtest.h>

#include "structurizer/error.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

// An outer loop holding an inner loop; `brk` breaks the outer loop from the inner one's
// merge, `b` continues the inner loop.
constexpr const char* kNested = R"(
  entry: outer
  outer: inner {loop done outer.latch}
  inner: a {loop inner.merge inner.latch}
  a: b inner.merge
  b: inner.latch
  inner.latch: inner
  inner.merge: brk outer.latch
  brk: done
  outer.latch: outer
  done: ret
)";

TEST(Regions, LoopConstructMembership) {
  const structurizer::Function f = test_support::parse_cfg(kNested);
  const LoopConstructs constructs = compute_loop_constructs(f);
  auto id = [&](const char* name) { return f.find(name); };
  EXPECT_EQ(constructs.innermost_header[id("entry")], structurizer::kNoBlock);
  EXPECT_EQ(constructs.innermost_header[id("outer")], id("outer"));
  EXPECT_EQ(constructs.innermost_header[id("inner")], id("inner"));
  EXPECT_EQ(constructs.innermost_header[id("b")], id("inner"));
  EXPECT_EQ(constructs.innermost_header[id("inner.merge")], id("outer"));  // a merge is outside its loop
  EXPECT_EQ(constructs.innermost_header[id("brk")], id("outer"));
  EXPECT_EQ(constructs.innermost_header[id("done")], structurizer::kNoBlock);
  EXPECT_EQ(constructs.parent_header[id("inner")], id("outer"));
  EXPECT_EQ(constructs.parent_header[id("outer")], structurizer::kNoBlock);
  EXPECT_TRUE(constructs.is_continue_target[id("inner.latch")]);
  EXPECT_TRUE(constructs.is_continue_target[id("outer.latch")]);
  EXPECT_FALSE(constructs.is_continue_target[id("b")]);
}

TEST(Regions, NestedLoopsCollapseAndBreaksAndContinuesLeave) {
  const structurizer::Function f = test_support::parse_cfg(kNested);
  const std::vector<Region> regions = build_regions(f, compute_loop_constructs(f));
  ASSERT_EQ(regions.size(), 3u);
  auto names = [&](const Region& region) {
    std::vector<std::string> result;
    for (structurizer::BlockId block : region.blocks) result.push_back(f.block(block).name);
    return result;
  };
  auto edges = [&](const Region& region) {
    std::vector<std::string> result;
    for (uint32_t node = 0; node < region.graph.size(); ++node)
      for (uint32_t target : region.graph.successors[node])
        result.push_back(f.block(region.blocks[node]).name + ">" + f.block(region.blocks[target]).name);
    return result;
  };
  EXPECT_EQ(names(regions[0]), (std::vector<std::string>{"entry", "outer", "done"}));
  EXPECT_EQ(edges(regions[0]), (std::vector<std::string>{"entry>outer", "outer>done"}));
  EXPECT_TRUE(regions[0].is_nested_loop[1]);
  EXPECT_EQ(regions[1].header, f.find("outer"));
  EXPECT_EQ(names(regions[1]), (std::vector<std::string>{"outer", "inner", "inner.merge", "brk"}));
  // outer -> inner is the body; inner is collapsed into inner -> inner.merge; the break
  // brk -> done and the continue inner.merge -> outer.latch leave the region.
  EXPECT_EQ(edges(regions[1]), (std::vector<std::string>{"outer>inner", "inner>inner.merge", "inner.merge>brk"}));
  EXPECT_EQ(names(regions[2]), (std::vector<std::string>{"inner", "a", "b"}));
  EXPECT_EQ(edges(regions[2]), (std::vector<std::string>{"inner>a", "a>b"}));
}

TEST(Regions, RejectABranchIntoTheMiddleOfAnotherLoop) {
  const structurizer::Function f = test_support::parse_cfg(R"(
    entry: h x
    h: a {loop m l}
    a: l
    l: h
    x: a
    m: ret
  )");
  EXPECT_THROW(build_regions(f, compute_loop_constructs(f)), structurizer::InvalidFunctionError);
}

}  // namespace
}  // namespace untangle::structurizer
