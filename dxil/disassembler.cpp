// The disassembler's entry points and module layout: target lines, struct types, globals,
// function headers and bodies, attribute groups; plus the numbering LLVM gives to
// everything it prints by position.
#include "dxil/disassembler.h"

#include <algorithm>

#include "dxil/disassembler_text.h"
#include "dxil/disassembler_writer.h"
#include "dxil/slot_numbering.h"

namespace untangle::dxil {

std::string disassemble(const Module& module) { return disassembly::ModuleWriter(module).write(); }

std::string format_type(const Type* type) {
  const Module no_module;
  disassembly::ModuleWriter writer(no_module);
  return writer.format_type_only(type);
}

}  // namespace untangle::dxil

namespace untangle::dxil::disassembly {
namespace {

constexpr uint32_t kFunctionSlot = 0xFFFFFFFF;
constexpr uint32_t kReturnSlot = 0;

std::string_view linkage_keyword(Linkage linkage) {
  switch (linkage) {
    case Linkage::External: return "";
    case Linkage::AvailableExternally: return "available_externally ";
    case Linkage::LinkOnceAny: return "linkonce ";
    case Linkage::LinkOnceODR: return "linkonce_odr ";
    case Linkage::WeakAny: return "weak ";
    case Linkage::WeakODR: return "weak_odr ";
    case Linkage::Appending: return "appending ";
    case Linkage::Internal: return "internal ";
    case Linkage::Private: return "private ";
    case Linkage::ExternalWeak: return "extern_weak ";
    case Linkage::Common: return "common ";
  }
  return "";
}

std::string_view unnamed_addr_keyword(UnnamedAddr unnamed_addr) {
  switch (unnamed_addr) {
    case UnnamedAddr::None: return "";
    case UnnamedAddr::Global: return "unnamed_addr";
    case UnnamedAddr::Local: return "local_unnamed_addr";
  }
  return "";
}

std::string_view thread_local_keyword(uint8_t mode) {
  switch (mode) {
    case 0: return "";
    case 1: return "thread_local ";
    case 2: return "thread_local(localdynamic) ";
    case 3: return "thread_local(initialexec) ";
    default: return "thread_local(localexec) ";
  }
}

// A function with a body is printed with `define`, any other with `declare`.
bool is_definition(const Function& function) { return !function.is_declaration && !function.blocks.empty(); }

// LLVM lines up `; preds = ...` after a label at column 50.
void pad_to_column(std::string& out, size_t line_start, size_t column) {
  const size_t length = out.size() - line_start;
  out.append(length < column ? column - length : 1, ' ');
}

}  // namespace

std::string calling_convention_keyword(uint32_t convention) {
  switch (convention) {
    case 0: return "";
    case 8: return "fastcc ";
    case 9: return "coldcc ";
    default: return "cc " + std::to_string(convention) + " ";
  }
}

ModuleWriter::ModuleWriter(const Module& module) : module_(module) {}

std::string ModuleWriter::format_type_only(const Type* type) {
  out_.clear();
  write_type(type);
  return std::move(out_);
}

std::string ModuleWriter::write() {
  out_.clear();
  number_module();
  write_header();
  write_struct_types();
  if (!module_.globals.empty()) {
    out_ += '\n';
    for (const auto& global : module_.globals) write_global(*global);
  }
  for (const auto& function : module_.functions) write_function(*function);
  write_attribute_groups();
  write_metadata_section();
  return std::move(out_);
}

// ---------------------------------------------------------------------------------
// Numbering.

void ModuleWriter::number_module() {
  uint32_t next_slot = 0;
  for (const auto& global : module_.globals)
    if (global->name.empty()) module_slots_[global.get()] = next_slot++;
  for (const auto& named : module_.named_metadata)
    for (const Metadata* operand : named.operands) number_metadata(operand);
  for (const auto& function : module_.functions) {
    if (function->name.empty()) module_slots_[function.get()] = next_slot++;
    for (const auto& attachment : function->attachments) number_metadata(attachment.node);
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions)
        for (const auto& attachment : instruction->attachments) number_metadata(attachment.node);
    number_attribute_list(function->attributes);
    for (const auto& block : function->blocks)
      for (const auto& instruction : block->instructions)
        if (instruction->opcode == Opcode::Call) number_attribute_list(instruction->call_attributes);
  }
}

