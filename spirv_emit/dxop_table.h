// The dx.op dispatch: every lowering area lists the DXIL operations it handles; the
// table maps opcode numbers to those handlers, and anything absent is an error naming it.
#pragma once

#include <cstdint>
#include <span>

#include "spirv_emit/emitter.h"

namespace untangle::spirv_emit {

using DxOpLowering = void (*)(Emitter& emitter, const DxOpCall& call);

struct DxOpEntry {
  uint32_t opcode;
  DxOpLowering lower;
};

// One list per area file.
std::span<const DxOpEntry> compute_dx_ops();      // dxop_compute.cpp
std::span<const DxOpEntry> handle_dx_ops();       // dxop_handles.cpp
std::span<const DxOpEntry> buffer_dx_ops();       // dxop_buffers.cpp
std::span<const DxOpEntry> texture_dx_ops();      // dxop_textures.cpp
std::span<const DxOpEntry> atomic_dx_ops();       // dxop_atomics.cpp
std::span<const DxOpEntry> wave_dx_ops();         // dxop_wave.cpp
std::span<const DxOpEntry> math_dx_ops();         // dxop_math.cpp
std::span<const DxOpEntry> bit_dx_ops();          // dxop_bits.cpp
std::span<const DxOpEntry> conversion_dx_ops();   // dxop_conversion.cpp
std::span<const DxOpEntry> signature_dx_ops();    // signature.cpp
std::span<const DxOpEntry> pixel_dx_ops();        // dxop_pixel.cpp

}  // namespace untangle::spirv_emit
