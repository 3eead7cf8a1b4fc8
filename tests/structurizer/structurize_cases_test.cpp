// The structurizer on the control-flow shapes the project cares most about, each stated
// as the exact structured CFG it produces and why. Every result also passes the
// structured-rules checker, keeps the conservative shape (shape_rules.h) and visits the original blocks in the original order under
// many random branch decisions.
#include <gtest/gtest.h>

#include <random>

#include "test_support/interpreter.h"
#include "test_support/shape_rules.h"
#include "test_support/structured_checker.h"
#include "structurizer/structurize.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

std::string structurized(const char* text) {
  const structurizer::Function input = test_support::parse_cfg(text);
  StructurizeOptions options;
  options.verify = true;
  options.structured_check = test_support::check_structured;
  const structurizer::Function output = structurize(input, options);
  const test_support::StructuredCheckReport report = test_support::check_structured_rules(output);
  EXPECT_TRUE(report.ok()) << report.violations.front();
  const std::vector<std::string> shape = test_support::shape_rule_violations(output);
  EXPECT_TRUE(shape.empty()) << shape.front();
  std::mt19937 random(7);
  std::vector<uint32_t> decisions(37);
  for (int run = 0; run < 200; ++run) {
    for (uint32_t& decision : decisions) decision = random();
    const test_support::PathComparison comparison = test_support::compare_paths(input, output, decisions);
    EXPECT_TRUE(comparison.equivalent) << comparison.difference;
  }
  return test_support::print_cfg(output);
}

// while (true) { first = WaveReadLaneFirst(v); if (v == first) { r = WaveActiveSum(v); break; } }
// as DXC emits it: the break block `wave` keeps its dx.break.cond edge back to the latch.
// It can still reach the latch, so it is in the natural loop and stays inside the loop
// construct: the wave sum runs in the iteration whose lanes share one value, as written.
TEST(StructurizeCases, WaterfallWithBreakCondKeepsTheWaveOpInsideTheLoop) {
  EXPECT_EQ(structurized("entry: header / header: wave latch / wave: exit latch / latch: header / exit: ret"),
            "entry: header\n"
            "header: wave latch {loop exit latch}\n"
            "wave: exit latch\n"
            "latch: header\n"
            "exit: ret\n");
}

// The same loop without the dx.break.cond edge: `wave` only leaves the loop, so it is not
// part of the natural loop. It becomes the loop's merge block and runs once every lane
// has left the loop, with all of them: a WaveActiveSum there adds the values of all lanes,
// not of one group per iteration. Without DXC's marker the CFG cannot say otherwise.
TEST(StructurizeCases, WaterfallWithoutBreakCondRunsTheWaveOpAfterTheLoop) {
  EXPECT_EQ(structurized("entry: header / header: wave latch / wave: exit / latch: header / exit: ret"),
            "entry: header\n"
            "header: wave latch {loop wave latch}\n"
            "wave: exit\n"
            "latch: header\n"
            "exit: ret\n");
}

// while (true) { A; if (bar) continue; B; if (foo) break; }
// and while (true) { do { A } while (bar); B; if (foo) break; }
// compile to the same CFG: A branches back to itself and B branches back to A. Both back
// edges go to one header, so they form one loop and meet in one continue block. The
// result has the first program's convergence (lanes that `continue` wait at the latch for
// the lanes running B); the second program's inner loop, which would let the `bar` lanes
// go round without them, is not in the CFG to be recovered.
TEST(StructurizeCases, ContinueAndInnerDoWhileGiveTheSameSingleLoop) {
  EXPECT_EQ(structurized("entry: A / A: A B / B: exit A / exit: ret"),
            "entry: A\n"
            "A: A.latch B {loop exit A.latch}\n"
            "B: exit A.latch\n"
            "exit: ret\n"
            "+A.latch: A\n");
}

// for (..) { for (..) { if (c) { Out = x; return; } } } Out = y; return;
// with DXC's single return block. The early-return store `early` can no longer reach
// either latch, so it lies outside both loops: the inner loop's merge dispatches either
// on to the outer loop's latch test or, through the outer merge, to `early`. Both stores
// then meet at the return block, the outer merge's selection merge.
TEST(StructurizeCases, EarlyReturnFromNestedLoops) {
  EXPECT_EQ(structurized(R"(
    entry: outer
    outer: inner
    inner: test
    test: early inner.next
    early: ret.block
    inner.next: inner outer.next
    outer.next: outer final
    final: ret.block
    ret.block: ret
  )"),
            "entry: outer\n"
            "outer: inner {loop outer.merge outer.latch}\n"
            "inner: test {loop inner.merge inner.latch}\n"
            "test: test.test.early inner.next {selection inner.next}\n"
            "early: ret.block\n"
            "inner.next: inner.latch inner.next.outer.next\n"
            "outer.next: outer.latch outer.next.final\n"
            "final: ret.block\n"
            "ret.block: ret\n"
            "+outer.latch: outer\n"
            "+inner.latch: inner\n"
            "+outer.merge: dispatch outer.exit final 0:early {selection ret.block}\n"
            "+test.early: [outer.exit=0] outer.merge\n"
            "+outer.next.final: [outer.exit=1] outer.merge\n"
            "+inner.merge: dispatch inner.exit inner.merge.outer.next 0:test.early {selection outer.next}\n"
            "+test.test.early: [inner.exit=0] inner.merge\n"
            "+inner.next.outer.next: [inner.exit=1] inner.merge\n"
            "+inner.merge.outer.next: outer.next\n");
}

