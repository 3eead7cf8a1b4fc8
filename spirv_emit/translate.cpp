// emit_spirv: picks the execution model, emits the structured entry function and then every
// function it calls (for a hull shader, its control-point and patch-constant functions under
// an entry that runs the patch-constant part once per patch after a barrier) into a new
// module, finishes the module (entry point, execution modes) and assembles the reflection.
#include "spirv_emit/translate.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "dxil/dxop.h"
#include "dxil/ir_cast.h"
#include "spirv_emit/compute_derivatives.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/float_controls.h"
#include "spirv_emit/function_emitter.h"
#include "spirv_emit/module_state.h"
#include "spirv_emit/rasterizer_order.h"
#include "spirv_emit/stage_io.h"

namespace untangle::spirv_emit {

namespace {

// The SPIR-V entry point's name: the DXIL entry point's (a node's, its node name: what a
// graph's outputs name it by), unless the caller chose one.
std::string_view spirv_entry_name(const dxil::EntryPoint& entry, const Options& options) {
  if (!options.entry_point_name.empty()) return options.entry_point_name;
  return entry.node ? std::string_view(entry.node->id.name) : std::string_view(entry.name);
}

std::vector<SignatureElementReflection> reflect_signature(const dxil::EntryPoint& entry, SignatureKind kind,
                                                          const SignaturePlacements& placements) {
  std::vector<SignatureElementReflection> reflected;
  for (const dxil::SignatureElement& element : signature_elements(entry, kind)) {
    SignatureElementReflection entry_element;
    entry_element.semantic = element.semantic_name;
    entry_element.semantic_index = element.semantic_indices.empty() ? 0 : element.semantic_indices[0];
    entry_element.system_value = element.system_value;
    entry_element.component_type = element.component_type;
    entry_element.interpolation = element.interpolation;
    entry_element.rows = element.rows;
    entry_element.columns = element.columns;
    entry_element.start_row = element.start_row;
    entry_element.start_column = element.start_column;
    entry_element.stream = element.output_stream.value_or(0);
    const ElementPlacement& placement = *placements.find(kind, element.id);
    entry_element.location = placement.location;
    entry_element.component = placement.component;
    entry_element.index = placement.index;
    entry_element.per_primitive = placement.per_primitive;
    entry_element.builtin = placement.builtin;
    reflected.push_back(std::move(entry_element));
  }
  return reflected;
}

// The global a pointer operand names, through casts.
const dxil::GlobalVariable* global_of(const dxil::Value* value) {
  while (const auto* constant = dxil::dyn_cast<dxil::Constant>(value)) {
    if (constant->constant_kind != dxil::ConstantKind::Expression || constant->elements.empty()) return nullptr;
    value = constant->elements[0];
  }
  return dxil::dyn_cast<dxil::GlobalVariable>(value);
}

// What variables' shapes depend on, known before the first access: pixel inputs read per
// vertex, and the groupshared variable an amplification shader sends as its payload.
void prepare_interface(ModuleState& module, const dxil::Function& function) {
  for (const auto& block : function.blocks) {
    for (const auto& instruction : block->instructions) {
      const std::optional<dxil::DxOp> op = dxil::dxop_of(*instruction);
      if (op == dxil::DxOp::AttributeAtVertex && instruction->operands.size() > 1 &&
          instruction->operands[1]->kind == dxil::ValueKind::Constant)
        module.io.read_per_vertex(static_cast<uint32_t>(constant_integer(instruction->operands[1], "element")));
      if (op == dxil::DxOp::DispatchMesh && instruction->operands.size() > 4)
        if (const dxil::GlobalVariable* payload = global_of(instruction->operands[4]))
          module.globals.make_task_payload(*payload);
    }
  }
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
      spv::Capability::GroupNonUniform,           spv::Capability::GroupNonUniformVote,
      spv::Capability::GroupNonUniformArithmetic, spv::Capability::GroupNonUniformBallot,
      spv::Capability::GroupNonUniformShuffle,    spv::Capability::GroupNonUniformShuffleRelative,
      spv::Capability::GroupNonUniformClustered,  spv::Capability::GroupNonUniformQuad};
  return builder.version() >= kSpirv16 &&
         std::any_of(std::begin(kWaveCapabilities), std::end(kWaveCapabilities),
                     [&](spv::Capability capability) { return builder.has_capability(capability); });
}

// The hull shader's entry: every invocation runs the control-point function for its control
// point; after a barrier, invocation 0 runs the patch-constant function, which reads the
// control points all invocations wrote.
void emit_hull_entry(ModuleState& module, Id entry_id, Id control_point_function, Id patch_constant_function) {
  Builder& builder = module.builder;
  TypeTable& types = module.types;
  const Id void_type = builder.type_void();
  builder.begin_function(void_type, builder.type_function(void_type, {}), entry_id);
  builder.set_name(entry_id, module.entry.name);
  builder.begin_block(builder.allocate_id());
  builder.emit(spv::Op::OpFunctionCall, void_type, {control_point_function});
  builder.emit_void(spv::Op::OpControlBarrier,
                    {types.uint_constant(static_cast<uint32_t>(spv::Scope::Workgroup)),
                     types.uint_constant(static_cast<uint32_t>(spv::Scope::Invocation)), types.uint_constant(0)});
  const Id invocation =
      builder.emit(spv::Op::OpLoad, types.uint(), {module.io.builtin_input(spv::BuiltIn::InvocationId, types.uint())});
  const Id first = builder.emit(spv::Op::OpIEqual, types.boolean(), {invocation, types.uint_constant(0)});
  const Id patch_label = builder.allocate_id();
  const Id merge_label = builder.allocate_id();
  builder.emit_void(spv::Op::OpSelectionMerge,
                    {merge_label, static_cast<uint32_t>(spv::SelectionControlMask::MaskNone)});
  builder.emit_void(spv::Op::OpBranchConditional, {first, patch_label, merge_label});
  builder.begin_block(patch_label);
  builder.emit(spv::Op::OpFunctionCall, void_type, {patch_constant_function});
  builder.emit_void(spv::Op::OpBranch, {merge_label});
  builder.begin_block(merge_label);
  builder.emit_void(spv::Op::OpReturn, {});
  builder.end_function();
}

// SPV_EXT_mesh_shader, which needs SPIR-V 1.4: mesh and amplification shaders, and pixel
// shaders that read per-primitive attributes.
// What `body` returns; an error it throws that names no place is located at the entry
// function, its status kept (work done for the whole entry point before it is emitted).
template <typename Body>
auto at_entry_function(const dxil::EntryPoint& entry, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const Error& error) {
    if (!error.location().empty()) throw;
    throw TranslateError(error.detail(), entry.function->name, {}, {}, error.status());
  }
}

