// The journal loads what a killed batch wrote (a torn last line aside), and only for the
// same revision and options.
#include "cli/batch/journal.h"

#include <gtest/gtest.h>

#include <fstream>

#include "support.h"

namespace untangle::batch {
namespace {

using testing::TempDir;

nlohmann::ordered_json header(const std::string& revision) {
  return {{"untangle_batch_journal", 1}, {"revision", revision}, {"validate", true}, {"glsl", false}};
}

ContentHash hash_of(uint8_t value) {
  const uint8_t bytes[] = {value};
  return content_hash(bytes);
}

TEST(Journal, ResumeLoadsEventsAndCutsATornLine) {
  const TempDir directory;
  const auto path = directory.path() / "journal";
  {
    JournalContents contents;
    std::string note;
    Journal journal(path, header("r1"), false, contents, note);
    journal.record_result(hash_of(1), ShaderResult::lost(ShaderStatus::Unsupported, "no"), "a.dxil");
  }
  {
    std::ofstream torn(path, std::ios::app);
    torn << R"({"file":"b.dxil","ha)";
  }
  JournalContents contents;
  std::string note;
  {
    Journal journal(path, header("r1"), true, contents, note);
    journal.record_file("c.dxil", hash_of(1));
  }
  EXPECT_EQ(note, "");
  ASSERT_EQ(contents.results.size(), 1u);
  EXPECT_EQ(contents.results.at(hash_of(1)).entries.at(0).status, ShaderStatus::Unsupported);
  EXPECT_EQ(contents.files.size(), 1u);
  EXPECT_EQ(contents.files.at("a.dxil"), hash_of(1));

  // The torn line is gone and what followed it is whole.
  JournalContents again;
  Journal reopened(path, header("r1"), true, again, note);
  EXPECT_EQ(again.files.size(), 2u);
  EXPECT_EQ(again.files.count("c.dxil"), 1u);
}

TEST(Journal, AnotherRevisionStartsAfresh) {
  const TempDir directory;
  const auto path = directory.path() / "journal";
  {
    JournalContents contents;
    std::string note;
    Journal journal(path, header("r1"), false, contents, note);
    journal.record_file("a.dxil", hash_of(1));
  }
  JournalContents contents;
  std::string note;
  Journal journal(path, header("r2"), true, contents, note);
  EXPECT_TRUE(contents.files.empty());
  EXPECT_NE(note.find("revision r1"), std::string::npos) << note;
  const std::vector<uint8_t> bytes = testing::read_bytes(path);
  EXPECT_EQ(nlohmann::json::parse(std::string(bytes.begin(), bytes.end()))["revision"], "r2");
}

TEST(Journal, WithoutResumeAnOldJournalIsReplaced) {
  const TempDir directory;
  const auto path = directory.path() / "journal";
  JournalContents contents;
  std::string note;
  { Journal(path, header("r1"), false, contents, note).record_file("a.dxil", hash_of(1)); }
  { Journal journal(path, header("r1"), false, contents, note); }
  JournalContents loaded;
  Journal journal(path, header("r1"), true, loaded, note);
  EXPECT_TRUE(loaded.files.empty());
}

}  // namespace
}  // namespace untangle::batch
