// The smoke campaign: a hundred random CFGs per mode go through the whole pipeline
// (fleshing, llvm-as-14, untangle's translation, Vulkan) and must match the reference.
// The full campaign is `untangle fuzz-cfg --execute` with larger counts.
#include "flesh/campaign.h"
#include "device_test.h"

#include <gtest/gtest.h>

#include <sstream>

namespace untangle::flesh {
namespace {

constexpr uint64_t kGraphsPerMode = 100;

class Campaign : public runner::testing::DeviceTest {
 protected:
  static void smoke(Mode mode) {
    CampaignOptions options;
    options.mode = mode;
    options.first_seed = 1;
    options.count = kGraphsPerMode;
    options.graphs.target_blocks = 30;
    std::ostringstream log;
    const CampaignSummary summary = run_campaign(device(), options, log);
    if (summary.skipped != 0 && summary.passed == 0 && summary.failed() == 0) {
      GTEST_SKIP() << "the device cannot run " << mode_name(mode) << " mode:\n" << log.str();
    }
    EXPECT_EQ(summary.failed(), 0u) << log.str();
    EXPECT_EQ(summary.passed + summary.unfleshable, kGraphsPerMode) << log.str();
    EXPECT_LT(summary.unfleshable, kGraphsPerMode / 10);
    if (mode == Mode::Convergence) {
      EXPECT_GT(summary.checked_ballots, 0u);
    }
  }
};

TEST_F(Campaign, SingleThread) { smoke(Mode::SingleThread); }
TEST_F(Campaign, LanesOnTheirOwnPaths) { smoke(Mode::Lanes); }
TEST_F(Campaign, ConvergenceOfWaves) { smoke(Mode::Convergence); }

// Seed 4094 continues its loop from a switch case nested in another; before the
// switch-breaks pass, Mesa's structured SPIR-V path ran the rest of the outer case and
// the dispatch never finished (flesh/README.md).
TEST_F(Campaign, ContinueOutOfNestedSwitchCases) {
  CampaignOptions options;
  options.mode = Mode::Lanes;
  options.first_seed = 4094;
  options.count = 1;
  options.graphs.target_blocks = 30;
  std::ostringstream log;
  const CampaignSummary summary = run_campaign(device(), options, log);
  EXPECT_EQ(summary.passed, 1u) << log.str();
}

}  // namespace
}  // namespace untangle::flesh
