// Internal to the disassembler: the writer that turns a Module into LLVM assembly text.
// Its methods are split by concern: module layout and numbering (disassembler.cpp), types,
// values and constants (_values), instructions (_instructions), metadata (_metadata).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "dxil/ir.h"

namespace untangle::dxil::disassembly {

// Spellings shared by instructions and constant expressions.
std::string_view predicate_name(uint32_t predicate);
// `nuw nsw`, `exact` or fast-math flags for `opcode`, each followed by a space.
std::string operator_flags(Opcode opcode, uint32_t bits);
std::string fast_math_flags(uint32_t bits);

// `fastcc `, `cc 12 ` or nothing for the C calling convention.
std::string calling_convention_keyword(uint32_t convention);

// LLVM 14's spelling of one attribute (`nounwind`, `align 4`, `"key"="value"`).
std::string format_attribute(const Attribute& attribute);
// Whether LLVM 14 spells `attribute` with the pointee type of its parameter (sret, byval),
// which format_attribute leaves to the caller.
bool takes_pointee_type(const Attribute& attribute);

// The named struct types the module uses, in the order LLVM's type finder meets them.
std::vector<const Type*> named_struct_types_in_use(const Module& module);

class ModuleWriter {
 public:
  explicit ModuleWriter(const Module& module);
  std::string write();
  std::string format_type_only(const Type* type);

 private:
  // Counts nesting of types and constants so malformed cyclic input fails instead of
  // recursing without end.
  class NestingGuard {
   public:
    explicit NestingGuard(ModuleWriter& writer);
    ~NestingGuard();
    NestingGuard(const NestingGuard&) = delete;
    NestingGuard& operator=(const NestingGuard&) = delete;

   private:
    ModuleWriter& writer_;
  };

  // Numbering, computed before printing: LLVM numbers unnamed globals and functions
  // module-wide, unnamed values per function, metadata nodes in the order it meets them
  // and attribute groups in order of use.
  void number_module();
  void number_function(const Function& function);
  void number_metadata(const Metadata* metadata);
  void number_attribute_list(const AttributeList* list);
  void find_predecessors(const Function& function);

  void write_header();
  void write_struct_types();
  void write_global(const GlobalVariable& global);
  void write_function(const Function& function);
  void write_function_signature(const Function& function);
  void write_block(const BasicBlock& block);
  void write_attribute_groups();

  // Pieces, each appending to the output.
  void write_type(const Type* type);
  void write_typed_value(const Value* value);
  void write_value_reference(const Value* value);
  void write_struct_body(const Type& type);
  void write_constant(const Constant& constant);
  void write_constant_expression(const Constant& constant);
  void write_aggregate(const Constant& constant);
  void write_data_elements(const Constant& constant);

  void write_instruction(const Instruction& instruction);
  void write_call(const Instruction& instruction);
  void write_memory_instruction(const Instruction& instruction);
  void write_terminator(const Instruction& instruction);
  void write_atomic_ordering(const Instruction& instruction);
  void write_block_reference(const BasicBlock* block);

  // `value_type`: the type of the parameter or argument in `slot` (null for the return slot).
  void write_slot_attributes(const AttributeList* list, uint32_t slot, const Type* value_type = nullptr);
  void write_function_attribute_reference(const AttributeList* list);
  void write_attachment(const MetadataAttachment& attachment);  // `!kind !N`
  void write_metadata_operand(const Metadata* metadata);
  void write_metadata_reference(const Metadata* metadata);
  void write_metadata_section();

  // Throws DisassemblyError naming the function, block and instruction being printed.
  [[noreturn]] void fail(std::string_view message) const;
  const Type* pointee_or_fail(const Value* pointer, std::string_view what) const;

  const Module& module_;
  std::string out_;

  std::unordered_map<const Value*, uint32_t> module_slots_;
  std::unordered_map<const Value*, uint32_t> local_slots_;
  std::unordered_map<const Metadata*, uint32_t> metadata_slots_;
  std::vector<const Metadata*> numbered_metadata_;
  std::unordered_map<const AttributeGroup*, uint32_t> attribute_group_numbers_;
  std::vector<const AttributeGroup*> numbered_attribute_groups_;
  // Of the function being printed, for the `; preds = ...` comments.
  std::unordered_map<const BasicBlock*, std::vector<const BasicBlock*>> predecessors_;

  // Where printing is, for error messages.
  const Function* current_function_ = nullptr;
  const BasicBlock* current_block_ = nullptr;
  const Instruction* current_instruction_ = nullptr;
  const GlobalVariable* current_global_ = nullptr;
  const Metadata* current_metadata_ = nullptr;
  uint32_t nesting_ = 0;
};

}  // namespace untangle::dxil::disassembly
