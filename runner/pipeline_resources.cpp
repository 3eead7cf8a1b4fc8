// Buffers with their descriptors, descriptor sets and the pipeline layout. D3D constant
// buffers are read in whole 16-byte registers, so a uniform buffer's range is rounded up.
#include "runner/pipeline_resources.h"

#include "runner/errors.h"

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

// The bytes the descriptor of `binding` covers, after checking the device's limits.
VkDeviceSize descriptor_range(const Device& device, const BufferBinding& binding) {
  const VkPhysicalDeviceLimits& limits = device.info().limits;
  const VkDeviceSize bytes = binding.data.size() * kWordBytes;
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
      vkGetPhysicalDeviceFormatProperties(device.physical(), binding.texel_format, &properties);
      const VkFormatFeatureFlags needed = binding.kind == DescriptorKind::UniformTexelBuffer
                                              ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                              : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
      if ((properties.bufferFeatures & needed) == 0) {
        throw Unsupported(binding.label + ": the device does not support its texel format (VkFormat " +
                          std::to_string(binding.texel_format) + ") for " +
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

}  // namespace

PipelineResources::PipelineResources(const Device& device, const std::vector<BufferBinding>& buffers,
                                     const std::optional<PushConstantRange>& push_constants,
                                     const std::vector<StructureBinding>& structures)
    : push_constants_(push_constants) {
  for (const BufferBinding& binding : buffers) {
    BoundBuffer bound;
    bound.range = descriptor_range(device, binding);
    bound.words = binding.data.size();
    bound.memory = create_host_buffer(device, bound.range, usage_of(binding.kind), binding.data);
    if (is_texel_buffer_kind(binding.kind)) {
      auto view_info = vulkan_struct<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
      view_info.buffer = bound.memory.buffer.get();
      view_info.format = binding.texel_format;
      view_info.range = bound.range;
      VkBufferView view = VK_NULL_HANDLE;
      check(vkCreateBufferView(device.handle(), &view_info, nullptr, &view), "vkCreateBufferView");
      bound.view = BufferView(device, view);
    }
    buffers_.push_back(std::move(bound));
  }

  uint32_t set_count = 0;
  for (const BufferBinding& binding : buffers) set_count = std::max(set_count, binding.set + 1);
  for (const StructureBinding& binding : structures) set_count = std::max(set_count, binding.set + 1);
  if (set_count > device.info().limits.maxBoundDescriptorSets) {
    throw Unsupported("the shader uses descriptor set " + std::to_string(set_count - 1) +
                      " but the device binds only " + std::to_string(device.info().limits.maxBoundDescriptorSets) +
                      " sets");
  }
  std::vector<std::vector<VkDescriptorSetLayoutBinding>> set_bindings(set_count);
  std::map<VkDescriptorType, uint32_t> type_counts;
  for (const BufferBinding& binding : buffers) {
    const VkDescriptorType type = vulkan_descriptor_type(binding.kind);
    set_bindings[binding.set].push_back({binding.binding, type, 1, binding.stages, nullptr});
    ++type_counts[type];
  }
  for (const StructureBinding& binding : structures) {
    set_bindings[binding.set].push_back(
        {binding.binding, VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, 1, binding.stages, nullptr});
    ++type_counts[VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR];
  }
  std::vector<VkDescriptorSetLayout> layout_handles;
  for (const auto& bindings : set_bindings) {
    auto layout_info =
        vulkan_struct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    layout_info.bindingCount = static_cast<uint32_t>(bindings.size());
    layout_info.pBindings = bindings.data();
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

    std::vector<VkDescriptorBufferInfo> buffer_infos(buffers.size());
    std::vector<VkBufferView> views(buffers.size());
    std::vector<VkWriteDescriptorSet> writes;
    for (std::size_t index = 0; index < buffers.size(); ++index) {
      const BufferBinding& binding = buffers[index];
      auto write = vulkan_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
      write.dstSet = sets_[binding.set];
      write.dstBinding = binding.binding;
      write.descriptorCount = 1;
      write.descriptorType = vulkan_descriptor_type(binding.kind);
      if (is_texel_buffer_kind(binding.kind)) {
        views[index] = buffers_[index].view.get();
        write.pTexelBufferView = &views[index];
      } else {
        buffer_infos[index] = {buffers_[index].memory.buffer.get(), 0, buffers_[index].range};
        write.pBufferInfo = &buffer_infos[index];
      }
      writes.push_back(write);
    }
    std::vector<VkWriteDescriptorSetAccelerationStructureKHR> structure_writes(structures.size());
    for (std::size_t index = 0; index < structures.size(); ++index) {
      structure_writes[index] = vulkan_struct<VkWriteDescriptorSetAccelerationStructureKHR>(
          VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR);
      structure_writes[index].accelerationStructureCount = 1;
      structure_writes[index].pAccelerationStructures = &structures[index].structure;
      auto write = vulkan_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, &structure_writes[index]);
      write.dstSet = sets_[structures[index].set];
      write.dstBinding = structures[index].binding;
      write.descriptorCount = 1;
      write.descriptorType = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
      writes.push_back(write);
    }
    vkUpdateDescriptorSets(device.handle(), static_cast<uint32_t>(writes.size()), writes.data(), 0, nullptr);
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

std::vector<std::vector<uint32_t>> PipelineResources::contents() const {
  std::vector<std::vector<uint32_t>> result;
  result.reserve(buffers_.size());
  for (const BoundBuffer& buffer : buffers_) result.push_back(buffer.memory.words(buffer.words));
  return result;
}

}  // namespace untangle::runner
