// Buffer, memory, binding and mapping in one call.
#include "runner/host_buffer.h"

#include "runner/error.h"

#include <algorithm>
#include <cstring>

namespace untangle::runner {

VkDeviceAddress HostBuffer::address(const Device& device) const {
  auto info = vulkan_struct<VkBufferDeviceAddressInfo>(VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO);
  info.buffer = buffer.get();
  return vkGetBufferDeviceAddress(device.handle(), &info);
}

std::vector<uint32_t> HostBuffer::words(std::size_t count) const {
  const auto* first = static_cast<const uint32_t*>(mapped);
  return std::vector<uint32_t>(first, first + count);
}

HostBuffer create_host_buffer(const Device& device, VkDeviceSize size, VkBufferUsageFlags usage,
                              const std::vector<uint32_t>& data) {
  HostBuffer result;
  result.size = std::max<VkDeviceSize>(size, sizeof(uint32_t));
  if (data.size() * sizeof(uint32_t) > result.size) throw RunnerError("create_host_buffer: data exceed the buffer");
  auto buffer_info = vulkan_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  buffer_info.size = result.size;
  buffer_info.usage = usage;
  buffer_info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkBuffer buffer = VK_NULL_HANDLE;
  check(vkCreateBuffer(device.handle(), &buffer_info, nullptr, &buffer), "vkCreateBuffer");
  result.buffer = Buffer(device, buffer);

  VkMemoryRequirements requirements{};
  vkGetBufferMemoryRequirements(device.handle(), buffer, &requirements);
  // Buffers the device reads by address (acceleration structure inputs, shader tables).
  auto flags_info = vulkan_struct<VkMemoryAllocateFlagsInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO);
  flags_info.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  auto allocate_info = vulkan_struct<VkMemoryAllocateInfo>(
      VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
      (usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT) != 0 ? &flags_info : nullptr);
  allocate_info.allocationSize = requirements.size;
  allocate_info.memoryTypeIndex = device.memory_type(
      requirements.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &allocate_info, nullptr, &memory), "vkAllocateMemory");
  result.memory = Memory(device, memory);
  check(vkBindBufferMemory(device.handle(), buffer, memory, 0), "vkBindBufferMemory");
  check(vkMapMemory(device.handle(), memory, 0, VK_WHOLE_SIZE, 0, &result.mapped), "vkMapMemory");
  std::memset(result.mapped, 0, result.size);
  if (!data.empty()) std::memcpy(result.mapped, data.data(), data.size() * sizeof(uint32_t));
  return result;
}

}  // namespace untangle::runner
