// The module's resources: the ranges DXIL declares and the descriptor-heap views the shader
// uses, each placed at a descriptor set and binding by the binding model, and their SPIR-V
// variables (buffers as runtime arrays of words in StorageBuffer blocks, cbuffers as Uniform
// blocks of uvec4 rows, typed resources as images, samplers), made on first use.
#pragma once

#include <memory>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/options.h"
#include "spirv_emit/resources.h"
#include "spirv_emit/type_table.h"

namespace untangle::spirv_emit {

class ResourceTable {
 public:
  ResourceTable(Builder& builder, TypeTable& types, const std::vector<dxil::ResourceBinding>& bindings,
                const Options& options);

  // The declared range with this class and range id (CreateHandle's operands).
  BoundResource& declared(dxil::ResourceClass resource_class, uint32_t range_id);
  // The declared range that holds register `index` of `space` (CreateHandleFromBinding).
  BoundResource& declared_at(dxil::ResourceClass resource_class, uint32_t space, uint32_t index);
  // The heap view for resources of this shape (CreateHandleFromHeap + AnnotateHandle).
  BoundResource& heap(const ResourceDeclaration& declaration);
  // The variable through which `view` reaches the resource.
  Id variable(BoundResource& resource, ResourceView view);

  const std::vector<std::unique_ptr<BoundResource>>& bound() const { return bound_; }

 private:
  Builder& builder_;
  TypeTable& types_;
  const Options& options_;
  std::vector<ResourceDeclaration> declarations_;
  std::vector<std::unique_ptr<BoundResource>> bound_;  // in order of first use
};

}  // namespace untangle::spirv_emit
