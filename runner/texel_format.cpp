// The table of texel formats. DXGI names list components from the lowest bits up;
// Vulkan's packed formats list them from the highest (R10G10B10A2 is A2B10G10R10_PACK32).
#include "runner/texel_format.h"

#include "runner/error.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <string>

namespace untangle::runner {
namespace {

struct FormatEntry {
  std::string_view name;
  TexelFormat format;
};

constexpr NumericClass kU = NumericClass::UInt;
constexpr NumericClass kS = NumericClass::SInt;
constexpr NumericClass kUn = NumericClass::UNorm;
constexpr NumericClass kSn = NumericClass::SNorm;
constexpr NumericClass kF = NumericClass::Float;

// 64-bit formats read as two 32-bit words (low, then high) per texel.
constexpr std::array kFormats = {
    FormatEntry{"R64_UINT", {VK_FORMAT_R64_UINT, 8, 2, kU}},
    FormatEntry{"R64_SINT", {VK_FORMAT_R64_SINT, 8, 2, kS}},
    FormatEntry{"R32G32B32A32_UINT", {VK_FORMAT_R32G32B32A32_UINT, 16, 4, kU}},
    FormatEntry{"R32G32B32A32_SINT", {VK_FORMAT_R32G32B32A32_SINT, 16, 4, kS}},
    FormatEntry{"R32G32B32A32_FLOAT", {VK_FORMAT_R32G32B32A32_SFLOAT, 16, 4, kF}},
    FormatEntry{"R32G32B32_UINT", {VK_FORMAT_R32G32B32_UINT, 12, 3, kU}},
    FormatEntry{"R32G32B32_SINT", {VK_FORMAT_R32G32B32_SINT, 12, 3, kS}},
    FormatEntry{"R32G32B32_FLOAT", {VK_FORMAT_R32G32B32_SFLOAT, 12, 3, kF}},
    FormatEntry{"R32G32_UINT", {VK_FORMAT_R32G32_UINT, 8, 2, kU}},
    FormatEntry{"R32G32_SINT", {VK_FORMAT_R32G32_SINT, 8, 2, kS}},
    FormatEntry{"R32G32_FLOAT", {VK_FORMAT_R32G32_SFLOAT, 8, 2, kF}},
    FormatEntry{"R32_UINT", {VK_FORMAT_R32_UINT, 4, 1, kU}},
    FormatEntry{"R32_SINT", {VK_FORMAT_R32_SINT, 4, 1, kS}},
    FormatEntry{"R32_FLOAT", {VK_FORMAT_R32_SFLOAT, 4, 1, kF}},
    FormatEntry{"R16G16B16A16_UINT", {VK_FORMAT_R16G16B16A16_UINT, 8, 4, kU}},
    FormatEntry{"R16G16B16A16_SINT", {VK_FORMAT_R16G16B16A16_SINT, 8, 4, kS}},
    FormatEntry{"R16G16B16A16_FLOAT", {VK_FORMAT_R16G16B16A16_SFLOAT, 8, 4, kF}},
    FormatEntry{"R16G16B16A16_UNORM", {VK_FORMAT_R16G16B16A16_UNORM, 8, 4, kUn}},
    FormatEntry{"R16G16B16A16_SNORM", {VK_FORMAT_R16G16B16A16_SNORM, 8, 4, kSn}},
    FormatEntry{"R16G16_UINT", {VK_FORMAT_R16G16_UINT, 4, 2, kU}},
    FormatEntry{"R16G16_SINT", {VK_FORMAT_R16G16_SINT, 4, 2, kS}},
    FormatEntry{"R16G16_FLOAT", {VK_FORMAT_R16G16_SFLOAT, 4, 2, kF}},
    FormatEntry{"R16G16_UNORM", {VK_FORMAT_R16G16_UNORM, 4, 2, kUn}},
    FormatEntry{"R16G16_SNORM", {VK_FORMAT_R16G16_SNORM, 4, 2, kSn}},
    FormatEntry{"R16_UINT", {VK_FORMAT_R16_UINT, 2, 1, kU}},
    FormatEntry{"R16_SINT", {VK_FORMAT_R16_SINT, 2, 1, kS}},
    FormatEntry{"R16_FLOAT", {VK_FORMAT_R16_SFLOAT, 2, 1, kF}},
    FormatEntry{"R16_UNORM", {VK_FORMAT_R16_UNORM, 2, 1, kUn}},
    FormatEntry{"R16_SNORM", {VK_FORMAT_R16_SNORM, 2, 1, kSn}},
    FormatEntry{"R8G8B8A8_UINT", {VK_FORMAT_R8G8B8A8_UINT, 4, 4, kU}},
    FormatEntry{"R8G8B8A8_SINT", {VK_FORMAT_R8G8B8A8_SINT, 4, 4, kS}},
    FormatEntry{"R8G8B8A8_UNORM", {VK_FORMAT_R8G8B8A8_UNORM, 4, 4, kUn}},
    FormatEntry{"R8G8B8A8_SNORM", {VK_FORMAT_R8G8B8A8_SNORM, 4, 4, kSn}},
    FormatEntry{"R8G8_UINT", {VK_FORMAT_R8G8_UINT, 2, 2, kU}},
    FormatEntry{"R8G8_SINT", {VK_FORMAT_R8G8_SINT, 2, 2, kS}},
    FormatEntry{"R8G8_UNORM", {VK_FORMAT_R8G8_UNORM, 2, 2, kUn}},
    FormatEntry{"R8G8_SNORM", {VK_FORMAT_R8G8_SNORM, 2, 2, kSn}},
    FormatEntry{"R8_UINT", {VK_FORMAT_R8_UINT, 1, 1, kU}},
    FormatEntry{"R8_SINT", {VK_FORMAT_R8_SINT, 1, 1, kS}},
    FormatEntry{"R8_UNORM", {VK_FORMAT_R8_UNORM, 1, 1, kUn}},
    FormatEntry{"R8_SNORM", {VK_FORMAT_R8_SNORM, 1, 1, kSn}},
    FormatEntry{"R10G10B10A2_UNORM", {VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4, 4, kUn, true}},
    FormatEntry{"R10G10B10A2_UINT", {VK_FORMAT_A2B10G10R10_UINT_PACK32, 4, 4, kU, true}},
    FormatEntry{"R11G11B10_FLOAT", {VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4, 3, kF, true}},
};

struct DepthEntry {
  std::string_view name;
  DepthFormat format;
};

constexpr std::array kDepthFormats = {
    DepthEntry{"D16_UNORM", {VK_FORMAT_D16_UNORM, 16, false, false}},
    DepthEntry{"D24_UNORM_S8_UINT", {VK_FORMAT_D24_UNORM_S8_UINT, 24, false, true}},
    DepthEntry{"D32_FLOAT", {VK_FORMAT_D32_SFLOAT, 32, true, false}},
    DepthEntry{"D32_FLOAT_S8X24_UINT", {VK_FORMAT_D32_SFLOAT_S8_UINT, 32, true, true}},
    DepthEntry{"D32_FLOAT_S8_UINT", {VK_FORMAT_D32_SFLOAT_S8_UINT, 32, true, true}},
    DepthEntry{"S8_UINT", {VK_FORMAT_S8_UINT, 0, false, true}},
};

// The DXGI spelling: no prefix, "FLOAT" for Vulkan's "SFLOAT".
std::string canonical_name(std::string_view name) {
  for (const std::string_view prefix : {std::string_view("DXGI_FORMAT_"), std::string_view("VK_FORMAT_")}) {
    if (name.substr(0, prefix.size()) == prefix) name.remove_prefix(prefix.size());
  }
  std::string result(name);
  for (std::size_t found = result.find("SFLOAT"); found != std::string::npos; found = result.find("SFLOAT", found)) {
    result.erase(found, 1);
  }
  return result;
}

float half_to_float(uint16_t half) {
  const uint32_t sign = (half >> 15) & 1;
  const int exponent = (half >> 10) & 0x1F;
  const uint32_t mantissa = half & 0x3FF;
  float magnitude = 0.0f;
  if (exponent == 0) {
    magnitude = std::ldexp(static_cast<float>(mantissa), -24);
  } else if (exponent == 31) {
    magnitude = mantissa == 0 ? INFINITY : NAN;
  } else {
    magnitude = std::ldexp(static_cast<float>(mantissa | 0x400), exponent - 25);
  }
  return sign != 0 ? -magnitude : magnitude;
}

// Round to nearest even, with overflow to infinity and subnormals kept.
uint16_t float_to_half(float value) {
  const uint32_t bits = std::bit_cast<uint32_t>(value);
  const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  const float magnitude = std::fabs(value);
  if (std::isnan(value)) return static_cast<uint16_t>(sign | 0x7E00);
  if (magnitude >= 65520.0f) return static_cast<uint16_t>(sign | 0x7C00);
  if (magnitude < std::ldexp(1.0f, -14)) {
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(magnitude, 24))));
  }
  int exponent = 0;
  const float fraction = std::frexp(magnitude, &exponent);  // magnitude = fraction * 2^exponent, fraction in [0.5, 1)
  const auto mantissa = static_cast<uint32_t>(std::nearbyint(std::ldexp(fraction, 11)));  // 1024..2048
  const uint32_t encoded = (static_cast<uint32_t>(exponent + 14) << 10) + (mantissa - 1024);
  return static_cast<uint16_t>(sign | encoded);
}

}  // namespace

