// Shared helpers of the reader tests: loading files, listing the DXC corpus in shaders/, and
// little-endian words in byte buffers.
#pragma once

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

#include "dxil/ir_storage.h"

namespace untangle::dxil::testing {

// An IR list's elements, for comparisons.
template <typename T>
std::vector<T> as_vector(const IrList<T>& list) {
  return std::vector<T>(list.begin(), list.end());
}

inline std::vector<uint8_t> read_file_bytes(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

inline uint32_t load32(const std::vector<uint8_t>& bytes, size_t at) {
  return static_cast<uint32_t>(bytes[at]) | static_cast<uint32_t>(bytes[at + 1]) << 8 |
         static_cast<uint32_t>(bytes[at + 2]) << 16 | static_cast<uint32_t>(bytes[at + 3]) << 24;
}

inline void store32(std::vector<uint8_t>& bytes, size_t at, uint32_t value) {
  for (int i = 0; i < 4; ++i) bytes[at + i] = static_cast<uint8_t>(value >> (8 * i));
}

inline std::filesystem::path shaders_dir() { return UNTANGLE_SHADERS_DIR; }

// Every shaders/**/*.dxil, sorted so test output is stable.
inline std::vector<std::filesystem::path> corpus_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(shaders_dir())) {
    if (entry.is_regular_file() && entry.path().extension() == ".dxil") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// DXC's LLVM 3.7 text in LLVM 14's spelling: a bare `sret` takes its pointee type,
// `sret(%T)` (the only difference the corpus meets).
inline std::string llvm14_spelling(const std::string& dxc_text) {
  static const std::regex bare_sret(R"(([^\s,(]+)\*((?: [a-z_]+)*) sret )");
  return std::regex_replace(dxc_text, bare_sret, "$1*$2 sret($1) ");
}

inline std::vector<uint8_t> read_shader(const std::string& relative_path) {
  return read_file_bytes(shaders_dir() / relative_path);
}

// Assembles `source` (LLVM text) with llvm-as-14 and returns the bitcode. `flags` go to
// llvm-as-14, e.g. "-opaque-pointers". The output file is private to this process, so
// tests may run in parallel.
inline std::vector<uint8_t> assemble(const std::filesystem::path& source, const std::string& flags = "") {
  const std::filesystem::path directory = std::filesystem::path(UNTANGLE_BINARY_DIR) / "assembled";
  std::filesystem::create_directories(directory);
  const std::filesystem::path output = directory / (source.stem().string() + "." + std::to_string(::getpid()) + ".bc");
  const std::string command =
      "/usr/bin/llvm-as-14 " + flags + " '" + source.string() + "' -o '" + output.string() + "'";
  if (std::system(command.c_str()) != 0) throw std::runtime_error("llvm-as-14 failed: " + command);
  std::vector<uint8_t> bytes = read_file_bytes(output);
  std::filesystem::remove(output);
  return bytes;
}

}  // namespace untangle::dxil::testing
