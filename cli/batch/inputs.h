// The inputs of a batch: files and directories given on the command line, directories
// searched recursively, each file named by a key (its path relative to the parent of the
// argument it was found under) that its outputs mirror in the output directory.
#pragma once

#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

namespace untangle::batch {

struct InputFile {
  std::filesystem::path path;  // as found, for opening
  std::string key;             // "shaders/wave/sum.dxil", with '/' separators
  bool regular = true;         // false: a device, socket or FIFO, listed as skipped unread
};

// Every file under `arguments`, sorted by key. Throws std::runtime_error (one line) when an
// argument does not exist or two inputs would have the same key. Files under
// `output_directory` are left out, so that a batch may write inside its input tree.
std::vector<InputFile> collect_inputs(std::span<const std::string> arguments,
                                      const std::filesystem::path& output_directory);

// Why a file is not a shader, by its content (extensions never matter): neither a DXBC
// container nor LLVM bitcode (raw or 0x0B17C0DE-wrapped), or a container without a
// program (a root signature alone). Empty for a shader, and for a damaged container, which
// translating reports as invalid.
std::string reason_not_a_shader(std::span<const uint8_t> bytes);
inline constexpr const char* kNotAShader = "not a DXIL container or LLVM bitcode";

// Whether a file that starts with `first_bytes` (up to 4) may be a shader: only those are read
// whole; the others are hashed in pieces and skipped.
bool has_shader_magic(std::span<const uint8_t> first_bytes);

}  // namespace untangle::batch
