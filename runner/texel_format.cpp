// The table of texel formats a typed buffer may use. DXGI names list components from the
// lowest bits up; Vulkan's packed formats list them from the highest (R10G10B10A2 is
// A2B10G10R10_PACK32).
#include "runner/texel_format.h"

#include "runner/errors.h"

#include <array>
#include <string>

namespace untangle::runner {
namespace {

struct FormatEntry {
  std::string_view name;
  TexelFormat format;
};

constexpr std::array kFormats = {
    FormatEntry{"R32G32B32A32_UINT", {VK_FORMAT_R32G32B32A32_UINT, 16}},
    FormatEntry{"R32G32B32A32_SINT", {VK_FORMAT_R32G32B32A32_SINT, 16}},
    FormatEntry{"R32G32B32A32_FLOAT", {VK_FORMAT_R32G32B32A32_SFLOAT, 16}},
    FormatEntry{"R32G32B32_UINT", {VK_FORMAT_R32G32B32_UINT, 12}},
    FormatEntry{"R32G32B32_SINT", {VK_FORMAT_R32G32B32_SINT, 12}},
    FormatEntry{"R32G32B32_FLOAT", {VK_FORMAT_R32G32B32_SFLOAT, 12}},
    FormatEntry{"R32G32_UINT", {VK_FORMAT_R32G32_UINT, 8}},
    FormatEntry{"R32G32_SINT", {VK_FORMAT_R32G32_SINT, 8}},
    FormatEntry{"R32G32_FLOAT", {VK_FORMAT_R32G32_SFLOAT, 8}},
    FormatEntry{"R32_UINT", {VK_FORMAT_R32_UINT, 4}},
    FormatEntry{"R32_SINT", {VK_FORMAT_R32_SINT, 4}},
    FormatEntry{"R32_FLOAT", {VK_FORMAT_R32_SFLOAT, 4}},
    FormatEntry{"R16G16B16A16_UINT", {VK_FORMAT_R16G16B16A16_UINT, 8}},
    FormatEntry{"R16G16B16A16_SINT", {VK_FORMAT_R16G16B16A16_SINT, 8}},
    FormatEntry{"R16G16B16A16_FLOAT", {VK_FORMAT_R16G16B16A16_SFLOAT, 8}},
    FormatEntry{"R16G16B16A16_UNORM", {VK_FORMAT_R16G16B16A16_UNORM, 8}},
    FormatEntry{"R16G16B16A16_SNORM", {VK_FORMAT_R16G16B16A16_SNORM, 8}},
    FormatEntry{"R16G16_UINT", {VK_FORMAT_R16G16_UINT, 4}},
    FormatEntry{"R16G16_SINT", {VK_FORMAT_R16G16_SINT, 4}},
    FormatEntry{"R16G16_FLOAT", {VK_FORMAT_R16G16_SFLOAT, 4}},
    FormatEntry{"R16G16_UNORM", {VK_FORMAT_R16G16_UNORM, 4}},
    FormatEntry{"R16G16_SNORM", {VK_FORMAT_R16G16_SNORM, 4}},
    FormatEntry{"R16_UINT", {VK_FORMAT_R16_UINT, 2}},
    FormatEntry{"R16_SINT", {VK_FORMAT_R16_SINT, 2}},
    FormatEntry{"R16_FLOAT", {VK_FORMAT_R16_SFLOAT, 2}},
    FormatEntry{"R16_UNORM", {VK_FORMAT_R16_UNORM, 2}},
    FormatEntry{"R16_SNORM", {VK_FORMAT_R16_SNORM, 2}},
    FormatEntry{"R8G8B8A8_UINT", {VK_FORMAT_R8G8B8A8_UINT, 4}},
    FormatEntry{"R8G8B8A8_SINT", {VK_FORMAT_R8G8B8A8_SINT, 4}},
    FormatEntry{"R8G8B8A8_UNORM", {VK_FORMAT_R8G8B8A8_UNORM, 4}},
    FormatEntry{"R8G8B8A8_SNORM", {VK_FORMAT_R8G8B8A8_SNORM, 4}},
    FormatEntry{"R8G8_UINT", {VK_FORMAT_R8G8_UINT, 2}},
    FormatEntry{"R8G8_SINT", {VK_FORMAT_R8G8_SINT, 2}},
    FormatEntry{"R8G8_UNORM", {VK_FORMAT_R8G8_UNORM, 2}},
    FormatEntry{"R8G8_SNORM", {VK_FORMAT_R8G8_SNORM, 2}},
    FormatEntry{"R8_UINT", {VK_FORMAT_R8_UINT, 1}},
    FormatEntry{"R8_SINT", {VK_FORMAT_R8_SINT, 1}},
    FormatEntry{"R8_UNORM", {VK_FORMAT_R8_UNORM, 1}},
    FormatEntry{"R8_SNORM", {VK_FORMAT_R8_SNORM, 1}},
    FormatEntry{"R10G10B10A2_UNORM", {VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4}},
    FormatEntry{"R10G10B10A2_UINT", {VK_FORMAT_A2B10G10R10_UINT_PACK32, 4}},
    FormatEntry{"R11G11B10_FLOAT", {VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4}},
};

}  // namespace

TexelFormat texel_format(std::string_view name) {
  constexpr std::string_view kPrefix = "DXGI_FORMAT_";
  if (name.substr(0, kPrefix.size()) == kPrefix) name.remove_prefix(kPrefix.size());
  for (const FormatEntry& entry : kFormats) {
    if (entry.name == name) return entry.format;
  }
  throw RunnerError("unknown texel format \"" + std::string(name) + "\" (expected a DXGI-style name such as R32_UINT)");
}

}  // namespace untangle::runner
