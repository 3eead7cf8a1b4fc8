// declare_compute_derivatives: the quad layout numthreads gives an entry point whose
// operations take derivatives (as their registrations say).
#include "spirv_emit/compute_derivatives.h"

#include "dxil/dxop.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// Whether any operation in `function` is registered as taking derivatives (dxop/table.h).
bool takes_derivatives(const dxil::Function& function) {
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions) {
      const std::optional<dxil::DxOp> op = dxil::dxop_of(*instruction);
      if (op && dxop_takes_derivatives(*op)) return true;
    }
  return false;
}

}  // namespace

void declare_compute_derivatives(Builder& builder, const dxil::EntryPoint& entry, Id function_id) {
  if (entry.function == nullptr || !entry.num_threads || !takes_derivatives(*entry.function)) return;
  const auto [x, y, z] = *entry.num_threads;
  spv::Capability capability;
  spv::ExecutionMode mode;
  if (x % 4 == 0 && y == 1 && z == 1) {
    capability = spv::Capability::ComputeDerivativeGroupLinearNV;
    mode = spv::ExecutionMode::DerivativeGroupLinearNV;
  } else if (x % 2 == 0 && y % 2 == 0) {
    capability = spv::Capability::ComputeDerivativeGroupQuadsNV;
    mode = spv::ExecutionMode::DerivativeGroupQuadsNV;
  } else {
    throw TranslateError("derivatives in a compute shader need numthreads X a multiple of 4 with Y = Z = 1, or X "
                         "and Y even; numthreads is (" +
                             std::to_string(x) + ", " + std::to_string(y) + ", " + std::to_string(z) + ")",
                         entry.function->name);
  }
  builder.add_extension("SPV_NV_compute_shader_derivatives");
  builder.add_capability(capability);
  builder.add_execution_mode(function_id, mode);
}

}  // namespace untangle::spirv_emit
