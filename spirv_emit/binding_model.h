// Where each resource lives in Vulkan. The default model (DESIGN.md): set = register space,
// binding = register + 0 (b), 1000 (t), 2000 (u), 3000 (s); SM 6.6 heap views one binding per
// descriptor type from a configurable base. A root signature replaces the default with its
// own layout (root_signature_layout.h), and the caller's remapper may then change any of it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dxil/dxil_metadata.h"

namespace untangle::spirv_emit {

// Numbered as the C API's untangle_descriptor_type.
enum class DescriptorType : uint8_t {
  StorageBuffer,
  UniformBuffer,
  UniformTexelBuffer,
  StorageTexelBuffer,
  SampledImage,
  StorageImage,
  Sampler,
  AccelerationStructure,
  PushConstant,  // not a descriptor: a range of the push-constant block (CBVs only)
  ShaderRecord,  // not a descriptor: a range of the shader record (a local root signature's root constants)
};

// "storage_buffer", "uniform_buffer", ..., "push_constant".
const char* descriptor_type_name(DescriptorType type);

struct ResourceDeclaration;

// What is to be placed: a declared range or an SM 6.6 heap view (register 0), or the
// counter buffer of such a UAV (a storage buffer).
struct BindingRequest {
  const ResourceDeclaration& resource;
  bool is_counter = false;
};

struct Binding {
  DescriptorType descriptor_type = DescriptorType::StorageBuffer;
  uint32_t set = 0;
  uint32_t binding = 0;
  uint32_t push_constant_offset = 0;  // bytes, for DescriptorType::PushConstant and ShaderRecord
  uint32_t push_constant_size = 0;    // bytes; 0: the constant buffer's size
  bool operator==(const Binding&) const = default;
};

// Sees untangle's choice in `binding` and may change it; returns false to refuse the
// resource (the translation then fails naming it).
using BindingRemapper = std::function<bool(const BindingRequest& request, Binding& binding)>;

struct HeapLayout {
  uint32_t set = 0;
  uint32_t binding_base = 4000;  // + DescriptorType
};

inline constexpr uint32_t kBindingOffsetCbv = 0;
inline constexpr uint32_t kBindingOffsetSrv = 1000;
inline constexpr uint32_t kBindingOffsetUav = 2000;
inline constexpr uint32_t kBindingOffsetSampler = 3000;
// A UAV counter's default binding: its UAV's set, and the UAV's binding + this offset.
inline constexpr uint32_t kCounterBindingOffset = 5000;

// A register placed at a chosen set and binding (`--bindings`: {"register":"t0","space":0,
// "set":0,"binding":7}).
struct RegisterBinding {
  dxil::ResourceClass resource_class = dxil::ResourceClass::ShaderResource;
  uint32_t register_index = 0;
  uint32_t space = 0;
  uint32_t set = 0;
  uint32_t binding = 0;
  std::optional<std::pair<uint32_t, uint32_t>> counter;  // the UAV counter's set and binding
};

// A remapper that moves the ranges starting at those registers (and their counters) and
// leaves the rest alone.
BindingRemapper register_remapper(std::vector<RegisterBinding> bindings);

// The descriptor type a resource of this class and kind has by default.
DescriptorType natural_descriptor_type(dxil::ResourceClass resource_class, dxil::ResourceKind kind);

// The default model's binding.
Binding default_binding(const BindingRequest& request, const HeapLayout& heap);
// Where the counter of a UAV placed at `uav` goes before the remapper sees it.
Binding default_counter_binding(const Binding& uav);

// The register text of a request: "t3", "u0 space 2", "ResourceDescriptorHeap".
std::string describe_request(const BindingRequest& request);

// Throws Error (invalid argument) when `binding` gives the resource a descriptor type it
// cannot have: a CBV may be a uniform buffer, a storage buffer, push constants or a range of
// the shader record; every other resource keeps its natural type.
void check_binding(const BindingRequest& request, const Binding& binding);

}  // namespace untangle::spirv_emit
