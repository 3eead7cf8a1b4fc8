// Lowering of memory: allocas become Function variables, globals Private (static data,
// dx.break.cond) or Workgroup (groupshared) variables, getelementptr an access chain emitted
// where the pointer is used, and load, store and atomics on those pointers.
#include "spirv_emit/emitter.h"
#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

namespace {

struct AtomicOpcode {
  dxil::AtomicRMWOperation operation;
  spv::Op opcode;
};

constexpr AtomicOpcode kAtomicOpcodes[] = {
    {dxil::AtomicRMWOperation::Xchg, spv::Op::OpAtomicExchange}, {dxil::AtomicRMWOperation::Add, spv::Op::OpAtomicIAdd},
    {dxil::AtomicRMWOperation::Sub, spv::Op::OpAtomicISub},      {dxil::AtomicRMWOperation::And, spv::Op::OpAtomicAnd},
    {dxil::AtomicRMWOperation::Or, spv::Op::OpAtomicOr},         {dxil::AtomicRMWOperation::Xor, spv::Op::OpAtomicXor},
    {dxil::AtomicRMWOperation::Max, spv::Op::OpAtomicSMax},      {dxil::AtomicRMWOperation::Min, spv::Op::OpAtomicSMin},
    {dxil::AtomicRMWOperation::UMax, spv::Op::OpAtomicUMax},     {dxil::AtomicRMWOperation::UMin, spv::Op::OpAtomicUMin},
};

}  // namespace

Id Emitter::global_variable(const dxil::GlobalVariable& global) {
  if (auto found = variables_.find(&global); found != variables_.end()) return found->second.id;
  spv::StorageClass storage_class;
  if (global.address_space == 3) {
    storage_class = spv::StorageClass::Workgroup;
  } else if (global.address_space == 0) {
    storage_class = spv::StorageClass::Private;
  } else {
    fail("global @" + global.name + " in address space " + std::to_string(global.address_space) +
         " is not supported");
  }
  Id initializer = 0;
  // Private globals keep their initializer (dx.break.cond's zero included, so the branch it
  // guards stays a real branch); Workgroup memory cannot be initialized.
  if (storage_class == spv::StorageClass::Private && global.initializer != nullptr &&
      global.initializer->constant_kind != dxil::ConstantKind::Undef)
    initializer = lower_constant(*global.initializer);
  const Id variable = builder_.global_variable(
      builder_.type_pointer(storage_class, type(global.value_type)), storage_class, initializer);
  builder_.set_name(variable, global.name);
  variables_.emplace(&global, Pointer{variable, storage_class, global.value_type});
  return variable;
}

void Emitter::lower_alloca(const dxil::Instruction& instruction) { pointer(&instruction); }

Pointer Emitter::pointer(const dxil::Value* value) {
  if (value == nullptr) fail("missing pointer operand");
  if (value->kind == dxil::ValueKind::GlobalVariable) {
    global_variable(*static_cast<const dxil::GlobalVariable*>(value));
    return variables_.at(value);
  }
  if (auto found = variables_.find(value); found != variables_.end()) return found->second;
  if (auto found = block_pointers_.find(value); found != block_pointers_.end()) return found->second;

  const dxil::Value* base = nullptr;
  const dxil::Type* source_type = nullptr;
  std::span<const dxil::Value* const> indices;
  bool is_cast = false;
  if (value->kind == dxil::ValueKind::Instruction) {
    const auto& instruction = *static_cast<const dxil::Instruction*>(value);
    switch (instruction.opcode) {
      case dxil::Opcode::Alloca: {
        if (instruction.array_size != nullptr && constant_integer(instruction.array_size, "alloca size") != 1)
          fail("alloca of several objects is not supported");
        const Id variable = builder_.function_variable(
            builder_.type_pointer(spv::StorageClass::Function, type(instruction.access_type)));
        builder_.set_name(variable, instruction.name);
        const Pointer result{variable, spv::StorageClass::Function, instruction.access_type};
        variables_.emplace(value, result);
        return result;
      }
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
        fail(std::string("pointer produced by '") + std::string(dxil::opcode_name(instruction.opcode)) + "' is not supported");
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
      fail("pointer constant expression is not supported");
    }
  } else {
    fail("pointer operand of unsupported kind");
  }

  Pointer result;
  if (is_cast) {
    // A cast is only a change of view when both pointee types lower to one SPIR-V type.
    result = pointer(base);
    const dxil::Type* pointee = value->type->element;
    if (pointee == nullptr || type(pointee) != type(result.pointee))
      fail("pointer cast between different types is not supported");
    result.pointee = pointee;
  } else {
    result = lower_getelementptr(*base, source_type, indices);
  }
  block_pointers_.emplace(value, result);
  return result;
}

