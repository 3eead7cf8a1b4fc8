// The union of the snapshots' CFGs and what each pass changed, on CFGs in text notation.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "explain/changes.h"
#include "explain/union_graph.h"
#include "test_support/text_format.h"

namespace untangle::explain {
namespace {

std::vector<Snapshot> two_snapshots() {
  std::vector<Snapshot> snapshots;
  snapshots.push_back({"input", test_support::parse_cfg("a: b c / b: d / c: d / d: ret", "f")});
  // The second drops c, adds a synthetic x between a and d, and declares a selection.
  snapshots.push_back({"pass", test_support::parse_cfg("a: b x {selection d} / b: d / +x: d / d: ret", "f")});
  return snapshots;
}

uint32_t node(const UnionGraph& graph, const std::string& name) {
  const auto found = std::find_if(graph.nodes.begin(), graph.nodes.end(), [&](const UnionNode& n) { return n.name == name; });
  EXPECT_NE(found, graph.nodes.end()) << name;
  return static_cast<uint32_t>(found - graph.nodes.begin());
}

std::vector<std::string> names(const UnionGraph& graph, const std::vector<uint32_t>& nodes) {
  std::vector<std::string> result;
  for (uint32_t index : nodes) result.push_back(graph.nodes[index].name);
  return result;
}

std::vector<std::string> edge_names(const UnionGraph& graph, const std::vector<uint32_t>& edges) {
  std::vector<std::string> result;
  for (uint32_t index : edges)
    result.push_back(graph.nodes[graph.edges[index].from].name + "->" + graph.nodes[graph.edges[index].to].name);
  return result;
}

TEST(UnionGraph, OneNodePerNameWithPresencePerSnapshot) {
  const std::vector<Snapshot> snapshots = two_snapshots();
  const UnionGraph graph = union_graph(snapshots);
  ASSERT_EQ(graph.nodes.size(), 5u);  // a b c d x
  EXPECT_TRUE(graph.present(node(graph, "c"), 0));
  EXPECT_FALSE(graph.present(node(graph, "c"), 1));
  EXPECT_FALSE(graph.present(node(graph, "x"), 0));
  EXPECT_TRUE(graph.present(node(graph, "x"), 1));
  EXPECT_EQ(graph.nodes[node(graph, "x")].origin, structurizer::kSyntheticOrigin);
  EXPECT_EQ(graph.nodes[node(graph, "d")].origin, 3u);
  // Node ids of each snapshot's blocks lead back to the same names.
  for (size_t snapshot = 0; snapshot < snapshots.size(); ++snapshot)
    for (structurizer::BlockId id = 0; id < snapshots[snapshot].function.size(); ++id)
      EXPECT_EQ(graph.nodes[graph.node_of[snapshot][id]].name, snapshots[snapshot].function.block(id).name);
}

TEST(UnionGraph, EdgesByKindWithTheWidestLabel) {
  const UnionGraph graph = union_graph(two_snapshots());
  size_t merges = 0;
  for (const UnionEdge& edge : graph.edges) {
    if (edge.kind != EdgeKind::Merge) continue;
    ++merges;
    EXPECT_EQ(graph.nodes[edge.from].name, "a");
    EXPECT_EQ(graph.nodes[edge.to].name, "d");
    EXPECT_EQ(edge.present, (std::vector<bool>{false, true}));
  }
  EXPECT_EQ(merges, 1u);
  // d's label is "d" and "return" in both snapshots.
  EXPECT_EQ(graph.nodes[node(graph, "d")].label_lines, 2u);
  EXPECT_EQ(graph.nodes[node(graph, "d")].label_columns, 6u);
}

TEST(PassChanges, BlocksEdgesAndConstructs) {
  const std::vector<Snapshot> snapshots = two_snapshots();
  const UnionGraph graph = union_graph(snapshots);
  const PassChanges changes = pass_changes(graph, snapshots, 1);
  EXPECT_EQ(names(graph, changes.added_blocks), std::vector<std::string>{"x"});
  EXPECT_EQ(names(graph, changes.removed_blocks), std::vector<std::string>{"c"});
  EXPECT_EQ(edge_names(graph, changes.added_edges), (std::vector<std::string>{"a->x", "x->d"}));
  EXPECT_EQ(edge_names(graph, changes.removed_edges), (std::vector<std::string>{"a->c", "c->d"}));
  EXPECT_EQ(changes.constructs, std::vector<std::string>{"declared: selection header a: merge d"});
}

TEST(PassChanges, ChangedAndDroppedDeclarations) {
  std::vector<Snapshot> snapshots;
  snapshots.push_back({"one", test_support::parse_cfg("h: b m {loop m b} / b: h / m: ret / a: b m {selection m}", "f")});
  snapshots.push_back({"two", test_support::parse_cfg("h: b m {loop m h} / b: h / m: ret / a: b m", "f")});
  const UnionGraph graph = union_graph(snapshots);
  const PassChanges changes = pass_changes(graph, snapshots, 1);
  EXPECT_EQ(changes.constructs, (std::vector<std::string>{"now: loop header h: merge m, continue h",
                                                           "no longer declared: selection header a: merge m"}));
  EXPECT_TRUE(changes.added_blocks.empty());
  EXPECT_TRUE(changes.added_edges.empty());
  EXPECT_FALSE(changes.empty());
  const std::vector<Snapshot> same = {snapshots[0], snapshots[0]};
  EXPECT_TRUE(pass_changes(union_graph(same), same, 1).empty());
}

}  // namespace
}  // namespace untangle::explain
