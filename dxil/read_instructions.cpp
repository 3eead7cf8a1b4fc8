// The module reader's instruction records: one decoder per FUNCTION_BLOCK record kind DXIL
// uses, in both the LLVM 3.7 and LLVM 14 layouts, checking operand types as it goes.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "dxil/bitcode_codes.h"
#include "dxil/function_body_reader.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil::reading {
namespace {

constexpr uint64_t kCallTailBit = 1u << 0;
constexpr uint64_t kCallMustTailBit = 1u << 14;
constexpr uint64_t kCallExplicitTypeBit = 1u << 15;
constexpr uint64_t kCallFastMathBit = 1u << 17;
constexpr uint64_t kAllocaExplicitTypeBit = 1u << 6;
constexpr uint64_t kSwitchOldFormatMagic = 0x4B5;
constexpr uint64_t kMaxRmwOperation = static_cast<uint64_t>(AtomicRMWOperation::FSub);

// The value types each atomicrmw operation accepts.
bool is_rmw_value_type(AtomicRMWOperation operation, const Type* type) {
  switch (operation) {
    case AtomicRMWOperation::FAdd:
    case AtomicRMWOperation::FSub: return type->is_floating_point();
    case AtomicRMWOperation::Xchg:
      return type->kind == TypeKind::Integer || type->is_floating_point() || type->kind == TypeKind::Pointer;
    default: return type->kind == TypeKind::Integer;
  }
}

bool is_boolean_for(const Type* condition, const Type* value_type) {
  if (condition->is_integer(1)) return true;
  return condition->kind == TypeKind::Vector && condition->element->is_integer(1) &&
         value_type->kind == TypeKind::Vector && condition->element_count == value_type->element_count;
}

bool is_valid_predicate(uint64_t predicate, const Type* operand_type) {
  const Type* scalar = operand_type->kind == TypeKind::Vector ? operand_type->element : operand_type;
  if (scalar->is_floating_point()) return predicate <= static_cast<uint64_t>(Predicate::FcmpTrue);
  return (scalar->kind == TypeKind::Integer || scalar->kind == TypeKind::Pointer) &&
         predicate >= static_cast<uint64_t>(Predicate::IcmpEq) &&
         predicate <= static_cast<uint64_t>(Predicate::IcmpSle);
}

bool is_atomic_ordering(uint64_t ordering) {
  return ordering >= static_cast<uint64_t>(AtomicOrdering::Monotonic) &&
         ordering <= static_cast<uint64_t>(AtomicOrdering::SequentiallyConsistent);
}

// What a cmpxchg without a failure ordering fails with: the strongest one allowed.
AtomicOrdering failure_ordering_for(AtomicOrdering success) {
  switch (success) {
    case AtomicOrdering::AcquireRelease: return AtomicOrdering::Acquire;
    case AtomicOrdering::Release: return AtomicOrdering::Monotonic;
    default: return success;
  }
}

}  // namespace

void FunctionBodyReader::read_flags(size_t index) {
  if (index < reader_.operand_count()) {
    pending_->flags = decode_operator_flags(pending_->opcode, reader_.operand(index));
  }
}

