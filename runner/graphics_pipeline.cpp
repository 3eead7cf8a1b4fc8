// Graphics pipeline creation for dynamic rendering: every fixed-function state comes from
// the manifest (runner/README.md gives the defaults); blending is off except for dual-source
// blending; pixel stages get the sample count as a specialization constant. Without a
// pixel stage and without a depth target nothing is rasterized (rasterizer discard).
#include "runner/draw.h"

#include "runner/error.h"
#include "spirv_emit/reflection.h"

#include <algorithm>

namespace untangle::runner {
namespace {

VkPipelineVertexInputStateCreateInfo vertex_input(const GraphicsJob& job,
                                                  std::vector<VkVertexInputBindingDescription>& bindings) {
  const std::vector<VertexBuffer>& buffers = job.setup->vertex_buffers;
  for (uint32_t binding = 0; binding < buffers.size(); ++binding) {
    bindings.push_back({binding, buffers[binding].stride, buffers[binding].input_rate});
  }
  auto info =
      vulkan_struct<VkPipelineVertexInputStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO);
  info.vertexBindingDescriptionCount = static_cast<uint32_t>(bindings.size());
  info.pVertexBindingDescriptions = bindings.data();
  info.vertexAttributeDescriptionCount = static_cast<uint32_t>(job.vertex_attributes.size());
  info.pVertexAttributeDescriptions = job.vertex_attributes.data();
  return info;
}

std::vector<VkViewport> viewports_of(const GraphicsSetup& setup, VkExtent2D extent) {
  std::vector<Viewport> chosen = setup.viewports;
  if (setup.viewport) chosen.push_back(*setup.viewport);
  if (chosen.empty()) return {{0.0f, 0.0f, static_cast<float>(extent.width), static_cast<float>(extent.height), 0.0f, 1.0f}};
  std::vector<VkViewport> viewports;
  for (const Viewport& viewport : chosen)
    viewports.push_back({viewport.x, viewport.y, viewport.width, viewport.height, viewport.min_depth, viewport.max_depth});
  return viewports;
}

VkStencilOpState stencil_state(const std::optional<StencilState>& stencil) {
  if (!stencil) return {VK_STENCIL_OP_KEEP, VK_STENCIL_OP_KEEP, VK_STENCIL_OP_KEEP, VK_COMPARE_OP_ALWAYS, 0, 0, 0};
  return {stencil->fail,      stencil->pass,       stencil->depth_fail, stencil->compare,
          stencil->read_mask, stencil->write_mask, stencil->reference};
}

}  // namespace

