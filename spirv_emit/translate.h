// Public entry points of SPIR-V emission: a DXIL module's entry point, with its structured
// CFG, becomes a Vulkan SPIR-V module and its reflection. Thread-safe: no shared state.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "spirv_emit/error.h"
#include "spirv_emit/options.h"
#include "spirv_emit/reflection.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit {

struct Translation {
  std::vector<uint32_t> words;  // the SPIR-V module
  Reflection reflection;
};

// A function the translation emits besides the entry's own, with its structured CFG.
struct StructuredFunction {
  const dxil::Function* function = nullptr;
  const structurizer::Function* structured = nullptr;
};

// The functions besides the entry's that emit_spirv needs structured: a hull shader's
// patch-constant function.
std::vector<const dxil::Function*> additional_functions(const dxil::EntryPoint& entry);

// Emits SPIR-V for `entry`, whose function's structured CFG is `structured` (blocks name
// their DXIL basic block by `origin`); `additional` holds the structured CFGs of
// additional_functions(entry). Throws TranslateError naming function, block and instruction
// when something cannot be translated.
Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const structurizer::Function& structured, const Options& options,
                       std::span<const StructuredFunction> additional = {});

}  // namespace untangle::spirv_emit
