// The `untangle` subcommands: each file cli/cmd_*.cpp defines one add_*_command that
// registers its options and a callback on the root app; the callback stores the
// process exit status in `exit_status`.
#pragma once

#include <CLI/CLI.hpp>

#include "common/error.h"
#include "cli/batch/target_options.h"
#include "spirv_emit/options.h"

namespace untangle::cli {

// Exit statuses shared by every subcommand (DESIGN.md).
enum ExitStatus : int {
  kExitOk = 0,
  kExitTranslationFailed = 1,
  kExitUsage = 2,
  kExitValidationFailed = 3,
  kExitSkipped = 77,  // `run`: the device cannot run the test (ctest SKIP_RETURN_CODE)
};

// The exit status for a library failure: 2 when the caller asked for something impossible
// (unknown entry point, bad binding), else 1.
int exit_status_for(Status status);

// --maximal-reconvergence auto|on|off (spirv_emit::MaximalReconvergence), for the commands
// that translate.
void add_maximal_reconvergence_option(CLI::App& command, spirv_emit::MaximalReconvergence& value);
// --target-env, --spirv-version, --maximal-reconvergence and --rasterizer-ordered-views, for
// `translate` and `batch`.
void add_target_options(CLI::App& command, batch::TargetOptions& target);

void add_dis_command(CLI::App& app, int& exit_status);
void add_explain_command(CLI::App& app, int& exit_status);
void add_run_command(CLI::App& app, int& exit_status);
void add_fuzz_cfg_command(CLI::App& app, int& exit_status);
void add_translate_command(CLI::App& app, int& exit_status);
void add_batch_command(CLI::App& app, int& exit_status);
void add_report_command(CLI::App& app, int& exit_status);
void add_assemble_command(CLI::App& app, int& exit_status);

}  // namespace untangle::cli
