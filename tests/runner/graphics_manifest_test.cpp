// Graphics manifest parsing: every key with its default, and every error naming its field.
#include "device_test.h"
#include "runner/error.h"
#include "runner/manifest.h"

#include <gtest/gtest.h>

#include <bit>
#include <filesystem>

namespace untangle::runner {
namespace {

using testing::manifest_error;

// A vertex + pixel manifest with `extra` top-level keys (which may replace "draw").
std::string vertex_pixel(const std::string& extra,
                         const std::string& draw = R"("draw": {"topology": "triangle_list", "vertex_count": 3})") {
  return R"({"stages": [{"stage": "vertex", "entry": "vs", "profile": "vs_6_0", "dxil": "a.vs.dxil"},
                        {"stage": "pixel", "entry": "ps"}], )" +
         draw + (extra.empty() ? "" : ", " + extra) + "}";
}

const std::string kTarget = R"("render_targets": [{"format": "R32_UINT", "width": 2, "height": 1}])";

TEST(GraphicsManifest, CorpusKeysAndDefaults) {
  const Manifest manifest = Manifest::parse(vertex_pixel(
      R"("vertex_buffers": [{"stride": 12, "format": "f32", "data": [1.5, 0, 7],
          "attributes": [{"semantic": "position", "index": 0, "format": "R32G32_SFLOAT", "offset": 0},
                         {"semantic": "TEXCOORD3", "format": "R32_UINT", "offset": 8}]}],
         "render_targets": [{"format": "R32_UINT", "width": 2, "height": 1, "clear": [5], "expect": [1, 2]}])",
      R"("draw": {"topology": "triangle_strip", "vertex_count": 4, "instance_count": 2})"));
  ASSERT_TRUE(manifest.graphics);
  const GraphicsSetup& setup = *manifest.graphics;
  ASSERT_EQ(setup.stages.size(), 2u);
  EXPECT_EQ(setup.stages[0].stage, Stage::Vertex);
  EXPECT_EQ(setup.stages[0].entry, "vs");
  EXPECT_EQ(setup.stages[0].profile, "vs_6_0");
  EXPECT_EQ(setup.stages[0].dxil, "a.vs.dxil");
  EXPECT_EQ(setup.stages[1].stage, Stage::Pixel);
  EXPECT_TRUE(setup.stages[1].dxil.empty());
  ASSERT_TRUE(setup.draw);
  EXPECT_EQ(setup.draw->topology, VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP);
  EXPECT_EQ(setup.draw->vertex_count, 4u);
  EXPECT_EQ(setup.draw->instance_count, 2u);
  EXPECT_EQ(setup.draw->first_vertex, 0u);
  EXPECT_EQ(setup.draw->first_instance, 0u);
  EXPECT_FALSE(setup.index_buffer);
  ASSERT_EQ(setup.vertex_buffers.size(), 1u);
  const VertexBuffer& buffer = setup.vertex_buffers[0];
  EXPECT_EQ(buffer.stride, 12u);
  EXPECT_EQ(buffer.input_rate, VK_VERTEX_INPUT_RATE_VERTEX);
  EXPECT_EQ(buffer.offset, 0u);
  EXPECT_EQ(buffer.data, (std::vector<uint32_t>{std::bit_cast<uint32_t>(1.5f), 0, 7}));
  ASSERT_EQ(buffer.attributes.size(), 2u);
  EXPECT_EQ(buffer.attributes[0].semantic, "POSITION");  // semantics are case-insensitive
  EXPECT_EQ(buffer.attributes[0].format.format, VK_FORMAT_R32G32_SFLOAT);
  EXPECT_EQ(buffer.attributes[1].semantic, "TEXCOORD");
  EXPECT_EQ(buffer.attributes[1].semantic_index, 3u);
  EXPECT_EQ(buffer.attributes[1].offset, 8u);
  ASSERT_EQ(setup.render_targets.size(), 1u);
  EXPECT_EQ(setup.render_targets[0].format.format, VK_FORMAT_R32_UINT);
  EXPECT_EQ(setup.render_targets[0].clear, (std::array<uint32_t, 4>{5, 0, 0, 0}));
  EXPECT_EQ(setup.render_targets[0].expect->words, (std::vector<uint32_t>{1, 2}));
  EXPECT_EQ(setup.width, 2u);
  EXPECT_EQ(setup.height, 1u);
  EXPECT_EQ(setup.view_count, 1u);
  EXPECT_EQ(setup.rasterizer.cull_mode, VK_CULL_MODE_NONE);
  EXPECT_EQ(setup.rasterizer.front_face, VK_FRONT_FACE_COUNTER_CLOCKWISE);
  EXPECT_EQ(setup.multisample.samples, VK_SAMPLE_COUNT_1_BIT);
  EXPECT_FALSE(setup.viewport);
  EXPECT_FALSE(setup.depth_stencil);
  EXPECT_TRUE(manifest.resources.empty());  // "resources" is optional for a draw
}

