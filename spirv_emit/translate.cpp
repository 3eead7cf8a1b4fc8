// emit_spirv: picks the execution model, emits the structured entry function and then every
// function it calls into a new module, finishes the module (entry point, execution modes)
// and assembles the reflection.
#include "spirv_emit/translate.h"

#include <algorithm>

#include "spirv_emit/call_graph.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "spirv_emit/compute_derivatives.h"
#include "spirv_emit/function_emitter.h"
#include "spirv_emit/module_state.h"
#include "spirv_emit/stage_io.h"
#include "structurizer/structurize.h"

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

bool is_ray_tracing_stage(dxil::ShaderKind stage) {
  switch (stage) {
    case dxil::ShaderKind::RayGeneration:
    case dxil::ShaderKind::Intersection:
    case dxil::ShaderKind::AnyHit:
    case dxil::ShaderKind::ClosestHit:
    case dxil::ShaderKind::Miss:
    case dxil::ShaderKind::Callable: return true;
    default: return false;
  }
}

spv::ExecutionModel execution_model(dxil::ShaderKind stage, const dxil::EntryPoint& entry) {
  switch (stage) {
    case dxil::ShaderKind::Compute: return spv::ExecutionModel::GLCompute;
    case dxil::ShaderKind::Vertex: return spv::ExecutionModel::Vertex;
    case dxil::ShaderKind::Pixel: return spv::ExecutionModel::Fragment;
    case dxil::ShaderKind::RayGeneration: return spv::ExecutionModel::RayGenerationKHR;
    case dxil::ShaderKind::Intersection: return spv::ExecutionModel::IntersectionKHR;
    case dxil::ShaderKind::AnyHit: return spv::ExecutionModel::AnyHitKHR;
    case dxil::ShaderKind::ClosestHit: return spv::ExecutionModel::ClosestHitKHR;
    case dxil::ShaderKind::Miss: return spv::ExecutionModel::MissKHR;
    case dxil::ShaderKind::Callable: return spv::ExecutionModel::CallableKHR;
    default:
      throw TranslateError(std::string("shader stage '") + std::string(dxil::shader_kind_name(stage)) +
                               "' is not supported (compute, vertex, pixel and ray-tracing shaders are)",
                           entry.function->name);
  }
}

// The entry point, then each function it calls (declared while emitting its callers);
// returns the entry point's function.
Id emit_functions(ModuleState& module, const dxil::Function& entry, const structurizer::Function& structured,
                    const Structurize& structurize) {
  const FunctionDeclaration& declaration = module.functions.declare_entry(entry);
  std::vector<Pointer> arguments;
  if (is_ray_tracing_stage(module.stage)) {
    try {
      arguments = module.rays.entry_arguments(entry, module.stage);
    } catch (const TranslateError& error) {
      throw TranslateError(error.detail(), entry.name);
    }
  }
  FunctionEmitter(module, entry, structured).emit(declaration, arguments);
  module.functions.next_to_emit();  // the entry point's, just emitted
  while (const FunctionDeclaration* callee = module.functions.next_to_emit()) {
    const structurizer::Function callee_structured =
        structurize ? structurize(*callee->function)
                    : structurizer::structurize(cfg_from_dxil(*callee->function));
    FunctionEmitter(module, *callee->function, callee_structured).emit(*callee);
  }
  return declaration.id;
}

}  // namespace

dxil::ShaderKind entry_stage(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry) {
  const dxil::ShaderKind module_stage = info.shader_model ? info.shader_model->kind : dxil::ShaderKind::Invalid;
  return module_stage == dxil::ShaderKind::Library ? entry.shader_kind.value_or(module_stage) : module_stage;
}

Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const structurizer::Function& structured, const Options& given_options,
                       const Structurize& structurize) {
  if (entry.function == nullptr || entry.function->is_declaration)
    throw TranslateError("entry point '" + entry.name + "' has no function body");
  const dxil::ShaderKind stage = entry_stage(info, entry);
  const spv::ExecutionModel model = execution_model(stage, entry);
  if (stage == dxil::ShaderKind::Compute && !entry.num_threads)
    throw TranslateError("compute entry point without numthreads", entry.function->name);
  check_call_graph(*entry.function);

  // Vulkan's ray-tracing stages take SPIR-V 1.4 or later.
  Options options = given_options;
  if (is_ray_tracing_stage(stage)) options.spirv_version = std::max(options.spirv_version, kSpirv14);
  ModuleState module(entry, stage, options);
  module.builder.add_capability(spv::Capability::Shader);
  if (is_ray_tracing_stage(stage)) {
    module.builder.add_capability(spv::Capability::RayTracingKHR);
    module.builder.add_extension("SPV_KHR_ray_tracing");
  }
  const Id function_id = emit_functions(module, *entry.function, structured, structurize);
  if (stage == dxil::ShaderKind::Compute) declare_compute_derivatives(module.builder, entry, function_id);
  if (stage == dxil::ShaderKind::Pixel) add_pixel_execution_modes(module.builder, function_id, entry);

  Translation translation;
  translation.words = finish_module(module, function_id, model);
  Reflection& reflection = translation.reflection;
  reflection.entry_point = Builder::literal_text(entry.name);
  reflection.ray_payload_size = entry.ray_payload_size.value_or(0);
  reflection.ray_attribute_size = entry.ray_attribute_size.value_or(0);
  reflection.stage = stage;
  if (info.shader_model) {
    reflection.shader_model_major = info.shader_model->major;
    reflection.shader_model_minor = info.shader_model->minor;
  }
  if (entry.num_threads) reflection.workgroup_size = *entry.num_threads;
  reflection.wave_size = entry.wave_size;
  reflection.push_constant_size = module.resources.push_constant_size();
  reflection.shader_record_size = module.resources.shader_record_size();
  for (const auto& resource : module.resources.bound())
    reflection.resources.push_back({resource->declaration, resource->binding, resource->is_static_sampler});
  reflection.root_signature_layout = options.root_signature != nullptr;
  reflection.inputs = reflect_signature(entry.signatures.inputs, stage, false);
  reflection.outputs = reflect_signature(entry.signatures.outputs, stage, true);
  reflection.patch_constants = reflect_signature(entry.signatures.patch_constants, stage, stage == dxil::ShaderKind::Hull);
  return translation;
}

}  // namespace untangle::spirv_emit
