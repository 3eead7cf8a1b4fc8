// structurizer::Function: the edits keep predecessor lists and names consistent.
#include "structurizer/function.h"

#include <gtest/gtest.h>

#include "structurizer/error.h"
#include "structurizer/verify.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

TEST(Function, AddBlockMakesNamesUnique) {
  Function f("f");
  EXPECT_EQ(f.add_block("a", 0), 0u);
  EXPECT_EQ(f.add_block("a"), 1u);
  EXPECT_EQ(f.add_block(""), 2u);
  EXPECT_EQ(f.block(1).name, "a.1");
  EXPECT_EQ(f.block(2).name, "bb");
  EXPECT_EQ(f.find("a.1"), 1u);
  EXPECT_EQ(f.find("missing"), kNoBlock);
  EXPECT_FALSE(f.block(0).synthetic());
  EXPECT_TRUE(f.block(1).synthetic());
  f.rename(1, "b");
  EXPECT_EQ(f.find("b"), 1u);
  EXPECT_EQ(f.find("a.1"), kNoBlock);
}

// The name index grows while blocks are added and passes over renamed blocks' old names.
TEST(Function, NameIndexHoldsManyBlocksAndRenames) {
  Function f("f");
  for (int i = 0; i < 1000; ++i) f.add_block("x");
  EXPECT_EQ(f.block(0).name, "x");
  EXPECT_EQ(f.block(999).name, "x.999");
  for (BlockId id = 0; id < 1000; id += 2) f.rename(id, "y");
  EXPECT_EQ(f.block(998).name, "y.499");
  for (BlockId id = 0; id < 1000; ++id) EXPECT_EQ(f.find(f.block(id).name), id) << id;
  EXPECT_EQ(f.find("x"), kNoBlock);
  EXPECT_EQ(f.find("x.1"), 1u);
  EXPECT_EQ(f.add_block("x"), 1000u);
  EXPECT_EQ(f.block(1000).name, "x");
}

TEST(Function, PredecessorsFollowTerminatorEdits) {
  Function f = parse_cfg("a: b c / b: c / c: ret");
  const BlockId a = f.find("a"), b = f.find("b"), c = f.find("c");
  EXPECT_EQ(f.block(c).predecessors, (std::vector<BlockId>{a, b}));
  f.replace_target(a, c, b);  // a: b b
  EXPECT_EQ(f.block(a).terminator.targets, (std::vector<BlockId>{b, b}));
  EXPECT_EQ(f.block(b).predecessors, (std::vector<BlockId>{a}));
  EXPECT_EQ(f.block(c).predecessors, (std::vector<BlockId>{b}));
  EXPECT_EQ(f.successors(a), (std::vector<BlockId>{b}));
  f.set_target(a, 1, c);
  EXPECT_EQ(f.block(c).predecessors, (std::vector<BlockId>{b, a}));
  f.set_terminator(a, Terminator::return_from_function());
  EXPECT_TRUE(f.block(b).predecessors.empty());
  EXPECT_EQ(f.block(c).predecessors, (std::vector<BlockId>{b}));
  EXPECT_NO_THROW(structurizer::verify_function(f));
}

TEST(Function, RetainRenumbersBlocksEdgesAndAnnotations) {
  Function f = parse_cfg("a: c {selection d} / dead: c / c: d / d: ret");
  f.set_terminator(f.find("dead"), Terminator::unreachable());
  const std::vector<BlockId> renumber = f.retain({true, false, true, true});
  EXPECT_EQ(renumber, (std::vector<BlockId>{0, kNoBlock, 1, 2}));
  EXPECT_EQ(print_cfg(f), "a: c {selection d}\nc@2: d\nd: ret\n");
  EXPECT_EQ(f.find("dead"), kNoBlock);
  EXPECT_EQ(f.block(2).predecessors, (std::vector<BlockId>{1}));
}

TEST(Function, RetainRefusesToDropATarget) {
  Function f = parse_cfg("a: b / b: ret");
  EXPECT_THROW(f.retain({true, false}), InvalidFunctionError);
}

TEST(Function, SetTerminatorRejectsTargetsOutOfRange) {
  Function f = parse_cfg("a: ret");
  EXPECT_THROW(f.set_terminator(0, Terminator::branch(7)), InvalidFunctionError);
}

TEST(Function, SwitchTerminatorLayout) {
  const Terminator terminator = Terminator::switch_on_value(4, {{1, 5}, {9, 4}});
  EXPECT_EQ(terminator.targets, (std::vector<BlockId>{4, 5, 4}));
  EXPECT_EQ(terminator.case_values, (std::vector<int64_t>{1, 9}));
  EXPECT_EQ(terminator.distinct_targets(), (std::vector<BlockId>{4, 5}));
  EXPECT_TRUE(terminator.is_switch());
}

TEST(Verify, RejectsInconsistentFunctions) {
  Function f = parse_cfg("a: b / b: ret");
  const BlockId synthetic = f.add_block("s");
  f.set_terminator(synthetic, Terminator::conditional(0, 1));
  EXPECT_THROW(structurizer::verify_function(f), InvalidFunctionError);  // a synthetic program decision

  Function g = parse_cfg("a: switch b 1:b 1:a / b: ret");
  EXPECT_THROW(structurizer::verify_function(g), InvalidFunctionError);  // repeated case value

  Function h = parse_cfg("a: b / b: ret");
  h.add_selector("s");
  h.set_terminator(h.find("b"), Terminator::switch_on_selector(0, 0, {}));
  EXPECT_THROW(structurizer::verify_function(h), InvalidFunctionError);  // original block dispatches
}

}  // namespace
}  // namespace untangle::structurizer