// while (c) { if (a) { x; if (b) break; y; } w; }: the break leaves the selection headed
// by `body` straight for the loop merge (allowed from any depth of selections); the
// selection still merges at w, where the lanes that did not break rejoin.
TEST(StructurizeCases, BreakOutOfASelectionInsideALoop) {
  EXPECT_EQ(structurized("entry: h / h: body exit / body: x w / x: exit y / y: w / w: z / z: h / exit: ret"),
            "entry: h\n"
            "h: body exit {loop exit z}\n"
            "body: x w {selection w}\n"
            "x: exit y\n"
            "y: w\n"
            "w: z\n"
            "z: h\n"
            "exit: ret\n");
}

// do { a; if (c1) break; b; if (c2) break; c; if (c3) break; d; } while (false);
// There is no loop left in the CFG, only forward jumps to `done`: each `if` merges at a
// block of its own that passes on to the enclosing one, ending at `done`.
TEST(StructurizeCases, DoWhileFalseWithSeveralBreaks) {
  EXPECT_EQ(structurized("entry: a / a: done b / b: done c / c: done d / d: done / done: ret"),
            "entry: a\n"
            "a: done b {selection done}\n"
            "b: b.merge c {selection b.merge}\n"
            "c: c.merge d {selection c.merge}\n"
            "d: c.merge\n"
            "done: ret\n"
            "+b.merge: done\n"
            "+c.merge: b.merge\n");
}

// if (c0) { r0; return; } ... if (c5) { r5; return; } end; with DXC's single return block
// `done`. Each `if` would have to merge before `done` and pass on to the enclosing one,
// one level deeper per return, as above. Past four levels (kReturnNestingLimit) the body
// becomes a loop that runs once and merges at `done`: each return is a break, every `if`
// merges at the next test, and nothing nests however many returns there are.
TEST(StructurizeCases, ManySequentialReturnsBreakOutOfALoopThatRunsOnce) {
  EXPECT_EQ(structurized("entry: c0 / c0: r0 c1 / r0: done / c1: r1 c2 / r1: done / c2: r2 c3 / r2: done / "
                         "c3: r3 c4 / r3: done / c4: r4 c5 / r4: done / c5: r5 end / r5: done / end: done / "
                         "done: ret"),
            "+returns.entry: returns\n"
            "entry: c0\n"
            "c0: r0 c1 {selection c1}\n"
            "r0: done\n"
            "c1: r1 c2 {selection c2}\n"
            "r1: done\n"
            "c2: r2 c3 {selection c3}\n"
            "r2: done\n"
            "c3: r3 c4 {selection c4}\n"
            "r3: done\n"
            "c4: r4 c5 {selection c5}\n"
            "r4: done\n"
            "c5: r5 end {selection end}\n"
            "r5: done\n"
            "end: done\n"
            "done: ret\n"
            "+returns: entry {loop done returns.latch}\n"
            "+returns.latch: returns\n");
}

// for (;;) { if (!h) break; switch (a) { case 0: switch (b) { case 0: if (c) continue; x; } m2; } m1; }
// The continue in `c` leaves two switch constructs, which Mesa's structured SPIR-V front end
// gets wrong (flesh/README.md): it sets the loop's continue flag and breaks out of the
// inner switch, whose new merge `s2.continue` breaks out of the outer one when the flag is
// set, and `s1.continue` then continues. The flag is cleared in the loop header.
TEST(StructurizeCases, ContinueOutOfTwoSwitchesGoesThroughAFlag) {
  EXPECT_EQ(structurized("entry: h / h: s1 exit / s1: switch m1 0:s2 / s2: switch m2 0:c / c: latch x / x: m2 / "
                         "m2: m1 / m1: latch / latch: h / exit: ret"),
            "entry: h\n"
            "h: [h.continue=0] s1 exit {loop exit latch}\n"
            "s1: switch s1.m1 0:s2 {selection s1.continue}\n"
            "s2: switch s2.m2 0:c {selection s2.continue}\n"
            "c: c.latch c.x {selection c.x}\n"
            "x: s2.continue\n"
            "m2: s1.continue\n"
            "m1: latch\n"
            "latch: h\n"
            "exit: ret\n"
            "+s1.m1: s1.continue\n"
            "+s2.m2: s2.continue\n"
            "+s1.continue: if h.continue=1 latch m1 {selection m1}\n"
            "+s2.continue: if h.continue=1 s1.continue m2 {selection m2}\n"
            "+c.latch: [h.continue=1] s2.continue\n"
            "+c.x: x\n");
}