void FunctionBodyReader::read_instruction() {
  switch (reader_.record().code) {
    case bitcode::kInstBinop: read_binary_operator(); break;
    case bitcode::kInstCast: read_cast(); break;
    case bitcode::kInstGep: read_getelementptr(true, false); break;
    case bitcode::kInstGepOld: read_getelementptr(false, false); break;
    case bitcode::kInstInboundsGepOld: read_getelementptr(false, true); break;
    case bitcode::kInstExtractValue: read_extract_value(); break;
    case bitcode::kInstInsertValue: read_insert_value(); break;
    case bitcode::kInstSelect: read_select(false); break;
    case bitcode::kInstVSelect: read_select(true); break;
    case bitcode::kInstExtractElement: read_extract_element(); break;
    case bitcode::kInstInsertElement: read_insert_element(); break;
    case bitcode::kInstShuffleVector: read_shuffle_vector(); break;
    case bitcode::kInstCmp:
    case bitcode::kInstCmp2: read_compare(); break;
    case bitcode::kInstRet: read_return(); break;
    case bitcode::kInstBr: read_branch(); break;
    case bitcode::kInstSwitch: read_switch(); break;
    case bitcode::kInstUnreachable:
      begin(Opcode::Unreachable, reader_.simple_type(TypeKind::Void));
      finish();
      break;
    case bitcode::kInstPhi: read_phi(); break;
    case bitcode::kInstAlloca: read_alloca(); break;
    case bitcode::kInstLoad: read_load(); break;
    case bitcode::kInstStore: read_store(true); break;
    case bitcode::kInstStoreOld: read_store(false); break;
    case bitcode::kInstCall: read_call(); break;
    case bitcode::kInstAtomicRmw: read_atomic_rmw(true); break;
    case bitcode::kInstAtomicRmwOld: read_atomic_rmw(false); break;
    case bitcode::kInstCmpXchg: read_compare_exchange(true); break;
    case bitcode::kInstCmpXchgOld: read_compare_exchange(false); break;
    case bitcode::kFuncDebugLoc:
    case bitcode::kFuncDebugLocAgain: break;  // debug locations are not kept
    default: reader_.fail("instruction is not supported in DXIL");
  }
}

void FunctionBodyReader::read_binary_operator() {
  // [lhs, rhs, opcode, flags?]
  size_t index = 0;
  const ValueRef lhs = value_and_type(index);
  const ValueRef rhs = typed_value(index, lhs.type);
  const std::optional<Opcode> opcode = decode_binary_opcode(reader_.operand(index++), lhs.type);
  if (!opcode) {
    reader_.fail("binary operator " + std::to_string(reader_.operand(index - 1)) + " is invalid for its operand type");
  }
  begin(*opcode, lhs.type);
  add_operand(lhs);
  add_operand(rhs);
  read_flags(index);
  finish();
}

void FunctionBodyReader::read_cast() {
  // [operand, destination type, opcode]
  size_t index = 0;
  const ValueRef source = value_and_type(index);
  const Type* destination = reader_.type_by_id(reader_.operand(index++));
  const std::optional<Opcode> opcode = decode_cast_opcode(reader_.operand(index++));
  if (!opcode || !cast_is_valid(*opcode, source.type, destination)) reader_.fail("invalid cast");
  begin(*opcode, destination);
  add_operand(source);
  finish();
}

void FunctionBodyReader::read_getelementptr(bool explicit_type, bool inbounds) {
  // INST_GEP: [inbounds, source type, base, indices...]; the old forms: [base, indices...]
  size_t index = 0;
  const Type* source_type = nullptr;
  if (explicit_type) {
    inbounds = reader_.operand(index++) != 0;
    source_type = reader_.type_by_id(reader_.operand(index++));
  }
  std::vector<ValueRef> operands;
  while (index < reader_.operand_count()) operands.push_back(value_and_type(index));
  if (operands.empty()) reader_.fail("getelementptr needs a base pointer");
  if (source_type == nullptr) source_type = reader_.pointee(operands[0].type, "getelementptr base");
  Instruction& instruction = begin(Opcode::GetElementPtr, reader_.gep_result_type(source_type, operands));
  instruction.is_inbounds = inbounds;
  instruction.access_type = source_type;
  for (const ValueRef& operand : operands) add_operand(operand);
  finish();
}

// The type `indices` (the record's operands from `first_index`) select inside `aggregate`,
// stored on the pending instruction.
const Type* FunctionBodyReader::indexed_type(const Type* aggregate, size_t first_index) {
  if (first_index >= reader_.operand_count()) reader_.fail("needs at least one index");
  const Type* current = aggregate;
  uint32_t* indices = new_list<uint32_t>(reader_.operand_count() - first_index);
  pending_->indices = IrList<uint32_t>(indices, reader_.operand_count() - first_index);
  for (size_t index = first_index; index < reader_.operand_count(); ++index) {
    const uint64_t position = reader_.operand(index);
    if (position > UINT32_MAX) reader_.fail("index " + std::to_string(position) + " is out of range");
    if (current->kind == TypeKind::Struct) {
      if (position >= current->members.size()) reader_.fail("index " + std::to_string(position) + " is out of range");
      current = current->members[static_cast<size_t>(position)];
    } else if (current->kind == TypeKind::Array) {
      if (position >= current->element_count) reader_.fail("index " + std::to_string(position) + " is out of range");
      current = current->element;
    } else {
      reader_.fail("indexes into a type that is not a struct or an array");
    }
    indices[index - first_index] = static_cast<uint32_t>(position);
  }
  return current;
}

