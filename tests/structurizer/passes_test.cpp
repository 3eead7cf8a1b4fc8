// Each structurizer pass on hand-written CFGs: the exact rewrite it makes (as CFG text)
// and, through the pipeline's verification, the guarantee it states.
#include <gtest/gtest.h>

#include "structurizer/error.h"
#include "structurizer/pass_entry_block.h"
#include "structurizer/pass_loop_latches.h"
#include "structurizer/pass_loop_merges.h"
#include "structurizer/pass_selection_constructs.h"
#include "structurizer/structurize.h"
#include "test_support/structured_checker.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

// The default pipeline's passes, in order.
enum Stage : size_t {
  kEntryBlock = 1,
  kLoopLatches,
  kLoopMerges,
  kLoopHeaders,
  kSwitchTargets,
  kReturnLoop,
  kSelections,
  kSwitchContinues,
  kSwitchBreaks
};

// Runs the default pipeline with verification after every pass and prints the CFG as
// pass `last` left it.
std::string after(Stage last, std::string_view text) {
  std::string result;
  StructurizeOptions options;
  options.verify = true;
  options.structured_check = test_support::check_structured;
  options.observer = [&](size_t index, std::string_view, const structurizer::Function& function) {
    if (index == last) result = test_support::print_cfg(function);
  };
  structurize(test_support::parse_cfg(text), options);
  return result;
}

// `br c X X` and a switch whose cases all go to one block choose nothing: plain branches.
TEST(EntryBlockPass, BranchesThatChooseNothingBecomePlainBranches) {
  EXPECT_EQ(after(kEntryBlock, "entry: a a / a: switch b 1:b 2:b / b: ret"), "entry: a\na: b\nb: ret\n");
}

TEST(EntryBlockPass, AddsAnEntryWithoutPredecessorsAndDropsUnreachableBlocks) {
  EXPECT_EQ(after(kEntryBlock, "a: b / b: a c / c: ret / island: c"),
            "+entry: a\n"
            "a: b\n"
            "b: a c\n"
            "c: ret\n");
}

TEST(EntryBlockPass, ClearsStaleMergeAnnotations) {
  EXPECT_EQ(after(kEntryBlock, "a: b c {selection c} / b: c / c: ret"), "a: b c\nb: c\nc: ret\n");
}

TEST(LoopLatchesPass, MergesSeveralBackEdgesIntoOneLatch) {
  EXPECT_EQ(after(kLoopLatches, "entry: h / h: a b / a: h / b: h exit / exit: ret"),
            "entry: h\n"
            "h: a b\n"
            "a: h.latch\n"
            "b: h.latch exit\n"
            "exit: ret\n"
            "+h.latch: h\n");
}

TEST(LoopLatchesPass, GivesABottomTestedLoopAnUnconditionalLatch) {
  EXPECT_EQ(after(kLoopLatches, "entry: body / body: body exit / exit: ret"),
            "entry: body\n"
            "body: body.latch exit\n"
            "exit: ret\n"
            "+body.latch: body\n");
}

TEST(LoopLatchesPass, KeepsAPlainLatch) {
  const char* text = "entry: h / h: l x / l: h / x: ret";
  EXPECT_EQ(after(kLoopLatches, text), test_support::print_cfg(test_support::parse_cfg(text)));
}

TEST(LoopLatchesPass, RejectsIrreducibleFlow) {
  EXPECT_THROW(after(kLoopLatches, "entry: a b / a: b / b: a c / c: ret"),
               structurizer::IrreducibleGraphError);
}

TEST(LoopMergesPass, UsesTheOnlyExitTargetAsMerge) {
  EXPECT_EQ(after(kLoopMerges, "entry: h / h: body exit / body: exit latch / latch: h / exit: ret"),
            "entry: h\n"
            "h: body exit {loop exit latch}\n"
            "body: exit latch\n"
            "latch: h\n"
            "exit: ret\n");
}

TEST(LoopMergesPass, AddsAMergeWhenTheExitTargetIsAlsoReachedFromOutside) {
  EXPECT_EQ(after(kLoopMerges, "entry: c / c: h x / h: l x / l: h / x: ret"),
            "entry: c\n"
            "c: h x\n"
            "h: l h.merge {loop h.merge l}\n"
            "l: h\n"
            "x: ret\n"
            "+h.merge: x\n");
}

