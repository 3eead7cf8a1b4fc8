// The readable text of a RootSignature for `untangle dis`, in the words of HLSL's root
// signature language (DATA_STATIC, MIN_MAG_MIP_LINEAR, ...), so that it reads like the source.
#include <array>
#include <cstdio>
#include <span>
#include <string_view>

#include "dxil/root_signature.h"

namespace untangle::dxil {
namespace {

struct FlagName {
  uint32_t bit;
  std::string_view name;
};

constexpr FlagName kRootSignatureFlags[] = {
    {0x1, "ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT"},
    {0x2, "DENY_VERTEX_SHADER_ROOT_ACCESS"},
    {0x4, "DENY_HULL_SHADER_ROOT_ACCESS"},
    {0x8, "DENY_DOMAIN_SHADER_ROOT_ACCESS"},
    {0x10, "DENY_GEOMETRY_SHADER_ROOT_ACCESS"},
    {0x20, "DENY_PIXEL_SHADER_ROOT_ACCESS"},
    {0x40, "ALLOW_STREAM_OUTPUT"},
    {0x80, "LOCAL_ROOT_SIGNATURE"},
    {0x100, "DENY_AMPLIFICATION_SHADER_ROOT_ACCESS"},
    {0x200, "DENY_MESH_SHADER_ROOT_ACCESS"},
    {0x400, "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED"},
    {0x800, "SAMPLER_HEAP_DIRECTLY_INDEXED"},
};

constexpr FlagName kRangeFlags[] = {
    {0x1, "DESCRIPTORS_VOLATILE"},
    {0x2, "DATA_VOLATILE"},
    {0x4, "DATA_STATIC_WHILE_SET_AT_EXECUTE"},
    {0x8, "DATA_STATIC"},
    {0x10000, "DESCRIPTORS_STATIC_KEEPING_BUFFER_BOUNDS_CHECKS"},
};

constexpr FlagName kSamplerFlags[] = {
    {0x1, "UINT_BORDER_COLOR"},
    {0x2, "NON_NORMALIZED_COORDINATES"},
};

// Root descriptor flags are the range flags' data bits.
constexpr std::span<const FlagName> kRootDescriptorFlags = std::span(kRangeFlags).subspan(1, 3);

// Indexed by the version less 1.
constexpr std::array<std::string_view, 3> kVersionNames = {"1.0", "1.1", "1.2"};
constexpr std::array<std::string_view, 8> kVisibilityNames = {"all",      "vertex", "hull",          "domain",
                                                              "geometry", "pixel",  "amplification", "mesh"};
constexpr std::array<std::string_view, 5> kParameterTypeNames = {"descriptor table", "root constants", "root CBV",
                                                                 "root SRV", "root UAV"};
constexpr std::array<std::string_view, 4> kRangeTypeNames = {"SRV", "UAV", "CBV", "Sampler"};
constexpr std::array<std::string_view, 4> kRangeRegisterLetters = {"t", "u", "b", "s"};
// Indexed by the parameter type less RootParameterType::Cbv.
constexpr std::array<std::string_view, 3> kDescriptorRegisterLetters = {"b", "t", "u"};
// Indexed by the mode less TextureAddressMode::Wrap.
constexpr std::array<std::string_view, 5> kAddressModeNames = {"WRAP", "MIRROR", "CLAMP", "BORDER", "MIRROR_ONCE"};
constexpr std::array<std::string_view, 9> kComparisonNames = {
    "NONE", "NEVER", "LESS", "EQUAL", "LESS_EQUAL", "GREATER", "NOT_EQUAL", "GREATER_EQUAL", "ALWAYS"};
constexpr std::array<std::string_view, 5> kBorderColorNames = {"TRANSPARENT_BLACK", "OPAQUE_BLACK", "OPAQUE_WHITE",
                                                               "OPAQUE_BLACK_UINT", "OPAQUE_WHITE_UINT"};
// Indexed by min, mag and mip filter bits (linear = 1), in that order from the high bit.
constexpr std::array<std::string_view, 8> kBasicFilterNames = {
    "MIN_MAG_MIP_POINT",        "MIN_MAG_POINT_MIP_LINEAR", "MIN_POINT_MAG_LINEAR_MIP_POINT",
    "MIN_POINT_MAG_MIP_LINEAR", "MIN_LINEAR_MAG_MIP_POINT", "MIN_LINEAR_MAG_POINT_MIP_LINEAR",
    "MIN_MAG_LINEAR_MIP_POINT", "MIN_MAG_MIP_LINEAR"};
constexpr std::array<std::string_view, 4> kReductionPrefixes = {"", "COMPARISON_", "MINIMUM_", "MAXIMUM_"};

// The name of an enum value from a table that starts at `first`; values a hand-made
// RootSignature may hold beyond the table read `unknown(N)`.
template <typename Enum, size_t Count>
std::string name_of(const std::array<std::string_view, Count>& table, Enum value, uint32_t first = 0) {
  const auto raw = static_cast<uint32_t>(value);
  if (raw >= first && raw - first < Count) return std::string(table[raw - first]);
  return "unknown(" + std::to_string(raw) + ")";
}

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

std::string number(float value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", static_cast<double>(value));
  return text;
}

// `A | B`, bits without a name in hex, `none` for 0.
std::string flag_names(uint32_t flags, std::span<const FlagName> names) {
  if (flags == 0) return "none";
  std::string text;
  for (const FlagName& flag : names) {
    if ((flags & flag.bit) == 0) continue;
    if (!text.empty()) text += " | ";
    text += flag.name;
    flags &= ~flag.bit;
  }
  if (flags != 0) text += (text.empty() ? "" : " | ") + hex(flags);
  return text;
}

std::string filter_name(Filter filter) {
  const auto value = static_cast<uint32_t>(filter);
  std::string name(kReductionPrefixes[(value >> 7) & 3]);
  if ((value & 0x40) != 0) return name + ((value & 1) != 0 ? "ANISOTROPIC" : "MIN_MAG_ANISOTROPIC_MIP_POINT");
  const uint32_t index = ((value >> 4) & 1) << 2 | ((value >> 2) & 1) << 1 | (value & 1);
  return name + std::string(kBasicFilterNames[index]);
}

std::string address_mode_name(TextureAddressMode mode) {
  return name_of(kAddressModeNames, mode, static_cast<uint32_t>(TextureAddressMode::Wrap));
}

std::string visibility_text(ShaderVisibility visibility) {
  return ", visibility " + name_of(kVisibilityNames, visibility);
}

// `1 range`, `4 ranges`.
std::string count_of(size_t count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

// `t8`, `b4-b5`, `u10-unbounded`; `?` for the letter of a range type outside the enum.
std::string range_registers(const DescriptorRange& range) {
  const auto type = static_cast<uint32_t>(range.type);
  const std::string letter(type < kRangeRegisterLetters.size() ? kRangeRegisterLetters[type] : "?");
  std::string text = letter + std::to_string(range.base_register);
  if (range.unbounded()) return text + "-unbounded";
  if (range.count > 1) text += "-" + letter + std::to_string(uint64_t{range.base_register} + range.count - 1);
  return text;
}

std::string describe_range(const DescriptorRange& range, RootSignatureVersion version) {
  std::string line =
      name_of(kRangeTypeNames, range.type) + " " + range_registers(range) + ", space " + std::to_string(range.space);
  if (version != RootSignatureVersion::V1_0) line += ", flags " + flag_names(range.flags, kRangeFlags);
  line += ", offset " + (range.appended() ? std::string("append") : std::to_string(range.offset));
  return line;
}

std::string describe_parameter(const RootParameter& parameter, RootSignatureVersion version) {
  std::string line = name_of(kParameterTypeNames, parameter.type);
  switch (parameter.type) {
    case RootParameterType::DescriptorTable:
      line += ", " + count_of(parameter.ranges.size(), "range");
      break;
    case RootParameterType::Constants32Bit:
      line += " b" + std::to_string(parameter.constants.shader_register) + ", space " +
              std::to_string(parameter.constants.space) + ", " +
              count_of(parameter.constants.num_32bit_values, "value");
      break;
    case RootParameterType::Cbv:
    case RootParameterType::Srv:
    case RootParameterType::Uav:
      line += ' ';
      line += name_of(kDescriptorRegisterLetters, parameter.type, static_cast<uint32_t>(RootParameterType::Cbv)) +
              std::to_string(parameter.descriptor.shader_register) + ", space " +
              std::to_string(parameter.descriptor.space);
      if (version != RootSignatureVersion::V1_0)
        line += ", flags " + flag_names(parameter.descriptor.flags, kRootDescriptorFlags);
      break;
  }
  return line + visibility_text(parameter.visibility);
}

std::string describe_sampler(const StaticSampler& sampler, RootSignatureVersion version) {
  std::string line =
      's' + std::to_string(sampler.shader_register) + ", space " + std::to_string(sampler.space) + ", filter " +
      filter_name(sampler.filter) + ", address " + address_mode_name(sampler.address_u) + " " +
      address_mode_name(sampler.address_v) + " " + address_mode_name(sampler.address_w) + ", mip LOD bias " +
      number(sampler.mip_lod_bias) + ", max anisotropy " + std::to_string(sampler.max_anisotropy) + ", comparison " +
      name_of(kComparisonNames, sampler.comparison) + ", border " + name_of(kBorderColorNames, sampler.border_color) +
      ", LOD " + number(sampler.min_lod) + " to " + number(sampler.max_lod);
  if (version == RootSignatureVersion::V1_2) line += ", flags " + flag_names(sampler.flags, kSamplerFlags);
  return line + visibility_text(sampler.visibility);
}

}  // namespace

std::string describe(const RootSignature& signature) {
  std::string out = "root signature version " + name_of(kVersionNames, signature.version, 1) + "\n";
  out += "  flags: " + flag_names(signature.flags, kRootSignatureFlags) + "\n";
  for (size_t index = 0; index < signature.parameters.size(); ++index) {
    const RootParameter& parameter = signature.parameters[index];
    out += "  parameter " + std::to_string(index) + ": " + describe_parameter(parameter, signature.version) + "\n";
    for (const DescriptorRange& range : parameter.ranges)
      out += "    " + describe_range(range, signature.version) + "\n";
  }
  for (size_t index = 0; index < signature.static_samplers.size(); ++index) {
    out += "  static sampler " + std::to_string(index) + ": " +
           describe_sampler(signature.static_samplers[index], signature.version) + "\n";
  }
  return out;
}

}  // namespace untangle::dxil
