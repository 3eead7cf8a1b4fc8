// translate_dxil: dxil::read_module, then spirv_emit::translate_module. The bindings go
// through the same reflection JSON that `untangle translate --reflect` writes; the vertex
// inputs are the reflection's signature elements that are not built-ins.
#include "runner/translation.h"

#include "dxil/module_reader.h"
#include "runner/errors.h"
#include "spirv_emit/pipeline.h"
#include "spirv_emit/reflection.h"

namespace untangle::runner {

StageModule translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides) {
  const dxil::Module module = dxil::read_module(bytes);
  spirv_emit::Options options;
  for (const auto& [id, target] : overrides.explicit_entries()) {
    options.binding_overrides.push_back(
        {std::string(1, id.type) + std::to_string(id.index), id.space, target.set, target.binding});
  }
  spirv_emit::Translation translation = spirv_emit::translate_module(module, options);
  const spirv_emit::Reflection& reflection = translation.reflection;
  const std::optional<Stage> stage = stage_from_name(reflection.stage);
  if (!stage)
    throw RunnerError("the translated shader is of stage '" + reflection.stage + "', which the runner cannot run");
  StageModule result;
  result.stage = *stage;
  result.spirv = std::move(translation.words);
  result.entry = reflection.entry_point;
  result.bindings = BindingMap::parse(spirv_emit::reflection_to_json(reflection));
  if (*stage == Stage::Vertex) {
    for (const spirv_emit::SignatureElementReflection& input : reflection.inputs) {
      if (!input.builtin.empty()) continue;
      VertexInputLocation location = split_semantic(input.semantic);
      location.semantic_index = input.semantic_index;
      location.location = input.location;
      result.vertex_inputs.push_back(std::move(location));
    }
  }
  return result;
}

}  // namespace untangle::runner
