// Which named struct types the disassembler prints, and in what order: those the module
// uses, in the order LLVM's type finder meets them (globals, then each function's type
// and instructions, then named metadata), so the text lists them as DXC and llvm-dis do.
#include <unordered_set>
#include <vector>

#include "dxil/disassembler_writer.h"
#include "dxil/ir_cast.h"

namespace untangle::dxil::disassembly {
namespace {

class StructTypeFinder {
 public:
  std::vector<const Type*> run(const Module& module) {
    for (const auto& global : module.globals) {
      visit_type(global->type != nullptr ? global->type : global->value_type);
      visit_value(global->initializer);
    }
    for (const auto& function : module.functions) {
      visit_type(function->type != nullptr ? function->type : function->function_type);
      for (const auto& block : function->blocks)
        for (const auto& instruction : block->instructions) visit_instruction(*instruction);
    }
    for (const auto& named : module.named_metadata)
      for (const Metadata* operand : named.operands) visit_metadata(operand);
    return std::move(found_);
  }

 private:
  // Visits a type and everything inside it. Subtypes are marked seen when queued, as
  // LLVM's worklist does, which fixes the order nested structs are found in.
  void visit_type(const Type* type) {
    if (type == nullptr || !seen_types_.insert(type).second) return;
    std::vector<const Type*> worklist = {type};
    while (!worklist.empty()) {
      const Type* current = worklist.back();
      worklist.pop_back();
      if (current->kind == TypeKind::Struct && !current->name.empty()) found_.push_back(current);
      std::vector<const Type*> subtypes;
      if (current->kind == TypeKind::Function) subtypes.push_back(current->return_type);
      if (current->element != nullptr) subtypes.push_back(current->element);
      subtypes.insert(subtypes.end(), current->members.begin(), current->members.end());
      for (auto subtype = subtypes.rbegin(); subtype != subtypes.rend(); ++subtype)
        if (*subtype != nullptr && seen_types_.insert(*subtype).second) worklist.push_back(*subtype);
    }
  }

  // Only constants lead to further types; globals, arguments and blocks do not. Pre-order,
  // with an explicit stack so deeply nested constants cannot exhaust the call stack.
  void visit_value(const Value* root) {
    std::vector<const Value*> stack = {root};
    while (!stack.empty()) {
      const Value* value = stack.back();
      stack.pop_back();
      const auto* constant = dyn_cast<Constant>(value);
      if (constant == nullptr || !seen_constants_.insert(value).second) continue;
      visit_type(constant->type);
      if (constant->constant_kind == ConstantKind::Expression) visit_type(constant->source_element_type);
      stack.insert(stack.end(), constant->elements.rbegin(), constant->elements.rend());
    }
  }

  void visit_instruction(const Instruction& instruction) {
    visit_type(instruction.type);
    for (const Value* operand : instruction.operands) visit_value(operand);
    for (const Constant* case_value : instruction.case_values) visit_value(case_value);
    visit_value(instruction.array_size);
    if (instruction.opcode == Opcode::GetElementPtr || instruction.opcode == Opcode::Alloca)
      visit_type(instruction.access_type);
    for (const auto& attachment : instruction.attachments) visit_metadata(attachment.node);
  }

  void visit_metadata(const Metadata* root) {
    std::vector<const Metadata*> stack = {root};
    while (!stack.empty()) {
      const Metadata* metadata = stack.back();
      stack.pop_back();
      if (metadata == nullptr || metadata->kind != MetadataKind::Node || !seen_metadata_.insert(metadata).second)
        continue;
      for (const Metadata* operand : metadata->operands)
        if (operand != nullptr && operand->kind == MetadataKind::Value) visit_value(operand->value);
      for (auto operand = metadata->operands.rbegin(); operand != metadata->operands.rend(); ++operand)
        if (*operand != nullptr && (*operand)->kind == MetadataKind::Node) stack.push_back(*operand);
    }
  }

  std::unordered_set<const Type*> seen_types_;
  std::unordered_set<const Value*> seen_constants_;
  std::unordered_set<const Metadata*> seen_metadata_;
  std::vector<const Type*> found_;
};

}  // namespace

std::vector<const Type*> named_struct_types_in_use(const Module& module) { return StructTypeFinder().run(module); }

}  // namespace untangle::dxil::disassembly
