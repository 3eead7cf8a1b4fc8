// Executes one compute job: host-visible buffers (the runner reads results straight from
// mapped memory), one descriptor set layout per set index, a compute pipeline with the
// planned subgroup size, and a fenced submit with a timeout.
#include "runner/dispatch.h"

#include "runner/errors.h"

#include <algorithm>
#include <cstring>
#include <map>

namespace untangle::runner {
namespace {

constexpr VkDeviceSize kWordBytes = sizeof(uint32_t);
// D3D constant buffers are sized in 16-byte registers; a shader may read a whole register
// at the end of a shorter manifest buffer.
constexpr VkDeviceSize kConstantRegisterBytes = 16;

struct HostBuffer {
  Buffer buffer;
  Memory memory;
  BufferView view;
  uint32_t* mapped = nullptr;
  VkDeviceSize range = 0;  // bytes the descriptor covers
};

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

HostBuffer create_buffer(const Device& device, const BufferBinding& binding) {
  HostBuffer result;
  result.range = descriptor_range(device, binding);
  auto buffer_info = vulkan_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  buffer_info.size = result.range;
  buffer_info.usage = usage_of(binding.kind);
  buffer_info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  VkBuffer buffer = VK_NULL_HANDLE;
  check(vkCreateBuffer(device.handle(), &buffer_info, nullptr, &buffer), "vkCreateBuffer");
  result.buffer = Buffer(device, buffer);

  VkMemoryRequirements requirements{};
  vkGetBufferMemoryRequirements(device.handle(), buffer, &requirements);
  auto allocate_info = vulkan_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  allocate_info.allocationSize = requirements.size;
  allocate_info.memoryTypeIndex = device.memory_type(
      requirements.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device.handle(), &allocate_info, nullptr, &memory), "vkAllocateMemory");
  result.memory = Memory(device, memory);
  check(vkBindBufferMemory(device.handle(), buffer, memory, 0), "vkBindBufferMemory");
  void* mapped = nullptr;
  check(vkMapMemory(device.handle(), memory, 0, VK_WHOLE_SIZE, 0, &mapped), "vkMapMemory");
  result.mapped = static_cast<uint32_t*>(mapped);
  std::memset(mapped, 0, result.range);
  std::memcpy(mapped, binding.data.data(), binding.data.size() * kWordBytes);

