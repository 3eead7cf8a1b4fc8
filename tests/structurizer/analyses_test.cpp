// The analyses on hand-written graphs: depth-first orders, dominators, dominance
// frontiers, post-dominators (with endless loops), post-dominance frontiers,
// reachability bitsets and loops (including the irreducible-graph error).
#include <gtest/gtest.h>

#include "structurizer/dominators.h"
#include "structurizer/error.h"
#include "structurizer/graph.h"
#include "structurizer/loops.h"
#include "structurizer/orders.h"
#include "test_support/dominance_frontier.h"
#include "test_support/post_dominators.h"
#include "test_support/reachability.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

// A loop around a diamond, with one exit from the header.
constexpr const char* kLoopAroundDiamond = R"(
  entry: h
  h: a exit
  a: b c
  b: latch
  c: latch
  latch: h
  exit: ret
)";

class Analyses : public ::testing::Test {
 protected:
  Analyses() : f(parse_cfg(kLoopAroundDiamond)) {}
  BlockId id(const char* name) const { return f.find(name); }
  std::vector<BlockId> ids(std::initializer_list<const char*> names) const {
    std::vector<BlockId> result;
    for (const char* name : names) result.push_back(id(name));
    return result;
  }
  Function f;
};

TEST_F(Analyses, DepthFirstOrder) {
  const DepthFirstOrder order = depth_first_order(build_graph(f));
  EXPECT_EQ(order.postorder, ids({"latch", "b", "c", "a", "exit", "h", "entry"}));
  EXPECT_EQ(order.reverse_postorder, ids({"entry", "h", "exit", "a", "c", "b", "latch"}));
  EXPECT_EQ(order.rpo_index[id("a")], 3u);
  ASSERT_EQ(order.retreating_edges.size(), 1u);
  EXPECT_EQ(order.retreating_edges[0], std::make_pair(id("latch"), id("h")));
}

TEST_F(Analyses, UnreachableBlocksHaveNoOrder) {
  const Function g = parse_cfg("a: ret / island: a");
  const DepthFirstOrder order = depth_first_order(build_graph(g));
  EXPECT_TRUE(order.reachable(0));
  EXPECT_FALSE(order.reachable(1));
  EXPECT_EQ(order.rpo_index[1], kNoNode);
}

TEST_F(Analyses, ImmediateDominatorsAndConstantTimeQueries) {
  const DominatorTree tree(build_graph(f));
  EXPECT_EQ(tree.immediate_dominator(id("entry")), kNoNode);
  EXPECT_EQ(tree.immediate_dominator(id("h")), id("entry"));
  EXPECT_EQ(tree.immediate_dominator(id("exit")), id("h"));
  EXPECT_EQ(tree.immediate_dominator(id("a")), id("h"));
  EXPECT_EQ(tree.immediate_dominator(id("b")), id("a"));
  EXPECT_EQ(tree.immediate_dominator(id("c")), id("a"));
  EXPECT_EQ(tree.immediate_dominator(id("latch")), id("a"));
  EXPECT_TRUE(tree.dominates(id("h"), id("latch")));
  EXPECT_TRUE(tree.dominates(id("a"), id("a")));
  EXPECT_FALSE(tree.strictly_dominates(id("a"), id("a")));
  EXPECT_FALSE(tree.dominates(id("b"), id("latch")));
  EXPECT_FALSE(tree.dominates(id("exit"), id("a")));
  const auto children = tree.children(id("a"));
  EXPECT_EQ(std::vector<BlockId>(children.begin(), children.end()), ids({"c", "b", "latch"}));  // in RPO
  EXPECT_EQ(tree.depth(id("latch")), 3u);
  EXPECT_EQ(tree.nearest_common_dominator(id("b"), id("exit")), id("h"));
  EXPECT_EQ(tree.nearest_common_dominator(id("b"), id("c")), id("a"));
  // Preorder intervals nest.
  EXPECT_LT(tree.preorder(id("a")), tree.preorder(id("b")));
  EXPECT_LE(tree.last_preorder(id("b")), tree.last_preorder(id("a")));
}