// The entry point's signature placements; a remapper's refusal names the entry function.
SignaturePlacements place_signatures(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options) {
  return at_entry_function(entry, [&] { return SignaturePlacements(entry, stage, options); });
}

bool uses_mesh_shading(dxil::ShaderKind stage, const SignaturePlacements& placements) {
  if (stage == dxil::ShaderKind::Mesh || stage == dxil::ShaderKind::Amplification) return true;
  return stage == dxil::ShaderKind::Pixel && placements.has_per_primitive_input();
}

// The entry point with its interface, execution modes and aliasing decorations, then the words.
std::vector<uint32_t> finish_module(ModuleState& module, Id function_id, spv::ExecutionModel model,
                                    const std::vector<ExecutionMode>& modes) {
  Builder& builder = module.builder;
  std::vector<Id> interface;
  for (Id variable : builder.global_variables()) {
    const spv::StorageClass storage = builder.variable_storage_class(variable);
    // SPIR-V 1.4 lists every global the entry point uses; earlier versions Input/Output only.
    if (builder.version() >= kSpirv14 || storage == spv::StorageClass::Input || storage == spv::StorageClass::Output)
      interface.push_back(variable);
  }
  builder.add_entry_point(model, function_id, spirv_entry_name(module.entry, module.options), interface);
  declare_execution_modes(builder, function_id, module.stage, modes);
  // Several views of one buffer alias the same memory.
  for (const auto& resource : module.resources.bound()) {
    size_t buffer_views = 0;
    for (const auto& [view, variable] : resource->variables)
      if (view == ResourceView::Words8 || view == ResourceView::Words16 || view == ResourceView::Words32 ||
          view == ResourceView::Words64)
        ++buffer_views;
    if (buffer_views > 1)
      for (const auto& [view, variable] : resource->variables) builder.decorate(variable, spv::Decoration::Aliased);
  }
  return builder.finish();
}

