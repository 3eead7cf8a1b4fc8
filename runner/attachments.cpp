// Target images, dynamic rendering and read-back. Barriers are deliberately broad (all
// commands, all memory): the runner runs one draw, and correctness matters, not overlap.
#include "runner/attachments.h"

#include "runner/device_image.h"
#include "runner/error.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <string>

namespace untangle::runner {
namespace {

VkImageAspectFlags depth_aspects(const DepthFormat& format) {
  return (format.depth_bits != 0 ? VK_IMAGE_ASPECT_DEPTH_BIT : 0) | (format.stencil ? VK_IMAGE_ASPECT_STENCIL_BIT : 0);
}

// Bytes per texel that vkCmdCopyImageToBuffer writes for the depth aspect (D24 takes a
// whole word) and the stencil aspect.
uint32_t depth_copy_bytes(const DepthFormat& format) { return format.depth_bits == 16 ? 2 : 4; }
constexpr uint32_t kStencilCopyBytes = 1;

void require_format(const Device& device, VkFormat format, VkImageUsageFlags usage, VkSampleCountFlagBits samples,
                    uint32_t layers, const std::string& what) {
  VkImageFormatProperties properties{};
  const VkResult result = vkGetPhysicalDeviceImageFormatProperties(device.physical(), format, VK_IMAGE_TYPE_2D,
                                                                   VK_IMAGE_TILING_OPTIMAL, usage, 0, &properties);
  if (result == VK_ERROR_FORMAT_NOT_SUPPORTED) throw Unsupported("the device cannot render to " + what);
  check(result, "vkGetPhysicalDeviceImageFormatProperties");
  if ((properties.sampleCounts & samples) == 0) {
    throw Unsupported("the device cannot render to " + what + " with " + std::to_string(samples) + " samples");
  }
  if (properties.maxArrayLayers < layers) {
    throw Unsupported("the device cannot render to " + what + " with " + std::to_string(layers) + " layers");
  }
}

void barrier(VkCommandBuffer commands, VkImage image, VkImageAspectFlags aspects, uint32_t layers, VkImageLayout from,
             VkImageLayout to) {
  image_barrier(commands, image, {aspects, 0, 1, 0, layers}, from, to);
}

float depth_value(const DepthFormat& format, uint32_t raw) {
  if (format.float_depth) return std::bit_cast<float>(raw);
  if (format.depth_bits == 16) return static_cast<float>((raw & 0xFFFF) / 65535.0);
  return static_cast<float>((raw & 0xFFFFFF) / 16777215.0);
}

}  // namespace

Attachments::Attachments(const Device& device, const GraphicsSetup& setup) : device_(device), setup_(setup) {
  extent_ = {setup.width, setup.height};
  if (extent_.width == 0 && setup.viewport) {
    // No targets: the render area covers the viewport.
    extent_.width = static_cast<uint32_t>(std::ceil(setup.viewport->x + setup.viewport->width));
    extent_.height = static_cast<uint32_t>(std::ceil(setup.viewport->y + std::fabs(setup.viewport->height)));
  }
  extent_.width = std::max(extent_.width, 1u);
  extent_.height = std::max(extent_.height, 1u);
  const bool multisampled = setup.multisample.samples != VK_SAMPLE_COUNT_1_BIT;
  for (std::size_t index = 0; index < setup.render_targets.size(); ++index) {
    const RenderTarget& target = setup.render_targets[index];
    const VkImageUsageFlags usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    const std::string what = "render_targets[" + std::to_string(index) + "] (" + target.format_name + ")";
    require_format(device, target.format.format, usage, setup.multisample.samples, setup.layer_count(), what);
    color_formats_.push_back(target.format.format);
    colors_.push_back(
        create_target(target.format.format, VK_IMAGE_ASPECT_COLOR_BIT, usage, multisampled, {target.format.bytes}));
  }
  if (setup.depth_stencil) {
    const DepthStencilTarget& target = *setup.depth_stencil;
    const VkImageUsageFlags usage = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    const std::string what = "depth_stencil (" + target.format_name + ")";
    require_format(device, target.format.format, usage, setup.multisample.samples, setup.layer_count(), what);
    if (multisampled) {
      const GraphicsInfo& graphics = device.info().graphics;
      if (target.format.depth_bits != 0 && (graphics.depth_resolve_modes & target.resolve) == 0) {
        throw Unsupported("the device cannot resolve " + what + " depth in the mode the manifest asks");
      }
      if (target.format.stencil && (graphics.stencil_resolve_modes & stencil_resolve_mode()) == 0) {
        throw Unsupported("the device cannot resolve " + what + " stencil in the same mode as its depth");
      }
    }
    std::vector<uint32_t> copy_bytes;
    if (target.format.depth_bits != 0) copy_bytes.push_back(depth_copy_bytes(target.format));
    if (target.format.stencil) copy_bytes.push_back(kStencilCopyBytes);
    depth_ = create_target(target.format.format, depth_aspects(target.format), usage, multisampled, copy_bytes);
  }
}

Attachments::Target Attachments::create_target(VkFormat format, VkImageAspectFlags aspects, VkImageUsageFlags usage,
                                               bool resolve, const std::vector<uint32_t>& copy_bytes) {
  const uint32_t layers = setup_.layer_count();
  const auto make_image = [&](VkSampleCountFlagBits samples, Image& image, Memory& memory, ImageView& view) {
    auto image_info = vulkan_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
    image_info.imageType = VK_IMAGE_TYPE_2D;
    image_info.format = format;
    image_info.extent = {extent_.width, extent_.height, 1};
    image_info.mipLevels = 1;
    image_info.arrayLayers = layers;
    image_info.samples = samples;
    image_info.tiling = VK_IMAGE_TILING_OPTIMAL;
    image_info.usage = usage;
    image_info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    image_info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    DeviceImage created = create_device_image(device_, image_info);
    view = create_image_view(device_, created.image.get(), layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D,
                             format, {aspects, 0, 1, 0, layers});
    image = std::move(created.image);
    memory = std::move(created.memory);
  };
  Target target;
  make_image(setup_.multisample.samples, target.image, target.memory, target.view);
  if (resolve) make_image(VK_SAMPLE_COUNT_1_BIT, target.resolve_image, target.resolve_memory, target.resolve_view);
  const VkDeviceSize texels = static_cast<VkDeviceSize>(extent_.width) * extent_.height * layers;
  for (const uint32_t bytes : copy_bytes) {
    target.readback.push_back(create_host_buffer(device_, texels * bytes, VK_BUFFER_USAGE_TRANSFER_DST_BIT));
  }
  return target;
}

VkResolveModeFlagBits Attachments::stencil_resolve_mode() const {
  const DepthStencilTarget& target = *setup_.depth_stencil;
  const bool independent = device_.info().graphics.independent_resolve || target.format.depth_bits == 0;
  return independent ? VK_RESOLVE_MODE_SAMPLE_ZERO_BIT : target.resolve;
}

VkFormat Attachments::depth_format() const {
  return setup_.depth_stencil && setup_.depth_stencil->format.depth_bits != 0 ? setup_.depth_stencil->format.format
                                                                              : VK_FORMAT_UNDEFINED;
}

VkFormat Attachments::stencil_format() const {
  return setup_.depth_stencil && setup_.depth_stencil->format.stencil ? setup_.depth_stencil->format.format
                                                                      : VK_FORMAT_UNDEFINED;
}

void Attachments::begin(VkCommandBuffer commands) const {
  const uint32_t layers = setup_.layer_count();
  std::vector<VkRenderingAttachmentInfo> color_infos;
  for (std::size_t index = 0; index < colors_.size(); ++index) {
    const Target& target = colors_[index];
    const RenderTarget& manifest_target = setup_.render_targets[index];
    barrier(commands, target.image.get(), VK_IMAGE_ASPECT_COLOR_BIT, layers, VK_IMAGE_LAYOUT_UNDEFINED,
            VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
    auto info = vulkan_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
    info.imageView = target.view.get();
    info.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    if (target.resolve_image.get() != VK_NULL_HANDLE) {
      barrier(commands, target.resolve_image.get(), VK_IMAGE_ASPECT_COLOR_BIT, layers, VK_IMAGE_LAYOUT_UNDEFINED,
              VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
      info.resolveMode = manifest_target.resolve_mode();
      info.resolveImageView = target.resolve_view.get();
      info.resolveImageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    }
    info.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    info.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    std::memcpy(info.clearValue.color.uint32, manifest_target.clear.data(), sizeof(info.clearValue.color.uint32));
    color_infos.push_back(info);
  }
  auto depth_info = vulkan_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
  auto stencil_info = depth_info;
  if (depth_) {
    const DepthStencilTarget& target = *setup_.depth_stencil;
    const VkImageAspectFlags aspects = depth_aspects(target.format);
    barrier(commands, depth_->image.get(), aspects, layers, VK_IMAGE_LAYOUT_UNDEFINED,
            VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL);
    depth_info.imageView = depth_->view.get();
    depth_info.imageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL;
    depth_info.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    depth_info.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    depth_info.clearValue.depthStencil = {target.clear_depth, target.clear_stencil};
    if (depth_->resolve_image.get() != VK_NULL_HANDLE) {
      barrier(commands, depth_->resolve_image.get(), aspects, layers, VK_IMAGE_LAYOUT_UNDEFINED,
              VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL);
      depth_info.resolveImageView = depth_->resolve_view.get();
      depth_info.resolveImageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL;
    }
    stencil_info = depth_info;
    if (depth_->resolve_image.get() != VK_NULL_HANDLE) {
      depth_info.resolveMode = target.resolve;
      stencil_info.resolveMode = stencil_resolve_mode();
    }
  }
  auto rendering = vulkan_struct<VkRenderingInfo>(VK_STRUCTURE_TYPE_RENDERING_INFO);
  rendering.renderArea = {{0, 0}, extent_};
  rendering.layerCount = setup_.layers;
  rendering.viewMask = setup_.view_count > 1 ? (1u << setup_.view_count) - 1 : 0;
  rendering.colorAttachmentCount = static_cast<uint32_t>(color_infos.size());
  rendering.pColorAttachments = color_infos.data();
  if (depth_format() != VK_FORMAT_UNDEFINED) rendering.pDepthAttachment = &depth_info;
  if (stencil_format() != VK_FORMAT_UNDEFINED) rendering.pStencilAttachment = &stencil_info;
  vkCmdBeginRendering(commands, &rendering);
}

void Attachments::copy_out(VkCommandBuffer commands, const Target& target, VkImageAspectFlags aspects) const {
  const bool resolved = target.resolve_image.get() != VK_NULL_HANDLE;
  const VkImage source = resolved ? target.resolve_image.get() : target.image.get();
  const VkImageLayout attachment_layout = aspects == VK_IMAGE_ASPECT_COLOR_BIT
                                              ? VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL
                                              : VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL;
  barrier(commands, source, aspects, setup_.layer_count(), attachment_layout, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
  std::size_t buffer_index = 0;
  for (const VkImageAspectFlagBits aspect :
       {VK_IMAGE_ASPECT_COLOR_BIT, VK_IMAGE_ASPECT_DEPTH_BIT, VK_IMAGE_ASPECT_STENCIL_BIT}) {
    if ((aspects & aspect) == 0) continue;
    VkBufferImageCopy region{};
    region.imageSubresource = {static_cast<VkImageAspectFlags>(aspect), 0, 0, setup_.layer_count()};
    region.imageExtent = {extent_.width, extent_.height, 1};
    vkCmdCopyImageToBuffer(commands, source, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                           target.readback[buffer_index++].buffer.get(), 1, &region);
  }
}

void Attachments::end_and_copy(VkCommandBuffer commands) const {
  vkCmdEndRendering(commands);
  for (const Target& target : colors_) copy_out(commands, target, VK_IMAGE_ASPECT_COLOR_BIT);
  if (depth_) copy_out(commands, *depth_, depth_aspects(setup_.depth_stencil->format));
}

TargetContents Attachments::contents() const {
  TargetContents contents;
  const std::size_t texels = static_cast<std::size_t>(extent_.width) * extent_.height * setup_.layer_count();
  for (std::size_t index = 0; index < colors_.size(); ++index) {
    const TexelFormat& format = setup_.render_targets[index].format;
    const auto* bytes = static_cast<const uint8_t*>(colors_[index].readback.front().mapped);
    std::vector<uint32_t> words(texels * format.components);
    for (std::size_t texel = 0; texel < texels; ++texel) {
      format.decode(bytes + texel * format.bytes, words.data() + texel * format.components);
    }
    contents.colors.push_back(std::move(words));
  }
  if (depth_) {
    const DepthFormat& format = setup_.depth_stencil->format;
    std::size_t buffer_index = 0;
    if (format.depth_bits != 0) {
      const HostBuffer& buffer = depth_->readback[buffer_index++];
      const uint32_t bytes = depth_copy_bytes(format);
      for (std::size_t texel = 0; texel < texels; ++texel) {
        uint32_t raw = 0;
        std::memcpy(&raw, static_cast<const uint8_t*>(buffer.mapped) + texel * bytes, bytes);
        contents.depth.push_back(std::bit_cast<uint32_t>(depth_value(format, raw)));
      }
    }
    if (format.stencil) {
      const auto* bytes = static_cast<const uint8_t*>(depth_->readback[buffer_index].mapped);
      contents.stencil.assign(bytes, bytes + texels);
    }
  }
  return contents;
}

}  // namespace untangle::runner
