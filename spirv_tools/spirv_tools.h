// Checking and showing SPIR-V with the system's SPIR-V tools: validation and disassembly
// through the SPIRV-Tools library, GLSL through SPIRV-Cross's C API. For the command-line
// tool, tests and benchmarks; the translation library itself does not depend on these.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace untangle::spirv_tools {

struct ValidationResult {
  bool valid = false;
  std::string messages;  // the validator's diagnostics, one per line; empty when valid
};

// Validates for the Vulkan environment matching the module's SPIR-V version (1.3: Vulkan 1.1,
// 1.4: Vulkan 1.1 with SPIR-V 1.4, 1.5: Vulkan 1.2, 1.6: Vulkan 1.3). A module that only
// fails for SPV_KHR_maximal_reconvergence (see below) is valid.
ValidationResult validate(std::span<const uint32_t> words);

// SPIRV-Tools 2023.1 (Debian 12's) predates SPV_KHR_maximal_reconvergence and rejects its
// MaximallyReconvergesKHR execution mode as unknown. The mode has no operands and changes
// no rule a validator checks but the extension's declaration, so a module that fails only
// for it is judged without it: the module less that mode and the OpExtension declaring it,
// or nothing when it has neither.
std::vector<uint32_t> without_maximal_reconvergence(std::span<const uint32_t> words);

// SPIR-V assembly text with friendly names, as spirv-dis prints it. Throws std::runtime_error
// when the words are not a SPIR-V module.
std::string disassemble(std::span<const uint32_t> words);

// GLSL 4.50 (Vulkan semantics) from SPIRV-Cross. Throws std::runtime_error with its message.
std::string to_glsl(std::span<const uint32_t> words);

}  // namespace untangle::spirv_tools
