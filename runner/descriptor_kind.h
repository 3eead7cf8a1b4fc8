// The kinds of descriptor a shader binds, with their reflection names, Vulkan types and the
// translator's descriptor types.
#pragma once

#include <vulkan/vulkan.h>

#include <optional>
#include <string_view>

#include "spirv_emit/binding_model.h"

namespace untangle::runner {

enum class DescriptorKind {
  StorageBuffer,
  UniformBuffer,
  UniformTexelBuffer,
  StorageTexelBuffer,
  SampledImage,
  StorageImage,
  Sampler,
  CombinedImageSampler,
  AccelerationStructure,
};

// The reflection JSON's name: "storage_buffer", "uniform_texel_buffer"...
std::string_view descriptor_kind_name(DescriptorKind kind);
std::optional<DescriptorKind> descriptor_kind_from_name(std::string_view name);

// The kind of a translation's binding, or nothing for one that is no descriptor (push
// constants, the shader record); and back (combined image samplers have no translator type).
std::optional<DescriptorKind> descriptor_kind_of(spirv_emit::DescriptorType type);
std::optional<spirv_emit::DescriptorType> descriptor_type_of(DescriptorKind kind);

// Only buffers can be filled from a manifest; the other kinds are reported unsupported.
bool is_buffer_kind(DescriptorKind kind);
bool is_texel_buffer_kind(DescriptorKind kind);

VkDescriptorType vulkan_descriptor_type(DescriptorKind kind);

}  // namespace untangle::runner
