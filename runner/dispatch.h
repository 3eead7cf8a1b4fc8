// One compute dispatch on a Device: buffers in, pipeline, dispatch, buffers out.
#pragma once

#include "runner/device.h"
#include "runner/pipeline_resources.h"
#include "runner/resource_plan.h"
#include "runner/subgroup_plan.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct ComputeJob {
  const std::vector<uint32_t>* spirv = nullptr;
  std::string entry_point;
  std::array<uint32_t, 3> group_counts = {1, 1, 1};
  SubgroupPlan subgroups;
  const ResourcePlan* resources = nullptr;  // what the pipeline binds
  std::optional<PushConstantRange> push_constants;
  std::chrono::milliseconds timeout{120000};
};

// Creates the resources, descriptor sets and pipeline, dispatches and waits, and returns
// the final contents of every object of the job's resource plan, in plan order. Throws Unsupported where a device
// limit or format support is missing, RunnerError on any failure; a dispatch that does
// not finish within the timeout abandons the device (see Device::abandon).
std::vector<std::vector<uint32_t>> execute(Device& device, const ComputeJob& job);

}  // namespace untangle::runner
