// The fleshing graph, loop detection, region graphs with post-dominators, and the ambiguous
// zones where structured control flow may regroup lanes.
#include "flesh/error.h"
#include "flesh/graph.h"
#include "flesh/regions.h"
#include "test_support/text_format.h"

#include <gtest/gtest.h>

namespace untangle::flesh {

using namespace test_support;
namespace {

Graph graph_of(std::string_view text) { return Graph::from_function(test_support::parse_cfg(text)); }

uint32_t node_named(const Graph& graph, std::string_view name) {
  for (uint32_t node = 0; node < graph.size(); ++node) {
    if (graph.nodes[node].name == name) return node;
  }
  ADD_FAILURE() << "no node " << name;
  return 0;
}

// The region node of a graph node that sits directly in `region`.
uint32_t block_node(const Region& region, uint32_t graph_node) {
  for (uint32_t node = 0; node < region.nodes.size(); ++node) {
    if (region.nodes[node].kind == RegionNodeKind::Block && region.nodes[node].index == graph_node) return node;
  }
  ADD_FAILURE() << "node " << graph_node << " is not in the region";
  return 0;
}

TEST(FleshGraph, KeepsReachableBlocksWithTheirDecisions) {
  const Graph graph = graph_of(R"(
    entry: sw
    sw: switch other 4:a 9:b
    a: b / b: exit other
    other: exit
    dead: exit
    exit: ret)");
  EXPECT_EQ(graph.size(), 6u);  // 'dead' is unreachable
  const Node& sw = graph.nodes[node_named(graph, "sw")];
  EXPECT_EQ(sw.kind, NodeKind::Switch);
  EXPECT_EQ(sw.case_values, (std::vector<int64_t>{4, 9}));
  EXPECT_EQ(sw.targets.size(), 3u);
  EXPECT_EQ(graph.nodes[node_named(graph, "b")].kind, NodeKind::Conditional);
  EXPECT_EQ(graph.nodes[node_named(graph, "exit")].kind, NodeKind::Return);
}

TEST(FleshGraph, RejectsReachableUnreachable) {
  EXPECT_THROW(graph_of("entry: stuck\nstuck: unreachable"), FleshError);
}

TEST(RegionTree, FindsNestedLoopsAndCollapsesThem) {
  const Graph graph = graph_of(R"(
    entry: outer
    outer: inner exit
    inner: body
    body: inner latch
    latch: outer
    exit: ret)");
  const RegionTree regions(graph);
  ASSERT_EQ(regions.loops().size(), 2u);
  const uint32_t outer = regions.innermost_loop(node_named(graph, "outer"));
  const uint32_t inner = regions.innermost_loop(node_named(graph, "body"));
  EXPECT_NE(outer, inner);
  EXPECT_EQ(regions.loops()[inner].parent, outer);
  EXPECT_EQ(regions.innermost_loop(node_named(graph, "exit")), kNoLoop);

  const Region& function = regions.function_region();
  // entry, the outer loop node, exit, and the Return and End nodes.
  EXPECT_EQ(function.nodes.size(), 5u);
  EXPECT_EQ(function.nodes[regions.region_node_for(function, node_named(graph, "outer"))].kind, RegionNodeKind::Loop);

  const Region& outer_body = regions.loop_region(outer);
  const uint32_t inner_node = regions.region_node_for(outer_body, node_named(graph, "inner"));
  EXPECT_EQ(outer_body.nodes[inner_node].kind, RegionNodeKind::Loop);
  const uint32_t latch = block_node(outer_body, node_named(graph, "latch"));
  EXPECT_EQ(outer_body.nodes[inner_node].successors, (std::vector<uint32_t>{latch}));
  EXPECT_EQ(outer_body.nodes[latch].successors, (std::vector<uint32_t>{outer_body.continue_node}));
  EXPECT_EQ(regions.region_node_for(outer_body, node_named(graph, "exit")),
            outer_body.exit_nodes.at(node_named(graph, "exit")));
}

TEST(RegionTree, PostDominatorsJoinBranches) {
  const Graph graph = graph_of(R"(
    entry: then else
    then: merge / else: merge
    merge: ret)");
  const RegionTree regions(graph);
  const Region& function = regions.function_region();
  const uint32_t entry = block_node(function, node_named(graph, "entry"));
  EXPECT_EQ(function.immediate_post_dominator[entry], block_node(function, node_named(graph, "merge")));
  EXPECT_EQ(std::count(function.ambiguous.begin(), function.ambiguous.end(), true), 0);
}

TEST(RegionTree, ShortCircuitJoinIsAmbiguous) {
  // if (a || b) { then } merge: 'then' joins paths that split at 'a' before their post-dominator.
  const Graph graph = graph_of(R"(
    a: then b
    b: then merge
    then: after
    after: merge
    merge: ret)");
  const RegionTree regions(graph);
  const Region& function = regions.function_region();
  EXPECT_TRUE(function.ambiguous[block_node(function, node_named(graph, "then"))]);
  EXPECT_TRUE(function.ambiguous[block_node(function, node_named(graph, "after"))]);
  EXPECT_FALSE(function.ambiguous[block_node(function, node_named(graph, "merge"))]);
  EXPECT_FALSE(function.ambiguous[block_node(function, node_named(graph, "b"))]);
}

TEST(RegionTree, SwitchFallThroughIsAmbiguous) {
  const Graph graph = graph_of(R"(
    sw: switch merge 0:first 1:second
    first: second
    second: merge
    merge: ret)");
  const RegionTree regions(graph);
  const Region& function = regions.function_region();
  EXPECT_TRUE(function.ambiguous[block_node(function, node_named(graph, "second"))]);
  EXPECT_FALSE(function.ambiguous[block_node(function, node_named(graph, "first"))]);
}

TEST(RegionTree, RejectsIrreducibleGraphs) {
  EXPECT_THROW(RegionTree(graph_of(R"(
    entry: left right
    left: right exit
    right: left exit
    exit: ret)")),
               FleshError);
}

}  // namespace
}  // namespace untangle::flesh