  if (is_texel_buffer_kind(binding.kind)) {
    auto view_info = vulkan_struct<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
    view_info.buffer = buffer;
    view_info.format = binding.texel_format;
    view_info.range = result.range;
    VkBufferView view = VK_NULL_HANDLE;
    check(vkCreateBufferView(device.handle(), &view_info, nullptr, &view), "vkCreateBufferView");
    result.view = BufferView(device, view);
  }
  return result;
}

// Descriptor set layouts for set indices 0..max used (gaps get empty layouts), the pool,
// and the sets, written with the buffers.
struct DescriptorState {
  std::vector<DescriptorSetLayout> layouts;
  std::vector<VkDescriptorSetLayout> layout_handles;
  DescriptorPool pool;
  std::vector<VkDescriptorSet> sets;
};

DescriptorState create_descriptors(const Device& device, const ComputeJob& job,
                                   const std::vector<HostBuffer>& buffers) {
  DescriptorState state;
  uint32_t set_count = 0;
  for (const BufferBinding& binding : job.buffers) set_count = std::max(set_count, binding.set + 1);
  if (set_count > device.info().limits.maxBoundDescriptorSets) {
    throw Unsupported("the shader uses descriptor set " + std::to_string(set_count - 1) +
                      " but the device binds only " + std::to_string(device.info().limits.maxBoundDescriptorSets) +
                      " sets");
  }
  if (set_count == 0) return state;

  std::vector<std::vector<VkDescriptorSetLayoutBinding>> set_bindings(set_count);
  std::map<VkDescriptorType, uint32_t> type_counts;
  for (const BufferBinding& binding : job.buffers) {
    const VkDescriptorType type = vulkan_descriptor_type(binding.kind);
    set_bindings[binding.set].push_back({binding.binding, type, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
    ++type_counts[type];
  }
  for (const auto& bindings : set_bindings) {
    auto layout_info =
        vulkan_struct<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    layout_info.bindingCount = static_cast<uint32_t>(bindings.size());
    layout_info.pBindings = bindings.data();
    VkDescriptorSetLayout layout = VK_NULL_HANDLE;
    check(vkCreateDescriptorSetLayout(device.handle(), &layout_info, nullptr, &layout), "vkCreateDescriptorSetLayout");
    state.layouts.emplace_back(device, layout);
    state.layout_handles.push_back(layout);
  }

  std::vector<VkDescriptorPoolSize> pool_sizes;
  for (const auto& [type, count] : type_counts) pool_sizes.push_back({type, count});
  auto pool_info = vulkan_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  pool_info.maxSets = set_count;
  pool_info.poolSizeCount = static_cast<uint32_t>(pool_sizes.size());
  pool_info.pPoolSizes = pool_sizes.data();
  VkDescriptorPool pool = VK_NULL_HANDLE;
  check(vkCreateDescriptorPool(device.handle(), &pool_info, nullptr, &pool), "vkCreateDescriptorPool");
  state.pool = DescriptorPool(device, pool);

  auto allocate_info = vulkan_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  allocate_info.descriptorPool = pool;
  allocate_info.descriptorSetCount = set_count;
  allocate_info.pSetLayouts = state.layout_handles.data();
  state.sets.resize(set_count);
  check(vkAllocateDescriptorSets(device.handle(), &allocate_info, state.sets.data()), "vkAllocateDescriptorSets");

  std::vector<VkDescriptorBufferInfo> buffer_infos(job.buffers.size());
  std::vector<VkBufferView> views(job.buffers.size());
  std::vector<VkWriteDescriptorSet> writes;
  for (std::size_t index = 0; index < job.buffers.size(); ++index) {
    const BufferBinding& binding = job.buffers[index];
    auto write = vulkan_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    write.dstSet = state.sets[binding.set];
    write.dstBinding = binding.binding;
    write.descriptorCount = 1;
    write.descriptorType = vulkan_descriptor_type(binding.kind);
    if (is_texel_buffer_kind(binding.kind)) {
      views[index] = buffers[index].view.get();
      write.pTexelBufferView = &views[index];
    } else {
      buffer_infos[index] = {buffers[index].buffer.get(), 0, buffers[index].range};
      write.pBufferInfo = &buffer_infos[index];
    }
    writes.push_back(write);
  }
  vkUpdateDescriptorSets(device.handle(), static_cast<uint32_t>(writes.size()), writes.data(), 0, nullptr);
  return state;
}

Pipeline create_pipeline(const Device& device, const ComputeJob& job, VkPipelineLayout layout) {
  auto module_info = vulkan_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  module_info.codeSize = job.spirv->size() * sizeof(uint32_t);
  module_info.pCode = job.spirv->data();
  VkShaderModule module_handle = VK_NULL_HANDLE;
  check(vkCreateShaderModule(device.handle(), &module_info, nullptr, &module_handle), "vkCreateShaderModule");
  const ShaderModule module(device, module_handle);

  auto required_size = vulkan_struct<VkPipelineShaderStageRequiredSubgroupSizeCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO);
  required_size.requiredSubgroupSize = job.subgroups.required_size;
  auto pipeline_info = vulkan_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipeline_info.stage =
      vulkan_struct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipeline_info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipeline_info.stage.module = module_handle;
  pipeline_info.stage.pName = job.entry_point.c_str();
  if (job.subgroups.required_size != 0) pipeline_info.stage.pNext = &required_size;
  if (job.subgroups.require_full) {
    pipeline_info.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
  }
  pipeline_info.layout = layout;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(vkCreateComputePipelines(device.handle(), VK_NULL_HANDLE, 1, &pipeline_info, nullptr, &pipeline),
        "vkCreateComputePipelines");
  return Pipeline(device, pipeline);
}

void check_group_counts(const Device& device, const std::array<uint32_t, 3>& counts) {
  const VkPhysicalDeviceLimits& limits = device.info().limits;
  for (int axis = 0; axis < 3; ++axis) {
    if (counts[axis] > limits.maxComputeWorkGroupCount[axis]) {
      throw Unsupported("dispatch of " + std::to_string(counts[axis]) + " groups along axis " + std::to_string(axis) +
                        " exceeds the device's limit of " + std::to_string(limits.maxComputeWorkGroupCount[axis]));
    }
  }
}

}  // namespace

std::vector<std::vector<uint32_t>> execute(Device& device, const ComputeJob& job) {
  device.require_usable();
  if (job.spirv == nullptr || job.spirv->empty()) throw RunnerError("no SPIR-V to execute");
  check_group_counts(device, job.group_counts);

  std::vector<HostBuffer> buffers;
  buffers.reserve(job.buffers.size());
  for (const BufferBinding& binding : job.buffers) buffers.push_back(create_buffer(device, binding));
  const DescriptorState descriptors = create_descriptors(device, job, buffers);

  auto layout_info = vulkan_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  layout_info.setLayoutCount = static_cast<uint32_t>(descriptors.layout_handles.size());
  layout_info.pSetLayouts = descriptors.layout_handles.data();
  VkPipelineLayout layout_handle = VK_NULL_HANDLE;
  check(vkCreatePipelineLayout(device.handle(), &layout_info, nullptr, &layout_handle), "vkCreatePipelineLayout");
  const PipelineLayout layout(device, layout_handle);
  const Pipeline pipeline = create_pipeline(device, job, layout_handle);

  auto pool_info = vulkan_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pool_info.queueFamilyIndex = device.queue_family();
  VkCommandPool pool_handle = VK_NULL_HANDLE;
  check(vkCreateCommandPool(device.handle(), &pool_info, nullptr, &pool_handle), "vkCreateCommandPool");
  const CommandPool pool(device, pool_handle);
  auto command_info = vulkan_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  command_info.commandPool = pool_handle;
  command_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  command_info.commandBufferCount = 1;
  VkCommandBuffer commands = VK_NULL_HANDLE;
  check(vkAllocateCommandBuffers(device.handle(), &command_info, &commands), "vkAllocateCommandBuffers");

  auto begin_info = vulkan_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin_info.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(commands, &begin_info), "vkBeginCommandBuffer");
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.get());
  if (!descriptors.sets.empty()) {
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE, layout_handle, 0,
                            static_cast<uint32_t>(descriptors.sets.size()), descriptors.sets.data(), 0, nullptr);
  }
  vkCmdDispatch(commands, job.group_counts[0], job.group_counts[1], job.group_counts[2]);
  // Make the shader's writes visible to the host reads below.
  auto barrier = vulkan_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  check(vkEndCommandBuffer(commands), "vkEndCommandBuffer");

  auto fence_info = vulkan_struct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence_handle = VK_NULL_HANDLE;
  check(vkCreateFence(device.handle(), &fence_info, nullptr, &fence_handle), "vkCreateFence");
  const Fence fence(device, fence_handle);
  auto submit_info = vulkan_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit_info.commandBufferCount = 1;
  submit_info.pCommandBuffers = &commands;
  check(vkQueueSubmit(device.queue(), 1, &submit_info, fence_handle), "vkQueueSubmit");
  const auto timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(job.timeout);
  const VkResult waited =
      vkWaitForFences(device.handle(), 1, &fence_handle, VK_TRUE, static_cast<uint64_t>(timeout.count()));
  if (waited == VK_TIMEOUT) {
    device.abandon();
    throw RunnerError("the dispatch did not finish within " + std::to_string(job.timeout.count()) +
                      " ms, shader compilation included (does the shader loop forever?); the Vulkan device is abandoned");
  }
  check(waited, "vkWaitForFences");

  std::vector<std::vector<uint32_t>> contents;
  contents.reserve(buffers.size());
  for (std::size_t index = 0; index < buffers.size(); ++index) {
    const uint32_t* words = buffers[index].mapped;
    contents.emplace_back(words, words + job.buffers[index].data.size());
  }
  return contents;
}

}  // namespace untangle::runner
