// The state of one translation and the entry points of its lowering areas: the builder,
// lowered types, resources, built-ins and the SPIR-V ids of DXIL values. Each area
// (arithmetic, memory, control flow, every dx.op family) lives in a file of its own.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/error.h"
#include "spirv_emit/options.h"
#include "spirv_emit/resources.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit {

// A resource handle: the resource, and which element of its range (or of the heap).
struct Handle {
  BoundResource* resource = nullptr;
  const dxil::Value* index = nullptr;  // null: element 0
  uint32_t index_bias = 0;             // subtracted from `index` (a range's lower bound)
  bool non_uniform = false;
};

// A handle from CreateHandleFromHeap or CreateHandleFromBinding: its resource is only
// known once AnnotateHandle states the resource properties.
struct UnannotatedHandle {
  const dxil::Value* index = nullptr;
  bool non_uniform = false;
  bool sampler_heap = false;  // heap handles: the sampler heap rather than the resource heap
  BoundResource* bound = nullptr;  // binding handles: the declared range they index
};

// Where a pointer value points.
struct Pointer {
  Id id = 0;
  spv::StorageClass storage_class = spv::StorageClass::Function;
  const dxil::Type* pointee = nullptr;
};

// The operands of a dx.op call: operand 0 is the opcode.
struct DxOpCall {
  const dxil::Instruction& instruction;
  uint32_t opcode;
  const dxil::Value* argument(size_t index) const;  // throws when missing
  size_t argument_count() const { return instruction.operands.size(); }
};

class Emitter {
 public:
  Emitter(const dxil::EntryPoint& entry, dxil::ShaderKind stage, const Options& options);
  Emitter(const Emitter&) = delete;
  Emitter& operator=(const Emitter&) = delete;

  Builder& builder() { return builder_; }
  dxil::ShaderKind stage() const { return stage_; }

  // ---- Types.
  Id type(const dxil::Type* type);  // i1 -> bool; iN, half/float/double, vectors, arrays, structs
  Id bool_type() { return builder_.type_bool(); }
  Id uint_type(uint32_t width = 32) { return builder_.type_int(width); }
  Id float_type(uint32_t width = 32) { return builder_.type_float(width); }
  Id uint_constant(uint32_t value) { return builder_.constant_uint(value); }
  uint32_t scalar_width(Id type);  // width of an int or float type; 1 for bool

  // ---- Values at the cursor.
  Id value(const dxil::Value* value);                   // a scalar or vector operand
  std::vector<Id> aggregate(const dxil::Value* value);  // the members of a struct value
  const Handle& handle(const dxil::Value* value);
  const UnannotatedHandle& unannotated_handle(const dxil::Value* value);
  Pointer pointer(const dxil::Value* value);            // emits access chains as needed
  void define(const dxil::Instruction& instruction, Id id);
  void define_aggregate(const dxil::Instruction& instruction, std::vector<Id> members);
  // The value of an integer constant operand; throws TranslateError naming `what` otherwise.
  uint64_t constant_integer(const dxil::Value* value, const char* what) const;
  static bool is_undef(const dxil::Value* value);
  // Bit i set when some extractvalue reads member i of `instruction`'s result (all bits
  // when the result has another kind of use).
  uint32_t used_members(const dxil::Instruction& instruction) const;

  // ---- Helpers shared by the lowering areas.
  Id bitcast(Id to_type, Id value);  // OpBitcast unless the value already has that type
  Id select_constant(Id condition, Id type, uint64_t if_true, uint64_t if_false);
  Id builtin_input(spv::BuiltIn builtin, Id type);
  Id global_variable(const dxil::GlobalVariable& global);

