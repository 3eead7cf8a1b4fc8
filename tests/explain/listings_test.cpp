// The DXIL text cut into blocks, and the code panels' links and error placement.
#include <gtest/gtest.h>

#include <string>

#include "explain/dxil_split.h"
#include "explain/listings.h"

namespace untangle::explain {
namespace {

constexpr const char* kModule = R"(target triple = "dxil-ms-dx"

define void @helper() {
  ret void
}

; Function Attrs: nounwind
define void @main(i32 %x) #0 {
  %1 = add i32 %x, 1
  br label %next

next:                                             ; preds = %0
  %y = add i32 %1, 2
  %z = call i32 @dx.op.foo(i32 1)
  ret void
}

declare i32 @dx.op.foo(i32)
)";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(SplitFunction, BlocksOfTheChosenDefinition) {
  const DxilListing listing = split_function(kModule, 1, {"0", "next"});
  EXPECT_EQ(listing.header, "define void @main(i32 %x) #0 {");
  ASSERT_EQ(listing.blocks.size(), 2u) << listing.note;
  EXPECT_EQ(listing.blocks[0], "  %1 = add i32 %x, 1\n  br label %next");
  EXPECT_EQ(listing.blocks[1],
            "next:                                             ; preds = %0\n  %y = add i32 %1, 2\n"
            "  %z = call i32 @dx.op.foo(i32 1)\n  ret void");
}

TEST(SplitFunction, ANoteInsteadOfBlocksThatDoNotMatch) {
  const DxilListing wrong_count = split_function(kModule, 1, {"0", "next", "more"});
  EXPECT_TRUE(wrong_count.blocks.empty());
  EXPECT_EQ(wrong_count.note, "the disassembly of the function has 2 paragraphs for 3 blocks");
  EXPECT_EQ(wrong_count.labels.size(), 3u);
  const DxilListing missing = split_function(kModule, 2, {"0"});
  EXPECT_EQ(missing.note, "the disassembly has no definition #2");
}

TEST(DxilPanel, LabelsLinkAndTheErrorFollowsItsInstruction) {
  const DxilListing listing = split_function(kModule, 1, {"0", "next"});
  Failure failure{"emit", "block %next: <unsupported>", {}, {1}, "%z = call @dx.op.foo"};
  const std::string html = dxil_panel(listing, failure);
  // The unnamed entry block gets a label in the gutter; a named block's label is a link.
  EXPECT_TRUE(contains(html, "<div class=\"blk\" id=\"dxil-0\" data-dxil=\"0\"><a class=\"lbl gutter\" data-dxil=\"0\">%0</a>"));
  EXPECT_TRUE(contains(html, "<div class=\"blk err\" id=\"dxil-1\" data-dxil=\"1\"><pre class=\"code\"><a class=\"lbl\" data-dxil=\"1\">next:</a>"));
  // The instruction is marked and the message (escaped) comes right after its line.
  EXPECT_TRUE(contains(html, "<span class=\"errline\">  %z = call i32 @dx.op.foo(i32 1)</span></pre><div class=\"error\"><b>emit failed:</b> "
                             "block %next: &lt;unsupported&gt;</div><pre class=\"code\">  ret void</pre>"));
}

TEST(DxilPanel, ErrorAtTheTopOfABlockWithoutItsInstruction) {
  const DxilListing listing = split_function(kModule, 1, {"0", "next"});
  const Failure failure{"loop-latches", "'next' is wrong", {"next"}, {1}, {}};
  const std::string html = dxil_panel(listing, failure);
  EXPECT_TRUE(contains(html, "data-dxil=\"1\"><div class=\"error\"><b>loop-latches failed:</b> &#39;next&#39; is wrong</div>"
                             "<pre class=\"code\"><a class=\"lbl\""));
  EXPECT_FALSE(contains(html, "errline"));
}

TEST(SpirvPanel, StructuredLabelsStartBlocksAndReferencesLink) {
  SpirvListing spirv;
  spirv.text = "; SPIR-V\n       %main = OpFunction %void None %3\n          %5 = OpLabel\n"
               "               OpBranch %7\n          %7 = OpLabel\n         %70 = OpIAdd %uint %7 %5\n"
               "               OpReturn\n               OpFunctionEnd\n";
  spirv.block_labels = {5, 7};
  const std::string html = spirv_panel(spirv, std::nullopt);
  EXPECT_TRUE(contains(html, "<div class=\"blk\" id=\"spv-5\" data-spv=\"5\"><pre class=\"code\">          "
                             "<a class=\"lbl\" data-spv=\"5\">%5</a> = OpLabel\n               OpBranch "
                             "<a class=\"ref\" data-spv=\"7\">%7</a>\n</pre></div>"));
  // %70 is no label; %7 and %5 as operands are references.
  EXPECT_TRUE(contains(html, "         %70 = OpIAdd %uint <a class=\"ref\" data-spv=\"7\">%7</a> "
                             "<a class=\"ref\" data-spv=\"5\">%5</a>\n"));
  EXPECT_TRUE(contains(html, "</pre></div>\n<pre class=\"code\">               OpFunctionEnd\n"));
}

TEST(SpirvPanel, SaysWhyThereIsNone) {
  const Failure failure{"emit", "bad", {}, {}, {}};
  EXPECT_TRUE(contains(spirv_panel(std::nullopt, failure), "No SPIR-V: translation stopped in emit."));
}

}  // namespace
}  // namespace untangle::explain