TEST(GraphicsManifest, InstanceRateOffsetsAndConservative) {
  const Manifest manifest = Manifest::parse(vertex_pixel(
      kTarget + R"(, "vertex_buffers": [{"stride": 4, "input_rate": "instance", "offset": 4, "data": [1, 2],
                                          "attributes": [{"semantic": "A", "format": "R32_UINT"}]}],
                    "rasterizer": {"conservative": true})",
      R"("draw": {"topology": "point_list", "vertex_count": 1, "first_vertex": 2})"));
  const GraphicsSetup& setup = *manifest.graphics;
  EXPECT_EQ(setup.vertex_buffers[0].input_rate, VK_VERTEX_INPUT_RATE_INSTANCE);
  EXPECT_EQ(setup.vertex_buffers[0].offset, 4u);
  EXPECT_EQ(setup.vertex_buffers[0].attributes[0].offset, 0u);
  EXPECT_EQ(setup.draw->first_vertex, 2u);
  EXPECT_TRUE(setup.rasterizer.conservative);  // parsed; a run reports it skipped
}

// Rasterizer ordered views are interlocked unless the manifest says "unordered".
TEST(GraphicsManifest, RasterizerOrderedViews) {
  EXPECT_FALSE(Manifest::parse(vertex_pixel(kTarget)).graphics->unordered_rasterizer_ordered_views);
  EXPECT_FALSE(Manifest::parse(vertex_pixel(kTarget + R"(, "rasterizer_ordered_views": "interlock")"))
                   .graphics->unordered_rasterizer_ordered_views);
  EXPECT_TRUE(Manifest::parse(vertex_pixel(kTarget + R"(, "rasterizer_ordered_views": "unordered")"))
                  .graphics->unordered_rasterizer_ordered_views);
}

TEST(GraphicsManifest, FloatTargetsTakeValues) {
  const Manifest manifest = Manifest::parse(vertex_pixel(
      R"("render_targets": [{"format": "R32G32_FLOAT", "width": 1, "height": 1, "clear": [1, 0.5],
                              "expect": [2, "nan"], "tolerance": 0.01},
                             {"format": "R8G8B8A8_SINT", "width": 1, "height": 1, "clear": [-1, 2, 3, 4]}])"));
  const RenderTarget& target = manifest.graphics->render_targets[0];
  EXPECT_EQ(target.element_format(), ElementFormat::F32);
  EXPECT_EQ(target.clear[0], std::bit_cast<uint32_t>(1.0f));  // a number is a value, 1 is 1.0
  EXPECT_EQ(target.clear[1], std::bit_cast<uint32_t>(0.5f));
  EXPECT_EQ(target.expect->words[0], std::bit_cast<uint32_t>(2.0f));
  EXPECT_DOUBLE_EQ(target.expect->tolerance, 0.01);
  EXPECT_EQ(manifest.graphics->render_targets[1].clear[0], 0xFFFFFFFFu);
  EXPECT_EQ(target.resolve_mode(), VK_RESOLVE_MODE_AVERAGE_BIT);
  EXPECT_EQ(manifest.graphics->render_targets[1].resolve_mode(), VK_RESOLVE_MODE_SAMPLE_ZERO_BIT);
}

