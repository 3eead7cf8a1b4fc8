// Public entry points of SPIR-V emission: a DXIL module's entry point, with its structured
// CFG, becomes a Vulkan SPIR-V module and its reflection. Thread-safe: no shared state.
#pragma once

#include <cstdint>
#include <functional>
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

// The structured CFG of a DXIL function (blocks name their DXIL basic block by `origin`).
using Structurize = std::function<structurizer::Function(const dxil::Function& function)>;

// The stage a translation of `entry` has: a library export's own, else the module's.
dxil::ShaderKind entry_stage(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry);

// Emits SPIR-V for `entry`, whose function's structured CFG is `structured`, and for a hull
// shader's patch-constant function and every function called, each structured by
// `structurize` (by default the structurizer's default pipeline over cfg_from_dxil). Throws
// TranslateError naming function, block and instruction when something cannot be
// translated, or the cycle of a recursion.
Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const structurizer::Function& structured, const Options& options,
                       const Structurize& structurize = {});

}  // namespace untangle::spirv_emit
