// Texture images: creation with the manifest's shape, staging in the manifest's order
// (layer by layer, mip level by mip level; samples within a layer for multisampled images).
#include "runner/texture_image.h"

#include "runner/error.h"

#include <algorithm>
#include <cstring>

namespace untangle::runner {
namespace {

constexpr uint32_t kCopyWordsPerSample = 4;  // the multisample copy shader moves vec4s

VkImageUsageFlags usage_of(bool storage, bool multisampled) {
  VkImageUsageFlags usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  if (storage || multisampled) usage |= VK_IMAGE_USAGE_STORAGE_BIT;
  return usage;
}

}  // namespace

TextureImage::TextureImage(const Device& device, const ManifestResource& source, bool storage, bool sparse)
    : source_(&source), format_(texel_format(source.texel_format)) {
  const TextureShape& shape = source.texture;
  auto info = vulkan_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
  info.flags = shape.is_cube() ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0;
  if (sparse) {
    const VkPhysicalDeviceFeatures& features = device.info().features.core;
    const bool residency = shape.image_type() == VK_IMAGE_TYPE_3D   ? features.sparseResidencyImage3D
                           : shape.image_type() == VK_IMAGE_TYPE_2D ? features.sparseResidencyImage2D
                                                                    : VK_FALSE;
    if (features.sparseBinding != VK_TRUE || residency != VK_TRUE || shape.samples > 1) {
      throw Unsupported(source.label() + ": the shader queries residency, and the device has no sparse residency "
                        "for this kind of image");
    }
    info.flags |= VK_IMAGE_CREATE_SPARSE_BINDING_BIT | VK_IMAGE_CREATE_SPARSE_RESIDENCY_BIT;
  }
  info.imageType = shape.image_type();
  info.format = format_.format;
  info.extent = {shape.width, shape.height, shape.depth};
  info.mipLevels = shape.mip_levels;
  info.arrayLayers = shape.layers;
  info.samples = static_cast<VkSampleCountFlagBits>(shape.samples);
  info.tiling = VK_IMAGE_TILING_OPTIMAL;
  info.usage = usage_of(storage, multisampled());
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  VkImageFormatProperties properties{};
  const VkResult supported = vkGetPhysicalDeviceImageFormatProperties(
      device.physical(), info.format, info.imageType, info.tiling, info.usage, info.flags, &properties);
  const std::string what = source.label() + " (" + source.texel_format + ")";
  if (supported == VK_ERROR_FORMAT_NOT_SUPPORTED) {
    throw Unsupported("the device does not support " + what + " for this use" +
                      (multisampled() ? " (multisampled images are written through storage views)" : ""));
  }
  check(supported, "vkGetPhysicalDeviceImageFormatProperties");
  if ((properties.sampleCounts & info.samples) == 0) {
    throw Unsupported("the device does not support " + what + " with " + std::to_string(shape.samples) + " samples");
  }
  if (properties.maxArrayLayers < shape.layers || properties.maxMipLevels < shape.mip_levels ||
      properties.maxExtent.width < shape.width || properties.maxExtent.height < shape.height ||
      properties.maxExtent.depth < shape.depth) {
    throw Unsupported("the device does not support " + what + " at this size");
  }
  if (!source.resident && !sparse) {
    throw RunnerError(source.label() + " is not resident, which only shaders that query residency can see");
  }
  image_ = create_device_image(device, info, source.resident);
  view_ = create_image_view(device, image_.image.get(), shape.view_type, info.format, whole());
  VkDeviceSize staging_bytes = 0;
  if (multisampled()) {
    copy_view_ = create_image_view(device, image_.image.get(), VK_IMAGE_VIEW_TYPE_2D_ARRAY, info.format, whole());
    staging_bytes = shape.texels(0) * shape.layers * shape.samples * kCopyWordsPerSample * sizeof(uint32_t);
  } else {
    staging_bytes = shape.words(format_.components) / format_.components * format_.bytes;
  }
  staging_ = create_host_buffer(device, staging_bytes, VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                                           VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                                           VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
  // The data in the staging buffer's layout.
  const std::vector<uint32_t>& data = source.data;
  auto* bytes = static_cast<uint8_t*>(staging_.mapped);
  const std::size_t texel_count = data.size() / format_.components;
  for (std::size_t texel = 0; texel < texel_count; ++texel) {
    const uint32_t* words = data.data() + texel * format_.components;
    if (multisampled()) {
      std::memcpy(bytes + texel * kCopyWordsPerSample * sizeof(uint32_t), words, format_.components * sizeof(uint32_t));
    } else {
      format_.encode(words, bytes + texel * format_.bytes);
    }
  }
}

VkImageSubresourceRange TextureImage::whole() const {
  return {VK_IMAGE_ASPECT_COLOR_BIT, 0, source_->texture.mip_levels, 0, source_->texture.layers};
}

std::vector<VkBufferImageCopy> TextureImage::copy_regions() const {
  const TextureShape& shape = source_->texture;
  std::vector<VkBufferImageCopy> regions;
  VkDeviceSize offset = 0;
  for (uint32_t layer = 0; layer < shape.layers; ++layer) {
    for (uint32_t level = 0; level < shape.mip_levels; ++level) {
      VkBufferImageCopy region{};
      region.bufferOffset = offset;
      region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, level, layer, 1};
      region.imageExtent = {std::max(shape.width >> level, 1u), std::max(shape.height >> level, 1u),
                            std::max(shape.depth >> level, 1u)};
      regions.push_back(region);
      offset += shape.texels(level) * format_.bytes;
    }
  }
  return regions;
}

void TextureImage::record_upload(VkCommandBuffer commands, MultisampleCopy* copy) const {
  const TextureShape& shape = source_->texture;
  image_barrier(commands, image_.image.get(), whole(), VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_GENERAL);
  if (multisampled()) {
    copy->record(commands, copy_view_.get(), staging_.buffer.get(), shape.width, shape.height, shape.layers,
                 shape.samples, true);
  } else {
    const std::vector<VkBufferImageCopy> regions = copy_regions();
    vkCmdCopyBufferToImage(commands, staging_.buffer.get(), image_.image.get(), VK_IMAGE_LAYOUT_GENERAL,
                           static_cast<uint32_t>(regions.size()), regions.data());
  }
  image_barrier(commands, image_.image.get(), whole(), VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_GENERAL);
}

void TextureImage::record_readback(VkCommandBuffer commands, MultisampleCopy* copy) const {
  const TextureShape& shape = source_->texture;
  image_barrier(commands, image_.image.get(), whole(), VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_GENERAL);
  if (multisampled()) {
    copy->record(commands, copy_view_.get(), staging_.buffer.get(), shape.width, shape.height, shape.layers,
                 shape.samples, false);
    return;
  }
  const std::vector<VkBufferImageCopy> regions = copy_regions();
  vkCmdCopyImageToBuffer(commands, image_.image.get(), VK_IMAGE_LAYOUT_GENERAL, staging_.buffer.get(),
                         static_cast<uint32_t>(regions.size()), regions.data());
}

std::vector<uint32_t> TextureImage::contents() const {
  std::vector<uint32_t> words(source_->data.size());
  const auto* bytes = static_cast<const uint8_t*>(staging_.mapped);
  const std::size_t texel_count = words.size() / format_.components;
  for (std::size_t texel = 0; texel < texel_count; ++texel) {
    uint32_t* out = words.data() + texel * format_.components;
    if (multisampled()) {
      std::memcpy(out, bytes + texel * kCopyWordsPerSample * sizeof(uint32_t), format_.components * sizeof(uint32_t));
    } else {
      format_.decode(bytes + texel * format_.bytes, out);
    }
  }
  return words;
}

}  // namespace untangle::runner