TEST(GraphicsManifest, IndexedDrawDefaults) {
  const Manifest manifest = Manifest::parse(vertex_pixel(
      R"("index_buffer": {"format": "u16", "data": [0, 1, 2, 65535, 3]}, )" + kTarget,
      R"("draw": {"topology": "line_strip", "first_index": 1, "vertex_offset": -2, "primitive_restart": true,
                  "first_instance": 3})"));
  const GraphicsSetup& setup = *manifest.graphics;
  EXPECT_EQ(setup.index_buffer->type, VK_INDEX_TYPE_UINT16);
  EXPECT_EQ(setup.index_buffer->indices.size(), 5u);
  EXPECT_EQ(setup.draw->topology, VK_PRIMITIVE_TOPOLOGY_LINE_STRIP);
  EXPECT_EQ(setup.draw->first_index, 1u);
  EXPECT_EQ(setup.draw->index_count, 4u);  // the rest of the indices
  EXPECT_EQ(setup.draw->vertex_offset, -2);
  EXPECT_TRUE(setup.draw->primitive_restart);
  EXPECT_EQ(setup.draw->first_instance, 3u);
}

TEST(GraphicsManifest, DepthStencilAndState) {
  const Manifest manifest = Manifest::parse(vertex_pixel(
      kTarget + R"(, "depth_stencil": {"format": "D24_UNORM_S8_UINT", "clear_depth": 0.5, "clear_stencil": 9,
          "depth_write": false, "depth_compare": "greater_equal", "resolve": "max",
          "stencil": {"compare": "equal", "pass": "increment_wrap", "fail": "zero", "depth_fail": "invert",
                      "reference": 4, "read_mask": 15, "write_mask": 240},
          "expect_depth": [0.5, 1], "depth_tolerance": 0.001, "expect_stencil": [9, 255]},
        "rasterizer": {"cull_mode": "front", "front_face": "clockwise", "fill_mode": "wireframe", "depth_clip": false},
        "multisample": {"samples": 4, "min_sample_shading": 1.0, "sample_mask": 5},
        "viewport": {"x": 0.5, "height": -1, "min_depth": 0.25},
        "push_constants": {"offset": 8, "format": "f32", "data": [2.5, 3]},
        "wave_size": 8)"));
  const GraphicsSetup& setup = *manifest.graphics;
  const DepthStencilTarget& depth = *setup.depth_stencil;
  EXPECT_EQ(depth.format.format, VK_FORMAT_D24_UNORM_S8_UINT);
  EXPECT_EQ(depth.format.depth_bits, 24u);
  EXPECT_TRUE(depth.format.stencil);
  EXPECT_FLOAT_EQ(depth.clear_depth, 0.5f);
  EXPECT_EQ(depth.clear_stencil, 9u);
  EXPECT_TRUE(depth.depth_test);
  EXPECT_FALSE(depth.depth_write);
  EXPECT_EQ(depth.depth_compare, VK_COMPARE_OP_GREATER_OR_EQUAL);
  EXPECT_EQ(depth.resolve, VK_RESOLVE_MODE_MAX_BIT);
  ASSERT_TRUE(depth.stencil);
  EXPECT_EQ(depth.stencil->compare, VK_COMPARE_OP_EQUAL);
  EXPECT_EQ(depth.stencil->pass, VK_STENCIL_OP_INCREMENT_AND_WRAP);
  EXPECT_EQ(depth.stencil->fail, VK_STENCIL_OP_ZERO);
  EXPECT_EQ(depth.stencil->depth_fail, VK_STENCIL_OP_INVERT);
  EXPECT_EQ(depth.stencil->reference, 4u);
  EXPECT_EQ(depth.stencil->read_mask, 15u);
  EXPECT_EQ(depth.stencil->write_mask, 240u);
  EXPECT_EQ(depth.expect_depth->words[1], std::bit_cast<uint32_t>(1.0f));
  EXPECT_DOUBLE_EQ(depth.expect_depth->tolerance, 0.001);
  EXPECT_EQ(*depth.expect_stencil, (std::vector<uint32_t>{9, 255}));
  EXPECT_EQ(setup.rasterizer.cull_mode, VK_CULL_MODE_FRONT_BIT);
  EXPECT_EQ(setup.rasterizer.front_face, VK_FRONT_FACE_CLOCKWISE);
  EXPECT_EQ(setup.rasterizer.fill_mode, VK_POLYGON_MODE_LINE);
  EXPECT_FALSE(setup.rasterizer.depth_clip);
  EXPECT_EQ(setup.multisample.samples, VK_SAMPLE_COUNT_4_BIT);
  EXPECT_FLOAT_EQ(*setup.multisample.min_sample_shading, 1.0f);
  EXPECT_EQ(setup.multisample.sample_mask, 5u);
  ASSERT_TRUE(setup.viewport);
  EXPECT_FLOAT_EQ(setup.viewport->x, 0.5f);
  EXPECT_FLOAT_EQ(setup.viewport->width, 2.0f);  // the target's, where not given
  EXPECT_FLOAT_EQ(setup.viewport->height, -1.0f);
  EXPECT_FLOAT_EQ(setup.viewport->min_depth, 0.25f);
  EXPECT_FLOAT_EQ(setup.viewport->max_depth, 1.0f);
  ASSERT_TRUE(manifest.push_constants);
  EXPECT_EQ(manifest.push_constants->offset, 8u);
  EXPECT_EQ(manifest.push_constants->words, (std::vector<uint32_t>{std::bit_cast<uint32_t>(2.5f), 3}));
  EXPECT_EQ(manifest.wave_size, 8u);
}

