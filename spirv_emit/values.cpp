// ValueTable: lookup and definition of SSA values, with demoted values read from and
// written to their Function variables.
#include "spirv_emit/values.h"

#include "dxil/disassembler.h"
#include "dxil/ir_cast.h"
#include "dxil/slot_numbering.h"
#include "spirv_emit/error.h"
#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

namespace {

std::string describe(const dxil::Instruction& instruction) {
  return dxil::describe_instruction(instruction, dxil::SlotNumbering(*instruction.parent->parent));
}

}  // namespace

bool is_undef(const dxil::Value* value) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  return constant != nullptr && constant->constant_kind == dxil::ConstantKind::Undef;
}

uint64_t constant_integer(const dxil::Value* value, const char* what) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  if (constant == nullptr) unsupported(std::string(what) + " must be a constant");
  if (constant->constant_kind == dxil::ConstantKind::Null) return 0;
  if (constant->constant_kind != dxil::ConstantKind::Integer)
    unsupported(std::string(what) + " must be an integer constant");
  return static_cast<uint64_t>(constant->integer);
}

bool is_zero_constant(const dxil::Value* value) {
  const auto* constant = dxil::dyn_cast<dxil::Constant>(value);
  return constant != nullptr && (constant->constant_kind == dxil::ConstantKind::Null ||
                                 (constant->constant_kind == dxil::ConstantKind::Integer && constant->integer == 0));
}

uint32_t constant_below(const dxil::Value* value, const char* what, uint32_t limit) {
  const uint64_t index = constant_integer(value, what);
  if (index >= limit) unsupported(std::string(what) + " " + std::to_string(index) + " is out of range");
  return static_cast<uint32_t>(index);
}

ValueTable::ValueTable(Builder& builder, TypeTable& types, const dxil::Function& function)
    : builder_(builder),
      types_(types),
      function_(function),
      instructions_(function.instruction_pool.size()),
      arguments_(function.arguments.size()),
      function_constants_(function.constants.size()) {
  scan_member_uses(function);
}

void ValueTable::scan_member_uses(const dxil::Function& function) {
  // Only struct-typed results (dx.op returns such as dx.types.ResRet) are split into members.
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions)
      for (size_t i = 0; i < instruction->operands.size(); ++i) {
        const auto* operand = dxil::dyn_cast<dxil::Instruction>(instruction->operands[i]);
        if (operand == nullptr || operand->type->kind != dxil::TypeKind::Struct) continue;
        uint32_t& bits = instructions_[operand->index].member_uses;
        if (instruction->opcode == dxil::Opcode::ExtractValue && i == 0 && !instruction->indices.empty() &&
            instruction->indices[0] < 32)
          bits |= 1u << instruction->indices[0];
        else
          bits = 0xFFFFFFFFu;
      }
}

uint32_t ValueTable::used_members(const dxil::Instruction& instruction) const {
  return instructions_[instruction.index].member_uses;
}

// The variables of a demoted value, unless the current block defined it (its uses there read
// the SSA id).
ValueTable::DemotedValue* ValueTable::demoted_elsewhere(const InstructionValue& known) {
  if (known.demoted == 0) return nullptr;
  DemotedValue& demoted = demoted_[known.demoted - 1];
  return demoted.defined_block != block_ ? &demoted : nullptr;
}

Id ValueTable::element_of(const dxil::Value* value) {
  const Id whole = whole_value(value);
  if (value->type->kind != dxil::TypeKind::Vector) return whole;
  return builder_.emit(spv::Op::OpCompositeExtract, types_.lower(value->type->element), {whole, *element_});
}

Id ValueTable::whole_value(const dxil::Value* value) {
  if (value == nullptr) unsupported("missing operand");
  switch (value->kind) {
    case dxil::ValueKind::Constant: return constant(dxil::cast<dxil::Constant>(*value));
    case dxil::ValueKind::Instruction: {
      const auto* instruction = dxil::cast<dxil::Instruction>(value);
      const InstructionValue& known = instructions_[instruction->index];
      if (DemotedValue* demoted = demoted_elsewhere(known)) {
        if (demoted->variables.size() != 1) unsupported("an aggregate is used as a single value");
        if (demoted->load.block != block_)
          demoted->load = {block_, builder_.emit(spv::Op::OpLoad, lowered_type(*instruction), {demoted->variables[0]})};
        return demoted->load.id;
      }
      if (known.scalar != 0) return known.scalar;
      if (known.aggregate != 0) unsupported("an aggregate is used as a single value");
      unsupported("value " + describe(*instruction) + " is used before its definition");
    }
    case dxil::ValueKind::Argument: {
      const Id argument = arguments_[dxil::cast<dxil::Argument>(value)->index];
      if (argument != 0) return argument;
      unsupported("a pointer argument is used as a value");
    }
    default: unsupported("operand of unsupported kind (function, global or label used as a value)");
  }
}

