// The conservative-shape checker on hand-written structured CFGs, each breaking one rule
// (every structurizer result must break none: the fuzz cases and named cases check that).
#include "test_support/shape_rules.h"

#include <gtest/gtest.h>

#include "test_support/text_format.h"

namespace untangle::test_support {
namespace {

std::vector<std::string> violations(const char* text) { return shape_rule_violations(parse_cfg(text)); }

TEST(ShapeRules, AcceptsAnIfElseAndALoop) {
  EXPECT_TRUE(violations("entry: a b {selection j} / a: j / b: j / j: ret").empty());
  EXPECT_TRUE(violations("entry: h / h: body exit {loop exit latch} / body: latch / latch: h / exit: ret").empty());
}

TEST(ShapeRules, OneMergePerBlockAndNeverAContinueTarget) {
  EXPECT_EQ(violations("entry: a j {selection j} / a: b j {selection j} / b: j / j: ret"),
            (std::vector<std::string>{"'j' is the merge block of several headers"}));
  EXPECT_EQ(violations("entry: h / h: s exit {loop exit latch} / s: a latch {selection latch} / a: latch / "
                       "latch: h / exit: ret"),
            (std::vector<std::string>{"'latch' is both a merge block and a continue target"}));
}

TEST(ShapeRules, LoopsDoNotMergeAtLoopHeaders) {
  EXPECT_EQ(violations("entry: h1 / h1: b1 h2 {loop h2 l1} / b1: l1 / l1: h1 / h2: b2 x {loop x l2} / b2: l2 / "
                       "l2: h2 / x: ret"),
            (std::vector<std::string>{"loop 'h1' merges at the header of loop 'h2'"}));
}

TEST(ShapeRules, NoEmptyConstructsNorBranchesThatChooseNothing) {
  EXPECT_EQ(violations("entry: switch s 1:s {selection m} / +s: m / m: ret"),
            (std::vector<std::string>{"the construct of 'entry' is empty"}));
  EXPECT_TRUE(violations("entry: switch s 1:s {selection m} / +s: [x=1] m / m: ret").empty());
  EXPECT_EQ(violations("entry: m m / m: ret"), (std::vector<std::string>{"'entry' branches to 'm' either way"}));
}

}  // namespace
}  // namespace untangle::test_support
