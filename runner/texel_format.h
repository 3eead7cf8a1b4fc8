// Texel formats of typed buffers (Buffer<T>, RWBuffer<T>), vertex attributes, render
// targets and depth-stencil targets, named as in the manifests (DXGI style "R32_FLOAT" or
// Vulkan style "R32_SFLOAT"), with their Vulkan formats and component layout.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <string_view>

namespace untangle::runner {

// How a component's bits read as a number.
enum class NumericClass { UInt, SInt, UNorm, SNorm, Float };

struct TexelFormat {
  VkFormat format = VK_FORMAT_UNDEFINED;
  uint32_t bytes = 0;  // size of one texel
  uint32_t components = 0;
  NumericClass numeric = NumericClass::UInt;
  bool packed = false;  // components of unequal sizes (R10G10B10A2, R11G11B10)

  bool is_integer() const { return numeric == NumericClass::UInt || numeric == NumericClass::SInt; }
  // Converts texel bytes to one 32-bit word per component: integers zero- or
  // sign-extended, everything else as float bits. Not for packed formats.
  void decode(const uint8_t* texel, uint32_t* words) const;
  // The inverse: one word per component (integers truncated to the component's size,
  // everything else float bits, rounded to the format) to texel bytes.
  void encode(const uint32_t* words, uint8_t* texel) const;
};

// The format named `name`: a DXGI-style name or the Vulkan one ("SFLOAT" for "FLOAT"), with
// an optional "DXGI_FORMAT_" or "VK_FORMAT_" prefix; throws RunnerError for an unknown name.
TexelFormat texel_format(std::string_view name);

struct DepthFormat {
  VkFormat format = VK_FORMAT_UNDEFINED;
  uint32_t depth_bits = 0;  // 0: stencil only
  bool float_depth = false;
  bool stencil = false;
};

// D16_UNORM, D24_UNORM_S8_UINT, D32_FLOAT, D32_FLOAT_S8X24_UINT (also D32_SFLOAT_S8_UINT)
// or S8_UINT, spelled as for texel_format; throws RunnerError for an unknown name.
DepthFormat depth_format(std::string_view name);

}  // namespace untangle::runner
