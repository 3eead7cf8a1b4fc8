// quad_layout and declare_quad_layout: the quads numthreads gives an entry point whose
// operations take derivatives (as their registrations say).
#include "spirv_emit/compute_derivatives.h"

#include "dxil/dxop.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_emit/execution_modes.h"

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

// Whether `function` reads across a quad with a wave operation (QuadReadLaneAt, QuadOp's
// swaps, QuadAny/QuadAll).
bool uses_quad_operations(const dxil::Function& function) {
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions) {
      const std::optional<dxil::DxOp> op = dxil::dxop_of(*instruction);
      if (op == dxil::DxOp::QuadReadLaneAt || op == dxil::DxOp::QuadOp || op == dxil::DxOp::QuadVote) return true;
    }
  return false;
}

}  // namespace

QuadLayout quad_layout(const dxil::EntryPoint& entry, dxil::ShaderKind stage,
                       std::span<const dxil::Function* const> functions, bool quad_operations_in_quads) {
  if (!has_thread_groups(stage)) return QuadLayout::Native;
  const std::optional<std::array<uint32_t, 3>> size = workgroup_size(entry, stage);
  if (entry.function == nullptr || !size) return QuadLayout::Native;
  bool derivatives = false;
  bool quad_operations = false;
  for (const dxil::Function* function : functions) {
    derivatives = derivatives || takes_derivatives(*function);
    quad_operations = quad_operations || (quad_operations_in_quads && uses_quad_operations(*function));
  }
  if (!derivatives && !quad_operations) return QuadLayout::Native;
  const auto [x, y, z] = *size;
  if (x % 4 == 0 && y == 1 && z == 1) return QuadLayout::Linear;
  if (x % 2 == 0 && y % 2 == 0) return QuadLayout::Quads;
  if (static_cast<uint64_t>(x) * y * z % 4 == 0) return QuadLayout::Linear;
  // Without derivatives, quad operations keep the subgroup's quads of consecutive lanes.
  return derivatives ? QuadLayout::None : QuadLayout::Native;
}

void declare_quad_layout(Builder& builder, QuadLayout layout, dxil::ShaderKind stage, Id function_id,
                         bool khr_in_compute) {
  if (layout != QuadLayout::Linear && layout != QuadLayout::Quads) return;
  // The KHR names are the NV enumerants' (5288, 5350; 5289, 5290) under a new extension.
  const bool linear = layout == QuadLayout::Linear;
  builder.add_extension((stage == dxil::ShaderKind::Compute || stage == dxil::ShaderKind::Node) && !khr_in_compute
                            ? "SPV_NV_compute_shader_derivatives"
                            : "SPV_KHR_compute_shader_derivatives");
  builder.add_capability(linear ? spv::Capability::ComputeDerivativeGroupLinearNV
                                : spv::Capability::ComputeDerivativeGroupQuadsNV);
  builder.add_execution_mode(
      function_id, linear ? spv::ExecutionMode::DerivativeGroupLinearNV : spv::ExecutionMode::DerivativeGroupQuadsNV);
}

}  // namespace untangle::spirv_emit
