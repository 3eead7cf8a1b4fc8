// In-process translation of DXIL input for execution, through untangle's own pipeline
// (reader, structurizer, emitter), with the bindings its reflection states.
#pragma once

#include "api/facade.h"
#include "runner/binding_map.h"

#include <cstdint>
#include <span>
#include <vector>

namespace untangle::runner {

struct TranslatedShader {
  std::vector<uint32_t> spirv;
  BindingMap bindings;  // from the translation's reflection
};

// Translates a DXBC container or LLVM bitcode with `options`; `overrides` places registers
// at chosen descriptor sets and bindings (entries of a --bindings file). Throws the
// reader's or translator's exception (a std::exception naming what failed and where).
TranslatedShader translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides = {},
                                api::TranslateOptions options = {});

}  // namespace untangle::runner