std::vector<Id> ValueTable::aggregate(const dxil::Value* value) {
  if (value == nullptr) unsupported("missing operand");
  if (const auto* constant = dxil::dyn_cast<dxil::Constant>(value)) {
    // Constant structs: one member id each.
    const dxil::Type* struct_type = value->type;
    std::vector<Id> members;
    for (size_t i = 0; i < struct_type->members.size(); ++i) {
      const dxil::Type* member_type = struct_type->members[i];
      switch (constant->constant_kind) {
        case dxil::ConstantKind::Aggregate: members.push_back(this->value(constant->elements.at(i))); break;
        case dxil::ConstantKind::Undef: members.push_back(builder_.undef(types_.lower(member_type))); break;
        case dxil::ConstantKind::Null: members.push_back(builder_.constant_null(types_.lower(member_type))); break;
        default: unsupported("unsupported constant aggregate");
      }
    }
    return members;
  }
  if (value->kind == dxil::ValueKind::Argument) {
    const Id whole = this->value(value);
    std::vector<Id> members;
    for (size_t i = 0; i < value->type->members.size(); ++i)
      members.push_back(builder_.emit(spv::Op::OpCompositeExtract, types_.lower(value->type->members[i]),
                                      {whole, static_cast<uint32_t>(i)}));
    return members;
  }
  const auto* instruction = dxil::dyn_cast<dxil::Instruction>(value);
  if (instruction == nullptr) unsupported("unsupported aggregate operand");
  const InstructionValue& known = instructions_[instruction->index];
  if (const DemotedValue* demoted = demoted_elsewhere(known)) {
    std::vector<Id> members;
    for (size_t i = 0; i < demoted->variables.size(); ++i)
      members.push_back(builder_.emit(spv::Op::OpLoad, types_.lower(value->type->members[i]), {demoted->variables[i]}));
    return members;
  }
  if (known.aggregate != 0) return aggregates_[known.aggregate - 1];
  unsupported("aggregate " + describe(*instruction) + " is used before its definition");
}

void ValueTable::define(const dxil::Instruction& instruction, Id id) {
  // A lowering gives a value the type its operation has. A call that declares another (a
  // float overload of an integer-only operation) is malformed DXIL, whose value would be
  // invalid SPIR-V wherever it is used. Other instructions' lowerings take their result type
  // from the instruction, so only calls are compared (defining values is a hot path).
  if (instruction.opcode == dxil::Opcode::Call && builder_.type_of(id) != lowered_type(instruction))
    throw TranslateError(
        "the result is declared " + dxil::format_type(instruction.type) + ", not the type of the operation's value", {},
        {}, {}, Status::MalformedInput);
  if (element_) {
    element_result_ = id;
    return;
  }
  instructions_[instruction.index].scalar = id;
  if (!instruction.name.empty()) builder_.set_name(id, instruction.name);
  store_demoted(instruction);
}

void ValueTable::define_aggregate(const dxil::Instruction& instruction, std::vector<Id> members) {
  if (element_) unsupported("an elementwise operation's element is an aggregate");
  // A block the structurizer duplicated defines its values again.
  uint32_t& position = instructions_[instruction.index].aggregate;
  if (position == 0) {
    aggregates_.push_back(std::move(members));
    position = static_cast<uint32_t>(aggregates_.size());
  } else {
    aggregates_[position - 1] = std::move(members);
  }
  store_demoted(instruction);
}

void ValueTable::demote(const dxil::Instruction& instruction) {
  if (instructions_[instruction.index].demoted != 0) return;
  DemotedValue demoted;
  const dxil::Type* value_type = instruction.type;
  auto make_variable = [&](const dxil::Type* member_type, const std::string& name) {
    const Id type = member_type == value_type ? lowered_type(instruction) : types_.lower(member_type);
    const Id variable = builder_.function_variable(builder_.type_pointer(spv::StorageClass::Function, type));
    builder_.set_name(variable, name);
    demoted.variables.push_back(variable);
  };
  const std::string name = instruction.name.empty() ? std::string() : instruction.name + ".var";
  if (value_type->kind == dxil::TypeKind::Struct) {
    for (const dxil::Type* member : value_type->members) make_variable(member, name);
  } else {
    make_variable(value_type, name);
  }
  demoted_.push_back(std::move(demoted));
  instructions_[instruction.index].demoted = static_cast<uint32_t>(demoted_.size());
}

void ValueTable::store_demoted(const dxil::Instruction& instruction) {
  const InstructionValue& known = instructions_[instruction.index];
  if (known.demoted == 0) return;
  DemotedValue& demoted = demoted_[known.demoted - 1];
  demoted.defined_block = block_;
  if (known.scalar != 0) {
    builder_.emit_void(spv::Op::OpStore, {demoted.variables[0], known.scalar});
    return;
  }
  const std::vector<Id>& members = aggregates_[known.aggregate - 1];
  for (size_t i = 0; i < members.size(); ++i) builder_.emit_void(spv::Op::OpStore, {demoted.variables[i], members[i]});
}

void ValueTable::begin_block() { ++block_; }

}  // namespace untangle::spirv_emit
