// Reaching a resource's memory through a handle: the range element (with NonUniform where
// the index is), loaded images, word pointers into raw and structured buffers, and texels
// of typed resources as dx.types.ResRet members.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "spirv_emit/lowering.h"

namespace untangle::spirv_emit {

// Where the range element a handle names lives: the variable itself, or an access chain
// into the array of descriptors (for buffers, a pointer to the block; for images, to the image).
// Buffers the binding model reaches through a device address (DescriptorType::DeviceAddress)
// are PhysicalStorageBuffer blocks of the view's words or rows at that address.
Id resource_element(Lowering& lowering, const Handle& handle, ResourceView view);
// The handle's element of `variable`, an array of descriptors arrayed as the handle's
// resource (or its counter, placed at `binding`), decorated NonUniform (with the
// `non_uniform` capability, if any) where the index is.
Id descriptor_array_element(Lowering& lowering, const Handle& handle, Id variable,
                            std::optional<spv::Capability> non_uniform);
Id descriptor_array_element(Lowering& lowering, const Handle& handle, const Binding& binding, Id variable,
                            std::optional<spv::Capability> non_uniform);
// The index of the handle's element in its range or heap as placed at `binding` (by default
// the resource's): in a heap window, offset by the window's start.
Id descriptor_index(Lowering& lowering, const Handle& handle);
Id descriptor_index(Lowering& lowering, const Handle& handle, const Binding& binding);
// A PhysicalStorageBuffer pointer to the 32-bit words at `address` (a uvec2).
Id physical_words(Lowering& lowering, Id address);
// The 64-bit address (a uvec2) of the handle's element that `binding` (DeviceAddress) reads.
Id device_address(Lowering& lowering, const Handle& handle, const Binding& binding);

// Loads and stores of buffer memory: through a device address they state their alignment.
Id load_memory(Lowering& lowering, Id type, Id pointer, uint32_t alignment);
void store_memory(Lowering& lowering, Id pointer, Id value, uint32_t alignment);

// A view with ViewBounds: its (start, size) record. bounded_element adds the start to an
// element index of `element_bytes` (raw and structured buffers) or to a texel index (typed
// buffers), or gives an index past any buffer where the element is at or past the size.
Id view_bounds(Lowering& lowering, const Handle& handle);
Id bounded_element(Lowering& lowering, const Handle& handle, Id element, uint32_t element_bytes);

// A loaded image for image instructions. Reads and writes of storage images without a
// declared format need their capabilities.
enum class ImageAccess : uint8_t { Other, Read, Write };
Id load_image(Lowering& lowering, const Handle& handle, ImageAccess access = ImageAccess::Other);

// Whether the handle's resource may be written: a UAV.
inline bool is_writable(const Handle& handle) {
  return handle.resource->declaration.resource_class == dxil::ResourceClass::UnorderedAccess;
}

// A loaded acceleration structure, for TraceRay and TraceRayInline.
Id load_acceleration_structure(Lowering& lowering, const Handle& handle);

// Where a raw or structured buffer access starts: raw buffers take a byte address in
// `index`; structured buffers a record index and a byte offset within the record.
struct BufferLocation {
  const dxil::Value* index = nullptr;
  const dxil::Value* offset = nullptr;  // structured only; null or undef means 0
};
// Index of the `element_bytes`-sized word `extra_bytes` past the location: computed from
// record index and offset directly when they are aligned, else from the byte address.
Id buffer_element_index(Lowering& lowering, const Handle& handle, const BufferLocation& location,
                        uint32_t element_bytes, uint32_t extra_bytes);
// Pointer to element `element_index` of the buffer's array of `width`-bit words.
Id buffer_word_pointer(Lowering& lowering, const Handle& handle, uint32_t width, Id element_index);
// A scalar of `type` (16, 32 or 64 bits) read from or written to buffer memory.
Id load_buffer_scalar(Lowering& lowering, const Handle& handle, const BufferLocation& location, uint32_t extra_bytes,
                      Id type);
void store_buffer_scalar(Lowering& lowering, const Handle& handle, const BufferLocation& location, uint32_t extra_bytes,
                         Id value);

// A fetched vec4 texel as the members of `call`'s dx.types.ResRet (those no extractvalue
// reads are undefined: nothing extracts them), and four DXIL values as the vec4 to write.
std::vector<Id> texel_members(Lowering& lowering, const Handle& handle, Id texel, const dxil::Instruction& call);
Id texel_vector(Lowering& lowering, const Handle& handle, std::span<const dxil::Value* const> components);

}  // namespace untangle::spirv_emit
