// Test helper: builds dxil::Module values by hand (types, constants, globals, functions,
// instructions, metadata), so the disassembler and the DXIL metadata layer can be tested
// without the bitcode reader.
#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "dxil/ir.h"

namespace untangle::dxil::testing {

class IrBuilder {
 public:
  Module module;

  // Types.
  const Type* type(TypeKind kind, uint32_t bit_width = 0) {
    auto created = std::make_unique<Type>();
    created->kind = kind;
    created->bit_width = bit_width;
    return keep(std::move(created));
  }
  const Type* void_type() { return type(TypeKind::Void); }
  const Type* integer_type(uint32_t width) { return type(TypeKind::Integer, width); }
  const Type* pointer(const Type* element, uint32_t address_space = 0) {
    auto created = std::make_unique<Type>();
    created->kind = TypeKind::Pointer;
    created->element = element;
    created->address_space = address_space;
    return keep(std::move(created));
  }
  const Type* sequence(TypeKind kind, const Type* element, uint64_t count) {
    auto created = std::make_unique<Type>();
    created->kind = kind;
    created->element = element;
    created->element_count = count;
    return keep(std::move(created));
  }
  const Type* struct_type(std::string name, std::vector<const Type*> members, bool packed = false) {
    auto created = std::make_unique<Type>();
    created->kind = TypeKind::Struct;
    created->name = std::move(name);
    created->members = std::move(members);
    created->is_packed = packed;
    return keep(std::move(created));
  }
  const Type* function_type(const Type* return_type, std::vector<const Type*> parameters, bool vararg = false) {
    auto created = std::make_unique<Type>();
    created->kind = TypeKind::Function;
    created->return_type = return_type;
    created->members = std::move(parameters);
    created->is_vararg = vararg;
    return keep(std::move(created));
  }

  // Constants (module-level).
  Constant* constant(ConstantKind kind, const Type* constant_type) {
    PoolPtr<Constant> created = module.constant_pool.create();
    created->constant_kind = kind;
    created->type = constant_type;
    module.constants.push_back(std::move(created));
    return module.constants.back().get();
  }
  Constant* integer(const Type* integer_type, int64_t value) {
    Constant* created = constant(ConstantKind::Integer, integer_type);
    created->integer = value;
    return created;
  }
  Constant* floating(const Type* float_type, uint64_t bits) {
    Constant* created = constant(ConstantKind::Float, float_type);
    created->float_bits = bits;
    return created;
  }
  Constant* aggregate(const Type* aggregate_type, std::vector<const Value*> elements) {
    Constant* created = constant(ConstantKind::Aggregate, aggregate_type);
    created->elements = std::move(elements);
    return created;
  }
  Constant* expression(Opcode opcode, const Type* result_type, std::vector<const Value*> operands) {
    Constant* created = constant(ConstantKind::Expression, result_type);
    created->expression_opcode = opcode;
    created->elements = std::move(operands);
    return created;
  }

  GlobalVariable* global(std::string name, const Type* value_type, const Constant* initializer,
                         bool is_constant = false, uint32_t address_space = 0) {
    auto created = std::make_unique<GlobalVariable>();
    created->name = std::move(name);
    created->value_type = value_type;
    created->type = pointer(value_type, address_space);
    created->address_space = address_space;
    created->initializer = initializer;
    created->is_constant = is_constant;
    module.globals.push_back(std::move(created));
    return module.globals.back().get();
  }

  Function* function(std::string name, const Type* signature, bool is_definition) {
    auto created = std::make_unique<Function>();
    created->name = std::move(name);
    created->function_type = signature;
    created->type = pointer(signature);
    created->is_declaration = !is_definition;
    for (size_t index = 0; index < signature->members.size(); ++index) {
      auto argument = std::make_unique<Argument>();
      argument->type = signature->members[index];
      argument->parent = created.get();
      argument->index = static_cast<uint32_t>(index);
      created->arguments.push_back(std::move(argument));
    }
    module.functions.push_back(std::move(created));
    return module.functions.back().get();
  }

  BasicBlock* block(Function* parent, std::string name = "") {
    PoolPtr<BasicBlock> created = parent->block_pool.create();
    created->name = std::move(name);
    created->parent = parent;
    created->type = label_type_;
    created->index = static_cast<uint32_t>(parent->blocks.size());
    parent->blocks.push_back(std::move(created));
    return parent->blocks.back().get();
  }

  Instruction* instruction(BasicBlock* parent, Opcode opcode, const Type* result_type,
                           std::vector<const Value*> operands = {}) {
    InstructionPtr created = parent->parent->new_instruction();
    created->opcode = opcode;
    created->type = result_type;
    created->parent = parent;
    created->operands = parent->parent->list_arena.copy<const Value*>(operands);
    parent->instructions.push_back(std::move(created));
    return parent->instructions.back().get();
  }

  // A list for an instruction of `parent`: its successors, incoming blocks...
  template <typename T>
  IrList<T> list(BasicBlock* parent, std::initializer_list<T> elements) {
    return parent->parent->list_arena.copy<T>(elements);
  }

  // Metadata.
  const Metadata* metadata_string(std::string text) {
    Metadata* created = new_metadata(MetadataKind::String);
    created->string = std::move(text);
    return created;
  }
  const Metadata* metadata_value(const Value* value) {
    Metadata* created = new_metadata(MetadataKind::Value);
    created->value = value;
    return created;
  }
  Metadata* metadata_node(std::vector<const Metadata*> operands, bool distinct = false) {
    Metadata* created = new_metadata(MetadataKind::Node);
    created->operands = std::move(operands);
    created->is_distinct = distinct;
    return created;
  }
  const Metadata* i32_metadata(int64_t value) { return metadata_value(integer(integer_type(32), value)); }
  void named_metadata(std::string name, std::vector<const Metadata*> operands) {
    module.named_metadata.push_back(NamedMetadata{std::move(name), std::move(operands)});
  }

  // Attributes.
  static Attribute enum_attribute(uint32_t kind_code) {
    Attribute attribute;
    attribute.kind_code = kind_code;
    return attribute;
  }
  const AttributeGroup* attribute_group(uint32_t slot, std::vector<Attribute> attributes) {
    auto created = std::make_unique<AttributeGroup>();
    created->group_id = static_cast<uint32_t>(module.attribute_groups.size() + 1);
    created->slot = slot;
    created->attributes = std::move(attributes);
    module.attribute_groups.push_back(std::move(created));
    return module.attribute_groups.back().get();
  }
  const AttributeList* attribute_list(std::vector<const AttributeGroup*> groups) {
    auto created = std::make_unique<AttributeList>();
    created->groups = std::move(groups);
    module.attribute_lists.push_back(std::move(created));
    return module.attribute_lists.back().get();
  }

 private:
  const Type* keep(std::unique_ptr<Type> created) {
    module.types.push_back(std::move(created));
    return module.types.back().get();
  }
  Metadata* new_metadata(MetadataKind kind) {
    PoolPtr<Metadata> created = module.metadata_pool.create();
    created->kind = kind;
    created->index = static_cast<uint32_t>(module.metadata.size());
    module.metadata.push_back(std::move(created));
    return module.metadata.back().get();
  }

  const Type* label_type_ = type(TypeKind::Label);
};

}  // namespace untangle::dxil::testing