// switch (x) { case 0: A; /* falls through */ case 1: B; break; case 2: C; break; default: D; } E
// B is reached from the switch and from A, so it is a join: the switch merges at a ladder
// that runs B (for cases 0 and 1, whose lanes meet there) or goes straight on to E.
TEST(StructurizeCases, SwitchFallThrough) {
  EXPECT_EQ(structurized("entry: switch D 0:A 1:B 2:C / A: B / B: E / C: E / D: E / E: ret"),
            "entry: switch D 0:A 1:entry.B 2:C {selection B.ladder}\n"
            "A: [f.join=2] B.ladder\n"
            "B: E\n"
            "C: [f.join=5] B.ladder\n"
            "D: [f.join=5] B.ladder\n"
            "E: ret\n"
            "+entry.B: [f.join=2] B.ladder\n"
            "+B.ladder: dispatch f.join B.ladder.E 2:B {selection E}\n"
            "+B.ladder.E: E\n");
}

// Three nested loops; the innermost block continues the inner loop or leaves one, two or
// all three loops. Each loop's merge dispatches on that loop's selector, and a break out
// of several loops passes the merges of all of them in turn.
TEST(StructurizeCases, LoopWithExitsAtThreeDepths) {
  EXPECT_EQ(structurized(R"(
    entry: L1
    L1: L2
    L2: L3
    L3: s
    s: switch L3 0:L3x 1:L2x 2:L1x
    L3x: L2.tail
    L2.tail: L2 L1.tail
    L2x: L1.tail
    L1.tail: L1 done
    L1x: done
    done: ret
  )"),
            "entry: L1\n"
            "L1: L2 {loop L1.merge L1.latch}\n"
            "L2: L3 {loop L2.merge L2.latch}\n"
            "L3: s {loop L3.merge L3.latch}\n"
            "s: switch s.L3.latch 0:s.L3x 1:s.s.L2x 2:s.s.s.s.L1x {selection s.s.s.L1x}\n"
            "L3x: L2.tail\n"
            "L2.tail: L2.latch L2.tail.L1.tail\n"
            "L2x: L1.tail\n"
            "L1.tail: L1.latch L1.tail.done\n"
            "L1x: done\n"
            "done: ret\n"
            "+L1.latch: L1\n"
            "+L2.latch: L2\n"
            "+L3.latch: L3\n"
            "+L1.merge: dispatch L1.exit L1.merge.done 0:L1x {selection done}\n"
            "+s.L1x: [L1.exit=0] L1.merge\n"
            "+L1.tail.done: [L1.exit=1] L1.merge\n"
            "+L2.merge: dispatch L2.exit L2.merge.L1.tail 0:L2x 1:s.L1x {selection L1.tail}\n"
            "+s.L2x: [L2.exit=0] L2.merge\n"
            "+s.s.L1x: [L2.exit=1] L2.merge\n"
            "+L2.tail.L1.tail: [L2.exit=2] L2.merge\n"
            "+L3.merge: dispatch L3.exit s.s.L1x 0:L3.merge.L3x 1:s.L2x {selection L3x}\n"
            "+s.L3x: [L3.exit=0] L3.merge\n"
            "+s.s.L2x: [L3.exit=1] L3.merge\n"
            "+s.s.s.L1x: [L3.exit=2] L3.merge\n"
            "+s.L3.latch: L3.latch\n"
            "+L1.merge.done: done\n"
            "+L2.merge.L1.tail: L1.tail\n"
            "+s.s.s.s.L1x: s.s.s.L1x\n"
            "+L3.merge.L3x: L3x\n");
}

// while (true) { if (c) { Out = x; return; } ... }: the only way out is the return, whose
// block is the loop's merge; it runs after the loop with every lane that returned.
TEST(StructurizeCases, EndlessLoopLeftOnlyByReturn) {
  EXPECT_EQ(structurized("entry: h / h: early next / early: ret / next: h"),
            "entry: h\n"
            "h: early next {loop early next}\n"
            "early: ret\n"
            "next: h\n");
}

// A loop nobody leaves: its merge is an unreachable block, as SPIR-V requires one. Its
// header branches two ways inside the loop, so a new block heads the loop; both branches
// continue, so the selection merges at one of them.
TEST(StructurizeCases, LoopWithoutExitGetsAnUnreachableMerge) {
  EXPECT_EQ(structurized("entry: h / h: a b / a: h / b: h"),
            "entry: h.loop\n"
            "h: a b {selection b}\n"
            "a: h.latch\n"
            "b: h.latch\n"
            "+h.latch: h.loop\n"
            "+h.merge: unreachable\n"
            "+h.loop: h {loop h.merge h.latch}\n");
}

}  // namespace
}  // namespace untangle::structurizer
