// The stage table.
#include "runner/stage.h"

#include <spirv/unified1/spirv.hpp>

#include <array>

namespace untangle::runner {
namespace {

struct StageEntry {
  Stage stage;
  std::string_view name;
  VkShaderStageFlagBits vulkan;
  spv::ExecutionModel model;
};

constexpr std::array kStages = {
    StageEntry{Stage::Vertex, "vertex", VK_SHADER_STAGE_VERTEX_BIT, spv::ExecutionModelVertex},
    StageEntry{Stage::Hull, "hull", VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, spv::ExecutionModelTessellationControl},
    StageEntry{Stage::Domain, "domain", VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT,
               spv::ExecutionModelTessellationEvaluation},
    StageEntry{Stage::Geometry, "geometry", VK_SHADER_STAGE_GEOMETRY_BIT, spv::ExecutionModelGeometry},
    StageEntry{Stage::Amplification, "amplification", VK_SHADER_STAGE_TASK_BIT_EXT, spv::ExecutionModelTaskEXT},
    StageEntry{Stage::Mesh, "mesh", VK_SHADER_STAGE_MESH_BIT_EXT, spv::ExecutionModelMeshEXT},
    StageEntry{Stage::Pixel, "pixel", VK_SHADER_STAGE_FRAGMENT_BIT, spv::ExecutionModelFragment},
    StageEntry{Stage::Compute, "compute", VK_SHADER_STAGE_COMPUTE_BIT, spv::ExecutionModelGLCompute},
    StageEntry{Stage::RayGeneration, "raygeneration", VK_SHADER_STAGE_RAYGEN_BIT_KHR,
               spv::ExecutionModelRayGenerationKHR},
    StageEntry{Stage::Intersection, "intersection", VK_SHADER_STAGE_INTERSECTION_BIT_KHR,
               spv::ExecutionModelIntersectionKHR},
    StageEntry{Stage::AnyHit, "anyhit", VK_SHADER_STAGE_ANY_HIT_BIT_KHR, spv::ExecutionModelAnyHitKHR},
    StageEntry{Stage::ClosestHit, "closesthit", VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR, spv::ExecutionModelClosestHitKHR},
    StageEntry{Stage::Miss, "miss", VK_SHADER_STAGE_MISS_BIT_KHR, spv::ExecutionModelMissKHR},
    StageEntry{Stage::Callable, "callable", VK_SHADER_STAGE_CALLABLE_BIT_KHR, spv::ExecutionModelCallableKHR},
};

constexpr bool in_enum_order() {
  for (std::size_t index = 0; index < kStages.size(); ++index) {
    if (static_cast<std::size_t>(kStages[index].stage) != index) return false;
  }
  return true;
}
static_assert(in_enum_order(), "entry() indexes kStages by Stage");

const StageEntry& entry(Stage stage) { return kStages[static_cast<std::size_t>(stage)]; }

}  // namespace

std::string_view stage_name(Stage stage) { return entry(stage).name; }

bool is_ray_tracing(Stage stage) { return stage >= Stage::RayGeneration; }

std::optional<Stage> stage_from_name(std::string_view name) {
  for (const StageEntry& candidate : kStages) {
    if (candidate.name == name) return candidate.stage;
  }
  return std::nullopt;
}

VkShaderStageFlagBits vulkan_stage(Stage stage) { return entry(stage).vulkan; }

uint32_t execution_model(Stage stage) { return entry(stage).model; }

std::optional<Stage> stage_of_execution_model(uint32_t model) {
  for (const StageEntry& candidate : kStages) {
    if (candidate.model == model) return candidate.stage;
  }
  return std::nullopt;
}

}  // namespace untangle::runner