Pointer Emitter::lower_getelementptr(const dxil::Value& base, const dxil::Type* source_type,
                                     std::span<const dxil::Value* const> indices) {
  const Pointer base_pointer = pointer(&base);
  if (indices.empty()) return base_pointer;
  if (constant_integer(indices[0], "first getelementptr index") != 0)
    fail("getelementptr that steps past its object is not supported");
  const dxil::Type* current = source_type != nullptr ? source_type : base_pointer.pointee;
  std::vector<uint32_t> operands{base_pointer.id};
  for (size_t i = 1; i < indices.size(); ++i) {
    if (current->kind == dxil::TypeKind::Struct) {
      const uint64_t member = constant_integer(indices[i], "struct member index");
      if (member >= current->members.size()) fail("struct member index out of range");
      operands.push_back(uint_constant(static_cast<uint32_t>(member)));
      current = current->members[member];
    } else if (current->kind == dxil::TypeKind::Array || current->kind == dxil::TypeKind::Vector) {
      operands.push_back(value(indices[i]));
      current = current->element;
    } else {
      fail("getelementptr indexes into a scalar");
    }
  }
  if (operands.size() == 1) return Pointer{base_pointer.id, base_pointer.storage_class, current};
  const Id chain = builder_.emit(spv::Op::OpAccessChain,
                                 builder_.type_pointer(base_pointer.storage_class, type(current)), operands);
  return Pointer{chain, base_pointer.storage_class, current};
}

void Emitter::lower_load(const dxil::Instruction& instruction) {
  const Pointer source = pointer(instruction.operands.at(0));
  const Id loaded_type = type(instruction.type);
  if (type(source.pointee) != loaded_type) fail("load of a type other than the pointee's");
  const Id loaded = builder_.emit(spv::Op::OpLoad, loaded_type, {source.id});
  if (instruction.type->kind != dxil::TypeKind::Struct) return define(instruction, loaded);
  // Struct values are kept as their members.
  std::vector<Id> members;
  for (size_t i = 0; i < instruction.type->members.size(); ++i)
    members.push_back(builder_.emit(spv::Op::OpCompositeExtract, type(instruction.type->members[i]),
                                    {loaded, static_cast<uint32_t>(i)}));
  define_aggregate(instruction, std::move(members));
}

void Emitter::lower_store(const dxil::Instruction& instruction) {
  const dxil::Value* stored = instruction.operands.at(0);
  const Pointer target = pointer(instruction.operands.at(1));
  if (type(target.pointee) != type(stored->type)) fail("store of a type other than the pointee's");
  Id stored_id;
  if (stored->type->kind == dxil::TypeKind::Struct) {
    const std::vector<Id> members = aggregate(stored);
    stored_id = builder_.emit(spv::Op::OpCompositeConstruct, type(stored->type),
                              std::vector<uint32_t>(members.begin(), members.end()));
  } else {
    stored_id = value(stored);
  }
  builder_.emit_void(spv::Op::OpStore, {target.id, stored_id});
}

void Emitter::lower_atomic(const dxil::Instruction& instruction) {
  const Pointer target = pointer(instruction.operands.at(0));
  const spv::Scope scope =
      target.storage_class == spv::StorageClass::Workgroup ? spv::Scope::Workgroup : spv::Scope::Device;
  const Id scope_id = uint_constant(static_cast<uint32_t>(scope));
  const Id relaxed = uint_constant(0);
  const dxil::Type* element_type = target.pointee;
  if (element_type->kind != dxil::TypeKind::Integer || element_type->bit_width < 32)
    fail("atomic operations need 32- or 64-bit integers");
  if (element_type->bit_width == 64) builder_.add_capability(spv::Capability::Int64Atomics);
  const Id value_type = type(element_type);
  if (instruction.opcode == dxil::Opcode::AtomicRMW) {
    for (const AtomicOpcode& entry : kAtomicOpcodes)
      if (entry.operation == instruction.rmw_operation)
        return define(instruction, builder_.emit(entry.opcode, value_type,
                                                 {target.id, scope_id, relaxed, value(instruction.operands.at(1))}));
    fail("this atomicrmw operation is not supported");
  }
  const Id comparator = value(instruction.operands.at(1));
  const Id original = builder_.emit(spv::Op::OpAtomicCompareExchange, value_type,
                                    {target.id, scope_id, relaxed, relaxed, value(instruction.operands.at(2)), comparator});
  const Id exchanged = builder_.emit(spv::Op::OpIEqual, bool_type(), {original, comparator});
  define_aggregate(instruction, {original, exchanged});
}

}  // namespace untangle::spirv_emit
