// The fuzz targets' seeds written as text: `fuzz_seed_container IN OUT` writes the container of
// a shaders/ input (an fxc listing, NAME.asm, assembled as the suites assemble it:
// test_support/shader_inputs.h) for the seed directory. The build runs it; it is no fuzz target.
#include <cstdio>
#include <exception>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "test_support/shader_inputs.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: fuzz_seed_container IN OUT\n");
    return 2;
  }
  try {
    const std::vector<uint8_t> bytes = untangle::test_support::shader_bytes(argv[1]);
    std::ofstream output(argv[2], std::ios::binary);
    output.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!output.flush()) throw std::runtime_error(std::string("cannot write ") + argv[2]);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "fuzz_seed_container: %s\n", error.what());
    return 1;
  }
  return 0;
}