TEST(GraphicsManifest, StencilOnlyAndDepthOnlyDefaults) {
  const GraphicsSetup stencil_only =
      *Manifest::parse(
           vertex_pixel(R"("depth_stencil": {"format": "S8_UINT", "width": 1, "height": 1, "expect_stencil": [0]})"))
           .graphics;
  EXPECT_FALSE(stencil_only.depth_stencil->depth_test);  // no depth to test
  EXPECT_FALSE(stencil_only.depth_stencil->depth_write);
  EXPECT_EQ(stencil_only.width, 1u);  // the depth target sets the size without render targets
  const GraphicsSetup depth_only =
      *Manifest::parse(vertex_pixel(kTarget + R"(, "depth_stencil": {"format": "D32_SFLOAT"})")).graphics;
  EXPECT_TRUE(depth_only.depth_stencil->depth_test);
  EXPECT_TRUE(depth_only.depth_stencil->depth_write);
  EXPECT_EQ(depth_only.depth_stencil->depth_compare, VK_COMPARE_OP_LESS);
  EXPECT_FLOAT_EQ(depth_only.depth_stencil->clear_depth, 1.0f);
  EXPECT_FALSE(depth_only.depth_stencil->stencil);
}

TEST(GraphicsManifest, MeshPipelinesAndPatches) {
  const Manifest mesh = Manifest::parse(R"({"stages": [{"stage": "amplification"}, {"stage": "mesh"},
      {"stage": "pixel"}], "dispatch_mesh": [2, 1, 3], "view_count": 2,
      "render_targets": [{"format": "R8_UNORM", "width": 1, "height": 1, "expect": [0, 1]}]})");
  EXPECT_TRUE(mesh.graphics->is_mesh_pipeline());
  EXPECT_EQ(*mesh.graphics->dispatch_mesh, (std::array<uint32_t, 3>{2, 1, 3}));
  EXPECT_EQ(mesh.graphics->view_count, 2u);  // expectations cover both layers
  EXPECT_FALSE(mesh.graphics->draw);

  const Manifest patches = Manifest::parse(R"({"stages": [{"stage": "vertex"}, {"stage": "hull"},
      {"stage": "domain"}, {"stage": "geometry"}],
      "draw": {"topology": "patch_list", "vertex_count": 3, "patch_control_points": 3},
      "resources": [{"register": "u0", "kind": "RWStructuredBuffer", "data": [0]}]})");
  EXPECT_EQ(patches.graphics->draw->patch_control_points, 3u);
  EXPECT_EQ(patches.resources.size(), 1u);
}

TEST(GraphicsManifest, ValidateOnlyKeepsTheStages) {
  const Manifest manifest =
      Manifest::parse(R"({"stages": [{"stage": "vertex", "entry": "main"}], "validate_only": true})");
  EXPECT_TRUE(manifest.validate_only);
  EXPECT_EQ(manifest.graphics->stages.size(), 1u);
}

