// Texel formats of typed buffers (Buffer<T>, RWBuffer<T>), named as in the manifests
// (DXGI style: "R32G32B32A32_UINT", "R32_FLOAT"...), with their Vulkan formats.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <string_view>

namespace untangle::runner {

struct TexelFormat {
  VkFormat format = VK_FORMAT_UNDEFINED;
  uint32_t bytes = 0;  // size of one texel
};

// The format named `name` (an optional "DXGI_FORMAT_" prefix is accepted); throws
// RunnerError for an unknown name.
TexelFormat texel_format(std::string_view name);

}  // namespace untangle::runner
