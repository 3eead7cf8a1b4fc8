// The dx.op dispatch: every lowering area lists the DXIL operations it handles; the
// table maps operations to those handlers, and anything absent is an error naming it.
#pragma once

#include <span>

#include "dxil/dx_op.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

using DxOpLowering = void (*)(Lowering& lowering, const DxOpCall& call);

struct DxOpEntry {
  dxil::DxOp op;
  DxOpLowering lower;
};

// One list per area file.
std::span<const DxOpEntry> compute_dx_ops();     // dxop_compute.cpp
std::span<const DxOpEntry> handle_dx_ops();      // dxop_handles.cpp
std::span<const DxOpEntry> buffer_dx_ops();      // dxop_buffers.cpp
std::span<const DxOpEntry> texture_dx_ops();     // dxop_textures.cpp
std::span<const DxOpEntry> sampling_dx_ops();    // dxop_sampling.cpp
std::span<const DxOpEntry> atomic_dx_ops();      // dxop_atomics.cpp
std::span<const DxOpEntry> wave_dx_ops();        // dxop_wave.cpp
std::span<const DxOpEntry> math_dx_ops();        // dxop_math.cpp
std::span<const DxOpEntry> bit_dx_ops();         // dxop_bits.cpp
std::span<const DxOpEntry> conversion_dx_ops();  // dxop_conversion.cpp
std::span<const DxOpEntry> signature_dx_ops();   // signature.cpp
std::span<const DxOpEntry> pixel_dx_ops();       // dxop_pixel.cpp
std::span<const DxOpEntry> raytracing_dx_ops();  // dxop_raytracing.cpp
std::span<const DxOpEntry> ray_query_dx_ops();   // dxop_ray_query.cpp
std::span<const DxOpEntry> dxbc_dx_ops();        // dxop_dxbc.cpp
std::span<const DxOpEntry> interpolation_dx_ops();  // dxop_interpolation.cpp
std::span<const DxOpEntry> geometry_dx_ops();    // dxop_geometry.cpp
std::span<const DxOpEntry> tessellation_dx_ops();  // dxop_tessellation.cpp
std::span<const DxOpEntry> mesh_dx_ops();        // dxop_mesh.cpp

// Whether untangle translates `op` (the table has a lowering for it).
bool dx_op_supported(dxil::DxOp op);

// Typed UAVs need a declared image format for atomics, so before emitting, the resource
// an AtomicBinOp or AtomicCompareExchange reaches is marked (dxop_atomics.cpp).
void mark_atomic_resource(HandleTable& handles, const dxil::Instruction& instruction);

}  // namespace untangle::spirv_emit
