// Resource handles of the function being emitted: CreateHandle (SM 6.0-6.5), and
// CreateHandleFromBinding or CreateHandleFromHeap with AnnotateHandle (SM 6.6); in
// libraries CreateHandleForLib of a load of the resource's global (with AnnotateHandle
// from SM 6.6). A handle emits no code: it names a resource and an element index, worked
// out from the creating call wherever the handle is used. Handles that flow through phi or
// select name the same range on every path: they merge only the index, which is emitted
// where the phi or select is.
#pragma once

#include <unordered_map>
#include <vector>

#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/resource_table.h"

namespace untangle::spirv_emit {

class ValueTable;
class TypeTable;

// Where a handle's index comes from: a DXIL integer (null: element 0), or the index that
// a phi or select of handles merged (`merged`, bound when it is emitted).
struct HandleIndex {
  const dxil::Value* value = nullptr;
  const dxil::Value* merged = nullptr;
};

// A resource handle: the resource, and which element of its range (or of the heap).
struct Handle {
  BoundResource* resource = nullptr;
  HandleIndex index;
  uint32_t index_bias = 0;  // subtracted from the index (a range's lower bound)
  bool non_uniform = false;
};

// A handle from CreateHandleFromHeap or CreateHandleFromBinding: its resource is only
// known once AnnotateHandle states the resource properties.
struct UnannotatedHandle {
  HandleIndex index;
  bool non_uniform = false;
  bool sampler_heap = false;       // heap handles: the sampler heap rather than the resource heap
  BoundResource* bound = nullptr;  // binding handles: the declared range they index
  bool index_relative = false;     // `index` counts from the range's start (library handles)
};

// Whether `instruction` is an AnnotateHandle whose resource properties say the handle is a
// rasterizer ordered view (one from the SM 6.6 descriptor heap, or from a binding).
bool annotates_rasterizer_ordered_view(const dxil::Instruction& instruction);

// Whether `load` reads a library resource's global (or an element of a global array of
// them): such loads only feed CreateHandleForLib, and emit nothing.
bool is_resource_load(ResourceTable& resources, const dxil::Instruction& load);

class HandleTable {
 public:
  explicit HandleTable(ResourceTable& resources) : resources_(resources) {}

  // Throws TranslateError when `value` is not a handle made by one of those calls, or by a
  // phi or select of handles that all name the same range (or the same heap).
  const Handle& handle(const dxil::Value* value);
  const UnannotatedHandle& unannotated(const dxil::Value* value);

  // Whether `value` (a phi or select) merges handles; checks that they name one range.
  bool merges_handles(const dxil::Instruction& instruction);
  // The index `value`, any handle, names before the range's lower bound is subtracted, as a
  // 32-bit integer at the cursor.
  Id raw_index(ValueTable& values, TypeTable& types, Builder& builder, const dxil::Value* value);
  Id raw_index(ValueTable& values, TypeTable& types, Builder& builder, const HandleIndex& index);
  // The index a phi or select of handles chose, emitted where it is.
  void bind_index(const dxil::Instruction& merge, Id index) { merged_indices_[&merge] = index; }
  // A 64-bit atomic uses `value`: where it is a descriptor-heap handle, every handle of the
  // same heap element becomes a view of 64-bit texels (AnnotateHandle's properties record
  // 64-bit typed resources with a 32-bit component type, as the metadata of bound ones does).
  // Called before the handles of the function are lowered.
  void mark_atomic64(const dxil::Value* value);

 private:
  // The handle-making calls that reach `value` through phis and selects (undef skipped).
  std::vector<const dxil::Value*> sources(const dxil::Value* value) const;

  ResourceTable& resources_;
  std::unordered_map<const dxil::Value*, Handle> handles_;
  std::unordered_map<const dxil::Value*, UnannotatedHandle> unannotated_;
  std::unordered_map<const dxil::Value*, Id> merged_indices_;
  std::vector<HandleIndex> atomic64_heap_elements_;  // heap elements 64-bit atomics use
};

// Lowers a select of handles (instructions.cpp calls it for selects of that type).
void lower_handle_select(HandleTable& handles, ValueTable& values, TypeTable& types, Builder& builder,
                         const dxil::Instruction& select);

// Whether a DXIL type is %dx.types.Handle.
bool is_handle_type(const dxil::Type* type);

}  // namespace untangle::spirv_emit
