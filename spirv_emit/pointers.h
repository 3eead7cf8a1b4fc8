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
};

// The module's variables for DXIL globals, shared by every function.
class GlobalTable {
 public:
  GlobalTable(Builder& builder, TypeTable& types) : builder_(builder), types_(types) {}
  // The variable of `global`, made on first use; `values` lowers its initializer.
  Pointer variable(const dxil::GlobalVariable& global, ValueTable& values);
  // An amplification shader's payload: the groupshared `global` DispatchMesh sends becomes a
  // TaskPayloadWorkgroupEXT variable. Called before the global's first use.
  void make_task_payload(const dxil::GlobalVariable& global) { task_payloads_.insert(&global); }
  // The module's one TaskPayloadWorkgroupEXT variable, of type `pointee`: a mesh shader's
  // payload, or the one an amplification shader sends a payload from local memory through.
  Pointer mesh_payload(const dxil::Type* pointee);

 private:
  Builder& builder_;
  TypeTable& types_;
  std::unordered_map<const dxil::GlobalVariable*, Pointer> variables_;
  std::unordered_set<const dxil::GlobalVariable*> task_payloads_;
  Pointer mesh_payload_;
};

class PointerTable {
 public:
  PointerTable(Builder& builder, TypeTable& types, ValueTable& values, GlobalTable& globals)
      : builder_(builder), types_(types), values_(values), globals_(globals) {}

  // Emits access chains as needed; throws TranslateError for pointers logical SPIR-V
  // cannot form (integer casts, steps past an object, casts between unrelated types).
  Pointer pointer(const dxil::Value* value);
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

  Builder& builder_;
  TypeTable& types_;
  ValueTable& values_;
  GlobalTable& globals_;
  std::unordered_map<const dxil::Value*, Pointer> function_pointers_;  // allocas, arguments, defined pointers
  std::unordered_map<const dxil::Value*, Pointer> block_pointers_;
};

}  // namespace untangle::spirv_emit