void FunctionBodyReader::read_extract_value() {
  // [aggregate, indices...]
  size_t index = 0;
  const ValueRef aggregate = value_and_type(index);
  Instruction& instruction = begin(Opcode::ExtractValue, aggregate.type, 1);
  add_operand(aggregate);
  instruction.type = indexed_type(aggregate.type, index);
  finish();
}

void FunctionBodyReader::read_insert_value() {
  // [aggregate, value, indices...]
  size_t index = 0;
  const ValueRef aggregate = value_and_type(index);
  const ValueRef inserted = value_and_type(index);
  begin(Opcode::InsertValue, aggregate.type, 2);
  add_operand(aggregate);
  add_operand(inserted);
  if (indexed_type(aggregate.type, index) != inserted.type) {
    reader_.fail("inserted value does not have the indexed type");
  }
  finish();
}

void FunctionBodyReader::read_select(bool vector_condition) {
  // SELECT: [true, false, condition (i1)]; VSELECT: [true, false, condition with type, flags?]
  size_t index = 0;
  const ValueRef if_true = value_and_type(index);
  const ValueRef if_false = typed_value(index, if_true.type);
  const ValueRef condition = vector_condition ? value_and_type(index) : typed_value(index, reader_.integer_type(1));
  if (!is_boolean_for(condition.type, if_true.type)) {
    reader_.fail("select condition is not i1 or a matching vector of i1");
  }
  begin(Opcode::Select, if_true.type);
  add_operand(condition);
  add_operand(if_true);
  add_operand(if_false);
  read_flags(index);
  finish();
}

void FunctionBodyReader::read_extract_element() {
  // [vector, index]
  size_t index = 0;
  const ValueRef vector = value_and_type(index);
  const ValueRef position = value_and_type(index);
  if (vector.type->kind != TypeKind::Vector || position.type->kind != TypeKind::Integer) {
    reader_.fail("extractelement needs a vector and an integer index");
  }
  begin(Opcode::ExtractElement, vector.type->element);
  add_operand(vector);
  add_operand(position);
  finish();
}

void FunctionBodyReader::read_insert_element() {
  // [vector, element, index]
  size_t index = 0;
  const ValueRef vector = value_and_type(index);
  if (vector.type->kind != TypeKind::Vector) reader_.fail("insertelement needs a vector");
  const ValueRef element = typed_value(index, vector.type->element);
  const ValueRef position = value_and_type(index);
  if (position.type->kind != TypeKind::Integer) reader_.fail("insertelement index is not an integer");
  begin(Opcode::InsertElement, vector.type);
  add_operand(vector);
  add_operand(element);
  add_operand(position);
  finish();
}

void FunctionBodyReader::read_shuffle_vector() {
  // [first, second, mask]; the mask is a constant vector of i32.
  size_t index = 0;
  const ValueRef first = value_and_type(index);
  if (first.type->kind != TypeKind::Vector) reader_.fail("shufflevector needs vectors");
  const ValueRef second = typed_value(index, first.type);
  const ValueRef mask = value_and_type(index);
  const auto* constant = dyn_cast<Constant>(mask.value);
  if (constant == nullptr || mask.type->kind != TypeKind::Vector || !mask.type->element->is_integer(32)) {
    reader_.fail("shufflevector mask is not a constant vector of i32");
  }
  Instruction& instruction =
      begin(Opcode::ShuffleVector, reader_.vector_of(first.type->element, mask.type->element_count), 2);
  const auto lane_count = static_cast<size_t>(mask.type->element_count);
  std::vector<int32_t> lanes;
  switch (constant->constant_kind) {
    case ConstantKind::Null: lanes.assign(lane_count, 0); break;
    case ConstantKind::Undef: lanes.assign(lane_count, -1); break;
    case ConstantKind::Data:
      for (const uint64_t lane : constant->data) lanes.push_back(static_cast<int32_t>(lane));
      break;
    case ConstantKind::Aggregate:
      for (const Value* lane : constant->elements) {
        const auto* lane_constant = dyn_cast<Constant>(lane);
        if (lane_constant == nullptr || (lane_constant->constant_kind != ConstantKind::Integer &&
                                         lane_constant->constant_kind != ConstantKind::Undef)) {
          reader_.fail("shufflevector mask lane is not an integer or undef");
        }
        lanes.push_back(
            lane_constant->constant_kind == ConstantKind::Undef ? -1 : static_cast<int32_t>(lane_constant->integer));
      }
      break;
    default: reader_.fail("shufflevector mask is not a constant vector of i32");
  }
  for (const int32_t lane : lanes) {
    if (lane < -1 || static_cast<uint64_t>(lane) >= 2 * first.type->element_count) {
      if (lane != -1) reader_.fail("shufflevector mask lane " + std::to_string(lane) + " is out of range");
    }
  }
  instruction.shuffle_mask = function_.list_arena.copy<int32_t>(lanes);
  add_operand(first);
  add_operand(second);
  finish();
}

