// The structured-rules checker on hand-written structured and unstructured CFGs: every
// rule it implements is shown accepting a valid shape and rejecting a broken one.
#include "test_support/structured_checker.h"

#include <gtest/gtest.h>

#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

std::string violations(const char* text) {
  const StructuredCheckReport report = check_structured_rules(parse_cfg(text));
  std::string all;
  for (const std::string& violation : report.violations) all += violation + "\n";
  return all;
}

#define EXPECT_STRUCTURED(text) EXPECT_EQ(violations(text), "")
#define EXPECT_VIOLATION(text, fragment) EXPECT_NE(violations(text).find(fragment), std::string::npos) << violations(text)

TEST(StructuredChecker, AcceptsADiamond) {
  EXPECT_STRUCTURED("entry: a b {selection j} / a: j / b: j / j: ret");
}

TEST(StructuredChecker, AcceptsALoopWithBreakAndContinueInsideSelections) {
  EXPECT_STRUCTURED(R"(
    entry: h
    h: body exit {loop exit latch}
    body: a b {selection join}
    a: exit c            # break branch: needs no merge of its own
    c: latch             # continue from inside the selection
    b: join
    join: latch
    latch: h
    exit: ret
  )");
}

TEST(StructuredChecker, AcceptsSwitchFallThroughToTheNextCase) {
  EXPECT_STRUCTURED("entry: switch m 0:a 1:b {selection m} / a: b / b: m / m: ret");
}

TEST(StructuredChecker, AcceptsUnreachableMergeOfAnEndlessLoop) {
  EXPECT_STRUCTURED("entry: h / h: latch {loop m latch} / latch: h / m: unreachable");
}

TEST(StructuredChecker, RejectsAConditionalBranchWithoutMerge) {
  EXPECT_VIOLATION("entry: a b / a: j / b: j / j: ret",
                   "conditional branch in 'entry' has no selection merge and neither target");
}

TEST(StructuredChecker, RejectsASwitchWithoutMerge) {
  EXPECT_VIOLATION("entry: switch a 1:b / a: ret / b: ret", "switch block 'entry' has no selection merge");
}

TEST(StructuredChecker, RejectsALoopHeaderEndingInASwitch) {
  EXPECT_VIOLATION("entry: h / h: switch latch 1:m {loop m latch} / latch: h / m: ret",
                   "loop header 'h' does not end in a branch");
}

TEST(StructuredChecker, RejectsAMergeBlockSharedByTwoHeaders) {
  EXPECT_VIOLATION("entry: a b {selection j} / a: c d {selection j} / c: j / d: j / b: j / j: ret",
                   "'j' is the merge block of both 'entry' and 'a'");
}

TEST(StructuredChecker, RejectsAMergeTheHeaderDoesNotDominate) {
  EXPECT_VIOLATION(
      "entry: a b {selection m} / a: x y {selection j} / x: j / y: j / b: j / j: m / m: ret",
      "header 'a' does not strictly structurally dominate its merge block 'j'");
}

TEST(StructuredChecker, RejectsABreakToAnOuterSelectionMerge) {
  EXPECT_VIOLATION(
      "entry: a b {selection j} / a: c d {selection k} / c: j / d: k / k: j / b: j / j: ret",
      "branch 'c' -> 'j' leaving the selection construct of 'a' is not a structured exit");
}

TEST(StructuredChecker, RejectsABackEdgeToABlockThatIsNoLoopHeader) {
  EXPECT_VIOLATION("entry: h / h: b / b: h x {selection x} / x: ret", "back edge 'b' -> 'h' does not go to a loop header");
}

TEST(StructuredChecker, RejectsTwoBackEdgesIntoOneHeader) {
  EXPECT_VIOLATION("entry: h / h: a b {loop m a} / a: h / b: h m / m: ret",
                   "loop header 'h' is the target of 2 back-edge blocks instead of one");
}

TEST(StructuredChecker, RejectsBreakingOutOfTwoLoopsAtOnce) {
  EXPECT_VIOLATION(R"(
    entry: outer
    outer: inner {loop exit latch}
    inner: body {loop inner.exit inner.latch}
    body: exit inner.latch
    inner.latch: inner
    inner.exit: latch
    latch: outer
    exit: ret
  )",
                   "branch 'body' -> 'exit' leaving the loop construct of 'inner' is not a structured exit");
}

