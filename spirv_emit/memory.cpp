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

// Word memory (an object viewed through casts between types of different layouts, kept as
// 32-bit words): where the value `constant_offset` bytes after `pointer` lies, a pointer to
// its word and the bit where it starts in it (8- and 16-bit values share words; wider ones
// start a word, as DXIL aligns them).
struct WordAddress {
  Id word;
  Id shift;  // a uint; 0 where not asked for
};

WordAddress word_address(Lowering& lowering, const Pointer& pointer, uint64_t constant_offset, bool with_shift = true) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  Id index;
  Id shift = 0;
  if (pointer.byte_offset == 0) {
    index = lowering.types.uint_constant(static_cast<uint32_t>(constant_offset / 4));
    if (pointer.word_offset != 0)
      index =
          constant_offset < 4 ? pointer.word_offset : builder.emit(spv::Op::OpIAdd, uint, {pointer.word_offset, index});
    if (with_shift) shift = lowering.types.uint_constant(static_cast<uint32_t>(constant_offset % 4) * 8);
  } else {
    Id bytes = pointer.byte_offset;
    if (constant_offset != 0)
      bytes = builder.emit(spv::Op::OpIAdd, uint,
                           {bytes, lowering.types.uint_constant(static_cast<uint32_t>(constant_offset))});
    index = builder.emit(spv::Op::OpShiftRightLogical, uint, {bytes, lowering.types.uint_constant(2)});
    if (pointer.word_offset != 0) index = builder.emit(spv::Op::OpIAdd, uint, {pointer.word_offset, index});
    if (with_shift)
      shift = builder.emit(spv::Op::OpShiftLeftLogical, uint,
                           {builder.emit(spv::Op::OpBitwiseAnd, uint, {bytes, lowering.types.uint_constant(3)}),
                            lowering.types.uint_constant(3)});
  }
  return {builder.emit(spv::Op::OpAccessChain, builder.type_pointer(pointer.storage_class, uint), {pointer.id, index}),
          shift};
}

Id word_pointer(Lowering& lowering, const Pointer& pointer, uint64_t constant_offset) {
  return word_address(lowering, pointer, constant_offset, false).word;
}

// A value of `type` read from the words at `offset` bytes after `pointer`: each 32-bit
// scalar one word, each 64-bit one its low and high words, each 8- or 16-bit one its bits of
// its word, aggregates member by member.
Id load_words(Lowering& lowering, const Pointer& pointer, const dxil::Type* type, uint64_t offset) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const Id lowered = lowering.types.lower(type);
  std::vector<Id> parts;
  switch (type->kind) {
    case dxil::TypeKind::Struct:
      for (size_t i = 0; i < type->members.size(); ++i)
        parts.push_back(load_words(lowering, pointer, type->members[i], offset + member_offset(type, i)));
      break;
    case dxil::TypeKind::Array:
    case dxil::TypeKind::Vector:
      for (uint64_t i = 0; i < type->element_count; ++i)
        parts.push_back(load_words(lowering, pointer, type->element, offset + i * memory_size(type->element)));
      break;
    default: {
      const uint64_t size = memory_size(type);
      if (size < 4) {
        const WordAddress address = word_address(lowering, pointer, offset);
        const Id word = builder.emit(spv::Op::OpLoad, uint, {address.word});
        const Id bits = builder.emit(spv::Op::OpShiftRightLogical, uint, {word, address.shift});
        return builder.bitcast(
            lowered, builder.emit(spv::Op::OpUConvert, lowering.types.uint(static_cast<uint32_t>(size * 8)), {bits}));
      }
      const Id low = builder.emit(spv::Op::OpLoad, uint, {word_pointer(lowering, pointer, offset)});
      if (size == 4) return builder.bitcast(lowered, low);
      const Id high = builder.emit(spv::Op::OpLoad, uint, {word_pointer(lowering, pointer, offset + 4)});
      return builder.bitcast(lowered,
                             builder.emit(spv::Op::OpCompositeConstruct, builder.type_vector(uint, 2), {low, high}));
    }
  }
  return builder.emit(spv::Op::OpCompositeConstruct, lowered, std::vector<uint32_t>(parts.begin(), parts.end()));
}

