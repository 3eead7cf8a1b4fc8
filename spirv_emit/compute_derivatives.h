// Derivatives in compute shaders (SM 6.6): D3D groups a compute shader's threads into quads
// by its numthreads, Vulkan by a DerivativeGroup execution mode (SPV_NV_compute_shader_derivatives,
// VK_KHR/NV_compute_shader_derivatives on the device).
#pragma once

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// When the compute entry point takes derivatives (ddx/ddy, implicit-LOD sampling, LOD
// queries), declares the execution mode that forms D3D's quads: numthreads X a multiple
// of 4 with Y = Z = 1 groups 4 consecutive thread indices (DerivativeGroupLinear); X and
// Y both even groups 2x2 squares of thread ids (DerivativeGroupQuads). Throws
// TranslateError for any other numthreads (D3D rejects those too).
void declare_compute_derivatives(Builder& builder, const dxil::EntryPoint& entry, Id function_id);

}  // namespace untangle::spirv_emit
