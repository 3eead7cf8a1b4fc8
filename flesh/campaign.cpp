// The campaign loop: one graph per seed, every failure logged and optionally saved as a
// reproducer (the CFG in the structurizer's text notation, the shader, the manifest).
#include "flesh/campaign.h"

#include "flesh/error.h"
#include "flesh/llvm_as.h"
#include "runner/runner.h"
#include "runner/spirv_module.h"
#include "runner/translation.h"
#include "test_support/text_format.h"

#include <fstream>

namespace untangle::flesh {

using namespace test_support;
namespace {

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file) throw FleshError("cannot write " + path.string());
}

void save_reproducer(const CampaignOptions& options, uint64_t seed, const structurizer::Function& function,
                     const FleshedShader& shader, const std::string& failure) {
  std::filesystem::create_directories(options.reproducers);
  const std::string stem = "seed" + std::to_string(seed) + "-" + std::string(mode_name(options.mode));
  write_file(options.reproducers / (stem + ".cfg"), test_support::print_cfg(function));
  write_file(options.reproducers / (stem + ".ll"), shader.llvm_text);
  write_file(options.reproducers / (stem + ".json"), shader.manifest.to_json());
  write_file(options.reproducers / (stem + ".txt"), failure);
}

// Runs one fleshed shader; returns the difference from the reference, empty when none.
std::string execute(runner::Device& device, const FleshedShader& shader, const CampaignOptions& options,
                    bool& skipped) {
  runner::TranslationInputs translation_inputs;
  translation_inputs.maximal_reconvergence = options.maximal_reconvergence;
  runner::RunOptions run_options;
  run_options.timeout = options.timeout;
  const runner::RunReport report = runner::run_manifest(
      device, shader.manifest,
      {runner::translate_dxil(assemble_llvm(shader.llvm_text), translation_inputs)}, run_options);
  skipped = report.verdict == runner::Verdict::Skipped;
  if (skipped) return {};
  return check_execution(shader, report.contents);
}

}  // namespace

std::string CampaignSummary::describe() const {
  std::string text = std::to_string(passed) + " passed, " + std::to_string(failed()) + " failed, " +
                     std::to_string(skipped) + " skipped, " + std::to_string(unfleshable) +
                     " without a reachable return";
  if (checked_ballots + ambiguous_ballots != 0) {
    text += "; " + std::to_string(checked_ballots) + " ballots checked, " + std::to_string(ambiguous_ballots) +
            " in ambiguous zones not checked";
  }
  return text + (stopped ? "; stopped early" : "");
}

CampaignSummary run_campaign(runner::Device& device, const CampaignOptions& options, std::ostream& log) {
  CampaignSummary summary;
  for (uint64_t index = 0; index < options.count; ++index) {
    const uint64_t seed = options.first_seed + index;
    const structurizer::Function function = test_support::random_cfg(seed, options.graphs);
    FleshedShader shader;
    try {
      shader = flesh(function, options.mode, seed);
    } catch (const FleshError& error) {
      ++summary.unfleshable;
      log << "seed " << seed << ": not fleshed: " << error.what() << "\n";
      continue;
    }
    std::string failure;
    bool skipped = false;
    try {
      failure = execute(device, shader, options, skipped);
    } catch (const std::exception& error) {
      failure = error.what();
    }
    if (skipped) {
      ++summary.skipped;
    } else if (failure.empty()) {
      ++summary.passed;
      for (const LaneVisits& visits : shader.reference) {
        for (const bool ambiguous : visits.ambiguous)
          ++(ambiguous ? summary.ambiguous_ballots : summary.checked_ballots);
      }
    } else {
      summary.failed_seeds.push_back(seed);
      log << "seed " << seed << " (" << mode_name(options.mode) << "): FAILED\n" << failure << "\n";
      if (!options.reproducers.empty()) save_reproducer(options, seed, function, shader, failure);
    }
    if (options.progress_every != 0 && (index + 1) % options.progress_every == 0) {
      log << (index + 1) << " graphs: " << summary.describe() << "\n";
    }
    if (device.abandoned() || summary.failed() >= options.max_failures) {
      summary.stopped = true;
      log << (device.abandoned() ? "stopping: the device is abandoned after a dispatch that never finished\n"
                                 : "stopping: too many failures\n");
      break;
    }
  }
  return summary;
}

}  // namespace untangle::flesh
