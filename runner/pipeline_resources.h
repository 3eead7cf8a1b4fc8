// What a pipeline binds: the manifest's buffers, counters, textures, samplers and
// acceleration structures behind descriptor sets (arrays of descriptors and heap views
// included), push constants, and the pipeline layout over them, shared by compute
// dispatches, draws and ray-tracing dispatches.
#pragma once

#include "runner/descriptor_kind.h"
#include "runner/device.h"
#include "runner/host_buffer.h"
#include "runner/multisample_copy.h"
#include "runner/resource_plan.h"
#include "runner/texture_image.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct PushConstantRange {
  uint32_t offset = 0;  // bytes
  std::vector<uint32_t> words;
  VkShaderStageFlags stages = 0;
};

class PipelineResources {
 public:
  // Creates every object of the plan (throws Unsupported past a device limit, for an
  // unsupported format or feature), one descriptor set layout per set index up to the
  // highest used (gaps get empty layouts), the sets, and the pipeline layout; fills the
  // textures (a submission of its own).
  PipelineResources(Device& device, const ResourcePlan& plan, const std::optional<PushConstantRange>& push_constants);

  VkPipelineLayout layout() const { return layout_.get(); }

  // Binds the descriptor sets and pushes the constants.
  void bind(VkCommandBuffer commands, VkPipelineBindPoint bind_point) const;

  // After the work: reads the textures back (a submission of its own) and returns the
  // final contents of every object, in plan order (textures one word per component).
  std::vector<std::vector<uint32_t>> contents(Device& device) const;

 private:
  struct Object {
    HostBuffer memory;  // buffers and counters
    BufferView view;    // texel buffers
    VkDeviceSize range = 0;
    std::size_t words = 0;
    std::unique_ptr<TextureImage> texture;
    Sampler sampler;
    VkAccelerationStructureKHR structure = VK_NULL_HANDLE;  // owned by AccelerationStructures
  };

  void create_objects(const Device& device, const ResourcePlan& plan);
  void create_sets(const Device& device, const ResourcePlan& plan);
  void write_descriptors(const Device& device, const ResourcePlan& plan);
  // The copy shader for multisampled images of `numeric` components, made on first use.
  MultisampleCopy* multisample_copy(const Device& device, NumericClass numeric) const;
  void transfer_textures(Device& device, bool upload) const;

  std::vector<Object> objects_;
  std::vector<DescriptorSetLayout> set_layouts_;
  DescriptorPool pool_;
  std::vector<VkDescriptorSet> sets_;
  PipelineLayout layout_;
  std::optional<PushConstantRange> push_constants_;
  mutable std::vector<std::pair<NumericClass, std::unique_ptr<MultisampleCopy>>> copies_;
};

}  // namespace untangle::runner
