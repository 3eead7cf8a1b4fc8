// A batch killed at a random moment (SIGKILL, or SIGINT) and run again with --resume ends
// with the outputs and report of one uninterrupted run (timings aside), and --resume of a
// finished batch translates nothing again.
#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <random>
#include <thread>

#include "support.h"

namespace untangle::batch::testing {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

class BatchResume : public ::testing::Test {
 protected:
  void SetUp() override {
    corpus_ = make_corpus(directory_.path(), 2);
    const Clock::time_point start = Clock::now();
    const RunResult run = run_untangle(arguments(reference_dir()));
    duration_ = Clock::now() - start;
    ASSERT_LE(run.exit_status, 1) << run.err;
    reference_report_ = without_timings(read_json(reference_dir() / "report.json"));
    reference_files_ = snapshot(reference_dir());
    const char* seed = std::getenv("UNTANGLE_TEST_SEED");
    seed_ = seed != nullptr ? std::strtoul(seed, nullptr, 10) : std::random_device{}();
    RecordProperty("seed", std::to_string(seed_));
  }

  fs::path reference_dir() const { return directory_.path() / "reference"; }

  std::vector<std::string> arguments(const fs::path& out, bool resume = false) const {
    std::vector<std::string> result{"batch", corpus_.string(), "-o", out.string(), "-j", "2", "-q"};
    if (resume) result.push_back("--resume");
    return result;
  }

  // Starts a batch into `out`, sends `signal` after a random part of the uninterrupted
  // run's duration, then resumes it and compares with the reference.
  void interrupt_and_resume(const fs::path& out, int signal, std::mt19937& random) {
    const auto delay = std::chrono::duration_cast<std::chrono::microseconds>(duration_) *
                       std::uniform_real_distribution<double>(0.05, 0.95)(random);
    SCOPED_TRACE("seed " + std::to_string(seed_) + ", signal " + std::to_string(signal) + " after " +
                 std::to_string(delay.count()) + " us");
    const TempDir capture;
    const pid_t pid = start_untangle(arguments(out), capture.path());
    std::this_thread::sleep_for(delay);
    ::kill(pid, signal);
    const RunResult interrupted = wait_untangle(pid, capture.path());
    // SIGINT stops a batch with 130, unless it came after the batch had finished.
    if (signal == SIGINT && interrupted.exit_status != 130) {
      EXPECT_LE(interrupted.exit_status, 1) << interrupted.err;
    }
    const RunResult resumed = run_untangle(arguments(out, true));
    EXPECT_EQ(resumed.exit_status, run_status_) << resumed.err;
    EXPECT_EQ(without_timings(read_json(out / "report.json")), reference_report_);
    EXPECT_TRUE(snapshot(out) == reference_files_);
    EXPECT_TRUE(fs::is_empty(out / ".untangle-tmp"));
  }

  TempDir directory_;
  fs::path corpus_;
  Clock::duration duration_{};
  nlohmann::json reference_report_;
  std::map<std::string, std::vector<uint8_t>> reference_files_;
  int run_status_ = 1;  // shaders/ has an unsupported shader
  unsigned seed_ = 0;
};

TEST_F(BatchResume, KilledAtRandomMomentsThenResumedEqualsOneRun) {
  std::mt19937 random(seed_);
  for (int attempt = 0; attempt < 3; ++attempt)
    interrupt_and_resume(directory_.path() / ("killed" + std::to_string(attempt)), SIGKILL, random);
}

TEST_F(BatchResume, InterruptedThenResumedEqualsOneRun) {
  std::mt19937 random(seed_);
  interrupt_and_resume(directory_.path() / "interrupted", SIGINT, random);
}

TEST_F(BatchResume, ResumingAFinishedBatchTranslatesNothing) {
  const fs::path journal = reference_dir() / ".untangle-journal";
  const uintmax_t journal_size = fs::file_size(journal);
  const fs::file_time_type written = fs::last_write_time(reference_dir() / "corpus/v0/control_flow/cf_if_else.dxil.spv");
  const RunResult resumed = run_untangle(arguments(reference_dir(), true));
  EXPECT_EQ(resumed.exit_status, run_status_);
  EXPECT_EQ(fs::file_size(journal), journal_size);  // nothing new happened
  EXPECT_EQ(fs::last_write_time(reference_dir() / "corpus/v0/control_flow/cf_if_else.dxil.spv"), written);
  nlohmann::json report = read_json(reference_dir() / "report.json");
  EXPECT_EQ(without_timings(report), reference_report_);
}

TEST_F(BatchResume, ResumeRedoesWhatIsMissingOrChanged) {
  // An output deleted by hand and an input changed since: both translated again.
  fs::remove(reference_dir() / "corpus/v0/control_flow/cf_if_else.dxil.spv");
  const fs::path changed = corpus_ / "v1/control_flow/cf_switch.dxil";
  write_bytes(changed, with_digest_byte(read_bytes(changed), 0x77));
  const RunResult resumed = run_untangle(arguments(reference_dir(), true));
  EXPECT_EQ(resumed.exit_status, run_status_);
  const nlohmann::json report = read_json(reference_dir() / "report.json");
  const TempDir fresh;
  ASSERT_EQ(run_untangle(arguments(fresh.path())).exit_status, run_status_);
  EXPECT_EQ(without_timings(report), without_timings(read_json(fresh.path() / "report.json")));
  EXPECT_TRUE(snapshot(reference_dir()) == snapshot(fresh.path()));
}

TEST_F(BatchResume, AnotherRevisionOrOptionsTranslateEverythingAgain) {
  const fs::path journal = reference_dir() / ".untangle-journal";
  std::vector<uint8_t> bytes = read_bytes(journal);
  const std::string text(bytes.begin(), bytes.end());
  const size_t revision = text.find("\"revision\":\"") + 12;
  bytes[revision] = bytes[revision] == '9' ? '8' : '9';
  write_bytes(journal, bytes);
  const RunResult resumed = run_untangle({"batch", corpus_.string(), "-o", reference_dir().string(), "--resume"});
  EXPECT_NE(resumed.err.find("--resume: the journal was written by revision"), std::string::npos) << resumed.err;
  EXPECT_EQ(without_timings(read_json(reference_dir() / "report.json")), reference_report_);
}

}  // namespace
}  // namespace untangle::batch::testing
