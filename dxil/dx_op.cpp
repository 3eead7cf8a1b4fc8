// DXIL operation table lookups and dx.op call recognition (see dx_op.h).
#include "dxil/dx_op.h"

#include <algorithm>
#include <iterator>

namespace untangle::dxil {

namespace {

constexpr DxOpInfo kDxOps[] = {
#define UNTANGLE_DX_OP(name, number, op_class, major, minor) {DxOp::name, #name, op_class, major, minor},
#define UNTANGLE_DX_OP_RESERVED(number)
#include "dxil/dx_ops.def"
#undef UNTANGLE_DX_OP
#undef UNTANGLE_DX_OP_RESERVED
};

constexpr uint32_t number_of(DxOp op) { return static_cast<uint32_t>(op); }

// Lookups binary-search the table, so it must stay in strictly increasing number order.
constexpr bool is_strictly_increasing() {
  for (size_t index = 1; index < std::size(kDxOps); ++index)
    if (number_of(kDxOps[index - 1].op) >= number_of(kDxOps[index].op)) return false;
  return true;
}
static_assert(is_strictly_increasing(), "dx_ops.def must list operations in number order");

const DxOpInfo* find(uint64_t number) {
  const auto* found = std::lower_bound(std::begin(kDxOps), std::end(kDxOps), number,
                                       [](const DxOpInfo& info, uint64_t value) { return number_of(info.op) < value; });
  return found != std::end(kDxOps) && number_of(found->op) == number ? found : nullptr;
}

}  // namespace

std::span<const DxOpInfo> all_dx_ops() { return kDxOps; }

std::optional<DxOp> dx_op_from_number(uint64_t number) {
  const DxOpInfo* info = find(number);
  return info != nullptr ? std::optional<DxOp>(info->op) : std::nullopt;
}

DxOpInfo dx_op_info(DxOp op) {
  const DxOpInfo* info = find(number_of(op));
  return info != nullptr ? *info : DxOpInfo{op, "unknown", "", 0, 0};
}

std::string_view dx_op_name(DxOp op) { return dx_op_info(op).name; }

bool is_dx_op_call(const Instruction& instruction) {
  return instruction.opcode == Opcode::Call && instruction.callee != nullptr &&
         instruction.callee->name.starts_with("dx.op.");
}

std::optional<DxOp> dx_op_of(const Instruction& instruction) {
  if (!is_dx_op_call(instruction) || instruction.operands.empty()) return std::nullopt;
  const Value* opcode = instruction.operands.front();
  if (opcode == nullptr || opcode->kind != ValueKind::Constant || opcode->type == nullptr ||
      !opcode->type->is_integer(32))
    return std::nullopt;
  const auto& constant = static_cast<const Constant&>(*opcode);
  if (constant.constant_kind != ConstantKind::Integer) return std::nullopt;
  // The reader sign-extends constants; the experimental table's opcodes (0x8000xxxx) are
  // negative as i32, so the number is the low 32 bits.
  return dx_op_from_number(static_cast<uint32_t>(constant.integer));
}

}  // namespace untangle::dxil
