// Reflection of a translated shader: entry point, stage, workgroup size, resources with
// their bindings, and I/O signature; written as the JSON that `--reflect` and the runner use.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace untangle::spirv_emit {

struct ResourceReflection {
  std::string register_name;  // "t0"; heap views: "ResourceDescriptorHeap" / "SamplerDescriptorHeap"
  uint32_t space = 0;
  std::string resource_class;  // "SRV" | "UAV" | "CBV" | "Sampler"
  std::string kind;            // "StructuredBuffer", "RWByteAddressBuffer", "cbuffer", "Texture2D"...
  std::string hlsl_type;       // as DXC names the resource type, e.g. "StructuredBuffer<unsigned int>"
  uint32_t stride = 0;         // structured buffers; 0 otherwise
  uint32_t array_size = 1;     // 0 for unbounded ranges
  uint32_t set = 0;
  uint32_t binding = 0;
  std::string storage_class;    // "StorageBuffer" | "Uniform" | "UniformConstant"
  std::string descriptor_type;  // "storage_buffer", "uniform_buffer", "uniform_texel_buffer"...
};

struct SignatureElementReflection {
  std::string semantic;  // "POSITION", "SV_Target"...
  uint32_t semantic_index = 0;
  uint32_t location = 0;
  std::string component_type;  // "float", "int", "uint"...
  uint32_t component_count = 0;
  std::string builtin;  // SPIR-V BuiltIn name for system values, empty otherwise
};

struct Reflection {
  std::string entry_point;
  std::string stage;  // "compute", "vertex", "pixel"...
  std::array<uint32_t, 3> workgroup_size{0, 0, 0};
  std::vector<ResourceReflection> resources;
  std::vector<SignatureElementReflection> inputs;
  std::vector<SignatureElementReflection> outputs;
};

// The reflection as pretty-printed JSON (keys in a fixed order, ends with a newline).
std::string reflection_to_json(const Reflection& reflection);

}  // namespace untangle::spirv_emit