TEST(LoopMergesPass, DispatchesOnASelectorWhenExitsGoToSeveralTargets) {
  EXPECT_EQ(after(kLoopMerges, "entry: h / h: a x / a: l y / l: h / x: ret / y: ret"),
            "entry: h\n"
            "h: a h.x {loop h.merge l}\n"
            "a: l a.y\n"
            "l: h\n"
            "x: ret\n"
            "y: ret\n"
            "+h.merge: dispatch h.exit y 0:x\n"
            "+h.x: [h.exit=0] h.merge\n"
            "+a.y: [h.exit=1] h.merge\n");
}

TEST(LoopMergesPass, GivesALoopWithoutExitsAnUnreachableMerge) {
  EXPECT_EQ(after(kLoopMerges, "entry: h / h: h"),
            "entry: h\n"
            "h: h.latch {loop h.merge h.latch}\n"
            "+h.latch: h\n"
            "+h.merge: unreachable\n");
}

// The inner loop leaves for the outer loop's continue target and, by a break out of both
// loops, for the outer merge: its own merge dispatches to both, continuing or breaking the
// outer loop from there.
TEST(LoopMergesPass, ChainsLaddersForExitsFromSeveralLoops) {
  EXPECT_EQ(after(kLoopMerges, "entry: o / o: i done / i: a / a: b done / b: i ol / ol: o / done: ret"),
            "entry: o\n"
            "o: i done {loop done ol}\n"
            "i: a {loop i.merge i.latch}\n"
            "a: b a.done\n"
            "b: i.latch b.ol\n"
            "ol: o\n"
            "done: ret\n"
            "+i.latch: i\n"
            "+i.merge: dispatch i.exit ol 0:done\n"
            "+a.done: [i.exit=0] i.merge\n"
            "+b.ol: [i.exit=1] i.merge\n");
}

TEST(LoopHeadersPass, HandsAHeaderThatNeedsASelectionToANewLoopHeader) {
  EXPECT_EQ(after(kLoopHeaders, "entry: h / h: a b / a: l / b: l x / l: h / x: ret"),
            "entry: h.loop\n"
            "h: a b\n"
            "a: l\n"
            "b: l x\n"
            "l: h.loop\n"
            "x: ret\n"
            "+h.loop: h {loop x l}\n");
  EXPECT_EQ(after(kLoopHeaders, "entry: h / h: switch a 1:b / a: l / b: l x / l: h / x: ret"),
            "entry: h.loop\n"
            "h: switch a 1:b\n"
            "a: l\n"
            "b: l x\n"
            "l: h.loop\n"
            "x: ret\n"
            "+h.loop: h {loop x l}\n");
}

TEST(LoopHeadersPass, KeepsAHeaderWhoseBranchLeavesOrContinues) {
  const std::string loops = after(kLoopMerges, "entry: h / h: body exit / body: latch / latch: h / exit: ret");
  EXPECT_EQ(after(kLoopHeaders, "entry: h / h: body exit / body: latch / latch: h / exit: ret"), loops);
}

TEST(SwitchTargetsPass, GivesSharedAndScatteredTargetsBlocksOfTheirOwn) {
  EXPECT_EQ(after(kSwitchTargets, "entry: switch m 0:a 1:b 2:a / a: b / b: m / m: ret"),
            "entry: switch entry.m 0:entry.a 1:entry.b 2:entry.case.a\n"
            "a: b\n"
            "b: m\n"
            "m: ret\n"
            "+entry.case.a: a\n"
            "+entry.m: m\n"
            "+entry.a: a\n"
            "+entry.b: b\n");
}

TEST(SwitchTargetsPass, SplitsCasesThatContinueOrBreakTheLoop) {
  EXPECT_EQ(after(kSwitchTargets, "entry: h / h: sw / sw: switch l 1:x 2:y / x: l / y: m / l: h / m: ret"),
            "entry: h\n"
            "h: sw {loop y l}\n"
            "sw: switch sw.l 1:x 2:sw.y\n"
            "x: l\n"
            "y: m\n"
            "l: h\n"
            "m: ret\n"
            "+sw.l: l\n"
            "+sw.y: y\n");
}

