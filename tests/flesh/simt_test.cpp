// The reference SIMT interpreter: who runs each visit together, on small graphs whose
// lock-step behaviour is easy to state.
#include "flesh/error.h"
#include "flesh/graph.h"
#include "flesh/regions.h"
#include "flesh/simt.h"
#include "test_support/text_format.h"

#include <gtest/gtest.h>

namespace untangle::flesh {

using namespace test_support;
namespace {

class Simt : public ::testing::Test {
 protected:
  void load(std::string_view text) {
    graph_ = Graph::from_function(test_support::parse_cfg(text));
    regions_ = std::make_unique<RegionTree>(graph_);
  }

  // Paths given as block names separated by spaces.
  std::vector<LaneVisits> simulate(const std::vector<std::string>& paths) {
    std::vector<std::vector<uint32_t>> nodes;
    for (const std::string& path : paths) {
      nodes.emplace_back();
      std::size_t start = 0;
      while (start < path.size()) {
        const std::size_t end = std::min(path.find(' ', start), path.size());
        nodes.back().push_back(node(path.substr(start, end - start)));
        start = end + 1;
      }
    }
    return simulate_wave(graph_, *regions_, nodes);
  }

  uint32_t node(std::string_view name) const {
    for (uint32_t index = 0; index < graph_.size(); ++index) {
      if (graph_.nodes[index].name == name) return index;
    }
    ADD_FAILURE() << "no block " << name;
    return 0;
  }

  Graph graph_;
  std::unique_ptr<RegionTree> regions_;
};

TEST_F(Simt, BranchesSplitAndMergeAtThePostDominator) {
  load("entry: then else / then: merge / else: merge / merge: ret");
  const std::vector<LaneVisits> visits = simulate({"entry then merge", "entry else merge", "entry then merge"});
  EXPECT_EQ(visits[0].ballots, (std::vector<uint64_t>{0b111, 0b101, 0b111}));
  EXPECT_EQ(visits[1].ballots, (std::vector<uint64_t>{0b111, 0b010, 0b111}));
  EXPECT_EQ(visits[2].ballots, (std::vector<uint64_t>{0b111, 0b101, 0b111}));
  EXPECT_EQ(visits[0].ambiguous, (std::vector<bool>{false, false, false}));
}

TEST_F(Simt, LoopIterationsRunTogetherAndExitsWait) {
  // do { body; if (c) break; } while (more); after
  load(R"(
    entry: header
    header: body
    body: exit latch
    latch: header exit
    exit: ret)");
  // Lane 0 breaks in the first iteration; lane 1 after two iterations; lane 2 leaves
  // through the latch after three.
  const std::vector<LaneVisits> visits = simulate({
      "entry header body exit",
      "entry header body latch header body exit",
      "entry header body latch header body latch header body latch exit",
  });
  EXPECT_EQ(visits[0].ballots, (std::vector<uint64_t>{0b111, 0b111, 0b111, 0b111}));
  EXPECT_EQ(visits[1].ballots, (std::vector<uint64_t>{0b111, 0b111, 0b111, 0b110, 0b110, 0b110, 0b111}));
  EXPECT_EQ(visits[2].ballots.back(), 0b111u);  // every lane runs 'exit' together
  EXPECT_EQ(visits[2].ballots[7], 0b100u);      // the third iteration is lane 2's alone
}

TEST_F(Simt, MultiLevelBreakWaitsForTheOuterLoop) {
  load(R"(
    entry: outer
    outer: inner
    inner: done next
    next: inner latch
    latch: outer after
    after: done
    done: ret)");
  // Lane 0 leaves both loops from 'inner' at once; lane 1 runs the outer loop twice.
  const std::vector<LaneVisits> visits = simulate({
      "entry outer inner done",
      "entry outer inner next latch outer inner next latch after done",
  });
  EXPECT_EQ(visits[0].ballots.back(), 0b11u);  // 'done' joins lane 0 with lane 1 after both loops
  EXPECT_EQ(visits[1].ballots[5], 0b10u);      // lane 1's second 'outer' runs alone
  EXPECT_EQ(visits[1].ballots.back(), 0b11u);
}

TEST_F(Simt, ContinueWaitsForTheIterationEnd) {
  load(R"(
    entry: header
    header: skip work
    skip: header exit
    work: latch
    latch: header exit
    exit: ret)");
  const std::vector<LaneVisits> visits = simulate({
      "entry header skip header work latch exit",
      "entry header work latch header work latch exit",
  });
  // Second iteration: both lanes start it together after lane 0 skipped and lane 1 worked.
  EXPECT_EQ(visits[0].ballots[3], 0b11u);
  EXPECT_EQ(visits[1].ballots[4], 0b11u);
  EXPECT_EQ(visits[0].ballots[4], 0b11u);  // both run 'work' in the second iteration
}

TEST_F(Simt, ReturnsLeaveTheWaveForGood) {
  load("entry: early late / early: ret / late: end / end: ret");
  const std::vector<LaneVisits> visits = simulate({"entry early", "entry late end", "entry late end"});
  EXPECT_EQ(visits[0].ballots, (std::vector<uint64_t>{0b111, 0b001}));
  EXPECT_EQ(visits[1].ballots, (std::vector<uint64_t>{0b111, 0b110, 0b110}));
}

TEST_F(Simt, ShortCircuitVisitsAreMarkedAmbiguous) {
  load("a: then b / b: then merge / then: merge / merge: ret");
  const std::vector<LaneVisits> visits = simulate({"a then merge", "a b then merge", "a b merge"});
  EXPECT_EQ(visits[0].ambiguous, (std::vector<bool>{false, true, false}));
  EXPECT_EQ(visits[1].ambiguous, (std::vector<bool>{false, false, true, false}));
  EXPECT_EQ(visits[2].ballots.back(), 0b111u);
}

TEST_F(Simt, RejectsPathsOffTheGraph) {
  load("entry: then else / then: merge / else: merge / merge: ret");
  EXPECT_THROW(simulate({"entry merge"}), FleshError);
}

}  // namespace
}  // namespace untangle::flesh