void ModuleWriter::number_metadata(const Metadata* root) {
  // Pre-order, as LLVM's slot tracker: a node first, then the nodes it refers to. An
  // explicit stack keeps deeply nested metadata from exhausting the call stack.
  std::vector<const Metadata*> stack = {root};
  while (!stack.empty()) {
    const Metadata* metadata = stack.back();
    stack.pop_back();
    if (metadata == nullptr || metadata->kind != MetadataKind::Node) continue;
    if (!metadata_slots_.emplace(metadata, static_cast<uint32_t>(numbered_metadata_.size())).second) continue;
    numbered_metadata_.push_back(metadata);
    stack.insert(stack.end(), metadata->operands.rbegin(), metadata->operands.rend());
  }
}

void ModuleWriter::number_attribute_list(const AttributeList* list) {
  if (list == nullptr) return;
  for (const AttributeGroup* group : list->groups) {
    if (group == nullptr || group->slot != kFunctionSlot || group->attributes.empty()) continue;
    if (attribute_group_numbers_.emplace(group, static_cast<uint32_t>(numbered_attribute_groups_.size())).second)
      numbered_attribute_groups_.push_back(group);
  }
}

void ModuleWriter::number_function(const Function& function) {
  local_slots_.clear();
  for_each_slot(function, [this](const Value& value, uint32_t slot) { local_slots_[&value] = slot; });
}

void ModuleWriter::find_predecessors(const Function& function) {
  predecessors_.clear();
  // Latest block first, which is the order LLVM's use lists usually give.
  for (auto block = function.blocks.rbegin(); block != function.blocks.rend(); ++block) {
    const Instruction* terminator = (*block)->terminator();
    if (terminator == nullptr) continue;
    const auto& successors = terminator->successors;
    for (size_t index = 0; index < successors.size(); ++index) {
      const bool repeated = std::find(successors.begin(), successors.begin() + index, successors[index]) !=
                            successors.begin() + index;
      if (!repeated) predecessors_[successors[index]].push_back(block->get());
    }
  }
}

// ---------------------------------------------------------------------------------
// Module layout.

void ModuleWriter::write_header() {
  if (!module_.source_filename.empty()) {
    out_ += "source_filename = ";
    assembly::append_quoted(out_, module_.source_filename);
    out_ += '\n';
  }
  if (!module_.datalayout.empty()) {
    out_ += "target datalayout = ";
    assembly::append_quoted(out_, module_.datalayout);
    out_ += '\n';
  }
  if (!module_.triple.empty()) {
    out_ += "target triple = ";
    assembly::append_quoted(out_, module_.triple);
    out_ += '\n';
  }
}

void ModuleWriter::write_struct_types() {
  const std::vector<const Type*> types = named_struct_types_in_use(module_);
  if (!types.empty()) out_ += '\n';
  for (const Type* type : types) {
    assembly::append_name(out_, "%", type->name);
    out_ += " = type ";
    if (type->is_opaque) {
      out_ += "opaque";
    } else {
      write_struct_body(*type);
    }
    out_ += '\n';
  }
}

void ModuleWriter::write_global(const GlobalVariable& global) {
  current_function_ = nullptr;
  current_global_ = &global;
  write_value_reference(&global);
  out_ += " = ";
  if (global.initializer == nullptr && global.linkage == Linkage::External) out_ += "external ";
  out_ += linkage_keyword(global.linkage);
  out_ += thread_local_keyword(global.thread_local_mode);
  if (global.unnamed_addr != UnnamedAddr::None) {
    out_ += unnamed_addr_keyword(global.unnamed_addr);
    out_ += ' ';
  }
  if (global.address_space != 0) out_ += "addrspace(" + std::to_string(global.address_space) + ") ";
  if (global.is_externally_initialized) out_ += "externally_initialized ";
  out_ += global.is_constant ? "constant " : "global ";
  const Type* value_type = global.value_type != nullptr ? global.value_type : pointee_or_fail(&global, "global");
  write_type(value_type);
  if (global.initializer != nullptr) {
    out_ += ' ';
    write_constant(*global.initializer);
  }
  if (!global.section.empty()) {
    out_ += ", section ";
    assembly::append_quoted(out_, global.section);
  }
  if (global.alignment != 0) out_ += ", align " + std::to_string(global.alignment);
  out_ += '\n';
  current_global_ = nullptr;
}

