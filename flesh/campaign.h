// Fleshed CFG fuzzing campaigns: random reducible CFGs from the structurizer's generator,
// fleshed, assembled by llvm-as, translated by untangle's pipeline, run on Vulkan and
// checked, one seed after another.
#pragma once

#include "flesh/fleshing.h"
#include "runner/device.h"
#include "spirv_emit/options.h"
#include "test_support/random_cfg.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace untangle::flesh {

using namespace test_support;

struct CampaignOptions {
  Mode mode = Mode::SingleThread;
  uint64_t first_seed = 0;  // graph i uses seed first_seed + i, for the CFG and its paths
  uint64_t count = 100;
  test_support::RandomCfgOptions graphs;
  std::filesystem::path reproducers;  // failing graphs' .cfg, .ll and .json go here; empty: nowhere
  std::chrono::milliseconds timeout{60000};
  uint64_t max_failures = 10;  // the campaign stops after this many
  uint64_t progress_every = 1000;  // graphs between progress lines; 0: none
  spirv_emit::MaximalReconvergence maximal_reconvergence = spirv_emit::MaximalReconvergence::Auto;
};

struct CampaignSummary {
  uint64_t passed = 0;
  uint64_t skipped = 0;      // the device cannot run them (convergence mode needs waves of 8)
  uint64_t unfleshable = 0;  // no return reachable from the entry
  uint64_t checked_ballots = 0;
  uint64_t ambiguous_ballots = 0;  // visits in ambiguous zones, not checked
  bool stopped = false;            // too many failures, or the device was abandoned after a hang
  std::vector<uint64_t> failed_seeds;  // in the order they ran

  uint64_t failed() const { return failed_seeds.size(); }

  // One line: the counts, and the share of ballots checked in convergence mode.
  std::string describe() const;
};

// Runs the campaign, logging each failure (seed, mode, the difference) and a summary line
// every `progress_every` graphs to `log`.
CampaignSummary run_campaign(runner::Device& device, const CampaignOptions& options, std::ostream& log);

}  // namespace untangle::flesh
