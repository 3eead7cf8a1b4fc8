// DOT output of CFGs and the pipeline's pass-dump hook.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>

#include "graphviz/dot_writer.h"
#include "graphviz/pass_dump.h"
#include "structurizer/structurize.h"
#include "test_support/text_format.h"

namespace untangle::graphviz {

using namespace test_support;
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(DotWriter, MarksLoopsMergesBackEdgesAndSyntheticBlocks) {
  const structurizer::Function f = structurizer::structurize(test_support::parse_cfg("entry: h / h: a exit / a: h exit / exit: ret"));
  const std::string dot = to_dot(f, "after");
  const auto id = [&](const char* name) { return "n" + std::to_string(f.find(name)); };
  EXPECT_TRUE(contains(dot, "digraph \"f\" {"));
  EXPECT_TRUE(contains(dot, "label=\"after\""));
  EXPECT_TRUE(contains(dot, id("h") + " [label=\"h\", style=\"solid\", peripheries=2]"));  // loop header
  EXPECT_TRUE(contains(dot, id("h.latch") + " [label=\"h.latch\", style=\"dashed\"]"));    // synthetic
  EXPECT_TRUE(contains(dot, id("exit") + " [label=\"exit\\nreturn\", style=\"solid\"]"));
  EXPECT_TRUE(contains(dot, id("h.latch") + " -> " + id("h") + " [label=\"\", color=red, style=bold]"));  // back edge
  EXPECT_TRUE(contains(dot, id("h") + " -> " + id("exit") + " [style=dashed, color=blue, label=\"merge\""));
  EXPECT_TRUE(contains(dot, id("h") + " -> " + id("h.latch") + " [style=dashed, color=darkgreen, label=\"continue\""));
  EXPECT_TRUE(contains(dot, id("h") + " -> " + id("a") + " [label=\"T\"]"));
  EXPECT_TRUE(contains(dot, id("entry") + " [label=\"entry\", style=\"solid\", shape=house]"));
}

TEST(DotWriter, LabelsSelectorsAndSwitchCases) {
  const structurizer::Function f = test_support::parse_cfg("e: [s=4] d / +d: dispatch s x 4:y {selection x} / x: ret / y: x");
  const std::string dot = to_dot(f);
  EXPECT_TRUE(contains(dot, "label=\"e\\ns = 4\""));
  EXPECT_TRUE(contains(dot, "label=\"d\\nswitch s\", style=\"dashed,bold\""));
  EXPECT_TRUE(contains(dot, "n1 -> n3 [label=\"4\"]"));
  EXPECT_TRUE(contains(dot, "n1 -> n2 [label=\"default\"]"));
}

TEST(PassDump, WritesOneNumberedFilePerPass) {
  const std::filesystem::path directory =
      std::filesystem::path(UNTANGLE_BINARY_DIR) / ("pass-dump-test." + std::to_string(::getpid()));
  std::filesystem::remove_all(directory);
  structurizer::StructurizeOptions options;
  options.observer = dot_dump_hook(directory);
  structurizer::structurize(test_support::parse_cfg("entry: a b / a: j / b: j / j: ret"), options);
  for (const char* file : {"00-input.dot", "01-entry-block.dot", "02-loop-latches.dot", "03-loop-merges.dot",
                           "04-loop-headers.dot", "05-switch-targets.dot", "06-return-loop.dot", "07-selections.dot",
                           "08-switch-continues.dot", "09-switch-breaks.dot"})
    EXPECT_TRUE(std::filesystem::exists(directory / file)) << file;
  std::ifstream last(directory / "07-selections.dot");
  const std::string dot((std::istreambuf_iterator<char>(last)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(contains(dot, "label=\"f after selections\""));
  EXPECT_TRUE(contains(dot, "[style=dashed, color=blue, label=\"merge\""));
  std::filesystem::remove_all(directory);
}

}  // namespace
}  // namespace untangle::graphviz