TEST_F(Analyses, DominanceFrontiers) {
  const Graph graph = build_graph(f);
  const auto frontier = dominance_frontiers(graph, DominatorTree(graph));
  EXPECT_EQ(frontier[id("b")], ids({"latch"}));
  EXPECT_EQ(frontier[id("c")], ids({"latch"}));
  EXPECT_EQ(frontier[id("latch")], ids({"h"}));
  EXPECT_EQ(frontier[id("a")], ids({"h"}));
  EXPECT_EQ(frontier[id("h")], ids({"h"}));
  EXPECT_TRUE(frontier[id("entry")].empty());
  EXPECT_TRUE(frontier[id("exit")].empty());
}

TEST_F(Analyses, PostDominatorsTieLatchesToTheLoopExit) {
  const LoopForest loops(f);
  const PostDominatorTree post(f, loops);
  const uint32_t exit_node = post.exit_node();
  EXPECT_EQ(exit_node, f.size());
  EXPECT_EQ(post.immediate_post_dominator(id("exit")), exit_node);
  EXPECT_EQ(post.immediate_post_dominator(id("h")), id("exit"));
  EXPECT_EQ(post.immediate_post_dominator(id("entry")), id("h"));
  EXPECT_EQ(post.immediate_post_dominator(id("a")), id("latch"));
  EXPECT_EQ(post.immediate_post_dominator(id("b")), id("latch"));
  // The fake edge latch -> exit (the loop's only exit target) makes `exit` the latch's
  // post-dominator rather than the header.
  EXPECT_EQ(post.immediate_post_dominator(id("latch")), id("exit"));
  EXPECT_TRUE(post.post_dominates(id("exit"), id("b")));
  EXPECT_FALSE(post.post_dominates(id("latch"), id("h")));
  // Backward post-order over the reversed graph ends at EXIT.
  EXPECT_EQ(post.backward_order().postorder.back(), exit_node);
  EXPECT_EQ(post.reversed_graph().entry, exit_node);
}

TEST(PostDominators, EndlessLoopsStillGetPostDominators) {
  const Function f = parse_cfg("entry: h / h: a / a: h b / b: h");
  const LoopForest loops(f);
  const PostDominatorTree post(f, loops);
  for (BlockId block = 0; block < f.size(); ++block)
    EXPECT_NE(post.immediate_post_dominator(block), kNoNode) << f.block(block).name;
  EXPECT_EQ(post.immediate_post_dominator(f.find("entry")), f.find("h"));
  EXPECT_EQ(post.immediate_post_dominator(f.find("h")), f.find("a"));
}

TEST(PostDominators, PostDominanceFrontier) {
  const Function f = parse_cfg("entry: a b / a: j / b: c d / c: j / d: j / j: ret");
  const LoopForest loops(f);
  const PostDominatorTree post(f, loops);
  const auto frontier = dominance_frontiers(post.reversed_graph(), post.tree());
  EXPECT_EQ(frontier[f.find("a")], std::vector<uint32_t>{f.find("entry")});
  EXPECT_EQ(frontier[f.find("c")], std::vector<uint32_t>{f.find("b")});
  EXPECT_EQ(frontier[f.find("b")], std::vector<uint32_t>{f.find("entry")});
  EXPECT_TRUE(frontier[f.find("j")].empty());
}

TEST_F(Analyses, ReachabilityBitsets) {
  const Reachability reach(build_graph(f));
  EXPECT_TRUE(reach.reaches(id("entry"), id("exit")));
  EXPECT_TRUE(reach.reaches(id("b"), id("c")));  // round the loop
  EXPECT_TRUE(reach.reaches(id("exit"), id("exit")));
  EXPECT_FALSE(reach.reaches(id("exit"), id("h")));
  EXPECT_FALSE(reach.reaches(id("h"), id("entry")));
  EXPECT_TRUE(reach.on_cycle(id("h")));
  EXPECT_TRUE(reach.on_cycle(id("b")));
  EXPECT_FALSE(reach.on_cycle(id("exit")));
  EXPECT_FALSE(reach.on_cycle(id("entry")));
}

