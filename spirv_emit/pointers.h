// Pointers of the function being emitted: allocas as Function variables, DXIL globals as
// Private (static data, dx.break.cond) or Workgroup (groupshared) variables of the module,
// getelementptr and pointer casts as access chains made where the pointer is used.
#pragma once

#include <span>
#include <unordered_map>
#include <unordered_set>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/type_table.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

// Where a pointer value points.
struct Pointer {
  Id id = 0;
  spv::StorageClass storage_class = spv::StorageClass::Function;
  const dxil::Type* pointee = nullptr;
  // `id` is a memory object declaration (a variable or a function parameter): logical
  // SPIR-V passes only those to a called function.
  bool declaration = false;
  // Past the end of its object (a constant index beyond the bound of the object's array):
  // `id` is 0; a load through it yields zero, a store or an atomic does nothing.
  bool past_object = false;
  // Into an object kept as 32-bit words because the shader views it through casts between
  // types of different layouts: `id` is the object's word array, and the pointer is
  // `word_offset` words + `byte_offset` bytes (32-bit integers, 0 when none: indices of
  // elements smaller than a word count bytes) + `constant_offset` bytes into it.
  bool words = false;
  Id word_offset = 0;
  Id byte_offset = 0;
  uint64_t constant_offset = 0;
};

// The DXIL data layout of memory kept as words: scalars take their width in bytes (8- and
// 16-bit ones share a word with their neighbours), aligned to it, vectors their size rounded
// up to a power of two, arrays their elements' sizes, structs their members aligned. Throws
// for booleans.
uint64_t memory_size(const dxil::Type* type);
uint64_t memory_alignment(const dxil::Type* type);
uint64_t member_offset(const dxil::Type* structure, size_t member);

// The module's variables for DXIL globals, shared by every function.
class GlobalTable {
 public:
  GlobalTable(Builder& builder, TypeTable& types, dxil::ShaderKind stage)
      : builder_(builder), types_(types), stage_(stage) {}
  // The variable of `global`, made on first use; `values` lowers its initializer.
  Pointer variable(const dxil::GlobalVariable& global, ValueTable& values);
  // An amplification shader's payload: the groupshared `global` DispatchMesh sends becomes a
  // TaskPayloadWorkgroupEXT variable. Called before the global's first use.
  void make_task_payload(const dxil::GlobalVariable& global) { task_payloads_.insert(&global); }
  // The module's one TaskPayloadWorkgroupEXT variable, of type `pointee`: a mesh shader's
  // payload, or the one an amplification shader sends a payload from local memory through.
  Pointer mesh_payload(const dxil::Type* pointee);
  // Marks the objects (allocas and globals) `functions` view through casts between types of
  // different layouts: they are kept as arrays of 32-bit words. Called with every function a
  // translation emits, before the first is emitted; `module` (null: unknown) holds them.
  void find_word_memory(std::span<const dxil::Function* const> functions, const dxil::Module* module);
  bool is_word_memory(const dxil::Value* object) const { return word_memory_.count(object) != 0; }
  // The functions find_word_memory was given: every function the translation emits, which
  // share the module's variables (DXBC's r# register file is sized by all of them).
  std::span<const dxil::Function* const> translated_functions() const { return translated_functions_; }

 private:
  void find_word_memory(const dxil::Function& function, bool expressions_may_cast);

  Builder& builder_;
  TypeTable& types_;
  dxil::ShaderKind stage_;
  std::unordered_map<const dxil::GlobalVariable*, Pointer> variables_;
  std::unordered_set<const dxil::GlobalVariable*> task_payloads_;
  std::unordered_set<const dxil::Value*> word_memory_;
  std::vector<const dxil::Function*> translated_functions_;
  Pointer mesh_payload_;
};

class PointerTable {
 public:
  PointerTable(Builder& builder, TypeTable& types, ValueTable& values, GlobalTable& globals)
      : builder_(builder), types_(types), values_(values), globals_(globals) {}

  // Emits access chains as needed; throws TranslateError for pointers logical SPIR-V
  // cannot form (integer casts, pointer arithmetic outside an array), and for pointers
  // past their object or into word memory, which only `access` gives.
  Pointer pointer(const dxil::Value* value);
  // Any pointer loads, stores and atomics take: one past its object, or into word memory.
  Pointer access(const dxil::Value* value);
  // Access chains are made per block, where their pointers are used.
  void begin_block() { block_pointers_.clear(); }
  // A pointer an operation produces (GetMeshPayload's) or a pointer argument of the function
  // (a parameter, or a variable standing for it), valid in the whole function.
  void define(const dxil::Value& value, Pointer pointer) { function_pointers_[&value] = pointer; }
  GlobalTable& globals() { return globals_; }

 private:
  Pointer alloca_variable(const dxil::Instruction& instruction);
  Pointer getelementptr(const dxil::Value& base, const dxil::Type* source_type,
                        std::span<const dxil::Value* const> indices);
  Pointer word_getelementptr(const Pointer& base, const dxil::Type* source_type,
                             std::span<const dxil::Value* const> indices);

  Builder& builder_;
  TypeTable& types_;
  ValueTable& values_;
  GlobalTable& globals_;
  std::unordered_map<const dxil::Value*, Pointer> function_pointers_;  // allocas, arguments, defined pointers
  std::unordered_map<const dxil::Value*, Pointer> block_pointers_;
};

}  // namespace untangle::spirv_emit
