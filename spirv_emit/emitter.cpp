// Emitter core: value lookup and definition (with demoted values read from their
// variables), the instruction dispatch, error locations and the module's final assembly.
#include "spirv_emit/emitter.h"

#include <algorithm>

#include "spirv_emit/names.h"

namespace untangle::spirv_emit {

const dxil::Value* DxOpCall::argument(size_t index) const {
  if (index >= instruction.operands.size() || instruction.operands[index] == nullptr)
    throw TranslateError("dx.op call has no operand " + std::to_string(index));
  return instruction.operands[index];
}

Emitter::Emitter(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options)
    : entry_(entry),
      function_(*entry.function),
      stage_(stage),
      options_(options),
      builder_(options.spirv_version) {
  entry_function_id_ = builder_.allocate_id();
  builder_.add_capability(spv::Capability::Shader);
  scan_member_uses();
  for (const dxil::ResourceBinding& binding : entry.resources) declarations_.push_back(make_declaration(binding));
}

void Emitter::number_values() const {
  // LLVM numbers unnamed arguments, blocks and non-void instructions in order. Only error
  // messages need the numbers, so they are counted on the first one.
  if (!slot_numbers_.empty()) return;
  uint32_t next = 0;
  for (const auto& argument : function_.arguments)
    if (argument->name.empty()) slot_numbers_.emplace(argument.get(), next++);
  for (const auto& block : function_.blocks) {
    if (block->name.empty()) slot_numbers_.emplace(block.get(), next++);
    for (const auto& instruction : block->instructions)
      if (instruction->name.empty() && instruction->type && instruction->type->kind != dxil::TypeKind::Void)
        slot_numbers_.emplace(instruction.get(), next++);
  }
}

void Emitter::scan_member_uses() {
  // Only struct-typed results (dx.op returns such as dx.types.ResRet) are split into members.
  for (const auto& block : function_.blocks)
    for (const auto& instruction : block->instructions)
      for (size_t i = 0; i < instruction->operands.size(); ++i) {
        const dxil::Value* operand = instruction->operands[i];
        if (operand == nullptr || operand->kind != dxil::ValueKind::Instruction ||
            operand->type->kind != dxil::TypeKind::Struct)
          continue;
        uint32_t& bits = member_uses_[static_cast<const dxil::Instruction*>(operand)];
        if (instruction->opcode == dxil::Opcode::ExtractValue && i == 0 && !instruction->indices.empty() &&
            instruction->indices[0] < 32)
          bits |= 1u << instruction->indices[0];
        else
          bits = 0xFFFFFFFFu;
      }
}

uint32_t Emitter::used_members(const dxil::Instruction& instruction) const {
  auto found = member_uses_.find(&instruction);
  return found == member_uses_.end() ? 0 : found->second;
}

// ---------------------------------------------------------------------------------
// Errors.

std::string Emitter::describe_block(const dxil::BasicBlock& block) const {
  if (!block.name.empty()) return "%" + block.name;
  number_values();
  auto found = slot_numbers_.find(&block);
  return found == slot_numbers_.end() ? "#" + std::to_string(block.index) : "%" + std::to_string(found->second);
}

std::string Emitter::describe_instruction(const dxil::Instruction& instruction) const {
  std::string text;
  number_values();
  if (!instruction.name.empty()) {
    text = "%" + instruction.name + " = ";
  } else if (auto found = slot_numbers_.find(&instruction); found != slot_numbers_.end()) {
    text = "%" + std::to_string(found->second) + " = ";
  }
  text += std::string(dxil::opcode_name(instruction.opcode));
  if (instruction.opcode == dxil::Opcode::Call && instruction.callee != nullptr) text += " @" + instruction.callee->name;
  return text;
}

void Emitter::fail(const std::string& detail) const {
  throw TranslateError(detail, function_.name, location_block_ ? describe_block(*location_block_) : std::string(),
                       location_instruction_ ? describe_instruction(*location_instruction_) : std::string());
}

// ---------------------------------------------------------------------------------
// Values.

bool Emitter::is_undef(const dxil::Value* value) {
  return value != nullptr && value->kind == dxil::ValueKind::Constant &&
         static_cast<const dxil::Constant*>(value)->constant_kind == dxil::ConstantKind::Undef;
}

uint64_t Emitter::constant_integer(const dxil::Value* value, const char* what) const {
  if (value == nullptr || value->kind != dxil::ValueKind::Constant) fail(std::string(what) + " must be a constant");
  const auto* constant = static_cast<const dxil::Constant*>(value);
  if (constant->constant_kind == dxil::ConstantKind::Null) return 0;
  if (constant->constant_kind != dxil::ConstantKind::Integer) fail(std::string(what) + " must be an integer constant");
  return static_cast<uint64_t>(constant->integer);
}

Id Emitter::value(const dxil::Value* value) {
  if (value == nullptr) fail("missing operand");
  switch (value->kind) {
    case dxil::ValueKind::Constant:
      return lower_constant(*static_cast<const dxil::Constant*>(value));
    case dxil::ValueKind::Instruction: {
      const auto* instruction = static_cast<const dxil::Instruction*>(value);
      auto demoted = demoted_.find(instruction);
      if (demoted != demoted_.end() && defined_here_.count(value) == 0) {
        if (demoted->second.variables.size() != 1) fail("an aggregate is used as a single value");
        if (auto loaded = block_loads_.find(value); loaded != block_loads_.end()) return loaded->second;
        const Id loaded = builder_.emit(spv::Op::OpLoad, type(value->type), {demoted->second.variables[0]});
        block_loads_.emplace(value, loaded);
        return loaded;
      }
      if (auto found = scalars_.find(value); found != scalars_.end()) return found->second;
      if (aggregates_.count(value) != 0) fail("an aggregate is used as a single value");
      fail("value " + describe_instruction(*instruction) + " is used before its definition");
    }
    default:
      fail("operand of unsupported kind (argument, function, global or label used as a value)");
  }
}

std::vector<Id> Emitter::aggregate(const dxil::Value* value) {
  if (value == nullptr) fail("missing operand");
  if (value->kind == dxil::ValueKind::Constant) {
    // Constant structs: one member id each.
    const auto* constant = static_cast<const dxil::Constant*>(value);
    const dxil::Type* struct_type = value->type;
    std::vector<Id> members;
    for (size_t i = 0; i < struct_type->members.size(); ++i) {
      const dxil::Type* member_type = struct_type->members[i];
      switch (constant->constant_kind) {
        case dxil::ConstantKind::Aggregate:
          members.push_back(this->value(constant->elements.at(i)));
          break;
        case dxil::ConstantKind::Undef:
          members.push_back(builder_.undef(type(member_type)));
          break;
        case dxil::ConstantKind::Null:
          members.push_back(builder_.constant_null(type(member_type)));
          break;
        default:
          fail("unsupported constant aggregate");
      }
    }
    return members;
  }
  if (value->kind != dxil::ValueKind::Instruction) fail("unsupported aggregate operand");
  const auto* instruction = static_cast<const dxil::Instruction*>(value);
  auto demoted = demoted_.find(instruction);
  if (demoted != demoted_.end() && defined_here_.count(value) == 0) {
    std::vector<Id> members;
    for (size_t i = 0; i < demoted->second.variables.size(); ++i)
      members.push_back(builder_.emit(spv::Op::OpLoad, type(value->type->members[i]), {demoted->second.variables[i]}));
    return members;
  }
  if (auto found = aggregates_.find(value); found != aggregates_.end()) return found->second;
  fail("aggregate " + describe_instruction(*instruction) + " is used before its definition");
}

void Emitter::define(const dxil::Instruction& instruction, Id id) {
  scalars_[&instruction] = id;
  defined_here_.insert(&instruction);
  if (!instruction.name.empty()) builder_.set_name(id, instruction.name);
  store_demoted(instruction);
}

void Emitter::define_aggregate(const dxil::Instruction& instruction, std::vector<Id> members) {
  aggregates_[&instruction] = std::move(members);
  defined_here_.insert(&instruction);
  store_demoted(instruction);
}

void Emitter::demote(const dxil::Instruction& instruction) {
  if (demoted_.count(&instruction) != 0) return;
  DemotedValue demoted;
  const dxil::Type* value_type = instruction.type;
  auto make_variable = [&](const dxil::Type* member_type, const std::string& name) {
    const Id variable = builder_.function_variable(
        builder_.type_pointer(spv::StorageClass::Function, type(member_type)));
    builder_.set_name(variable, name);
    demoted.variables.push_back(variable);
  };
  const std::string name = instruction.name.empty() ? std::string() : instruction.name + ".var";
  if (value_type->kind == dxil::TypeKind::Struct) {
    for (const dxil::Type* member : value_type->members) make_variable(member, name);
  } else {
    make_variable(value_type, name);
  }
  demoted_.emplace(&instruction, std::move(demoted));
}

void Emitter::store_demoted(const dxil::Instruction& instruction) {
  auto demoted = demoted_.find(&instruction);
  if (demoted == demoted_.end()) return;
  if (auto scalar = scalars_.find(&instruction); scalar != scalars_.end()) {
    builder_.emit_void(spv::Op::OpStore, {demoted->second.variables[0], scalar->second});
    return;
  }
  const std::vector<Id>& members = aggregates_.at(&instruction);
  for (size_t i = 0; i < members.size(); ++i)
    builder_.emit_void(spv::Op::OpStore, {demoted->second.variables[i], members[i]});
}

// ---------------------------------------------------------------------------------
// Helpers.

uint32_t Emitter::scalar_width(Id type) {
  const TypeInfo& info = builder_.type_info(type);
  if (info.opcode == spv::Op::OpTypeBool) return 1;
  if (info.opcode == spv::Op::OpTypeVector) return builder_.type_info(info.element).width;
  return info.width;
}

Id Emitter::bitcast(Id to_type, Id value) {
  if (builder_.type_of(value) == to_type) return value;
  return builder_.emit(spv::Op::OpBitcast, to_type, {value});
}

Id Emitter::select_constant(Id condition, Id type, uint64_t if_true, uint64_t if_false) {
  return builder_.emit(spv::Op::OpSelect, type,
                       {condition, builder_.constant_scalar(type, if_true), builder_.constant_scalar(type, if_false)});
}

Id Emitter::builtin_input(spv::BuiltIn builtin, Id type) {
  auto key = std::make_pair(builtin, type);
  if (auto found = builtins_.find(key); found != builtins_.end()) return found->second;
  const Id variable =
      builder_.global_variable(builder_.type_pointer(spv::StorageClass::Input, type), spv::StorageClass::Input);
  builder_.decorate(variable, spv::Decoration::BuiltIn, {static_cast<uint32_t>(builtin)});
  builder_.set_name(variable, builtin_name(builtin));
  builtins_.emplace(key, variable);
  return variable;
}

// ---------------------------------------------------------------------------------
// Dispatch.

void Emitter::lower_instruction(const dxil::Instruction& instruction) {
  using dxil::Opcode;
  switch (instruction.opcode) {
    case Opcode::Add: case Opcode::FAdd: case Opcode::Sub: case Opcode::FSub: case Opcode::Mul:
    case Opcode::FMul: case Opcode::UDiv: case Opcode::SDiv: case Opcode::FDiv: case Opcode::URem:
    case Opcode::SRem: case Opcode::FRem: case Opcode::Shl: case Opcode::LShr: case Opcode::AShr:
    case Opcode::And: case Opcode::Or: case Opcode::Xor:
      return lower_binary_operator(instruction);
    case Opcode::ICmp: case Opcode::FCmp:
      return lower_compare(instruction);
    case Opcode::Trunc: case Opcode::ZExt: case Opcode::SExt: case Opcode::FPToUI: case Opcode::FPToSI:
    case Opcode::UIToFP: case Opcode::SIToFP: case Opcode::FPTrunc: case Opcode::FPExt: case Opcode::PtrToInt:
    case Opcode::IntToPtr: case Opcode::BitCast: case Opcode::AddrSpaceCast:
      return lower_cast(instruction);
    case Opcode::Select:
      return lower_select(instruction);
    case Opcode::ExtractElement: case Opcode::InsertElement: case Opcode::ShuffleVector:
      return lower_vector_operation(instruction);
    case Opcode::ExtractValue: case Opcode::InsertValue:
      return lower_aggregate_operation(instruction);
    case Opcode::Alloca:
      return lower_alloca(instruction);
    case Opcode::GetElementPtr:
      return;  // access chains are emitted where the pointer is used
    case Opcode::Load:
      return lower_load(instruction);
    case Opcode::Store:
      return lower_store(instruction);
    case Opcode::AtomicRMW: case Opcode::AtomicCmpXchg:
      return lower_atomic(instruction);
    case Opcode::Call:
      if (instruction.callee != nullptr && instruction.callee->name.rfind("dx.op.", 0) == 0)
        return lower_dx_op(instruction);
      fail("calls to functions other than dx.op are not supported" +
           (instruction.callee ? " (@" + instruction.callee->name + ")" : std::string()));
    case Opcode::Phi: case Opcode::Ret: case Opcode::Br: case Opcode::Switch: case Opcode::Unreachable:
      fail("control-flow instruction reached instruction lowering");
  }
  fail("unknown instruction");
}

// ---------------------------------------------------------------------------------

std::vector<uint32_t> Emitter::finish(spv::ExecutionModel model, const std::string& entry_name) {
  std::vector<Id> interface;
  for (Id variable : builder_.global_variables()) {
    const spv::StorageClass storage = builder_.variable_storage_class(variable);
    // SPIR-V 1.4 lists every global the entry point uses; earlier versions Input/Output only.
    if (builder_.version() >= kSpirv14 || storage == spv::StorageClass::Input || storage == spv::StorageClass::Output)
      interface.push_back(variable);
  }
  builder_.add_entry_point(model, entry_function_id_, entry_name, interface);
  if (model == spv::ExecutionModel::GLCompute)
    builder_.add_execution_mode(entry_function_id_, spv::ExecutionMode::LocalSize,
                                {local_size_[0], local_size_[1], local_size_[2]});
  // Several views of one buffer alias the same memory.
  for (const auto& resource : resources_) {
    size_t buffer_views = 0;
    for (const auto& [view, variable] : resource->variables)
      if (view == ResourceView::Words16 || view == ResourceView::Words32 || view == ResourceView::Words64)
        ++buffer_views;
    if (buffer_views > 1)
      for (const auto& [view, variable] : resource->variables) builder_.decorate(variable, spv::Decoration::Aliased);
  }
  return builder_.finish();
}

}  // namespace untangle::spirv_emit