void FunctionBodyReader::read_compare() {
  // [lhs, rhs, predicate, flags?]
  size_t index = 0;
  const ValueRef lhs = value_and_type(index);
  const ValueRef rhs = typed_value(index, lhs.type);
  const uint64_t predicate = reader_.operand(index++);
  if (!is_valid_predicate(predicate, lhs.type)) {
    reader_.fail("compare predicate " + std::to_string(predicate) + " is invalid for its operand type");
  }
  const bool floating = predicate <= static_cast<uint64_t>(Predicate::FcmpTrue);
  Instruction& instruction = begin(floating ? Opcode::FCmp : Opcode::ICmp, reader_.boolean_like(lhs.type));
  instruction.predicate = static_cast<Predicate>(predicate);
  add_operand(lhs);
  add_operand(rhs);
  read_flags(index);
  finish();
}

void FunctionBodyReader::read_return() {
  // [] or [value]
  const Type* return_type = function_.function_type->return_type;
  begin(Opcode::Ret, reader_.simple_type(TypeKind::Void));
  if (reader_.operand_count() == 0) {
    if (return_type->kind != TypeKind::Void) reader_.fail("ret without a value in a function that returns one");
  } else {
    size_t index = 0;
    const ValueRef value = value_and_type(index);
    if (value.type != return_type || index != reader_.operand_count()) {
      reader_.fail("ret value does not match the return type");
    }
    add_operand(value);
  }
  finish();
}

void FunctionBodyReader::read_branch() {
  // [target] or [true target, false target, condition]
  const bool conditional = reader_.operand_count() > 1;
  Instruction& instruction = begin(Opcode::Br, reader_.simple_type(TypeKind::Void), conditional ? 1 : 0);
  BasicBlock** targets = new_list<BasicBlock*>(conditional ? 2 : 1);
  instruction.successors = IrList<BasicBlock*>(targets, conditional ? 2 : 1);
  targets[0] = block(reader_.operand(0));
  if (conditional) {
    targets[1] = block(reader_.operand(1));
    size_t index = 2;
    add_operand(typed_value(index, reader_.integer_type(1)));
  }
  finish();
}

