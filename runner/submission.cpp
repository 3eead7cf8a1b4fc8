// Command pool, one-time command buffer, fenced submit.
#include "runner/submission.h"

#include "runner/error.h"

#include <string>

namespace untangle::runner {

Submission::Submission(Device& device) : device_(device) {
  device.require_usable();
  auto pool_info = vulkan_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pool_info.queueFamilyIndex = device.queue_family();
  VkCommandPool pool = VK_NULL_HANDLE;
  check(vkCreateCommandPool(device.handle(), &pool_info, nullptr, &pool), "vkCreateCommandPool");
  pool_ = CommandPool(device, pool);
  auto command_info = vulkan_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  command_info.commandPool = pool;
  command_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  command_info.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(device.handle(), &command_info, &commands_), "vkAllocateCommandBuffers");
  auto begin_info = vulkan_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin_info.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(commands_, &begin_info), "vkBeginCommandBuffer");
}

void Submission::run(const char* work, std::chrono::milliseconds timeout) {
  // Make every write of the recorded work visible to the host's reads of mapped memory.
  auto barrier = vulkan_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(commands_, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  check(vkEndCommandBuffer(commands_), "vkEndCommandBuffer");
  auto fence_info = vulkan_struct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence_handle = VK_NULL_HANDLE;
  check(vkCreateFence(device_.handle(), &fence_info, nullptr, &fence_handle), "vkCreateFence");
  const Fence fence(device_, fence_handle);
  auto submit_info = vulkan_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit_info.commandBufferCount = 1;
  submit_info.pCommandBuffers = &commands_;
  check(vkQueueSubmit(device_.queue(), 1, &submit_info, fence_handle), "vkQueueSubmit");
  const auto nanoseconds = std::chrono::duration_cast<std::chrono::nanoseconds>(timeout);
  const VkResult waited =
      vkWaitForFences(device_.handle(), 1, &fence_handle, VK_TRUE, static_cast<uint64_t>(nanoseconds.count()));
  if (waited == VK_TIMEOUT) {
    device_.abandon();
    throw RunnerError(
        std::string("the ") + work + " did not finish within " + std::to_string(timeout.count()) +
        " ms, shader compilation included (does the shader loop forever?); the Vulkan device is abandoned");
  }
  check(waited, "vkWaitForFences");
}

}  // namespace untangle::runner
