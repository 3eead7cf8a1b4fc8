// Whole-file reads and writes for the subcommands, and "-" for the standard streams.
#include "cli/file_io.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <stdexcept>

namespace untangle::cli {

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error(std::string("cannot open: ") + std::strerror(errno));
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (file.bad()) throw std::runtime_error(std::string("cannot read: ") + std::strerror(errno));
  return bytes;
}

void write_file(const std::string& path, const void* data, size_t size) {
  std::ofstream file(path, std::ios::binary);
  file.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
  if (!file) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
}

std::vector<uint8_t> read_input(const std::string& path) {
  if (path != kStandardStream) return read_file(path);
  std::vector<uint8_t> bytes;
  uint8_t chunk[1 << 16];
  size_t count = 0;
  while ((count = std::fread(chunk, 1, sizeof chunk, stdin)) > 0) bytes.insert(bytes.end(), chunk, chunk + count);
  if (std::ferror(stdin)) throw std::runtime_error(std::string("cannot read standard input: ") + std::strerror(errno));
  return bytes;
}

void write_output(const std::string& path, const void* data, size_t size) {
  if (path != kStandardStream) return write_file(path, data, size);
  // Anything already written through std::cout goes first.
  std::cout.flush();
  if (std::fwrite(data, 1, size, stdout) != size || std::fflush(stdout) != 0)
    throw std::runtime_error(std::string("cannot write standard output: ") + std::strerror(errno));
}

std::string input_label(const std::string& path) { return path == kStandardStream ? "<stdin>" : path; }

std::string check_standard_output(const std::vector<std::string>& paths, const std::string& binary_path) {
  if (std::count(paths.begin(), paths.end(), kStandardStream) > 1)
    return "only one output can go to standard output (\"-\")";
  if (binary_path == kStandardStream && isatty(STDOUT_FILENO))
    return "refusing to write binary SPIR-V to a terminal: redirect standard output or give -o FILE";
  return "";
}

}  // namespace untangle::cli
