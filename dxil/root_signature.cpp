// Reads serialized root signatures (the RTS0 layout: a header, then root parameters, their
// payloads, descriptor ranges and static samplers, each found by an offset from the part's
// start). Every offset and count is checked against the bytes present before it is used.
#include "dxil/root_signature.h"

#include <bit>
#include <cstdio>
#include <string_view>

#include "dxil/error.h"

namespace untangle::dxil {
namespace {

constexpr size_t kHeaderSize = 24;     // version, parameter count and offset, sampler count and offset, flags
constexpr size_t kParameterSize = 12;  // type, visibility, payload offset
constexpr size_t kTableSize = 8;       // range count, ranges offset
constexpr size_t kConstantsSize = 12;  // register, space, value count

// The sizes that change with the version: 1.1 adds flags to ranges and root descriptors,
// 1.2 adds flags to static samplers.
struct RecordSizes {
  size_t range;
  size_t descriptor;
  size_t sampler;
};

RecordSizes record_sizes(RootSignatureVersion version) {
  switch (version) {
    case RootSignatureVersion::V1_0:
      return {20, 8, 52};
    case RootSignatureVersion::V1_1:
      return {24, 12, 52};
    case RootSignatureVersion::V1_2:
      return {24, 12, 56};
  }
  return {};
}

std::string hex(uint64_t value) {
  char text[24];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

bool valid_filter(uint32_t filter) {
  constexpr uint32_t kKnownBits = 0x1D5;  // mip, mag, min, anisotropic, reduction
  constexpr uint32_t kAnisotropic = 0x40;
  constexpr uint32_t kMinMagLinear = 0x14;
  if ((filter & ~kKnownBits) != 0) return false;
  return (filter & kAnisotropic) == 0 || (filter & kMinMagLinear) == kMinMagLinear;
}

// Reads one payload; `at` values are offsets into it, reported as offsets into the file.
class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, uint64_t offset_in_file) : bytes_(bytes), base_(offset_in_file) {}

  RootSignature read() {
    if (bytes_.size() < kHeaderSize) {
      fail(0, "RTS0 header",
           "needs " + std::to_string(kHeaderSize) + " bytes, the part has " + std::to_string(bytes_.size()));
    }
    const uint32_t version = u32(0);
    if (version < 1 || version > 3) {
      fail(0, "RTS0 header", "unknown version " + std::to_string(version) + " (1.0, 1.1 and 1.2 are 1, 2 and 3)");
    }
    signature_.version = static_cast<RootSignatureVersion>(version);
    sizes_ = record_sizes(signature_.version);
    signature_.flags = u32(20);

    const uint32_t parameter_count = u32(4);
    const uint32_t parameters_at = u32(8);
    require(parameters_at, parameter_count, kParameterSize, 4, "RTS0 header", "root parameters");
    signature_.parameters.reserve(parameter_count);
    for (uint32_t index = 0; index < parameter_count; ++index)
      read_parameter(index, parameters_at + size_t{index} * kParameterSize);

    const uint32_t sampler_count = u32(12);
    const uint32_t samplers_at = u32(16);
    require(samplers_at, sampler_count, sizes_.sampler, 12, "RTS0 header", "static samplers");
    signature_.static_samplers.reserve(sampler_count);
    for (uint32_t index = 0; index < sampler_count; ++index)
      read_sampler(index, samplers_at + size_t{index} * sizes_.sampler);
    return std::move(signature_);
  }

 private:
  uint32_t u32(size_t at) const {
    return static_cast<uint32_t>(bytes_[at]) | static_cast<uint32_t>(bytes_[at + 1]) << 8 |
           static_cast<uint32_t>(bytes_[at + 2]) << 16 | static_cast<uint32_t>(bytes_[at + 3]) << 24;
  }

  float f32(size_t at) const { return std::bit_cast<float>(u32(at)); }

  [[noreturn]] void fail(size_t at, const std::string& context, const std::string& message) const {
    throw ReadError((base_ + at) * 8, context, message);
  }

  // Fails unless `count` records of `size` bytes fit at payload offset `offset`. The count
  // and offset were read from the fields at `fields_at`.
  void require(uint64_t offset, uint64_t count, size_t size, size_t fields_at, const std::string& context,
               std::string_view what) const {
    if (offset <= bytes_.size() && count <= (bytes_.size() - offset) / size) return;
    fail(fields_at, context,
         std::string(what) + ": " + std::to_string(count) + " x " + std::to_string(size) + " bytes at offset " +
             hex(offset) + " run past the part's end (" + hex(bytes_.size()) + " bytes)");
  }

  // Fails unless `value`, read at `at`, is at most `last`.
  uint32_t enum_value(size_t at, uint32_t last, const std::string& context, std::string_view field) const {
    const uint32_t value = u32(at);
    if (value > last) fail(at, context, "unknown " + std::string(field) + " " + std::to_string(value));
    return value;
  }

  ShaderVisibility visibility(size_t at, const std::string& context) const {
    return static_cast<ShaderVisibility>(
        enum_value(at, static_cast<uint32_t>(ShaderVisibility::Mesh), context, "shader visibility"));
  }

