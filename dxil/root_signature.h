// D3D12 root signatures read from their serialized form (a container's RTS0 part, or the
// `.rts0` container `dxc -T rootsig_1_x` writes), versions 1.0, 1.1 and 1.2, as plain data.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dxil/container.h"

namespace untangle::dxil {

// Every enum below has the numbering of its D3D12 counterpart (D3D_ROOT_SIGNATURE_VERSION,
// D3D12_ROOT_PARAMETER_TYPE, ...), which is what the serialized form stores.

enum class RootSignatureVersion : uint32_t { V1_0 = 1, V1_1 = 2, V1_2 = 3 };

// Bits of RootSignature::flags (D3D12_ROOT_SIGNATURE_FLAGS).
enum class RootSignatureFlag : uint32_t {
  AllowInputAssemblerInputLayout = 0x1,
  DenyVertexShaderRootAccess = 0x2,
  DenyHullShaderRootAccess = 0x4,
  DenyDomainShaderRootAccess = 0x8,
  DenyGeometryShaderRootAccess = 0x10,
  DenyPixelShaderRootAccess = 0x20,
  AllowStreamOutput = 0x40,
  LocalRootSignature = 0x80,
  DenyAmplificationShaderRootAccess = 0x100,
  DenyMeshShaderRootAccess = 0x200,
  CbvSrvUavHeapDirectlyIndexed = 0x400,
  SamplerHeapDirectlyIndexed = 0x800,
};

enum class RootParameterType : uint32_t { DescriptorTable = 0, Constants32Bit = 1, Cbv = 2, Srv = 3, Uav = 4 };

enum class ShaderVisibility : uint32_t { All = 0, Vertex, Hull, Domain, Geometry, Pixel, Amplification, Mesh };

enum class DescriptorRangeType : uint32_t { Srv = 0, Uav = 1, Cbv = 2, Sampler = 3 };

// Bits of DescriptorRange::flags (D3D12_DESCRIPTOR_RANGE_FLAGS, version 1.1 and later).
enum class DescriptorRangeFlag : uint32_t {
  DescriptorsVolatile = 0x1,
  DataVolatile = 0x2,
  DataStaticWhileSetAtExecute = 0x4,
  DataStatic = 0x8,
  DescriptorsStaticKeepingBufferBoundsChecks = 0x10000,
};

// Bits of RootDescriptor::flags (D3D12_ROOT_DESCRIPTOR_FLAGS, version 1.1 and later).
enum class RootDescriptorFlag : uint32_t { DataVolatile = 0x2, DataStaticWhileSetAtExecute = 0x4, DataStatic = 0x8 };

// D3D12_FILTER: bit 0 linear mip, bit 2 linear mag, bit 4 linear min, bit 6 anisotropic,
// bits 7-8 the reduction (standard, comparison, minimum, maximum).
enum class Filter : uint32_t {
  MinMagMipPoint = 0x0,
  MinMagPointMipLinear = 0x1,
  MinPointMagLinearMipPoint = 0x4,
  MinPointMagMipLinear = 0x5,
  MinLinearMagMipPoint = 0x10,
  MinLinearMagPointMipLinear = 0x11,
  MinMagLinearMipPoint = 0x14,
  MinMagMipLinear = 0x15,
  MinMagAnisotropicMipPoint = 0x54,
  Anisotropic = 0x55,
  ComparisonMinMagMipPoint = 0x80,
  ComparisonMinMagPointMipLinear = 0x81,
  ComparisonMinPointMagLinearMipPoint = 0x84,
  ComparisonMinPointMagMipLinear = 0x85,
  ComparisonMinLinearMagMipPoint = 0x90,
  ComparisonMinLinearMagPointMipLinear = 0x91,
  ComparisonMinMagLinearMipPoint = 0x94,
  ComparisonMinMagMipLinear = 0x95,
  ComparisonMinMagAnisotropicMipPoint = 0xD4,
  ComparisonAnisotropic = 0xD5,
  MinimumMinMagMipPoint = 0x100,
  MinimumMinMagPointMipLinear = 0x101,
  MinimumMinPointMagLinearMipPoint = 0x104,
  MinimumMinPointMagMipLinear = 0x105,
  MinimumMinLinearMagMipPoint = 0x110,
  MinimumMinLinearMagPointMipLinear = 0x111,
  MinimumMinMagLinearMipPoint = 0x114,
  MinimumMinMagMipLinear = 0x115,
  MinimumMinMagAnisotropicMipPoint = 0x154,
  MinimumAnisotropic = 0x155,
  MaximumMinMagMipPoint = 0x180,
  MaximumMinMagPointMipLinear = 0x181,
  MaximumMinPointMagLinearMipPoint = 0x184,
  MaximumMinPointMagMipLinear = 0x185,
  MaximumMinLinearMagMipPoint = 0x190,
  MaximumMinLinearMagPointMipLinear = 0x191,
  MaximumMinMagLinearMipPoint = 0x194,
  MaximumMinMagMipLinear = 0x195,
  MaximumMinMagAnisotropicMipPoint = 0x1D4,
  MaximumAnisotropic = 0x1D5,
};

enum class TextureAddressMode : uint32_t { Wrap = 1, Mirror = 2, Clamp = 3, Border = 4, MirrorOnce = 5 };

enum class ComparisonFunc : uint32_t {
  None = 0,
  Never = 1,
  Less = 2,
  Equal = 3,
  LessEqual = 4,
  Greater = 5,
  NotEqual = 6,
  GreaterEqual = 7,
  Always = 8,
};

enum class StaticBorderColor : uint32_t {
  TransparentBlack = 0,
  OpaqueBlack = 1,
  OpaqueWhite = 2,
  OpaqueBlackUint = 3,
  OpaqueWhiteUint = 4,
};

// Bits of StaticSampler::flags (D3D12_SAMPLER_FLAGS, version 1.2).
enum class StaticSamplerFlag : uint32_t { UintBorderColor = 0x1, NonNormalizedCoordinates = 0x2 };

// DescriptorRange::count of a range with no upper bound (`numDescriptors = unbounded`).
inline constexpr uint32_t kUnboundedDescriptors = 0xFFFFFFFF;
// DescriptorRange::offset of a range that follows the previous one in its table
// (D3D12_DESCRIPTOR_RANGE_OFFSET_APPEND).
inline constexpr uint32_t kAppendOffset = 0xFFFFFFFF;

// Whether `flags` (a flags field below) has the bit `flag`.
template <typename Flag>
constexpr bool has_flag(uint32_t flags, Flag flag) {
  return (flags & static_cast<uint32_t>(flag)) != 0;
}

struct DescriptorRange {
  DescriptorRangeType type = DescriptorRangeType::Srv;
  uint32_t count = 0;  // kUnboundedDescriptors for an unbounded range
  uint32_t base_register = 0;
  uint32_t space = 0;
  uint32_t flags = 0;   // DescriptorRangeFlag bits as stored; always 0 in version 1.0
  uint32_t offset = 0;  // in descriptors from the table's start, or kAppendOffset

