// Local arrays of AGS wave matrices (ags_intrinsics.h). DXC keeps `WMMA_Matrix m[2]` as an
// alloca of [16 x i32]: matrix s's register k at element 8 * s + k, the index computed as
// `8 * s + k` (a constant once unrolled, `add k, (mul s, 8)` in a loop). A register is a whole
// cooperative matrix here, so such an array becomes a Function array of cooperative matrices:
// the store of register 0 stores the matrix into slot s (the other seven stores, of the same
// matrix, write nothing), and each load reads the slot's matrix as the register it names.
#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>

#include "dxil/ir_cast.h"
#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/error.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kRegisters = 8;

std::optional<uint64_t> integer(const dxil::Value* value) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr) return std::nullopt;
  if (constant->constant_kind == dxil::ConstantKind::Null) return 0;
  if (constant->constant_kind != dxil::ConstantKind::Integer) return std::nullopt;
  return static_cast<uint64_t>(constant->integer);
}

// An index as 8 * slot + constant (slot null: the constant alone); nullopt for other forms.
struct SplitIndex {
  const dxil::Value* slot = nullptr;
  uint64_t constant = 0;
};

std::optional<SplitIndex> split_index(const dxil::Value* index) {
  if (const std::optional<uint64_t> value = integer(index)) return SplitIndex{nullptr, *value};
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(index);
  if (instruction == nullptr || instruction->operands.size() != 2) return std::nullopt;
  const dxil::Value* left = instruction->operands[0];
  const dxil::Value* right = instruction->operands[1];
  switch (instruction->opcode) {
    case dxil::Opcode::Mul:
      if (integer(right) == kRegisters) return SplitIndex{left, 0};
      if (integer(left) == kRegisters) return SplitIndex{right, 0};
      return std::nullopt;
    case dxil::Opcode::Shl:
      if (integer(right) == 3) return SplitIndex{left, 0};
      return std::nullopt;
    case dxil::Opcode::Add: {
      if (integer(left)) std::swap(left, right);
      const std::optional<uint64_t> constant = integer(right);
      const std::optional<SplitIndex> rest = split_index(left);
      if (!constant || !rest || rest->slot == nullptr) return std::nullopt;
      return SplitIndex{rest->slot, rest->constant + *constant};
    }
    default: return std::nullopt;
  }
}

}  // namespace

void AgsIntrinsics::find_matrix_arrays(const dxil::Function& function) {
  std::unordered_map<const dxil::Value*, std::vector<const dxil::Instruction*>> users;
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions)
      for (const dxil::Value* operand : instruction->operands) users[operand].push_back(instruction.get());
  for (const auto& instruction : function.blocks.front()->instructions) {
    const dxil::Type* type = instruction->access_type;
    if (instruction->opcode != dxil::Opcode::Alloca || type == nullptr || type->kind != dxil::TypeKind::Array ||
        type->element == nullptr || !type->element->is_integer(32) || type->element_count == 0 ||
        type->element_count % kRegisters != 0)
      continue;
    // Every use a GEP (0, index) that only loads and stores use as their address, or a cast
    // that only ignored intrinsics (lifetime markers) take.
    const auto array = static_cast<uint32_t>(arrays_.size());
    std::unordered_map<const dxil::Instruction*, ArrayElement> elements;
    bool candidate = true;
    for (const dxil::Instruction* user : users[instruction.get()]) {
      if (user->opcode == dxil::Opcode::BitCast) {
        candidate &= std::all_of(users[user].begin(), users[user].end(), [](const dxil::Instruction* marker) {
          return marker->opcode == dxil::Opcode::Call && marker->callee != nullptr &&
                 marker->callee->name.rfind("llvm.lifetime.", 0) == 0;
        });
        continue;
      }
      const std::optional<SplitIndex> index =
          user->opcode == dxil::Opcode::GetElementPtr && user->operands.size() == 3 && integer(user->operands[1]) == 0
              ? split_index(user->operands[2])
              : std::nullopt;
      if (!index) {
        candidate = false;
        break;
      }
      for (const dxil::Instruction* access : users[user]) {
        const bool load = access->opcode == dxil::Opcode::Load && access->operands[0] == user;
        const bool store = access->opcode == dxil::Opcode::Store && access->operands.size() == 2 &&
                           access->operands[1] == user && access->operands[0] != user;
        candidate &= load || store;
        elements[access] = {array, index->slot, static_cast<uint32_t>(index->constant / kRegisters),
                            static_cast<uint32_t>(index->constant % kRegisters)};
      }
    }
    if (!candidate) continue;
    arrays_.push_back({instruction.get(), static_cast<uint32_t>(type->element_count / kRegisters), std::nullopt, 0});
    array_elements_.insert(elements.begin(), elements.end());
  }
}

