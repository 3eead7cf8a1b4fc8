// Resource handles of the function being emitted: CreateHandle (SM 6.0-6.5), and
// CreateHandleFromBinding or CreateHandleFromHeap with AnnotateHandle (SM 6.6); in
// libraries CreateHandleForLib of a load of the resource's global (with AnnotateHandle
// from SM 6.6). A handle emits no code: it names a resource and an element index, worked
// out from the creating call wherever the handle is used.
#pragma once

#include <unordered_map>

#include "dxil/ir.h"
#include "spirv_emit/resource_table.h"

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
  bool sampler_heap = false;       // heap handles: the sampler heap rather than the resource heap
  BoundResource* bound = nullptr;  // binding handles: the declared range they index
  bool index_relative = false;     // `index` counts from the range's start (library handles)
};

// Whether `load` reads a library resource's global (or an element of a global array of
// them): such loads only feed CreateHandleForLib, and emit nothing.
bool is_resource_load(ResourceTable& resources, const dxil::Instruction& load);

class HandleTable {
 public:
  explicit HandleTable(ResourceTable& resources) : resources_(resources) {}

  // Throws TranslateError when `value` is not a handle made by one of those calls
  // (handles through phi or select).
  const Handle& handle(const dxil::Value* value);
  const UnannotatedHandle& unannotated(const dxil::Value* value);

 private:
  ResourceTable& resources_;
  std::unordered_map<const dxil::Value*, Handle> handles_;
  std::unordered_map<const dxil::Value*, UnannotatedHandle> unannotated_;
};

}  // namespace untangle::spirv_emit
