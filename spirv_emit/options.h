// What a caller may choose about the SPIR-V it gets: the version, where resources are bound
// (binding_model.h), how stage inputs and render targets are laid out (stage_io.h), whether
// wave operations reconverge maximally, and how rasterizer ordered views are ordered.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxil/container.h"
#include "dxil/root_signature.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/builder.h"

namespace untangle::spirv_emit {

// A stage input as the input remapper sees it, with the placement untangle chose.
struct StageInput {
  dxil::ShaderKind stage = dxil::ShaderKind::Invalid;
  std::string_view semantic;     // "TEXCOORD", as the signature writes it
  uint32_t semantic_index = 0;   // of the first row; later rows take the next locations
  bool patch_constant = false;   // a domain shader's patch-constant input
  uint32_t start_row = 0;        // the element's register row and rows
  uint32_t rows = 1;
  uint32_t location = 0;
  uint32_t component = 0;
};

// Where a stage input goes instead: a vertex shader's attribute location, or how a pixel
// shader reads what the previous stage wrote (a mesh shader's per-primitive attributes).
struct InputPlacement {
  uint32_t location = 0;
  uint32_t component = 0;
  bool per_primitive = false;  // pixel shaders: written per primitive by a mesh shader
};
// Returns the placement, or nullopt to keep untangle's. Called for inputs with a location
// (never for built-ins), at least once per element and always with the same answer expected;
// may be called from several threads at once when one remapper serves several translations.
using InputRemapper = std::function<std::optional<InputPlacement>(const StageInput& input)>;

// An output as the output remapper sees it, with the placement untangle chose: every element
// of the output signature (a hull shader's patch constants and a mesh shader's primitive
// outputs too), built-ins included (which keep their built-in; only their transform feedback
// may be chosen).
struct StageOutput {
  dxil::ShaderKind stage = dxil::ShaderKind::Invalid;
  std::string_view semantic;
  uint32_t semantic_index = 0;  // of the first row
  uint32_t stream = 0;          // geometry shaders
  bool patch_constant = false;  // a hull shader's patch constant or a mesh shader's primitive output
  bool builtin = false;         // no location to choose
  std::optional<uint32_t> start_row;  // the element's register row, where it has one
  uint32_t rows = 1;
  uint32_t location = 0;
  uint32_t component = 0;
};

// Where transform feedback (D3D's stream output) writes an output: XfbBuffer, XfbStride and Offset.
struct TransformFeedback {
  uint32_t buffer = 0;
  uint32_t offset = 0;  // bytes into each vertex's record
  uint32_t stride = 0;  // bytes per vertex
  bool operator==(const TransformFeedback&) const = default;
};

struct OutputPlacement {
  uint32_t location = 0;  // ignored for built-ins
  uint32_t component = 0;
  std::optional<TransformFeedback> transform_feedback;  // vertex, domain and geometry shaders
};
// Returns the placement, or nullopt to keep untangle's (and write no transform feedback).
// Called at least once per output element, always expecting the same answer.
using OutputRemapper = std::function<std::optional<OutputPlacement>(const StageOutput& output)>;

// D3D12 view instancing on Vulkan multiview: a pipeline's views are Vulkan's ViewIndex, which a
// layer maps to D3D's view instances (SV_ViewID) and their viewports through specialization
// constants, as vkd3d-proton's multiview does.
struct ViewInstancing {
  // SV_ViewID is the 2-bit field at bit 2 * ViewIndex of this 32-bit specialization constant.
  uint32_t view_id_spec_id = 0;
  // The last stage before the rasterizer writes ViewportIndex (where the shader writes none):
  // the 8-bit field at bit 8 * SV_ViewID of this one.
  std::optional<uint32_t> viewport_spec_id;
  bool last_pre_rasterization_stage = false;
};

// SPV_KHR_maximal_reconvergence: the MaximallyReconvergesKHR execution mode makes lanes
// that diverged at a header reconverge at its merge, on the structured CFG untangle
// writes, which is where HLSL authors expect wave operations to see them together
// (Vulkan otherwise leaves reconvergence inside a construct to the driver). The device must
// enable VK_KHR_shader_maximal_reconvergence's shaderMaximalReconvergence feature.
enum class MaximalReconvergence : uint8_t {
  Auto,  // declared for SPIR-V 1.6 output (Vulkan 1.3 targets) that uses wave operations
  On,    // always declared
  Off,
};

// Rasterizer ordered views (RasterizerOrdered* UAVs): D3D orders a pixel shader's accesses to
// them per pixel in primitive order (rasterizer_order.h).
enum class RasterizerOrderedViews : uint8_t {
  // A pixel shader that uses one runs as a critical section of SPV_EXT_fragment_shader_interlock
  // (PixelInterlockOrderedEXT); the device must enable fragmentShaderPixelInterlock.
  Interlock,
  // Plain UAVs, for devices without that feature (lavapipe, many mobile GPUs): where fragments
  // overlap, their accesses may interleave in any order, and results may differ from D3D's.
  Unordered,
};

// The float controls the device has (VkPhysicalDeviceFloatControlsProperties): the modes a
// module's rules ask for are declared only where it has them (float_controls.h). None by
// default: a mode the device lacks makes an invalid pipeline, a missing one only the device's
// default rounding of denormals and special values.
struct FloatControls {
  bool denorm_flush_to_zero_32 = false;          // shaderDenormFlushToZeroFloat32
  bool denorm_preserve_32 = false;               // shaderDenormPreserveFloat32
  bool signed_zero_inf_nan_preserve_32 = false;  // shaderSignedZeroInfNanPreserveFloat32
  bool operator==(const FloatControls&) const = default;
};

// AMD GPU Services' shader intrinsics (ags_intrinsics.h), which a shader asks for through a UAV
// in register space 0x7FFF0ADE. Without either, such a shader is refused.
struct AgsSupport {
  // Its wave-matrix operations as SPV_KHR_cooperative_matrix: for a device with
  // VK_KHR_cooperative_matrix and 16x16 subgroup matrices of the types the shader uses.
  bool cooperative_matrix = false;
  // Float8 (FP8 as E4M3, BF8 as E5M2) matrices and scalar conversions as SPV_EXT_float8: for a
  // device with VK_EXT_shader_float8 (shaderFloat8, and shaderFloat8CooperativeMatrix for matrices).
  bool float8 = false;
  bool operator==(const AgsSupport&) const = default;
};

struct Options {
  // kSpirv13 .. kSpirv16; SPIR-V 1.4 at least for mesh and amplification shaders and for pixel
  // shaders with per-primitive inputs (SPV_EXT_mesh_shader).
  uint32_t spirv_version = kSpirv13;
  HeapLayout heap;
  // When set, its layout replaces the default model (root_signature_layout.h); the
  // remapper sees that layout's choice. Must outlive the translation.
  const dxil::RootSignature* root_signature = nullptr;
  // Ray-tracing stages: the local root signature, which places its resources in the shader
  // record (shader_record_layout.h). Must outlive the translation.
  const dxil::RootSignature* local_root_signature = nullptr;
  BindingRemapper remapper;  // may be empty
  InputRemapper input_remapper;  // may be empty
  // Pixel shaders: SV_Target0 and SV_Target1 are the two sources of dual-source blending
  // (Location 0, Index 0 and 1) rather than two render targets.
  bool dual_source_blending = false;
  MaximalReconvergence maximal_reconvergence = MaximalReconvergence::Auto;
  RasterizerOrderedViews rasterizer_ordered_views = RasterizerOrderedViews::Interlock;
  // PointSize, the size Vulkan rasterizes points with (D3D's points are always one pixel).
  // 0: only geometry shaders that output points write it (1.0), the one stage whose DXIL says
  // it makes points; Vulkan with maintenance5 rasterizes points of size 1 where nothing is
  // written. A positive size: every vertex, domain and geometry shader (the stages that may
  // come last before the rasterizer) writes it, for pipelines that draw point lists from a
  // vertex shader or tessellate in point mode on devices without maintenance5, where an
  // unwritten PointSize is undefined; a domain or geometry shader's write needs the
  // shaderTessellationAndGeometryPointSize feature. Negative and not-a-number sizes are errors.
  float point_size = 0.0f;
  // Options version 5 of the C API: what D3D12-on-Vulkan layers choose.
  OutputRemapper output_remapper;  // may be empty
  // Pixel shaders: per render target (SV_TargetN), the shader component each of the target's
  // R, G, B and A receives, 2 bits each from bit 0 (0xE4 is the identity); targets past the
  // list are not swizzled. For formats a layer emulates (A8 as R8: alpha written to red).
  std::vector<uint32_t> render_target_swizzles;
  // The render target's sample count when the pipeline knows it (GetRenderTargetSampleCount
  // and GetRenderTargetSamplePosition read it); otherwise the specialization constant with
  // sample_count_spec_id holds it.
  std::optional<uint32_t> sample_count;
  uint32_t sample_count_spec_id = 0;
  // Position outputs are Invariant (D3D's rasterization is invariant across shaders writing
  // the same position, as some games rely on for multi-pass depth).
  bool invariant_position = false;
  // Compute shaders' derivatives under SPV_KHR_compute_shader_derivatives rather than the NV
  // extension (the same execution modes), for devices with VK_KHR_compute_shader_derivatives only.
  bool compute_derivatives_khr = false;
  // Without it, SV_ViewID is ViewIndex.
  std::optional<ViewInstancing> view_instancing;
  // Minimum precision (min16float, min16int, min16uint in a module compiled without
  // -enable-16bit-types, whose half and i16 values D3D lets a GPU compute in 32 bits):
  // computed, passed between stages and stored in 32 bits, for devices without 16-bit
  // arithmetic or 16-bit stage inputs and outputs. By default they are 16-bit values. Modules
  // with native 16-bit types keep them whatever this says.
  bool min_precision_as_32bit = false;
  FloatControls float_controls;
  // Every floating-point operation NoContraction, as if all were `precise` (by default only
  // the precise ones are: dxil::allows_contraction).
  bool precise_everywhere = false;
  // The SPIR-V entry point's name (OpEntryPoint); empty: the DXIL entry point's. Layers that
  // create every pipeline stage with one name ("main") choose it.
  std::string entry_point_name;
  // Hull and domain shaders: the Location of patch-constant row 0 (default: after the rows of
  // the control points, docs/stage_io.md), as a layer that linked the hull shader says.
  std::optional<uint32_t> patch_constant_location;
  AgsSupport ags;
};

}  // namespace untangle::spirv_emit