bool AgsIntrinsics::type_matrix_arrays() {
  bool learned = false;
  for (const auto& [access, element] : array_elements_) {
    MatrixArray& array = arrays_[element.array];
    if (access->opcode == dxil::Opcode::Store) {
      const auto found = registers_.find(access->operands[0]);
      if (array.type || found == registers_.end()) continue;
      examining_ = access;
      array.type = found->second.type;
      learned = true;
    } else if (array.type && registers_.count(access) == 0) {
      registers_[access] = {*array.type, element.element};
      learned = true;
    }
  }
  return learned;
}

void AgsIntrinsics::own_matrix_arrays(const dxil::Function& function) {
  // The stores of one matrix: per block, array and slot, registers 0 to 7 once each.
  using Group = std::tuple<const dxil::BasicBlock*, uint32_t, const dxil::Value*, uint32_t>;
  std::map<Group, std::array<uint32_t, kRegisters>> stored;
  for (const auto& block : function.blocks) {
    for (const auto& instruction : block->instructions) {
      const auto found = array_elements_.find(instruction.get());
      if (found == array_elements_.end()) continue;
      const ArrayElement& element = found->second;
      const MatrixArray& array = arrays_[element.array];
      if (!array.type) continue;
      examining_ = instruction.get();
      const bool store = instruction->opcode == dxil::Opcode::Store;
      if (store) {
        const auto held = registers_.find(instruction->operands[0]);
        if (held == registers_.end())
          unsupported("a local array that holds AGS wave-matrix registers and other values");
        if (!(held->second.type == *array.type))
          unsupported("a local array of AGS wave matrices of " + ags_type_name(*array.type) + " and of " +
                      ags_type_name(held->second.type));
        if (held->second.index != element.element)
          unsupported("AGS wave-matrix register " + std::to_string(held->second.index) +
                      " stored at a local array's register " + std::to_string(element.element));
        ++stored[{block.get(), element.array, element.slot, element.slot_offset}][element.element];
      }
      roles_[instruction.get()] = {element.array, store ? Role::Kind::ArrayStore : Role::Kind::ArrayLoad};
    }
  }
  for (const auto& [group, counts] : stored) {
    if (std::any_of(counts.begin(), counts.end(), [](uint32_t count) { return count != 1; })) {
      examining_ = arrays_[std::get<1>(group)].alloca;
      unsupported("a local array of AGS wave matrices written other than a whole matrix at a time");
    }
  }
  for (uint32_t index = 0; index < arrays_.size(); ++index) {
    const MatrixArray& array = arrays_[index];
    if (!array.type) continue;
    roles_[array.alloca] = {index, Role::Kind::ArrayVariable};
    for (const auto& block : function.blocks)
      for (const auto& instruction : block->instructions)
        for (const dxil::Value* operand : instruction->operands)
          if (operand == array.alloca && instruction->opcode != dxil::Opcode::Call)
            roles_[instruction.get()] = {index, Role::Kind::ArrayAddress};
  }
}

void AgsIntrinsics::lower_array(Lowering& lowering, const dxil::Instruction& instruction, const Role& role) {
  Builder& builder = lowering.builder;
  MatrixArray& array = arrays_[role.intrinsic];
  const Id matrix = ags_matrix_type(lowering, support_, *array.type);
  if (role.kind == Role::Kind::ArrayVariable) {
    array.variable = builder.function_variable(
        builder.type_pointer(spv::StorageClass::Function, builder.type_array(matrix, array.matrices)));
    builder.set_name(array.variable, instruction.name);
    return;
  }
  if (role.kind == Role::Kind::ArrayAddress) return;
  const ArrayElement& element = array_elements_.at(&instruction);
  if (role.kind == Role::Kind::ArrayStore && element.element != 0) return;
  const Id uint = lowering.types.uint();
  Id slot = lowering.types.uint_constant(element.slot_offset);
  if (element.slot != nullptr) {
    slot = lowering.values.value(element.slot);
    if (element.slot_offset != 0)
      slot = builder.emit(spv::Op::OpIAdd, uint, {slot, lowering.types.uint_constant(element.slot_offset)});
  }
  const Id pointer = builder.emit(spv::Op::OpAccessChain, builder.type_pointer(spv::StorageClass::Function, matrix),
                                  {array.variable, slot});
  if (role.kind == Role::Kind::ArrayStore)
    builder.emit_void(spv::Op::OpStore, {pointer, lowering.values.value(instruction.operands[0])});
  else
    lowering.values.define(instruction, builder.emit(spv::Op::OpLoad, matrix, {pointer}));
}

}  // namespace untangle::spirv_emit