// The error's text must contain `expected` (the field and what is wrong with it).
void expect_error(const std::string& json, const std::string& expected) {
  const std::string error = manifest_error(json);
  EXPECT_NE(error.find(expected), std::string::npos) << "error: " << error << "\nexpected: " << expected;
}

TEST(GraphicsManifest, StageErrorsNameTheField) {
  expect_error(R"({"stages": [], "draw": {}})", "manifest: stages: needs at least one stage");
  expect_error(R"({"stages": [{"stage": "compute"}]})", "manifest: stages[0].stage: unknown stage \"compute\"");
  expect_error(R"({"stages": [{"stage": "vertex", "entrypoint": "x"}]})",
               "manifest: stages[0]: unknown key \"entrypoint\"");
  expect_error(R"({"stages": [{"stage": "pixel"}, {"stage": "vertex"}]})",
               "manifest: stages[1]: stages must be listed once each, in pipeline order");
  expect_error(R"({"stages": [{"stage": "pixel"}]})", "manifest: stages: a pipeline needs a vertex or a mesh stage");
  expect_error(R"({"stages": [{"stage": "vertex"}, {"stage": "hull"}]})",
               "manifest: stages: hull and domain stages come together");
  expect_error(R"({"stages": [{"stage": "vertex"}, {"stage": "mesh"}]})",
               "manifest: stages: a mesh pipeline cannot have a vertex stage");
  expect_error(R"({"stages": [{"stage": "amplification"}, {"stage": "pixel"}]})",
               "manifest: stages: an amplification stage needs a mesh stage");
  expect_error(R"({"stages": [{"stage": "vertex"}], "dispatch": [1, 1, 1], "draw": {}})",
               "manifest: dispatch: a graphics manifest draws");
  expect_error(R"({"stages": [{"stage": "vertex"}], "dispatch_mesh": [1, 1, 1]})",
               "manifest: dispatch_mesh: only a pipeline with a mesh stage dispatches meshes");
  expect_error(R"({"stages": [{"stage": "mesh"}], "draw": {}})",
               "manifest: draw: a mesh pipeline has no input assembly");
  expect_error(R"({"stages": [{"stage": "mesh"}]})", "manifest: missing \"dispatch_mesh\"");
  expect_error(R"({"stages": [{"stage": "mesh"}], "dispatch_mesh": [1, 0, 1]})",
               "manifest: dispatch_mesh: group counts must be at least 1");
  expect_error(R"({"stages": [{"stage": "vertex"}]})", "manifest: missing \"draw\"");
  expect_error(R"({"stages": [{"stage": "vertex"}], "draw": {"vertex_count": 3}, "extra": 1})",
               "manifest: unknown key \"extra\"");
}

