// The whole translation of a module: DXIL metadata, the entry function's CFG, the
// structurizer's pass pipeline, then SPIR-V emission.
#pragma once

#include "dxil/ir.h"
#include "spirv_emit/translate.h"
#include "structurizer/pass.h"

namespace untangle::spirv_emit {

// Reads the metadata, structurizes the entry function (the observer sees the input and
// every pass's result) and emits SPIR-V. Throws dxil::MetadataError, structurizer::StructurizeError
// or TranslateError.
Translation translate_module(const dxil::Module& module, const Options& options,
                             const structurizer::PassObserver& observer = {});

}  // namespace untangle::spirv_emit
