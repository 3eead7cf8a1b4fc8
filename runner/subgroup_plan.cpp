// The wave size decision: require the size through subgroup size control where the device
// offers it, else accept only a default subgroup size equal to the wave size.
#include "runner/subgroup_plan.h"

#include "runner/error.h"

#include <algorithm>
#include <vector>

namespace untangle::runner {

namespace {

std::string range_text(const WaveSizeRange& range) {
  std::string text = "[WaveSize(" + std::to_string(range.min);
  if (range.max != range.min || range.preferred != 0) text += ", " + std::to_string(range.max);
  if (range.preferred != 0) text += ", " + std::to_string(range.preferred);
  return text + ")]";
}

// The wave size to require for a shader with a [WaveSize] range.
uint32_t wave_size_in_range(const SubgroupInfo& device, const WaveSizeRange& range) {
  std::vector<uint32_t> sizes;  // what the device can run compute work with, ascending
  if (device.size_control && device.min_size != 0) {
    for (uint32_t size = device.min_size; size <= device.max_size; size *= 2) sizes.push_back(size);
  } else {
    sizes.push_back(device.default_size);
  }
  std::vector<uint32_t> usable;
  for (uint32_t size : sizes)
    if (size >= range.min && size <= range.max) usable.push_back(size);
  if (usable.empty())
    throw Unsupported("the shader declares " + range_text(range) + ", but the device's subgroup sizes range from " +
                      std::to_string(sizes.front()) + " to " + std::to_string(sizes.back()));
  for (uint32_t wanted : {range.preferred, device.default_size})
    if (std::find(usable.begin(), usable.end(), wanted) != usable.end()) return wanted;
  return usable.front();
}

}  // namespace

SubgroupPlan plan_subgroups(const SubgroupInfo& device, std::optional<uint32_t> wave_size,
                            const std::optional<std::array<uint32_t, 3>>& local_size,
                            const std::optional<WaveSizeRange>& shader_range) {
  if (shader_range && wave_size && (*wave_size < shader_range->min || *wave_size > shader_range->max))
    throw RunnerError("manifest: wave_size " + std::to_string(*wave_size) + " is outside the shader's " +
                      range_text(*shader_range));
  const bool from_shader = shader_range && !wave_size;
  if (from_shader) wave_size = wave_size_in_range(device, *shader_range);
  SubgroupPlan plan;
  if (!wave_size) {
    plan.description = "subgroup size " + std::to_string(device.default_size) + " (device default)";
    return plan;
  }
  const uint32_t size = *wave_size;
  const std::string wanted = from_shader ? "the shader's " + range_text(*shader_range) + " needs a wave size of " +
                                               std::to_string(size)
                                         : "the manifest assumes a wave size of " + std::to_string(size);
  if (!device.compute_stage) {
    throw Unsupported(wanted + ", but the device has no subgroup operations in compute shaders");
  }
  if (!device.size_control) {
    if (device.default_size != size) {
      throw Unsupported(wanted + ", but the device's subgroup size is " + std::to_string(device.default_size) +
                        " and it cannot require another (no subgroup size control for compute)");
    }
    plan.description = "subgroup size " + std::to_string(size) + " (device default, not enforceable)";
    return plan;
  }
  if (size < device.min_size || size > device.max_size) {
    throw Unsupported(wanted + ", but the device's subgroup sizes range from " + std::to_string(device.min_size) +
                      " to " + std::to_string(device.max_size));
  }
  if (local_size) {
    const uint64_t invocations = uint64_t{(*local_size)[0]} * (*local_size)[1] * (*local_size)[2];
    if (invocations > uint64_t{device.max_compute_workgroup_subgroups} * size) {
      throw Unsupported(wanted + ", but a workgroup of " + std::to_string(invocations) +
                        " invocations exceeds the device's " + std::to_string(device.max_compute_workgroup_subgroups) +
                        " subgroups of that size");
    }
  }
  plan.required_size = size;
  // Full subgroups need the workgroup's X size to be a multiple of the subgroup size.
  plan.require_full = device.full_subgroups && local_size && (*local_size)[0] % size == 0;
  plan.description = "subgroup size " + std::to_string(size) + " (required" +
                     (from_shader ? " by " + range_text(*shader_range) : std::string()) +
                     (plan.require_full ? ", full subgroups)" : ")");
  return plan;
}

}  // namespace untangle::runner
