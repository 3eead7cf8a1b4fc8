// The `untangle` subcommands: each file cli/cmd_*.cpp defines one add_*_command that
// registers its options and a callback on the root app; the callback stores the
// process exit status in `exit_status`.
#pragma once

#include <CLI/CLI.hpp>

#include "common/error.h"

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

void add_dis_command(CLI::App& app, int& exit_status);
void add_explain_command(CLI::App& app, int& exit_status);
void add_run_command(CLI::App& app, int& exit_status);
void add_fuzz_cfg_command(CLI::App& app, int& exit_status);
void add_translate_command(CLI::App& app, int& exit_status);
void add_batch_command(CLI::App& app, int& exit_status);
void add_report_command(CLI::App& app, int& exit_status);

}  // namespace untangle::cli
