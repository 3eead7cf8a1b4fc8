// The stage-interface forms of issue 24's long tail (docs/stage_io.md): system values on a
// geometry stream that is not rasterized, the layer and viewport index read by the stages
// after the vertex shader, view instancing in hull shaders, and Options::point_size.
#include <gtest/gtest.h>

#include <limits>
#include <utility>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

const SignatureElementReflection& element(const std::vector<SignatureElementReflection>& elements,
                                          const std::string& semantic, uint32_t stream = 0) {
  for (const SignatureElementReflection& candidate : elements)
    if (candidate.semantic == semantic && candidate.stream == stream) return candidate;
  throw std::runtime_error("no signature element " + semantic);
}

struct Translated {
  Translation translation;
  std::string disassembly;
  std::vector<std::string> lines;
};

Translated translate_shader(const std::string& path, const Options& options = {}) {
  Translated result{translate_module(*load_module(shaders_dir() / path), options), {}, {}};
  result.disassembly = spirv_tools::disassemble(result.translation.words);
  result.lines = disassembly_lines(result.disassembly);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(result.translation.words);
  EXPECT_TRUE(validation.valid) << path << ": " << validation.messages;
  return result;
}

// Stream 0 is rasterized and keeps its built-ins; stream 1's SV_Position, which only transform
// feedback reads, is an output of stream 1 at a Location after stream 0's rows (VALUE in row
// 1, PSIZE in row 2: stream 1 starts at 3), and OTHER follows it.
TEST(StageIoTail, APositionOnAStreamNotRasterizedIsALocationOfThatStream) {
  const Translated shader = translate_shader("geometry/gs_stream_position.ll");
  const std::vector<SignatureElementReflection>& outputs = shader.translation.reflection.outputs;
  EXPECT_EQ(element(outputs, "SV_Position").builtin, spv::BuiltIn::Position);
  EXPECT_FALSE(element(outputs, "SV_Position").location.has_value());
  EXPECT_FALSE(element(outputs, "SV_Position", 1).builtin.has_value());
  EXPECT_EQ(element(outputs, "SV_Position", 1).location, 3u);
  EXPECT_EQ(element(outputs, "OTHER", 1).location, 4u);

  const std::vector<std::string>& lines = shader.lines;
  // Position: the input and stream 0's output only.
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ BuiltIn Position"), 2u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Position BuiltIn Position"), 0u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Position Location 3"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Position Stream 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %OTHER Location 4"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %OTHER Stream 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%SV_Position = OpVariable %_ptr_Output_v4float Output"), 1u) << shader.disassembly;
  // Its components are stored, then stream 1's vertex emitted.
  const size_t store = find_matching(lines, "%\\w+ = OpAccessChain %_ptr_Output_float %SV_Position %uint_3");
  ASSERT_LT(store, lines.size()) << shader.disassembly;
  EXPECT_LT(find_matching(lines, "OpStore %\\w+ %float_1", store),
            find_matching(lines, "OpEmitStreamVertex %uint_1", store));
}

// A geometry shader reads SV_RenderTargetArrayIndex and SV_ViewportArrayIndex per vertex from
// the Location and Component of their register (row 1, columns 1 and 2, beside VALUE), and
// writes them as the built-ins the rasterizer reads.
TEST(StageIoTail, AGeometryShaderReadsTheLayerAndViewportAtTheirRegisters) {
  const Translated shader = translate_shader("geometry/gs_layer_input.ll");
  const Reflection& reflection = shader.translation.reflection;
  for (const auto& [semantic, component] : {std::pair{"SV_RenderTargetArrayIndex", 1u}, {"SV_ViewportArrayIndex", 2u}}) {
    SCOPED_TRACE(semantic);
    EXPECT_EQ(element(reflection.inputs, semantic).location, 1u);
    EXPECT_EQ(element(reflection.inputs, semantic).component, component);
    EXPECT_FALSE(element(reflection.inputs, semantic).builtin.has_value());
    EXPECT_FALSE(element(reflection.outputs, semantic).location.has_value());
  }
  EXPECT_EQ(element(reflection.outputs, "SV_RenderTargetArrayIndex").builtin, spv::BuiltIn::Layer);
  EXPECT_EQ(element(reflection.outputs, "SV_ViewportArrayIndex").builtin, spv::BuiltIn::ViewportIndex);

  const std::vector<std::string>& lines = shader.lines;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_RenderTargetArrayIndex Location 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_RenderTargetArrayIndex Component 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_ViewportArrayIndex Location 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_ViewportArrayIndex Component 2"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%SV_RenderTargetArrayIndex = OpVariable %_ptr_Input__arr_uint_uint_3 Input"), 1u)
      << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Input_uint %SV_RenderTargetArrayIndex %\\w+"), 1u)
      << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %Layer BuiltIn Layer"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %ViewportIndex BuiltIn ViewportIndex"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%Layer = OpVariable %_ptr_Output_uint Output"), 1u) << shader.disassembly;
}

