// Names and Vulkan descriptor types of the descriptor kinds.
#include "runner/descriptor_kind.h"

#include <array>

namespace untangle::runner {
namespace {

struct KindEntry {
  DescriptorKind kind;
  std::string_view name;
  VkDescriptorType type;
};

constexpr std::array kKinds = {
    KindEntry{DescriptorKind::StorageBuffer, "storage_buffer", VK_DESCRIPTOR_TYPE_STORAGE_BUFFER},
    KindEntry{DescriptorKind::UniformBuffer, "uniform_buffer", VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER},
    KindEntry{DescriptorKind::UniformTexelBuffer, "uniform_texel_buffer", VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER},
    KindEntry{DescriptorKind::StorageTexelBuffer, "storage_texel_buffer", VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER},
    KindEntry{DescriptorKind::SampledImage, "sampled_image", VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE},
    KindEntry{DescriptorKind::StorageImage, "storage_image", VK_DESCRIPTOR_TYPE_STORAGE_IMAGE},
    KindEntry{DescriptorKind::Sampler, "sampler", VK_DESCRIPTOR_TYPE_SAMPLER},
    KindEntry{DescriptorKind::CombinedImageSampler, "combined_image_sampler",
              VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER},
    KindEntry{DescriptorKind::AccelerationStructure, "acceleration_structure",
              VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR},
};

constexpr bool in_enum_order() {
  for (std::size_t index = 0; index < kKinds.size(); ++index) {
    if (static_cast<std::size_t>(kKinds[index].kind) != index) return false;
  }
  return true;
}
static_assert(in_enum_order(), "entry() indexes kKinds by DescriptorKind");

const KindEntry& entry(DescriptorKind kind) { return kKinds[static_cast<std::size_t>(kind)]; }

}  // namespace

std::string_view descriptor_kind_name(DescriptorKind kind) { return entry(kind).name; }

std::optional<DescriptorKind> descriptor_kind_from_name(std::string_view name) {
  for (const KindEntry& candidate : kKinds) {
    if (candidate.name == name) return candidate.kind;
  }
  return std::nullopt;
}

bool is_buffer_kind(DescriptorKind kind) {
  return kind == DescriptorKind::StorageBuffer || kind == DescriptorKind::UniformBuffer || is_texel_buffer_kind(kind);
}

bool is_texel_buffer_kind(DescriptorKind kind) {
  return kind == DescriptorKind::UniformTexelBuffer || kind == DescriptorKind::StorageTexelBuffer;
}

VkDescriptorType vulkan_descriptor_type(DescriptorKind kind) { return entry(kind).type; }

}  // namespace untangle::runner
