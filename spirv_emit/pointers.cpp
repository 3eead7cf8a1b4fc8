// GlobalTable and PointerTable: variables for globals and allocas, access chains for
// getelementptr, and pointer casts that only change the view of memory: to the same SPIR-V
// type, or to scalars of the same widths (DXBC's typeless registers viewed as float or int).
#include "spirv_emit/pointers.h"

#include "dxil/ir_cast.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

namespace {

bool is_scalar(const dxil::Type* type) {
  return type->kind == dxil::TypeKind::Integer || type->kind == dxil::TypeKind::Half ||
         type->kind == dxil::TypeKind::Float || type->kind == dxil::TypeKind::Double;
}

uint32_t scalar_bits(const dxil::Type* type) {
  switch (type->kind) {
    case dxil::TypeKind::Half: return 16;
    case dxil::TypeKind::Float: return 32;
    case dxil::TypeKind::Double: return 64;
    default: return type->bit_width;
  }
}

// Whether memory of type `a` can be read as type `b` element by element: the same shape,
// and scalars of the same width in the same places.
bool same_layout(const dxil::Type* a, const dxil::Type* b) {
  if (is_scalar(a) || is_scalar(b))
    return is_scalar(a) && is_scalar(b) && scalar_bits(a) == scalar_bits(b) && scalar_bits(a) > 1;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
    case dxil::TypeKind::Array:
    case dxil::TypeKind::Vector: return a->element_count == b->element_count && same_layout(a->element, b->element);
    case dxil::TypeKind::Struct:
      if (a->members.size() != b->members.size()) return false;
      for (size_t i = 0; i < a->members.size(); ++i)
        if (!same_layout(a->members[i], b->members[i])) return false;
      return true;
    default: return false;
  }
}

}  // namespace

Pointer GlobalTable::variable(const dxil::GlobalVariable& global, ValueTable& values) {
  if (auto found = variables_.find(&global); found != variables_.end()) return found->second;
  spv::StorageClass storage_class;
  // Address spaces 2 and 5 hold constants of the shader itself (the DXBC converter's
  // immediate constant buffer, dx.icb): a Private variable with their initializer.
  const bool shader_constant = (global.address_space == 2 || global.address_space == 5) && global.is_constant &&
                               global.initializer != nullptr;
  if (task_payloads_.count(&global) != 0) {
    storage_class = spv::StorageClass::TaskPayloadWorkgroupEXT;
  } else if (global.address_space == 3) {
    storage_class = spv::StorageClass::Workgroup;
  } else if (global.address_space == 0 || shader_constant) {
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

Pointer GlobalTable::mesh_payload(const dxil::Type* pointee) {
  if (mesh_payload_.id != 0) {
    if (types_.lower(pointee) != types_.lower(mesh_payload_.pointee)) unsupported("mesh payloads of two types");
    return mesh_payload_;
  }
  const spv::StorageClass storage_class = spv::StorageClass::TaskPayloadWorkgroupEXT;
  const Id variable =
      builder_.global_variable(builder_.type_pointer(storage_class, types_.lower(pointee)), storage_class);
  builder_.set_name(variable, "payload");
  mesh_payload_ = Pointer{variable, storage_class, pointee};
  return mesh_payload_;
}

Pointer PointerTable::alloca_variable(const dxil::Instruction& instruction) {
  if (instruction.array_size != nullptr && constant_integer(instruction.array_size, "alloca size") != 1)
    unsupported("alloca of several objects is not supported");
  const Id variable = builder_.function_variable(
      builder_.type_pointer(spv::StorageClass::Function, types_.lower(instruction.access_type)));
  builder_.set_name(variable, instruction.name);
  return function_pointers_
      .emplace(&instruction, Pointer{variable, spv::StorageClass::Function, instruction.access_type, true})
      .first->second;
}

Pointer PointerTable::pointer(const dxil::Value* value) {
  if (value == nullptr) unsupported("missing pointer operand");
  if (const auto* global = dxil::dyn_cast<dxil::GlobalVariable>(value)) return globals_.variable(*global, values_);
  if (auto found = function_pointers_.find(value); found != function_pointers_.end()) return found->second;
  if (auto found = block_pointers_.find(value); found != block_pointers_.end()) return found->second;

  const dxil::Value* base = nullptr;
  const dxil::Type* source_type = nullptr;
  std::span<const dxil::Value* const> indices;
  bool is_cast = false;
  if (const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value)) {
    switch (instruction->opcode) {
      case dxil::Opcode::Alloca: return alloca_variable(*instruction);
      case dxil::Opcode::GetElementPtr:
        base = instruction->operands.at(0);
        source_type = instruction->access_type;
        indices = std::span<const dxil::Value* const>(instruction->operands).subspan(1);
        break;
      case dxil::Opcode::BitCast:
      case dxil::Opcode::AddrSpaceCast:
        base = instruction->operands.at(0);
        is_cast = true;
        break;
      default:
        unsupported(std::string("pointer produced by '") + std::string(dxil::opcode_name(instruction->opcode)) +
                    "' is not supported");
    }
  } else if (const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
             constant != nullptr && constant->constant_kind == dxil::ConstantKind::Expression) {
    if (constant->expression_opcode == dxil::Opcode::GetElementPtr) {
      base = constant->elements.at(0);
      source_type = constant->source_element_type;
      indices = std::span<const dxil::Value* const>(constant->elements).subspan(1);
    } else if (constant->expression_opcode == dxil::Opcode::BitCast ||
               constant->expression_opcode == dxil::Opcode::AddrSpaceCast) {
      base = constant->elements.at(0);
      is_cast = true;
    } else {
      unsupported("pointer constant expression is not supported");
    }
  } else {
    unsupported("pointer operand of unsupported kind");
  }

  Pointer result;
  if (is_cast) {
    // A cast only changes the view: loads and stores through it reinterpret the bits.
    result = pointer(base);
    const dxil::Type* pointee = value->type->element;
    if (pointee == nullptr ||
        (types_.lower(pointee) != types_.lower(result.pointee) && !same_layout(pointee, result.pointee)))
      unsupported("pointer cast between types of different layouts is not supported");
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
  // `current` walks the DXIL view's type, `stored` the SPIR-V type of the memory under it
  // (they differ after a cast between views of the same layout).
  const dxil::Type* current = source_type != nullptr ? source_type : base_pointer.pointee;
  Id stored = builder_.type_info(builder_.type_of(base_pointer.id)).element;
  std::vector<uint32_t> operands{base_pointer.id};
  for (size_t i = 1; i < indices.size(); ++i) {
    if (current->kind == dxil::TypeKind::Struct) {
      const uint64_t member = constant_integer(indices[i], "struct member index");
      if (member >= current->members.size()) unsupported("struct member index out of range");
      operands.push_back(builder_.constant_uint(static_cast<uint32_t>(member)));
      current = current->members[member];
      stored = builder_.type_info(stored).members.at(member);
    } else if (current->kind == dxil::TypeKind::Array || current->kind == dxil::TypeKind::Vector) {
      operands.push_back(values_.value(indices[i]));
      current = current->element;
      stored = builder_.type_info(stored).element;
    } else {
      unsupported("getelementptr indexes into a scalar");
    }
  }
  if (operands.size() == 1)
    return Pointer{base_pointer.id, base_pointer.storage_class, current, base_pointer.declaration};
  const Id chain =
      builder_.emit(spv::Op::OpAccessChain, builder_.type_pointer(base_pointer.storage_class, stored), operands);
  return Pointer{chain, base_pointer.storage_class, current};
}

}  // namespace untangle::spirv_emit