void TexelFormat::encode(const uint32_t* words, uint8_t* texel) const {
  if (packed) throw RunnerError("packed texel formats are not encoded component by component");
  const uint32_t component_bytes = bytes / components;
  const uint32_t bits = component_bytes * 8;
  for (uint32_t component = 0; component < components; ++component) {
    const uint32_t word = words[component];
    const float value = std::bit_cast<float>(word);
    uint32_t raw = word;
    switch (numeric) {
      case NumericClass::UInt:
      case NumericClass::SInt: break;
      case NumericClass::UNorm: {
        const double scale = std::ldexp(1.0, bits) - 1.0;
        raw = static_cast<uint32_t>(std::nearbyint(std::clamp(static_cast<double>(value), 0.0, 1.0) * scale));
        break;
      }
      case NumericClass::SNorm: {
        const double scale = std::ldexp(1.0, bits - 1) - 1.0;
        raw = static_cast<uint32_t>(
            static_cast<int32_t>(std::nearbyint(std::clamp(static_cast<double>(value), -1.0, 1.0) * scale)));
        break;
      }
      case NumericClass::Float:
        if (bits == 16) raw = float_to_half(value);
        break;
    }
    std::memcpy(texel + component * component_bytes, &raw, component_bytes);  // little-endian hosts
  }
}

