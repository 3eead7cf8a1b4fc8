// emit_spirv: picks the execution model, emits the structured entry function into a new
// module, finishes the module (entry point, execution modes) and assembles the reflection.
#include "spirv_emit/translate.h"

#include <algorithm>
#include <iterator>

#include "spirv_emit/compute_derivatives.h"
#include "spirv_emit/function_emitter.h"
#include "spirv_emit/module_state.h"
#include "spirv_emit/stage_io.h"

namespace untangle::spirv_emit {

namespace {

std::vector<SignatureElementReflection> reflect_signature(const std::vector<dxil::SignatureElement>& elements,
                                                          dxil::ShaderKind stage, bool output) {
  std::vector<SignatureElementReflection> reflected;
  for (const dxil::SignatureElement& element : elements) {
    SignatureElementReflection entry;
    entry.semantic = element.semantic_name;
    entry.semantic_index = element.semantic_indices.empty() ? 0 : element.semantic_indices[0];
    entry.system_value = element.system_value;
    entry.component_type = element.component_type;
    entry.interpolation = element.interpolation;
    entry.rows = element.rows;
    entry.columns = element.columns;
    entry.start_row = element.start_row;
    entry.start_column = element.start_column;
    entry.stream = element.output_stream.value_or(0);
    const ElementPlacement placement = place_element(element, stage, output);
    entry.location = placement.location;
    entry.builtin = placement.builtin;
    reflected.push_back(std::move(entry));
  }
  return reflected;
}

// Not in the SPIR-V headers of Debian 12 (1.3.239): SPV_KHR_maximal_reconvergence's mode.
constexpr auto kMaximallyReconvergesKHR = static_cast<spv::ExecutionMode>(6023);

bool declares_maximal_reconvergence(const Builder& builder, const Options& options) {
  switch (options.maximal_reconvergence) {
    case MaximalReconvergence::On: return true;
    case MaximalReconvergence::Off: return false;
    case MaximalReconvergence::Auto: break;
  }
  // Wave operations are the subgroup instructions, each of which declares its capability.
  constexpr spv::Capability kWaveCapabilities[] = {
      spv::Capability::GroupNonUniform,         spv::Capability::GroupNonUniformVote,
      spv::Capability::GroupNonUniformArithmetic, spv::Capability::GroupNonUniformBallot,
      spv::Capability::GroupNonUniformShuffle,  spv::Capability::GroupNonUniformShuffleRelative,
      spv::Capability::GroupNonUniformClustered, spv::Capability::GroupNonUniformQuad};
  return builder.version() >= kSpirv16 &&
         std::any_of(std::begin(kWaveCapabilities), std::end(kWaveCapabilities),
                     [&](spv::Capability capability) { return builder.has_capability(capability); });
}

// Fragment shaders take D3D's upper-left origin, and say how they write depth.
void add_pixel_execution_modes(Builder& builder, Id function_id, const dxil::EntryPoint& entry) {
  builder.add_execution_mode(function_id, spv::ExecutionMode::OriginUpperLeft);
  for (const dxil::SignatureElement& output : entry.signatures.outputs) {
    const dxil::SemanticKind semantic = output.system_value;
    if (semantic != dxil::SemanticKind::Depth && semantic != dxil::SemanticKind::DepthLessEqual &&
        semantic != dxil::SemanticKind::DepthGreaterEqual)
      continue;
    builder.add_execution_mode(function_id, spv::ExecutionMode::DepthReplacing);
    if (semantic == dxil::SemanticKind::DepthLessEqual)
      builder.add_execution_mode(function_id, spv::ExecutionMode::DepthLess);
    if (semantic == dxil::SemanticKind::DepthGreaterEqual)
      builder.add_execution_mode(function_id, spv::ExecutionMode::DepthGreater);
  }
}

// The entry point with its interface, execution modes and aliasing decorations, then the words.
std::vector<uint32_t> finish_module(ModuleState& module, Id function_id, spv::ExecutionModel model) {
  Builder& builder = module.builder;
  std::vector<Id> interface;
  for (Id variable : builder.global_variables()) {
    const spv::StorageClass storage = builder.variable_storage_class(variable);
    // SPIR-V 1.4 lists every global the entry point uses; earlier versions Input/Output only.
    if (builder.version() >= kSpirv14 || storage == spv::StorageClass::Input || storage == spv::StorageClass::Output)
      interface.push_back(variable);
  }
  builder.add_entry_point(model, function_id, module.entry.name, interface);
  if (model == spv::ExecutionModel::GLCompute) {
    const std::array<uint32_t, 3> size = *module.entry.num_threads;
    builder.add_execution_mode(function_id, spv::ExecutionMode::LocalSize, {size[0], size[1], size[2]});
  }
  // Several views of one buffer alias the same memory.
  for (const auto& resource : module.resources.bound()) {
    size_t buffer_views = 0;
    for (const auto& [view, variable] : resource->variables)
      if (view == ResourceView::Words16 || view == ResourceView::Words32 || view == ResourceView::Words64)
        ++buffer_views;
    if (buffer_views > 1)
      for (const auto& [view, variable] : resource->variables) builder.decorate(variable, spv::Decoration::Aliased);
  }
  return builder.finish();
}

}  // namespace

Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const structurizer::Function& structured, const Options& options) {
  if (entry.function == nullptr || entry.function->is_declaration)
    throw TranslateError("entry point '" + entry.name + "' has no function body");
  const dxil::ShaderKind stage = info.shader_model ? info.shader_model->kind : dxil::ShaderKind::Invalid;
  spv::ExecutionModel model;
  switch (stage) {
    case dxil::ShaderKind::Compute: model = spv::ExecutionModel::GLCompute; break;
    case dxil::ShaderKind::Vertex: model = spv::ExecutionModel::Vertex; break;
    case dxil::ShaderKind::Pixel: model = spv::ExecutionModel::Fragment; break;
    default:
      throw TranslateError(std::string("shader stage '") + std::string(dxil::shader_kind_name(stage)) +
                               "' is not supported (compute, vertex and pixel shaders are)",
                           entry.function->name);
  }
  if (stage == dxil::ShaderKind::Compute && !entry.num_threads)
    throw TranslateError("compute entry point without numthreads", entry.function->name);

  ModuleState module(entry, stage, options);
  const Id function_id = module.builder.allocate_id();
  module.builder.add_capability(spv::Capability::Shader);
  FunctionEmitter(module, *entry.function, structured).emit(function_id);
  if (stage == dxil::ShaderKind::Compute) declare_compute_derivatives(module.builder, entry, function_id);
  if (stage == dxil::ShaderKind::Pixel) add_pixel_execution_modes(module.builder, function_id, entry);
  if (declares_maximal_reconvergence(module.builder, options)) {
    module.builder.add_extension("SPV_KHR_maximal_reconvergence");
    module.builder.add_execution_mode(function_id, kMaximallyReconvergesKHR);
  }

  Translation translation;
  translation.words = finish_module(module, function_id, model);
  Reflection& reflection = translation.reflection;
  reflection.entry_point = Builder::literal_text(entry.name);
  reflection.stage = stage;
  if (info.shader_model) {
    reflection.shader_model_major = info.shader_model->major;
    reflection.shader_model_minor = info.shader_model->minor;
  }
  if (entry.num_threads) reflection.workgroup_size = *entry.num_threads;
  reflection.wave_size = entry.wave_size;
  reflection.push_constant_size = module.resources.push_constant_size();
  for (const auto& resource : module.resources.bound())
    reflection.resources.push_back({resource->declaration, resource->binding, resource->is_static_sampler});
  reflection.root_signature_layout = options.root_signature != nullptr;
  reflection.inputs = reflect_signature(entry.signatures.inputs, stage, false);
  reflection.outputs = reflect_signature(entry.signatures.outputs, stage, true);
  reflection.patch_constants = reflect_signature(entry.signatures.patch_constants, stage, stage == dxil::ShaderKind::Hull);
  return translation;
}

}  // namespace untangle::spirv_emit
