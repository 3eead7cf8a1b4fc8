// The dx.op dispatch: each area file registers the DXIL operations it lowers, one row per
// operation next to its lowering, saying everything the emitter must know of it before the
// lowering runs (the stages DXIL allows it in, whether it takes derivatives). An operation
// without a row is an error naming it. spirv_emit/README.md walks through adding one.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>

#include "dxil/dxop.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

using DxOpLowering = void (*)(Lowering& lowering, const DxOpCall& call);

// A set of shader stages, as a bit per dxil::ShaderKind.
class ShaderStages {
 public:
  static constexpr ShaderStages any() { return ShaderStages(~uint32_t{0}); }
  static constexpr ShaderStages only(std::initializer_list<dxil::ShaderKind> stages) {
    uint32_t bits = 0;
    for (dxil::ShaderKind stage : stages) bits |= bit(stage);
    return ShaderStages(bits);
  }
  // The stages with thread groups (has_thread_groups).
  static constexpr ShaderStages with_thread_groups() {
    uint32_t bits = 0;
    for (uint32_t kind = 0; kind < static_cast<uint32_t>(dxil::ShaderKind::Invalid); ++kind)
      if (has_thread_groups(static_cast<dxil::ShaderKind>(kind))) bits |= uint32_t{1} << kind;
    return ShaderStages(bits);
  }
  constexpr ShaderStages operator|(ShaderStages other) const { return ShaderStages(bits_ | other.bits_); }
  constexpr bool contains(dxil::ShaderKind stage) const { return (bits_ & bit(stage)) != 0; }

 private:
  constexpr explicit ShaderStages(uint32_t bits) : bits_(bits) {}
  static constexpr uint32_t bit(dxil::ShaderKind stage) { return uint32_t{1} << static_cast<uint32_t>(stage); }
  uint32_t bits_;
};

// What the emitter must know of an operation before lowering it.
struct DxOpTraits {
  // DXIL allows the operation in these stages only (as Vulkan allows its SPIR-V form); the
  // dispatch rejects it elsewhere as malformed input before the lowering runs.
  ShaderStages stages = ShaderStages::any();
  // It differences values across a quad (explicit derivatives, or sampling and LOD queries
  // whose level of detail comes from implicit ones): a compute-like entry point that uses it
  // declares how its threads form quads (compute_derivatives.cpp).
  bool takes_derivatives = false;
  // SM 6.9 declares vector overloads of it, elementwise: element i of the result is the
  // operation on element i of each vector operand. The dispatch lowers a vector call element
  // by element through the scalar lowering (long vectors of any length, and short ones).
  bool elementwise = false;
};

inline constexpr DxOpTraits kElementwise{.elementwise = true};

// Derivatives need quads: pixel shaders', and from SM 6.6 those numthreads forms in the stages
// with thread groups (node shaders' broadcasting and coalescing launches). Elsewhere (vertex,
// geometry, tessellation, ray tracing) neither D3D nor Vulkan has them.
inline constexpr DxOpTraits kTakesDerivatives{
    .stages = ShaderStages::only({dxil::ShaderKind::Pixel}) | ShaderStages::with_thread_groups(),
    .takes_derivatives = true};
inline constexpr DxOpTraits kElementwiseDerivative{.stages = kTakesDerivatives.stages, .takes_derivatives = true,
                                                   .elementwise = true};

// An operation DXIL allows in `stages` only. Its SPIR-V form is often a built-in or an
// instruction Vulkan allows in those stages only (SampleId, EmitVertex), so the stage check
// keeps the output valid as much as it keeps the input honest.
constexpr DxOpTraits only_in(std::initializer_list<dxil::ShaderKind> stages) {
  return {.stages = ShaderStages::only(stages)};
}
inline constexpr DxOpTraits kPixelOnly = only_in({dxil::ShaderKind::Pixel});

// One row of the table: `op` is lowered by `lower`.
struct DxOpRegistration {
  dxil::DxOp op;
  DxOpLowering lower;
  DxOpTraits traits = {};
};

// Each area file's rows.
std::span<const DxOpRegistration> compute_dxops();        // dxop/compute.cpp
std::span<const DxOpRegistration> handle_dxops();         // dxop/handles.cpp
std::span<const DxOpRegistration> buffer_dxops();         // dxop/buffers.cpp
std::span<const DxOpRegistration> texture_dxops();        // dxop/textures.cpp
std::span<const DxOpRegistration> sampling_dxops();       // dxop/sampling.cpp
std::span<const DxOpRegistration> atomic_dxops();         // dxop/atomics.cpp
std::span<const DxOpRegistration> wave_dxops();           // dxop/wave.cpp
std::span<const DxOpRegistration> math_dxops();           // dxop/math.cpp
std::span<const DxOpRegistration> bit_dxops();            // dxop/bits.cpp
std::span<const DxOpRegistration> conversion_dxops();     // dxop/conversion.cpp
std::span<const DxOpRegistration> signature_dxops();      // signature.cpp
std::span<const DxOpRegistration> pixel_dxops();          // dxop/pixel.cpp
std::span<const DxOpRegistration> raytracing_dxops();     // dxop/raytracing.cpp
std::span<const DxOpRegistration> ray_query_dxops();      // dxop/ray_query.cpp
std::span<const DxOpRegistration> hit_object_dxops();     // dxop/hit_objects.cpp
std::span<const DxOpRegistration> dxbc_dxops();           // dxop/dxbc.cpp
std::span<const DxOpRegistration> interpolation_dxops();  // dxop/interpolation.cpp
std::span<const DxOpRegistration> geometry_dxops();       // dxop/geometry.cpp
std::span<const DxOpRegistration> tessellation_dxops();   // dxop/tessellation.cpp
std::span<const DxOpRegistration> mesh_dxops();           // dxop/mesh.cpp
std::span<const DxOpRegistration> node_dxops();           // dxop/nodes.cpp

// Every area's rows, the list the table is built from.
std::span<const std::span<const DxOpRegistration>> dxop_areas();

// Whether untangle translates `op` (the table has a row for it).
bool dxop_supported(dxil::DxOp op);

// Whether `op` is registered as taking derivatives (DxOpTraits::takes_derivatives).
bool dxop_takes_derivatives(dxil::DxOp op);

// Throws MalformedInput for an operation that `stage` does not allow in a function the entry
// point reaches through calls, naming the operation, the function and the chain of calls from
// the entry (an operation in the entry function itself is refused as it is lowered).
void check_called_operations_allowed(const dxil::EntryPoint& entry, dxil::ShaderKind stage);

// Typed UAVs need a declared image format for atomics, so before emitting, the resource
// an AtomicBinOp or AtomicCompareExchange reaches is marked (dxop/atomics.cpp).
void mark_atomic_resource(HandleTable& handles, const dxil::Instruction& instruction);

}  // namespace untangle::spirv_emit
