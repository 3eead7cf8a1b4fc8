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
  dxil::ShaderKind kind;
};

constexpr std::array kStages = {
    StageEntry{Stage::Vertex, "vertex", VK_SHADER_STAGE_VERTEX_BIT, spv::ExecutionModelVertex,
               dxil::ShaderKind::Vertex},
    StageEntry{Stage::Hull, "hull", VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT, spv::ExecutionModelTessellationControl,
               dxil::ShaderKind::Hull},
    StageEntry{Stage::Domain, "domain", VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT,
               spv::ExecutionModelTessellationEvaluation, dxil::ShaderKind::Domain},
    StageEntry{Stage::Geometry, "geometry", VK_SHADER_STAGE_GEOMETRY_BIT, spv::ExecutionModelGeometry,
               dxil::ShaderKind::Geometry},
    StageEntry{Stage::Amplification, "amplification", VK_SHADER_STAGE_TASK_BIT_EXT, spv::ExecutionModelTaskEXT,
               dxil::ShaderKind::Amplification},
    StageEntry{Stage::Mesh, "mesh", VK_SHADER_STAGE_MESH_BIT_EXT, spv::ExecutionModelMeshEXT, dxil::ShaderKind::Mesh},
    StageEntry{Stage::Pixel, "pixel", VK_SHADER_STAGE_FRAGMENT_BIT, spv::ExecutionModelFragment,
               dxil::ShaderKind::Pixel},
    StageEntry{Stage::Compute, "compute", VK_SHADER_STAGE_COMPUTE_BIT, spv::ExecutionModelGLCompute,
               dxil::ShaderKind::Compute},
    StageEntry{Stage::RayGeneration, "raygeneration", VK_SHADER_STAGE_RAYGEN_BIT_KHR,
               spv::ExecutionModelRayGenerationKHR, dxil::ShaderKind::RayGeneration},
    StageEntry{Stage::Intersection, "intersection", VK_SHADER_STAGE_INTERSECTION_BIT_KHR,
               spv::ExecutionModelIntersectionKHR, dxil::ShaderKind::Intersection},
    StageEntry{Stage::AnyHit, "anyhit", VK_SHADER_STAGE_ANY_HIT_BIT_KHR, spv::ExecutionModelAnyHitKHR,
               dxil::ShaderKind::AnyHit},
    StageEntry{Stage::ClosestHit, "closesthit", VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR, spv::ExecutionModelClosestHitKHR,
               dxil::ShaderKind::ClosestHit},
    StageEntry{Stage::Miss, "miss", VK_SHADER_STAGE_MISS_BIT_KHR, spv::ExecutionModelMissKHR, dxil::ShaderKind::Miss},
    StageEntry{Stage::Callable, "callable", VK_SHADER_STAGE_CALLABLE_BIT_KHR, spv::ExecutionModelCallableKHR,
               dxil::ShaderKind::Callable},
};

constexpr bool in_enum_order() {
  for (std::size_t index = 0; index < kStages.size(); ++index) {
    if (static_cast<std::size_t>(kStages[index].stage) != index) return false;
  }
  return true;
}
static_assert(in_enum_order(), "entry() indexes kStages by Stage");

const StageEntry& entry(Stage stage) { return kStages[static_cast<std::size_t>(stage)]; }

// The stage whose entry `matches`, if any.
template <typename Matches>
std::optional<Stage> find_stage(Matches matches) {
  for (const StageEntry& candidate : kStages) {
    if (matches(candidate)) return candidate.stage;
  }
  return std::nullopt;
}

}  // namespace

std::string_view stage_name(Stage stage) { return entry(stage).name; }

bool is_ray_tracing(Stage stage) { return stage >= Stage::RayGeneration; }

std::optional<Stage> stage_from_name(std::string_view name) {
  return find_stage([name](const StageEntry& candidate) { return candidate.name == name; });
}

VkShaderStageFlagBits vulkan_stage(Stage stage) { return entry(stage).vulkan; }

uint32_t execution_model(Stage stage) { return entry(stage).model; }

std::optional<Stage> stage_of_execution_model(uint32_t model) {
  return find_stage([model](const StageEntry& candidate) { return candidate.model == model; });
}

std::optional<Stage> stage_of_shader_kind(dxil::ShaderKind kind) {
  return find_stage([kind](const StageEntry& candidate) { return candidate.kind == kind; });
}

}  // namespace untangle::runner
