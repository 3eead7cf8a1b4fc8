// The graphics part of an execution manifest (runner/README.md): stages, draw or mesh
// dispatch, vertex and index buffers, render and depth-stencil targets, fixed-function
// state. Parsed by Manifest::parse; Vulkan enums stand for the choices the JSON names.
#pragma once

#include "runner/expectation.h"
#include "runner/stage.h"
#include "runner/texel_format.h"

#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace untangle::runner {

struct ManifestStage {
  Stage stage = Stage::Vertex;
  std::string entry = "main";
  std::string profile;
  std::string dxil;  // file name, relative to the manifest (or its sibling dxil/ folder)
};

struct DrawCall {
  VkPrimitiveTopology topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
  uint32_t vertex_count = 0;  // non-indexed draws
  uint32_t instance_count = 1;
  uint32_t first_vertex = 0;
  uint32_t first_instance = 0;
  uint32_t patch_control_points = 0;  // patch_list only
  // Indexed draws (an index_buffer is given):
  uint32_t index_count = 0;
  uint32_t first_index = 0;
  int32_t vertex_offset = 0;
  bool primitive_restart = false;
};

struct IndexBuffer {
  VkIndexType type = VK_INDEX_TYPE_UINT32;
  std::vector<uint32_t> indices;
};

struct VertexAttribute {
  std::string semantic;  // upper case, without the index
  uint32_t semantic_index = 0;
  std::string format_name;
  TexelFormat format;
  uint32_t offset = 0;  // bytes into the vertex
};

struct VertexBuffer {
  uint32_t stride = 0;
  VkVertexInputRate input_rate = VK_VERTEX_INPUT_RATE_VERTEX;
  uint32_t offset = 0;  // bytes, where the binding starts in the buffer
  std::vector<uint32_t> data;
  std::vector<VertexAttribute> attributes;
};

struct RenderTarget {
  std::string format_name;
  TexelFormat format;
  std::array<uint32_t, 4> clear{};    // one word per component: integers, or float bits
  std::optional<Expectation> expect;  // decoded components, texel by texel (ElementFormat by format)
  ElementFormat element_format() const { return format.is_integer() ? ElementFormat::U32 : ElementFormat::F32; }
  // How a multisampled target is resolved before it is read (the only mode Vulkan allows
  // for color): sample 0 of integer formats, the average of the others.
  VkResolveModeFlagBits resolve_mode() const {
    return format.is_integer() ? VK_RESOLVE_MODE_SAMPLE_ZERO_BIT : VK_RESOLVE_MODE_AVERAGE_BIT;
  }
};

struct StencilState {
  VkCompareOp compare = VK_COMPARE_OP_ALWAYS;
  VkStencilOp pass = VK_STENCIL_OP_KEEP;
  VkStencilOp fail = VK_STENCIL_OP_KEEP;
  VkStencilOp depth_fail = VK_STENCIL_OP_KEEP;
  uint32_t reference = 0;
  uint32_t read_mask = 0xFF;
  uint32_t write_mask = 0xFF;
};

struct DepthStencilTarget {
  std::string format_name;
  DepthFormat format;
  float clear_depth = 1.0f;
  uint32_t clear_stencil = 0;
  bool depth_test = true;
  bool depth_write = true;
  VkCompareOp depth_compare = VK_COMPARE_OP_LESS;
  std::optional<StencilState> stencil;  // the stencil test is on when given
  // Multisampled depth; stencil takes sample 0 where the device resolves it independently.
  VkResolveModeFlagBits resolve = VK_RESOLVE_MODE_SAMPLE_ZERO_BIT;
  std::optional<Expectation> expect_depth;              // depth values as floats
  std::optional<std::vector<uint32_t>> expect_stencil;  // stencil values
};

struct Rasterizer {
  VkCullModeFlags cull_mode = VK_CULL_MODE_NONE;
  VkFrontFace front_face = VK_FRONT_FACE_COUNTER_CLOCKWISE;
  VkPolygonMode fill_mode = VK_POLYGON_MODE_FILL;
  bool depth_clip = true;  // false: depth clamp instead
  bool conservative = false;
};

struct Multisample {
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
  std::optional<float> min_sample_shading;  // sample-rate shading where given
  uint32_t sample_mask = 0xFFFFFFFF;
};

struct Viewport {
  float x = 0, y = 0, width = 0, height = 0;
  float min_depth = 0, max_depth = 1;
};

struct GraphicsSetup {
  std::vector<ManifestStage> stages;                     // in pipeline order
  std::optional<DrawCall> draw;                          // vertex pipelines
  std::optional<std::array<uint32_t, 3>> dispatch_mesh;  // mesh pipelines
  std::optional<IndexBuffer> index_buffer;
  std::vector<VertexBuffer> vertex_buffers;  // binding = position in the list
  uint32_t width = 0, height = 0;            // of every target
  uint32_t view_count = 1;                   // multiview: every target has this many layers
  uint32_t layers = 1;                       // layered rendering (SV_RenderTargetArrayIndex picks a layer)
  std::vector<RenderTarget> render_targets;  // in SV_Target order
  std::optional<DepthStencilTarget> depth_stencil;
  Rasterizer rasterizer;
  Multisample multisample;
  std::optional<Viewport> viewport;  // default: the whole target, depth 0 to 1
  std::vector<Viewport> viewports;   // several (SV_ViewportArrayIndex picks one), instead of `viewport`
  // SV_Target0 and SV_Target1 are the two sources of render target 0's blend: the result is
  // source 0 + source 1 * the destination (its clear value), per component.
  bool dual_source_blending = false;
  // "rasterizer_ordered_views": "unordered": the pixel shader's rasterizer ordered views are
  // translated as plain UAVs, without fragment shader interlock (spirv_emit/options.h).
  bool unordered_rasterizer_ordered_views = false;

  bool has_stage(Stage stage) const;
  // The layers of every target: the views of multiview, or the layers of layered rendering.
  uint32_t layer_count() const { return view_count > layers ? view_count : layers; }
  bool is_mesh_pipeline() const { return has_stage(Stage::Mesh); }
};

}  // namespace untangle::runner