// Writes an 8- or 16-bit `value` into its bits of its word, keeping the word's other bytes:
// in groupshared memory with an atomic and and or, since other threads may write them.
void store_subword(Lowering& lowering, const Pointer& pointer, uint64_t offset, uint64_t size, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const WordAddress address = word_address(lowering, pointer, offset);
  const uint32_t width = static_cast<uint32_t>(size * 8);
  const Id widened = builder.emit(spv::Op::OpUConvert, uint, {builder.bitcast(lowering.types.uint(width), value)});
  const Id bits = builder.emit(spv::Op::OpShiftLeftLogical, uint, {widened, address.shift});
  const Id kept = builder.emit(spv::Op::OpNot, uint,
                               {builder.emit(spv::Op::OpShiftLeftLogical, uint,
                                             {lowering.types.uint_constant((1u << width) - 1), address.shift})});
  if (pointer.storage_class == spv::StorageClass::Workgroup) {
    const Id scope = lowering.types.uint_constant(static_cast<uint32_t>(spv::Scope::Workgroup));
    const Id relaxed = lowering.types.uint_constant(0);
    builder.emit(spv::Op::OpAtomicAnd, uint, {address.word, scope, relaxed, kept});
    builder.emit(spv::Op::OpAtomicOr, uint, {address.word, scope, relaxed, bits});
    return;
  }
  const Id word = builder.emit(spv::Op::OpLoad, uint, {address.word});
  builder.emit_void(spv::Op::OpStore,
                    {address.word, builder.emit(spv::Op::OpBitwiseOr, uint,
                                                {builder.emit(spv::Op::OpBitwiseAnd, uint, {word, kept}), bits})});
}

// Writes `value`, of `type`, to the words at `offset` bytes after `pointer`.
void store_words(Lowering& lowering, const Pointer& pointer, const dxil::Type* type, uint64_t offset, Id value) {
  Builder& builder = lowering.builder;
  const Id uint = lowering.types.uint();
  const auto part = [&](const dxil::Type* part_type, uint32_t index) {
    return builder.emit(spv::Op::OpCompositeExtract, lowering.types.lower(part_type), {value, index});
  };
  switch (type->kind) {
    case dxil::TypeKind::Struct:
      for (size_t i = 0; i < type->members.size(); ++i)
        store_words(lowering, pointer, type->members[i], offset + member_offset(type, i),
                    part(type->members[i], static_cast<uint32_t>(i)));
      return;
    case dxil::TypeKind::Array:
    case dxil::TypeKind::Vector:
      for (uint64_t i = 0; i < type->element_count; ++i)
        store_words(lowering, pointer, type->element, offset + i * memory_size(type->element),
                    part(type->element, static_cast<uint32_t>(i)));
      return;
    default: {
      const uint64_t size = memory_size(type);
      if (size < 4) return store_subword(lowering, pointer, offset, size, value);
      if (size == 4) {
        builder.emit_void(spv::Op::OpStore, {word_pointer(lowering, pointer, offset), builder.bitcast(uint, value)});
        return;
      }
      const Id words = builder.bitcast(builder.type_vector(uint, 2), value);
      builder.emit_void(spv::Op::OpStore,
                        {word_pointer(lowering, pointer, offset), builder.emit(spv::Op::OpCompositeExtract, uint, {words, 0})});
      builder.emit_void(spv::Op::OpStore, {word_pointer(lowering, pointer, offset + 4),
                                           builder.emit(spv::Op::OpCompositeExtract, uint, {words, 1})});
    }
  }
}

// `value` viewed as `type`, of the same layout (a cast between views that keeps it, as
// pointers.cpp decides): scalars and vectors are bitcast, arrays (long vectors among them)
// and structs member by member, since OpBitcast takes neither.
Id as_view(Builder& builder, Id type, Id value) {
  const Id from_type = builder.type_of(value);
  if (from_type == type) return value;
  const TypeInfo to = builder.type_info(type);
  if (to.opcode != spv::Op::OpTypeArray && to.opcode != spv::Op::OpTypeStruct) return builder.bitcast(type, value);
  const TypeInfo from = builder.type_info(from_type);
  const bool array = to.opcode == spv::Op::OpTypeArray;
  const uint32_t count = array ? to.count : static_cast<uint32_t>(to.members.size());
  std::vector<Id> parts;
  for (uint32_t index = 0; index < count; ++index) {
    const Id part =
        builder.emit(spv::Op::OpCompositeExtract, array ? from.element : from.members.at(index), {value, index});
    parts.push_back(as_view(builder, array ? to.element : to.members[index], part));
  }
  return builder.emit(spv::Op::OpCompositeConstruct, type, parts);
}

