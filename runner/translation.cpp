// translate_dxil: dxil::read_module, then spirv_emit::translate_module. The bindings go
// through the same reflection JSON that `untangle translate --reflect` writes.
#include "runner/translation.h"

#include "dxil/module_reader.h"
#include "spirv_emit/pipeline.h"
#include "spirv_emit/reflection.h"

namespace untangle::runner {

TranslatedShader translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides) {
  const dxil::Module module = dxil::read_module(bytes);
  spirv_emit::Options options;
  for (const auto& [id, target] : overrides.explicit_entries()) {
    options.binding_overrides.push_back(
        {std::string(1, id.type) + std::to_string(id.index), id.space, target.set, target.binding});
  }
  spirv_emit::Translation translation = spirv_emit::translate_module(module, options);
  return {std::move(translation.words), BindingMap::parse(spirv_emit::reflection_to_json(translation.reflection))};
}

}  // namespace untangle::runner