void FunctionBodyReader::read_switch() {
  // [condition type, condition, default, (case value id, target)...]
  const uint64_t type_id = reader_.operand(0);
  if (type_id >> 16 == kSwitchOldFormatMagic) reader_.fail("the pre-LLVM 3.4 switch format is not supported");
  const Type* condition_type = reader_.type_by_id(type_id);
  if (condition_type->kind != TypeKind::Integer) reader_.fail("switch condition is not an integer");
  if (reader_.operand_count() < 3 || (reader_.operand_count() - 3) % 2 != 0) reader_.fail("switch cases come in pairs");
  size_t index = 1;
  const ValueRef condition = typed_value(index, condition_type);
  Instruction& instruction = begin(Opcode::Switch, reader_.simple_type(TypeKind::Void), 1);
  add_operand(condition);
  const size_t case_count = (reader_.operand_count() - 3) / 2;
  BasicBlock** targets = new_list<BasicBlock*>(case_count + 1);
  const Constant** case_values = new_list<const Constant*>(case_count);
  instruction.successors = IrList<BasicBlock*>(targets, case_count + 1);
  instruction.case_values = IrList<const Constant*>(case_values, case_count);
  targets[0] = block(reader_.operand(2));
  for (index = 3; index < reader_.operand_count(); index += 2) {
    const ValueRef value = reader_.absolute_value(reader_.operand(index), condition_type);
    const auto* case_value = dyn_cast<Constant>(value.value);
    if (case_value == nullptr || case_value->constant_kind != ConstantKind::Integer) {
      reader_.fail("switch case value is not an integer constant");
    }
    case_values[(index - 3) / 2] = case_value;
    targets[(index - 1) / 2] = block(reader_.operand(index + 1));
  }
  // LLVM's verifier rejects a repeated case value; the structurizer must never see one.
  std::vector<std::pair<int64_t, const std::vector<uint64_t>*>> values;
  values.reserve(instruction.case_values.size());
  for (const Constant* value : instruction.case_values) values.emplace_back(value->integer, &value->wide_words);
  std::sort(values.begin(), values.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first < b.first : *a.second < *b.second;
  });
  for (size_t i = 1; i < values.size(); ++i) {
    if (values[i].first == values[i - 1].first && *values[i].second == *values[i - 1].second) {
      reader_.fail("switch case value " + std::to_string(values[i].first) + " appears twice");
    }
  }
  finish();
}

void FunctionBodyReader::read_phi() {
  // [type, (value, block)..., flags?]
  const Type* type = reader_.type_by_id(reader_.operand(0));
  if (type->kind == TypeKind::Void || type->kind == TypeKind::Label || type->kind == TypeKind::Metadata ||
      type->kind == TypeKind::Function) {
    reader_.fail("phi of an invalid type");
  }
  const size_t pair_count = (reader_.operand_count() - 1) / 2;
  Instruction& instruction = begin(Opcode::Phi, type, pair_count);
  BasicBlock** incoming = new_list<BasicBlock*>(pair_count);
  instruction.incoming_blocks = IrList<BasicBlock*>(incoming, pair_count);
  for (size_t pair = 0; pair < pair_count; ++pair) {
    const uint64_t raw = reader_.operand(1 + 2 * pair);
    add_operand(reader_.uses_relative_ids() ? signed_value(raw, type) : reader_.absolute_value(raw, type));
    incoming[pair] = block(reader_.operand(2 + 2 * pair));
  }
  if (reader_.operand_count() % 2 == 0) read_flags(reader_.operand_count() - 1);
  finish();
}

void FunctionBodyReader::read_alloca() {
  // [allocated type, size type, size (absolute id), alignment and flags, address space?]
  const Type* allocated = reader_.type_by_id(reader_.operand(0));
  const Type* size_type = reader_.type_by_id(reader_.operand(1));
  const uint64_t packed = reader_.operand(3);
  if ((packed & kAllocaExplicitTypeBit) == 0) allocated = reader_.pointee(allocated, "alloca type");
  if (allocated->kind == TypeKind::Void || allocated->kind == TypeKind::Label ||
      allocated->kind == TypeKind::Metadata || allocated->kind == TypeKind::Function) {
    reader_.fail("alloca of an invalid type");
  }
  if (size_type->kind != TypeKind::Integer) reader_.fail("alloca size is not an integer");
  const ValueRef size = reader_.absolute_value(reader_.operand(2), size_type);
  if (size.value == nullptr) reader_.fail("alloca size refers to a value not yet defined");
  uint32_t address_space = 0;
  if (reader_.operand_count() > 4) address_space = reader_.operand_u32(4, "address space");
  Instruction& instruction = begin(Opcode::Alloca, reader_.pointer_to(allocated, address_space));
  instruction.access_type = allocated;
  instruction.array_size = size.value;
  // The alignment exponent + 1 is split: bits 0-4, then bits 8-10 above them.
  instruction.alignment = decode_alignment(reader_, (packed & 0x1F) | ((packed >> 8) & 0x7) << 5);
  finish();
}

