// Whole-file reads and writes for the subcommands; failures throw std::runtime_error
// with the system's reason, for the one-line error every command prints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace untangle::cli {

std::vector<uint8_t> read_file(const std::string& path);
void write_file(const std::string& path, const void* data, size_t size);

}  // namespace untangle::cli
