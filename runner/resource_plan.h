// Matches a manifest's resources to the descriptors a pipeline's stages declare, through
// each stage's binding map: which buffer, image or sampler goes to which element of which
// (set, binding) as which descriptor kind, visible to which stages; arrays of descriptors,
// descriptor-heap views, UAV counter buffers and acceleration structures included.
#pragma once

#include "runner/binding_map.h"
#include "runner/manifest.h"
#include "runner/spirv_module.h"
#include "runner/stage.h"

#include <vulkan/vulkan.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

// What one stage's entry point declares, and where its registers are bound.
struct StageDeclarations {
  Stage stage = Stage::Compute;
  std::vector<DescriptorBinding> declared;
  const BindingMap* bindings = nullptr;
};

// One Vulkan object the manifest provides: a buffer, a UAV's counter buffer, an image, a
// sampler or a top-level acceleration structure.
struct PlannedObject {
  std::string label;  // "u0 (RWStructuredBuffer)", "u0 (RWStructuredBuffer) counter"
  const ManifestResource* source = nullptr;
  DescriptorKind kind = DescriptorKind::StorageBuffer;  // how every descriptor of it binds it
  bool is_counter = false;                              // one word: the source's counter
  VkFormat format = VK_FORMAT_UNDEFINED;                // texel buffers and images
  uint32_t texel_bytes = 0;
  // Acceleration structures: built from the source's top level (AccelerationStructures),
  // which sets this.
  VkAccelerationStructureKHR structure = VK_NULL_HANDLE;
};

// One binding of the pipeline layout and what each of its descriptors holds.
struct PlannedDescriptor {
  uint32_t set = 0;
  uint32_t binding = 0;
  DescriptorKind kind = DescriptorKind::StorageBuffer;
  VkShaderStageFlags stages = 0;
  // Per array element, the object written there; nullopt: left unwritten, which needs a
  // partially bound binding. As many as the layout binding's descriptors.
  std::vector<std::optional<std::size_t>> elements;

  bool partially_bound() const;
};

struct ResourcePlan {
  std::vector<PlannedObject> objects;
  std::vector<PlannedDescriptor> descriptors;
  // Per entry of Manifest::descriptors(): its object, or nullopt when no stage uses it (its
  // contents then stay as the manifest gives them); and its counter's object.
  std::vector<std::optional<std::size_t>> object_of;
  std::vector<std::optional<std::size_t>> counter_of;
  std::vector<std::string> notes;  // one line per resource: where it is bound, or why not
  // A stage queries residency (SparseResidency): textures are made sparse-resident images,
  // which the queries are defined for.
  bool sparse_textures = false;
};

// The descriptor kind comes from the modules (the pipeline layout must match them); a
// reflection's descriptor_type must agree with it. Throws RunnerError when a declared
// descriptor has no manifest resource, two resources share a binding, two stages bind a
// resource differently, a resource's kind cannot fill its descriptor, or an array gets
// more elements than it declares.
ResourcePlan plan_resources(const Manifest& manifest, const std::vector<StageDeclarations>& stages);

}  // namespace untangle::runner