  // ---- Resources.
  BoundResource& declared_resource(dxil::ResourceClass resource_class, uint32_t range_id);
  BoundResource& declared_resource_for_binding(dxil::ResourceClass resource_class, uint32_t space, uint32_t index);
  BoundResource& heap_resource(const ResourceDeclaration& declaration);
  Id resource_variable(BoundResource& resource, ResourceView view);
  // Where the range element a handle names lives: the variable itself, or an access chain into
  // the array of descriptors (for buffers, a pointer to the block; for images, to the image).
  Id resource_element(const Handle& handle, ResourceView view);
  // A loaded image (OpLoad of the image variable element) for image instructions. Reads and
  // writes of storage images without a declared format need their capabilities.
  enum class ImageAccess : uint8_t { Other, Read, Write };
  Id load_image(const Handle& handle, ImageAccess access = ImageAccess::Other);
  // Where a raw or structured buffer access starts: raw buffers take a byte address in
  // `index`; structured buffers a record index and a byte offset within the record.
  struct BufferLocation {
    const dxil::Value* index = nullptr;
    const dxil::Value* offset = nullptr;  // structured only; null or undef means 0
  };
  // Index of the `element_bytes`-sized word `extra_bytes` past the location: computed from
  // record index and offset directly when they are aligned, else from the byte address.
  Id buffer_element_index(const Handle& handle, const BufferLocation& location, uint32_t element_bytes,
                          uint32_t extra_bytes);
  // Pointer to element `element_index` of the buffer's array of `width`-bit words.
  Id buffer_word_pointer(const Handle& handle, uint32_t width, Id element_index);
  // A scalar of `type` (16, 32 or 64 bits) read from or written to buffer memory.
  Id load_buffer_scalar(const Handle& handle, const BufferLocation& location, uint32_t extra_bytes, Id type);
  void store_buffer_scalar(const Handle& handle, const BufferLocation& location, uint32_t extra_bytes, Id value);
  // Texels of typed resources (dxop_textures.cpp): a fetched vec4 as the members of a
  // dx.types.ResRet, and four DXIL values as the vec4 to write.
  std::vector<Id> texel_members(const Handle& handle, Id texel, const dxil::Type* result_type);
  Id texel_vector(const Handle& handle, std::span<const dxil::Value* const> components);
  const std::vector<std::unique_ptr<BoundResource>>& resources() const { return resources_; }

  // ---- Signatures (graphics stages, signature.cpp).
  // Pointer to component `column` of row `row` of a signature element, and the scalar type
  // it holds; creates the Input/Output variable on first use.
  struct SignatureAccess {
    Id pointer = 0;
    Id scalar_type = 0;
    const dxil::SignatureElement* element = nullptr;
  };
  SignatureAccess signature_access(bool output, uint32_t element_id, const dxil::Value* row, uint32_t column);

  // Splits the current block around a branch taken when `condition` holds: emits
  // OpSelectionMerge and the branch, returns with the cursor in the conditional block; the
  // caller emits its code there, then calls end_conditional_block, after which the cursor
  // is in the merge block where the original block continues.
  Id begin_conditional_block(Id condition);
  void end_conditional_block(Id merge_label);

  // ---- Lowering entry points.
  void lower_instruction(const dxil::Instruction& instruction);  // any non-terminator, non-phi
  void lower_binary_operator(const dxil::Instruction& instruction);  // arithmetic.cpp
  void lower_compare(const dxil::Instruction& instruction);
  void lower_cast(const dxil::Instruction& instruction);
  void lower_select(const dxil::Instruction& instruction);
  void lower_vector_operation(const dxil::Instruction& instruction);
  void lower_aggregate_operation(const dxil::Instruction& instruction);
  void lower_alloca(const dxil::Instruction& instruction);  // memory.cpp
  void lower_load(const dxil::Instruction& instruction);
  void lower_store(const dxil::Instruction& instruction);
  void lower_atomic(const dxil::Instruction& instruction);
  void lower_dx_op(const dxil::Instruction& instruction);  // dxop_table.cpp

