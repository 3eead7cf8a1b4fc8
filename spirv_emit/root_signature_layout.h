// The Vulkan layout a D3D12 root signature implies, untangle's default when a module has
// (or the caller gives) a root signature (docs/binding_model.md):
//   - root constants: one push-constant block; each 32-bit-constants parameter at the byte
//     offset of the constants of the parameters before it, in parameter order;
//   - root CBVs, SRVs and UAVs: set 0, binding = the root parameter's index;
//   - descriptor table N (counting tables in parameter order): set 1 + N; a range's
//     registers at bindings = their descriptor offset from the table's start (a shader
//     array takes one binding with as many descriptors);
//   - static samplers: set 1 + (number of tables), binding = the static sampler's index.
// Only the parameters visible to the translated stage place its resources.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "dxil/container.h"
#include "dxil/root_signature.h"
#include "spirv_emit/binding_model.h"

namespace untangle::spirv_emit {

class RootSignatureLayout {
 public:
  RootSignatureLayout(const dxil::RootSignature& signature, dxil::ShaderKind stage);

  // Where the root signature puts a declared range starting at its register; nullopt when
  // the root signature has no place for it (heap views never have one).
  std::optional<Binding> binding(const BindingRequest& request) const;
  // Whether the request is a sampler register a static sampler fills.
  bool is_static_sampler(const BindingRequest& request) const;

  uint32_t push_constant_size() const { return push_constant_size_; }
  uint32_t static_sampler_set() const { return static_sampler_set_; }

 private:
  bool visible(dxil::ShaderVisibility visibility) const;

  dxil::RootSignature signature_;
  dxil::ShaderKind stage_;
  std::vector<uint32_t> push_constant_offsets_;  // per parameter (constants only)
  std::vector<uint32_t> table_sets_;             // per parameter (tables only)
  uint32_t push_constant_size_ = 0;
  uint32_t static_sampler_set_ = 1;
};

}  // namespace untangle::spirv_emit
