// Implements the module reader tests' well-formedness check and module fingerprint.
#include "module_reader_checks.h"

#include <algorithm>
#include <map>
#include <set>

#include "dxil/ir_cast.h"

namespace untangle::dxil::testing {
namespace {

bool is_terminator(Opcode opcode) {
  return opcode == Opcode::Ret || opcode == Opcode::Br || opcode == Opcode::Switch || opcode == Opcode::Unreachable;
}

bool is_floating_point_operation(const Instruction& instruction) {
  const Type* type = instruction.opcode == Opcode::FCmp ? instruction.operands[0]->type : instruction.type;
  if (type->kind == TypeKind::Vector) type = type->element;
  return type->is_floating_point();
}

std::string type_text(const Type* type) {
  if (type == nullptr) return "<null>";
  switch (type->kind) {
    case TypeKind::Void: return "void";
    case TypeKind::Half: return "half";
    case TypeKind::Float: return "float";
    case TypeKind::Double: return "double";
    case TypeKind::Label: return "label";
    case TypeKind::Metadata: return "metadata";
    case TypeKind::Integer: return "i" + std::to_string(type->bit_width);
    case TypeKind::Pointer:
      return (type->element != nullptr ? type_text(type->element) + "*" : std::string("ptr")) + " as" +
             std::to_string(type->address_space);
    case TypeKind::Array: return "[" + std::to_string(type->element_count) + " x " + type_text(type->element) + "]";
    case TypeKind::Vector: return "<" + std::to_string(type->element_count) + " x " + type_text(type->element) + ">";
    case TypeKind::Struct: {
      if (!type->name.empty()) return "%" + type->name;
      std::string text = type->is_packed ? "<{" : "{";
      for (const Type* member : type->members) text += type_text(member) + ",";
      return text + (type->is_packed ? "}>" : "}");
    }
    case TypeKind::Function: {
      std::string text = type_text(type->return_type) + "(";
      for (const Type* parameter : type->members) text += type_text(parameter) + ",";
      return text + (type->is_vararg ? "...)" : ")");
    }
  }
  return "?";
}

class Fingerprinter {
 public:
  Fingerprinter(const Module& module, bool with_access_alignment)
      : module_(module), with_access_alignment_(with_access_alignment) {}

  std::string run() {
    for (const auto& type : module_.types) {
      if (type->kind == TypeKind::Struct && !type->name.empty()) {
        out_ += "type %" + type->name + (type->is_opaque ? " opaque" : " = " + struct_body(type.get())) + "\n";
      }
    }
    for (const auto& global : module_.globals) {
      out_ += "global @" + global->name + " " + type_text(global->value_type) + " as" +
              std::to_string(global->address_space) + " const=" + std::to_string(global->is_constant) +
              " linkage=" + std::to_string(static_cast<int>(global->linkage)) +
              " align=" + std::to_string(global->alignment) + " section=" + global->section +
              " init=" + (global->initializer != nullptr ? value(global->initializer) : "none") + "\n";
    }
    for (const auto& function : module_.functions) write_function(*function);
    for (const auto& named : module_.named_metadata) {
      out_ += "!" + named.name + " =";
      for (const Metadata* operand : named.operands) out_ += " " + metadata(operand, 0);
      out_ += "\n";
    }
    return out_;
  }

 private:
  static std::string struct_body(const Type* type) {
    std::string text = type->is_packed ? "<{" : "{";
    for (const Type* member : type->members) text += type_text(member) + ",";
    return text + (type->is_packed ? "}>" : "}");
  }

  std::string value(const Value* value) {
    if (value == nullptr) return "<null>";
    switch (value->kind) {
      case ValueKind::GlobalVariable:
      case ValueKind::Function: return "@" + value->name;
      case ValueKind::Argument: return "arg" + std::to_string(cast<Argument>(value)->index);
      case ValueKind::BasicBlock: return "label" + std::to_string(cast<BasicBlock>(value)->index);
      case ValueKind::Instruction: {
        const auto found = instruction_names_.find(value);
        return found != instruction_names_.end() ? found->second : "<foreign instruction>";
      }
      case ValueKind::Constant: return constant(cast<Constant>(*value));
    }
    return "?";
  }

