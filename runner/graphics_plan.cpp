// Device requirements of a graphics run, and the vertex-input mapping by semantic.
#include "runner/graphics_plan.h"

#include "runner/error.h"

#include <algorithm>

namespace untangle::runner {
namespace {

void require(bool supported, const std::string& what) {
  if (!supported) throw Unsupported("the device lacks " + what);
}

bool declares_storage(const PreparedStage& stage) {
  const std::vector<DescriptorBinding> declared = stage.module.bindings_of(stage.entry);
  return std::any_of(declared.begin(), declared.end(), [](const DescriptorBinding& binding) {
    return binding.kind == DescriptorKind::StorageBuffer || binding.kind == DescriptorKind::StorageTexelBuffer ||
           binding.kind == DescriptorKind::StorageImage;
  });
}

void require_stage_features(const DeviceInfo& device, const GraphicsSetup& setup,
                            const std::vector<PreparedStage>& stages) {
  const FeatureSet& features = device.features;
  for (const PreparedStage& stage : stages) {
    const Stage kind = stage.source->stage;
    switch (kind) {
      case Stage::Geometry: require(features.core.geometryShader, "geometryShader"); break;
      case Stage::Hull:
      case Stage::Domain: require(features.core.tessellationShader, "tessellationShader"); break;
      case Stage::Mesh: require(features.mesh.meshShader, "meshShader (VK_EXT_mesh_shader)"); break;
      case Stage::Amplification: require(features.mesh.taskShader, "taskShader (VK_EXT_mesh_shader)"); break;
      default: break;
    }
    // The runner cannot tell a read-only storage buffer from a written one.
    if (declares_storage(stage)) {
      if (kind == Stage::Pixel) {
        require(features.core.fragmentStoresAndAtomics, "fragmentStoresAndAtomics");
      } else if (kind != Stage::Mesh && kind != Stage::Amplification) {
        require(features.core.vertexPipelineStoresAndAtomics, "vertexPipelineStoresAndAtomics");
      }
    }
  }
  if (setup.view_count > 1) {
    require(features.vulkan11.multiview, "multiview");
    require(setup.view_count <= device.graphics.max_multiview_views,
            std::to_string(setup.view_count) + " views (maxMultiviewViewCount " +
                std::to_string(device.graphics.max_multiview_views) + ")");
    if (setup.has_stage(Stage::Geometry)) require(features.vulkan11.multiviewGeometryShader, "multiviewGeometryShader");
    if (setup.has_stage(Stage::Hull))
      require(features.vulkan11.multiviewTessellationShader, "multiviewTessellationShader");
    if (setup.is_mesh_pipeline()) require(features.mesh.multiviewMeshShader, "multiviewMeshShader");
  }
}

void require_fixed_function(const DeviceInfo& device, const GraphicsSetup& setup) {
  const FeatureSet& features = device.features;
  const VkPhysicalDeviceLimits& limits = device.limits;
  if (setup.multisample.min_sample_shading) require(features.core.sampleRateShading, "sampleRateShading");
  if (setup.dual_source_blending) require(features.core.dualSrcBlend, "dualSrcBlend");
  if (setup.viewports.size() > 1) {
    require(features.core.multiViewport, "multiViewport");
    require(setup.viewports.size() <= limits.maxViewports, std::to_string(setup.viewports.size()) + " viewports");
  }
  require(setup.layers <= limits.maxFramebufferLayers, std::to_string(setup.layers) + " layers");
  if (setup.rasterizer.fill_mode != VK_POLYGON_MODE_FILL) require(features.core.fillModeNonSolid, "fillModeNonSolid");
  if (!setup.rasterizer.depth_clip) require(features.core.depthClamp, "depthClamp");
  if (setup.rasterizer.conservative) {
    throw Unsupported("conservative rasterization: the runner does not enable VK_EXT_conservative_rasterization");
  }
  if (setup.draw && setup.draw->patch_control_points > limits.maxTessellationPatchSize) {
    require(false, "patches of " + std::to_string(setup.draw->patch_control_points) + " control points");
  }
  require(setup.render_targets.size() <= limits.maxColorAttachments,
          std::to_string(setup.render_targets.size()) + " render targets");
  require(setup.vertex_buffers.size() <= limits.maxVertexInputBindings,
          std::to_string(setup.vertex_buffers.size()) + " vertex buffers");
  for (const VertexBuffer& buffer : setup.vertex_buffers) {
    require(buffer.stride <= limits.maxVertexInputBindingStride, "a vertex stride of " + std::to_string(buffer.stride));
  }
}

}  // namespace

void require_graphics_support(const Device& device, const Manifest& manifest,
                              const std::vector<PreparedStage>& stages) {
  const DeviceInfo& info = device.info();
  const GraphicsSetup& setup = *manifest.graphics;
  require(info.graphics.queue, "a queue that runs graphics");
  require(info.features.vulkan13.dynamicRendering, "dynamicRendering (Vulkan 1.3)");
  require_stage_features(info, setup, stages);
  require_fixed_function(info, setup);
  if (manifest.wave_size && *manifest.wave_size != info.subgroup.default_size) {
    throw Unsupported("the manifest assumes a wave size of " + std::to_string(*manifest.wave_size) +
                      "; graphics stages run with the device's subgroup size, " +
                      std::to_string(info.subgroup.default_size));
  }
}

std::vector<VkVertexInputAttributeDescription> plan_vertex_input(const Device& device, const GraphicsSetup& setup,
                                                                 const StageModule& vertex,
                                                                 std::vector<std::string>& notes) {
  std::vector<VkVertexInputAttributeDescription> attributes;
  std::vector<bool> fed(vertex.vertex_inputs.size(), false);
  for (uint32_t binding = 0; binding < setup.vertex_buffers.size(); ++binding) {
    const VertexBuffer& buffer = setup.vertex_buffers[binding];
    for (std::size_t index = 0; index < buffer.attributes.size(); ++index) {
      const VertexAttribute& attribute = buffer.attributes[index];
      const std::string where = "vertex_buffers[" + std::to_string(binding) + "].attributes[" + std::to_string(index) +
                                "] (" + attribute.semantic + std::to_string(attribute.semantic_index) + ")";
      const auto input = std::find_if(
          vertex.vertex_inputs.begin(), vertex.vertex_inputs.end(), [&attribute](const VertexInputLocation& location) {
            return location.semantic == attribute.semantic && location.semantic_index == attribute.semantic_index;
          });
      if (input == vertex.vertex_inputs.end()) {
        notes.push_back(where + ": the vertex shader does not read it; left out");
        continue;
      }
      VkFormatProperties properties{};
      vkGetPhysicalDeviceFormatProperties(device.physical(), attribute.format.format, &properties);
      if ((properties.bufferFeatures & VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT) == 0) {
        throw Unsupported(where + ": the device cannot read " + attribute.format_name + " from a vertex buffer");
      }
      fed[static_cast<std::size_t>(input - vertex.vertex_inputs.begin())] = true;
      attributes.push_back({input->location, binding, attribute.format.format, attribute.offset});
      notes.push_back(where + " -> location " + std::to_string(input->location));
    }
  }
  for (std::size_t index = 0; index < fed.size(); ++index) {
    if (fed[index]) continue;
    const VertexInputLocation& input = vertex.vertex_inputs[index];
    throw RunnerError("the vertex shader reads " + input.semantic + std::to_string(input.semantic_index) +
                      " (location " + std::to_string(input.location) + ") but no vertex_buffers attribute feeds it");
  }
  if (attributes.size() > device.info().limits.maxVertexInputAttributes) {
    throw Unsupported("the device lacks " + std::to_string(attributes.size()) + " vertex attributes");
  }
  return attributes;
}

}  // namespace untangle::runner
