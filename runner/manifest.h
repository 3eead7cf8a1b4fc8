// Execution manifests (runner/README.md, ../shared/corpus/README.md): a compute dispatch, a
// graphics draw or a ray-tracing dispatch, wave size, push constants, the resources (buffers,
// textures, samplers, arrays of them, descriptor heaps) with their initial and expected
// contents, and acceleration structures.
#pragma once

#include "runner/expectation.h"
#include "runner/graphics_manifest.h"
#include "runner/ray_tracing_manifest.h"
#include "runner/register_id.h"
#include "runner/texture_manifest.h"
#include "spirv_emit/binding_model.h"
#include "spirv_emit/options.h"

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner {

enum class ResourceKind {
  StructuredBuffer,
  RWStructuredBuffer,
  ByteAddressBuffer,
  RWByteAddressBuffer,
  Buffer,          // typed, read-only: a uniform texel buffer
  RWBuffer,        // typed, read-write: a storage texel buffer
  ConstantBuffer,  // "cbuffer"
  Texture1D,
  Texture1DArray,
  Texture2D,
  Texture2DArray,
  Texture2DMS,
  Texture2DMSArray,
  Texture3D,
  TextureCube,
  TextureCubeArray,
  RWTexture1D,
  RWTexture1DArray,
  RWTexture2D,
  RWTexture2DArray,
  RWTexture2DMS,
  RWTexture2DMSArray,
  RWTexture3D,
  SamplerState,
  SamplerComparisonState,
  RaytracingAccelerationStructure,  // a top-level acceleration structure, built from its TopLevel
};

std::string_view resource_kind_name(ResourceKind kind);
bool is_texture_kind(ResourceKind kind);
bool is_sampler_kind(ResourceKind kind);
bool is_writable_kind(ResourceKind kind);  // a UAV
// The register class a kind binds to: 't', 'u', 'b' or 's'.
char register_type_of(ResourceKind kind);

// One resource, one element of a resource array, or one descriptor of a heap.
struct ManifestResource {
  RegisterId register_id;
  ResourceKind kind = ResourceKind::StructuredBuffer;
  uint32_t stride = 0;  // bytes per element of a structured buffer; 0 where not given
  ElementFormat format = ElementFormat::U32;
  std::string texel_format;    // typed buffers and textures, e.g. "R32G32B32A32_UINT"
  std::vector<uint32_t> data;  // initial contents, 32-bit words (textures: one word per component)
  std::optional<Expectation> expect;
  TextureShape texture;  // textures
  bool resident = true;  // textures read by shaders that query residency: false leaves no memory bound
  SamplerState sampler;  // samplers
  TopLevel top_level;    // acceleration structures
  // The UAV counter's initial and expected values, for a resource with a counter.
  std::optional<uint32_t> counter;
  std::optional<uint32_t> expect_counter;
  // A resource array: one entry per descriptor (each with this register and kind); empty
  // for a single descriptor.
  std::vector<ManifestResource> elements;
  std::string place;  // "t0", "t0[2]", "resource_heap[3]"; empty: the register

  // "u0 (RWStructuredBuffer)", "t4[1] (Texture2D)"
  std::string label() const;
};

// Words for a push-constant block, placed at `offset` bytes.
struct PushConstants {
  uint32_t offset = 0;
  std::vector<uint32_t> words;
};

struct Manifest {
  std::string shader;
  std::string profile;
  std::string entry = "main";
  std::array<uint32_t, 3> dispatch = {1, 1, 1};  // compute
  std::optional<GraphicsSetup> graphics;         // graphics manifests: their "stages" and the rest
  std::optional<RayTracingSetup> ray_tracing;    // ray-tracing manifests: their "ray_tracing"
  // RaytracingAccelerationStructure resources bound to registers ("acceleration_structures"),
  // single or arrays.
  std::vector<ManifestResource> acceleration_structures;
  std::optional<uint32_t> wave_size;
  bool validate_only = false;  // translation and validation only: never executed
  std::optional<PushConstants> push_constants;
  std::vector<ManifestResource> resources;
  // SM 6.6 descriptor heaps: descriptor i is ResourceDescriptorHeap[i] (or
  // SamplerDescriptorHeap[i]), each with its own kind.
  std::vector<ManifestResource> resource_heap;
  std::vector<ManifestResource> sampler_heap;
  // Where the translation places the heaps' views ("heap_layout"; default: set 0 from
  // binding 4000), as the library's options choose.
  spirv_emit::HeapLayout heap_layout;
  // The float controls the translation may declare ("float_controls": "none" or a list, as
  // --float-controls spells them); the device must have them (module_checks.h).
  spirv_emit::FloatControls float_controls;

  // Every descriptor's resource: each resource (or each element of a resource array) in
  // order, then the resource heap, then the sampler heap, then each acceleration structure
  // (or element). Report contents follow this order.
  std::vector<const ManifestResource*> descriptors() const;

  // Parses the JSON text of a manifest. Data words are unsigned 32-bit integers; for
  // f32 a JSON number with a fraction or exponent is taken as a value and stored as its
  // float bits. Throws RunnerError naming the offending field.
  static Manifest parse(std::string_view json_text);
  static Manifest load(const std::filesystem::path& path);

  // A compute manifest as JSON that parse() reads back unchanged (f32 expectations as
  // numbers, or "nan"/"inf"/"-inf"); throws RunnerError for a graphics or ray-tracing
  // manifest, or one with acceleration structures.
  std::string to_json() const;
};

// Whether every resource is a single buffer (no textures, samplers or arrays).
bool resources_are_buffers(const Manifest& manifest);

// The whole content of a file; throws RunnerError naming it.
std::string read_text_file(const std::filesystem::path& path);

}  // namespace untangle::runner
