// translate_module: metadata, CFG, structurizer, emitter.
#include "spirv_emit/pipeline.h"

#include "dxil/dxil_metadata.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "structurizer/structurize.h"

namespace untangle::spirv_emit {

Translation translate_module(const dxil::Module& module, const Options& options,
                             const structurizer::PassObserver& observer) {
  const dxil::ShaderInfo info = dxil::read_shader_info(module);
  const dxil::EntryPoint& entry = select_entry_point(info);
  if (entry.function == nullptr || entry.function->is_declaration)
    throw TranslateError("entry point '" + entry.name + "' has no function body");
  structurizer::StructurizeOptions structurize_options;
  structurize_options.observer = observer;
  const structurizer::Function structured =
      structurizer::structurize(cfg_from_dxil(*entry.function), structurize_options);
  return emit_spirv(info, entry, structured, options);
}

}  // namespace untangle::spirv_emit
