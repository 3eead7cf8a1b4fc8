// collect() against the translator itself: on every shader of shaders/ it succeeds or
// fails exactly as `translate` does, with the same SPIR-V, and links every structured
// block to its SPIR-V label; failures in the structurizer and the emitter name the pass
// and the blocks.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "dxil/module_reader.h"
#include "explain/collect.h"
#include "explain/spirv_blocks.h"
#include "api/facade.h"
#include "spirv_tools/spirv_tools.h"
#include "structurizer/structurize.h"
#include "test_support/shader_inputs.h"

namespace untangle::explain {
namespace {

std::shared_ptr<const api::Module> load(const std::filesystem::path& path) {
  return api::Module::parse(test_support::shader_bytes(path));
}

std::vector<std::string> pass_names() {
  std::vector<std::string> names = {"input"};
  const structurizer::Pipeline pipeline = structurizer::default_pipeline();
  for (const auto& pass : pipeline.passes()) names.emplace_back(pass->name());
  return names;
}

std::vector<std::string> snapshot_names(const Explanation& explanation) {
  std::vector<std::string> names;
  for (const Snapshot& snapshot : explanation.snapshots) names.push_back(snapshot.pass);
  return names;
}

// The label of every block the emitter emitted is an OpLabel of the text, each a different one.
void expect_labels_in_text(const Explanation& explanation) {
  const structurizer::Function& structured = explanation.snapshots.back().function;
  const std::vector<uint32_t>& labels = explanation.spirv->block_labels;
  ASSERT_EQ(labels.size(), structured.size()) << explanation.spirv->mapping_note;
  std::set<uint32_t> seen;
  for (uint32_t label : labels) {
    if (label == 0) continue;
    EXPECT_TRUE(seen.insert(label).second) << label;
    // The whole instruction: after the line's indentation, so that %1 is not met by %11.
    EXPECT_NE(explanation.spirv->text.find(" %" + std::to_string(label) + " = OpLabel\n"), std::string::npos)
        << label;
  }
  EXPECT_FALSE(seen.empty());
}

class CorpusShader : public ::testing::TestWithParam<std::filesystem::path> {};

TEST_P(CorpusShader, AgreesWithTranslateAndLinksEveryBlock) {
  std::shared_ptr<const api::Module> parsed;
  try {
    parsed = load(GetParam());
  } catch (const Error& error) {
    // Malformed metadata (one reader test input): no page can be made, nor a translation.
    EXPECT_EQ(error.status(), Status::MalformedInput) << error.what();
    return;
  }
  const api::Module& module = *parsed;
  std::string translate_error;
  std::vector<uint32_t> words;
  try {
    words = api::translate(module, "").words;
  } catch (const std::exception& error) {
    translate_error = error.what();
  }
  Explanation explanation;
  try {
    explanation = collect(module, GetParam().filename().string(), "", {});
  } catch (const std::exception& error) {
    // Nothing to show: the module has no entry point to translate, as translate found.
    EXPECT_EQ(error.what(), translate_error);
    return;
  }
  if (!translate_error.empty()) {
    ASSERT_TRUE(explanation.failure.has_value()) << translate_error;
    EXPECT_EQ(explanation.failure->message, translate_error);
    return;
  }
  ASSERT_FALSE(explanation.failure.has_value()) << explanation.failure->message;
  EXPECT_EQ(snapshot_names(explanation), pass_names());
  ASSERT_TRUE(explanation.spirv.has_value());
  const std::string unjudged = spirv_tools::validate(words).unjudged;
  if (!unjudged.empty()) {
    // A module the system's SPIRV-Tools predates (work graphs): the passes, and why no text.
    EXPECT_EQ(explanation.spirv->text, "");
    EXPECT_EQ(explanation.spirv->unjudged, unjudged);
    EXPECT_EQ(explanation.spirv->validation, "");
    return;
  }
  EXPECT_EQ(explanation.spirv->text, spirv_tools::disassemble(words));
  EXPECT_EQ(explanation.spirv->validation, "");
  EXPECT_EQ(explanation.spirv->mapping_note, "");
  expect_labels_in_text(explanation);
  EXPECT_EQ(explanation.dxil.blocks.size(), explanation.dxil.labels.size()) << explanation.dxil.note;
  EXPECT_FALSE(explanation.dxil.blocks.empty());
}

INSTANTIATE_TEST_SUITE_P(Shaders, CorpusShader, ::testing::ValuesIn(test_support::shader_inputs(UNTANGLE_SHADERS_DIR)),
                         [](const auto& info) {
                           std::string name =
                               info.param.parent_path().filename().string() + "_" + info.param.stem().string();
                           std::replace_if(
                               name.begin(), name.end(),
                               [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
                           return name;
                         });

TEST(Collect, LabelsOfAnotherCfgDoNotMatch) {
  const auto module = load(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "control_flow/cf_waterfall.dxil");
  const Explanation explanation = collect(*module, "cf_waterfall.dxil", "main", {});
  ASSERT_TRUE(explanation.spirv.has_value());
  const std::vector<uint32_t> words = api::translate(*module, "").words;
  // The input CFG has no loop declaration, unlike what the emitter emitted.
  const BlockLabels labels = match_block_labels(words, explanation.snapshots.front().function);
  EXPECT_TRUE(labels.labels.empty());
  EXPECT_NE(labels.problem.find("does not end as structured block"), std::string::npos) << labels.problem;
}

TEST(Collect, StructurizerFailureNamesThePassAndTheBlocks) {
  const Explanation explanation =
      collect(*load(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/cli/explain/irreducible.ll"), "irreducible", "", {});
  ASSERT_TRUE(explanation.failure.has_value());
  EXPECT_EQ(explanation.failure->stage, "loop-latches");
  EXPECT_NE(explanation.failure->message.find("irreducible control flow"), std::string::npos);
  EXPECT_EQ(explanation.failure->cfg_blocks, (std::vector<std::string>{"b", "a"}));
  EXPECT_EQ(explanation.failure->dxil_blocks, (std::vector<uint32_t>{2, 1}));
  EXPECT_EQ(snapshot_names(explanation), (std::vector<std::string>{"input", "entry-block"}));
  EXPECT_FALSE(explanation.spirv.has_value());
}

TEST(Collect, EmitterFailureNamesTheBlockAndInstruction) {
  const Explanation explanation =
      collect(*load(std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/unsupported_op.ll"), "op", "", {});
  ASSERT_TRUE(explanation.failure.has_value());
  EXPECT_EQ(explanation.failure->stage, "emit");
  EXPECT_EQ(explanation.failure->dxil_blocks, std::vector<uint32_t>{0});
  EXPECT_EQ(explanation.failure->instruction, "call @dx.op.nop");
  EXPECT_EQ(snapshot_names(explanation), pass_names());
}

TEST(Collect, EntryByName) {
  const auto module = load(std::filesystem::path(UNTANGLE_SHADERS_DIR) / "control_flow/cf_waterfall.dxil");
  EXPECT_EQ(collect(*module, "x", "main", {}).function, "main");
  try {
    collect(*module, "x", "other", {});
    FAIL() << "an unknown entry point was accepted";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::InvalidArgument);
    EXPECT_STREQ(error.what(), "no entry point 'other' (the module has main)");
  }
}

}  // namespace
}  // namespace untangle::explain
