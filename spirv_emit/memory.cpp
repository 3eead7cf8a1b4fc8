// Lowering of memory: allocas become Function variables, globals Private (static data,
// dx.break.cond) or Workgroup (groupshared) variables, getelementptr an access chain emitted
// where the pointer is used, and load, store and atomics on those pointers.
#include "spirv_emit/instructions.h"

namespace untangle::spirv_emit {

namespace {

struct AtomicOpcode {
  dxil::AtomicRMWOperation operation;
  spv::Op opcode;
};

constexpr AtomicOpcode kAtomicOpcodes[] = {
    {dxil::AtomicRMWOperation::Xchg, spv::Op::OpAtomicExchange},
    {dxil::AtomicRMWOperation::Add, spv::Op::OpAtomicIAdd},
    {dxil::AtomicRMWOperation::Sub, spv::Op::OpAtomicISub},
    {dxil::AtomicRMWOperation::And, spv::Op::OpAtomicAnd},
    {dxil::AtomicRMWOperation::Or, spv::Op::OpAtomicOr},
    {dxil::AtomicRMWOperation::Xor, spv::Op::OpAtomicXor},
    {dxil::AtomicRMWOperation::Max, spv::Op::OpAtomicSMax},
    {dxil::AtomicRMWOperation::Min, spv::Op::OpAtomicSMin},
    {dxil::AtomicRMWOperation::UMax, spv::Op::OpAtomicUMax},
    {dxil::AtomicRMWOperation::UMin, spv::Op::OpAtomicUMin},
};

}  // namespace

namespace {

// The SPIR-V type of the memory a pointer points at, which differs from the DXIL pointee's
// after a cast between views of the same layout.
Id stored_type(Builder& builder, const Pointer& pointer) {
  return builder.type_info(builder.type_of(pointer.id)).element;
}

}  // namespace

void lower_alloca(Lowering& lowering, const dxil::Instruction& instruction) { lowering.pointers.pointer(&instruction); }

void lower_load(Lowering& lowering, const dxil::Instruction& instruction) {
  // A library's load of a resource's global only names the resource for CreateHandleForLib.
  if (is_resource_load(lowering.resources, instruction)) return;
  Builder& builder = lowering.builder;
  const Pointer source = lowering.pointers.pointer(instruction.operands.at(0));
  const Id loaded_type = lowering.types.lower(instruction.type);
  if (lowering.types.lower(source.pointee) != loaded_type) unsupported("load of a type other than the pointee's");
  const Id stored = stored_type(builder, source);
  if (stored != loaded_type) {
    // A scalar or vector viewed as another of the same width.
    const spv::Op kind = builder.type_info(stored).opcode;
    if (kind == spv::Op::OpTypeStruct || kind == spv::Op::OpTypeArray)
      unsupported("load of a whole aggregate through a view of another type");
    return lowering.values.define(instruction,
                                  builder.bitcast(loaded_type, builder.emit(spv::Op::OpLoad, stored, {source.id})));
  }
  const Id loaded = builder.emit(spv::Op::OpLoad, loaded_type, {source.id});
  if (instruction.type->kind != dxil::TypeKind::Struct) return lowering.values.define(instruction, loaded);
  // Struct values are kept as their members.
  std::vector<Id> members;
  for (size_t i = 0; i < instruction.type->members.size(); ++i)
    members.push_back(builder.emit(spv::Op::OpCompositeExtract, lowering.types.lower(instruction.type->members[i]),
                                   {loaded, static_cast<uint32_t>(i)}));
  lowering.values.define_aggregate(instruction, std::move(members));
}

void lower_store(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const dxil::Value* stored = instruction.operands.at(0);
  const Pointer target = lowering.pointers.pointer(instruction.operands.at(1));
  if (lowering.types.lower(target.pointee) != lowering.types.lower(stored->type))
    unsupported("store of a type other than the pointee's");
  Id stored_id;
  if (stored->type->kind == dxil::TypeKind::Struct) {
    const std::vector<Id> members = lowering.values.aggregate(stored);
    stored_id = builder.emit(spv::Op::OpCompositeConstruct, lowering.types.lower(stored->type),
                             std::vector<uint32_t>(members.begin(), members.end()));
  } else {
    const Id memory_type = stored_type(builder, target);
    const spv::Op kind = builder.type_info(memory_type).opcode;
    if (kind == spv::Op::OpTypeArray && memory_type != lowering.types.lower(stored->type))
      unsupported("store of a whole aggregate through a view of another type");
    stored_id = builder.bitcast(memory_type, lowering.values.value(stored));
  }
  builder.emit_void(spv::Op::OpStore, {target.id, stored_id});
}

void lower_atomic(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const Pointer target = lowering.pointers.pointer(instruction.operands.at(0));
  const spv::Scope scope =
      target.storage_class == spv::StorageClass::Workgroup ? spv::Scope::Workgroup : spv::Scope::Device;
  const Id scope_id = lowering.types.uint_constant(static_cast<uint32_t>(scope));
  const Id relaxed = lowering.types.uint_constant(0);
  const dxil::Type* element_type = target.pointee;
  if (element_type->kind != dxil::TypeKind::Integer || element_type->bit_width < 32)
    unsupported("atomic operations need 32- or 64-bit integers");
  if (element_type->bit_width == 64) builder.add_capability(spv::Capability::Int64Atomics);
  const Id value_type = lowering.types.lower(element_type);
  if (instruction.opcode == dxil::Opcode::AtomicRMW) {
    for (const AtomicOpcode& entry : kAtomicOpcodes)
      if (entry.operation == instruction.rmw_operation)
        return lowering.values.define(instruction, builder.emit(entry.opcode, value_type,
                                                                {target.id, scope_id, relaxed,
                                                                 lowering.values.value(instruction.operands.at(1))}));
    unsupported("this atomicrmw operation is not supported");
  }
  const Id comparator = lowering.values.value(instruction.operands.at(1));
  const Id original = builder.emit(
      spv::Op::OpAtomicCompareExchange, value_type,
      {target.id, scope_id, relaxed, relaxed, lowering.values.value(instruction.operands.at(2)), comparator});
  const Id exchanged = builder.emit(spv::Op::OpIEqual, lowering.types.boolean(), {original, comparator});
  lowering.values.define_aggregate(instruction, {original, exchanged});
}

}  // namespace untangle::spirv_emit
