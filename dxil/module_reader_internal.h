// State shared by the module reader's per-block files (read_*.cpp): the bitstream, the
// module being filled, and the id tables that records index into. Internal to dxil/.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "dxil/bitstream.h"
#include "dxil/ir.h"

namespace untangle::dxil::reading {

// A value operand as a record names it: resolved, or a forward reference to `id` whose
// type the record (or its context) gave.
struct ValueRef {
  Value* value = nullptr;
  const Type* type = nullptr;
  uint32_t id = 0;
};

// Where in a function body the reader is, for messages: "in @main, block 3: ". Kept as a
// position and made text only when a message needs it.
struct FunctionContext {
  const Function* function = nullptr;  // null outside function bodies
  size_t block = 0;

  std::string text() const;
};

// A reference to a value not yet defined, patched once the value exists.
struct ValueFixup {
  const Value** slot;  // the operand to patch, in storage that does not move
  size_t index;        // its position among its object's operands
  uint32_t id;
  const Type* type;
  uint64_t bit_position;  // the referring record, for errors
  uint32_t block_id;
  uint32_t code;
  bool constants_only;  // the referrer is a constant: only constants and globals may fill it
  FunctionContext context;  // ModuleReader::function_context at the referring record
};

// A metadata operand naming a node not yet read.
struct MetadataFixup {
  Metadata* node;
  size_t index;
  uint64_t id;
  uint64_t bit_position;
  uint32_t code;
};

class ModuleReader;

// Alignment stored as log2 + 1 (0: none), in bytes.
uint32_t decode_alignment(const ModuleReader& reader, uint64_t exponent_plus_one);

// Binary operator code (integer numbering) to opcode, by the operand type; none if invalid.
std::optional<Opcode> decode_binary_opcode(uint64_t code, const Type* type);
std::optional<Opcode> decode_cast_opcode(uint64_t code);
// The optional flags operand of a binary operator, compare or call, as ir.h stores it.
uint32_t decode_operator_flags(Opcode opcode, uint64_t flags);
bool cast_is_valid(Opcode opcode, const Type* from, const Type* to);

class ModuleReader {
 public:
  ModuleReader(BitstreamReader& stream, std::span<const uint8_t> string_table, Module& module);

  void read_identification_block();
  void read_module_block();

  // ---- record access (module_reader.cpp)
  [[noreturn]] void fail(const std::string& message) const;
  const BitstreamRecord& record() const { return stream_.record(); }
  size_t operand_count() const { return stream_.record().operands.size(); }
  void require_operands(size_t count) const {
    if (operand_count() < count) fail_operand_count(count);
  }
  uint64_t operand(size_t index) const {
    require_operands(index + 1);
    return stream_.record().operands[index];
  }
  // Operands [first, end) as characters.
  std::string operand_string(size_t first) const;
  uint32_t operand_u32(size_t index, const char* what) const;

  // ---- types (read_types.cpp)
  void read_type_block();
  const Type* type_by_id(uint64_t id) const;
  const Type* intern(const Type& prototype);
  const Type* simple_type(TypeKind kind);
  const Type* integer_type(uint32_t width);
  const Type* pointer_to(const Type* element, uint32_t address_space);
  const Type* vector_of(const Type* element, uint64_t count);
  // i1, or <N x i1> for a vector operand type: what compares produce.
  const Type* boolean_like(const Type* operand_type);
  const Type* literal_struct(std::vector<const Type*> members);
  // The pointee of a typed pointer; fails for opaque pointers and non-pointers.
  const Type* pointee(const Type* pointer_type, const char* what) const;
  bool uses_opaque_pointers() const { return uses_opaque_pointers_; }

  // ---- attributes (read_attributes.cpp)
  void read_attribute_group_block();
  void read_attribute_block();
  const AttributeList* attribute_list(uint64_t one_based_index) const;