  void read_parameter(uint32_t index, size_t at) {
    const std::string context = "root parameter " + std::to_string(index);
    RootParameter parameter;
    parameter.type = static_cast<RootParameterType>(
        enum_value(at, static_cast<uint32_t>(RootParameterType::Uav), context, "parameter type"));
    parameter.visibility = visibility(at + 4, context);
    const uint32_t payload = u32(at + 8);
    switch (parameter.type) {
      case RootParameterType::DescriptorTable:
        require(payload, 1, kTableSize, at + 8, context, "descriptor table header");
        parameter.ranges = read_ranges(payload, context);
        break;
      case RootParameterType::Constants32Bit:
        require(payload, 1, kConstantsSize, at + 8, context, "root constants");
        parameter.constants = {u32(payload), u32(payload + 4), u32(payload + 8)};
        break;
      case RootParameterType::Cbv:
      case RootParameterType::Srv:
      case RootParameterType::Uav:
        require(payload, 1, sizes_.descriptor, at + 8, context, "root descriptor");
        parameter.descriptor = {u32(payload), u32(payload + 4), 0};
        if (signature_.version != RootSignatureVersion::V1_0) parameter.descriptor.flags = u32(payload + 8);
        break;
    }
    signature_.parameters.push_back(std::move(parameter));
  }

  // The ranges of the table whose header is at `table`.
  std::vector<DescriptorRange> read_ranges(size_t table, const std::string& context) {
    const uint32_t count = u32(table);
    const uint32_t ranges_at = u32(table + 4);
    require(ranges_at, count, sizes_.range, table, context, "descriptor ranges");
    // Tables may point at the same ranges; counting them all against the part keeps what
    // is allocated proportional to the input.
    ranges_read_ += count;
    if (ranges_read_ > bytes_.size() / sizes_.range) {
      fail(table, context,
           "the tables' " + std::to_string(ranges_read_) + " descriptor ranges exceed what the part can hold");
    }
    std::vector<DescriptorRange> ranges;
    ranges.reserve(count);
    const bool has_flags = signature_.version != RootSignatureVersion::V1_0;
    for (uint32_t index = 0; index < count; ++index) {
      const size_t at = ranges_at + size_t{index} * sizes_.range;
      const std::string range_context = context + " range " + std::to_string(index);
      DescriptorRange range;
      range.type = static_cast<DescriptorRangeType>(
          enum_value(at, static_cast<uint32_t>(DescriptorRangeType::Sampler), range_context, "range type"));
      range.count = u32(at + 4);
      range.base_register = u32(at + 8);
      range.space = u32(at + 12);
      range.flags = has_flags ? u32(at + 16) : 0;
      range.offset = u32(at + (has_flags ? 20 : 16));
      ranges.push_back(range);
    }
    return ranges;
  }

  void read_sampler(uint32_t index, size_t at) {
    const std::string context = "static sampler " + std::to_string(index);
    StaticSampler sampler;
    const uint32_t filter = u32(at);
    if (!valid_filter(filter)) fail(at, context, "unknown filter " + hex(filter));
    sampler.filter = static_cast<Filter>(filter);
    const auto address = [&](size_t field_at) {
      const uint32_t mode = u32(field_at);
      if (mode < static_cast<uint32_t>(TextureAddressMode::Wrap) ||
          mode > static_cast<uint32_t>(TextureAddressMode::MirrorOnce)) {
        fail(field_at, context, "unknown texture address mode " + std::to_string(mode));
      }
      return static_cast<TextureAddressMode>(mode);
    };
    sampler.address_u = address(at + 4);
    sampler.address_v = address(at + 8);
    sampler.address_w = address(at + 12);
    sampler.mip_lod_bias = f32(at + 16);
    sampler.max_anisotropy = u32(at + 20);
    sampler.comparison = static_cast<ComparisonFunc>(
        enum_value(at + 24, static_cast<uint32_t>(ComparisonFunc::Always), context, "comparison function"));
    sampler.border_color = static_cast<StaticBorderColor>(
        enum_value(at + 28, static_cast<uint32_t>(StaticBorderColor::OpaqueWhiteUint), context, "border colour"));
    sampler.min_lod = f32(at + 32);
    sampler.max_lod = f32(at + 36);
    sampler.shader_register = u32(at + 40);
    sampler.space = u32(at + 44);
    sampler.visibility = visibility(at + 48, context);
    if (signature_.version == RootSignatureVersion::V1_2) sampler.flags = u32(at + 52);
    signature_.static_samplers.push_back(sampler);
  }

  std::span<const uint8_t> bytes_;
  uint64_t base_;
  RootSignature signature_;
  RecordSizes sizes_{};
  uint64_t ranges_read_ = 0;
};

}  // namespace

RootSignature parse_root_signature(std::span<const uint8_t> bytes, uint64_t offset_in_file) {
  return Reader(bytes, offset_in_file).read();
}

std::optional<RootSignature> read_root_signature(const Container& container) {
  const ContainerPart* part = container.find(PartKind::RootSignature);
  if (part == nullptr) return std::nullopt;
  return parse_root_signature(part->data, part->offset);
}

}  // namespace untangle::dxil
