// The `untangle` subcommands: each file cli/cmd_*.cpp defines one add_*_command that
// registers its options and a callback on the root app; the callback stores the
// process exit status in `exit_status`.
#pragma once

#include <CLI/CLI.hpp>

namespace untangle::cli {

// Exit statuses shared by every subcommand (DESIGN.md).
enum ExitStatus : int {
  kExitOk = 0,
  kExitTranslationFailed = 1,
  kExitUsage = 2,
  kExitValidationFailed = 3,
};

void add_dis_command(CLI::App& app, int& exit_status);

}  // namespace untangle::cli