  bool unbounded() const { return count == kUnboundedDescriptors; }
  bool appended() const { return offset == kAppendOffset; }
};

struct RootConstants {
  uint32_t shader_register = 0;
  uint32_t space = 0;
  uint32_t num_32bit_values = 0;
};

// A root CBV, SRV or UAV.
struct RootDescriptor {
  uint32_t shader_register = 0;
  uint32_t space = 0;
  uint32_t flags = 0;  // RootDescriptorFlag bits as stored; always 0 in version 1.0
};

// One root parameter. Which member holds its payload follows from `type`: `ranges` for a
// descriptor table, `constants` for 32-bit constants, `descriptor` for a root CBV/SRV/UAV;
// the others stay empty.
struct RootParameter {
  RootParameterType type = RootParameterType::DescriptorTable;
  ShaderVisibility visibility = ShaderVisibility::All;
  std::vector<DescriptorRange> ranges;
  RootConstants constants;
  RootDescriptor descriptor;
};

// Member defaults are those of HLSL's StaticSampler(); parsing sets every field.
struct StaticSampler {
  Filter filter = Filter::Anisotropic;
  TextureAddressMode address_u = TextureAddressMode::Wrap;
  TextureAddressMode address_v = TextureAddressMode::Wrap;
  TextureAddressMode address_w = TextureAddressMode::Wrap;
  float mip_lod_bias = 0;
  uint32_t max_anisotropy = 16;
  ComparisonFunc comparison = ComparisonFunc::LessEqual;
  StaticBorderColor border_color = StaticBorderColor::OpaqueWhite;
  float min_lod = 0;
  float max_lod = std::numeric_limits<float>::max();
  uint32_t shader_register = 0;
  uint32_t space = 0;
  ShaderVisibility visibility = ShaderVisibility::All;
  uint32_t flags = 0;  // StaticSamplerFlag bits; stored only from version 1.2 on, else 0
};

struct RootSignature {
  RootSignatureVersion version = RootSignatureVersion::V1_0;
  uint32_t flags = 0;                     // RootSignatureFlag bits as stored
  std::vector<RootParameter> parameters;  // in root-argument order
  std::vector<StaticSampler> static_samplers;
};

// Reads an RTS0 part's payload. `offset_in_file` is where `bytes` starts in the input, so
// that errors name offsets in the file. Throws ReadError on malformed input: a truncated
// structure, an offset or count that leaves the payload, an unknown version, parameter type,
// visibility, range type or sampler enum value.
RootSignature parse_root_signature(std::span<const uint8_t> bytes, uint64_t offset_in_file = 0);

// The root signature in a container's RTS0 part (a shader with a [RootSignature] attribute,
// or a `.rts0` file), or nothing when it has none. Throws ReadError like parse_root_signature.
std::optional<RootSignature> read_root_signature(const Container& container);

// Readable multi-line text: the version and flags, then one line per parameter (ranges
// indented below their table) and per static sampler, with D3D12's names.
std::string describe(const RootSignature& signature);

}  // namespace untangle::dxil
