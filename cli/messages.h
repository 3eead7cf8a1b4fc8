// Shared by the subcommands' error output: every error is one line on stderr.
#pragma once

#include <string>

namespace untangle::cli {

// The message with its line breaks turned into spaces (errors may quote multi-line text).
std::string one_line(std::string message);

}  // namespace untangle::cli
