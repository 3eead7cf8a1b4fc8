// translate_dxil: the library's facade parses and translates; the bindings and the wave-size
// range come from the translation's reflection, and the vertex inputs are its signature
// elements that are not built-ins.
#include "runner/translation.h"

#include "api/facade.h"
#include "runner/error.h"

namespace untangle::runner {

namespace {

// A pixel shader after a mesh shader reads each input where the mesh shader wrote it.
spirv_emit::InputRemapper mesh_linkage(std::vector<OutputLocation> outputs) {
  return [outputs = std::move(outputs)](const spirv_emit::StageInput& input) -> std::optional<spirv_emit::InputPlacement> {
    for (const OutputLocation& output : outputs)
      if (output.semantic == input.semantic && output.semantic_index == input.semantic_index)
        return spirv_emit::InputPlacement{output.location, output.component, output.per_primitive};
    return std::nullopt;
  };
}

void add_outputs(const std::vector<spirv_emit::SignatureElementReflection>& elements, StageModule& module) {
  for (const spirv_emit::SignatureElementReflection& element : elements)
    if (element.location)
      module.outputs.push_back(
          {element.semantic, element.semantic_index, *element.location, element.component, element.per_primitive});
}

}  // namespace

StageModule translate_dxil(std::span<const uint8_t> bytes, const TranslationInputs& inputs) {
  const std::shared_ptr<const api::Module> module = api::Module::parse(bytes);
  std::vector<spirv_emit::RegisterBinding> chosen;
  for (const auto& [id, target] : inputs.overrides.explicit_entries())
    chosen.push_back({register_class(id.type), id.index, id.space, target.set, target.binding});
  api::TranslateOptions options;
  if (!chosen.empty()) options.emit.remapper = spirv_emit::register_remapper(std::move(chosen));
  options.emit.dual_source_blending = inputs.dual_source_blending;
  options.emit.heap = inputs.heap;
  options.emit.maximal_reconvergence = inputs.maximal_reconvergence;
  options.emit.rasterizer_ordered_views = inputs.rasterizer_ordered_views;
  options.emit.float_controls = inputs.float_controls;
  if (!inputs.mesh_outputs.empty()) options.emit.input_remapper = mesh_linkage(inputs.mesh_outputs);
  const bool library = module->stage() == dxil::ShaderKind::Library;
  spirv_emit::Translation translation = api::translate(*module, library ? inputs.entry : std::string(), options);
  const spirv_emit::Reflection& reflection = translation.reflection;
  const std::optional<Stage> stage = stage_of_shader_kind(reflection.stage);
  if (!stage)
    throw RunnerError("the translated shader is of stage '" + std::string(dxil::shader_kind_name(reflection.stage)) +
                      "', which the runner cannot run");
  StageModule result;
  result.stage = *stage;
  result.spirv = std::move(translation.words);
  result.entry = reflection.entry_point;
  result.bindings = BindingMap::from_reflection(reflection);
  if (reflection.wave_size) {
    const dxil::WaveSize& size = *reflection.wave_size;
    result.wave_size = WaveSizeRange{size.minimum, size.maximum != 0 ? size.maximum : size.minimum, size.preferred};
  }
  if (*stage == Stage::Vertex) {
    for (const spirv_emit::SignatureElementReflection& input : reflection.inputs) {
      if (!input.location) continue;  // built-ins
      // A matrix's rows are the next semantic indices at the next locations.
      for (uint32_t row = 0; row < input.rows; ++row) {
        VertexInputLocation location = split_semantic(input.semantic);
        location.semantic_index = input.semantic_index + row;
        location.location = *input.location + row;
        result.vertex_inputs.push_back(std::move(location));
      }
    }
  }
  if (*stage == Stage::Mesh) {
    add_outputs(reflection.outputs, result);
    add_outputs(reflection.patch_constants, result);
  }
  return result;
}

}  // namespace untangle::runner
