// A manifest texture as a device-local image: created with the view shaders see, filled
// from the manifest's words before the run and read back into words after it (plain
// copies, or the multisample copy shader for multisampled images).
#pragma once

#include "runner/device.h"
#include "runner/device_image.h"
#include "runner/host_buffer.h"
#include "runner/manifest.h"
#include "runner/multisample_copy.h"
#include "runner/texel_format.h"

#include <cstdint>
#include <vector>

namespace untangle::runner {

class TextureImage {
 public:
  // Throws Unsupported where the device lacks the format, size or sample count for this
  // use (`storage`: a UAV; `sparse`: a sparse-residency image, for shaders that query
  // residency, bound whole so that every texel is resident).
  TextureImage(const Device& device, const ManifestResource& source, bool storage, bool sparse);

  VkImageView view() const { return view_.get(); }
  bool multisampled() const { return source_->texture.samples > 1; }
  NumericClass numeric() const { return format_.numeric; }

  // Record the upload of the manifest's data (leaving every subresource in the GENERAL
  // layout) and, after the work, the copy of every subresource into host memory. `copy` is
  // needed for multisampled images only.
  void record_upload(VkCommandBuffer commands, MultisampleCopy* copy) const;
  void record_readback(VkCommandBuffer commands, MultisampleCopy* copy) const;

  // After the read-back submission: the manifest's layout (one word per component).
  std::vector<uint32_t> contents() const;

 private:
  std::vector<VkBufferImageCopy> copy_regions() const;
  VkImageSubresourceRange whole() const;

  const ManifestResource* source_;
  TexelFormat format_;
  DeviceImage image_;
  ImageView view_;
  ImageView copy_view_;  // multisampled: a 2D-array storage view for the copy shader
  HostBuffer staging_;   // the data in the image's layout: texel bytes, or four words per sample
};

}  // namespace untangle::runner