  std::string constant(const Constant& constant) {
    std::string text = type_text(constant.type) + " ";
    switch (constant.constant_kind) {
      case ConstantKind::Integer:
        text += std::to_string(constant.integer);
        for (const uint64_t word : constant.wide_words) text += ":" + std::to_string(word);
        return text;
      case ConstantKind::Float: return text + "fp" + std::to_string(constant.float_bits);
      case ConstantKind::Null: return text + "null";
      case ConstantKind::Undef: return text + "undef";
      case ConstantKind::String: return text + "c\"" + constant.bytes + "\"";
      case ConstantKind::Data:
        text += "data(";
        for (const uint64_t word : constant.data) text += std::to_string(word) + ",";
        return text + ")";
      case ConstantKind::Aggregate:
      case ConstantKind::Expression: {
        text += constant.constant_kind == ConstantKind::Aggregate
                    ? std::string("agg(")
                    : "expr" + std::to_string(static_cast<int>(constant.expression_opcode)) + "/" +
                          std::to_string(constant.predicate) + "/" + std::to_string(constant.flags) + "/" +
                          std::to_string(constant.is_inbounds) + "/" + type_text(constant.source_element_type) + "(";
        for (const Value* element : constant.elements) text += value(element) + ",";
        return text + ")";
      }
    }
    return text + "?";
  }

  std::string metadata(const Metadata* node, int depth) {
    if (node == nullptr) return "null";
    switch (node->kind) {
      case MetadataKind::String: return "!\"" + node->string + "\"";
      case MetadataKind::Value: return value(node->value);
      case MetadataKind::Node: {
        if (depth > 12 || on_path_.count(node) != 0) return "!<cycle>";
        on_path_.insert(node);
        std::string text = node->is_distinct ? "distinct!{" : "!{";
        for (const Metadata* operand : node->operands) text += metadata(operand, depth + 1) + ",";
        on_path_.erase(node);
        return text + "}";
      }
    }
    return "?";
  }

  void write_function(const Function& function) {
    out_ += (function.is_declaration ? "declare @" : "define @") + function.name + " " +
            type_text(function.function_type) + " cc" + std::to_string(function.calling_convention) +
            " attrs=" + attributes(function.attributes) + "\n";
    instruction_names_.clear();
    for (const auto& block : function.blocks) {
      for (size_t index = 0; index < block->instructions.size(); ++index) {
        instruction_names_[block->instructions[index].get()] =
            "%" + std::to_string(block->index) + "." + std::to_string(index);
      }
    }
    for (const auto& block : function.blocks) {
      out_ += " block" + std::to_string(block->index) + ":\n";
      for (size_t index = 0; index < block->instructions.size(); ++index) {
        write_instruction(*block->instructions[index]);
      }
    }
  }

  static std::string attributes(const AttributeList* list) {
    if (list == nullptr) return "none";
    // By slot: LLVM 3.7 lists a function's parameter groups before its function group,
    // LLVM 14 the other way round.
    std::vector<const AttributeGroup*> groups = list->groups;
    std::stable_sort(groups.begin(), groups.end(),
                     [](const AttributeGroup* a, const AttributeGroup* b) { return a->slot < b->slot; });
    std::string text;
    for (const AttributeGroup* group : groups) {
      text += "[" + std::to_string(group->slot) + ":";
      for (const Attribute& attribute : group->attributes) {
        text += std::to_string(attribute.kind_code) +
                (attribute.has_int_value ? "=" + std::to_string(attribute.int_value) : "") + attribute.key +
                (attribute.value.empty() ? "" : "=" + attribute.value) + ",";
      }
      text += "]";
    }
    return text;
  }

