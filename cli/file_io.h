// Whole-file reads and writes for the subcommands; failures throw std::runtime_error
// with the system's reason, for the one-line error every command prints. The command's
// own input and outputs also take "-" for standard input and output, as spirv-val,
// spirv-dis and dxc do, so that untangle fits in a shell pipeline.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::cli {

// The path that means standard input (for IN) or standard output (for -o, --asm, ...).
inline constexpr std::string_view kStandardStream = "-";

std::vector<uint8_t> read_file(const std::string& path);
void write_file(const std::string& path, const void* data, size_t size);

// read_file and write_file, except that "-" reads all of standard input or writes to
// standard output.
std::vector<uint8_t> read_input(const std::string& path);
void write_output(const std::string& path, const void* data, size_t size);
inline void write_output(const std::string& path, const std::string& text) {
  write_output(path, text.data(), text.size());
}

// How messages name an input: its path, or "<stdin>".
std::string input_label(const std::string& path);

// The empty string when the outputs can be written: at most one of `paths` is "-", and
// when `binary_path` is "-" standard output is not a terminal (spirv-as refuses the same).
// Otherwise the reason, for a usage error.
std::string check_standard_output(const std::vector<std::string>& paths, const std::string& binary_path);

}  // namespace untangle::cli