void ModuleWriter::write_function(const Function& function) {
  current_function_ = &function;
  current_block_ = nullptr;
  current_instruction_ = nullptr;
  out_ += '\n';
  if (function.attributes != nullptr) {
    std::string comment;
    for (const AttributeGroup* group : function.attributes->groups) {
      if (group == nullptr || group->slot != kFunctionSlot) continue;
      for (const Attribute& attribute : group->attributes) {
        comment += comment.empty() ? "" : " ";
        comment += format_attribute(attribute);
      }
    }
    if (!comment.empty()) out_ += "; Function Attrs: " + comment + '\n';
  }
  const bool has_body = is_definition(function);
  out_ += has_body ? "define " : "declare ";
  if (has_body) {
    number_function(function);
    find_predecessors(function);
  }
  write_function_signature(function);
  if (!has_body) {
    out_ += '\n';
    current_function_ = nullptr;
    return;
  }
  out_ += " {\n";
  for (const auto& block : function.blocks) write_block(*block);
  out_ += "}\n";
  current_function_ = nullptr;
  current_block_ = nullptr;
  current_instruction_ = nullptr;
}

void ModuleWriter::write_function_signature(const Function& function) {
  const Type* function_type =
      function.function_type != nullptr ? function.function_type : pointee_or_fail(&function, "function");
  if (function_type->kind != TypeKind::Function) fail("the function's type is not a function type");
  out_ += linkage_keyword(function.linkage);
  out_ += calling_convention_keyword(function.calling_convention);
  write_slot_attributes(function.attributes, kReturnSlot);
  write_type(function_type->return_type);
  out_ += ' ';
  write_value_reference(&function);
  out_ += '(';
  const bool has_body = is_definition(function);
  const size_t parameter_count = function_type->members.size();
  if (has_body && function.arguments.size() != parameter_count)
    fail("the function has " + std::to_string(function.arguments.size()) + " arguments but its type has " +
         std::to_string(parameter_count) + " parameters");
  for (size_t index = 0; index < parameter_count; ++index) {
    if (index > 0) out_ += ", ";
    write_type(function_type->members[index]);
    write_slot_attributes(function.attributes, static_cast<uint32_t>(index + 1), function_type->members[index]);
    if (has_body) {
      out_ += ' ';
      write_value_reference(function.arguments[index].get());
    }
  }
  if (function_type->is_vararg) out_ += parameter_count > 0 ? ", ..." : "...";
  out_ += ')';
  if (function.unnamed_addr != UnnamedAddr::None) {
    out_ += ' ';
    out_ += unnamed_addr_keyword(function.unnamed_addr);
  }
  write_function_attribute_reference(function.attributes);
  if (function.alignment != 0) out_ += " align " + std::to_string(function.alignment);
  for (const auto& attachment : function.attachments) {
    out_ += ' ';
    write_attachment(attachment);
  }
}

void ModuleWriter::write_block(const BasicBlock& block) {
  current_block_ = &block;
  const bool is_entry = !current_function_->blocks.empty() && current_function_->blocks.front().get() == &block;
  if (!block.name.empty() || !is_entry) {
    if (!is_entry) out_ += '\n';
    const size_t line_start = out_.size();
    if (!block.name.empty()) {
      assembly::append_name(out_, "", block.name);
    } else {
      out_ += std::to_string(local_slots_.at(&block));
    }
    out_ += ':';
    const auto found = predecessors_.find(&block);
    if (found != predecessors_.end()) {
      const std::vector<const BasicBlock*>& predecessors = found->second;
      pad_to_column(out_, line_start, 50);
      out_ += "; preds = ";
      for (size_t index = 0; index < predecessors.size(); ++index) {
        if (index > 0) out_ += ", ";
        write_value_reference(predecessors[index]);
      }
    }
    out_ += '\n';
  }
  if (block.instructions.empty()) fail("the block has no instructions");
  for (const auto& instruction : block.instructions) {
    current_instruction_ = instruction.get();
    out_ += "  ";
    write_instruction(*instruction);
    out_ += '\n';
  }
  current_instruction_ = nullptr;
}