TEST(Reachability, RefusesHugeGraphs) {
  const Graph graph = GraphBuilder(kMaxReachabilityNodes + 1).build(0);
  EXPECT_THROW(Reachability{graph}, Error);
}

TEST_F(Analyses, LoopForest) {
  const LoopForest loops(f);
  ASSERT_EQ(loops.loops().size(), 1u);
  const Loop& loop = loops.loops()[0];
  EXPECT_EQ(loop.header, id("h"));
  EXPECT_EQ(loop.latches, ids({"latch"}));
  for (const char* member : {"h", "a", "c", "b", "latch"}) EXPECT_TRUE(loops.contains(0, id(member))) << member;
  EXPECT_FALSE(loops.contains(0, id("exit")));
  ASSERT_EQ(loop.exits.size(), 1u);
  EXPECT_EQ(loop.exits[0], (Edge{id("h"), id("exit")}));
  EXPECT_EQ(loop.depth, 1u);
  EXPECT_EQ(loop.parent, kNoLoop);
  EXPECT_EQ(loops.innermost_loop(id("b")), 0u);
  EXPECT_EQ(loops.innermost_loop(id("exit")), kNoLoop);
  EXPECT_EQ(loops.loop_with_header(id("h")), 0u);
  EXPECT_EQ(loops.loop_with_header(id("a")), kNoLoop);
  ASSERT_EQ(loops.back_edges().size(), 1u);
  EXPECT_EQ(loops.back_edges()[0], (Edge{id("latch"), id("h")}));
}

TEST(Loops, NestingDepthExitsAndSeveralBackEdges) {
  const Function f = parse_cfg(R"(
    entry: outer
    outer: inner done
    inner: x outer.latch
    x: inner y           # back edge to inner from x
    y: inner done        # another back edge to inner; a break out of both loops
    outer.latch: outer
    done: ret
  )");
  const LoopForest loops(f);
  ASSERT_EQ(loops.loops().size(), 2u);
  const Loop& outer = loops.loops()[0];
  const Loop& inner = loops.loops()[1];
  EXPECT_EQ(outer.header, f.find("outer"));
  EXPECT_EQ(inner.header, f.find("inner"));
  EXPECT_EQ(inner.parent, 0u);
  EXPECT_EQ(outer.children, std::vector<uint32_t>{1});
  EXPECT_EQ(inner.depth, 2u);
  EXPECT_EQ(inner.latches, (std::vector<BlockId>{f.find("x"), f.find("y")}));
  EXPECT_EQ(inner.exits, (std::vector<Edge>{{f.find("inner"), f.find("outer.latch")}, {f.find("y"), f.find("done")}}));
  EXPECT_EQ(outer.exits, (std::vector<Edge>{{f.find("outer"), f.find("done")}, {f.find("y"), f.find("done")}}));
  EXPECT_TRUE(loops.contains(0, f.find("x")));
  EXPECT_TRUE(loops.contains(1, f.find("x")));
  EXPECT_FALSE(loops.contains(1, f.find("outer.latch")));
  EXPECT_TRUE(loops.contains(0, f.find("outer.latch")));
  EXPECT_EQ(loops.innermost_loop(f.find("y")), 1u);
}

TEST(Loops, IrreducibleGraphIsRejectedNamingTheBlocks) {
  const Function f = parse_cfg("entry: a b / a: b / b: a c / c: ret", "shader");
  try {
    LoopForest loops(f);
    FAIL() << "expected IrreducibleGraphError";
  } catch (const IrreducibleGraphError& error) {
    EXPECT_STREQ(error.what(),
                 "irreducible control flow in function 'shader': the cycle closed by 'b' -> 'a' can be entered "
                 "without passing 'a'");
  }
}

}  // namespace
}  // namespace untangle::structurizer
