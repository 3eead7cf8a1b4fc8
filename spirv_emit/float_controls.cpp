// float_control_modes: what a module's floating-point rules ask of the device.
#include "spirv_emit/float_controls.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

namespace untangle::spirv_emit {

namespace {

// Vulkan's property names, shortened.
constexpr std::array<std::pair<const char*, bool FloatControls::*>, 3> kFloatControlNames = {
    {{"denorm-flush-32", &FloatControls::denorm_flush_to_zero_32},
     {"denorm-preserve-32", &FloatControls::denorm_preserve_32},
     {"signed-zero-inf-nan-preserve-32", &FloatControls::signed_zero_inf_nan_preserve_32}}};

std::string_view fp32_denormal_mode(const dxil::Function& function) {
  if (function.attributes == nullptr) return "any";
  for (const dxil::AttributeGroup* group : function.attributes->groups)
    for (const dxil::Attribute& attribute : group->attributes)
      if (attribute.kind_code == 0 && attribute.key == "fp32-denorm-mode") return attribute.value;
  return "any";
}

bool is_fp32(const dxil::Type* type) {
  if (type != nullptr && type->kind == dxil::TypeKind::Vector) type = type->element;
  return type != nullptr && type->kind == dxil::TypeKind::Float;
}

// Whether an fp32 operation of `functions` may ignore signed zero, infinity or NaN.
bool waives_special_values(std::span<const dxil::Function* const> functions) {
  constexpr uint32_t kWaivers =
      dxil::flags::kUnsafeAlgebra | dxil::flags::kNoNaNs | dxil::flags::kNoInfs | dxil::flags::kNoSignedZeros;
  for (const dxil::Function* function : functions)
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions) {
        const bool floating = dxil::is_floating_point_operator(instruction->opcode) ||
                              instruction->opcode == dxil::Opcode::FCmp || instruction->opcode == dxil::Opcode::Call;
        if (!floating || (instruction->flags & kWaivers) == 0) continue;
        const dxil::Type* type =
            instruction->opcode == dxil::Opcode::FCmp ? instruction->operands[0]->type : instruction->type;
        if (is_fp32(type)) return true;
      }
  return false;
}

}  // namespace

std::vector<ExecutionMode> float_control_modes(const dxil::EntryPoint& entry,
                                               std::span<const dxil::Function* const> functions,
                                               const FloatControls& allowed) {
  std::vector<ExecutionMode> modes;
  const std::string_view denormals = entry.function ? fp32_denormal_mode(*entry.function) : "any";
  if (denormals == "ftz" && allowed.denorm_flush_to_zero_32)
    modes.push_back({spv::ExecutionMode::DenormFlushToZero, {32}});
  if (denormals == "preserve" && allowed.denorm_preserve_32)
    modes.push_back({spv::ExecutionMode::DenormPreserve, {32}});
  if (allowed.signed_zero_inf_nan_preserve_32 && !waives_special_values(functions))
    modes.push_back({spv::ExecutionMode::SignedZeroInfNanPreserve, {32}});
  return modes;
}

std::string float_controls_name(const FloatControls& value) {
  std::string names;
  for (const auto& [name, member] : kFloatControlNames) {
    if (!(value.*member)) continue;
    if (!names.empty()) names += ',';
    names += name;
  }
  return names.empty() ? "none" : names;
}

std::optional<FloatControls> float_controls_from_name(const std::string& name) {
  FloatControls value;
  if (name == "none") return value;
  size_t start = 0;
  while (start <= name.size()) {
    const size_t end = std::min(name.find(',', start), name.size());
    const std::string item = name.substr(start, end - start);
    bool known = false;
    for (const auto& [control, member] : kFloatControlNames)
      if (item == control) {
        value.*member = true;
        known = true;
      }
    if (!known) return std::nullopt;
    start = end + 1;
  }
  return value;
}

void declare_float_controls(Builder& builder, Id function, const std::vector<ExecutionMode>& modes) {
  for (const ExecutionMode& mode : modes) {
    switch (mode.mode) {
      case spv::ExecutionMode::DenormFlushToZero: builder.add_capability(spv::Capability::DenormFlushToZero); break;
      case spv::ExecutionMode::DenormPreserve: builder.add_capability(spv::Capability::DenormPreserve); break;
      default: builder.add_capability(spv::Capability::SignedZeroInfNanPreserve); break;
    }
    if (builder.version() < kSpirv14) builder.add_extension("SPV_KHR_float_controls");
    builder.add_execution_mode(function, mode.mode, mode.literals);
  }
}

}  // namespace untangle::spirv_emit
