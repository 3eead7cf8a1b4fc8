// translate_dxil: the library's facade parses and translates; the bindings come from the
// translation's reflection.
#include "runner/translation.h"

#include "api/facade.h"

namespace untangle::runner {

TranslatedShader translate_dxil(std::span<const uint8_t> bytes, const BindingMap& overrides,
                                api::TranslateOptions options) {
  const std::shared_ptr<const api::Module> module = api::Module::parse(bytes);
  std::vector<spirv_emit::RegisterBinding> chosen;
  for (const auto& [id, target] : overrides.explicit_entries())
    chosen.push_back({register_class(id.type), id.index, id.space, target.set, target.binding});
  if (!chosen.empty()) options.emit.remapper = spirv_emit::register_remapper(std::move(chosen));
  spirv_emit::Translation translation = api::translate(*module, "", options);
  return {std::move(translation.words), BindingMap::from_reflection(translation.reflection)};
}

}  // namespace untangle::runner
