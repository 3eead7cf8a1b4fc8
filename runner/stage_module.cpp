// Stage modules from SPIR-V: vertex-input semantics read from UserSemantic decorations.
#include "runner/stage_module.h"

#include "runner/error.h"
#include "runner/spirv_module.h"

#include <cctype>

namespace untangle::runner {

VertexInputLocation split_semantic(std::string_view semantic) {
  std::size_t digits = semantic.size();
  while (digits > 0 && std::isdigit(static_cast<unsigned char>(semantic[digits - 1])) != 0) --digits;
  VertexInputLocation result;
  for (const char c : semantic.substr(0, digits)) {
    result.semantic += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  const std::string_view index = semantic.substr(digits);
  if (!index.empty() && index.size() < 10)
    result.semantic_index = static_cast<uint32_t>(std::stoul(std::string(index)));
  return result;
}

std::vector<VertexInputLocation> vertex_inputs_from_semantics(const SpirvModule& module, const std::string& entry) {
  std::vector<VertexInputLocation> inputs;
  for (const StageVariable& variable : module.inputs_of(module.entry(Stage::Vertex, entry))) {
    const std::string what = "the vertex shader's input %" + std::to_string(variable.id);
    if (variable.semantic.empty()) {
      throw RunnerError(what + " has no UserSemantic decoration (compile the module with dxc -fspv-reflect)");
    }
    if (!variable.location) throw RunnerError(what + " (" + variable.semantic + ") has no Location");
    // A matrix or array takes the next semantic indices at the next locations.
    for (uint32_t row = 0; row < variable.locations; ++row) {
      VertexInputLocation input = split_semantic(variable.semantic);
      input.semantic_index += row;
      input.location = *variable.location + row;
      inputs.push_back(std::move(input));
    }
  }
  return inputs;
}

StageModule stage_module_from_spirv(Stage stage, std::vector<uint32_t> words, BindingMap bindings, std::string entry) {
  StageModule result;
  result.stage = stage;
  result.entry = std::move(entry);
  result.bindings = std::move(bindings);
  if (stage == Stage::Vertex) {
    result.vertex_inputs = vertex_inputs_from_semantics(SpirvModule::parse(words), result.entry);
  }
  result.spirv = std::move(words);
  return result;
}

}  // namespace untangle::runner