TEST(GraphicsManifest, DrawErrorsNameTheField) {
  const std::string stages = R"({"stages": [{"stage": "vertex"}], )";
  expect_error(stages + R"("draw": {"vertex_count": 3}})", "manifest: draw: missing \"topology\"");
  expect_error(stages + R"("draw": {"topology": "quads", "vertex_count": 3}})",
               "manifest: draw.topology: unknown value \"quads\" (expected point_list, line_list");
  expect_error(stages + R"("draw": {"topology": "point_list"}})", "manifest: draw: missing \"vertex_count\"");
  expect_error(stages + R"("draw": {"topology": "point_list", "vertex_count": -1}})",
               "manifest: draw.vertex_count: expected an unsigned 32-bit integer");
  expect_error(stages + R"("draw": {"topology": "patch_list", "vertex_count": 3}})",
               "manifest: draw.topology: patch_list needs hull and domain stages");
  expect_error(R"({"stages": [{"stage": "vertex"}, {"stage": "hull"}, {"stage": "domain"}],
                   "draw": {"topology": "triangle_list", "vertex_count": 3}})",
               "manifest: draw.topology: hull and domain stages draw a patch_list");
  expect_error(R"({"stages": [{"stage": "vertex"}, {"stage": "hull"}, {"stage": "domain"}],
                   "draw": {"topology": "patch_list", "vertex_count": 3, "patch_control_points": 33}})",
               "manifest: draw.patch_control_points: a patch_list needs 1 to 32 control points");
  expect_error(stages + R"("draw": {"topology": "point_list", "vertex_count": 1, "patch_control_points": 3}})",
               "manifest: draw.patch_control_points: only a patch_list has control points");
  expect_error(stages + R"("draw": {"topology": "point_list", "vertex_count": 1, "index_count": 3}})",
               "manifest: draw.index_count: only an indexed draw (with an index_buffer) has it");
  expect_error(stages + R"("draw": {"topology": "point_list", "vertex_count": 1}, "index_buffer": {"data": [0]}})",
               "manifest: draw: an indexed draw counts indices");
  expect_error(stages + R"("draw": {"topology": "point_list", "index_count": 2}, "index_buffer": {"data": [0]}})",
               "manifest: draw.index_count: reads past the end of index_buffer.data (1 indices)");
  expect_error(stages + R"("draw": {"topology": "point_list", "first_index": 2}, "index_buffer": {"data": [0]}})",
               "manifest: draw.first_index: is past the end of index_buffer.data");
  expect_error(stages + R"("draw": {"topology": "point_list", "vertex_offset": 2147483648},
                           "index_buffer": {"data": [0]}})",
               "manifest: draw.vertex_offset: expected a signed 32-bit integer");
  expect_error(
      stages + R"("draw": {"topology": "point_list", "primitive_restart": true}, "index_buffer": {"data": [0]}})",
      "manifest: draw.primitive_restart: only strips restart");
  expect_error(stages + R"("draw": {"topology": "point_list"}, "index_buffer": {"format": "u8", "data": [0]}})",
               "manifest: index_buffer.format: unknown value \"u8\" (expected u16, u32)");
  expect_error(stages + R"("draw": {"topology": "point_list"}, "index_buffer": {"format": "u16", "data": [65536]}})",
               "manifest: index_buffer.data[0]: does not fit 16 bits");
  expect_error(stages + R"("draw": {"topology": "point_list"}, "index_buffer": {"data": []}})",
               "manifest: index_buffer.data: needs at least one index");
}

TEST(GraphicsManifest, VertexBufferErrorsNameTheField) {
  const auto with_buffer = [](const std::string& buffer) {
    return vertex_pixel(R"("vertex_buffers": [)" + buffer + "]");
  };
  expect_error(with_buffer(R"({"data": [0], "attributes": []})"), "manifest: vertex_buffers[0]: missing \"stride\"");
  expect_error(with_buffer(R"({"stride": 4, "attributes": []})"), "manifest: vertex_buffers[0]: missing \"data\"");
  expect_error(with_buffer(R"({"stride": 4, "data": [0]})"), "manifest: vertex_buffers[0]: missing \"attributes\"");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [], "input_rate": "primitive"})"),
               "manifest: vertex_buffers[0].input_rate: unknown value \"primitive\" (expected vertex, instance)");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [], "offset": 4})"),
               "manifest: vertex_buffers[0].offset: is past the end of the data");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [{"format": "R32_UINT"}]})"),
               "manifest: vertex_buffers[0].attributes[0]: missing \"semantic\"");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [{"semantic": "A", "format": "R33_UINT"}]})"),
               "manifest: vertex_buffers[0].attributes[0].format: unknown texel format \"R33_UINT\"");
  expect_error(
      with_buffer(
          R"({"stride": 4, "data": [0], "attributes": [{"semantic": "T2", "index": 1, "format": "R32_UINT"}]})"),
      "manifest: vertex_buffers[0].attributes[0].index: differs from the index in the semantic \"T2\"");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [{"semantic": "7", "format": "R32_UINT"}]})"),
               "manifest: vertex_buffers[0].attributes[0].semantic: \"7\" is not a semantic name");
  expect_error(with_buffer(R"({"stride": 4, "data": [0], "attributes": [{"semantic": "A", "format": "R32_UINT"}]},
                              {"stride": 4, "data": [0], "attributes": [{"semantic": "a0", "format": "R32_UINT"}]})"),
               "manifest: vertex_buffers[1].attributes[0]: A0 is fed twice");
}

