// The path interpreter: decisions drive original blocks only, selectors drive ladders,
// limits stop endless runs, and compare_paths notices a structurizer that changes a path.
#include "test_support/interpreter.h"

#include <gtest/gtest.h>

#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

std::vector<uint32_t> visited(const char* text, std::vector<uint32_t> decisions, ExecutionEnd expected_end = ExecutionEnd::Returned) {
  const Trace trace = execute(parse_cfg(text), decisions);
  EXPECT_EQ(trace.end, expected_end) << trace.error;
  return trace.origins;
}

TEST(Interpreter, ConditionalBranchesTakeDecisionModuloTwo) {
  const char* diamond = "entry: a b / a: j / b: j / j: ret";
  EXPECT_EQ(visited(diamond, {0}), (std::vector<uint32_t>{0, 1, 3}));
  EXPECT_EQ(visited(diamond, {1}), (std::vector<uint32_t>{0, 2, 3}));
  EXPECT_EQ(visited(diamond, {6}), (std::vector<uint32_t>{0, 1, 3}));
  EXPECT_EQ(visited(diamond, {}), (std::vector<uint32_t>{0, 1, 3}));  // no decisions: always 0
}

TEST(Interpreter, SwitchesPickACaseOrTheDefault) {
  const char* text = "entry: switch d 5:a 9:b / a: ret / b: ret / d: ret";
  EXPECT_EQ(visited(text, {0}), (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(visited(text, {1}), (std::vector<uint32_t>{0, 2}));
  EXPECT_EQ(visited(text, {2}), (std::vector<uint32_t>{0, 3}));  // no case matches
  EXPECT_EQ(visited(text, {3}), (std::vector<uint32_t>{0, 1}));
}

TEST(Interpreter, DecisionsAreReusedCyclically) {
  const char* loop = "entry: h / h: h x / x: ret";
  EXPECT_EQ(visited(loop, {0, 0, 1}), (std::vector<uint32_t>{0, 1, 1, 1, 2}));
}

TEST(Interpreter, SyntheticBlocksAssignAndDispatchWithoutDecisions) {
  const char* ladder = "entry: a b / a: [s=1] ladder / b: [s=2] ladder / +ladder: dispatch s x 1:y / x: ret / y: ret";
  EXPECT_EQ(visited(ladder, {0}), (std::vector<uint32_t>{0, 1, 4}));  // ladder is synthetic; y is origin 4
  EXPECT_EQ(visited(ladder, {1}), (std::vector<uint32_t>{0, 2, 3}));
}

TEST(Interpreter, SelectorBranchTestsOneValue) {
  const char* test = "entry: a b / a: [s=1] t / b: [s=2] t / +t: if s=1 x y / x: ret / y: ret";
  EXPECT_EQ(visited(test, {0}), (std::vector<uint32_t>{0, 1, 3}));  // t is synthetic; x is origin 3
  EXPECT_EQ(visited(test, {1}), (std::vector<uint32_t>{0, 2, 4}));
}

TEST(Interpreter, ReportsLaddersThatGoWrong) {
  const Trace unassigned = execute(parse_cfg("entry: d / +d: dispatch s x 1:x / x: ret"), {});
  EXPECT_EQ(unassigned.end, ExecutionEnd::Error);
  EXPECT_EQ(unassigned.error, "at 'd': dispatch on an unassigned selector");
  const Trace unreachable = execute(parse_cfg("entry: u / +u: unreachable"), {});
  EXPECT_EQ(unreachable.error, "at 'u': executed a synthetic unreachable block");
  const Trace cycle = execute(parse_cfg("entry: a / +a: b / +b: a"), {}, ExecutionLimits{10, 100});
  EXPECT_EQ(cycle.error, "at 'a': too many synthetic blocks in a row");
}

TEST(Interpreter, StopsEndlessLoopsAtTheStepLimit) {
  const Trace trace = execute(parse_cfg("entry: h / h: h"), {}, ExecutionLimits{50, 100});
  EXPECT_EQ(trace.end, ExecutionEnd::StepLimit);
  EXPECT_EQ(trace.origins.size(), 50u);
  EXPECT_EQ(visited("entry: x / x: unreachable", {}, ExecutionEnd::Unreachable), (std::vector<uint32_t>{0, 1}));
}

TEST(Interpreter, ComparePathsAcceptsLaddersAndCatchesChangedPaths) {
  const Function original = parse_cfg("entry: a b / a: j / b: j / j: ret");
  const Function laddered = parse_cfg(
      "entry@0: a b / a@1: [s=3] m / b@2: [s=3] m / +m: dispatch s j 3:j / j@3: ret");
  const Function swapped = parse_cfg("entry: b a / a: j / b: j / j: ret");
  for (uint32_t decision : {0u, 1u}) {
    EXPECT_TRUE(compare_paths(original, laddered, std::vector<uint32_t>{decision}).equivalent);
    const PathComparison comparison = compare_paths(original, swapped, std::vector<uint32_t>{decision});
    EXPECT_FALSE(comparison.equivalent);
    EXPECT_EQ(comparison.difference,
              "paths differ at step 1: original returned after 3 blocks, structured returned after 3 blocks");
  }
}

}  // namespace
}  // namespace untangle::structurizer