Pipeline create_graphics_pipeline(const Device& device, const GraphicsJob& job, VkPipelineLayout layout,
                                  const Attachments& attachments) {
  const GraphicsSetup& setup = *job.setup;
  std::vector<ShaderModule> modules;
  std::vector<VkPipelineShaderStageCreateInfo> stages;
  // The render target's sample count, which SPIR-V cannot query, as untangle's translations
  // of RenderTargetGetSampleCount read it (a constant the module does not have is ignored).
  const uint32_t sample_count = setup.multisample.samples;
  const VkSpecializationMapEntry sample_count_entry{spirv_emit::kSampleCountSpecId, 0, sizeof(sample_count)};
  VkSpecializationInfo specialization{1, &sample_count_entry, sizeof(sample_count), &sample_count};
  for (const PipelineStage& stage : job.stages) {
    modules.push_back(create_shader_module(device, *stage.spirv));
    auto info = vulkan_struct<VkPipelineShaderStageCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    info.stage = vulkan_stage(stage.stage);
    info.module = modules.back().get();
    info.pName = stage.entry_point.c_str();
    if (stage.stage == Stage::Pixel) info.pSpecializationInfo = &specialization;
    stages.push_back(info);
  }

  std::vector<VkVertexInputBindingDescription> vertex_bindings;
  const VkPipelineVertexInputStateCreateInfo vertex_input_info = vertex_input(job, vertex_bindings);
  auto input_assembly = vulkan_struct<VkPipelineInputAssemblyStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO);
  auto tessellation =
      vulkan_struct<VkPipelineTessellationStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO);
  if (setup.draw) {
    input_assembly.topology = setup.draw->topology;
    input_assembly.primitiveRestartEnable = setup.draw->primitive_restart ? VK_TRUE : VK_FALSE;
    tessellation.patchControlPoints = setup.draw->patch_control_points;
  }

  const std::vector<VkViewport> viewports = viewports_of(setup, attachments.extent());
  const std::vector<VkRect2D> scissors(viewports.size(), VkRect2D{{0, 0}, attachments.extent()});
  auto viewport_state =
      vulkan_struct<VkPipelineViewportStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO);
  viewport_state.viewportCount = static_cast<uint32_t>(viewports.size());
  viewport_state.pViewports = viewports.data();
  viewport_state.scissorCount = static_cast<uint32_t>(scissors.size());
  viewport_state.pScissors = scissors.data();

  auto rasterization =
      vulkan_struct<VkPipelineRasterizationStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO);
  rasterization.rasterizerDiscardEnable = !setup.has_stage(Stage::Pixel) && !setup.depth_stencil ? VK_TRUE : VK_FALSE;
  rasterization.depthClampEnable = setup.rasterizer.depth_clip ? VK_FALSE : VK_TRUE;
  rasterization.polygonMode = setup.rasterizer.fill_mode;
  rasterization.cullMode = setup.rasterizer.cull_mode;
  rasterization.frontFace = setup.rasterizer.front_face;
  rasterization.lineWidth = 1.0f;

  auto multisample =
      vulkan_struct<VkPipelineMultisampleStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO);
  multisample.rasterizationSamples = setup.multisample.samples;
  multisample.sampleShadingEnable = setup.multisample.min_sample_shading ? VK_TRUE : VK_FALSE;
  multisample.minSampleShading = setup.multisample.min_sample_shading.value_or(0.0f);
  const std::array<VkSampleMask, 2> sample_mask = {setup.multisample.sample_mask, 0xFFFFFFFF};
  multisample.pSampleMask = sample_mask.data();

  auto depth_stencil =
      vulkan_struct<VkPipelineDepthStencilStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO);
  if (setup.depth_stencil) {
    const DepthStencilTarget& target = *setup.depth_stencil;
    depth_stencil.depthTestEnable = target.depth_test ? VK_TRUE : VK_FALSE;
    depth_stencil.depthWriteEnable = target.depth_write ? VK_TRUE : VK_FALSE;
    depth_stencil.depthCompareOp = target.depth_compare;
    depth_stencil.stencilTestEnable = target.stencil ? VK_TRUE : VK_FALSE;
    depth_stencil.front = depth_stencil.back = stencil_state(target.stencil);
  }

  std::vector<VkPipelineColorBlendAttachmentState> blend_attachments(
      setup.render_targets.size(),
      VkPipelineColorBlendAttachmentState{
          VK_FALSE, VK_BLEND_FACTOR_ONE, VK_BLEND_FACTOR_ZERO, VK_BLEND_OP_ADD, VK_BLEND_FACTOR_ONE,
          VK_BLEND_FACTOR_ZERO, VK_BLEND_OP_ADD,
          VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT | VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT});
  if (setup.dual_source_blending) {
    VkPipelineColorBlendAttachmentState& target = blend_attachments[0];
    target.blendEnable = VK_TRUE;
    target.dstColorBlendFactor = VK_BLEND_FACTOR_SRC1_COLOR;
    target.dstAlphaBlendFactor = VK_BLEND_FACTOR_SRC1_ALPHA;
  }
  auto blend =
      vulkan_struct<VkPipelineColorBlendStateCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO);
  blend.attachmentCount = static_cast<uint32_t>(blend_attachments.size());
  blend.pAttachments = blend_attachments.data();

  auto rendering = vulkan_struct<VkPipelineRenderingCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO);
  rendering.viewMask = setup.view_count > 1 ? (1u << setup.view_count) - 1 : 0;
  rendering.colorAttachmentCount = static_cast<uint32_t>(attachments.color_formats().size());
  rendering.pColorAttachmentFormats = attachments.color_formats().data();
  rendering.depthAttachmentFormat = attachments.depth_format();
  rendering.stencilAttachmentFormat = attachments.stencil_format();

  auto pipeline_info =
      vulkan_struct<VkGraphicsPipelineCreateInfo>(VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, &rendering);
  pipeline_info.stageCount = static_cast<uint32_t>(stages.size());
  pipeline_info.pStages = stages.data();
  if (!setup.is_mesh_pipeline()) {
    pipeline_info.pVertexInputState = &vertex_input_info;
    pipeline_info.pInputAssemblyState = &input_assembly;
  }
  if (setup.has_stage(Stage::Hull)) pipeline_info.pTessellationState = &tessellation;
  pipeline_info.pViewportState = &viewport_state;
  pipeline_info.pRasterizationState = &rasterization;
  pipeline_info.pMultisampleState = &multisample;
  pipeline_info.pDepthStencilState = &depth_stencil;
  pipeline_info.pColorBlendState = &blend;
  pipeline_info.layout = layout;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(vkCreateGraphicsPipelines(device.handle(), VK_NULL_HANDLE, 1, &pipeline_info, nullptr, &pipeline),
        "vkCreateGraphicsPipelines");
  return Pipeline(device, pipeline);
}

}  // namespace untangle::runner