// ---------------------------------------------------------------------------------
// Attributes.

void ModuleWriter::write_slot_attributes(const AttributeList* list, uint32_t slot, const Type* value_type) {
  if (list == nullptr) return;
  const bool is_return = slot == kReturnSlot;
  for (const AttributeGroup* group : list->groups) {
    if (group == nullptr || group->slot != slot) continue;
    for (const Attribute& attribute : group->attributes) {
      // Return attributes precede the type they apply to, parameter attributes follow it.
      if (!is_return) out_ += ' ';
      out_ += format_attribute(attribute);
      if (takes_pointee_type(attribute)) {
        if (value_type == nullptr || value_type->kind != TypeKind::Pointer || value_type->element == nullptr)
          fail(format_attribute(attribute) + " on a value that is not a typed pointer");
        out_ += '(';
        write_type(value_type->element);
        out_ += ')';
      }
      if (is_return) out_ += ' ';
    }
  }
}

void ModuleWriter::write_function_attribute_reference(const AttributeList* list) {
  if (list == nullptr) return;
  for (const AttributeGroup* group : list->groups) {
    const auto found = attribute_group_numbers_.find(group);
    if (found != attribute_group_numbers_.end()) out_ += " #" + std::to_string(found->second);
  }
}

void ModuleWriter::write_attribute_groups() {
  if (numbered_attribute_groups_.empty()) return;
  out_ += '\n';
  for (size_t number = 0; number < numbered_attribute_groups_.size(); ++number) {
    out_ += "attributes #" + std::to_string(number) + " = {";
    for (const Attribute& attribute : numbered_attribute_groups_[number]->attributes) {
      out_ += ' ';
      out_ += format_attribute(attribute);
    }
    out_ += " }\n";
  }
}

// ---------------------------------------------------------------------------------

void ModuleWriter::fail(std::string_view message) const {
  auto name_of = [this](const Value* value, std::string_view prefix) {
    std::string text;
    if (!value->name.empty()) {
      assembly::append_name(text, prefix, value->name);
      return text;
    }
    const auto& slots = prefix == "@" ? module_slots_ : local_slots_;
    const auto found = slots.find(value);
    return found != slots.end() ? std::string(prefix) + std::to_string(found->second) : std::string("(unnamed)");
  };
  std::string where;
  if (current_function_ != nullptr) where += "function " + name_of(current_function_, "@");
  if (current_block_ != nullptr) where += ", block " + name_of(current_block_, "%");
  if (current_instruction_ != nullptr && current_block_ != nullptr) {
    size_t position = 0;
    while (position < current_block_->instructions.size() &&
           current_block_->instructions[position].get() != current_instruction_)
      ++position;
    where += ", instruction " + std::to_string(position) + " (" +
             std::string(opcode_name(current_instruction_->opcode)) + ")";
  }
  if (current_global_ != nullptr) where += "global " + name_of(current_global_, "@");
  if (current_metadata_ != nullptr) where += "metadata !" + std::to_string(metadata_slots_.at(current_metadata_));
  throw DisassemblyError(where.empty() ? std::string(message) : where + ": " + std::string(message));
}

const Type* ModuleWriter::pointee_or_fail(const Value* pointer, std::string_view what) const {
  if (pointer->type == nullptr || pointer->type->kind != TypeKind::Pointer || pointer->type->element == nullptr)
    fail(std::string(what) + " has no typed pointer type to take its value type from");
  return pointer->type->element;
}

}  // namespace untangle::dxil::disassembly
