// The module reader's FUNCTION_BLOCK reader, shared by read_function_body.cpp (the block,
// operand decoding, end-of-body checks) and read_instructions.cpp (one decoder per record).
#pragma once

#include <memory>
#include <vector>

#include "common/error.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {

class FunctionBodyReader {
 public:
  static constexpr size_t kTypicalBlockSize = 16;

  FunctionBodyReader(ModuleReader& reader, Function& function);
  void read();

 private:
  // ---- operands (read_function_body.cpp; the ones every instruction uses are inline)
  uint32_t value_id(uint64_t raw) const {
    if (raw > UINT32_MAX) fail_value_operand(raw);
    if (!reader_.uses_relative_ids()) return static_cast<uint32_t>(raw);
    // Relative ids count back from the next value; forward references wrap around.
    return static_cast<uint32_t>(reader_.values().size()) - static_cast<uint32_t>(raw);
  }
  [[noreturn]] void fail_value_operand(uint64_t raw) const;
  // A value with its type: the type follows in the record only for forward references.
  ValueRef value_and_type(size_t& index) {
    const uint32_t id = value_id(reader_.operand(index++));
    if (id < reader_.values().size()) {
      Value* value = reader_.values()[id];
      return {value, value->type, id};
    }
    return {nullptr, reader_.type_by_id(reader_.operand(index++)), id};
  }
  // A value whose type the context gives.
  ValueRef typed_value(size_t& index, const Type* type) {
    return reader_.absolute_value(value_id(reader_.operand(index++)), type);
  }
  // A phi incoming value in relative-id bitcode: a signed relative id.
  ValueRef signed_value(uint64_t raw, const Type* type);
  // Inline for the blocks already made: every instruction names its own.
  BasicBlock* block(uint64_t index) {
    if (index < function_.blocks.size() && function_.blocks[static_cast<size_t>(index)] != nullptr) {
      return function_.blocks[static_cast<size_t>(index)].get();
    }
    return new_block(index);
  }
  BasicBlock* new_block(uint64_t index);
  // `operand_capacity`: at least the number of add_operand calls to come.
  Instruction& begin(Opcode opcode, const Type* type, size_t operand_capacity);
  Instruction& begin(Opcode opcode, const Type* type) { return begin(opcode, type, reader_.operand_count()); }
  // Room for a list of the pending instruction, in the function's list arena.
  template <typename T>
  T* new_list(size_t count) {
    return function_.list_arena.allocate<T>(count);
  }
  void add_operand(const ValueRef& ref) {
    // The room begin() made is written in place: a reader that miscounted must not overrun it.
    if (operand_count_ == operand_capacity_) [[unlikely]]
      internal_error("an instruction has more operands than its room in the list arena");
    operands_[operand_count_] = ref.value;
    if (ref.value == nullptr) reader_.record_fixup(&operands_[operand_count_], operand_count_, ref, false);
    ++operand_count_;
  }
  void finish();
  void update_context();
  void read_symbol_table();
  void check_phis() const;

  // ---- instructions (read_instructions.cpp)
  void read_instruction();
  void read_binary_operator();
  void read_cast();
  void read_getelementptr(bool explicit_type, bool inbounds);
  void read_extract_value();
  void read_insert_value();
  void read_select(bool vector_condition);
  void read_extract_element();
  void read_insert_element();
  void read_shuffle_vector();
  void read_compare();
  void read_return();
  void read_branch();
  void read_switch();
  void read_phi();
  void read_alloca();
  void read_load();
  void read_store(bool explicit_value_type);
  void read_call();
  void read_atomic_rmw(bool explicit_value_type);
  void read_compare_exchange(bool explicit_compare_type);
  void read_flags(size_t index);
  const Type* indexed_type(const Type* aggregate, size_t first_index);

  ModuleReader& reader_;
  Function& function_;
  InstructionPtr pending_;
  // The pending instruction's operands, in the function's list arena, of which the first
  // operand_count_ are filled.
  const Value** operands_ = nullptr;
  size_t operand_capacity_ = 0;
  size_t operand_count_ = 0;
  std::vector<Instruction*> instructions_;  // in record order, for attachments
  size_t current_block_ = 0;
};

}  // namespace untangle::dxil::reading
