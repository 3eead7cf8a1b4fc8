// In-process translation of DXIL input for execution, through untangle's own pipeline
// (reader, structurizer, emitter): the one place the runner calls the translator.
#pragma once

#include "runner/binding_map.h"
#include "runner/stage_module.h"

#include <cstdint>
#include <span>
#include <string>

namespace untangle::runner {

// Translates a DXBC container or LLVM bitcode (a library's export `entry`; any other
// module's only entry point) into a stage module whose stage, entry point, bindings and
// vertex inputs come from the translation's reflection; `overrides` places registers at
// chosen descriptor sets and bindings (entries of a --bindings file). Throws the reader's
// or translator's exception (a std::exception naming what failed and where), or
// RunnerError for a stage the runner does not know.
StageModule translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides = {},
                           const std::string& entry = {});

}  // namespace untangle::runner