// What links them: the vertex shader writes the layer and viewport both to the built-ins (for
// the rasterizer, when it is the last stage before it) and to the Location and Component of
// their register, the same value to each.
TEST(StageIoTail, AVertexShaderAlsoWritesTheLayerAndViewportAtTheirRegisters) {
  const Translated shader = translate_shader("vertex/vs_layer_viewport.vs_layer.dxil");
  const Reflection& reflection = shader.translation.reflection;
  EXPECT_EQ(element(reflection.outputs, "SV_RenderTargetArrayIndex").builtin, spv::BuiltIn::Layer);
  EXPECT_EQ(element(reflection.outputs, "SV_RenderTargetArrayIndex").location, 1u);
  EXPECT_EQ(element(reflection.outputs, "SV_RenderTargetArrayIndex").component, 1u);
  EXPECT_EQ(element(reflection.outputs, "SV_ViewportArrayIndex").builtin, spv::BuiltIn::ViewportIndex);
  EXPECT_EQ(element(reflection.outputs, "SV_ViewportArrayIndex").location, 1u);
  EXPECT_EQ(element(reflection.outputs, "SV_ViewportArrayIndex").component, 2u);

  const std::vector<std::string>& lines = shader.lines;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_RenderTargetArrayIndex Location 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_RenderTargetArrayIndex Component 1"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%SV_RenderTargetArrayIndex = OpVariable %_ptr_Output_uint Output"), 1u)
      << shader.disassembly;
  for (const auto& [builtin, copy] : {std::pair<std::string, std::string>{"Layer", "SV_RenderTargetArrayIndex"},
                                      {"ViewportIndex", "SV_ViewportArrayIndex"}}) {
    const size_t store = find_matching(lines, "OpStore %" + builtin + " %\\w+");
    ASSERT_LT(store, lines.size()) << shader.disassembly;
    const std::string value = lines[store].substr(lines[store].rfind(' ') + 1);
    EXPECT_EQ(count_matching(lines, "OpStore %" + copy + " " + value), 1u) << shader.disassembly;
  }
}

// SV_ViewID in both functions of a hull shader is the ViewIndex built-in (MultiView), read in
// the control-point function and in the patch-constant function, whose outputs depend on it.
TEST(StageIoTail, AHullShaderReadsTheViewInBothFunctions) {
  const Translated shader = translate_shader("tessellation/tess_view_id.hs_view.ll");
  const std::vector<std::string>& lines = shader.lines;
  EXPECT_EQ(count_matching(lines, "OpCapability MultiView"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %ViewIndex BuiltIn ViewIndex"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "OpEntryPoint TessellationControl %\\w+ \"hs_view\" .*%ViewIndex.*"), 1u)
      << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpLoad %uint %ViewIndex"), 2u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIMul %uint %\\w+ %uint_1000"), 1u) << shader.disassembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpIMul %uint %\\w+ %uint_100"), 1u) << shader.disassembly;
}

// Options::point_size.
Options point_size(float size) {
  Options options;
  options.point_size = size;
  return options;
}

