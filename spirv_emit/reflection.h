// Reflection of a translated entry point, as typed data: the stage and its sizes, every
// resource with where the binding model placed it, and the signature elements with the
// Vulkan location or built-in each became. (`untangle translate --reflect` writes it as JSON.)
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "dxil/dxil_metadata.h"
#include "dxil/runtime_data.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/resources.h"

namespace untangle::spirv_emit {

// The SpecId of the specialization constant that holds the render target's sample count
// (RenderTargetGetSampleCount and RenderTargetGetSamplePosition read it; default 1).
inline constexpr uint32_t kSampleCountSpecId = 0;

struct ResourceReflection {
  ResourceDeclaration declaration;  // heap views: is_heap, register 0
  Binding binding;
  bool is_static_sampler = false;  // create an immutable sampler from the root signature's here
  std::optional<Binding> counter;  // UAVs whose counter the shader uses: the counter buffer's place
};

struct SignatureElementReflection {
  std::string semantic;  // "POSITION", "SV_Target"...
  uint32_t semantic_index = 0;
  dxil::SemanticKind system_value = dxil::SemanticKind::Arbitrary;
  dxil::ComponentType component_type = dxil::ComponentType::Invalid;
  dxil::InterpolationMode interpolation = dxil::InterpolationMode::Undefined;
  uint32_t rows = 1;
  uint32_t columns = 1;
  int32_t start_row = -1;
  int32_t start_column = -1;
  uint32_t stream = 0;
  std::optional<uint32_t> location;       // user semantics and render targets
  uint32_t component = 0;                 // with a location: the first component
  uint32_t index = 0;                     // with a location: 1 for a dual-source blending's second source
  bool per_primitive = false;             // PerPrimitiveEXT (mesh primitive outputs and their pixel inputs)
  std::optional<spv::BuiltIn> builtin;    // system values
};

struct Reflection {
  std::string entry_point;
  dxil::ShaderKind stage = dxil::ShaderKind::Invalid;
  uint32_t shader_model_major = 0;
  uint32_t shader_model_minor = 0;
  std::array<uint32_t, 3> workgroup_size{0, 0, 0};
  std::optional<dxil::WaveSize> wave_size;
  std::vector<ResourceReflection> resources;  // every declared range, then the heap views used
  std::vector<SignatureElementReflection> inputs;
  std::vector<SignatureElementReflection> outputs;
  std::vector<SignatureElementReflection> patch_constants;  // or a mesh shader's primitive outputs
  uint32_t push_constant_size = 0;  // bytes of push constants the module declares
  // Hull and domain shaders: the Location of patch-constant row 0 (the next stage's
  // patch_constant_location when a layer links them).
  uint32_t patch_constant_location = 0;
  // Ray-tracing stages: the payload (callable shaders: the parameter) and hit attribute
  // sizes in bytes, as DXIL declares them.
  uint32_t ray_payload_size = 0;
  uint32_t ray_attribute_size = 0;
  // Bytes of shader record the local root signature lays out (shader_record_layout.h);
  // constant buffers it holds are resources with DescriptorType::ShaderRecord at their offset,
  // root descriptors DescriptorType::DeviceAddress read from the record.
  uint32_t shader_record_size = 0;
  std::string local_root_signature;  // the associated LocalRootSignature subobject's name, if any
  // Library exports: the library's state-object subobjects (hit groups, shader and
  // pipeline configs, root signatures and their associations), as its RDAT part lists them.
  std::vector<dxil::Subobject> subobjects;
  // Node shaders: what a layer builds the work graph from (the node's launch, id, limits and
  // records; the SPIR-V entry point is named by the node id).
  std::optional<dxil::NodeState> node;
  bool uses_sample_count = false;   // set specialization constant kSampleCountSpecId to the sample count
  bool root_signature_layout = false;  // bindings follow a root signature (root_signature_layout.h)
  // What the translation dropped because Vulkan cannot express it, one line each (sampler
  // feedback writes): the module is valid and runs, without that effect.
  std::vector<std::string> warnings;
  // The SPIR-V extensions the module declares, each a device extension or feature a layer
  // must enable (SPV_EXT_shader_invocation_reorder: VK_EXT_ray_tracing_invocation_reorder).
  std::vector<std::string> spirv_extensions;
};

}  // namespace untangle::spirv_emit
