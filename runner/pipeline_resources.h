// What a pipeline binds: the manifest's buffers and acceleration structures behind
// descriptor sets, push constants, and the pipeline layout over them, shared by compute
// dispatches, draws and ray-tracing dispatches.
#pragma once

#include "runner/descriptor_kind.h"
#include "runner/device.h"
#include "runner/host_buffer.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct BufferBinding {
  std::string label;  // for messages, e.g. "u0 (RWStructuredBuffer)"
  uint32_t set = 0;
  uint32_t binding = 0;
  DescriptorKind kind = DescriptorKind::StorageBuffer;  // a buffer kind
  VkFormat texel_format = VK_FORMAT_UNDEFINED;          // texel buffer kinds only
  uint32_t texel_bytes = 0;
  VkShaderStageFlags stages = VK_SHADER_STAGE_COMPUTE_BIT;  // the stages that declare it
  std::vector<uint32_t> data;                               // initial contents
};

// A top-level acceleration structure (built by AccelerationStructures) at a descriptor.
struct StructureBinding {
  std::string label;  // for messages, e.g. "t0 (RaytracingAccelerationStructure)"
  uint32_t set = 0;
  uint32_t binding = 0;
  VkShaderStageFlags stages = VK_SHADER_STAGE_COMPUTE_BIT;
  VkAccelerationStructureKHR structure = VK_NULL_HANDLE;  // set once built
  std::size_t manifest_index = 0;  // which of the manifest's acceleration_structures
};

struct PushConstantRange {
  uint32_t offset = 0;  // bytes
  std::vector<uint32_t> words;
  VkShaderStageFlags stages = 0;
};

class PipelineResources {
 public:
  // Creates the buffers (throws Unsupported past a device limit or for an unsupported
  // texel format), one descriptor set layout per set index up to the highest used (gaps
  // get empty layouts), the sets, and the pipeline layout.
  PipelineResources(const Device& device, const std::vector<BufferBinding>& buffers,
                    const std::optional<PushConstantRange>& push_constants,
                    const std::vector<StructureBinding>& structures = {});

  VkPipelineLayout layout() const { return layout_.get(); }

  // Binds the descriptor sets and pushes the constants.
  void bind(VkCommandBuffer commands, VkPipelineBindPoint bind_point) const;

  // The final contents of every buffer, in the order given to the constructor.
  std::vector<std::vector<uint32_t>> contents() const;

 private:
  struct BoundBuffer {
    HostBuffer memory;
    BufferView view;
    VkDeviceSize range = 0;  // bytes the descriptor covers
    std::size_t words = 0;   // of manifest data
  };

  std::vector<BoundBuffer> buffers_;
  std::vector<DescriptorSetLayout> set_layouts_;
  DescriptorPool pool_;
  std::vector<VkDescriptorSet> sets_;
  PipelineLayout layout_;
  std::optional<PushConstantRange> push_constants_;
};

}  // namespace untangle::runner
