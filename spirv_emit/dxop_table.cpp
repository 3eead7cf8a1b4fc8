// The dx.op dispatch table, built once from the areas' lists, and lower_dx_op.
#include "spirv_emit/dxop_table.h"

#include <algorithm>
#include <array>
#include <string>

#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// Operations numbered below kCoreOperations, then DXC's experimental ones (0x8000xxxx) from
// slot kCoreOperations on.
constexpr size_t kCoreOperations = 512;
constexpr size_t kExperimentalOperations = 64;
constexpr size_t kTableSize = kCoreOperations + kExperimentalOperations;
constexpr uint32_t kExperimentalBase = 0x80000000u;

using DxOpTable = std::array<DxOpLowering, kTableSize>;

// The table slot of `op`, kTableSize when it has none.
size_t slot(dxil::DxOp op) {
  const auto number = static_cast<uint32_t>(op);
  if (number < kCoreOperations) return number;
  if (number >= kExperimentalBase && number - kExperimentalBase < kExperimentalOperations)
    return kCoreOperations + (number - kExperimentalBase);
  return kTableSize;
}

DxOpTable build_table() {
  DxOpTable table{};
  for (auto area : {compute_dx_ops(), handle_dx_ops(), buffer_dx_ops(), texture_dx_ops(), sampling_dx_ops(),
                    atomic_dx_ops(), wave_dx_ops(), math_dx_ops(), bit_dx_ops(), conversion_dx_ops(),
                    signature_dx_ops(), pixel_dx_ops(), dxbc_dx_ops(), interpolation_dx_ops(), geometry_dx_ops(),
                    tessellation_dx_ops(), mesh_dx_ops(), raytracing_dx_ops(), ray_query_dx_ops()})
    for (const DxOpEntry& entry : area) table.at(slot(entry.op)) = entry.lower;
  return table;
}

// Built on first use and never changed afterwards, so translations may run concurrently.
const DxOpTable& table() {
  static const DxOpTable built = build_table();
  return built;
}

DxOpLowering lowering_of(dxil::DxOp op) {
  const size_t index = slot(op);
  return index < kTableSize ? table()[index] : nullptr;
}

}  // namespace

const dxil::Value* DxOpCall::argument(size_t index) const {
  if (index >= instruction.operands.size() || instruction.operands[index] == nullptr)
    throw TranslateError("dx.op call has no operand " + std::to_string(index), {}, {}, {}, Status::MalformedInput);
  return instruction.operands[index];
}

namespace {

const dxil::Type& element_type(const dxil::Type& type) {
  return type.kind == dxil::TypeKind::Vector && type.element != nullptr ? *type.element : type;
}

// "DXIL operation 93 (ThreadId)", as every message about an operation starts.
std::string operation_text(dxil::DxOp op) {
  return "DXIL operation " + std::to_string(static_cast<uint32_t>(op)) + " (" + std::string(dxil::dx_op_name(op)) + ")";
}

[[noreturn]] void wrong_overload(const DxOpCall& call, std::string_view expected) {
  throw TranslateError(operation_text(call.op) + " takes " + std::string(expected), {}, {}, {}, Status::MalformedInput);
}

void require_overload(const DxOpCall& call, size_t operand_count, bool floating_point) {
  const dxil::Type& element = element_type(*call.instruction.type);
  bool valid = floating_point ? element.is_floating_point() : element.kind == dxil::TypeKind::Integer;
  for (size_t index = 1; valid && index <= operand_count; ++index)
    valid = call.argument(index)->type == call.instruction.type;
  if (!valid)
    wrong_overload(call, floating_point ? "a floating-point overload with operands of its type"
                                        : "an integer overload with operands of its type");
}

}  // namespace

void DxOpCall::require_float_overload(size_t operand_count) const { require_overload(*this, operand_count, true); }
void DxOpCall::require_integer_overload(size_t operand_count) const { require_overload(*this, operand_count, false); }
void DxOpCall::require_integer_operands(size_t operand_count) const {
  for (size_t index = 1; index <= operand_count; ++index)
    if (element_type(*argument(index)->type).kind != dxil::TypeKind::Integer) wrong_overload(*this, "integer operands");
}

void DxOpCall::require_stage(dxil::ShaderKind stage, std::initializer_list<dxil::ShaderKind> stages) const {
  if (std::find(stages.begin(), stages.end(), stage) != stages.end()) return;
  throw TranslateError(
      operation_text(op) + " is not allowed in " + std::string(dxil::shader_kind_name(stage)) + " shaders", {}, {}, {},
      Status::MalformedInput);
}

bool dx_op_supported(dxil::DxOp op) { return lowering_of(op) != nullptr; }

void lower_dx_op(Lowering& lowering, const DxOpCall& call) {
  const DxOpLowering lower = lowering_of(call.op);
  if (lower == nullptr) unsupported(operation_text(call.op) + " is not supported");
  lower(lowering, call);
}

}  // namespace untangle::spirv_emit
