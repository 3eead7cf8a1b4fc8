// The ray-tracing pipeline, its shader binding table and the trace. The table has four
// regions (ray generation, miss, hit, callable) at the device's base alignment; a region's
// records share one stride: the group handle, then the largest local root arguments of the
// region, rounded to the handle alignment.
#include "runner/ray_tracing_pipeline.h"

#include "runner/error.h"
#include "runner/submission.h"

#include <algorithm>
#include <cstring>

namespace untangle::runner {
namespace {

VkDeviceSize align_up(VkDeviceSize value, VkDeviceSize alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

void check_support(const Device& device, const RayTracingSetup& setup) {
  if (device.ray_tracing().create_ray_tracing_pipelines == nullptr ||
      device.info().features.ray_tracing_pipeline.rayTracingPipeline != VK_TRUE)
    throw Unsupported("the device has no ray-tracing pipelines (VK_KHR_ray_tracing_pipeline)");
  if (setup.max_recursion_depth > device.info().ray_tracing.max_recursion_depth)
    throw Unsupported("a recursion depth of " + std::to_string(setup.max_recursion_depth) + " exceeds the device's " +
                      std::to_string(device.info().ray_tracing.max_recursion_depth));
}

VkRayTracingShaderGroupCreateInfoKHR group_info(const ShaderGroup& group) {
  auto info = vulkan_struct<VkRayTracingShaderGroupCreateInfoKHR>(
      VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR);
  switch (group.type) {
    case ShaderGroup::Type::General: info.type = VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR; break;
    case ShaderGroup::Type::Triangles: info.type = VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR; break;
    case ShaderGroup::Type::Procedural: info.type = VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR; break;
  }
  info.generalShader = group.general.value_or(VK_SHADER_UNUSED_KHR);
  info.closestHitShader = group.closest_hit.value_or(VK_SHADER_UNUSED_KHR);
  info.anyHitShader = group.any_hit.value_or(VK_SHADER_UNUSED_KHR);
  info.intersectionShader = group.intersection.value_or(VK_SHADER_UNUSED_KHR);
  return info;
}

Pipeline create_pipeline(const Device& device, const RayTracingJob& job, VkPipelineLayout layout) {
  std::vector<ShaderModule> modules;
  std::vector<VkPipelineShaderStageCreateInfo> stages;
  for (const PipelineStage& stage : job.stages) {
    modules.push_back(create_shader_module(device, *stage.spirv));
    auto info = vulkan_struct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    info.stage = vulkan_stage(stage.stage);
    info.module = modules.back().get();
    info.pName = stage.entry_point.c_str();
    stages.push_back(info);
  }
  std::vector<VkRayTracingShaderGroupCreateInfoKHR> groups;
  for (const ShaderGroup& group : job.setup->groups) groups.push_back(group_info(group));
  auto info = vulkan_struct<VkRayTracingPipelineCreateInfoKHR>(VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR);
  info.stageCount = static_cast<uint32_t>(stages.size());
  info.pStages = stages.data();
  info.groupCount = static_cast<uint32_t>(groups.size());
  info.pGroups = groups.data();
  info.maxPipelineRayRecursionDepth = job.setup->max_recursion_depth;
  info.layout = layout;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(device.ray_tracing().create_ray_tracing_pipelines(device.handle(), VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &info,
                                                          nullptr, &pipeline),
        "vkCreateRayTracingPipelinesKHR");
  return Pipeline(device, pipeline);
}

// The shader binding table in one buffer, and where each region lies in it.
class ShaderTable {
 public:
  ShaderTable(const Device& device, const RayTracingSetup& setup, VkPipeline pipeline) {
    const RayTracingInfo& limits = device.info().ray_tracing;
    const uint32_t handle_size = limits.shader_group_handle_size;
    std::vector<uint8_t> handles(setup.groups.size() * handle_size);
    check(device.ray_tracing().get_shader_group_handles(device.handle(), pipeline, 0,
                                                        static_cast<uint32_t>(setup.groups.size()), handles.size(),
                                                        handles.data()),
          "vkGetRayTracingShaderGroupHandlesKHR");
    const std::vector<ShaderRecord> raygen{setup.raygen};
    const std::vector<const std::vector<ShaderRecord>*> tables{&raygen, &setup.miss, &setup.hit, &setup.callable};
    // Lay the regions out, then fill them.
    std::vector<VkDeviceSize> offsets;
    VkDeviceSize size = 0;
    for (std::size_t region = 0; region < tables.size(); ++region) {
      std::size_t data_bytes = 0;
      for (const ShaderRecord& record : *tables[region])
        data_bytes = std::max(data_bytes, record.data.size() * sizeof(uint32_t));
      VkDeviceSize stride = align_up(handle_size + data_bytes, limits.shader_group_handle_alignment);
      // The ray generation region is one record, whose size is its stride.
      if (region == 0) stride = align_up(stride, limits.shader_group_base_alignment);
      size = align_up(size, limits.shader_group_base_alignment);
      offsets.push_back(size);
      regions_[region] = {0, stride, stride * tables[region]->size()};
      size += regions_[region].size;
    }
    buffer_ = create_host_buffer(device, size + limits.shader_group_base_alignment,
                                 VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT);
    const VkDeviceAddress base = buffer_.address(device);
    const VkDeviceSize skip = align_up(base, limits.shader_group_base_alignment) - base;
    auto* bytes = static_cast<uint8_t*>(buffer_.mapped) + skip;
    for (std::size_t region = 0; region < tables.size(); ++region) {
      if (regions_[region].size == 0) {
        regions_[region] = {};
        continue;
      }
      regions_[region].deviceAddress = base + skip + offsets[region];
      for (std::size_t index = 0; index < tables[region]->size(); ++index) {
        const ShaderRecord& record = (*tables[region])[index];
        uint8_t* at = bytes + offsets[region] + index * regions_[region].stride;
        std::memcpy(at, handles.data() + record.group * handle_size, handle_size);
        if (!record.data.empty())  // memcpy from an empty vector's null data is undefined
          std::memcpy(at + handle_size, record.data.data(), record.data.size() * sizeof(uint32_t));
      }
    }
  }

  // Ray generation, miss, hit, callable.
  const VkStridedDeviceAddressRegionKHR* region(std::size_t index) const { return &regions_[index]; }

 private:
  HostBuffer buffer_;
  VkStridedDeviceAddressRegionKHR regions_[4]{};
};

}  // namespace

std::vector<std::vector<uint32_t>> execute_ray_tracing(Device& device, const RayTracingJob& job) {
  device.require_usable();
  check_support(device, *job.setup);
  const PipelineResources resources(device, *job.resources, job.push_constants);
  const Pipeline pipeline = create_pipeline(device, job, resources.layout());
  const ShaderTable table(device, *job.setup, pipeline.get());
  Submission submission(device);
  const VkCommandBuffer commands = submission.commands();
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, pipeline.get());
  resources.bind(commands, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR);
  const std::array<uint32_t, 3>& size = job.setup->trace_rays;
  device.ray_tracing().trace_rays(commands, table.region(0), table.region(1), table.region(2), table.region(3),
                                  size[0], size[1], size[2]);
  submission.run("ray-tracing dispatch", job.timeout);
  return resources.contents(device);
}

}  // namespace untangle::runner
