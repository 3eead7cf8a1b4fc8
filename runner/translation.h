// In-process translation of DXIL input for execution, through untangle's own pipeline
// (reader, structurizer, emitter): the one place the runner calls the translator.
#pragma once

#include "api/facade.h"
#include "runner/binding_map.h"
#include "runner/stage_module.h"

#include <cstdint>
#include <span>
#include <string>

namespace untangle::runner {

// What a stage's translation takes from the run beyond its DXIL.
struct TranslationInputs {
  BindingMap overrides;  // registers at chosen descriptor sets and bindings (a --bindings file)
  bool dual_source_blending = false;  // the manifest's dual_source_blending, for a pixel shader
  // The outputs of the mesh shader before a pixel shader: its inputs are read where the mesh
  // shader wrote each semantic, per primitive where it wrote them per primitive.
  std::vector<OutputLocation> mesh_outputs;
  std::string entry;  // a library's export to translate (any other module's only entry point)
  spirv_emit::HeapLayout heap;  // where the SM 6.6 heaps' views go (the manifest's heap_layout)
  // Whether wave operations reconverge maximally (fuzz-cfg campaigns choose).
  spirv_emit::MaximalReconvergence maximal_reconvergence = spirv_emit::MaximalReconvergence::Auto;
  // The manifest's rasterizer_ordered_views, for a pixel shader.
  spirv_emit::RasterizerOrderedViews rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Interlock;
  spirv_emit::FloatControls float_controls;  // the manifest's float_controls
};

// Translates a DXBC container or LLVM bitcode into a stage module whose stage, entry
// point, bindings, vertex inputs and (mesh shaders) outputs come from the translation's
// reflection. Throws the reader's or translator's exception (a std::exception naming what
// failed and where), or RunnerError for a stage the runner does not know.
StageModule translate_dxil(std::span<const uint8_t> bytes, const TranslationInputs& inputs = {});

}  // namespace untangle::runner
