// GlobalTable and PointerTable: variables for globals and allocas, access chains for
// getelementptr, and pointer casts that only change the view of one SPIR-V type.
#include "spirv_emit/pointers.h"

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

Pointer GlobalTable::variable(const dxil::GlobalVariable& global, ValueTable& values) {
  if (auto found = variables_.find(&global); found != variables_.end()) return found->second;
  spv::StorageClass storage_class;
  if (global.address_space == 3) {
    storage_class = spv::StorageClass::Workgroup;
  } else if (global.address_space == 0) {
    storage_class = spv::StorageClass::Private;
  } else {
    unsupported("global @" + global.name + " in address space " + std::to_string(global.address_space) +
                " is not supported");
  }
  Id initializer = 0;
  // Private globals keep their initializer (dx.break.cond's zero included, so the branch it
  // guards stays a real branch); Workgroup memory cannot be initialized.
  if (storage_class == spv::StorageClass::Private && global.initializer != nullptr &&
      global.initializer->constant_kind != dxil::ConstantKind::Undef)
    initializer = values.constant(*global.initializer);
  const Id variable = builder_.global_variable(builder_.type_pointer(storage_class, types_.lower(global.value_type)),
                                               storage_class, initializer);
  builder_.set_name(variable, global.name);
  return variables_.emplace(&global, Pointer{variable, storage_class, global.value_type, true}).first->second;
}

Pointer PointerTable::alloca_variable(const dxil::Instruction& instruction) {
  if (instruction.array_size != nullptr && constant_integer(instruction.array_size, "alloca size") != 1)
    unsupported("alloca of several objects is not supported");
  const Id variable = builder_.function_variable(
      builder_.type_pointer(spv::StorageClass::Function, types_.lower(instruction.access_type)));
  builder_.set_name(variable, instruction.name);
  return allocas_.emplace(&instruction, Pointer{variable, spv::StorageClass::Function, instruction.access_type, true})
      .first->second;
}

Pointer PointerTable::pointer(const dxil::Value* value) {
  if (value == nullptr) unsupported("missing pointer operand");
  if (value->kind == dxil::ValueKind::GlobalVariable)
    return globals_.variable(*static_cast<const dxil::GlobalVariable*>(value), values_);
  if (auto found = allocas_.find(value); found != allocas_.end()) return found->second;
  if (auto found = arguments_.find(value); found != arguments_.end()) return found->second;
  if (auto found = block_pointers_.find(value); found != block_pointers_.end()) return found->second;

  const dxil::Value* base = nullptr;
  const dxil::Type* source_type = nullptr;
  std::span<const dxil::Value* const> indices;
  bool is_cast = false;
  if (value->kind == dxil::ValueKind::Instruction) {
    const auto& instruction = *static_cast<const dxil::Instruction*>(value);
    switch (instruction.opcode) {
      case dxil::Opcode::Alloca: return alloca_variable(instruction);
      case dxil::Opcode::GetElementPtr:
        base = instruction.operands.at(0);
        source_type = instruction.access_type;
        indices = std::span<const dxil::Value* const>(instruction.operands).subspan(1);
        break;
      case dxil::Opcode::BitCast:
      case dxil::Opcode::AddrSpaceCast:
        base = instruction.operands.at(0);
        is_cast = true;
        break;
      default:
        unsupported(std::string("pointer produced by '") + std::string(dxil::opcode_name(instruction.opcode)) +
                    "' is not supported");
    }
  } else if (value->kind == dxil::ValueKind::Constant &&
             static_cast<const dxil::Constant*>(value)->constant_kind == dxil::ConstantKind::Expression) {
    const auto& constant = *static_cast<const dxil::Constant*>(value);
    if (constant.expression_opcode == dxil::Opcode::GetElementPtr) {
      base = constant.elements.at(0);
      source_type = constant.source_element_type;
      indices = std::span<const dxil::Value* const>(constant.elements).subspan(1);
    } else if (constant.expression_opcode == dxil::Opcode::BitCast ||
               constant.expression_opcode == dxil::Opcode::AddrSpaceCast) {
      base = constant.elements.at(0);
      is_cast = true;
    } else {
      unsupported("pointer constant expression is not supported");
    }
  } else {
    unsupported("pointer operand of unsupported kind");
  }

  Pointer result;
  if (is_cast) {
    // A cast is only a change of view when both pointee types lower to one SPIR-V type.
    result = pointer(base);
    const dxil::Type* pointee = value->type->element;
    if (pointee == nullptr || types_.lower(pointee) != types_.lower(result.pointee))
      unsupported("pointer cast between different types is not supported");
    result.pointee = pointee;
  } else {
    result = getelementptr(*base, source_type, indices);
  }
  block_pointers_.emplace(value, result);
  return result;
}

Pointer PointerTable::getelementptr(const dxil::Value& base, const dxil::Type* source_type,
                                    std::span<const dxil::Value* const> indices) {
  const Pointer base_pointer = pointer(&base);
  if (indices.empty()) return base_pointer;
  if (constant_integer(indices[0], "first getelementptr index") != 0)
    unsupported("getelementptr that steps past its object is not supported");
  const dxil::Type* current = source_type != nullptr ? source_type : base_pointer.pointee;
  std::vector<uint32_t> operands{base_pointer.id};
  for (size_t i = 1; i < indices.size(); ++i) {
    if (current->kind == dxil::TypeKind::Struct) {
      const uint64_t member = constant_integer(indices[i], "struct member index");
      if (member >= current->members.size()) unsupported("struct member index out of range");
      operands.push_back(builder_.constant_uint(static_cast<uint32_t>(member)));
      current = current->members[member];
    } else if (current->kind == dxil::TypeKind::Array || current->kind == dxil::TypeKind::Vector) {
      operands.push_back(values_.value(indices[i]));
      current = current->element;
    } else {
      unsupported("getelementptr indexes into a scalar");
    }
  }
  if (operands.size() == 1) return Pointer{base_pointer.id, base_pointer.storage_class, current, base_pointer.declaration};
  const Id chain = builder_.emit(spv::Op::OpAccessChain,
                                 builder_.type_pointer(base_pointer.storage_class, types_.lower(current)), operands);
  return Pointer{chain, base_pointer.storage_class, current};
}

}  // namespace untangle::spirv_emit
