// Three shards (--shard I/3), merged with `untangle report merge`, equal one unsharded run:
// every input in exactly one shard, the same outputs and the same report.
#include <gtest/gtest.h>

#include "support.h"

namespace untangle::batch::testing {
namespace {

namespace fs = std::filesystem;

TEST(BatchShards, MergedShardsEqualOneRun) {
  const TempDir directory;
  const fs::path corpus = make_corpus(directory.path(), 1);
  const fs::path whole = directory.path() / "whole";
  ASSERT_LE(run_untangle({"batch", corpus.string(), "-o", whole.string(), "-q"}).exit_status, 1);

  std::vector<std::string> merge{"report", "merge"};
  std::map<std::string, std::vector<uint8_t>> union_of_shards;
  size_t shard_files = 0;
  for (int index = 0; index < 3; ++index) {
    const fs::path out = directory.path() / ("shard" + std::to_string(index));
    const fs::path report = directory.path() / ("shard" + std::to_string(index) + ".json");
    const RunResult run = run_untangle({"batch", corpus.string(), "-o", out.string(), "-q", "--shard",
                                        std::to_string(index) + "/3", "--report", report.string()});
    ASSERT_LE(run.exit_status, 1) << run.err;
    const nlohmann::json json = read_json(report);
    EXPECT_EQ(json["shards"], nlohmann::json({{"count", 3}, {"indices", {index}}}));
    EXPECT_GT(json["shaders"].size(), 0u);  // SHA-256 spreads 160 inputs over all three
    const auto files = snapshot(out);
    shard_files += files.size();
    union_of_shards.insert(files.begin(), files.end());
    merge.push_back(report.string());
  }
  EXPECT_EQ(shard_files, union_of_shards.size());  // no output in two shards
  EXPECT_TRUE(union_of_shards == snapshot(whole));

  const fs::path merged = directory.path() / "merged.json";
  merge.insert(merge.end(), {"-o", merged.string()});
  const RunResult run = run_untangle(merge);
  ASSERT_EQ(run.exit_status, 0) << run.err;
  EXPECT_EQ(without_timings(read_json(merged)), without_timings(read_json(whole / "report.json")));

  // A shard twice is refused, with the reason.
  const RunResult twice = run_untangle({"report", "merge", merge[2], merge[2], "-o", merged.string()});
  EXPECT_EQ(twice.exit_status, 1);
  EXPECT_NE(twice.err.find("untangle report merge: shard 0/3 is in two reports"), std::string::npos) << twice.err;
}

}  // namespace
}  // namespace untangle::batch::testing
