// Crash and hang containment: a worker that crashes (SIGSEGV) or hangs on an input loses
// that input alone, reported as crashed or timeout, and the batch translates the rest as
// if nothing had happened. The faults come from the test-only UNTANGLE_BATCH_TEST_FAULTS.
#include <gtest/gtest.h>

#include "support.h"

namespace untangle::batch::testing {
namespace {

namespace fs = std::filesystem;

// Under AddressSanitizer its SIGSEGV handler would report the fault and exit 1 instead of
// letting the worker die of the signal, which is what the supervisor must report.
const std::vector<Environment> kFaults = {
    {"UNTANGLE_BATCH_TEST_FAULTS", "crash:cf_if_else.dxil,hang:cf_switch.dxil"}, {"ASAN_OPTIONS", "handle_segv=0"}};

// Long enough that no real translation of the corpus reaches it on a loaded machine (1 s
// did once, with six other jobs on two cores), short enough to keep the test quick.
constexpr const char* kTimeoutSeconds = "3";

// The 2,000-return shaders take seconds to translate and validate under a sanitizer or on a
// loaded machine, which the timeout must not catch: the faults need no large input.
void remove_largest_shaders(const fs::path& corpus) {
  std::vector<fs::path> largest;
  for (const auto& entry : fs::recursive_directory_iterator(corpus))
    if (entry.path().filename().string().starts_with("cf_many_returns")) largest.push_back(entry.path());
  for (const fs::path& path : largest) fs::remove(path);
}

class BatchCrash : public ::testing::TestWithParam<const char*> {};

TEST_P(BatchCrash, AFaultyInputIsLostAloneAndTheBatchGoesOn) {
  const TempDir directory;
  const fs::path corpus = make_corpus(directory.path(), 1);
  remove_largest_shaders(corpus);
  const fs::path clean = directory.path() / "clean";
  ASSERT_LE(run_untangle({"batch", corpus.string(), "-o", clean.string(), "-q"}).exit_status, 1);
  const fs::path faulty = directory.path() / "faulty";
  const RunResult run = run_untangle(
      {"batch", corpus.string(), "-o", faulty.string(), "-q", "-j", GetParam(), "--timeout", kTimeoutSeconds},
      kFaults);
  EXPECT_EQ(run.exit_status, 1) << run.err;

  const nlohmann::json expected = without_timings(read_json(clean / "report.json"));
  const nlohmann::json report = without_timings(read_json(faulty / "report.json"));
  ASSERT_EQ(report["shaders"].size(), expected["shaders"].size());
  for (size_t i = 0; i < report["shaders"].size(); ++i) {
    const nlohmann::json& entry = report["shaders"][i];
    const std::string path = entry["path"];
    if (path == "corpus/v0/control_flow/cf_if_else.dxil") {
      EXPECT_EQ(entry["status"], "crashed");
      EXPECT_EQ(entry["error"]["class"], "crashed: the worker died of signal SIGSEGV (Segmentation fault)");
      EXPECT_TRUE(entry["output"].is_null());
    } else if (path == "corpus/v0/control_flow/cf_switch.dxil") {
      EXPECT_EQ(entry["status"], "timeout");
      EXPECT_EQ(entry["error"]["class"],
                std::string("timeout: the translation took longer than ") + kTimeoutSeconds + " s (--timeout)");
    } else if (path == "corpus/zz_copy.dxil") {
      // The same content as the input that hung: a duplicate of it, with no output.
      EXPECT_EQ(entry["status"], "duplicate");
      EXPECT_EQ(entry["duplicate_of"], "corpus/v0/control_flow/cf_switch.dxil");
      EXPECT_TRUE(entry["output"].is_null());
    } else {
      EXPECT_EQ(entry, expected["shaders"][i]);
    }
  }
  EXPECT_EQ(report["summary"]["status"]["crashed"], 1);
  EXPECT_EQ(report["summary"]["status"]["timeout"], 1);

  // Crashes and timeouts are not kept for --resume: without the faults they translate.
  ASSERT_EQ(run_untangle({"batch", corpus.string(), "-o", faulty.string(), "-q", "--resume"}).exit_status, 1);
  EXPECT_EQ(without_timings(read_json(faulty / "report.json")), expected);
  EXPECT_TRUE(snapshot(faulty) == snapshot(clean));
}

INSTANTIATE_TEST_SUITE_P(Jobs, BatchCrash, ::testing::Values("1", "2"));

}  // namespace
}  // namespace untangle::batch::testing
