// Stage inputs and outputs through dxil-spirv's interface: the vertex-input, stage-output,
// stage-input and stream-output remappers (each asked once per element, in signature order),
// invariant Position, render-target swizzles, sample counts, patch location offsets and
// control points, view instancing and the multiview query.
#include <gtest/gtest.h>

#include "compiled.h"

namespace untangle::compat_test {
namespace {

// vs_inputs.vs_main reads POSITION (row 0), a float4x4 TEXCOORD0 (rows 1-4), A, B, C (rows
// 5-7) and writes SV_Position and A, B, C. The layer puts vertex input row r at Location 4 + r,
// streams SV_Position and C out, captures the other outputs and asks for invariant positions.
TEST(CompatStageIo, VertexInputsStreamOutputAndCapturedOutputs) {
  layer_setup setup = empty_setup();
  setup.vertex_location_base = 4;
  setup.capture_outputs = DXIL_SPV_TRUE;
  setup.stream_output = DXIL_SPV_TRUE;
  setup.invariant_position = DXIL_SPV_TRUE;
  const Compiled compiled = compile("vertex/vs_inputs.vs_main.dxil", setup);
  expect_valid(compiled);
  EXPECT_EQ(compiled.result.stage, DXIL_SPV_STAGE_VERTEX);
  EXPECT_EQ(compiled.log(),
            "entry 0 vs_main\n"
            "VERTEX_INPUT POSITION0 row=0 rows=1 -> 4\n"
            "VERTEX_INPUT TEXCOORD0 row=1 rows=4 -> 5\n"
            "VERTEX_INPUT A0 row=5 rows=1 -> 9\n"
            "VERTEX_INPUT B0 row=6 rows=1 -> 10\n"
            "VERTEX_INPUT C0 row=7 rows=1 -> 11\n"
            "STREAM_OUTPUT SV_Position0 -> written\n"
            "STREAM_OUTPUT A0 -> not written\n"
            "STREAM_OUTPUT B0 -> not written\n"
            "STREAM_OUTPUT C0 -> written\n");
  EXPECT_LINE(compiled, "OpDecorate %POSITION Location 4");
  EXPECT_LINE(compiled, "OpDecorate %TEXCOORD Location 5");
  EXPECT_LINE(compiled, "OpDecorate %C Location 11");
  EXPECT_LINE(compiled, "OpExecutionMode %vs_main Xfb");
  EXPECT_LINE(compiled, "OpDecorate %Position XfbBuffer 0");
  EXPECT_LINE(compiled, "OpDecorate %Position XfbStride 16");
  EXPECT_LINE(compiled, "OpDecorate %Position Offset 0");
  EXPECT_LINE(compiled, "OpDecorate %Position Invariant");
  EXPECT_LINE(compiled, "OpDecorate %C_0 XfbBuffer 1");
  EXPECT_LINE(compiled, "OpDecorate %C_0 Offset 4");
  EXPECT_LINES(compiled, 2u, "OpDecorate %\\w+ XfbBuffer \\d+");
  // Captured outputs (built-ins are not reported), each once, as packed by the signature.
  ASSERT_EQ(compiled.result.output_count, 3u);
  const layer_output_record* outputs = compiled.result.outputs;
  EXPECT_STREQ(outputs[0].semantic, "A");
  EXPECT_EQ(outputs[0].location, 1u);
  EXPECT_EQ(outputs[0].component, 0u);
  EXPECT_STREQ(outputs[1].semantic, "B");
  EXPECT_EQ(outputs[1].location, 1u);
  EXPECT_EQ(outputs[1].component, 2u);
  EXPECT_STREQ(outputs[2].semantic, "C");
  EXPECT_EQ(outputs[2].start_row, 2u);
  EXPECT_EQ(outputs[2].location, 2u);
  EXPECT_LINE(compiled, "OpDecorate %B_0 Component 2");
}

// The pixel shader's inputs moved 8 locations on by a stage-input remapper.
TEST(CompatStageIo, StageInputsFollowTheRemapper) {
  layer_setup setup = empty_setup();
  setup.stage_input_shift = DXIL_SPV_TRUE;
  const Compiled compiled = compile("vertex/vs_inputs.ps_main.dxil", setup);
  expect_valid(compiled);
  EXPECT_EQ(compiled.log(),
            "entry 0 ps_main\n"
            "STAGE_INPUT A0 row=1 at 1 -> 9\n"
            "STAGE_INPUT B0 row=1 at 1 -> 9\n"
            "STAGE_INPUT C0 row=2 at 2 -> 10\n");
  EXPECT_LINE(compiled, "OpDecorate %A Location 9");
  EXPECT_LINE(compiled, "OpDecorate %B Location 9");
  EXPECT_LINE(compiled, "OpDecorate %B Component 2");
  EXPECT_LINE(compiled, "OpDecorate %C Location 10");
}

// GetRenderTargetSampleCount with a known count (4) folds to it, with a SpecId (7) reads the
// constant; the swizzle W, X, Y, Z (A8 as R8) sends shader component 0 to G and 3 to R.
TEST(CompatStageIo, SampleCountAndRenderTargetSwizzles) {
  const unsigned swizzles[] = {0x93};
  layer_setup setup = empty_setup();
  setup.sample_count = 4;
  setup.output_swizzles = swizzles;
  setup.output_swizzle_count = 1;
  const Compiled known = compile("textures/tex_sample_count.ps.dxil", setup);
  expect_valid(known);
  EXPECT_LINE(known, "%\\w+ = OpConvertUToF %float %uint_4");
  EXPECT_LINE(known, "%\\w+ = OpAccessChain %_ptr_Output_float %SV_Target %uint_1");
  const std::string count = capture(known.lines, "%(\\w+) = OpConvertUToF %float %uint_4");
  const std::string green = capture(known.lines, "%(\\w+) = OpAccessChain %_ptr_Output_float %SV_Target %uint_1");
  EXPECT_LINE(known, "OpStore %" + green + " %" + count);

  setup.sample_count = 7;
  setup.sample_count_spec = DXIL_SPV_TRUE;
  const Compiled specialized = compile("textures/tex_sample_count.ps.dxil", setup);
  expect_valid(specialized);
  EXPECT_LINE(specialized, "OpDecorate %render_target_sample_count SpecId 7");
  EXPECT_LINE(specialized, "%render_target_sample_count = OpSpecConstant %uint 1");
  EXPECT_LINE(specialized, "%\\w+ = OpConvertUToF %float %render_target_sample_count");
}

// A hull shader's patch constants start at the layer's location offset (3), and the domain
// shader reads them there; the hull shader reports its 3 input control points.
TEST(CompatStageIo, PatchLocationOffsetAndControlPoints) {
  layer_setup setup = empty_setup();
  setup.patch_location_offset = 3;
  const Compiled hull = compile("tessellation/tess_patch.hs_main.dxil", setup);
  expect_valid(hull);
  EXPECT_EQ(hull.result.stage, DXIL_SPV_STAGE_HULL);
  EXPECT_EQ(hull.result.patch_vertex_count, 3u);
  EXPECT_EQ(hull.result.patch_location_offset, 3u);
  EXPECT_LINE(hull, "OpDecorate %SUMS Location 3");
  EXPECT_LINE(hull, "OpDecorate %PRIMITIVE Location 3");
  EXPECT_LINE(hull, "OpDecorate %PRIMITIVE Component 1");
  EXPECT_LINE(hull, "OpExecutionMode %\\w+ OutputVertices 4");

  const Compiled domain = compile("tessellation/tess_patch.ds_main.dxil", setup);
  expect_valid(domain);
  EXPECT_EQ(domain.result.patch_location_offset, 3u);
  EXPECT_LINE(domain, "OpDecorate %SUMS Location 3");
  EXPECT_LINE(domain, "OpDecorate %SUMS Patch");

  // Without an offset, the patch constants follow the control points' two rows.
  const Compiled packed = compile("tessellation/tess_patch.hs_main.dxil", empty_setup());
  expect_valid(packed);
  EXPECT_EQ(packed.result.patch_location_offset, 2u);
  EXPECT_LINE(packed, "OpDecorate %SUMS Location 2");
}

// SV_ViewID under VIEW_INSTANCING: the view instance is a 2-bit field of SpecId 1000 picked by
// ViewIndex, its viewport an 8-bit field of SpecId 1001; a shader without SV_ViewID-dependent
// layers stays multiview compatible.
TEST(CompatStageIo, ViewInstancingThroughSpecConstants) {
  layer_setup setup = empty_setup();
  setup.view_instancing = DXIL_SPV_TRUE;
  const Compiled compiled = compile("vertex/vs_view_id.vs_main.dxil", setup);
  expect_valid(compiled);
  EXPECT_LINE(compiled, "OpDecorate %view_instance_of_view SpecId 1000");
  EXPECT_LINE(compiled, "OpDecorate %viewport_of_view_instance SpecId 1001");
  EXPECT_LINE(compiled, "OpDecorate %ViewIndex BuiltIn ViewIndex");
  EXPECT_LINE(compiled, "OpDecorate %ViewportIndex BuiltIn ViewportIndex");
  EXPECT_LINES(compiled, 2u, "%\\w+ = OpBitFieldUExtract %uint %view_instance_of_view %\\w+ %uint_2");
  EXPECT_LINE(compiled, "%\\w+ = OpBitFieldUExtract %uint %viewport_of_view_instance %\\w+ %uint_8");
  EXPECT_EQ(compiled.result.multiview_compatible, DXIL_SPV_TRUE);
}

}  // namespace
}  // namespace untangle::compat_test
