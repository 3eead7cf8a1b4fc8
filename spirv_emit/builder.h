// SPIR-V module builder: the logical sections of a module, deduplicated types and
// constants, and a cursor that appends instructions to the last block of the current function.
#pragma once

#include <bitset>
#include <cstdint>
#include <deque>
#include <functional>
#include <initializer_list>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_emit/word_stream.h"
#include "spirv_emit/word_table.h"

namespace untangle::spirv_emit {

using Id = uint32_t;

// SPIR-V versions as the header encodes them.
inline constexpr uint32_t kSpirv13 = 0x00010300;
inline constexpr uint32_t kSpirv14 = 0x00010400;
inline constexpr uint32_t kSpirv15 = 0x00010500;
inline constexpr uint32_t kSpirv16 = 0x00010600;

// What lowering needs to know about a type the builder made.
struct TypeInfo {
  spv::Op opcode = spv::Op::OpNop;  // OpTypeInt, OpTypeFloat, OpTypeVector, OpTypePointer...
  uint32_t width = 0;               // int and float
  Id element = 0;                   // vector, array and runtime-array element; pointer pointee
  uint32_t count = 0;               // vector components; array length
  spv::StorageClass storage_class = spv::StorageClass::Function;  // pointer
  std::vector<Id> members;                                        // struct
};

class Builder {
 public:
  explicit Builder(uint32_t version = kSpirv13);
  Builder(const Builder&) = delete;
  Builder& operator=(const Builder&) = delete;

  uint32_t version() const { return version_; }
  Id allocate_id() { return next_id_++; }

  // ---- Module-level declarations.
  void add_capability(spv::Capability capability);
  bool has_capability(spv::Capability capability) const;
  void add_extension(std::string_view name);  // an empty name is none
  // The extensions declared so far, in declaration order.
  const std::vector<std::string>& extensions() const { return extensions_; }
  Id glsl_std_450();  // imported on first use
  void add_entry_point(spv::ExecutionModel model, Id function, std::string_view name,
                       std::span<const Id> interface_variables);
  void add_execution_mode(Id function, spv::ExecutionMode mode, std::span<const uint32_t> literals);
  void add_execution_mode(Id function, spv::ExecutionMode mode, std::initializer_list<uint32_t> literals = {}) {
    add_execution_mode(function, mode, std::span<const uint32_t>(literals.begin(), literals.size()));
  }
  // OpExecutionModeId: a mode whose operands are ids (SPV_AMDX_shader_enqueue's).
  void add_execution_mode_id(Id function, spv::ExecutionMode mode, std::initializer_list<Id> operands);
  void set_name(Id target, std::string_view name);
  void set_member_name(Id type, uint32_t member, std::string_view name);
  void decorate(Id target, spv::Decoration decoration, std::initializer_list<uint32_t> literals = {});
  void decorate_member(Id type, uint32_t member, spv::Decoration decoration,
                       std::initializer_list<uint32_t> literals = {});
  // OpDecorateId: a decoration whose operands are ids.
  void decorate_id(Id target, spv::Decoration decoration, std::initializer_list<Id> operands);

  // ---- Types, deduplicated by their defining operands.
  Id type_void();
  Id type_bool();
  Id type_int(uint32_t width);         // always signedness 0: LLVM integers carry no sign
  Id type_signed_int(uint32_t width);  // only where Vulkan wants the sign (image sampled types)
  Id type_float(uint32_t width);
  Id type_vector(Id component, uint32_t count);
  Id type_matrix(Id column, uint32_t columns);
  Id type_array(Id element, uint32_t length);
  Id type_runtime_array(Id element);
  Id type_struct(std::span<const Id> members);
  Id type_pointer(spv::StorageClass storage_class, Id pointee);
  Id type_function(Id return_type, std::span<const Id> parameters);
  Id type_image(Id sampled_type, spv::Dim dim, bool arrayed, bool multisampled, uint32_t sampled,
                spv::ImageFormat format);
  Id type_sampler();
  Id type_sampled_image(Id image_type);
  Id type_acceleration_structure();
  Id type_ray_query();
  // OpTypeHitObjectEXT (SPV_EXT_shader_invocation_reorder, which the caller declares).
  Id type_hit_object();
  // OpTypeFloat 8 of an SPV_EXT_float8 encoding, and OpTypeCooperativeMatrixKHR of a
  // component type, rows, columns and use at subgroup scope (cooperative_matrix.h; the caller
  // declares the extensions and capabilities). TypeInfo: `element` is the component type.
  Id type_float8(uint32_t encoding);
  Id type_cooperative_matrix(Id component, uint32_t rows, uint32_t columns, uint32_t use);
  // The module's memory model is Vulkan's rather than GLSL450 (AGS's cooperative matrices are
  // lowered under it, as dxil-spirv does): declares its capabilities, and its extension before
  // SPIR-V 1.5; finish() then makes shared memory accesses NonPrivatePointer.
  void use_vulkan_memory_model();
  // A fresh type never shared with another use: for types that carry explicit-layout
  // decorations (ArrayStride, Offset, Block), which other storage classes must not see.
  Id type_unique_array(Id element, uint32_t length);
  Id type_unique_runtime_array(Id element);
  Id type_unique_struct(std::span<const Id> members);
  // OpTypeNodePayloadArrayAMDX of records of type `payload` (shader_enqueue.h): never shared,
  // since each node input and output decorates its own.
  Id type_node_payload_array(Id payload);
  const TypeInfo& type_info(Id type) const;