void FunctionBodyReader::read_load() {
  // [pointer, loaded type?, alignment, volatile]
  size_t index = 0;
  const ValueRef pointer = value_and_type(index);
  if (pointer.type->kind != TypeKind::Pointer) reader_.fail("load from a value that is not a pointer");
  const Type* loaded = nullptr;
  if (index + 3 == reader_.operand_count()) {
    loaded = reader_.type_by_id(reader_.operand(index++));
    if (pointer.type->element != nullptr && pointer.type->element != loaded) {
      reader_.fail("load type does not match the pointee type");
    }
  } else if (index + 2 == reader_.operand_count()) {
    loaded = reader_.pointee(pointer.type, "load pointer");
  } else {
    reader_.fail("load record has " + std::to_string(reader_.operand_count()) + " operands");
  }
  if (loaded->kind == TypeKind::Void || loaded->kind == TypeKind::Label || loaded->kind == TypeKind::Metadata ||
      loaded->kind == TypeKind::Function) {
    reader_.fail("load of an invalid type");
  }
  Instruction& instruction = begin(Opcode::Load, loaded);
  instruction.access_type = loaded;
  instruction.alignment = decode_alignment(reader_, reader_.operand(index++));
  instruction.is_volatile = reader_.operand(index) != 0;
  add_operand(pointer);
  finish();
}

void FunctionBodyReader::read_store(bool explicit_value_type) {
  // STORE: [pointer, value, alignment, volatile]; STORE_OLD: the value's type is the pointee.
  size_t index = 0;
  const ValueRef pointer = value_and_type(index);
  if (pointer.type->kind != TypeKind::Pointer) reader_.fail("store to a value that is not a pointer");
  const ValueRef value =
      explicit_value_type ? value_and_type(index) : typed_value(index, reader_.pointee(pointer.type, "store pointer"));
  if (pointer.type->element != nullptr && pointer.type->element != value.type) {
    reader_.fail("stored value does not have the pointee type");
  }
  if (index + 2 != reader_.operand_count()) {
    reader_.fail("store record has " + std::to_string(reader_.operand_count()) + " operands");
  }
  Instruction& instruction = begin(Opcode::Store, reader_.simple_type(TypeKind::Void));
  instruction.alignment = decode_alignment(reader_, reader_.operand(index++));
  instruction.is_volatile = reader_.operand(index) != 0;
  add_operand(value);
  add_operand(pointer);
  finish();
}

void FunctionBodyReader::read_call() {
  // [attributes, calling convention and flags, fast-math flags?, function type?, callee, arguments...]
  size_t index = 0;
  const AttributeList* attributes = reader_.attribute_list(reader_.operand(index++));
  const uint64_t convention = reader_.operand(index++);
  uint64_t fast_math = 0;
  if ((convention & kCallFastMathBit) != 0) fast_math = reader_.operand(index++);
  const Type* function_type = nullptr;
  if ((convention & kCallExplicitTypeBit) != 0) {
    function_type = reader_.type_by_id(reader_.operand(index++));
    if (function_type->kind != TypeKind::Function) reader_.fail("call type is not a function type");
  }
  const ValueRef callee = value_and_type(index);
  const auto* function = dyn_cast<Function>(callee.value);
  if (function == nullptr) reader_.fail("callee is not a function (DXIL calls functions directly)");
  if (function_type != nullptr && function_type != function->function_type) {
    reader_.fail("call type does not match the callee");
  }
  function_type = function->function_type;
  Instruction& instruction = begin(Opcode::Call, function_type->return_type);
  instruction.callee = function;
  instruction.call_attributes = attributes;
  instruction.calling_convention = static_cast<uint32_t>((convention >> 1) & 0x3FF);
  instruction.is_tail_call = (convention & (kCallTailBit | kCallMustTailBit)) != 0;
  if (fast_math != 0) instruction.flags = decode_operator_flags(Opcode::Call, fast_math);
  for (const Type* parameter : function_type->members) {
    if (parameter->kind == TypeKind::Metadata || parameter->kind == TypeKind::Label) {
      reader_.fail("metadata and label call arguments are not supported");
    }
    add_operand(typed_value(index, parameter));
  }
  if (function_type->is_vararg) {
    while (index < reader_.operand_count()) add_operand(value_and_type(index));
  }
  if (index != reader_.operand_count()) reader_.fail("call has more arguments than its function type");
  finish();
}

