// declare_compute_derivatives: which DXIL operations take derivatives, and the quad layout
// numthreads gives them.
#include "spirv_emit/compute_derivatives.h"

#include "dxil/dx_op.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// Operations that difference values across a quad: explicit derivatives, and sampling or
// LOD queries whose level of detail comes from implicit derivatives.
constexpr dxil::DxOp kDerivativeOps[] = {
    dxil::DxOp::DerivCoarseX, dxil::DxOp::DerivCoarseY,  dxil::DxOp::DerivFineX,
    dxil::DxOp::DerivFineY,   dxil::DxOp::Sample,        dxil::DxOp::SampleBias,
    dxil::DxOp::SampleCmp,    dxil::DxOp::SampleCmpBias, dxil::DxOp::CalculateLOD,
    dxil::DxOp::WriteSamplerFeedback, dxil::DxOp::WriteSamplerFeedbackBias,
};

bool takes_derivatives(const dxil::Function& function) {
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions) {
      const std::optional<dxil::DxOp> op = dxil::dx_op_of(*instruction);
      if (!op) continue;
      for (dxil::DxOp derivative : kDerivativeOps)
        if (*op == derivative) return true;
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
