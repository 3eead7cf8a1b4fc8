// Execution manifests (runner/README.md, ../shared/corpus/README.md): a compute dispatch, a
// graphics draw or a ray-tracing dispatch, wave size, push constants, the resources with
// their initial and expected contents, and acceleration structures.
#pragma once

#include "runner/expectation.h"
#include "runner/graphics_manifest.h"
#include "runner/ray_tracing_manifest.h"
#include "runner/register_id.h"

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
};

std::string_view resource_kind_name(ResourceKind kind);

struct ManifestResource {
  RegisterId register_id;
  ResourceKind kind = ResourceKind::StructuredBuffer;
  uint32_t stride = 0;  // bytes per element of a structured buffer; 0 where not given
  ElementFormat format = ElementFormat::U32;
  std::string texel_format;    // Buffer/RWBuffer element format, e.g. "R32G32B32A32_UINT"
  std::vector<uint32_t> data;  // initial contents, 32-bit words
  std::optional<Expectation> expect;

  // "u0 (RWStructuredBuffer)"
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
  std::vector<AccelerationStructure> acceleration_structures;
  std::optional<uint32_t> wave_size;
  bool validate_only = false;  // translation and validation only: never executed
  std::optional<PushConstants> push_constants;
  std::vector<ManifestResource> resources;

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

// The whole content of a file; throws RunnerError naming it.
std::string read_text_file(const std::filesystem::path& path);

}  // namespace untangle::runner
