// The dx.op dispatch table, built once from the areas' rows, and lower_dxop.
#include "spirv_emit/dxop/table.h"

#include <array>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "dxil/runtime_data.h"
#include "spirv_emit/call_graph.h"
#include "spirv_emit/error.h"

namespace untangle::spirv_emit {

namespace {

// One row per operation, at its position in dxil::all_dxops(); null where none is registered.
using DxOpTable = std::array<const DxOpRegistration*, dxil::kDxOpCount>;

DxOpTable build_table() {
  DxOpTable table{};
  for (const std::span<const DxOpRegistration> area : dxop_areas())
    for (const DxOpRegistration& registration : area)
      table.at(dxil::dxop_position(registration.op).value()) = &registration;
  return table;
}

// Built on first use and never changed afterwards, so translations may run concurrently.
const DxOpTable& table() {
  static const DxOpTable built = build_table();
  return built;
}

const DxOpRegistration* registration_of(dxil::DxOp op) {
  const std::optional<size_t> position = dxil::dxop_position(op);
  return position ? table()[*position] : nullptr;
}

}  // namespace

std::span<const std::span<const DxOpRegistration>> dxop_areas() {
  static const std::span<const DxOpRegistration> areas[] = {
      compute_dxops(),      handle_dxops(), buffer_dxops(),     texture_dxops(),       sampling_dxops(),
      atomic_dxops(),       wave_dxops(),   math_dxops(),       bit_dxops(),           conversion_dxops(),
      signature_dxops(),    pixel_dxops(),  dxbc_dxops(),       interpolation_dxops(), geometry_dxops(),
      tessellation_dxops(), mesh_dxops(),   raytracing_dxops(), ray_query_dxops(),     hit_object_dxops(),
      node_dxops()};
  return areas;
}

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
  return "DXIL operation " + std::to_string(static_cast<uint32_t>(op)) + " (" + std::string(dxil::dxop_name(op)) + ")";
}

[[noreturn]] void wrong_overload(const DxOpCall& call, std::string_view expected) {
  throw TranslateError(operation_text(call.op) + " takes " + std::string(expected), {}, {}, {}, Status::MalformedInput);
}

void require_overload(const DxOpCall& call, size_t operand_count, bool floating_point) {
  const dxil::Type& element = element_type(*call.instruction.type);
  bool valid = floating_point ? element.is_floating_point() : element.kind == dxil::TypeKind::Integer;
  const dxil::Type* operand_type = call.vector_type != nullptr ? call.vector_type : call.instruction.type;
  for (size_t index = 1; valid && index <= operand_count; ++index)
    valid = call.argument(index)->type == operand_type;
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

bool dxop_supported(dxil::DxOp op) { return registration_of(op) != nullptr; }

bool dxop_takes_derivatives(dxil::DxOp op) {
  const DxOpRegistration* registration = registration_of(op);
  return registration != nullptr && registration->traits.takes_derivatives;
}

namespace {

// Depth first through the calls from an entry function, keeping the chain of callers: the
// first operation the stage does not allow, in a function below the entry, is refused.
class AllowedWalk {
 public:
  explicit AllowedWalk(dxil::ShaderKind stage) : stage_(stage) {}

  void visit(const dxil::Function& function) {
    if (!visited_.insert(&function).second) return;
    chain_.push_back(&function);
    for (const auto& block : function.blocks)
      for (const auto& instruction : block->instructions) {
        if (instruction->opcode != dxil::Opcode::Call) continue;
        if (const dxil::Function* callee = called_function(*instruction)) {
          visit(*callee);
          continue;
        }
        // The entry's own operations are checked as they are lowered.
        if (chain_.size() < 2) continue;
        const std::optional<dxil::DxOp> op = dxil::dxop_of(*instruction);
        if (!op) continue;
        const DxOpRegistration* registration = registration_of(*op);
        if (registration == nullptr || registration->traits.stages.contains(stage_)) continue;
        std::string through;
        for (const dxil::Function* caller : chain_)
          through += (through.empty() ? "" : " -> ") + dxil::export_name(caller->name);
        throw TranslateError(operation_text(*op) + " is not allowed in " + std::string(dxil::shader_kind_name(stage_)) +
                                 " shaders, reached through " + through,
                             function.name, {}, {}, Status::MalformedInput);
      }
    chain_.pop_back();
  }

 private:
  dxil::ShaderKind stage_;
  std::vector<const dxil::Function*> chain_;
  std::unordered_set<const dxil::Function*> visited_;
};

}  // namespace

void check_called_operations_allowed(const dxil::EntryPoint& entry, dxil::ShaderKind stage) {
  AllowedWalk walk(stage);
  if (entry.function != nullptr) walk.visit(*entry.function);
  if (stage == dxil::ShaderKind::Hull && entry.hull && entry.hull->patch_constant_function != nullptr)
    AllowedWalk(stage).visit(*entry.hull->patch_constant_function);
}

namespace {

// A vector overload of an elementwise operation: the registered lowering runs once per
// element on a copy of the call with the element's type, while the value table reads vector
// operands as that element; the results make the vector (an array when long).
void lower_element_by_element(Lowering& lowering, const DxOpCall& call, DxOpLowering lower) {
  const dxil::Instruction& vector_call = call.instruction;
  dxil::Instruction element_call;
  element_call.opcode = vector_call.opcode;
  element_call.index = vector_call.index;
  element_call.parent = vector_call.parent;
  element_call.operands = vector_call.operands;
  element_call.callee = vector_call.callee;
  element_call.dxop = vector_call.dxop;
  element_call.type = vector_call.type->element;
  std::vector<Id> elements;
  for (uint32_t element = 0; element < vector_call.type->element_count; ++element) {
    lowering.values.select_element(element);
    lower(lowering, DxOpCall{element_call, call.op, vector_call.type});
    elements.push_back(lowering.values.element_result());
  }
  lowering.values.select_element(std::nullopt);
  lowering.values.define(vector_call, lowering.builder.emit(spv::Op::OpCompositeConstruct,
                                                            lowering.types.lower(vector_call.type), elements));
}

}  // namespace

void lower_dxop(Lowering& lowering, const DxOpCall& call) {
  const DxOpRegistration* registration = registration_of(call.op);
  if (registration == nullptr) unsupported(operation_text(call.op) + " is not supported");
  if (!registration->traits.stages.contains(lowering.stage))
    throw TranslateError(operation_text(call.op) + " is not allowed in " +
                             std::string(dxil::shader_kind_name(lowering.stage)) + " shaders",
                         {}, {}, {}, Status::MalformedInput);
  if (registration->traits.elementwise && call.instruction.type != nullptr &&
      call.instruction.type->kind == dxil::TypeKind::Vector)
    return lower_element_by_element(lowering, call, registration->lower);
  registration->lower(lowering, call);
}

}  // namespace untangle::spirv_emit
