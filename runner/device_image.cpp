// Image creation, memory binding, views and barriers.
#include "runner/device_image.h"

namespace untangle::runner {

DeviceImage create_device_image(const Device& device, const VkImageCreateInfo& info, bool resident) {
  DeviceImage result;
  VkImage image = VK_NULL_HANDLE;
  check(vkCreateImage(device.handle(), &info, nullptr, &image), "vkCreateImage");
  result.image = Image(device, image);
  VkMemoryRequirements requirements{};
  vkGetImageMemoryRequirements(device.handle(), image, &requirements);
  auto allocate_info = vulkan_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  allocate_info.allocationSize = requirements.size;
  allocate_info.memoryTypeIndex = device.memory_type(requirements.memoryTypeBits, 0);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &allocate_info, nullptr, &memory), "vkAllocateMemory");
  result.memory = Memory(device, memory);
  if ((info.flags & VK_IMAGE_CREATE_SPARSE_BINDING_BIT) == 0) {
    check(vkBindImageMemory(device.handle(), image, memory, 0), "vkBindImageMemory");
    return result;
  }
  if (!resident) return result;
  const VkSparseMemoryBind bind{0, requirements.size, memory, 0, 0};
  const VkSparseImageOpaqueMemoryBindInfo opaque{image, 1, &bind};
  auto bind_info = vulkan_struct<VkBindSparseInfo>(VK_STRUCTURE_TYPE_BIND_SPARSE_INFO);
  bind_info.imageOpaqueBindCount = 1;
  bind_info.pImageOpaqueBinds = &opaque;
  check(vkQueueBindSparse(device.queue(), 1, &bind_info, VK_NULL_HANDLE), "vkQueueBindSparse");
  check(vkQueueWaitIdle(device.queue()), "vkQueueWaitIdle");
  return result;
}

ImageView create_image_view(const Device& device, VkImage image, VkImageViewType type, VkFormat format,
                            const VkImageSubresourceRange& range) {
  auto view_info = vulkan_struct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
  view_info.image = image;
  view_info.viewType = type;
  view_info.format = format;
  view_info.subresourceRange = range;
  VkImageView view = VK_NULL_HANDLE;
  check(vkCreateImageView(device.handle(), &view_info, nullptr, &view), "vkCreateImageView");
  return ImageView(device, view);
}

void image_barrier(VkCommandBuffer commands, VkImage image, const VkImageSubresourceRange& range, VkImageLayout from,
                   VkImageLayout to) {
  auto barrier = vulkan_struct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  barrier.oldLayout = from;
  barrier.newLayout = to;
  barrier.srcQueueFamilyIndex = barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  barrier.image = image;
  barrier.subresourceRange = range;
  vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, nullptr,
                       0, nullptr, 1, &barrier);
}

}  // namespace untangle::runner
