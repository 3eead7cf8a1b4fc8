// The render and depth-stencil targets of a draw: images (with single-sample resolve
// images for multisampled targets), dynamic rendering with their clears, and read-back
// of every texel into words the manifest's expectations compare.
#pragma once

#include "runner/device.h"
#include "runner/graphics_manifest.h"
#include "runner/host_buffer.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace untangle::runner {

struct TargetContents {
  std::vector<std::vector<uint32_t>> colors;  // per render target: components, texel by texel, layer by layer
  std::vector<uint32_t> depth;                // float bits per texel
  std::vector<uint32_t> stencil;              // per texel
};

class Attachments {
 public:
  // Creates the images; throws Unsupported where the device cannot render to a format
  // at the sample count or resolve it as asked.
  Attachments(const Device& device, const GraphicsSetup& setup);

  // The render area: the targets' size, or the viewport's where there are no targets.
  VkExtent2D extent() const { return extent_; }

  // For VkPipelineRenderingCreateInfo.
  const std::vector<VkFormat>& color_formats() const { return color_formats_; }
  VkFormat depth_format() const;
  VkFormat stencil_format() const;

  // Moves the images into attachment layouts and begins dynamic rendering over the
  // whole target (or the viewport's area where there is none), clearing every target.
  void begin(VkCommandBuffer commands) const;
  // Ends rendering and copies every target (the resolved image where multisampled) to
  // host buffers.
  void end_and_copy(VkCommandBuffer commands) const;

  // After the submission: the copied texels, decoded.
  TargetContents contents() const;

 private:
  struct Target {
    Image image;
    Memory memory;
    ImageView view;
    Image resolve_image;  // multisampled targets only
    Memory resolve_memory;
    ImageView resolve_view;
    std::vector<HostBuffer> readback;  // one per aspect: color, or depth then stencil
  };

  // `copy_bytes`: per aspect (color; or depth, then stencil), the bytes a texel takes
  // when copied to a buffer.
  Target create_target(VkFormat format, VkImageAspectFlags aspects, VkImageUsageFlags usage, bool resolve,
                       const std::vector<uint32_t>& copy_bytes);
  // Sample 0, unless the device resolves stencil only in the depth's mode.
  VkResolveModeFlagBits stencil_resolve_mode() const;
  void copy_out(VkCommandBuffer commands, const Target& target, VkImageAspectFlags aspects) const;

  const Device& device_;
  const GraphicsSetup& setup_;
  VkExtent2D extent_{};
  std::vector<VkFormat> color_formats_;
  std::vector<Target> colors_;
  std::optional<Target> depth_;
};

}  // namespace untangle::runner
