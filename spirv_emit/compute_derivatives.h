// Derivatives in compute, mesh and amplification shaders (SM 6.6): D3D groups the threads
// of these stages into quads by numthreads; Vulkan by a DerivativeGroup execution mode
// (SPV_NV_compute_shader_derivatives for GLCompute, SPV_KHR_compute_shader_derivatives for
// MeshEXT and TaskEXT; VK_KHR/NV_compute_shader_derivatives on the device, and for mesh and
// task shaders its meshAndTaskShaderDerivatives property).
//
// The layout, from numthreads (X, Y, Z), for an entry point that takes derivatives (an
// operation whose dxop/table.h row says so, in any function it translates):
// - X a multiple of 4, Y = Z = 1: D3D's 1D quads, 4 consecutive thread indices, which is
//   Vulkan's DerivativeGroupLinear (quads of LocalInvocationIndex 4k..4k+3).
// - X and Y even: D3D's 2D quads, 2x2 squares of thread ids: DerivativeGroupQuads.
// - Otherwise D3D has no quads (its validator rejects the shader; DXC without validation
//   still writes it). When X * Y * Z is a multiple of 4, DerivativeGroupLinear still forms
//   quads of every thread, by SV_GroupIndex (= LocalInvocationIndex) as D3D's 1D rule does:
//   the only layout Vulkan allows there (Quads needs X and Y even), and the quads D3D and
//   Vulkan give the wave's Quad* operations (lanes 4k..4k+3), so a derivative agrees with
//   QuadReadAcrossX/Y in the same shader.
// - X * Y * Z not a multiple of 4 (numthreads(1, 1, 1), (6, 1, 1)...): some thread has no
//   complete quad and Vulkan has no mode for it (both need whole quads). No quads at all:
//   a derivative differences a value with itself and is 0, so implicit-LOD operations
//   lower as explicit ones (dxop/pixel.cpp, dxop/sampling.cpp) and no mode is declared.
//   The LOD of a zero derivative is log2(0) = -infinity, whatever the bias: samples take
//   LOD -inf (the sampler's lowest level: its minLod; the SampleCmp/Sample min-LOD clamp
//   when given, which then is the LOD), CalculateLOD's unclamped LOD is -inf and its
//   clamped LOD 0 (the sampler's own minLod is not known to the shader: 0 is the default).
#pragma once

#include <cstdint>
#include <span>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

enum class QuadLayout : uint8_t {
  Native,  // not a compute, mesh or amplification shader (pixel quads), or no derivatives
  Linear,  // DerivativeGroupLinear
  Quads,   // DerivativeGroupQuads
  None,    // numthreads forms no quads: derivatives are 0, implicit LODs explicit
};

// The layout the entry point's derivatives need, as above, for `stage`; `functions` are the
// ones the translation emits (translated_functions), in any order. From Shader Model 6.6
// (`quad_operations_in_quads`), D3D forms the quads of wave quad operations (QuadReadLaneAt,
// QuadReadAcross*, QuadAny/All) in these stages by numthreads too, and Vulkan's quad
// operations use the derivative groups a DerivativeGroup mode declares: such an entry point
// gets the layout as one taking derivatives does (but Native where no quads form).
QuadLayout quad_layout(const dxil::EntryPoint& entry, dxil::ShaderKind stage,
                       std::span<const dxil::Function* const> functions, bool quad_operations_in_quads);

// Declares a Linear or Quads layout on `function_id`: the execution mode, its capability and
// extension (NV for GLCompute, as untangle always wrote and SPIRV-Tools 2023.1 knows, unless
// `khr_in_compute`; KHR, the extension that allows it, for MeshEXT and TaskEXT). Nothing for
// Native and None.
void declare_quad_layout(Builder& builder, QuadLayout layout, dxil::ShaderKind stage, Id function_id,
                         bool khr_in_compute);

}  // namespace untangle::spirv_emit
