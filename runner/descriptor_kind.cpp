// Names, Vulkan and translator descriptor types of the descriptor kinds.
#include "runner/descriptor_kind.h"

#include <array>

namespace untangle::runner {
namespace {

using spirv_emit::DescriptorType;

struct KindEntry {
  DescriptorKind kind;
  std::string_view name;
  VkDescriptorType type;
  std::optional<DescriptorType> translated;
};

constexpr std::array kKinds = {
    KindEntry{DescriptorKind::StorageBuffer, "storage_buffer", VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
              DescriptorType::StorageBuffer},
    KindEntry{DescriptorKind::UniformBuffer, "uniform_buffer", VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
              DescriptorType::UniformBuffer},
    KindEntry{DescriptorKind::UniformTexelBuffer, "uniform_texel_buffer", VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER,
              DescriptorType::UniformTexelBuffer},
    KindEntry{DescriptorKind::StorageTexelBuffer, "storage_texel_buffer", VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER,
              DescriptorType::StorageTexelBuffer},
    KindEntry{DescriptorKind::SampledImage, "sampled_image", VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
              DescriptorType::SampledImage},
    KindEntry{DescriptorKind::StorageImage, "storage_image", VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,
              DescriptorType::StorageImage},
    KindEntry{DescriptorKind::Sampler, "sampler", VK_DESCRIPTOR_TYPE_SAMPLER, DescriptorType::Sampler},
    KindEntry{DescriptorKind::CombinedImageSampler, "combined_image_sampler", VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER,
              std::nullopt},
    KindEntry{DescriptorKind::AccelerationStructure, "acceleration_structure",
              VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, DescriptorType::AccelerationStructure},
};

constexpr bool in_enum_order() {
  for (std::size_t index = 0; index < kKinds.size(); ++index) {
    if (static_cast<std::size_t>(kKinds[index].kind) != index) return false;
  }
  return true;
}
static_assert(in_enum_order(), "entry() indexes kKinds by DescriptorKind");

const KindEntry& entry(DescriptorKind kind) { return kKinds[static_cast<std::size_t>(kind)]; }

// The kind whose entry `matches`, if any.
template <typename Matches>
std::optional<DescriptorKind> find_kind(Matches matches) {
  for (const KindEntry& candidate : kKinds) {
    if (matches(candidate)) return candidate.kind;
  }
  return std::nullopt;
}

}  // namespace

std::string_view descriptor_kind_name(DescriptorKind kind) { return entry(kind).name; }

std::optional<DescriptorKind> descriptor_kind_from_name(std::string_view name) {
  return find_kind([name](const KindEntry& candidate) { return candidate.name == name; });
}

std::optional<DescriptorKind> descriptor_kind_of(DescriptorType type) {
  return find_kind([type](const KindEntry& candidate) { return candidate.translated == type; });
}

std::optional<DescriptorType> descriptor_type_of(DescriptorKind kind) { return entry(kind).translated; }

bool is_buffer_kind(DescriptorKind kind) {
  return kind == DescriptorKind::StorageBuffer || kind == DescriptorKind::UniformBuffer || is_texel_buffer_kind(kind);
}

bool is_texel_buffer_kind(DescriptorKind kind) {
  return kind == DescriptorKind::UniformTexelBuffer || kind == DescriptorKind::StorageTexelBuffer;
}

VkDescriptorType vulkan_descriptor_type(DescriptorKind kind) { return entry(kind).type; }

}  // namespace untangle::runner