// By default only geometry shaders that output points write PointSize, as 1.
TEST(StageIoTail, PointSizeIsWrittenByPointGeometryShadersOnlyByDefault) {
  for (const char* path : {"vertex/vs_ids.vs_main.dxil", "tessellation/tess_patch.ds_main.dxil",
                           "geometry/gs_shapes.gs_triangles.dxil"}) {
    SCOPED_TRACE(path);
    const Translated shader = translate_shader(path);
    EXPECT_EQ(count_matching(shader.lines, "OpDecorate %\\w+ BuiltIn PointSize"), 0u) << shader.disassembly;
  }
  // gs_streams emits one point on each of two streams.
  const Translated points = translate_shader("geometry/gs_shapes.gs_streams.dxil");
  EXPECT_EQ(count_matching(points.lines, "OpCapability GeometryPointSize"), 1u) << points.disassembly;
  EXPECT_EQ(count_matching(points.lines, "OpStore %PointSize %float_1"), 2u) << points.disassembly;
  EXPECT_LT(find_matching(points.lines, "OpStore %PointSize %float_1"), find_matching(points.lines, "OpEmitVertex"));
}

// A size: vertex and domain shaders store it first, once; geometry shaders with point output
// before each vertex they emit; hull and pixel shaders never.
TEST(StageIoTail, APointSizeIsWrittenByEveryStageThatMayRasterizePoints) {
  const Translated vertex = translate_shader("vertex/vs_ids.vs_main.dxil", point_size(2.0f));
  EXPECT_EQ(count_matching(vertex.lines, "OpDecorate %PointSize BuiltIn PointSize"), 1u) << vertex.disassembly;
  EXPECT_EQ(count_matching(vertex.lines, "%PointSize = OpVariable %_ptr_Output_float Output"), 1u) << vertex.disassembly;
  EXPECT_EQ(count_matching(vertex.lines, "OpStore %PointSize %float_2"), 1u) << vertex.disassembly;
  EXPECT_EQ(count_matching(vertex.lines, "OpCapability \\w*PointSize"), 0u) << vertex.disassembly;
  // First in the entry function: right after its label (and variables).
  const size_t entry = find_matching(vertex.lines, "%\\w+ = OpLabel");
  size_t first = entry + 1;
  while (first < vertex.lines.size() && vertex.lines[first].find("OpVariable") != std::string::npos) ++first;
  ASSERT_LT(first, vertex.lines.size());
  EXPECT_EQ(vertex.lines[first], "OpStore %PointSize %float_2") << vertex.disassembly;

  const Translated domain = translate_shader("tessellation/tess_patch.ds_main.dxil", point_size(2.0f));
  EXPECT_EQ(count_matching(domain.lines, "OpCapability TessellationPointSize"), 1u) << domain.disassembly;
  EXPECT_EQ(count_matching(domain.lines, "OpStore %PointSize %float_2"), 1u) << domain.disassembly;

  const Translated points = translate_shader("geometry/gs_shapes.gs_streams.dxil", point_size(3.0f));
  EXPECT_EQ(count_matching(points.lines, "OpStore %PointSize %float_3"), 2u) << points.disassembly;
  EXPECT_EQ(count_matching(points.lines, "OpStore %PointSize %float_1"), 0u) << points.disassembly;

  for (const char* path : {"tessellation/tess_patch.hs_main.dxil", "tessellation/tess_patch.ps_main.dxil",
                           "geometry/gs_shapes.gs_triangles.dxil"}) {
    SCOPED_TRACE(path);
    const Translated shader = translate_shader(path, point_size(2.0f));
    EXPECT_EQ(count_matching(shader.lines, "OpDecorate %\\w+ BuiltIn PointSize"), 0u) << shader.disassembly;
  }
}

TEST(StageIoTail, APointSizeIsZeroOrPositive) {
  const auto module = load_module(shaders_dir() / "vertex/vs_ids.vs_main.dxil");
  for (const float wrong : {-1.0f, std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()}) {
    try {
      translate_module(*module, point_size(wrong));
      ADD_FAILURE() << "translated with point size " << wrong;
    } catch (const Error& error) {
      EXPECT_EQ(error.status(), Status::InvalidArgument);
      EXPECT_EQ(error.detail(), "point_size must be 0 (the default) or a positive size");
    }
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