  // ---- Constants, deduplicated.
  Id constant_bool(bool value);
  // An integer or floating-point scalar of `type`; `bits` holds the value at the type's width.
  Id constant_scalar(Id type, uint64_t bits);
  Id constant_uint(uint32_t value) { return constant_scalar(type_int(32), value); }
  Id constant_composite(Id type, std::span<const Id> constituents);
  // `bits` as a scalar constant of `type`, or as every component of a vector `type`.
  Id constant_splat(Id type, uint64_t bits);
  Id constant_null(Id type);
  // OpConstantStringAMDX: a node's name, as SPV_AMDX_shader_enqueue takes it.
  Id constant_string(std::string_view text);
  Id undef(Id type);
  // A 32-bit OpSpecConstant of scalar `type` with default `value`; never deduplicated (the
  // caller decorates it with its SpecId).
  Id spec_constant(Id type, uint32_t value);

  // ---- Global variables (module scope), listed in creation order.
  Id global_variable(Id pointer_type, spv::StorageClass storage_class, Id initializer = 0);
  const std::vector<Id>& global_variables() const { return global_variables_; }
  spv::StorageClass variable_storage_class(Id variable) const;

  // ---- Functions and the insertion cursor.
  // A function begun inside another sets the outer one aside (body and block) until its
  // end_function, so a lowering can define a helper function the moment it needs one.
  Id begin_function(Id return_type, Id function_type, Id function_id = 0);
  Id function_parameter(Id type);  // right after begin_function, in order
  void end_function();
  // A module-level definition a lowering needs once (a helper function, made by begin_function
  // ... end_function; a variable): `make` makes it the first time `key` is asked for, later
  // calls return the same id.
  Id module_definition(const std::string& key, const std::function<Id()>& make);
  // A Function-storage variable, placed at the top of the function's first block.
  Id function_variable(Id pointer_type, Id initializer = 0);
  // Appends a block to the current function: instructions go to its end from now on. A
  // function's blocks are written one after the other, each finished (terminated) before
  // the next begins.
  void begin_block(Id label);
  // Whether the block being written has its terminator.
  bool block_terminated() const { return function_ && function_->terminated; }
  // The label of the block being written; 0 outside a function.
  Id current_block() const { return function_ ? function_->label : 0; }

  // Emits an instruction with a result type and result at the cursor; returns the result.
  Id emit(spv::Op opcode, Id result_type, std::span<const uint32_t> operands);
  Id emit(spv::Op opcode, Id result_type, std::initializer_list<uint32_t> operands) {
    return emit(opcode, result_type, std::span<const uint32_t>(operands.begin(), operands.size()));
  }
  // While on, the floating-point arithmetic emitted (OpFAdd, OpFMul, OpDot, OpFNegate...) is
  // decorated NoContraction: the lowering of a `precise` operation (dxil::allows_contraction),
  // whichever instructions it takes.
  void set_no_contraction(bool on) { no_contraction_ = on; }
  // Emits an instruction without a result (stores, barriers, merges, terminators).
  void emit_void(spv::Op opcode, std::span<const uint32_t> operands);
  void emit_void(spv::Op opcode, std::initializer_list<uint32_t> operands) {
    emit_void(opcode, std::span<const uint32_t>(operands.begin(), operands.size()));
  }
  // The result type of a value the builder made (instruction, constant or variable).
  Id type_of(Id value) const;
  // OpBitcast unless the value already has that type.
  Id bitcast(Id to_type, Id value);
  // if_true or if_false, constants of a scalar `type`, by `condition`.
  Id select_constant(Id condition, Id type, uint64_t if_true, uint64_t if_false);
  // An extended instruction of GLSL.std.450.
  Id emit_glsl(uint32_t instruction, Id result_type, std::initializer_list<Id> operands);

  // The finished module.
  std::vector<uint32_t> finish() const;

