// Device-local images with their memory and views, and the broad layout barrier the runner
// uses around them; shared by render targets and manifest textures.
#pragma once

#include "runner/device.h"

namespace untangle::runner {

struct DeviceImage {
  Image image;
  Memory memory;
};

// Creates the image and binds device memory to it; a sparse image (created with
// VK_IMAGE_CREATE_SPARSE_BINDING_BIT) is bound whole, through the queue, so that every texel
// is resident, unless `resident` is false: then no texel is.
DeviceImage create_device_image(const Device& device, const VkImageCreateInfo& info, bool resident = true);

ImageView create_image_view(const Device& device, VkImage image, VkImageViewType type, VkFormat format,
                            const VkImageSubresourceRange& range);

// A barrier over every command and all memory (the runner wants correctness, not overlap)
// that also moves `range` of `image` from layout `from` to `to`.
void image_barrier(VkCommandBuffer commands, VkImage image, const VkImageSubresourceRange& range, VkImageLayout from,
                   VkImageLayout to);

}  // namespace untangle::runner
