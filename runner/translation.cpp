// translate_dxil: the library's facade parses and translates; the bindings and the wave-size
// range come from the translation's reflection, and the vertex inputs are its signature
// elements that are not built-ins.
#include "runner/translation.h"

#include "api/facade.h"
#include "runner/errors.h"

namespace untangle::runner {

StageModule translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides, const std::string& entry) {
  const std::shared_ptr<const api::Module> module = api::Module::parse(bytes);
  std::vector<spirv_emit::RegisterBinding> chosen;
  for (const auto& [id, target] : overrides.explicit_entries())
    chosen.push_back({register_class(id.type), id.index, id.space, target.set, target.binding});
  api::TranslateOptions options;
  if (!chosen.empty()) options.emit.remapper = spirv_emit::register_remapper(std::move(chosen));
  const bool library = module->stage() == dxil::ShaderKind::Library;
  spirv_emit::Translation translation = api::translate(*module, library ? entry : std::string(), options);
  const spirv_emit::Reflection& reflection = translation.reflection;
  const std::string stage_name(dxil::shader_kind_name(reflection.stage));
  const std::optional<Stage> stage = stage_from_name(stage_name);
  if (!stage) throw RunnerError("the translated shader is of stage '" + stage_name + "', which the runner cannot run");
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
      VertexInputLocation location = split_semantic(input.semantic);
      location.semantic_index = input.semantic_index;
      location.location = *input.location;
      result.vertex_inputs.push_back(std::move(location));
    }
  }
  return result;
}

}  // namespace untangle::runner
