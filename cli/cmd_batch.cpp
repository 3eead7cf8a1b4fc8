// `untangle batch INPUT... -o OUTDIR`: a shader cache in, a mirrored tree of SPIR-V and a
// report out, over a pool of worker processes (cli/batch/, docs/batch.md).
#include <memory>

#include "cli/batch/batch.h"
#include "cli/commands.h"

namespace untangle::cli {

void add_batch_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<batch::BatchOptions>();
  auto shard = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  auto report = std::make_shared<std::string>();
  CLI::App* command = app.add_subcommand(
      "batch", "Translate files and directories of shaders (recognised by content) into a mirrored tree of SPIR-V");
  command->add_option("INPUT", options->inputs, "Files and directories (searched recursively)")->required();
  command->add_option("-o,--output", *output, "Output directory: INPUT's tree, each shader as NAME.spv")->required();
  command->add_option("-j,--jobs", options->jobs, "Worker processes (default: one per available core)")
      ->check(CLI::Range(1u, 4096u));
  command->add_option("--report", *report, "Report file (default: OUTDIR/report.json)");
  command->add_flag("--resume", options->resume,
                    "Keep what an earlier run with the same revision and options finished in OUTDIR");
  command->add_option("--shard", *shard, "Translate only shard I of N (0 <= I < N), chosen by content hash")
      ->check([](const std::string& text) {
        return batch::parse_shard(text) ? std::string() : std::string("expected I/N with 0 <= I < N");
      });
  auto no_validate = std::make_shared<bool>(false);
  command->add_flag("--no-validate", *no_validate, "Do not validate outputs with SPIRV-Tools (by default invalid ones fail)");
  command->add_flag("--glsl", options->settings.glsl, "Also write NAME.glsl (SPIRV-Cross)");
  add_target_options(*command, options->settings.target);
  command->add_option("--timeout", options->timeout_seconds,
                      "Seconds one input may take before its worker is killed (default 60; 0: no limit)")
      ->check(CLI::NonNegativeNumber);
  command->add_flag("-q,--quiet", options->quiet, "No progress and no summary");
  command->callback([=, &exit_status] {
    options->output_directory = *output;
    options->report = *report;
    options->settings.validate = !*no_validate;
    if (!shard->empty()) options->shard = batch::parse_shard(*shard);
    exit_status = batch::run_batch(*options);
  });
}

}  // namespace untangle::cli
