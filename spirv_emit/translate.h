// Public entry points of SPIR-V emission: a DXIL module's entry point, with the structured
// CFGs of its functions, becomes a Vulkan SPIR-V module and its reflection. Thread-safe: no
// shared state.
#pragma once

#include <cstdint>
#include <unordered_map>
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

// The structured CFGs of the DXIL functions a translation emits (blocks name their DXIL basic
// block by `origin`): those translated_functions (call_graph.h) lists, which refuses
// recursion. The caller structurizes them (api/facade.h), so that one place runs the
// structurizer and sets its options.
using StructuredFunctions = std::unordered_map<const dxil::Function*, structurizer::Function>;

// The stage a translation of `entry` has: a library export's own, else the module's.
dxil::ShaderKind entry_stage(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry);

// Emits SPIR-V for `entry`'s function, a hull shader's patch-constant function and every
// function they call, each from its CFG in `structured`. Throws TranslateError naming
// function, block and instruction when something cannot be translated; an internal error
// when `structured` lacks a function emitted.
Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const StructuredFunctions& structured, const Options& options);

}  // namespace untangle::spirv_emit