std::string structurized(std::string_view text) { return test_support::print_cfg(structurize(test_support::parse_cfg(text))); }

TEST(SelectionConstructsPass, MergesADiamondWhereItsPathsRejoin) {
  EXPECT_EQ(structurized("entry: a b / a: j / b: j / j: ret"),
            "entry: a b {selection j}\n"
            "a: j\n"
            "b: j\n"
            "j: ret\n");
  EXPECT_EQ(structurized("entry: c j / c: j / j: ret"), "entry: c j {selection j}\nc: j\nj: ret\n");
}

// Both ifs end at j; j can only merge one of them, so the inner if gets a merge block of
// its own that then branches on to j.
TEST(SelectionConstructsPass, SplitsABlockThatWouldMergeTwoHeaders) {
  EXPECT_EQ(structurized("entry: a j / a: b j / b: j / j: ret"),
            "entry: a j {selection j}\n"
            "a: b a.merge {selection a.merge}\n"
            "b: a.merge\n"
            "j: ret\n"
            "+a.merge: j\n");
}

// x's two sides go to w and y, and q (outside x) goes to w as well: x merges at its own
// block, which passes on to a ladder at entry's level that dispatches to w or straight
// on to y. Every branch leaves a construct only through that construct's merge.
TEST(SelectionConstructsPass, RoutesCrossingEdgesThroughALadder) {
  EXPECT_EQ(structurized("entry: x q / x: a b / a: w / b: y / q: w / w: y / y: ret"),
            "entry: x q {selection w.ladder}\n"
            "x: a b {selection x.merge}\n"
            "a: [f.join=5] x.merge\n"
            "b: [f.join=6] x.merge\n"
            "q: [f.join=5] w.ladder\n"
            "w: y\n"
            "y: ret\n"
            "+w.ladder: dispatch f.join w.ladder.y 5:w {selection y}\n"
            "+x.merge: w.ladder\n"
            "+w.ladder.y: y\n");
}

// `if (c) { a; continue; } b; b2;`: nothing merges after `a`, so the selection merges at
// `b` and the rest of the loop body stays at the loop's level instead of nesting.
TEST(SelectionConstructsPass, MergesAtTheOnlyBranchThatGoesOn) {
  EXPECT_EQ(structurized("entry: h / h: c exit / c: a b / a: l / b: b2 / b2: l / l: h / exit: ret"),
            "entry: h\n"
            "h: c exit {loop exit l}\n"
            "c: a b {selection b}\n"
            "a: l\n"
            "b: b2\n"
            "b2: l\n"
            "l: h\n"
            "exit: ret\n");
}

// `if (x && t) {...} else { e }; j`: e joins both conditions' false sides; the ladder at
// entry's level reaches e with the lanes of both.
TEST(SelectionConstructsPass, ShortCircuitConditions) {
  EXPECT_EQ(structurized("entry: x e / x: t e / t: j / e: j / j: ret"),
            "entry: x entry.e {selection e.ladder}\n"
            "x: t x.e {selection x.merge}\n"
            "t: [f.join=4] x.merge\n"
            "e: j\n"
            "j: ret\n"
            "+e.ladder: dispatch f.join e.ladder.j 3:e {selection j}\n"
            "+x.merge: e.ladder\n"
            "+entry.e: [f.join=3] e.ladder\n"
            "+x.e: [f.join=3] x.merge\n"
            "+e.ladder.j: j\n");
}

TEST(SelectionConstructsPass, RefusesALoopHeaderThatNeedsASelection) {
  // Without loop-headers, h would have to be both a loop header and a selection header.
  structurizer::Function function = test_support::parse_cfg("entry: h / h: a b / a: l / b: l x / l: h / x: ret");
  Pipeline pipeline;
  pipeline.add(std::make_unique<EntryBlockPass>())
      .add(std::make_unique<LoopLatchesPass>())
      .add(std::make_unique<LoopMergesPass>())
      .add(std::make_unique<SelectionConstructsPass>());
  EXPECT_THROW(pipeline.run(function), structurizer::InvalidFunctionError);
}

