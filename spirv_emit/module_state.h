// What every function of the SPIR-V module under construction shares: the builder, lowered
// types, resources, stage I/O, the variables of DXIL globals, the functions, the
// ray-tracing storage and node records.
#pragma once

#include <span>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/compute_derivatives.h"
#include "spirv_emit/function_table.h"
#include "spirv_emit/node_records.h"
#include "spirv_emit/options.h"
#include "spirv_emit/pointers.h"
#include "spirv_emit/ray_storage.h"
#include "spirv_emit/resource_table.h"
#include "spirv_emit/stage_io.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// Whether the entry function has SM 6.7's [WaveOpsIncludeHelperLanes]: DXC writes it as the
// function attribute "waveops-include-helper-lanes".
bool includes_helper_lanes(const dxil::EntryPoint& entry);

struct ModuleState {
  // `functions`: those the translation emits, in any order.
  ModuleState(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options,
              const SignaturePlacements& placements, std::span<const dxil::Function* const> functions,
              bool quad_operations_in_quads)
      : entry(entry),
        stage(stage),
        options(options),
        builder(options.spirv_version),
        types(builder, min_precision_in_32_bits(entry, options)),
        resources(builder, types, entry.resources, options, stage),
        io(builder, types, entry, stage, options, placements),
        globals(builder, types, stage),
        functions(builder, types),
        rays(builder, types),
        nodes(builder, types, entry.node ? &*entry.node : nullptr),
        quads(quad_layout(entry, stage, functions, quad_operations_in_quads)),
        wave_ops_exclude_helpers(stage == dxil::ShaderKind::Pixel && !includes_helper_lanes(entry)),
        ags_use_scratch(spirv_emit::ags_use_scratch(entry, stage)) {}
  ModuleState(const ModuleState&) = delete;
  ModuleState& operator=(const ModuleState&) = delete;

  const dxil::EntryPoint& entry;
  dxil::ShaderKind stage;
  const Options& options;
  Builder builder;
  TypeTable types;
  ResourceTable resources;
  StageIo io;
  GlobalTable globals;
  FunctionTable functions;
  RayStorage rays;
  NodeRecords nodes;  // node shaders' input and output records
  QuadLayout quads;  // how the threads form quads for derivatives (compute_derivatives.h)
  // Pixel shaders: wave operations leave helper lanes out, as D3D's do without the entry
  // point's [WaveOpsIncludeHelperLanes] (dxop/wave.cpp).
  bool wave_ops_exclude_helpers;
  // The entry function is one fragment-shader-interlock critical section (rasterizer_order.h).
  bool pixel_interlock = false;
  AgsUseScratch ags_use_scratch;  // where AGS's wave matrices change use (ags_intrinsics.h)
};

}  // namespace untangle::spirv_emit