  // Emitting binary operations shared between LLVM instructions and dx.ops.
  Id emit_binary(dxil::Opcode opcode, Id result_type, Id left, Id right);
  Id emit_cast(dxil::Opcode opcode, Id to_type, Id value);

  // ---- Control flow and SSA repair (control_flow.cpp).
  // Emits the entry function from its structured CFG: blocks in dominance order, their DXIL
  // instructions, phis through Function variables (stored at the end of each predecessor,
  // loaded at the top of the phi's block), and values whose definition no longer dominates
  // a use demoted to Function variables as well.
  void emit_function(const structurizer::Function& structured);

  // ---- Whole module.
  Id entry_function_id() const { return entry_function_id_; }
  void set_local_size(std::array<uint32_t, 3> size) { local_size_ = size; }
  std::vector<uint32_t> finish(spv::ExecutionModel model, const std::string& entry_name);

  // Location of the instruction being lowered, for error messages.
  void set_location(const dxil::BasicBlock* block, const dxil::Instruction* instruction) {
    location_block_ = block;
    location_instruction_ = instruction;
  }
  [[noreturn]] void fail(const std::string& detail) const;
  std::string describe_block(const dxil::BasicBlock& block) const;
  std::string describe_instruction(const dxil::Instruction& instruction) const;

 private:
  struct DemotedValue {
    std::vector<Id> variables;  // one per member for aggregates
  };

  Id lower_constant(const dxil::Constant& constant);
  Id lower_constant_expression(const dxil::Constant& constant);
  Pointer lower_getelementptr(const dxil::Value& base, const dxil::Type* source_type,
                              std::span<const dxil::Value* const> indices);
  void store_demoted(const dxil::Instruction& instruction);
  void demote(const dxil::Instruction& instruction);
  void begin_block(Id label);  // starts a block and clears the per-block caches
  void emit_block_instructions(const dxil::BasicBlock& block);
  void emit_phi_stores(const dxil::BasicBlock& block);
  void number_values() const;
  void scan_member_uses();
  void mark_atomic_resources();  // dxop_atomics.cpp

  const dxil::EntryPoint& entry_;
  const dxil::Function& function_;
  dxil::ShaderKind stage_;
  const Options& options_;
  Builder builder_;
  Id entry_function_id_ = 0;
  std::array<uint32_t, 3> local_size_{1, 1, 1};

  std::unordered_map<const dxil::Type*, Id> types_;
  std::unordered_map<const dxil::Value*, Id> scalars_;
  std::unordered_map<const dxil::Value*, std::vector<Id>> aggregates_;
  std::unordered_map<const dxil::Value*, Handle> handles_;
  std::unordered_map<const dxil::Value*, UnannotatedHandle> unannotated_handles_;
  std::unordered_map<const dxil::Value*, Pointer> variables_;  // allocas and globals
  std::unordered_map<const dxil::Instruction*, DemotedValue> demoted_;
  std::unordered_map<const dxil::Instruction*, Id> phi_variables_;
  std::unordered_map<const dxil::Instruction*, uint32_t> member_uses_;
  std::map<std::pair<spv::BuiltIn, Id>, Id> builtins_;
  std::map<std::pair<bool, uint32_t>, Id> signature_variables_;  // (output, element id)
  bool current_block_is_loop_header_ = false;

  // Per block: values defined in the current block, loads of demoted values, access chains.
  std::unordered_set<const dxil::Value*> defined_here_;
  std::unordered_map<const dxil::Value*, Id> block_loads_;
  std::unordered_map<const dxil::Value*, Pointer> block_pointers_;

  std::vector<ResourceDeclaration> declarations_;
  std::vector<std::unique_ptr<BoundResource>> resources_;

  mutable std::unordered_map<const dxil::Value*, uint32_t> slot_numbers_;  // LLVM's %N, for messages
  const dxil::BasicBlock* location_block_ = nullptr;
  const dxil::Instruction* location_instruction_ = nullptr;
};

}  // namespace untangle::spirv_emit
