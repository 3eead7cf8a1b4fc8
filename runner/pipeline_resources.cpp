// Buffers, textures, samplers and acceleration structures with their descriptors, descriptor
// sets and the pipeline layout. D3D constant buffers are read in whole 16-byte registers, so
// a uniform buffer's range is rounded up. Bindings with unwritten descriptors (arrays the manifest fills in
// part, heap views) are partially bound.
#include "runner/pipeline_resources.h"

#include "runner/error.h"
#include "runner/submission.h"

#include <algorithm>
#include <map>

namespace untangle::runner {
namespace {

constexpr VkDeviceSize kWordBytes = sizeof(uint32_t);
constexpr VkDeviceSize kConstantRegisterBytes = 16;

VkBufferUsageFlags usage_of(DescriptorKind kind) {
  switch (kind) {
    case DescriptorKind::StorageBuffer: return VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    case DescriptorKind::UniformBuffer: return VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
    case DescriptorKind::UniformTexelBuffer: return VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
    case DescriptorKind::StorageTexelBuffer: return VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    default: throw RunnerError("the runner binds buffers only, not a " + std::string(descriptor_kind_name(kind)));
  }
}

// The words a buffer object holds: the manifest's data, or its counter.
std::vector<uint32_t> buffer_words(const PlannedObject& object) {
  if (object.is_counter) return {object.source->counter.value_or(0)};
  return object.source->data;
}

// The bytes the descriptor of `binding` covers, after checking the device's limits.
VkDeviceSize descriptor_range(const Device& device, const PlannedObject& binding) {
  const VkPhysicalDeviceLimits& limits = device.info().limits;
  const VkDeviceSize bytes = buffer_words(binding).size() * kWordBytes;
  const std::string too_large = binding.label + " (" + std::to_string(bytes) + " bytes) exceeds the device's ";
  switch (binding.kind) {
    case DescriptorKind::UniformBuffer: {
      const VkDeviceSize range = (bytes + kConstantRegisterBytes - 1) / kConstantRegisterBytes * kConstantRegisterBytes;
      if (range > limits.maxUniformBufferRange) throw Unsupported(too_large + "maxUniformBufferRange");
      return range;
    }
    case DescriptorKind::StorageBuffer:
      if (bytes > limits.maxStorageBufferRange) throw Unsupported(too_large + "maxStorageBufferRange");
      return bytes;
    default: {
      if (binding.texel_bytes == 0 || bytes % binding.texel_bytes != 0) {
        throw RunnerError(binding.label + ": " + std::to_string(bytes) + " bytes of data are not a whole number of " +
                          std::to_string(binding.texel_bytes) + "-byte texels");
      }
      if (bytes / binding.texel_bytes > limits.maxTexelBufferElements) {
        throw Unsupported(too_large + "maxTexelBufferElements");
      }
      VkFormatProperties properties{};
      vkGetPhysicalDeviceFormatProperties(device.physical(), binding.format, &properties);
      const VkFormatFeatureFlags needed = binding.kind == DescriptorKind::UniformTexelBuffer
                                              ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                              : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
      if ((properties.bufferFeatures & needed) == 0) {
        throw Unsupported(binding.label + ": the device does not support its texel format (VkFormat " +
                          std::to_string(binding.format) + ") for " +
                          std::string(descriptor_kind_name(binding.kind)) + "s");
      }
      return bytes;
    }
  }
}

void check_push_constants(const Device& device, const PushConstantRange& push) {
  const uint32_t end = push.offset + static_cast<uint32_t>(push.words.size() * kWordBytes);
  if (end > device.info().limits.maxPushConstantsSize) {
    throw Unsupported("push constants up to byte " + std::to_string(end) +
                      " exceed the device's maxPushConstantsSize (" +
                      std::to_string(device.info().limits.maxPushConstantsSize) + ")");
  }
}

VkSamplerCreateInfo sampler_info(const Device& device, const PlannedObject& object) {
  const SamplerState& state = object.source->sampler;
  auto info = vulkan_struct<VkSamplerCreateInfo>(VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO);
  info.magFilter = state.mag_filter;
  info.minFilter = state.min_filter;
  info.mipmapMode = state.mip_filter;
  info.addressModeU = state.address_u;
  info.addressModeV = state.address_v;
  info.addressModeW = state.address_w;
  info.mipLodBias = state.mip_lod_bias;
  info.minLod = state.min_lod;
  info.maxLod = state.max_lod;
  info.borderColor = state.border_color;
  if (state.max_anisotropy >= 1) {
    if (device.info().features.core.samplerAnisotropy != VK_TRUE) {
      throw Unsupported(object.label + " is anisotropic, which the device does not support");
    }
    info.anisotropyEnable = VK_TRUE;
    info.maxAnisotropy = std::min(state.max_anisotropy, device.info().limits.maxSamplerAnisotropy);
  }
  if (state.comparison) {
    info.compareEnable = VK_TRUE;
    info.compareOp = *state.comparison;
  }
  const bool mirror_once = state.address_u == VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE ||
                           state.address_v == VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE ||
                           state.address_w == VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE;
  if (mirror_once && device.info().features.vulkan12.samplerMirrorClampToEdge != VK_TRUE) {
    throw Unsupported(object.label + " uses mirror_once addressing, which the device does not support");
  }
  return info;
}

}  // namespace

PipelineResources::PipelineResources(Device& device, const ResourcePlan& plan,
                                     const std::optional<PushConstantRange>& push_constants)
    : push_constants_(push_constants) {
  create_objects(device, plan);
  create_sets(device, plan);
  transfer_textures(device, true);
}

void PipelineResources::create_objects(const Device& device, const ResourcePlan& plan) {
  for (const PlannedObject& planned : plan.objects) {
    Object object;
    if (planned.kind == DescriptorKind::Sampler) {
      const VkSamplerCreateInfo info = sampler_info(device, planned);
      VkSampler sampler = VK_NULL_HANDLE;
      check(vkCreateSampler(device.handle(), &info, nullptr, &sampler), "vkCreateSampler");
      object.sampler = Sampler(device, sampler);
    } else if (planned.kind == DescriptorKind::AccelerationStructure) {
      object.structure = planned.structure;
    } else if (planned.kind == DescriptorKind::SampledImage || planned.kind == DescriptorKind::StorageImage) {
      object.texture = std::make_unique<TextureImage>(device, *planned.source,
                                                      planned.kind == DescriptorKind::StorageImage, plan.sparse_textures);
    } else {
      const std::vector<uint32_t> words = buffer_words(planned);
      object.range = descriptor_range(device, planned);
      object.words = words.size();
      object.memory = create_host_buffer(device, object.range, usage_of(planned.kind), words);
      if (is_texel_buffer_kind(planned.kind)) {
        auto view_info = vulkan_struct<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
        view_info.buffer = object.memory.buffer.get();
        view_info.format = planned.format;
        view_info.range = object.range;
        VkBufferView view = VK_NULL_HANDLE;
        check(vkCreateBufferView(device.handle(), &view_info, nullptr, &view), "vkCreateBufferView");
        object.view = BufferView(device, view);
      }
    }
    objects_.push_back(std::move(object));
  }
}

void PipelineResources::create_sets(const Device& device, const ResourcePlan& plan) {
  uint32_t set_count = 0;
  for (const PlannedDescriptor& descriptor : plan.descriptors) set_count = std::max(set_count, descriptor.set + 1);
  if (set_count > device.info().limits.maxBoundDescriptorSets) {
    throw Unsupported("the shader uses descriptor set " + std::to_string(set_count - 1) +
                      " but the device binds only " + std::to_string(device.info().limits.maxBoundDescriptorSets) +
                      " sets");
  }
  std::vector<std::vector<VkDescriptorSetLayoutBinding>> set_bindings(set_count);
  std::vector<std::vector<VkDescriptorBindingFlags>> set_flags(set_count);
  std::map<VkDescriptorType, uint32_t> type_counts;
  for (const PlannedDescriptor& descriptor : plan.descriptors) {
    const VkDescriptorType type = vulkan_descriptor_type(descriptor.kind);
    const auto count = static_cast<uint32_t>(descriptor.elements.size());
    set_bindings[descriptor.set].push_back({descriptor.binding, type, count, descriptor.stages, nullptr});
    VkDescriptorBindingFlags flags = 0;
    if (descriptor.partially_bound()) {
      if (device.info().features.vulkan12.descriptorBindingPartiallyBound != VK_TRUE) {
        throw Unsupported("set " + std::to_string(descriptor.set) + " binding " + std::to_string(descriptor.binding) +
                          " is filled in part, which needs descriptorBindingPartiallyBound");
      }
      flags |= VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT;
    }
    set_flags[descriptor.set].push_back(flags);
    type_counts[type] += count;
  }
  std::vector<VkDescriptorSetLayout> layout_handles;
  for (uint32_t set = 0; set < set_count; ++set) {
    auto flags_info = vulkan_struct<VkDescriptorSetLayoutBindingFlagsCreateInfo>(
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO);
    flags_info.bindingCount = static_cast<uint32_t>(set_flags[set].size());
    flags_info.pBindingFlags = set_flags[set].data();
    const bool any_flags = std::any_of(set_flags[set].begin(), set_flags[set].end(),
                                       [](VkDescriptorBindingFlags flags) { return flags != 0; });
    auto layout_info = vulkan_struct<VkDescriptorSetLayoutCreateInfo>(
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, any_flags ? &flags_info : nullptr);
    layout_info.bindingCount = static_cast<uint32_t>(set_bindings[set].size());
    layout_info.pBindings = set_bindings[set].data();
    VkDescriptorSetLayout layout = VK_NULL_HANDLE;
    check(vkCreateDescriptorSetLayout(device.handle(), &layout_info, nullptr, &layout), "vkCreateDescriptorSetLayout");
    set_layouts_.emplace_back(device, layout);
    layout_handles.push_back(layout);
  }

  if (set_count != 0) {
    std::vector<VkDescriptorPoolSize> pool_sizes;
    for (const auto& [type, count] : type_counts) pool_sizes.push_back({type, count});
    auto pool_info = vulkan_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
    pool_info.maxSets = set_count;
    pool_info.poolSizeCount = static_cast<uint32_t>(pool_sizes.size());
    pool_info.pPoolSizes = pool_sizes.data();
    VkDescriptorPool pool = VK_NULL_HANDLE;
    check(vkCreateDescriptorPool(device.handle(), &pool_info, nullptr, &pool), "vkCreateDescriptorPool");
    pool_ = DescriptorPool(device, pool);

    auto allocate_info = vulkan_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
    allocate_info.descriptorPool = pool;
    allocate_info.descriptorSetCount = set_count;
    allocate_info.pSetLayouts = layout_handles.data();
    sets_.resize(set_count);
    check(vkAllocateDescriptorSets(device.handle(), &allocate_info, sets_.data()), "vkAllocateDescriptorSets");
    write_descriptors(device, plan);
  }

  VkPushConstantRange range{};
  auto layout_info = vulkan_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layout_info.setLayoutCount = static_cast<uint32_t>(layout_handles.size());
  layout_info.pSetLayouts = layout_handles.data();
  if (push_constants_) {
    check_push_constants(device, *push_constants_);
    range = {push_constants_->stages, push_constants_->offset,
             static_cast<uint32_t>(push_constants_->words.size() * kWordBytes)};
    layout_info.pushConstantRangeCount = 1;
    layout_info.pPushConstantRanges = &range;
  }
  VkPipelineLayout layout = VK_NULL_HANDLE;
  check(vkCreatePipelineLayout(device.handle(), &layout_info, nullptr, &layout), "vkCreatePipelineLayout");
  layout_ = PipelineLayout(device, layout);
}

void PipelineResources::write_descriptors(const Device& device, const ResourcePlan& plan) {
  std::size_t element_count = 0;
  for (const PlannedDescriptor& descriptor : plan.descriptors) element_count += descriptor.elements.size();
  // Reserved up front: the writes point into these.
  std::vector<VkDescriptorBufferInfo> buffer_infos;
  std::vector<VkDescriptorImageInfo> image_infos;
  std::vector<VkBufferView> views;
  std::vector<VkWriteDescriptorSetAccelerationStructureKHR> structure_writes;
  buffer_infos.reserve(element_count);
  image_infos.reserve(element_count);
  views.reserve(element_count);
  structure_writes.reserve(element_count);
  std::vector<VkWriteDescriptorSet> writes;
  for (const PlannedDescriptor& descriptor : plan.descriptors) {
    for (std::size_t element = 0; element < descriptor.elements.size(); ++element) {
      if (!descriptor.elements[element]) continue;
      const Object& object = objects_[*descriptor.elements[element]];
      auto write = vulkan_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
      write.dstSet = sets_[descriptor.set];
      write.dstBinding = descriptor.binding;
      write.dstArrayElement = static_cast<uint32_t>(element);
      write.descriptorCount = 1;
      write.descriptorType = vulkan_descriptor_type(descriptor.kind);
      if (descriptor.kind == DescriptorKind::AccelerationStructure) {
        auto& structure_write =
            structure_writes.emplace_back(vulkan_struct<VkWriteDescriptorSetAccelerationStructureKHR>(
                VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR));
        structure_write.accelerationStructureCount = 1;
        structure_write.pAccelerationStructures = &object.structure;
        write.pNext = &structure_write;
      } else if (descriptor.kind == DescriptorKind::Sampler) {
        image_infos.push_back({object.sampler.get(), VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED});
        write.pImageInfo = &image_infos.back();
      } else if (object.texture) {
        image_infos.push_back({VK_NULL_HANDLE, object.texture->view(), VK_IMAGE_LAYOUT_GENERAL});
        write.pImageInfo = &image_infos.back();
      } else if (is_texel_buffer_kind(descriptor.kind)) {
        views.push_back(object.view.get());
        write.pTexelBufferView = &views.back();
      } else {
        buffer_infos.push_back({object.memory.buffer.get(), 0, object.range});
        write.pBufferInfo = &buffer_infos.back();
      }
      writes.push_back(write);
    }
  }
  vkUpdateDescriptorSets(device.handle(), static_cast<uint32_t>(writes.size()), writes.data(), 0, nullptr);
}

MultisampleCopy* PipelineResources::multisample_copy(const Device& device, NumericClass numeric) const {
  // Unsigned and signed components need their own shader; everything else reads as float.
  const NumericClass shader = numeric == NumericClass::UInt || numeric == NumericClass::SInt ? numeric
                                                                                            : NumericClass::Float;
  for (const auto& [known, copy] : copies_) {
    if (known == shader) return copy.get();
  }
  copies_.emplace_back(shader, std::make_unique<MultisampleCopy>(device, shader));
  return copies_.back().second.get();
}

void PipelineResources::transfer_textures(Device& device, bool upload) const {
  const bool any = std::any_of(objects_.begin(), objects_.end(), [](const Object& object) { return object.texture != nullptr; });
  if (!any) return;
  Submission submission(device);
  for (const Object& object : objects_) {
    if (!object.texture) continue;
    MultisampleCopy* copy = object.texture->multisampled() ? multisample_copy(device, object.texture->numeric()) : nullptr;
    if (upload) {
      object.texture->record_upload(submission.commands(), copy);
    } else {
      object.texture->record_readback(submission.commands(), copy);
    }
  }
  submission.run(upload ? "texture upload" : "texture read-back", std::chrono::milliseconds(120000));
}

void PipelineResources::bind(VkCommandBuffer commands, VkPipelineBindPoint bind_point) const {
  if (!sets_.empty()) {
    vkCmdBindDescriptorSets(commands, bind_point, layout_.get(), 0, static_cast<uint32_t>(sets_.size()), sets_.data(),
                            0, nullptr);
  }
  if (push_constants_) {
    vkCmdPushConstants(commands, layout_.get(), push_constants_->stages, push_constants_->offset,
                       static_cast<uint32_t>(push_constants_->words.size() * kWordBytes),
                       push_constants_->words.data());
  }
}

std::vector<std::vector<uint32_t>> PipelineResources::contents(Device& device) const {
  transfer_textures(device, false);
  std::vector<std::vector<uint32_t>> result;
  result.reserve(objects_.size());
  for (const Object& object : objects_) {
    if (object.texture) {
      result.push_back(object.texture->contents());
    } else {
      result.push_back(object.memory.mapped != nullptr ? object.memory.words(object.words) : std::vector<uint32_t>{});
    }
  }
  return result;
}

}  // namespace untangle::runner
