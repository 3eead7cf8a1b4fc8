// Host-visible, coherent Vulkan buffers: the runner writes inputs and reads results
// straight from mapped memory.
#pragma once

#include "runner/device.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace untangle::runner {

struct HostBuffer {
  Buffer buffer;
  Memory memory;
  void* mapped = nullptr;
  VkDeviceSize size = 0;

  // The first `count` words.
  std::vector<uint32_t> words(std::size_t count) const;
  // The buffer's device address (created with VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT).
  VkDeviceAddress address(const Device& device) const;
};

// A zero-filled, mapped buffer of `size` bytes (at least 4) whose first bytes are `data`.
HostBuffer create_host_buffer(const Device& device, VkDeviceSize size, VkBufferUsageFlags usage,
                              const std::vector<uint32_t>& data = {});

}  // namespace untangle::runner
