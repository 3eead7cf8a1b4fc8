// `untangle fuzz-cfg --count N --seed S`: structurizes N random reducible CFGs (graph i
// uses seed S + i), checks each result with the structured-rules checker and compares
// its paths with the input's under many random branch decisions; with --spirv-val, also
// has spirv-val judge a SPIR-V skeleton of each result. Prints progress on stderr and a
// summary line; exits 1 after printing the first failing graphs (in CFG text notation,
// with the command that reproduces each) when any graph fails. With --execute, fleshes
// each graph into a compute shader instead and runs it on Vulkan (flesh/README.md).
#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "flesh/campaign.h"
#include "runner/device.h"
#include "runner/error.h"
#include "spirv_tools/spirv_tools.h"
#include "test_support/fuzz_check.h"
#include "test_support/spirv_skeleton.h"
#include "test_support/text_format.h"

namespace untangle::cli {

using namespace test_support;
namespace {

struct FuzzCfgOptions {
  uint64_t count = 1000;
  uint64_t seed = 1;
  uint32_t blocks = 120;
  uint32_t depth = 7;
  uint32_t runs = 24;
  bool print = false;
  bool quiet = false;
  bool spirv_val = false;
  bool execute = false;
  bool chained = false;
  std::string mode = "single";
  std::string shape = "mixed";
  spirv_emit::MaximalReconvergence maximal_reconvergence = spirv_emit::MaximalReconvergence::Auto;
  std::string device;
  std::string reproducers;
  double timeout_seconds = 60;
};

constexpr uint64_t kFailuresShown = 3;

int run_fuzz_cfg(const FuzzCfgOptions& options) {
  test_support::FuzzOptions fuzz;
  fuzz.graph.target_blocks = options.blocks;
  fuzz.graph.switch_loops = options.shape == "switch-loops";
  fuzz.graph.chained = options.chained;
  fuzz.graph.max_depth = options.depth;
  fuzz.decision_sequences = options.runs;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  double last_report = 0;
  uint64_t failures = 0;
  uint64_t input_blocks = 0;
  uint64_t output_blocks = 0;
  size_t largest = 0;
  for (uint64_t i = 0; i < options.count; ++i) {
    const uint64_t seed = options.seed + i;
    test_support::FuzzCaseResult result = test_support::run_fuzz_case(seed, fuzz);
    if (result.ok && options.spirv_val) {
      const spirv_tools::ValidationResult validation =
          spirv_tools::validate(test_support::spirv_skeleton(result.output));
      if (!validation.valid) {
        result.ok = false;
        result.failure = "spirv-val rejects the structured CFG: " + validation.messages;
      }
    }
    input_blocks += result.input.size();
    output_blocks += result.output_blocks;
    largest = std::max(largest, result.input.size());
    if (options.print) {
      std::cout << "# seed " << seed << "\n" << test_support::print_cfg(result.input);
      if (result.ok) std::cout << "# structured\n" << test_support::print_cfg(result.output);
      std::cout << "\n";
    }
    if (!result.ok) {
      if (++failures <= kFailuresShown)
        std::cout << "FAIL seed " << seed << ": " << result.failure << "\n"
                  << "reproduce: untangle fuzz-cfg --seed " << seed << " --count 1 --blocks " << options.blocks
                  << " --depth " << options.depth << " --shape " << options.shape << " --runs " << options.runs << (options.spirv_val ? " --spirv-val" : "")
                  << "\n"
                  << test_support::print_cfg(result.input) << "\n";
    }
    if (!options.quiet && elapsed() - last_report >= 2.0) {
      last_report = elapsed();
      std::cerr << "fuzz-cfg: " << i + 1 << "/" << options.count << " graphs, " << failures << " failures, "
                << static_cast<int>(last_report) << " s\n";
    }
  }
  const double seconds = elapsed();
  std::cout << "fuzz-cfg: " << options.count << " graphs (seeds " << options.seed << ".."
            << options.seed + options.count - 1 << "), " << failures << " failures; blocks per graph: "
            << (options.count ? input_blocks / options.count : 0) << " average, " << largest << " largest, "
            << (options.count ? output_blocks / options.count : 0) << " average after structurizing; "
            << options.runs << " decision runs per graph" << (options.spirv_val ? ", spirv-val on each" : "") << "; "
            << seconds << " s\n";
  return failures == 0 ? kExitOk : kExitTranslationFailed;
}

// --execute: fleshed graphs run on the device; the campaign logs failures and progress.
int run_fuzz_cfg_execute(const FuzzCfgOptions& options) {
  flesh::CampaignOptions campaign;
  campaign.mode = *flesh::mode_from_name(options.mode);
  campaign.first_seed = options.seed;
  campaign.count = options.count;
  campaign.graphs.target_blocks = options.blocks;
  campaign.graphs.max_depth = options.depth;
  campaign.graphs.switch_loops = options.shape == "switch-loops";
  campaign.maximal_reconvergence = options.maximal_reconvergence;
  campaign.reproducers = options.reproducers;
  campaign.timeout = std::chrono::milliseconds(static_cast<int64_t>(options.timeout_seconds * 1000.0));
  campaign.progress_every = options.quiet ? 0 : 100;
  const auto start = std::chrono::steady_clock::now();
  try {
    runner::Device device(options.device.empty() ? runner::device_filter_from_environment() : options.device);
    const flesh::CampaignSummary summary = flesh::run_campaign(device, campaign, std::cerr);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const uint64_t attempted = summary.passed + summary.failed() + summary.skipped + summary.unfleshable;
    std::cout << "fuzz-cfg --execute --mode " << options.mode << ": " << attempted << " of " << options.count
              << " graphs (seeds " << options.seed << ".." << options.seed + attempted - 1 << ", " << options.blocks
              << " blocks, depth " << options.depth << ", shape " << options.shape << ") on " << device.info().name << ": " << summary.describe()
              << "; " << seconds << " s\n";
    for (const uint64_t seed : summary.failed_seeds) {
      std::cout << "reproduce: untangle fuzz-cfg --execute --mode " << options.mode << " --seed " << seed
                << " --count 1 --blocks " << options.blocks << " --depth " << options.depth << " --shape " << options.shape
                << " --reproducers DIR\n";
    }
    if (summary.stopped && !summary.failed_seeds.empty()) {
      std::cout << "resume: untangle fuzz-cfg --execute --mode " << options.mode << " --seed "
                << summary.failed_seeds.back() + 1 << " ...\n";
    }
    if (summary.failed() != 0 || summary.stopped) return kExitTranslationFailed;
    if (summary.passed == 0 && summary.skipped != 0) return kExitSkipped;
    return kExitOk;
  } catch (const runner::NoDevice& error) {
    std::cerr << "untangle fuzz-cfg: no Vulkan device: " << error.what() << "\n";
  } catch (const std::exception& error) {
    std::cerr << "untangle fuzz-cfg: " << error.what() << "\n";
  }
  return kExitTranslationFailed;
}

}  // namespace

void add_fuzz_cfg_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<FuzzCfgOptions>();
  CLI::App* command = app.add_subcommand(
      "fuzz-cfg", "Structurize random reducible CFGs; check the structured rules and path equivalence");
  command->add_option("--count", options->count, "Number of graphs")->capture_default_str();
  command->add_option("--seed", options->seed, "Seed of the first graph (graph i uses seed + i)")->capture_default_str();
  command->add_option("--blocks", options->blocks, "Blocks per generated graph (soft target)")
      ->check(CLI::Range(1u, 1000000u))
      ->capture_default_str();
  command->add_option("--depth", options->depth, "Maximum nesting of ifs, loops and switches")
      ->check(CLI::Range(0u, 64u))
      ->capture_default_str();
  command->add_option("--shape", options->shape,
                      "Graphs to generate: mixed, or switch-loops (weighted to switches inside loops with continues)")
      ->check(CLI::IsMember({"mixed", "switch-loops"}))
      ->capture_default_str();
  command->add_flag("--chained", options->chained,
                    "Guard every top-level statement by an if, so that each graph really grows to --blocks");
  command->add_option("--runs", options->runs, "Random decision sequences compared per graph")->capture_default_str();
  command->add_flag("--print", options->print, "Print every graph and its structured form");
  command->add_flag("--quiet", options->quiet, "No progress lines on stderr");
  command->add_flag("--spirv-val", options->spirv_val, "Also validate a SPIR-V skeleton of every result with spirv-val");
  command->add_flag("--execute", options->execute,
                    "Flesh every graph into a compute shader, run it on Vulkan and check its paths");
  command->add_option("--mode", options->mode, "With --execute: single, lanes (64 threads) or convergence (ballots)")
      ->check(CLI::IsMember({"single", "lanes", "convergence"}))
      ->capture_default_str();
  command->add_option("--device", options->device,
                      "With --execute: part of the Vulkan device's name (default: $UNTANGLE_DEVICE, else a GPU, "
                      "else the CPU device)");
  command->add_option("--reproducers", options->reproducers,
                      "With --execute: directory for each failing graph's .cfg, .ll, .json and .txt");
  command->add_option("--timeout", options->timeout_seconds,
                      "With --execute: seconds a dispatch (shader compilation included) may take")
      ->capture_default_str();
  add_maximal_reconvergence_option(*command, options->maximal_reconvergence);
  command->callback([options, &exit_status] {
    exit_status = options->execute ? run_fuzz_cfg_execute(*options) : run_fuzz_cfg(*options);
  });
}

}  // namespace untangle::cli