// A loaded value of `type`, kept as its members when it is a struct.
void define_loaded(Lowering& lowering, const dxil::Instruction& instruction, Id loaded) {
  if (instruction.type->kind != dxil::TypeKind::Struct) return lowering.values.define(instruction, loaded);
  std::vector<Id> members;
  for (size_t i = 0; i < instruction.type->members.size(); ++i)
    members.push_back(lowering.builder.emit(spv::Op::OpCompositeExtract,
                                            lowering.types.lower(instruction.type->members[i]),
                                            {loaded, static_cast<uint32_t>(i)}));
  lowering.values.define_aggregate(instruction, std::move(members));
}

}  // namespace

void lower_alloca(Lowering& lowering, const dxil::Instruction& instruction) { lowering.pointers.access(&instruction); }

void lower_load(Lowering& lowering, const dxil::Instruction& instruction) {
  // A library's load of a resource's global only names the resource for CreateHandleForLib.
  if (is_resource_load(lowering.resources, instruction)) return;
  Builder& builder = lowering.builder;
  const Pointer source = lowering.pointers.access(instruction.operands.at(0));
  const Id loaded_type = lowering.types.lower(instruction.type);
  if (lowering.types.lower(source.pointee) != loaded_type) unsupported("load of a type other than the pointee's");
  // Past its object: zero (D3D leaves the value undefined), copied so that the value's name
  // is not the constant's.
  if (source.past_object)
    return define_loaded(lowering, instruction,
                         builder.emit(spv::Op::OpCopyObject, loaded_type, {builder.constant_null(loaded_type)}));
  if (source.words)
    return define_loaded(lowering, instruction, load_words(lowering, source, instruction.type, source.constant_offset));
  // Memory of another type of the same layout is read as it is stored and viewed as the
  // load's type; struct values are kept as their members.
  const Id stored = stored_type(builder, source);
  define_loaded(lowering, instruction,
                as_view(builder, loaded_type, builder.emit(spv::Op::OpLoad, stored, {source.id})));
}

void lower_store(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  const dxil::Value* stored = instruction.operands.at(0);
  const Pointer target = lowering.pointers.access(instruction.operands.at(1));
  if (lowering.types.lower(target.pointee) != lowering.types.lower(stored->type))
    unsupported("store of a type other than the pointee's");
  // Past its object: nothing is written (D3D leaves the memory it would reach undefined).
  if (target.past_object) return;
  Id stored_id;
  if (stored->type->kind == dxil::TypeKind::Struct) {
    const std::vector<Id> members = lowering.values.aggregate(stored);
    stored_id = builder.emit(spv::Op::OpCompositeConstruct, lowering.types.lower(stored->type),
                             std::vector<uint32_t>(members.begin(), members.end()));
  } else {
    stored_id = lowering.values.value(stored);
  }
  if (target.words) return store_words(lowering, target, stored->type, target.constant_offset, stored_id);
  builder.emit_void(spv::Op::OpStore, {target.id, as_view(builder, stored_type(builder, target), stored_id)});
}

void lower_atomic(Lowering& lowering, const dxil::Instruction& instruction) {
  Builder& builder = lowering.builder;
  Pointer target = lowering.pointers.access(instruction.operands.at(0));
  const spv::Scope scope =
      target.storage_class == spv::StorageClass::Workgroup ? spv::Scope::Workgroup : spv::Scope::Device;
  const Id scope_id = lowering.types.uint_constant(static_cast<uint32_t>(scope));
  const Id relaxed = lowering.types.uint_constant(0);
  const dxil::Type* element_type = target.pointee;
  if (element_type->kind != dxil::TypeKind::Integer || element_type->bit_width < 32)
    unsupported("atomic operations need 32- or 64-bit integers");
  const Id value_type = lowering.types.lower(element_type);
  if (target.past_object) {
    // Past its object: the memory reads as zero and is not written.
    const Id zero = builder.emit(spv::Op::OpCopyObject, value_type, {builder.constant_null(value_type)});
    if (instruction.opcode == dxil::Opcode::AtomicRMW) return lowering.values.define(instruction, zero);
    return lowering.values.define_aggregate(
        instruction,
        {zero, builder.emit(spv::Op::OpIEqual, lowering.types.boolean(), {zero, lowering.values.value(instruction.operands.at(1))})});
  }
  if (target.words) {
    if (element_type->bit_width != 32)
      unsupported("64-bit atomics on memory viewed through casts between types of different layouts");
    target.id = word_pointer(lowering, target, target.constant_offset);
  }
  if (element_type->bit_width == 64) builder.add_capability(spv::Capability::Int64Atomics);
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
