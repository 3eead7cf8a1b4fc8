// The ray-tracing parts of an execution manifest (runner/README.md): acceleration
// structures (triangle and AABB geometry in bottom levels, instances of them in a top level),
// for ray-tracing pipelines and for ray queries in any stage; and a
// ray-tracing pipeline: its stages, shader groups, shader binding table (with local root
// arguments) and the vkCmdTraceRaysKHR dispatch.
#pragma once

#include "runner/graphics_manifest.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct Geometry {
  bool triangles = true;
  std::vector<float> vertices;   // triangles: x, y, z per vertex
  std::vector<uint32_t> indices;  // triangles: three per triangle; empty: vertices in threes
  std::vector<float> boxes;      // procedural: min x, y, z then max x, y, z per box
  bool opaque = true;
};

struct BottomLevel {
  std::vector<Geometry> geometries;
};

struct Instance {
  uint32_t bottom_level = 0;
  // Row-major 3x4 object-to-world matrix (D3D12_RAYTRACING_INSTANCE_DESC::Transform).
  std::array<float, 12> transform{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0};
  uint32_t instance_id = 0;  // 24 bits: InstanceID()
  uint32_t mask = 0xFF;
  uint32_t hit_group_offset = 0;  // 24 bits
  uint32_t flags = 0;             // VkGeometryInstanceFlagBitsKHR
};

// A top-level acceleration structure: instances of its own bottom levels. A manifest binds
// one as a RaytracingAccelerationStructure resource: at a register (an element of an array)
// or in the resource heap.
struct TopLevel {
  std::vector<BottomLevel> bottom_levels;
  std::vector<Instance> instances;
};

// A shader group: a general shader (ray generation, miss, callable), or a hit group of
// triangles or procedural primitives. Members are positions in RayTracingSetup::stages.
struct ShaderGroup {
  enum class Type { General, Triangles, Procedural };
  Type type = Type::General;
  std::optional<uint32_t> general;
  std::optional<uint32_t> closest_hit;
  std::optional<uint32_t> any_hit;
  std::optional<uint32_t> intersection;
};

// One record of the shader binding table: a group's handle, then its local root arguments.
struct ShaderRecord {
  uint32_t group = 0;
  std::vector<uint32_t> data;
};

struct RayTracingSetup {
  std::vector<ManifestStage> stages;
  std::string dxil;  // the library every stage comes from, unless the stage names its own
  std::vector<ShaderGroup> groups;
  ShaderRecord raygen;
  std::vector<ShaderRecord> miss;
  std::vector<ShaderRecord> hit;
  std::vector<ShaderRecord> callable;
  uint32_t max_recursion_depth = 1;
  std::array<uint32_t, 3> trace_rays{1, 1, 1};  // width, height, depth
};
}  // namespace untangle::runner
