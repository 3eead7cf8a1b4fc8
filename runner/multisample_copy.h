// Copies between a buffer and a multisampled image, which Vulkan cannot copy to or from:
// a small compute shader writes (or reads) every sample through a storage-image view.
#pragma once

#include "runner/device.h"
#include "runner/texel_format.h"

#include <cstdint>

namespace untangle::runner {

class MultisampleCopy {
 public:
  // A pipeline for images whose components read as `numeric` (float, unsigned or signed).
  MultisampleCopy(const Device& device, NumericClass numeric);

  // Records the copy between `words` (four words per sample: layer by layer, sample by
  // sample, row by row) and every sample of `view`, a 2D-array storage view of a
  // multisampled image in the GENERAL layout.
  void record(VkCommandBuffer commands, VkImageView view, VkBuffer words, uint32_t width, uint32_t height,
              uint32_t layers, uint32_t samples, bool to_image);

 private:
  const Device& device_;
  DescriptorSetLayout set_layout_;
  PipelineLayout layout_;
  Pipeline pipeline_;
  DescriptorPool pool_;
};

}  // namespace untangle::runner
