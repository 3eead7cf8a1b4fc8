// Running programs, and the GraphViz layout of union graphs: every block placed without
// overlap, every edge given a path, long edges left out of dot's input only for large graphs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "explain/layout.h"
#include "explain/subprocess.h"
#include "test_support/random_cfg.h"
#include "test_support/text_format.h"

namespace untangle::explain {
namespace {

TEST(RunProgram, FeedsStdinAndCollectsBothOutputs) {
  const std::string big(1 << 20, 'x');  // more than a pipe holds, both ways
  const ProgramResult echoed = run_program({"cat"}, big);
  EXPECT_TRUE(echoed.exited);
  EXPECT_EQ(echoed.status, 0);
  EXPECT_EQ(echoed.out, big);
  const ProgramResult failed = run_program({"sh", "-c", "echo out; echo err >&2; exit 3"}, "");
  EXPECT_EQ(failed.status, 3);
  EXPECT_EQ(failed.out, "out\n");
  EXPECT_EQ(failed.err, "err\n");
  // A child that exits without reading its input does not kill us with SIGPIPE.
  EXPECT_EQ(run_program({"true"}, big).status, 0);
}

TEST(RunProgram, AMissingProgramThrows) {
  EXPECT_THROW(run_program({"untangle-no-such-program"}, ""), std::runtime_error);
}

bool overlap(const NodePlace& a, const NodePlace& b) {
  return std::abs(a.centre.x - b.centre.x) * 2 < a.width + b.width &&
         std::abs(a.centre.y - b.centre.y) * 2 < a.height + b.height;
}

void expect_complete(const UnionGraph& graph, const Layout& layout) {
  ASSERT_EQ(layout.nodes.size(), graph.nodes.size());
  ASSERT_EQ(layout.routes.size(), graph.edges.size());
  for (size_t i = 0; i < layout.nodes.size(); ++i) {
    const NodePlace& place = layout.nodes[i];
    EXPECT_GE(place.centre.x - place.width / 2, 0);
    EXPECT_GE(place.centre.y - place.height / 2, 0);
    EXPECT_LE(place.centre.x + place.width / 2, layout.width);
    EXPECT_LE(place.centre.y + place.height / 2, layout.height);
    for (size_t j = i + 1; j < layout.nodes.size(); ++j) EXPECT_FALSE(overlap(place, layout.nodes[j])) << i << " " << j;
  }
  for (const EdgeRoute& route : layout.routes) {
    ASSERT_GE(route.curve.size(), 4u);
    EXPECT_EQ(route.curve.size() % 3, 1u);
    for (const Point& point : route.curve) {
      EXPECT_GE(point.x, 0);
      EXPECT_LE(point.x, layout.width);
    }
  }
}

TEST(Layout, SmallGraphsHaveEveryBranchRoutedByDot) {
  std::vector<Snapshot> snapshots;
  snapshots.push_back({"input", test_support::parse_cfg("e: h / h: b x / b: h / x: ret", "f")});
  snapshots.push_back({"loop", test_support::parse_cfg("e: h / h: b x {loop x b} / b: h / x: ret", "f")});
  const UnionGraph graph = union_graph(snapshots);
  const Layout layout = layout_graph(graph);
  expect_complete(graph, layout);
  EXPECT_EQ(layout.unrouted_branches, 0u);
  for (size_t index = 0; index < graph.edges.size(); ++index)
    EXPECT_EQ(layout.routes[index].by_dot, graph.edges[index].kind == EdgeKind::Branch) << index;
  // Ranks go down the CFG: the entry above the loop header above its exit.
  auto y = [&](const std::string& name) {
    for (size_t i = 0; i < graph.nodes.size(); ++i)
      if (graph.nodes[i].name == name) return layout.nodes[i].centre.y;
    return -1.0;
  };
  EXPECT_LT(y("e"), y("h"));
  EXPECT_LT(y("h"), y("x"));
  // Fixed-size boxes from the label grid: "x" and "return".
  EXPECT_DOUBLE_EQ(layout.nodes[3].width, 6 * kCharWidth + 2 * kPaddingX);
  EXPECT_DOUBLE_EQ(layout.nodes[3].height, 2 * kLineHeight + 2 * kPaddingY);
}

TEST(Layout, LargeGraphsLeaveLongEdgesToThePicture) {
  test_support::RandomCfgOptions options;
  options.target_blocks = 600;
  options.chained = true;
  const std::vector<Snapshot> snapshots = {{"input", test_support::random_cfg(7, options)}};
  const UnionGraph graph = union_graph(snapshots);
  ASSERT_GT(graph.nodes.size(), kRouteAllEdgesUpTo);
  const std::vector<bool> routed = routed_edges(graph);
  const size_t left_out = static_cast<size_t>(std::count(routed.begin(), routed.end(), false));
  EXPECT_GT(left_out, 0u);
  EXPECT_LT(left_out, graph.edges.size() / 4);
  const std::string input = layout_input(graph, routed);
  EXPECT_NE(input.find("nslimit=1"), std::string::npos);
  const Layout layout = layout_graph(graph);
  expect_complete(graph, layout);
  EXPECT_EQ(layout.unrouted_branches, left_out);
}

}  // namespace
}  // namespace untangle::explain