// The structured CFG of `function`, which the caller of emit_spirv structurized.
const structurizer::Function& structured_cfg(const StructuredFunctions& structured, const dxil::Function& function) {
  const auto found = structured.find(&function);
  if (found == structured.end())
    internal_error("emit_spirv was given no structured CFG of function '" + printable_name(function.name) + "'");
  return found->second;
}

// Emits the entry point's function, a hull shader's patch-constant function, then each
// function they call (declared while emitting its callers). Returns the function the entry
// point names: for a hull shader, one that calls both.
Id emit_functions(ModuleState& module, const dxil::EntryPoint& entry, const StructuredFunctions& structured) {
  const FunctionDeclaration& declaration = module.functions.declare_entry(*entry.function);
  const Id patch_constant_id = module.stage == dxil::ShaderKind::Hull
                                   ? module.functions.declare_entry(*entry.hull->patch_constant_function).id
                                   : 0;
  std::vector<Pointer> arguments;
  if (is_ray_tracing_stage(module.stage)) {
    try {
      arguments = module.rays.entry_arguments(*entry.function, module.stage);
    } catch (const TranslateError& error) {
      // Located at the entry function (the arguments are its own); the status stays the cause's.
      throw TranslateError(error.detail(), entry.function->name, {}, {}, error.status());
    }
  }
  FunctionEmitter(module, *entry.function, structured_cfg(structured, *entry.function)).emit(declaration, arguments);
  module.functions.next_to_emit();  // the entry point's, just emitted
  while (const FunctionDeclaration* callee = module.functions.next_to_emit())
    FunctionEmitter(module, *callee->function, structured_cfg(structured, *callee->function)).emit(*callee);
  if (module.stage != dxil::ShaderKind::Hull) return declaration.id;
  const Id hull_entry_id = module.builder.allocate_id();
  emit_hull_entry(module, hull_entry_id, declaration.id, patch_constant_id);
  return hull_entry_id;
}

}  // namespace

bool includes_helper_lanes(const dxil::EntryPoint& entry) {
  if (entry.function == nullptr || entry.function->attributes == nullptr) return false;
  for (const dxil::AttributeGroup* group : entry.function->attributes->groups)
    for (const dxil::Attribute& attribute : group->attributes)
      if (attribute.kind_code == 0 && attribute.key == "waveops-include-helper-lanes") return true;
  return false;
}

dxil::ShaderKind entry_stage(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry) {
  const dxil::ShaderKind module_stage = info.shader_model ? info.shader_model->kind : dxil::ShaderKind::Invalid;
  return module_stage == dxil::ShaderKind::Library ? entry.shader_kind.value_or(module_stage) : module_stage;
}