TEST(GraphicsManifest, TargetErrorsNameTheField) {
  const auto with_target = [](const std::string& target) {
    return vertex_pixel(R"("render_targets": [)" + target + "]");
  };
  expect_error(with_target(R"({"width": 1, "height": 1})"), "manifest: render_targets[0]: missing \"format\"");
  expect_error(with_target(R"({"format": "R32_UINT"})"),
               "manifest: render_targets[0]: needs a \"width\" and a \"height\"");
  expect_error(with_target(R"({"format": "R32_UINT", "width": 0, "height": 1})"),
               "manifest: render_targets[0]: width and height must be at least 1");
  expect_error(
      with_target(
          R"({"format": "R32_UINT", "width": 1, "height": 1}, {"format": "R32_UINT", "width": 2, "height": 1})"),
      "manifest: render_targets[1]: is 2x1, but every target must be 1x1");
  expect_error(with_target(R"({"format": "R11G11B10_FLOAT", "width": 1, "height": 1})"),
               "manifest: render_targets[0].format: R11G11B10_FLOAT has packed components");
  expect_error(with_target(R"({"format": "R32_UINT", "width": 2, "height": 1, "expect": [1]})"),
               "manifest: render_targets[0].expect: has 1 words, expected 2");
  expect_error(with_target(R"({"format": "R32G32_UINT", "width": 1, "height": 1, "expect": [1, 2], "tolerance": 1})"),
               "manifest: render_targets[0].tolerance: integer values are compared exactly");
  expect_error(with_target(R"({"format": "R32_FLOAT", "width": 1, "height": 1, "tolerance": 1})"),
               "manifest: render_targets[0].tolerance: given without an \"expect\"");
  expect_error(with_target(R"({"format": "R32_UINT", "width": 1, "height": 1, "clear": [1, 2, 3, 4, 5]})"),
               "manifest: render_targets[0].clear: expected 1 to 4 numbers");
  expect_error(with_target(R"({"format": "R32_UINT", "width": 1, "height": 1, "clear": [-1]})"),
               "manifest: render_targets[0].clear[0]: expected an unsigned 32-bit integer");
  expect_error(with_target(R"({"format": "R32_UINT", "width": 1, "height": 1, "resolve": "average"})"),
               "manifest: render_targets[0]: unknown key \"resolve\"");
  expect_error(vertex_pixel(""),
               "manifest: viewport: a pixel stage without render or depth targets needs a \"viewport\"");
}

TEST(GraphicsManifest, DepthStencilErrorsNameTheField) {
  const auto with_depth = [](const std::string& depth) {
    return vertex_pixel(kTarget + R"(, "depth_stencil": )" + depth);
  };
  expect_error(with_depth(R"({"format": "D33"})"),
               "manifest: depth_stencil.format: unknown depth-stencil format \"D33\"");
  expect_error(with_depth(R"({"format": "D16_UNORM", "stencil": {}})"),
               "manifest: depth_stencil.stencil: D16_UNORM has no stencil");
  expect_error(with_depth(R"({"format": "S8_UINT", "depth_compare": "less"})"),
               "manifest: depth_stencil.depth_compare: S8_UINT has no depth");
  expect_error(with_depth(R"({"format": "D16_UNORM", "clear_depth": 2})"),
               "manifest: depth_stencil.clear_depth: expected a number from 0 to 1");
  expect_error(with_depth(R"({"format": "D24_UNORM_S8_UINT", "clear_stencil": 256})"),
               "manifest: depth_stencil.clear_stencil: expected 0 to 255");
  expect_error(with_depth(R"({"format": "D16_UNORM", "depth_compare": "lesser"})"),
               "manifest: depth_stencil.depth_compare: unknown value \"lesser\" (expected never, less");
  expect_error(with_depth(R"({"format": "D24_UNORM_S8_UINT", "stencil": {"pass": "add"}})"),
               "manifest: depth_stencil.stencil.pass: unknown value \"add\"");
  expect_error(with_depth(R"({"format": "D16_UNORM", "expect_depth": [1]})"),
               "manifest: depth_stencil.expect_depth: has 1 words, expected 2");
  expect_error(with_depth(R"({"format": "D16_UNORM", "depth_tolerance": 1})"),
               "manifest: depth_stencil.depth_tolerance: given without an \"expect_depth\"");
  expect_error(with_depth(R"({"format": "D24_UNORM_S8_UINT", "expect_stencil": [1, 256]})"),
               "manifest: depth_stencil.expect_stencil[1]: expected 0 to 255");
  expect_error(with_depth(R"({"format": "D16_UNORM", "width": 3})"),
               "manifest: depth_stencil: is 3x1, but every target must be 2x1");
  expect_error(with_depth(R"({"format": "D16_UNORM", "resolve": "min"})"),
               "manifest: depth_stencil.resolve: only a multisampled target is resolved");
}

