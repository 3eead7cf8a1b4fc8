// ModuleBuilder: what the bitcode reader does as it reads, done for a module made in memory.
#include "dxil/module_builder.h"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include "dxil/dxop_signature.h"

namespace untangle::dxil {

ModuleBuilder::ModuleBuilder(Module& module) : module_(module) {}

const Type* ModuleBuilder::keep(std::unique_ptr<Type> type) {
  module_.types.push_back(std::move(type));
  return module_.types.back().get();
}

const Type* ModuleBuilder::scalar(TypeKind kind, uint32_t width) {
  const auto key = std::make_tuple(kind, width, static_cast<const Type*>(nullptr), uint64_t{0});
  if (auto found = derived_types_.find(key); found != derived_types_.end()) return found->second;
  auto type = std::make_unique<Type>();
  type->kind = kind;
  type->bit_width = width;
  return derived_types_[key] = keep(std::move(type));
}

const Type* ModuleBuilder::derived(TypeKind kind, const Type* element, uint64_t count, uint32_t address_space) {
  const auto key = std::make_tuple(kind, address_space, element, count);
  if (auto found = derived_types_.find(key); found != derived_types_.end()) return found->second;
  auto type = std::make_unique<Type>();
  type->kind = kind;
  type->element = element;
  type->element_count = count;
  type->address_space = address_space;
  return derived_types_[key] = keep(std::move(type));
}

const Type* ModuleBuilder::pointer(const Type* element, uint32_t address_space) {
  return derived(TypeKind::Pointer, element, 0, address_space);
}

const Type* ModuleBuilder::array(const Type* element, uint64_t count) { return derived(TypeKind::Array, element, count, 0); }

const Type* ModuleBuilder::vector(const Type* element, uint64_t count) { return derived(TypeKind::Vector, element, count, 0); }

const Type* ModuleBuilder::named_struct(const std::string& name, std::vector<const Type*> members) {
  if (auto found = named_structs_.find(name); found != named_structs_.end()) return found->second;
  auto type = std::make_unique<Type>();
  type->kind = TypeKind::Struct;
  type->name = name;
  type->members = std::move(members);
  return named_structs_[name] = keep(std::move(type));
}

const Type* ModuleBuilder::literal_struct(std::vector<const Type*> members) {
  if (auto found = literal_structs_.find(members); found != literal_structs_.end()) return found->second;
  auto type = std::make_unique<Type>();
  type->kind = TypeKind::Struct;
  type->members = members;
  return literal_structs_[std::move(members)] = keep(std::move(type));
}

const Type* ModuleBuilder::function_type(const Type* return_type, std::vector<const Type*> parameters) {
  auto key = std::make_pair(return_type, parameters);
  if (auto found = function_types_.find(key); found != function_types_.end()) return found->second;
  auto type = std::make_unique<Type>();
  type->kind = TypeKind::Function;
  type->return_type = return_type;
  type->members = std::move(parameters);
  return function_types_[std::move(key)] = keep(std::move(type));
}

Constant* ModuleBuilder::new_constant(ConstantKind kind, const Type* type) {
  PoolPtr<Constant> created = module_.constant_pool.create();
  created->constant_kind = kind;
  created->type = type;
  created->index = static_cast<uint32_t>(module_.constants.size());
  module_.constants.push_back(std::move(created));
  return module_.constants.back().get();
}

const Constant* ModuleBuilder::integer(const Type* type, int64_t value) {
  // Sign-extended from the type's width, as the reader stores integers.
  const uint32_t width = type->bit_width;
  if (width < 64) {
    const uint64_t mask = (uint64_t{1} << width) - 1;
    uint64_t bits = static_cast<uint64_t>(value) & mask;
    if (width > 0 && (bits >> (width - 1)) != 0) bits |= ~mask;
    value = static_cast<int64_t>(bits);
  }
  const auto key = std::make_tuple(ConstantKind::Integer, type, static_cast<uint64_t>(value));
  if (auto found = constants_.find(key); found != constants_.end()) return found->second;
  Constant* created = new_constant(ConstantKind::Integer, type);
  created->integer = value;
  return constants_[key] = created;
}

const Constant* ModuleBuilder::floating(const Type* type, uint64_t bits) {
  const auto key = std::make_tuple(ConstantKind::Float, type, bits);
  if (auto found = constants_.find(key); found != constants_.end()) return found->second;
  Constant* created = new_constant(ConstantKind::Float, type);
  created->float_bits = bits;
  return constants_[key] = created;
}

const Constant* ModuleBuilder::undef(const Type* type) {
  const auto key = std::make_tuple(ConstantKind::Undef, type, uint64_t{0});
  if (auto found = constants_.find(key); found != constants_.end()) return found->second;
  return constants_[key] = new_constant(ConstantKind::Undef, type);
}

const Constant* ModuleBuilder::null(const Type* type) {
  const auto key = std::make_tuple(ConstantKind::Null, type, uint64_t{0});
  if (auto found = constants_.find(key); found != constants_.end()) return found->second;
  return constants_[key] = new_constant(ConstantKind::Null, type);
}

const Constant* ModuleBuilder::data_array(const Type* type, std::vector<uint64_t> words) {
  Constant* created = new_constant(ConstantKind::Data, type);
  created->data = std::move(words);
  return created;
}

GlobalVariable* ModuleBuilder::global(std::string name, const Type* value_type, uint32_t address_space,
                                  const Constant* initializer, bool is_constant, Linkage linkage) {
  auto created = std::make_unique<GlobalVariable>();
  created->name = std::move(name);
  created->value_type = value_type;
  created->type = pointer(value_type, address_space);
  created->address_space = address_space;
  created->initializer = initializer;
  created->is_constant = is_constant;
  created->linkage = linkage;
  created->alignment = 4;
  module_.globals.push_back(std::move(created));
  return module_.globals.back().get();
}

Function* ModuleBuilder::define_function(std::string name, const Type* signature) {
  auto created = std::make_unique<Function>();
  created->name = std::move(name);
  created->function_type = signature;
  created->type = pointer(signature);
  created->is_declaration = false;
  for (size_t index = 0; index < signature->members.size(); ++index) {
    auto argument = std::make_unique<Argument>();
    argument->type = signature->members[index];
    argument->parent = created.get();
    argument->index = static_cast<uint32_t>(index);
    created->arguments.push_back(std::move(argument));
  }
  module_.functions.push_back(std::move(created));
  return module_.functions.back().get();
}

const Function* ModuleBuilder::dxop_function(const std::string& name, const Type* signature) {
  if (auto found = dxop_functions_.find(name); found != dxop_functions_.end()) return found->second;
  auto created = std::make_unique<Function>();
  created->name = name;
  created->function_type = signature;
  created->type = pointer(signature);
  created->is_declaration = true;
  module_.functions.push_back(std::move(created));
  return dxop_functions_[name] = module_.functions.back().get();
}

void ModuleBuilder::add_function_attribute(Function& function, std::string key, std::string value) {
  auto group = std::make_unique<AttributeGroup>();
  group->group_id = static_cast<uint32_t>(module_.attribute_groups.size() + 1);
  group->slot = 0xFFFFFFFF;
  group->attributes.push_back(Attribute{0, 0, false, std::move(key), std::move(value)});
  auto list = std::make_unique<AttributeList>();
  if (function.attributes != nullptr) list->groups = function.attributes->groups;
  list->groups.push_back(group.get());
  function.attributes = list.get();
  module_.attribute_groups.push_back(std::move(group));
  module_.attribute_lists.push_back(std::move(list));
}

BasicBlock* ModuleBuilder::block(Function& function, std::string name) {
  PoolPtr<BasicBlock> created = function.block_pool.create();
  created->name = std::move(name);
  created->parent = &function;
  created->type = label_type();
  created->index = static_cast<uint32_t>(function.blocks.size());
  function.blocks.push_back(std::move(created));
  return function.blocks.back().get();
}

Instruction* ModuleBuilder::append(BasicBlock& block, Opcode opcode, const Type* result_type,
                               std::span<const Value* const> operands) {
  Function& function = *block.parent;
  InstructionPtr created = function.new_instruction();
  created->opcode = opcode;
  created->type = result_type;
  created->parent = &block;
  created->operands = function.list_arena.copy<const Value*>(operands);
  block.instructions.push_back(std::move(created));
  return block.instructions.back().get();
}

Instruction* ModuleBuilder::binary(BasicBlock& block, Opcode opcode, const Value* left, const Value* right) {
  const Value* operands[] = {left, right};
  Instruction* created = append(block, opcode, left->type, operands);
  if (is_floating_point_operator(opcode) && contraction_allowed_)
    created->flags = flags::kAllowReassoc | flags::kAllowContract;
  return created;
}

Instruction* ModuleBuilder::cast(BasicBlock& block, Opcode opcode, const Value* value, const Type* to) {
  const Value* operands[] = {value};
  return append(block, opcode, to, operands);
}

Instruction* ModuleBuilder::compare(BasicBlock& block, Predicate predicate, const Value* left, const Value* right) {
  const Value* operands[] = {left, right};
  const bool floating = left->type->is_floating_point();
  Instruction* created = append(block, floating ? Opcode::FCmp : Opcode::ICmp, i1(), operands);
  created->predicate = predicate;
  return created;
}

Instruction* ModuleBuilder::select(BasicBlock& block, const Value* condition, const Value* if_true, const Value* if_false) {
  const Value* operands[] = {condition, if_true, if_false};
  return append(block, Opcode::Select, if_true->type, operands);
}

Instruction* ModuleBuilder::extract_value(BasicBlock& block, const Value* aggregate, uint32_t index) {
  const Value* operands[] = {aggregate};
  const Type* aggregate_type = aggregate->type;
  const Type* element = aggregate_type->kind == TypeKind::Struct ? aggregate_type->members.at(index) : aggregate_type->element;
  Instruction* created = append(block, Opcode::ExtractValue, element, operands);
  const uint32_t indices[] = {index};
  created->indices = block.parent->list_arena.copy<uint32_t>(indices);
  return created;
}

Instruction* ModuleBuilder::call_dxop(BasicBlock& block, const Function& callee, DxOp op,
                                  std::span<const Value* const> arguments) {
  // A front end's own mistake, not its input's: the readers refuse input of this shape.
  if (const std::optional<std::string> mismatch = dxop_signature_mismatch(callee, op))
    throw std::logic_error("ModuleBuilder: a call of @" + callee.name + " as " + std::string(dxop_name(op)) + ": " +
                           *mismatch);
  std::vector<const Value*> operands;
  operands.reserve(arguments.size() + 1);
  operands.push_back(i32_constant(static_cast<int64_t>(op)));
  operands.insert(operands.end(), arguments.begin(), arguments.end());
  Instruction* created = append(block, Opcode::Call, callee.function_type->return_type, operands);
  created->callee = &callee;
  created->dxop = op;
  if (!contraction_allowed_ && created->type->is_floating_point()) mark_precise(*created);
  return created;
}

void ModuleBuilder::mark_precise(Instruction& instruction) {
  auto kind = std::find(module_.metadata_kinds.begin(), module_.metadata_kinds.end(), "dx.precise");
  if (kind == module_.metadata_kinds.end()) kind = module_.metadata_kinds.insert(kind, "dx.precise");
  if (precise_node_ == nullptr) precise_node_ = node({i32_metadata(1)});
  instruction.attachments.push_back({static_cast<uint32_t>(kind - module_.metadata_kinds.begin()), precise_node_});
  instruction.marked_precise = true;
}

Instruction* ModuleBuilder::call(BasicBlock& block, const Function& callee, std::span<const Value* const> arguments) {
  Instruction* created = append(block, Opcode::Call, callee.function_type->return_type, arguments);
  created->callee = &callee;
  return created;
}

Instruction* ModuleBuilder::alloca_of(BasicBlock& block, const Type* allocated) {
  Instruction* created = append(block, Opcode::Alloca, pointer(allocated), {});
  created->access_type = allocated;
  created->array_size = i32_constant(1);
  created->alignment = 4;
  return created;
}

Instruction* ModuleBuilder::gep(BasicBlock& block, const Value* base, std::span<const Value* const> indices) {
  std::vector<const Value*> operands{base};
  operands.insert(operands.end(), indices.begin(), indices.end());
  // The element the indices select: the first steps over the pointer, the rest into arrays.
  const Type* element = base->type->element;
  for (size_t index = 1; index < indices.size(); ++index) element = element->element;
  Instruction* created = append(block, Opcode::GetElementPtr, pointer(element, base->type->address_space), operands);
  created->access_type = base->type->element;
  created->is_inbounds = true;
  return created;
}

Instruction* ModuleBuilder::load(BasicBlock& block, const Value* address) {
  const Value* operands[] = {address};
  Instruction* created = append(block, Opcode::Load, address->type->element, operands);
  created->access_type = address->type->element;
  created->alignment = 4;
  return created;
}

Instruction* ModuleBuilder::store(BasicBlock& block, const Value* stored, const Value* address) {
  const Value* operands[] = {stored, address};
  Instruction* created = append(block, Opcode::Store, void_type(), operands);
  created->alignment = 4;
  return created;
}

Instruction* ModuleBuilder::atomic_rmw(BasicBlock& block, AtomicRMWOperation operation, const Value* address,
                                   const Value* operand) {
  const Value* operands[] = {address, operand};
  Instruction* created = append(block, Opcode::AtomicRMW, operand->type, operands);
  created->rmw_operation = operation;
  created->ordering = AtomicOrdering::SequentiallyConsistent;
  return created;
}

Instruction* ModuleBuilder::compare_exchange(BasicBlock& block, const Value* address, const Value* expected,
                                         const Value* desired) {
  const Value* operands[] = {address, expected, desired};
  Instruction* created = append(block, Opcode::AtomicCmpXchg, literal_struct({expected->type, i1()}), operands);
  created->ordering = AtomicOrdering::SequentiallyConsistent;
  created->failure_ordering = AtomicOrdering::SequentiallyConsistent;
  return created;
}

void ModuleBuilder::branch(BasicBlock& block, BasicBlock& target) {
  Instruction* created = append(block, Opcode::Br, void_type(), {});
  BasicBlock* targets[] = {&target};
  created->successors = block.parent->list_arena.copy<BasicBlock*>(targets);
}

void ModuleBuilder::branch(BasicBlock& block, const Value* condition, BasicBlock& if_true, BasicBlock& if_false) {
  const Value* operands[] = {condition};
  Instruction* created = append(block, Opcode::Br, void_type(), operands);
  BasicBlock* targets[] = {&if_true, &if_false};
  created->successors = block.parent->list_arena.copy<BasicBlock*>(targets);
}

void ModuleBuilder::switch_of(BasicBlock& block, const Value* selector, BasicBlock& default_target,
                          std::span<const std::pair<const Constant*, BasicBlock*>> cases) {
  const Value* operands[] = {selector};
  Instruction* created = append(block, Opcode::Switch, void_type(), operands);
  std::vector<BasicBlock*> targets{&default_target};
  std::vector<const Constant*> values;
  for (const auto& [value, target] : cases) {
    values.push_back(value);
    targets.push_back(target);
  }
  created->successors = block.parent->list_arena.copy<BasicBlock*>(targets);
  created->case_values = block.parent->list_arena.copy<const Constant*>(values);
}

void ModuleBuilder::return_void(BasicBlock& block) { append(block, Opcode::Ret, void_type(), {}); }

void ModuleBuilder::unreachable(BasicBlock& block) { append(block, Opcode::Unreachable, void_type(), {}); }

Metadata* ModuleBuilder::new_metadata(MetadataKind kind) {
  PoolPtr<Metadata> created = module_.metadata_pool.create();
  created->kind = kind;
  created->index = static_cast<uint32_t>(module_.metadata.size());
  module_.metadata.push_back(std::move(created));
  return module_.metadata.back().get();
}

const Metadata* ModuleBuilder::string(std::string text) {
  Metadata* created = new_metadata(MetadataKind::String);
  created->string = std::move(text);
  return created;
}

const Metadata* ModuleBuilder::value(const Value* value) {
  Metadata* created = new_metadata(MetadataKind::Value);
  created->value = value;
  return created;
}

const Metadata* ModuleBuilder::node(std::vector<const Metadata*> operands) {
  Metadata* created = new_metadata(MetadataKind::Node);
  created->operands = std::move(operands);
  return created;
}

void ModuleBuilder::named_metadata(std::string name, std::vector<const Metadata*> operands) {
  module_.named_metadata.push_back(NamedMetadata{std::move(name), std::move(operands)});
}

}  // namespace untangle::dxil
