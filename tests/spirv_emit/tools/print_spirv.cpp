// print_spirv FILE.spv: the tests' instruction printer (instruction_printer.h) as a command, one
// line per instruction. scripts/update-references writes with it the goldens of modules that
// Debian's SPIRV-Tools cannot disassemble (work graphs), which the golden test prints alike.
#include <cstdio>
#include <exception>
#include <fstream>
#include <iterator>
#include <vector>

#include "instruction_printer.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: print_spirv FILE.spv\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "print_spirv: cannot read %s\n", argv[1]);
    return 1;
  }
  const std::vector<char> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  std::vector<uint32_t> words(bytes.size() / 4);
  for (size_t i = 0; i < words.size(); ++i)
    words[i] = static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i])) |
               static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 1])) << 8 |
               static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 2])) << 16 |
               static_cast<uint32_t>(static_cast<unsigned char>(bytes[4 * i + 3])) << 24;
  try {
    for (const std::string& line : untangle::spirv_emit::testing::printed_lines(words))
      std::printf("%s\n", line.c_str());
  } catch (const std::exception& error) {
    std::fprintf(stderr, "print_spirv: %s: %s\n", argv[1], error.what());
    return 1;
  }
  return 0;
}
