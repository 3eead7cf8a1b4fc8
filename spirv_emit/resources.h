// Resources of a shader as SPIR-V sees them: the DXIL declarations (or descriptor-heap
// views), where the binding model placed them, and the SPIR-V variables through which
// lowering reaches them.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dxil/dxil_metadata.h"
#include "dxil/ir.h"
#include "spirv_emit/builder.h"
#include "spirv_emit/binding_model.h"

namespace untangle::spirv_emit {

// One resource range as DXIL declares it (the metadata's record itself), or one view of a
// descriptor heap, with what lowering reads from the record's HLSL type once.
struct ResourceDeclaration : dxil::ResourceBinding {
  uint32_t component_count = 4;  // typed buffers and textures: of the element
  bool is_heap = false;          // a view of ResourceDescriptorHeap / SamplerDescriptorHeap
  std::string hlsl_type;
};

// How the shader reaches a resource's memory: buffers through word arrays of one width,
// cbuffers through vec4 rows, typed resources through images; ray tracing's acceleration
// structures are opaque.
enum class ResourceView : uint8_t {
  Words32,
  Words16,
  Words64,
  Words8,
  CBufferRows,
  Image,
  Sampler,
  AccelerationStructure
};

struct BoundResource {
  ResourceDeclaration declaration;
  Binding binding;
  std::map<ResourceView, Id> variables;  // created on first use
  Id image_type = 0;                     // Image view: the OpTypeImage
  spv::ImageFormat image_format = spv::ImageFormat::Unknown;
  bool used_atomically = false;  // typed UAVs: atomics need a declared format
  bool sampler_feedback_dropped = false;  // feedback maps: the shader's writes were dropped (reflected as a warning)
  bool is_static_sampler = false;     // a root signature's static sampler fills it
  // AMD GPU Services' extension UAV (ags_intrinsics.h): never bound, it has no variable.
  bool amd_extension = false;
  std::optional<Binding> counter;     // UAVs whose counter the shader uses: the counter buffer's place
  Id counter_variable = 0;            // made on first use
};

// Declares what storage-buffer words of `width` bits need: 16-bit and 8-bit storage (the
// latter an extension before SPIR-V 1.5).
void declare_word_storage(Builder& builder, uint32_t width);

// The global a resource record's symbol names: SM 6.6 libraries give the global (typed as
// a handle) through a bitcast to the HLSL class type.
const dxil::Value* symbol_global(const dxil::Value* symbol);

// A declaration from the DXIL metadata's record of a resource range.
ResourceDeclaration make_declaration(const dxil::ResourceBinding& binding);

// Whether the shader sees an array of descriptors (a range or a heap) rather than one.
inline bool is_descriptor_array(const ResourceDeclaration& declaration) {
  return declaration.is_heap || declaration.range_size != 1;
}

// The HLSL object type: "RWStructuredBuffer", "Texture2D", "cbuffer", "SamplerState"...
const char* resource_kind_name(const ResourceDeclaration& declaration);

}  // namespace untangle::spirv_emit
