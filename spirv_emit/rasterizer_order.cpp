// Which entry points order their rasterizer ordered views, and the declarations of the
// fragment-shader interlock that orders them.
#include "spirv_emit/rasterizer_order.h"

#include <algorithm>

#include "spirv_emit/call_graph.h"
#include "spirv_emit/handles.h"

namespace untangle::spirv_emit {

bool orders_rasterizer_ordered_views(dxil::ShaderKind stage, const Options& options) {
  return stage == dxil::ShaderKind::Pixel && options.rasterizer_ordered_views == RasterizerOrderedViews::Interlock;
}

bool uses_rasterizer_ordered_views(const dxil::EntryPoint& entry) {
  if (std::any_of(entry.resources.begin(), entry.resources.end(),
                  [](const dxil::ResourceBinding& resource) { return resource.rasterizer_ordered; }))
    return true;
  for (const dxil::Function* function : reachable_functions(*entry.function))
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions)
        if (annotates_rasterizer_ordered_view(*instruction)) return true;
  return false;
}

void declare_pixel_interlock(Builder& builder, Id function) {
  builder.add_extension("SPV_EXT_fragment_shader_interlock");
  builder.add_capability(spv::Capability::FragmentShaderPixelInterlockEXT);
  builder.add_execution_mode(function, spv::ExecutionMode::PixelInterlockOrderedEXT);
}

}  // namespace untangle::spirv_emit
