// Assembles LLVM text into bitcode with LLVM's own assembler (llvm-as-14, or the program
// named by UNTANGLE_LLVM_AS), run as a child process.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace untangle::flesh {

// Throws FleshError with the assembler's messages when it fails or cannot be started.
std::vector<uint8_t> assemble_llvm(std::string_view text);

}  // namespace untangle::flesh
