// The texture and sampler parts of a manifest resource (runner/README.md): a texture's shape
// (dimension, size, layers, mip levels, samples) and a sampler's state, with Vulkan enums
// standing for the choices the JSON names.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <optional>

namespace untangle::runner {

struct TextureShape {
  VkImageViewType view_type = VK_IMAGE_VIEW_TYPE_2D;  // how the shader sees it
  uint32_t width = 1;
  uint32_t height = 1;
  uint32_t depth = 1;   // 3D textures
  uint32_t layers = 1;  // array layers (six per cube)
  uint32_t mip_levels = 1;
  uint32_t samples = 1;

  VkImageType image_type() const;
  bool is_cube() const;
  // Texels of one layer at mip `level` (width x height x depth, each halved per level, at least 1).
  uint64_t texels(uint32_t level) const;
  // Words of every subresource of a texture with `components` components per texel:
  // the layout of a texture's data and expectations.
  uint64_t words(uint32_t components) const;
};

struct SamplerState {
  VkFilter min_filter = VK_FILTER_NEAREST;
  VkFilter mag_filter = VK_FILTER_NEAREST;
  VkSamplerMipmapMode mip_filter = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  VkSamplerAddressMode address_u = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  VkSamplerAddressMode address_v = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  VkSamplerAddressMode address_w = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  float mip_lod_bias = 0;
  float min_lod = 0;
  float max_lod = VK_LOD_CLAMP_NONE;
  float max_anisotropy = 0;  // 0 or 1: anisotropic filtering off
  std::optional<VkCompareOp> comparison;
  VkBorderColor border_color = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
};

}  // namespace untangle::runner
