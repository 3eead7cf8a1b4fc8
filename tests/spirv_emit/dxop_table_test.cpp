// The operation table (spirv_emit/dxop/table.h): one row per operation, and the traits in a
// row are what the emitter acts on: the stages the dispatch allows an operation in, and the
// derivatives that make a compute-like entry point declare its quads.
#include <gtest/gtest.h>

#include <map>

#include "common/error.h"
#include "dxop_modules.h"
#include "spirv_emit/dxop/table.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

using dxil::DxOp;

TEST(DxOpTable, EveryOperationHasOneRowAtMost) {
  std::map<DxOp, int> rows;
  for (const std::span<const DxOpRegistration> area : dxop_areas())
    for (const DxOpRegistration& registration : area) ++rows[registration.op];
  for (const auto& [op, count] : rows) EXPECT_EQ(count, 1) << dxil::dxop_name(op);
  EXPECT_GT(rows.size(), 200u);
}

TEST(DxOpTable, AnOperationOutsideItsStagesIsMalformedInputBeforeItsLowering) {
  try {
    translate_module(*api::Module::parse(
        assemble_text(pixel_module("%r = call i32 @dx.op.threadId.i32(i32 93, i32 0)"), "dxop_table_stage")));
    ADD_FAILURE() << "translated ThreadId in a pixel shader";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(), "DXIL operation 93 (ThreadId) is not allowed in pixel shaders");
  }
}

// Operations of one stage lower to what Vulkan allows in that stage only (SampleIndex to the
// SampleId built-in, EmitStream to OpEmitVertex): elsewhere they are malformed input, never
// invalid SPIR-V. (A fuzzed mesh shader once read SampleId.)
TEST(DxOpTable, StageOperationsAreMalformedInOtherStages) {
  const auto rejection = [](const std::string& text) {
    try {
      translate_module(*api::Module::parse(assemble_text(text, "dxop_table_stage")));
    } catch (const Error& error) {
      EXPECT_EQ(error.status(), Status::MalformedInput);
      return error.detail();
    }
    return std::string("translated");
  };
  EXPECT_EQ(rejection(compute_module("%r = call i32 @dx.op.sampleIndex.i32(i32 90)")),
            "DXIL operation 90 (SampleIndex) is not allowed in compute shaders");
  EXPECT_EQ(rejection(compute_module("%r = call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 0)")),
            "DXIL operation 89 (EvalCentroid) is not allowed in compute shaders");
  EXPECT_EQ(rejection(pixel_module("call void @dx.op.emitStream(i32 97, i8 0)")),
            "DXIL operation 97 (EmitStream) is not allowed in pixel shaders");
  EXPECT_EQ(rejection(pixel_module("%r = call i32 @dx.op.outputControlPointID.i32(i32 107)")),
            "DXIL operation 107 (OutputControlPointID) is not allowed in pixel shaders");
  EXPECT_EQ(rejection(compute_module("call void @dx.op.setMeshOutputCounts(i32 168, i32 1, i32 1)")),
            "DXIL operation 168 (SetMeshOutputCounts) is not allowed in compute shaders");
}

// A call declaring another overload than its operation has (a float ThreadId) is malformed:
// its value would have another type than its uses. (A fuzzed library called DispatchRaysIndex
// through a float declaration.)
TEST(DxOpTable, AResultOfAnotherTypeThanTheOperationsIsMalformedInput) {
  try {
    translate_module(*api::Module::parse(assemble_text(
        compute_module("%r = call float @dx.op.threadId.f32(i32 93, i32 0)\n%s2 = fadd float %r, %f"),
        "dxop_table_overload")));
    ADD_FAILURE() << "translated a float ThreadId";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(),
              "@main calls @dx.op.threadId.f32 with opcode 93 (ThreadId): its overload is float, and ThreadId is "
              "declared for \"i\" (hctdb's letters)");
  }
}

// A store writes a UAV: through an SRV (a mutated DXBC program's store_structured named a t#
// register) it would be OpImageWrite of a sampled image, or a store to a read-only block.
TEST(DxOpTable, StoresThroughAnSrvAreRefused) {
  for (const auto& [call, message] : std::initializer_list<std::pair<std::string, std::string>>{
           {"call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %tbuf, i32 0, i32 undef, i32 %i, i32 %i, "
            "i32 %i, i32 %i, i8 15)",
            "BufferStore to a read-only buffer"},
           {"call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %rbuf, i32 0, i32 undef, i32 %i, "
            "i32 undef, i32 undef, i32 undef, i8 1, i32 4)",
            "RawBufferStore to a read-only buffer"}}) {
    try {
      translate_module(*api::Module::parse(assemble_text(compute_module(call), "dxop_table_store")));
      ADD_FAILURE() << call << " translated";
    } catch (const Error& error) {
      EXPECT_EQ(error.detail(), message);
    }
  }
}

// Sampling a multisampled texture, a typed buffer or a UAV is malformed: OpSampledImage takes
// single-sampled sampled images only. (The fuzz campaign sampled a Texture2DMS.)
TEST(DxOpTable, OnlySingleSampledTextureViewsAreSampled) {
  for (const char* texture : {"%t2dms", "%tbuf", "%u2d"}) {
    try {
      translate_module(*api::Module::parse(assemble_text(
          compute_module(std::string("%r = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle ") +
                         texture +
                         ", %dx.types.Handle %sampler, float %f, float %f, float undef, float undef, i32 0, i32 0, "
                         "i32 undef, float 0.0)"),
          "dxop_table_sampling")));
      ADD_FAILURE() << "sampled " << texture;
    } catch (const Error& error) {
      EXPECT_EQ(error.status(), Status::MalformedInput) << texture;
      EXPECT_TRUE(error.detail().starts_with("sampling a ")) << error.detail();
      EXPECT_TRUE(error.detail().ends_with(", which is not a single-sampled texture SRV")) << error.detail();
    }
  }
}

TEST(DxOpTable, DerivativesAreTheRowsThatSayTheyTakeThem) {
  for (DxOp op : {DxOp::DerivCoarseX, DxOp::DerivFineY, DxOp::Sample, DxOp::SampleBias, DxOp::SampleCmp,
                  DxOp::SampleCmpBias, DxOp::CalculateLOD})
    EXPECT_TRUE(dxop_takes_derivatives(op)) << dxil::dxop_name(op);
  for (DxOp op : {DxOp::SampleLevel, DxOp::SampleGrad, DxOp::SampleCmpLevelZero, DxOp::TextureGather, DxOp::Sin,
                  DxOp::WriteSamplerFeedback})
    EXPECT_FALSE(dxop_takes_derivatives(op)) << dxil::dxop_name(op);
}

TEST(DxOpTable, AComputeShaderTakingDerivativesDeclaresItsQuads) {
  const auto module = [](const char* body) {
    const Translation translation =
        translate_module(*api::Module::parse(assemble_text(compute_module(body, {8, 8, 1}), "dxop_table_quads")));
    EXPECT_TRUE(spirv_tools::validate(translation.words).valid);
    return disassembly_lines(translation.words);
  };
  const std::string quads = "OpExecutionMode %main DerivativeGroupQuadsNV";
  EXPECT_EQ(count_matching(module("%r = call float @dx.op.unary.f32(i32 83, float %f)"), quads), 1u);  // DerivCoarseX
  EXPECT_EQ(count_matching(module("%r = call float @dx.op.unary.f32(i32 13, float %f)"), quads), 0u);  // Sin
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