void FunctionBodyReader::read_atomic_rmw(bool explicit_value_type) {
  // [pointer, value, operation, volatile, ordering, scope, alignment?]
  size_t index = 0;
  const ValueRef pointer = value_and_type(index);
  if (pointer.type->kind != TypeKind::Pointer) reader_.fail("atomicrmw on a value that is not a pointer");
  const ValueRef value = explicit_value_type ? value_and_type(index)
                                             : typed_value(index, reader_.pointee(pointer.type, "atomicrmw pointer"));
  if (pointer.type->element != nullptr && pointer.type->element != value.type) {
    reader_.fail("atomicrmw value does not have the pointee type");
  }
  const uint64_t operation = reader_.operand(index);
  const uint64_t ordering = reader_.operand(index + 2);
  const uint64_t scope = reader_.operand(index + 3);
  if (operation > kMaxRmwOperation) {
    reader_.fail("atomicrmw operation " + std::to_string(operation) + " is not supported");
  }
  if (!is_rmw_value_type(static_cast<AtomicRMWOperation>(operation), value.type)) {
    reader_.fail("atomicrmw operation does not apply to its value type");
  }
  if (!is_atomic_ordering(ordering) || scope > 1) reader_.fail("atomicrmw ordering or scope is invalid");
  Instruction& instruction = begin(Opcode::AtomicRMW, value.type);
  instruction.rmw_operation = static_cast<AtomicRMWOperation>(operation);
  instruction.is_volatile = reader_.operand(index + 1) != 0;
  instruction.ordering = static_cast<AtomicOrdering>(ordering);
  instruction.synchronization_scope = static_cast<uint8_t>(scope);
  if (reader_.operand_count() > index + 4) {
    instruction.alignment = decode_alignment(reader_, reader_.operand(index + 4));
  }
  add_operand(pointer);
  add_operand(value);
  finish();
}

void FunctionBodyReader::read_compare_exchange(bool explicit_compare_type) {
  // [pointer, compare, new value, volatile, success ordering, scope, failure ordering?, weak?, alignment?]
  size_t index = 0;
  const ValueRef pointer = value_and_type(index);
  if (pointer.type->kind != TypeKind::Pointer) reader_.fail("cmpxchg on a value that is not a pointer");
  const ValueRef compare = explicit_compare_type ? value_and_type(index)
                                                 : typed_value(index, reader_.pointee(pointer.type, "cmpxchg pointer"));
  const ValueRef replacement = typed_value(index, compare.type);
  if (pointer.type->element != nullptr && pointer.type->element != compare.type) {
    reader_.fail("cmpxchg values do not have the pointee type");
  }
  if (!explicit_compare_type && reader_.operand_count() < index + 5) {
    reader_.fail("cmpxchg records from before LLVM 3.5 are not supported");
  }
  const uint64_t success = reader_.operand(index + 1);
  const uint64_t scope = reader_.operand(index + 2);
  if (!is_atomic_ordering(success) || scope > 1) reader_.fail("cmpxchg ordering or scope is invalid");
  Instruction& instruction =
      begin(Opcode::AtomicCmpXchg, reader_.literal_struct({compare.type, reader_.integer_type(1)}));
  instruction.is_volatile = reader_.operand(index) != 0;
  instruction.ordering = static_cast<AtomicOrdering>(success);
  instruction.synchronization_scope = static_cast<uint8_t>(scope);
  instruction.failure_ordering = failure_ordering_for(instruction.ordering);
  if (reader_.operand_count() > index + 3) {
    const uint64_t failure = reader_.operand(index + 3);
    if (!is_atomic_ordering(failure)) reader_.fail("cmpxchg failure ordering is invalid");
    instruction.failure_ordering = static_cast<AtomicOrdering>(failure);
  }
  if (reader_.operand_count() > index + 4) instruction.is_weak = reader_.operand(index + 4) != 0;
  if (reader_.operand_count() > index + 5) {
    instruction.alignment = decode_alignment(reader_, reader_.operand(index + 5));
  }
  add_operand(pointer);
  add_operand(compare);
  add_operand(replacement);
  finish();
}

}  // namespace untangle::dxil::reading
