// What a caller may choose about the SPIR-V it gets: the version, and where resources are
// bound (binding_model.h).
#pragma once

#include <cstdint>

#include "dxil/root_signature.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

struct Options {
  uint32_t spirv_version = kSpirv13;  // kSpirv13 .. kSpirv16
  HeapLayout heap;
  // When set, its layout replaces the default model (root_signature_layout.h); the
  // remapper sees that layout's choice. Must outlive the translation.
  const dxil::RootSignature* root_signature = nullptr;
  // Ray-tracing stages: the local root signature, which places its resources in the shader
  // record (shader_record_layout.h). Must outlive the translation.
  const dxil::RootSignature* local_root_signature = nullptr;
  BindingRemapper remapper;  // may be empty
};

}  // namespace untangle::spirv_emit