void TexelFormat::decode(const uint8_t* texel, uint32_t* words) const {
  if (packed) throw RunnerError("packed texel formats are not decoded component by component");
  const uint32_t component_bytes = bytes / components;
  const uint32_t bits = component_bytes * 8;
  for (uint32_t component = 0; component < components; ++component) {
    uint32_t raw = 0;
    std::memcpy(&raw, texel + component * component_bytes, component_bytes);  // little-endian hosts
    const uint32_t sign_bit = bits == 32 ? 0 : 1u << (bits - 1);
    const int32_t signed_value =
        bits == 32 ? static_cast<int32_t>(raw) : static_cast<int32_t>((raw ^ sign_bit) - sign_bit);
    switch (numeric) {
      case NumericClass::UInt: words[component] = raw; break;
      case NumericClass::SInt: words[component] = static_cast<uint32_t>(signed_value); break;
      case NumericClass::UNorm:
        words[component] = std::bit_cast<uint32_t>(static_cast<float>(raw / (std::ldexp(1.0, bits) - 1.0)));
        break;
      case NumericClass::SNorm:
        words[component] = std::bit_cast<uint32_t>(
            static_cast<float>(std::max(-1.0, signed_value / (std::ldexp(1.0, bits - 1) - 1.0))));
        break;
      case NumericClass::Float:
        words[component] = bits == 32 ? raw : std::bit_cast<uint32_t>(half_to_float(static_cast<uint16_t>(raw)));
        break;
    }
  }
}

TexelFormat texel_format(std::string_view name) {
  const std::string canonical = canonical_name(name);
  for (const FormatEntry& entry : kFormats) {
    if (entry.name == canonical) return entry.format;
  }
  throw RunnerError("unknown texel format \"" + std::string(name) +
                    "\" (expected a name such as R32_UINT or R32G32_SFLOAT)");
}

DepthFormat depth_format(std::string_view name) {
  const std::string canonical = canonical_name(name);
  for (const DepthEntry& entry : kDepthFormats) {
    if (entry.name == canonical) return entry.format;
  }
  throw RunnerError("unknown depth-stencil format \"" + std::string(name) +
                    "\" (expected D16_UNORM, D24_UNORM_S8_UINT, D32_FLOAT, D32_FLOAT_S8X24_UINT or S8_UINT)");
}

}  // namespace untangle::runner
