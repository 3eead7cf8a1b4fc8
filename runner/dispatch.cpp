// Executes one compute job: a compute pipeline with the planned subgroup size over the
// job's resources, and a fenced submit with a timeout.
#include "runner/dispatch.h"

#include "runner/error.h"
#include "runner/submission.h"

namespace untangle::runner {
namespace {

Pipeline create_pipeline(const Device& device, const ComputeJob& job, VkPipelineLayout layout) {
  const ShaderModule module = create_shader_module(device, *job.spirv);
  auto required_size = vulkan_struct<VkPipelineShaderStageRequiredSubgroupSizeCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO);
  required_size.requiredSubgroupSize = job.subgroups.required_size;
  auto pipeline_info = vulkan_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipeline_info.stage =
      vulkan_struct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipeline_info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipeline_info.stage.module = module.get();
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

  const PipelineResources resources(device, *job.resources, job.push_constants);
  const Pipeline pipeline = create_pipeline(device, job, resources.layout());
  Submission submission(device);
  const VkCommandBuffer commands = submission.commands();
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.get());
  resources.bind(commands, VK_PIPELINE_BIND_POINT_COMPUTE);
  vkCmdDispatch(commands, job.group_counts[0], job.group_counts[1], job.group_counts[2]);
  submission.run("dispatch", job.timeout);
  return resources.contents(device);
}

}  // namespace untangle::runner
