// The SSA values of the function being emitted: each DXIL instruction's SPIR-V id (struct
// results as one id per member), constants, and the values SSA repair demoted to Function
// variables, which are stored where defined and loaded where used.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "common/pointer_map.h"
#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

// The value of an integer constant operand (null counts as 0); throws TranslateError
// naming `what` for anything else.
uint64_t constant_integer(const dxil::Value* value, const char* what);
// The same, which must be below `limit` (a component, row or column index).
uint32_t constant_below(const dxil::Value* value, const char* what, uint32_t limit);
bool is_undef(const dxil::Value* value);
// Whether the value is the integer constant 0 (or null).
bool is_zero_constant(const dxil::Value* value);

// Values are those of one function: instructions are looked up by Instruction::index.
class ValueTable {
 public:
  ValueTable(Builder& builder, TypeTable& types, const dxil::Function& function);

  // A scalar or vector operand, at the cursor.
  Id value(const dxil::Value* value) { return element_ ? element_of(value) : whole_value(value); }
  std::vector<Id> aggregate(const dxil::Value* value);  // the members of a struct value
  void define(const dxil::Instruction& instruction, Id id);
  // A by-value argument of the function: the parameter `id` (struct members are extracted
  // where they are used).
  void define_argument(const dxil::Argument& argument, Id id) { arguments_[argument.index] = id; }
  void define_aggregate(const dxil::Instruction& instruction, std::vector<Id> members);
  // Bit i set when some extractvalue reads member i of `instruction`'s result (all bits
  // when the result has another kind of use).
  uint32_t used_members(const dxil::Instruction& instruction) const;
  Id constant(const dxil::Constant& constant);

  // Element-by-element lowering of a vector call (dxop/table.cpp): while an element is
  // selected, vector operands read as that element, and a definition is the element's
  // result (element_result), not the instruction's value.
  void select_element(std::optional<uint32_t> element) { element_ = element; }
  Id element_result() const { return element_result_; }

  // A value whose SPIR-V type is not the one its DXIL type lowers to (an AGS wave-matrix
  // register is a cooperative matrix): its variables, if demoted, are of `type`. Called
  // before SSA repair.
  void retype(const dxil::Instruction& instruction, Id type) { instructions_[instruction.index].type = type; }
  // The SPIR-V type of `instruction`'s (scalar or vector) value.
  Id lowered_type(const dxil::Instruction& instruction) {
    const Id type = instructions_[instruction.index].type;
    return type != 0 ? type : types_.lower(instruction.type);
  }
  // SSA repair: from now on `instruction`'s value lives in Function variables.
  void demote(const dxil::Instruction& instruction);
  // A new block starts: values defined earlier are reloaded from their variables.
  void begin_block();

 private:
  // A fact that holds in one block only: it holds while `block` is the current one.
  struct InBlock {
    uint32_t block = 0;
    Id id = 0;
  };
  struct DemotedValue {
    std::vector<Id> variables;   // one per member for aggregates
    uint32_t defined_block = 0;  // the serial of the block that defined the value
    InBlock load;                // a scalar's latest load, reused in the block that made it
  };
  // What is known of one instruction's value. Ids, and positions counted from 1, are 0 for none.
  struct InstructionValue {
    Id scalar = 0;
    uint32_t aggregate = 0;    // position in aggregates_
    uint32_t demoted = 0;      // position in demoted_
    uint32_t member_uses = 0;  // see used_members
    Id type = 0;               // see retype
  };

  Id whole_value(const dxil::Value* value);
  Id element_of(const dxil::Value* value);  // the selected element of a vector operand
  Id new_constant(const dxil::Constant& constant);
  Id constant_expression(const dxil::Constant& constant);
  void store_demoted(const dxil::Instruction& instruction);
  void scan_member_uses(const dxil::Function& function);
  DemotedValue* demoted_elsewhere(const InstructionValue& known);

  Builder& builder_;
  TypeTable& types_;
  const dxil::Function& function_;
  std::vector<InstructionValue> instructions_;  // by Instruction::index
  std::vector<Id> arguments_;                   // by Argument::index
  std::vector<std::vector<Id>> aggregates_;
  std::vector<DemotedValue> demoted_;
  // Constants that are not expressions: the function's by Constant::index, the module's by
  // pointer.
  std::vector<Id> function_constants_;
  PointerMap<const dxil::Constant*, Id> constants_;
  // The serial of the current block (begin_block starts a new one, forgetting the facts
  // of the last without clearing them).
  uint32_t block_ = 1;
  std::optional<uint32_t> element_;
  Id element_result_ = 0;
};

}  // namespace untangle::spirv_emit