TEST(GraphicsManifest, StateErrorsNameTheField) {
  expect_error(vertex_pixel(kTarget + R"(, "rasterizer": {"cull_mode": "both"})"),
               "manifest: rasterizer.cull_mode: unknown value \"both\" (expected none, front, back)");
  expect_error(vertex_pixel(kTarget + R"(, "rasterizer": {"front_face": "cw"})"),
               "manifest: rasterizer.front_face: unknown value \"cw\"");
  expect_error(vertex_pixel(kTarget + R"(, "rasterizer_ordered_views": "ordered")"),
               "manifest: rasterizer_ordered_views: unknown value \"ordered\" (expected interlock, unordered)");
  expect_error(vertex_pixel(kTarget + R"(, "rasterizer": {"conservative": "yes"})"),
               "manifest: rasterizer.conservative: expected true or false");
  expect_error(vertex_pixel(kTarget + R"(, "multisample": {"samples": 3})"),
               "manifest: multisample.samples: expected 1, 2, 4, 8, 16, 32 or 64, got 3");
  expect_error(vertex_pixel(kTarget + R"(, "multisample": {"min_sample_shading": 2})"),
               "manifest: multisample.min_sample_shading: expected a number from 0 to 1");
  expect_error(vertex_pixel(kTarget + R"(, "viewport": {"width": 0})"), "manifest: viewport.width: must be positive");
  expect_error(vertex_pixel(kTarget + R"(, "viewport": {"height": 0})"), "manifest: viewport.height: must not be 0");
  expect_error(vertex_pixel(kTarget + R"(, "viewport": {"max_depth": 1.5})"),
               "manifest: viewport: min_depth and max_depth must be from 0 to 1");
  expect_error(vertex_pixel(R"("viewport": {"x": 1})"),
               "manifest: viewport: needs a \"width\" and a \"height\" where there are no targets");
  expect_error(vertex_pixel(kTarget + R"(, "view_count": 0)"), "manifest: view_count: expected 1 to 32 views");
  expect_error(vertex_pixel(kTarget + R"(, "push_constants": {"offset": 2, "data": [1]})"),
               "manifest: push_constants.offset: must be a multiple of 4");
  expect_error(vertex_pixel(kTarget + R"(, "push_constants": {"data": []})"),
               "manifest: push_constants.data: needs at least one word");
  expect_error(vertex_pixel(kTarget + R"(, "push_constants": {"offset": 0})"),
               "manifest: push_constants: missing \"data\"");
}

TEST(GraphicsManifest, ComputePushConstantsAndToJson) {
  const Manifest manifest = Manifest::parse(R"({"dispatch": [1, 1, 1], "push_constants": {"data": [7, 8]},
      "resources": [{"register": "u0", "kind": "RWStructuredBuffer", "data": [0]}]})");
  EXPECT_EQ(manifest.push_constants->words, (std::vector<uint32_t>{7, 8}));
  EXPECT_EQ(Manifest::parse(manifest.to_json()).push_constants->words, manifest.push_constants->words);
  EXPECT_THROW(Manifest::parse(vertex_pixel(kTarget)).to_json(), RunnerError);
}

TEST(GraphicsManifest, EveryRunnerCaseParses) {
  int cases = 0;
  for (const auto& entry : std::filesystem::directory_iterator(UNTANGLE_SOURCE_DIR "/tests/runner/graphics")) {
    if (entry.path().extension() != ".json") continue;
    SCOPED_TRACE(entry.path().string());
    const Manifest manifest = Manifest::load(entry.path());
    ASSERT_TRUE(manifest.graphics);
    ++cases;
  }
  EXPECT_GE(cases, 12);
}

}  // namespace
}  // namespace untangle::runner
