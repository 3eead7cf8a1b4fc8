// Report entries (duplicates point at the first path), the summary, the JSON document and
// the merge of shard reports.
#include "cli/batch/report.h"

#include <gtest/gtest.h>

namespace untangle::batch {
namespace {

ContentHash hash_of(uint8_t value) {
  const uint8_t bytes[] = {value};
  return content_hash(bytes);
}

ShaderResult ok_result(uint64_t words) {
  ShaderResult result;
  result.shader_model = "6.0";
  EntryResult entry;
  entry.entry = "main";
  entry.stage = "compute";
  entry.output_words = words;
  entry.milliseconds = 2;
  result.entries.push_back(entry);
  return result;
}

ShaderResult unsupported_result(const std::string& detail) {
  ShaderResult result = ShaderResult::lost(ShaderStatus::Unsupported, detail);
  result.entries[0].milliseconds = 1;
  return result;
}

TEST(Report, DuplicatesPointAtTheTranslatedPath) {
  std::vector<ReportEntry> entries;
  append_entries(entries, "a.dxil", hash_of(1), 100, ok_result(50), true, "");
  append_entries(entries, "b.dxil", hash_of(1), 100, ok_result(50), true, "a.dxil");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].status, ShaderStatus::Ok);
  EXPECT_EQ(entries[0].output, "a.dxil.spv");
  EXPECT_EQ(entries[0].glsl, "a.dxil.glsl");
  EXPECT_EQ(entries[0].milliseconds, 2);
  EXPECT_EQ(entries[1].status, ShaderStatus::Duplicate);
  EXPECT_EQ(entries[1].duplicate_of, "a.dxil");
  EXPECT_EQ(entries[1].output, "b.dxil.spv");  // a copy: the output tree mirrors every input
  EXPECT_FALSE(entries[1].milliseconds);
}

TEST(Report, SummaryCountsAndGroupsErrorsLargestFirst) {
  std::vector<ReportEntry> entries;
  append_entries(entries, "a", hash_of(1), 10, ok_result(7), false, "");
  append_entries(entries, "b", hash_of(2), 20, unsupported_result("wave ops"), false, "");
  append_entries(entries, "c", hash_of(3), 30, unsupported_result("ray queries"), false, "");
  append_entries(entries, "d", hash_of(4), 40, unsupported_result("ray queries"), false, "");
  append_entries(entries, "e", hash_of(4), 40, unsupported_result("ray queries"), false, "d");
  const Summary summary = summarize(entries);
  EXPECT_EQ(summary.files, 5u);
  EXPECT_EQ(summary.shaders(), 5u);
  EXPECT_EQ(summary.count(ShaderStatus::Ok), 1u);
  EXPECT_EQ(summary.count(ShaderStatus::Unsupported), 3u);
  EXPECT_EQ(summary.count(ShaderStatus::Duplicate), 1u);
  EXPECT_EQ(summary.failures(), 3u);
  EXPECT_EQ(summary.input_bytes, 100u);  // the duplicate's bytes are not counted again
  EXPECT_EQ(summary.output_words, 7u);
  ASSERT_EQ(summary.error_classes.size(), 2u);
  EXPECT_EQ(summary.error_classes[0].error_class, "unsupported: ray queries");
  EXPECT_EQ(summary.error_classes[0].count, 2u);
  EXPECT_EQ(summary.error_classes[0].example, "c");
  EXPECT_EQ(summary.error_classes[1].error_class, "unsupported: wave ops");
}

Report shard_report(uint32_t index, uint32_t count, std::vector<ReportEntry> entries) {
  Report report;
  report.revision = "r1";
  report.shards = ShardSet{count, {index}};
  report.entries = std::move(entries);
  return report;
}

TEST(Report, JsonRoundTrips) {
  std::vector<ReportEntry> entries;
  append_entries(entries, "a", hash_of(1), 10, ok_result(7), false, "");
  append_entries(entries, "b", hash_of(2), 20, unsupported_result("x"), false, "");
  Report report = shard_report(1, 2, entries);
  report.target.spirv_version = spirv_emit::kSpirv16;
  report.target.environment = spirv_tools::TargetEnvironment::Vulkan1_3;
  report.target.rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Unordered;
  const nlohmann::ordered_json json = to_json(report);
  EXPECT_EQ(json["options"].dump(),
            R"({"validate":true,"glsl":false,"spirv_version":"1.6","target_env":"vulkan1.3","maximal_reconvergence":"auto",)"
            R"("rasterizer_ordered_views":"unordered"})");
  EXPECT_EQ(json["summary"]["status"]["unsupported"], 1);
  EXPECT_EQ(json["shaders"][1]["error"]["class"], "unsupported: x");
  const Report back = report_from_json(nlohmann::json::parse(json.dump()));
  EXPECT_EQ(to_json(back).dump(), json.dump());
  EXPECT_TRUE(back.target == report.target);
  EXPECT_THROW(report_from_json(nlohmann::json::parse("{}")), std::runtime_error);
  nlohmann::json bad = nlohmann::json::parse(json.dump());
  bad["options"]["spirv_version"] = "1.9";
  try {
    report_from_json(bad);
    ADD_FAILURE() << "a SPIR-V version 1.9 was read";
  } catch (const std::runtime_error& error) {
    EXPECT_NE(std::string(error.what()).find("options.spirv_version: \"1.9\" is not a known value"), std::string::npos)
        << error.what();
  }
}

TEST(Report, ShardsMergeIntoTheWhole) {
  std::vector<ReportEntry> first, second;
  append_entries(first, "b", hash_of(2), 20, ok_result(2), false, "");
  append_entries(second, "a", hash_of(1), 10, ok_result(1), false, "");
  append_entries(second, "c", hash_of(3), 30, ok_result(3), false, "");
  const Report merged = merge_reports({shard_report(0, 2, first), shard_report(1, 2, second)});
  EXPECT_FALSE(merged.shards);  // every shard: the report of an unsharded batch
  ASSERT_EQ(merged.entries.size(), 3u);
  EXPECT_EQ(merged.entries[0].path, "a");
  EXPECT_EQ(merged.entries[1].path, "b");
  EXPECT_EQ(merged.entries[2].path, "c");

  const Report partial = merge_reports({shard_report(0, 3, first), shard_report(2, 3, second)});
  ASSERT_TRUE(partial.shards);
  EXPECT_EQ(partial.shards->indices, (std::vector<uint32_t>{0, 2}));
}

TEST(Report, MergeRefusesReportsThatDoNotFit) {
  const Report a = shard_report(0, 2, {});
  Report other_revision = shard_report(1, 2, {});
  other_revision.revision = "r2";
  EXPECT_THROW(merge_reports({a, other_revision}), std::runtime_error);
  EXPECT_THROW(merge_reports({a, shard_report(0, 2, {})}), std::runtime_error);
  EXPECT_THROW(merge_reports({a, shard_report(1, 3, {})}), std::runtime_error);
  Report other_options = shard_report(1, 2, {});
  other_options.glsl = true;
  EXPECT_THROW(merge_reports({a, other_options}), std::runtime_error);
  Report other_target = shard_report(1, 2, {});
  other_target.target.maximal_reconvergence = spirv_emit::MaximalReconvergence::On;
  EXPECT_THROW(merge_reports({a, other_target}), std::runtime_error);
  std::vector<ReportEntry> same_path;
  append_entries(same_path, "a", hash_of(1), 10, ok_result(1), false, "");
  EXPECT_THROW(merge_reports({shard_report(0, 2, same_path), shard_report(1, 2, same_path)}), std::runtime_error);
}

}  // namespace
}  // namespace untangle::batch
