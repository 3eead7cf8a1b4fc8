// Rasterizer ordered views: D3D orders a pixel shader's accesses to them, among fragments that
// overlap, in primitive order. SPV_EXT_fragment_shader_interlock's PixelInterlockOrderedEXT
// critical section gives that order to everything inside it, so untangle makes the whole entry
// function the critical section (function_emitter.cpp places the instructions).
#pragma once

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/options.h"

namespace untangle::spirv_emit {

// Whether the rasterizer ordered views of a `stage` shader are ordered: in pixel shaders (D3D
// orders no other stage's; elsewhere they are plain UAVs), unless the options say Unordered.
bool orders_rasterizer_ordered_views(dxil::ShaderKind stage, const Options& options);

// Whether `entry` uses a rasterizer ordered view: one the module declares, or a handle that
// its function, or a function it calls, annotates as one (SM 6.6 descriptor heaps).
bool uses_rasterizer_ordered_views(const dxil::EntryPoint& entry);

// SPV_EXT_fragment_shader_interlock's extension, the FragmentShaderPixelInterlockEXT
// capability and the PixelInterlockOrderedEXT execution mode of the entry point `function`.
void declare_pixel_interlock(Builder& builder, Id function);

}  // namespace untangle::spirv_emit