// n sequential `if (c_i) { r_i; return; }` to one return block `done`: the edge from
// `end` leaves n - 1 selection constructs on its way there.
std::string sequential_returns(int n) {
  std::string text = "entry: c0";
  for (int i = 0; i < n; ++i)
    text += " / c" + std::to_string(i) + ": r" + std::to_string(i) + " " +
            (i + 1 < n ? "c" + std::to_string(i + 1) : std::string("end")) + " / r" + std::to_string(i) + ": done";
  return text + " / end: done / done: ret";
}

TEST(ReturnLoopPass, MakesALoopThatRunsOnceOnlyPastTheNestingLimit) {
  const std::string five = sequential_returns(5);  // 4 levels: kReturnNestingLimit
  EXPECT_EQ(after(kReturnLoop, five), after(kSwitchTargets, five));
  const std::string six = sequential_returns(6);
  // The new entry is printed first.
  EXPECT_EQ(after(kReturnLoop, six), "+returns.entry: returns\n" + after(kSwitchTargets, six) +
                                         "+returns: entry {loop done returns.latch}\n"
                                         "+returns.latch: returns\n");
}

// An if/else tree ending at the return block nests as deep as the program does, not with
// the number of returns: it keeps its plain shape.
TEST(ReturnLoopPass, LeavesIfElseTreesAlone) {
  const char* tree = "entry: a b / a: a1 a2 / a1: done / a2: done / b: b1 b2 / b1: done / b2: done / done: ret";
  EXPECT_EQ(after(kReturnLoop, tree), after(kSwitchTargets, tree));
}

// A continue that leaves one switch stays a continue: Mesa handles that.
TEST(SwitchContinuesPass, LeavesAContinueOutOfOneSwitch) {
  const char* one = "entry: h / h: s exit / s: switch m 0:c / c: latch x / x: m / m: latch / latch: h / exit: ret";
  EXPECT_EQ(after(kSwitchContinues, one), after(kSelections, one));
}

// Case A falls through to B, so B's predecessors reconverge at a ladder that dispatches
// to B or, by default, straight on to its own merge E; that default slot gets a block.
TEST(SwitchBreaksPass, GivesSwitchSlotsToTheMergeABlockOfTheirOwn) {
  constexpr const char* kFallThrough = "entry: switch D 0:A 1:B 2:C / A: B / B: E / C: E / D: E / E: ret";
  const std::string common =
      "entry: switch D 0:A 1:entry.B 2:C {selection B.ladder}\n"
      "A: [f.join=2] B.ladder\n"
      "B: E\n"
      "C: [f.join=5] B.ladder\n"
      "D: [f.join=5] B.ladder\n"
      "E: ret\n"
      "+entry.B: [f.join=2] B.ladder\n";
  EXPECT_EQ(after(kSelections, kFallThrough), common + "+B.ladder: dispatch f.join E 2:B {selection E}\n");
  EXPECT_EQ(after(kSwitchBreaks, kFallThrough), common +
                                                   "+B.ladder: dispatch f.join B.ladder.E 2:B {selection E}\n"
                                                   "+B.ladder.E: E\n");
}

TEST(Pipeline, ReportsTheInputAndEveryPassToTheObserver) {
  std::vector<std::string> seen;
  StructurizeOptions options;
  options.observer = [&](size_t index, std::string_view name, const structurizer::Function&) {
    seen.push_back(std::to_string(index) + "-" + std::string(name));
  };
  structurize(test_support::parse_cfg("entry: a b / a: j / b: j / j: ret"), options);
  EXPECT_EQ(seen, (std::vector<std::string>{"0-input", "1-entry-block", "2-loop-latches", "3-loop-merges",
                                            "4-loop-headers", "5-switch-targets", "6-return-loop", "7-selections",
                                            "8-switch-continues", "9-switch-breaks"}));
}

TEST(Pipeline, RejectsInputThatAlreadyUsesSelectors) {
  EXPECT_THROW(structurize(test_support::parse_cfg("a: [s=1] b / b: ret")), structurizer::InvalidFunctionError);
}

}  // namespace
}  // namespace untangle::structurizer
