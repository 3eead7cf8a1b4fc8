// The CFG text notation: parsing, printing and round trips.
#include "test_support/text_format.h"

#include <gtest/gtest.h>

#include "structurizer/error.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

TEST(TextFormat, ParsesEveryTerminatorKind) {
  const Function f = parse_cfg(R"(
    entry: a b          # conditional
    a: sw
    sw: switch dflt 0:x -3:y 7:x
    b: ret
    dflt: unreachable
    x: b
    y: return
  )");
  ASSERT_EQ(f.size(), 7u);
  EXPECT_EQ(f.entry(), 0u);
  const Block& entry = f.block(f.find("entry"));
  EXPECT_EQ(entry.terminator, Terminator::conditional(f.find("a"), f.find("b")));
  const Block& sw = f.block(f.find("sw"));
  EXPECT_EQ(sw.terminator.kind, TerminatorKind::Switch);
  EXPECT_EQ(sw.terminator.targets, (std::vector<BlockId>{f.find("dflt"), f.find("x"), f.find("y"), f.find("x")}));
  EXPECT_EQ(sw.terminator.case_values, (std::vector<int64_t>{0, -3, 7}));
  EXPECT_EQ(f.block(f.find("b")).terminator.kind, TerminatorKind::Return);
  EXPECT_EQ(f.block(f.find("dflt")).terminator.kind, TerminatorKind::Unreachable);
  EXPECT_EQ(f.block(f.find("x")).predecessors, (std::vector<BlockId>{f.find("sw")}));
  EXPECT_EQ(f.block(f.find("b")).predecessors, (std::vector<BlockId>{f.find("entry"), f.find("x")}));
  for (BlockId id = 0; id < f.size(); ++id) EXPECT_EQ(f.block(id).origin, id);
}

TEST(TextFormat, SlashSeparatesBlocksOnOneLine) {
  const Function f = parse_cfg("entry: header / header: wave latch / wave: exit latch / latch: header / exit: ret");
  EXPECT_EQ(f.size(), 5u);
  EXPECT_EQ(f.block(f.find("latch")).terminator, Terminator::branch(f.find("header")));
}

TEST(TextFormat, ParsesSyntheticBlocksSelectorsAndMerges) {
  const Function f = parse_cfg(R"(
    entry: h
    h: body exit {loop exit latch}
    body: [sel=3, other=-1] ladder
    +ladder: dispatch sel latch 3:exit 4:latch {selection latch}
    latch: h
    exit@9: ret
  )");
  const Block& ladder = f.block(f.find("ladder"));
  EXPECT_TRUE(ladder.synthetic());
  EXPECT_EQ(ladder.terminator.kind, TerminatorKind::SelectorSwitch);
  EXPECT_EQ(f.selectors(), (std::vector<std::string>{"sel", "other"}));
  EXPECT_EQ(f.block(f.find("body")).assignments, (std::vector<SelectorAssignment>{{0, 3}, {1, -1}}));
  EXPECT_EQ(f.block(f.find("h")).merge, (MergeInfo{MergeKind::Loop, f.find("exit"), f.find("latch")}));
  EXPECT_EQ(ladder.merge, (MergeInfo{MergeKind::Selection, f.find("latch"), kNoBlock}));
  EXPECT_EQ(f.block(f.find("exit")).origin, 9u);
  EXPECT_EQ(f.block(f.find("latch")).origin, 3u);
}

TEST(TextFormat, PrintRoundTrips) {
  const std::string text =
      "entry: h\n"
      "h: body exit {loop exit latch}\n"
      "body: [sel=3] ladder\n"
      "+ladder: dispatch sel latch 3:exit {selection latch}\n"
      "latch: h\n"
      "exit@7: switch a 1:b\n"
      "a: ret\n"
      "b: unreachable\n";
  const Function f = parse_cfg(text);
  EXPECT_EQ(print_cfg(f), text);
  EXPECT_EQ(parse_cfg(print_cfg(f)), f);
}

TEST(TextFormat, SelectorBranchRoundTrips) {
  const std::string text =
      "entry: [flag=0] test\n"
      "+test: if flag=1 a b {selection b}\n"
      "a: b\n"
      "b: ret\n";
  const Function f = parse_cfg(text);
  const Block& test = f.block(f.find("test"));
  EXPECT_EQ(test.terminator, Terminator::branch_on_selector(0, 1, f.find("a"), f.find("b")));
  EXPECT_EQ(print_cfg(f), text);
  EXPECT_THROW(parse_cfg("entry: [flag=0] t / +t: if flag 1 a b / a: ret / b: ret"), TextFormatError);
}

TEST(TextFormat, EntryIsPrintedFirst) {
  Function f = parse_cfg("a: b / b: ret");
  const BlockId entry = f.add_block("start");
  f.set_terminator(entry, Terminator::branch(f.find("a")));
  f.set_entry(entry);
  const std::string printed = print_cfg(f);
  EXPECT_EQ(printed.substr(0, printed.find('\n')), "+start: a");
  EXPECT_EQ(print_cfg(parse_cfg(printed)), printed);
}

TEST(TextFormat, ReportsErrorsWithLineNumbers) {
  auto message = [](const char* text) {
    try {
      parse_cfg(text);
    } catch (const TextFormatError& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("a: b\nb: c"), "line 2: unknown block 'c'");
  EXPECT_EQ(message("a: ret\na: ret"), "line 2: block 'a' defined twice");
  EXPECT_EQ(message("a ret"), "line 1: expected ':'");
  EXPECT_EQ(message("a:"), "line 1: missing terminator");
  EXPECT_EQ(message("a: switch a x:a"), "line 1: expected an integer case value, got 'x'");
  EXPECT_EQ(message("ret: ret"), "line 1: 'ret' is a keyword, not a block name");
  EXPECT_EQ(message("a: a {while a}"), "line 1: unknown merge kind 'while' (expected loop or selection)");
  EXPECT_EQ(message("a: ret ?"), "line 1: unexpected character '?'");
  EXPECT_EQ(message("# nothing"), "empty CFG text: no blocks");
}

}  // namespace
}  // namespace untangle::structurizer