  void write_instruction(const Instruction& instruction) {
    uint32_t flags = instruction.flags;
    // LLVM 3.7 spells `fast` as unsafe-algebra; LLVM 14 as every other fast-math bit.
    if ((flags & flags::kUnsafeAlgebra) != 0 && is_floating_point_operation(instruction)) {
      flags = flags::kAllFastMathBits & ~flags::kUnsafeAlgebra;
    }
    const bool is_access = instruction.opcode == Opcode::Load || instruction.opcode == Opcode::Store ||
                           instruction.opcode == Opcode::AtomicRMW || instruction.opcode == Opcode::AtomicCmpXchg;
    const std::string alignment = is_access && !with_access_alignment_ ? "-" : std::to_string(instruction.alignment);
    out_ += "  " + type_text(instruction.type) + " op" + std::to_string(static_cast<int>(instruction.opcode)) +
            " flags=" + std::to_string(flags) + " pred=" + std::to_string(static_cast<int>(instruction.predicate)) +
            " align=" + alignment + " access=" + type_text(instruction.access_type) +
            " inbounds=" + std::to_string(instruction.is_inbounds) +
            " volatile=" + std::to_string(instruction.is_volatile);
    if (instruction.opcode == Opcode::AtomicRMW || instruction.opcode == Opcode::AtomicCmpXchg) {
      out_ += " rmw=" + std::to_string(static_cast<int>(instruction.rmw_operation)) +
              " order=" + std::to_string(static_cast<int>(instruction.ordering)) + "/" +
              std::to_string(static_cast<int>(instruction.failure_ordering)) +
              " scope=" + std::to_string(instruction.synchronization_scope) +
              " weak=" + std::to_string(instruction.is_weak);
    }
    if (instruction.callee != nullptr) {
      out_ += " call @" + instruction.callee->name + " attrs=" + attributes(instruction.call_attributes);
    }
    if (instruction.array_size != nullptr) out_ += " size=" + value(instruction.array_size);
    out_ += " (";
    for (const Value* operand : instruction.operands) out_ += value(operand) + ", ";
    out_ += ")";
    for (const BasicBlock* successor : instruction.successors) out_ += " ->" + std::to_string(successor->index);
    for (const BasicBlock* incoming : instruction.incoming_blocks) out_ += " from" + std::to_string(incoming->index);
    for (const Constant* case_value : instruction.case_values) out_ += " case " + constant(*case_value);
    for (const uint32_t index : instruction.indices) out_ += " #" + std::to_string(index);
    for (const int32_t lane : instruction.shuffle_mask) out_ += " lane" + std::to_string(lane);
    for (const MetadataAttachment& attachment : instruction.attachments) {
      out_ += " !" + module_.metadata_kinds.at(attachment.kind_id) + " " + metadata(attachment.node, 0);
    }
    out_ += "\n";
  }

  const Module& module_;
  const bool with_access_alignment_;
  std::string out_;
  std::map<const Value*, std::string> instruction_names_;
  std::set<const Metadata*> on_path_;
};

}  // namespace

std::string check_well_formed(const Module& module) {
  for (const auto& function : module.functions) {
    const std::string where = "@" + function->name;
    if (function->type == nullptr || function->function_type == nullptr) return where + ": no type";
    if (function->is_declaration != function->blocks.empty()) return where + ": declaration flag disagrees with blocks";
    std::set<const Value*> own_values;
    for (const auto& argument : function->arguments) own_values.insert(argument.get());
    for (const auto& block : function->blocks) {
      for (const auto& instruction : block->instructions) own_values.insert(instruction.get());
    }
    for (size_t block_index = 0; block_index < function->blocks.size(); ++block_index) {
      const BasicBlock& block = *function->blocks[block_index];
      const std::string at = where + " block " + std::to_string(block_index);
      if (block.index != block_index || block.parent != function.get()) return at + ": wrong index or parent";
      if (block.instructions.empty() || !is_terminator(block.terminator()->opcode)) return at + ": no terminator";
      for (size_t index = 0; index < block.instructions.size(); ++index) {
        const Instruction& instruction = *block.instructions[index];
        const std::string here = at + " instruction " + std::to_string(index);
        if (instruction.parent != &block || instruction.type == nullptr) return here + ": wrong parent or no type";
        if (index + 1 < block.instructions.size() && is_terminator(instruction.opcode)) {
          return here + ": terminator inside";
        }
        for (const Value* operand : instruction.operands) {
          if (operand == nullptr || operand->type == nullptr) return here + ": missing operand";
          if ((operand->kind == ValueKind::Instruction || operand->kind == ValueKind::Argument) &&
              own_values.count(operand) == 0) {
            return here + ": operand from another function";
          }
        }
        for (const BasicBlock* successor : instruction.successors) {
          if (successor == nullptr || successor->parent != function.get()) return here + ": bad successor";
        }
        if (instruction.opcode == Opcode::Phi && instruction.incoming_blocks.size() != instruction.operands.size()) {
          return here + ": phi incoming blocks and values differ in number";
        }
        if (instruction.opcode == Opcode::Call && instruction.callee == nullptr) return here + ": call without callee";
      }
    }
  }
  return "";
}

std::string fingerprint(const Module& module, bool with_access_alignment) {
  return Fingerprinter(module, with_access_alignment).run();
}

}  // namespace untangle::dxil::testing
