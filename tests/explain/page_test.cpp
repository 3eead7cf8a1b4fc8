// The page of a corpus shader, read as text: self-contained, one picture per snapshot
// holding each of the snapshot's blocks, steps and notes to match; and a 2,000-block
// function (generated: the corpus has none that large) explained within seconds.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "dxil/module_reader.h"
#include "explain/collect.h"
#include "explain/page.h"
#include "flesh/dxil_text.h"
#include "flesh/graph.h"
#include "flesh/llvm_as.h"
#include "test_support/random_cfg.h"

namespace untangle::explain {
namespace {

size_t count(const std::string& text, const std::string& part) {
  size_t found = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++found;
  return found;
}

std::string figure(const std::string& html, size_t index) {
  const size_t start = html.find("<figure class=\"pass\" data-figure=\"" + std::to_string(index) + "\"");
  if (start == std::string::npos) return {};
  return html.substr(start, html.find("</figure>", start) - start);
}

Explanation waterfall() {
  std::ifstream file(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "control_flow/cf_waterfall.dxil", std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  return collect(*api::Module::parse(bytes), "cf_waterfall.dxil", "", {});
}

TEST(Page, OnePicturePerSnapshotWithItsBlocks) {
  const Explanation explanation = waterfall();
  const Page page = explain_page(explanation);
  EXPECT_EQ(page.warning, "");
  const std::string& html = page.html;
  const size_t snapshots = explanation.snapshots.size();
  EXPECT_EQ(count(html, "<figure class=\"pass\""), snapshots);
  EXPECT_EQ(count(html, "<li class=\"step\""), snapshots);
  EXPECT_EQ(count(html, "<div class=\"note-step\""), snapshots);
  for (size_t index = 0; index < snapshots; ++index) {
    const std::string picture = figure(html, index);
    const structurizer::Function& function = explanation.snapshots[index].function;
    EXPECT_EQ(count(picture, " data-b=\""), function.size()) << index;  // no block removed here
    for (const structurizer::Block& block : function.blocks())
      EXPECT_EQ(count(picture, "\">" + block.name + "</text>"), 1u) << block.name;
  }
  // Every block of the final picture links its DXIL block and its SPIR-V label.
  const std::string last = figure(html, snapshots - 1);
  EXPECT_EQ(count(last, " data-dxil=\""), explanation.snapshots.back().function.size());
  EXPECT_EQ(count(last, " data-spv=\""), explanation.snapshots.back().function.size());
  // The loop pass marks its header and draws the merge and continue declarations.
  EXPECT_EQ(count(last, "<g class=\"n hloop\""), 1u);
  EXPECT_EQ(count(last, "<path class=\"e merge\""), 1u);
  EXPECT_EQ(count(last, "<path class=\"e cont\""), 1u);
  EXPECT_EQ(count(figure(html, 3), "<path class=\"e merge add\""), 1u);  // loop-merges adds them
}

TEST(Page, SelfContained) {
  const std::string html = explain_page(waterfall()).html;
  // Nothing that would be fetched: no external scripts, styles, images or links; the only
  // URL is the SVG namespace.
  for (const char* pattern : {"<link", "src=", "@import", "href=\"http", "url(http"})
    EXPECT_EQ(html.find(pattern), std::string::npos) << pattern;
  EXPECT_EQ(count(html, "http"), count(html, "http://www.w3.org/2000/svg"));
  EXPECT_EQ(count(html, "<marker id=\"m-br\""), 1u);
}

TEST(Page, WithoutALayoutItSaysWhy) {
  const Explanation explanation = waterfall();
  const std::string html = render_page(explanation, union_graph(explanation.snapshots), nullptr, "dot is missing");
  EXPECT_EQ(count(html, "<figure"), 0u);
  EXPECT_NE(html.find("No pictures: dot is missing"), std::string::npos);
  EXPECT_EQ(count(html, "<li class=\"step\""), explanation.snapshots.size());
}

// How long it takes is bench/bench_explain's business; here the page must be whole.
TEST(Page, TwoThousandBlockFunction) {
  test_support::RandomCfgOptions options;
  options.target_blocks = 2900;  // straight-line blocks merge: about 2,000 remain
  options.chained = true;
  const flesh::Graph graph = flesh::Graph::from_function(test_support::random_cfg(1, options));
  ASSERT_GE(graph.size(), 1900u);
  const auto module = api::Module::parse(flesh::assemble_llvm(flesh::dxil_text(graph, {})));
  const Explanation explanation = collect(*module, "generated", "", {});
  const Page page = explain_page(explanation);

  ASSERT_FALSE(explanation.failure.has_value()) << explanation.failure->message;
  EXPECT_EQ(page.warning, "");
  EXPECT_EQ(count(page.html, "<figure class=\"pass\""), explanation.snapshots.size());
  EXPECT_EQ(explanation.spirv->mapping_note, "");
}

}  // namespace
}  // namespace untangle::explain