  // ---- values shared by constants and function bodies
  std::vector<Value*>& values() { return values_; }
  void add_value(Value* value) { values_.push_back(value); }
  // The value of an absolute id with an expected type (null: any), or a forward reference.
  // Inline: most instruction operands come through here.
  ValueRef absolute_value(uint64_t id, const Type* type) {
    if (id <= UINT32_MAX) {
      if (id < values_.size()) {
        Value* value = values_[static_cast<size_t>(id)];
        if (type == nullptr || value->type == type) return {value, value->type, static_cast<uint32_t>(id)};
      } else if (type != nullptr) {
        return {nullptr, type, static_cast<uint32_t>(id)};
      }
    }
    fail_absolute_value(id);
  }
  void record_fixup(const Value** slot, size_t index, const ValueRef& ref, bool constants_only);
  void resolve_fixups();
  // The pointer a getelementptr yields: operands are the base pointer, then the indices.
  const Type* gep_result_type(const Type* source_type, std::span<const ValueRef> operands);

  // ---- constants (read_constants.cpp)
  // Reads the block's constants into `owner` (and the value table), resolving references
  // between them at the block's end.
  void read_constants_block(ObjectPool<Constant>& pool, std::vector<PoolPtr<Constant>>& owner);
  void check_constant_nesting(std::span<const PoolPtr<Constant>> constants);

  // ---- metadata (read_metadata.cpp)
  void read_metadata_block();
  void read_metadata_kind_block();
  void read_metadata_attachment_block(std::span<Instruction* const> instructions, Function& function);
  const Metadata* metadata_by_id(uint64_t id) const;

  // ---- symbol tables (read_symbols.cpp)
  void read_module_symbol_table();
  std::string string_table_name(uint64_t offset, uint64_t size) const;

  // ---- function bodies (read_function_body.cpp)
  void read_function_body();

  bool uses_relative_ids() const { return version_ >= 1; }
  Module& module() { return module_; }
  BitstreamReader& stream() { return stream_; }

  // Function-body context for messages.
  FunctionContext function_context;

 private:
  [[noreturn]] void fail_operand_count(size_t needed) const;
  // Why absolute_value refused `id`.
  [[noreturn]] void fail_absolute_value(uint64_t id) const;
  void read_module_record();
  void read_global_variable(size_t first);
  void read_function_record(size_t first);
  void resolve_global_initializers();
  void record_dxop_calls();
  std::string take_name(size_t& first);
  void check_type_nesting();
  Type* named_struct_for(uint64_t id, bool for_definition);

  BitstreamReader& stream_;
  std::span<const uint8_t> string_table_;
  Module& module_;
  uint64_t version_ = 0;

  // Types.
  std::vector<const Type*> type_table_;                        // by type id
  std::map<uint64_t, std::unique_ptr<Type>> forward_structs_;  // type ids referenced before their record
  uint64_t declared_type_count_ = 0;
  bool type_table_read_ = false;
  bool uses_opaque_pointers_ = false;
  bool uses_typed_pointers_ = false;
  using TypeKey = std::tuple<TypeKind, uint32_t, uint32_t, const Type*, uint64_t, const Type*, bool, bool,
                             std::vector<const Type*>>;
  std::map<TypeKey, const Type*> interned_types_;
  std::array<const Type*, static_cast<size_t>(TypeKind::Function) + 1> simple_types_{};  // by kind; Function is the last
  std::unordered_map<uint32_t, const Type*> integer_types_;  // by width

  // Attributes.
  std::map<uint64_t, const AttributeGroup*> attribute_groups_by_id_;

  // Values: globals, functions and module constants, then one function's locals.
  std::vector<Value*> values_;
  std::vector<ValueFixup> fixups_;
  std::vector<std::pair<GlobalVariable*, uint64_t>> pending_initializers_;
  std::vector<std::string> section_names_;
  std::vector<Function*> bodies_to_read_;
  size_t next_body_ = 0;

  // Metadata by id: the module's, then one function's.
  std::vector<Metadata*> metadata_table_;
  std::unordered_map<const Constant*, uint32_t> constant_depths_;  // nesting of composites, 0 while walked
};

}  // namespace untangle::dxil::reading
