// The SSA values of the function being emitted: each DXIL instruction's SPIR-V id (struct
// results as one id per member), constants, and the values SSA repair demoted to Function
// variables, which are stored where defined and loaded where used.
#pragma once

#include <cstdint>
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

class ValueTable {
 public:
  ValueTable(Builder& builder, TypeTable& types, const dxil::Function& function);

  Id value(const dxil::Value* value);                   // a scalar or vector operand, at the cursor
  std::vector<Id> aggregate(const dxil::Value* value);  // the members of a struct value
  void define(const dxil::Instruction& instruction, Id id);
  // A by-value argument of the function: the parameter `id` (struct members are extracted
  // where they are used).
  void define_argument(const dxil::Argument& argument, Id id) { scalars_[&argument] = id; }
  void define_aggregate(const dxil::Instruction& instruction, std::vector<Id> members);
  // Bit i set when some extractvalue reads member i of `instruction`'s result (all bits
  // when the result has another kind of use).
  uint32_t used_members(const dxil::Instruction& instruction) const;
  Id constant(const dxil::Constant& constant);

  // SSA repair: from now on `instruction`'s value lives in Function variables.
  void demote(const dxil::Instruction& instruction);
  // A new block starts: values defined earlier are reloaded from their variables.
  void begin_block();

 private:
  struct DemotedValue {
    std::vector<Id> variables;  // one per member for aggregates
  };

  Id new_constant(const dxil::Constant& constant);
  Id constant_expression(const dxil::Constant& constant);
  void store_demoted(const dxil::Instruction& instruction);
  void scan_member_uses(const dxil::Function& function);

  // A fact that holds in one block only: it holds while `block` is the current one.
  struct InBlock {
    uint32_t block = 0;
    Id id = 0;
  };
  bool defined_here(const dxil::Value* value) const;

  Builder& builder_;
  TypeTable& types_;
  const dxil::Function& function_;
  PointerMap<const dxil::Value*, Id> scalars_;
  PointerMap<const dxil::Value*, std::vector<Id>> aggregates_;
  PointerMap<const dxil::Instruction*, DemotedValue> demoted_;
  PointerMap<const dxil::Instruction*, uint32_t> member_uses_;
  PointerMap<const dxil::Constant*, Id> constants_;  // constants that are not expressions
  // Per block, by block serial (begin_block starts a new one, forgetting the last's facts
  // without clearing): demoted values defined in it, and loads of demoted values made in it.
  uint32_t block_ = 1;
  PointerMap<const dxil::Value*, InBlock> defined_;
  PointerMap<const dxil::Value*, InBlock> block_loads_;
};

}  // namespace untangle::spirv_emit