  // Literal strings as SPIR-V words (nul-terminated, zero-padded), made of printable ASCII:
  // names in DXIL may hold any byte, a NUL included, which a SPIR-V string cannot.
  static void append_string(std::vector<uint32_t>& words, std::string_view text);
  // The text append_string writes for `text`: without control characters, and with '_' for
  // bytes beyond ASCII.
  static std::string literal_text(std::string_view text);

 private:
  // One stream of words per function: no allocation per block, and nothing to gather at its end.
  struct FunctionBody {
    WordStream words;                 // OpFunction, parameters, the blocks (OpLabel included)
    std::vector<uint32_t> variables;  // Function-storage variables, which finish() puts after the first OpLabel
    size_t first_block = 0;           // where the first OpLabel starts in `words`
    Id label = 0;                     // of the block being written (0: none yet)
    bool terminated = false;          // whether that block has its terminator
    Id unterminated = 0;              // the first block left without a terminator
  };

  void require_capabilities(std::span<const spv::Capability> capabilities);
  Id intern(WordTable& table, spv::Op opcode, std::span<const uint32_t> operands, bool has_result_type);
  // The type with these operands (a new one when `unique`); `describe(TypeInfo&)` fills in
  // what lowering needs to know, only when the type is new.
  template <typename Describe>
  Id declare_type(spv::Op opcode, std::span<const uint32_t> operands, bool unique, Describe&& describe);
  // Room for an instruction of `count` words at the end of the current block, for the caller
  // to fill in. Inline: every instruction of every function body comes through here.
  uint32_t* words_at_cursor(size_t count, bool is_terminator) {
    if (!function_ || function_->label == 0 || function_->terminated) [[unlikely]] fail_no_cursor();
    function_->terminated = is_terminator;
    return function_->words.append(count);
  }
  // The internal error for an instruction with no block to go to.
  [[noreturn]] void fail_no_cursor() const;
  // Declares the capabilities and extension `opcode` needs, the first time it is emitted.
  void require_opcode(spv::Op opcode) {
    if (!required_opcodes_[static_cast<size_t>(opcode) & 0xFFFF]) declare_needs(opcode);
  }
  void declare_needs(spv::Op opcode);
  void set_result_type(Id value, Id type);
  static void append_instruction(std::vector<uint32_t>& words, spv::Op opcode, std::span<const uint32_t> operands);
  static void append_instruction(WordStream& words, spv::Op opcode, std::span<const uint32_t> operands);

  uint32_t version_;
  bool no_contraction_ = false;
  bool vulkan_memory_model_ = false;  // see use_vulkan_memory_model
  bool physical_addressing_ = false;  // a PhysicalStorageBuffer pointer type exists: PhysicalStorageBuffer64
  Id next_id_ = 1;
  Id glsl_std_450_ = 0;

  std::vector<spv::Capability> capabilities_;
  std::bitset<0x10000> required_opcodes_;  // by opcode: its needs are declared
  std::vector<std::string> extensions_;
  std::vector<uint32_t> ext_inst_imports_;
  std::vector<uint32_t> entry_points_;
  std::vector<uint32_t> execution_modes_;
  std::vector<uint32_t> names_;
  std::vector<uint32_t> annotations_;
  std::vector<uint32_t> globals_;  // types, constants, global variables, in creation order
  std::vector<std::unique_ptr<FunctionBody>> finished_functions_;

  // Facts about ids live in vectors indexed by id (ids are dense), 0 meaning none.
  WordTable types_;
  WordTable constants_;
  std::vector<Id> result_types_;             // by id
  std::vector<uint32_t> type_slots_;         // by id: 1 + index into type_infos_
  std::deque<TypeInfo> type_infos_;          // a deque: type_info() hands out references
  std::vector<uint32_t> variable_storage_;   // by id: 1 + the storage class
  std::vector<Id> global_variables_;
  // The scalar types and undefs lowering asks for all the time, looked up once each.
  Id void_type_ = 0;
  Id bool_type_ = 0;
  Id int_types_[2][4] = {};  // [signed][8, 16, 32, 64 bits]
  Id float_types_[4] = {};   // [8 (unused), 16, 32, 64 bits]
  Id small_uints_[64] = {};  // 32-bit integer constants by value: indices, offsets, strides
  std::vector<Id> undefs_;   // by type id

  std::unique_ptr<FunctionBody> function_;
  std::vector<uint32_t> instruction_;  // scratch: the operands of a name or import being written
  std::vector<std::unique_ptr<FunctionBody>> suspended_;         // outer functions of the one being emitted
  std::vector<std::unique_ptr<FunctionBody>> nested_functions_;  // finished, waiting for the outermost
  std::map<std::string, Id, std::less<>> module_definitions_;
};

}  // namespace untangle::spirv_emit
