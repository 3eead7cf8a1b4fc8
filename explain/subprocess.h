// Runs a program found on PATH without a shell, writing `input` to its stdin and
// collecting its stdout and stderr: how explain runs GraphViz's `dot`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace untangle::explain {

struct ProgramResult {
  bool exited = false;  // false: killed by a signal
  int status = 0;       // the exit status, or the signal number
  std::string out;
  std::string err;
};

// Throws std::runtime_error when the program cannot be started.
ProgramResult run_program(const std::vector<std::string>& arguments, std::string_view input);

}  // namespace untangle::explain
