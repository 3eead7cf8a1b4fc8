// The wave size decision: require the size through subgroup size control where the device
// offers it, else accept only a default subgroup size equal to the wave size.
#include "runner/subgroup_plan.h"

#include "runner/errors.h"

namespace untangle::runner {

SubgroupPlan plan_subgroups(const SubgroupInfo& device, std::optional<uint32_t> wave_size,
                            const std::optional<std::array<uint32_t, 3>>& local_size) {
  SubgroupPlan plan;
  if (!wave_size) {
    plan.description = "subgroup size " + std::to_string(device.default_size) + " (device default)";
    return plan;
  }
  const uint32_t size = *wave_size;
  const std::string wanted = "the manifest assumes a wave size of " + std::to_string(size);
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
  plan.description =
      "subgroup size " + std::to_string(size) + " (required" + (plan.require_full ? ", full subgroups)" : ")");
  return plan;
}

}  // namespace untangle::runner
