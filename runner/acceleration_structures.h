// The acceleration structures a resource plan binds, built on a device: each bottom level
// from its triangle or box geometry, then each top level from its instances, in one
// submission.
#pragma once

#include "runner/device.h"
#include "runner/host_buffer.h"
#include "runner/resource_plan.h"

#include <chrono>
#include <vector>

namespace untangle::runner {

// One acceleration structure and the buffer that stores it; destroyed with it.
class AccelerationStructureObject {
 public:
  AccelerationStructureObject() = default;
  AccelerationStructureObject(const Device& device, VkAccelerationStructureKHR handle, HostBuffer storage)
      : device_(&device), handle_(handle), storage_(std::move(storage)) {}
  AccelerationStructureObject(AccelerationStructureObject&& other) noexcept;
  AccelerationStructureObject& operator=(AccelerationStructureObject&& other) noexcept;
  ~AccelerationStructureObject();

  VkAccelerationStructureKHR get() const { return handle_; }

 private:
  void reset();

  const Device* device_ = nullptr;
  VkAccelerationStructureKHR handle_ = VK_NULL_HANDLE;
  HostBuffer storage_;
};

class AccelerationStructures {
 public:
  // Builds the top level of every acceleration-structure object of `plan` (none: nothing)
  // and sets the object's `structure`; throws Unsupported without
  // VK_KHR_acceleration_structure, RunnerError when a build fails or times out.
  AccelerationStructures(Device& device, ResourcePlan& plan, std::chrono::milliseconds timeout);

 private:
  std::vector<AccelerationStructureObject> bottom_levels_;  // every structure's, in order
  std::vector<AccelerationStructureObject> top_levels_;
};

}  // namespace untangle::runner