TEST(StructuredChecker, RejectsContinuingTheOuterLoopFromAnInnerOne) {
  EXPECT_VIOLATION(R"(
    entry: outer
    outer: inner {loop exit latch}
    inner: body {loop inner.exit inner.latch}
    body: latch inner.latch
    inner.latch: inner
    inner.exit: latch
    latch: outer
    exit: ret
  )",
                   "branch 'body' -> 'latch' leaving the loop construct of 'inner' is not a structured exit");
}

TEST(StructuredChecker, RejectsAContinueTargetNotPostDominatedByTheBackEdgeBlock) {
  EXPECT_VIOLATION(R"(
    entry: h
    h: c {loop m c}
    c: d m
    d: h
    m: ret
  )",
                   "back-edge block 'd' does not structurally post-dominate the continue target 'c'");
}

TEST(StructuredChecker, RejectsLeavingAContinueConstructSideways) {
  EXPECT_VIOLATION(R"(
    entry: h
    h: body {loop m c}
    body: c
    c: d
    d: h x
    x: m
    m: ret
  )",
                   "branch 'd' -> 'x' leaving the continue construct of 'c' leaves the continue construct of 'h'");
}

TEST(StructuredChecker, AcceptsBreakingAndContinuingALoopFromInsideASwitch) {
  EXPECT_STRUCTURED(R"(
    entry: h
    h: sw {loop m latch}
    sw: switch j 0:a 1:b 2:c {selection j}
    a: m
    b: latch
    c: j
    j: latch
    latch: h
    m: ret
  )");
}

TEST(StructuredChecker, RejectsFallingThroughFromInsideANestedSelection) {
  EXPECT_VIOLATION(R"(
    entry: switch m 0:a 1:b {selection m}
    a: x y {selection z}
    x: b
    y: z
    z: m
    b: m
    m: ret
  )",
                   "branch 'x' -> 'b' leaving the selection construct of 'a' is not a structured exit");
}

TEST(StructuredChecker, RejectsASwitchBreakThatAlsoLeavesALoop) {
  EXPECT_VIOLATION(R"(
    entry: switch m 1:c {selection m}
    c: h
    h: body {loop hm latch}
    body: m latch
    latch: h
    hm: m
    m: ret
  )",
                   "branch 'body' -> 'm' leaving the loop construct of 'h' is not a structured exit");
}

TEST(StructuredChecker, RejectsTwoCasesFallingIntoOne) {
  EXPECT_VIOLATION("entry: switch m 0:a 1:b 2:c {selection m} / a: c / b: c / c: m / m: ret",
                   "several cases of switch 'entry' fall through to 'c'");
}

TEST(StructuredChecker, RejectsFallThroughToACaseThatIsNotNext) {
  EXPECT_VIOLATION("entry: switch m 0:a 1:b 2:c {selection m} / a: c / b: m / c: m / m: ret",
                   "case 'a' of switch 'entry' falls through to 'c', which does not immediately follow it");
}

TEST(StructuredChecker, RejectsACaseFallingThroughToTwoCases) {
  EXPECT_VIOLATION("entry: switch m 0:a 1:b 2:c {selection m} / a: b c {selection m} / b: m / c: m / m: ret",
                   "case 'a' of switch 'entry' falls through to several cases");
}

TEST(StructuredChecker, RejectsALoopSharingItsMergeWithTheEnclosingSelection) {
  EXPECT_VIOLATION(R"(
    entry: a b {selection j}
    a: h
    h: body {loop j latch}
    body: latch
    latch: h
    b: j
    j: ret
  )",
                   "'j' is the merge block of both 'entry' and 'h'");
}

TEST(StructuredChecker, RejectsABlockThatCannotReachAnExit) {
  EXPECT_VIOLATION("entry: a / a: a", "back edge 'a' -> 'a' does not go to a loop header");
  EXPECT_VIOLATION("entry: a / a: a", "can never reach a function exit");
}

TEST(StructuredChecker, RejectsASelectionHeaderWithoutTwoWayBranch) {
  EXPECT_VIOLATION("entry: j {selection j} / j: ret",
                   "selection header 'entry' does not end in a two-way conditional branch or a switch");
}

}  // namespace
}  // namespace untangle::structurizer
