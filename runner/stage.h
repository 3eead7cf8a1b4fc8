// The shader stages a manifest names, with their Vulkan stage bits, SPIR-V execution models
// and DXIL shader kinds: the one table the manifest, the pipeline builder and the
// translation read.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <optional>
#include <string_view>

#include "dxil/container.h"

namespace untangle::runner {

// In pipeline order; compute stands alone; then the ray-tracing stages.
enum class Stage {
  Vertex,
  Hull,
  Domain,
  Geometry,
  Amplification,
  Mesh,
  Pixel,
  Compute,
  RayGeneration,
  Intersection,
  AnyHit,
  ClosestHit,
  Miss,
  Callable,
};

// Whether `stage` belongs in a ray-tracing pipeline.
bool is_ray_tracing(Stage stage);

// The manifest's name: "vertex", "hull", "domain", "geometry", "amplification", "mesh",
// "pixel", "compute", "raygeneration", "intersection", "anyhit", "closesthit", "miss",
// "callable" (also the stage names of untangle's reflection).
std::string_view stage_name(Stage stage);
std::optional<Stage> stage_from_name(std::string_view name);

VkShaderStageFlagBits vulkan_stage(Stage stage);
uint32_t execution_model(Stage stage);  // spv::ExecutionModel
std::optional<Stage> stage_of_execution_model(uint32_t model);
// The stage of a translation of a `kind` shader, or nothing for a kind the runner cannot run.
std::optional<Stage> stage_of_shader_kind(dxil::ShaderKind kind);

}  // namespace untangle::runner
