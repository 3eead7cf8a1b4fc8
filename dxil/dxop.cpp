// DXIL operation table lookups and dx.op call recognition (see dxop.h).
#include "dxil/dxop.h"

#include <array>
#include <cstdint>
#include <iterator>

#include "dxil/ir_cast.h"

namespace untangle::dxil {

namespace {

constexpr DxOpInfo kDxOps[] = {
#define UNTANGLE_DXOP(name, number, op_class, major, minor, ...) {DxOp::name, #name, op_class, major, minor},
#define UNTANGLE_DXOP_RESERVED(number)
#include "dxil/dxops.def"
#undef UNTANGLE_DXOP
#undef UNTANGLE_DXOP_RESERVED
};

constexpr uint32_t number_of(DxOp op) { return static_cast<uint32_t>(op); }

// Strictly increasing numbers: each names one operation, so each position table below holds
// one entry per number (dxops.def's promise).
constexpr bool is_strictly_increasing() {
  for (size_t index = 1; index < std::size(kDxOps); ++index)
    if (number_of(kDxOps[index - 1].op) >= number_of(kDxOps[index].op)) return false;
  return true;
}
static_assert(is_strictly_increasing(), "dxops.def must list operations in number order");

// Operation numbers come in two dense ranges: the core ones from 0 and the experimental ones
// from 0x80000000. Every lowering and several analyses look an operation up by number, so
// each range maps numbers straight to table positions.
constexpr uint32_t kExperimentalBase = 0x80000000u;

constexpr size_t range_size(bool experimental) {
  size_t size = 0;
  for (const DxOpInfo& info : kDxOps) {
    const uint32_t number = number_of(info.op);
    if ((number >= kExperimentalBase) == experimental) size = (number - (experimental ? kExperimentalBase : 0)) + 1;
  }
  return size;
}

template <bool experimental>
constexpr auto build_positions() {
  std::array<int16_t, range_size(experimental)> positions{};
  positions.fill(-1);
  for (size_t index = 0; index < std::size(kDxOps); ++index) {
    const uint32_t number = number_of(kDxOps[index].op);
    if ((number >= kExperimentalBase) == experimental)
      positions[number - (experimental ? kExperimentalBase : 0)] = static_cast<int16_t>(index);
  }
  return positions;
}

static_assert(std::size(kDxOps) == kDxOpCount);
static_assert(std::size(kDxOps) <= INT16_MAX, "positions are int16_t");
constexpr auto kCorePositions = build_positions<false>();
constexpr auto kExperimentalPositions = build_positions<true>();

const DxOpInfo* find(uint64_t number) {
  int16_t position = -1;
  if (number < kCorePositions.size()) {
    position = kCorePositions[number];
  } else if (number >= kExperimentalBase && number - kExperimentalBase < kExperimentalPositions.size()) {
    position = kExperimentalPositions[number - kExperimentalBase];
  }
  return position >= 0 ? &kDxOps[position] : nullptr;
}

}  // namespace

std::span<const DxOpInfo> all_dxops() { return kDxOps; }

std::optional<size_t> dxop_position(DxOp op) {
  const DxOpInfo* info = find(number_of(op));
  return info != nullptr ? std::optional<size_t>(static_cast<size_t>(info - kDxOps)) : std::nullopt;
}

std::optional<DxOp> dxop_from_number(uint64_t number) {
  const DxOpInfo* info = find(number);
  return info != nullptr ? std::optional<DxOp>(info->op) : std::nullopt;
}

DxOpInfo dxop_info(DxOp op) {
  const DxOpInfo* info = find(number_of(op));
  return info != nullptr ? *info : DxOpInfo{op, "unknown", "", 0, 0};
}

std::string_view dxop_name(DxOp op) { return dxop_info(op).name; }

bool is_dxop_call(const Instruction& instruction) {
  return instruction.opcode == Opcode::Call && instruction.callee != nullptr &&
         instruction.callee->name.starts_with("dx.op.");
}

std::optional<DxOp> dxop_of_call(const Instruction& call) {
  if (!is_dxop_call(call) || call.operands.empty()) return std::nullopt;
  const Value* opcode = call.operands.front();
  const auto* constant = dyn_cast<Constant>(opcode);
  if (constant == nullptr || opcode->type == nullptr || !opcode->type->is_integer(32) ||
      constant->constant_kind != ConstantKind::Integer)
    return std::nullopt;
  // The reader sign-extends constants; the experimental table's opcodes (0x8000xxxx) are
  // negative as i32, so the number is the low 32 bits.
  return dxop_from_number(static_cast<uint32_t>(constant->integer));
}

}  // namespace untangle::dxil
