// One vkCmdTraceRaysKHR on a Device: a ray-tracing pipeline from per-stage SPIR-V and the
// manifest's shader groups, a shader binding table with each record's local root
// arguments, the manifest's buffers and acceleration structures; buffers read back.
#pragma once

#include "runner/device.h"
#include "runner/draw.h"
#include "runner/pipeline_resources.h"
#include "runner/ray_tracing_manifest.h"

#include <chrono>
#include <optional>
#include <vector>

namespace untangle::runner {

struct RayTracingJob {
  const RayTracingSetup* setup = nullptr;  // groups, shader table, recursion depth, dispatch size
  std::vector<PipelineStage> stages;       // one per setup->stages, in the same order
  const ResourcePlan* resources = nullptr;  // what the pipeline binds
  std::optional<PushConstantRange> push_constants;
  std::chrono::milliseconds timeout{120000};
};

// Creates everything, traces and waits; returns the final contents of every object, in plan
// order. Throws Unsupported without VK_KHR_ray_tracing_pipeline or past its recursion
// depth; RunnerError on any failure; a dispatch that does not finish within the timeout
// abandons the device (see Device::abandon).
std::vector<std::vector<uint32_t>> execute_ray_tracing(Device& device, const RayTracingJob& job);

}  // namespace untangle::runner
