// One command buffer recorded, submitted and waited for with a timeout.
#pragma once

#include "runner/device.h"

#include <chrono>

namespace untangle::runner {

class Submission {
 public:
  // Allocates a command buffer and begins recording it.
  explicit Submission(Device& device);

  VkCommandBuffer commands() const { return commands_; }

  // Ends recording (after a barrier that makes every write visible to the host), submits
  // and waits. `work` ("dispatch", "draw") names the work in the
  // timeout's message; a timeout abandons the device (Device::abandon).
  void run(const char* work, std::chrono::milliseconds timeout);

 private:
  Device& device_;
  CommandPool pool_;
  VkCommandBuffer commands_ = VK_NULL_HANDLE;
};

}  // namespace untangle::runner
