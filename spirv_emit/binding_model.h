// Where each resource lives in Vulkan. The default model (DESIGN.md): set = register space,
// binding = register + 0 (b), 1000 (t), 2000 (u), 3000 (s); SM 6.6 heap views one binding per
// descriptor type from a configurable base. A root signature replaces the default with its
// own layout (root_signature_layout.h), and the caller's remapper may then change any of it:
// also into the forms D3D12-on-Vulkan layers use (docs/binding_model.md, "Layer placements"):
// windows of a descriptor heap indexed by a push-constant word, buffers reached through
// device addresses, and views bounded by a record of their offset and size.
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
  DeviceAddress,  // not a descriptor: a buffer (or acceleration structure) at a 64-bit address, see Binding
};

// Where the shader reads a value a layer writes at run time.
enum class ValueSource : uint8_t {
  None,
  PushConstant,  // the push-constant block, at a byte offset
  ShaderRecord,  // the ray-tracing shader record (ShaderRecordBufferKHR), at a byte offset
  // A read-only storage buffer at the binding's set and binding holding one 64-bit address
  // per descriptor (an array of uvec2), indexed as the descriptors would be.
  AddressTable,
};

// A range placed in a window of a heap: an unbounded array of descriptors that a layer shares
// between ranges. Element i of the range (i counted from its first register; a heap view's i is
// the heap index) is element offset + (the 32-bit word at index_source, shifted right by
// index_shift) + i of the array at the binding's set and binding.
struct HeapWindow {
  uint32_t offset = 0;
  ValueSource index_source = ValueSource::None;  // None, PushConstant or ShaderRecord
  uint32_t index_offset = 0;                     // bytes into the push constants or shader record
  uint32_t index_shift = 0;
  bool operator==(const HeapWindow&) const = default;
};

// A buffer view the layer made wider than D3D's (its heap holds views at a coarser alignment):
// element (descriptor index) * stride + element of the uvec2 array in the read-only storage
// buffer at set and binding holds the view's start and size, in bytes for raw and structured
// buffers and in elements for typed ones. The shader adds the start to every access and treats
// an access at or past the size as out of bounds (it reads 0 and writes nothing, as D3D's).
struct ViewBounds {
  uint32_t set = 0;
  uint32_t binding = 0;
  uint32_t stride = 1;   // uvec2 elements per descriptor
  uint32_t element = 0;  // which of them describes this view
  bool operator==(const ViewBounds&) const = default;
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
  // Bytes, for DescriptorType::PushConstant and ShaderRecord (a CBV's words), and for
  // DeviceAddress from the push constants or the shader record (the address).
  uint32_t push_constant_offset = 0;
  uint32_t push_constant_size = 0;  // bytes; 0: the constant buffer's size
  std::optional<HeapWindow> heap;   // the descriptors are a window of a heap at set and binding
  // DeviceAddress: PushConstant or ShaderRecord (at push_constant_offset), or AddressTable.
  ValueSource address_source = ValueSource::None;
  std::optional<ViewBounds> bounds;  // heap windows of buffers only
  // The layer holds one descriptor for the range, whatever size the shader declares (a layer
  // may back `T t[]` with a single descriptor): the range is bound as one descriptor, and an
  // index into it, which D3D leaves undefined past 0, reads that descriptor.
  bool single_descriptor = false;
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

// Throws Error (invalid argument) when `binding` gives the resource a form it cannot have: a
// CBV may be a uniform buffer, a storage buffer, push constants, a range of the shader record
// or a device address; raw and structured buffers and acceleration structures a device
// address; a UAV counter a storage buffer, a storage texel buffer (R32ui) or a device address;
// every other resource keeps its natural type. A device address comes from one of the three
// sources (the push constants and the shader record hold one address: a single descriptor);
// bounds go with heap windows of buffers; a heap window's index word comes from the push
// constants or the shader record; offsets into those are multiples of 4 (of 8 for addresses).
void check_binding(const BindingRequest& request, const Binding& binding);

}  // namespace untangle::spirv_emit