Translation emit_spirv(const dxil::ShaderInfo& info, const dxil::EntryPoint& entry,
                       const StructuredFunctions& structured, const Options& options) {
  if (entry.function == nullptr || entry.function->is_declaration)
    throw TranslateError("entry point '" + entry.name + "' has no function body");
  if (!(options.point_size >= 0) || std::isinf(options.point_size))
    throw TranslateError("point_size must be 0 (the default) or a positive size", {}, {}, {}, Status::InvalidArgument);
  const dxil::ShaderKind stage = entry_stage(info, entry);
  const spv::ExecutionModel model = execution_model(stage, entry);
  const std::vector<ExecutionMode> modes = execution_modes(entry, stage);
  if (stage == dxil::ShaderKind::Hull && (!entry.hull || entry.hull->patch_constant_function == nullptr))
    throw TranslateError("hull shader without a patch-constant function", entry.function->name);

  check_called_operations_allowed(entry, stage);
  const SignaturePlacements placements = place_signatures(entry, stage, options);
  // Mesh shading, Vulkan's ray-tracing stages and node shaders take SPIR-V 1.4 or later.
  Options effective = options;
  if (uses_mesh_shading(stage, placements) || is_ray_tracing_stage(stage) || stage == dxil::ShaderKind::Node)
    effective.spirv_version = std::max(effective.spirv_version, kSpirv14);
  // The structured functions are the translated ones (translated_functions); what reads
  // them below does not depend on their order, so their map's does not matter.
  std::vector<const dxil::Function*> functions;
  for (const auto& [function, unused] : structured) functions.push_back(function);
  const bool quad_operations_in_quads =
      info.shader_model &&
      (info.shader_model->major > 6 || (info.shader_model->major == 6 && info.shader_model->minor >= 6));
  ModuleState module(entry, stage, effective, placements, functions, quad_operations_in_quads);
  module.builder.add_capability(spv::Capability::Shader);
  if (is_ray_tracing_stage(stage)) {
    module.builder.add_capability(spv::Capability::RayTracingKHR);
    module.builder.add_extension("SPV_KHR_ray_tracing");
  }
  prepare_interface(module, *entry.function);
  if (stage == dxil::ShaderKind::Hull) prepare_interface(module, *entry.hull->patch_constant_function);
  module.globals.find_word_memory(functions, info.module);
  if (stage == dxil::ShaderKind::Node) at_entry_function(entry, [&] { module.nodes.prepare(functions); });
  module.pixel_interlock = orders_rasterizer_ordered_views(stage, effective) && uses_rasterizer_ordered_views(entry);
  const Id function_id = emit_functions(module, entry, structured);
  if (module.pixel_interlock) declare_pixel_interlock(module.builder, function_id);
  if (stage == dxil::ShaderKind::Node) declare_node_execution_modes(module.builder, function_id, *entry.node);
  declare_float_controls(module.builder, function_id, float_control_modes(entry, functions, effective.float_controls));
  if (module.io.uses_transform_feedback()) module.builder.add_execution_mode(function_id, spv::ExecutionMode::Xfb);
  declare_quad_layout(module.builder, module.quads, stage, function_id, effective.compute_derivatives_khr);
  if (declares_maximal_reconvergence(module.builder, effective)) {
    module.builder.add_extension("SPV_KHR_maximal_reconvergence");
    module.builder.add_execution_mode(function_id, kMaximallyReconvergesKHR);
  }

  Translation translation;
  translation.words = finish_module(module, function_id, model, modes);
  Reflection& reflection = translation.reflection;
  reflection.entry_point = Builder::literal_text(spirv_entry_name(entry, effective));
  reflection.ray_payload_size = entry.ray_payload_size.value_or(0);
  reflection.ray_attribute_size = entry.ray_attribute_size.value_or(0);
  reflection.stage = stage;
  if (info.shader_model) {
    reflection.shader_model_major = info.shader_model->major;
    reflection.shader_model_minor = info.shader_model->minor;
  }
  if (const auto size = workgroup_size(entry, stage)) reflection.workgroup_size = *size;
  reflection.wave_size = entry.wave_size;
  reflection.push_constant_size = module.resources.push_constant_size();
  if (stage == dxil::ShaderKind::Hull || stage == dxil::ShaderKind::Domain)
    reflection.patch_constant_location = second_signature_base(entry, stage, effective);
  reflection.shader_record_size = module.resources.shader_record_size();
  reflection.uses_sample_count = module.resources.uses_sample_count();
  for (const auto& resource : module.resources.bound()) {
    if (resource->amd_extension) continue;  // never bound
    reflection.resources.push_back(
        {resource->declaration, resource->binding, resource->is_static_sampler, resource->counter});
    if (resource->sampler_feedback_dropped)
      reflection.warnings.push_back("sampler feedback written to " + variable_name(resource->declaration) +
                                    " is dropped: Vulkan has no sampler feedback maps");
  }
  reflection.spirv_extensions = module.builder.extensions();
  reflection.node = entry.node;
  reflection.root_signature_layout = options.root_signature != nullptr;
  reflection.inputs = reflect_signature(entry, SignatureKind::Input, placements);
  reflection.outputs = reflect_signature(entry, SignatureKind::Output, placements);
  reflection.patch_constants = reflect_signature(entry, SignatureKind::PatchConstant, placements);
  return translation;
}

}  // namespace untangle::spirv_emit
