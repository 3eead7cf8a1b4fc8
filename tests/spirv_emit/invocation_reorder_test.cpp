// SM 6.9 shader execution reordering as SPV_EXT_shader_invocation_reorder (dxop/hit_objects.cpp,
// hit_objects.h), by exact instruction: lavapipe has no VK_EXT_ray_tracing_invocation_reorder,
// so nothing here runs. Every module is validated through its NV twin (spirv_tools.h says how),
// and that judging is itself tested: the copy's instructions, and a fault the copy still shows.
#include <gtest/gtest.h>

#include <regex>

#include "common/error.h"
#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> lines_of(dxil::DxOp op) {
  const std::optional<std::string> text = translated_op_module(op);
  if (!text) throw std::runtime_error("no module for the operation");
  return validated_lines(assemble_text(*text, "invocation_reorder"));
}

std::vector<uint32_t> reorder_shader_words() {
  return validated_words(load_bytes(shaders_dir() / "raytracing/ser_reorder.ll"));
}

TEST(InvocationReorder, HitObjectsOfTwoPathsShareOneVariable) {
  const std::vector<std::string> lines = disassembly_lines(reorder_shader_words());
  EXPECT_EQ(count_matching(lines, "OpCapability ShaderInvocationReorderEXT"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_EXT_shader_invocation_reorder\""), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeHitObjectEXT"), 1u);
  // Both phis' objects, the trace's, the miss's and the changed one, are one variable.
  EXPECT_EQ(count_matching(lines, "%hit_object = OpVariable %_ptr_Function_\\w+ Function"), 1u);
  EXPECT_EQ(count_matching(lines, "OpHitObjectTraceRayEXT %hit_object %\\w+ %uint_0 %uint_255 %uint_0 %uint_1 %uint_0 "
                                  "%\\w+ %float_0 %\\w+ %float_10 %payload"),
            1u);
  EXPECT_EQ(count_matching(lines, "OpHitObjectRecordMissEXT %hit_object %uint_0 %uint_1 %\\w+ %float_0 %\\w+ %float_10"),
            1u);
  EXPECT_EQ(count_matching(lines, "OpReorderThreadWithHitObjectEXT %hit_object %\\w+ %uint_2"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpHitObjectIsHitEXT %bool %hit_object"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpHitObjectGetShaderBindingTableRecordIndexEXT %uint %hit_object"), 1u);
  EXPECT_EQ(count_matching(lines, "OpHitObjectSetShaderBindingTableRecordIndexEXT %hit_object %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "OpHitObjectExecuteShaderEXT %hit_object %payload"), 1u);
  // D3D's InstanceID is Vulkan's custom index; RayTCurrent the hit object's TMax.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpHitObjectGetInstanceCustomIndexEXT %uint %hit_object"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpHitObjectGetRayTMaxEXT %float %hit_object"), 1u);
  EXPECT_EQ(count_matching(lines, "OpPhi .*"), 0u);
}

TEST(InvocationReorder, TheReflectionNamesTheExtensionALayerEnables) {
  const auto module = load_module(shaders_dir() / "raytracing/ser_reorder.ll");
  EXPECT_EQ(translate_module(*module).reflection.spirv_extensions,
            (std::vector<std::string>{"SPV_KHR_ray_tracing", "SPV_EXT_shader_invocation_reorder"}));
  const auto without = load_module(shaders_dir() / "raytracing/rt_callable.dxil");
  EXPECT_EQ(api::translate(*without, "\x01?RayGen@@YAXXZ").reflection.spirv_extensions,
            std::vector<std::string>{"SPV_KHR_ray_tracing"});
}

TEST(InvocationReorder, ModulesWithoutHitObjectsDeclareNothingOfIt) {
  const std::vector<std::string> lines = lines_of(dxil::DxOp::TraceRay);
  EXPECT_EQ(count_matching(lines, ".*InvocationReorder.*"), 0u);
  EXPECT_EQ(count_matching(lines, ".*invocation_reorder.*"), 0u);
}

TEST(InvocationReorder, ReorderingByAHintAloneTakesNoHitObject) {
  const std::vector<std::string> lines = lines_of(dxil::DxOp::MaybeReorderThread);
  EXPECT_EQ(count_matching(lines, "OpReorderThreadWithHintEXT %i %uint_4"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpTypeHitObjectEXT"), 0u);
}

// The id of the uint constant 0 (which may carry the name of a value that is 0).
std::string uint_zero(const std::vector<std::string>& lines) {
  const std::regex constant("(%\\w+) = OpConstant %uint 0");
  for (const std::string& line : lines)
    if (std::smatch match; std::regex_match(line, match, constant)) return match[1].str();
  return "(none)";
}

TEST(InvocationReorder, ObjectsFromRayQueriesHaveShaderTableIndexZero) {
  const std::vector<std::string> plain = lines_of(dxil::DxOp::HitObject_FromRayQuery);
  EXPECT_EQ(count_matching(plain, "OpHitObjectRecordFromQueryEXT %\\w+ %\\w+ " + uint_zero(plain) +
                                      " %hit_object_attributes"),
            1u);
  EXPECT_EQ(count_matching(plain, "%hit_object_attributes = OpVariable %_ptr_HitObjectAttributeEXT_v2float "
                                  "HitObjectAttributeEXT"),
            1u);
  const std::vector<std::string> with_attributes = lines_of(dxil::DxOp::HitObject_FromRayQueryWithAttrs);
  EXPECT_EQ(count_matching(with_attributes, "OpHitObjectRecordFromQueryEXT %\\w+ %\\w+ " + uint_zero(with_attributes) +
                                                " %hit_object_attributes %uint_5"),
            1u);
  EXPECT_EQ(count_matching(with_attributes, "OpStore %hit_object_attributes %\\w+"), 1u);
}

TEST(InvocationReorder, StateGettersReadVectorComponentsAndTransposedMatrices) {
  const std::vector<std::string> vector = lines_of(dxil::DxOp::HitObject_ObjectRayDirection);
  EXPECT_EQ(count_matching(vector, "(%\\w+) = OpHitObjectGetObjectRayDirectionEXT %v3float %\\w+"), 1u);
  EXPECT_EQ(count_matching(vector, "%r = OpCompositeExtract %float %\\w+ 1"), 1u);
  // Row 2, column 3 of the 3x4 matrix: column 3, row 2 of Vulkan's 4x3.
  const std::vector<std::string> matrix = lines_of(dxil::DxOp::HitObject_WorldToObject3x4);
  EXPECT_EQ(count_matching(matrix, "%\\w+ = OpHitObjectGetWorldToObjectEXT %mat4v3float %\\w+"), 1u);
  EXPECT_EQ(count_matching(matrix, "%r = OpCompositeExtract %float %\\w+ 3 2"), 1u);
  EXPECT_EQ(count_matching(lines_of(dxil::DxOp::HitObject_IsNop), "%r = OpHitObjectIsEmptyEXT %bool %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines_of(dxil::DxOp::HitObject_InstanceIndex), "%r = OpHitObjectGetInstanceIdEXT %uint %\\w+"),
            1u);
  EXPECT_EQ(count_matching(lines_of(dxil::DxOp::HitObject_RayFlags), "%r = OpHitObjectGetRayFlagsEXT %uint %\\w+"), 1u);
}

TEST(InvocationReorder, LocalRootTableConstantsAreReadThroughTheRecordAddress) {
  const std::vector<std::string> lines = lines_of(dxil::DxOp::HitObject_LoadLocalRootTableConstant);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpHitObjectGetShaderRecordBufferHandleEXT %v2uint %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpBitcast %_ptr_PhysicalStorageBuffer_PhysicalWords32 %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpShiftRightLogical %uint %uint_8 %uint_2"), 1u);
  EXPECT_EQ(count_matching(lines, "%r = OpLoad %uint %\\w+ Aligned 4"), 1u);
}

TEST(InvocationReorder, AttributesAreCopiedOutOfTheObject) {
  const std::vector<std::string> lines = lines_of(dxil::DxOp::HitObject_Attributes);
  EXPECT_EQ(count_matching(lines, "OpHitObjectGetAttributesEXT %\\w+ %hit_object_attributes"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpLoad %\\w+ %hit_object_attributes"), 1u);
}

std::string refusal(const std::string& body) {
  try {
    validated_words(assemble_text(
        ray_generation_module("%hit = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)\n" + body),
        "invocation_reorder_refusal"));
  } catch (const Error& error) {
    return error.what();
  }
  return "(translated)";
}

TEST(InvocationReorder, WhatNeedsTwoObjectsInOneVariableIsRefused) {
  const std::string miss =
      "%miss = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 1, float 0.0, float 0.0, "
      "float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03)\n";
  EXPECT_NE(refusal(miss + "%chosen = select i1 %b, %dx.types.HitObject %hit, %dx.types.HitObject %miss\n"
                           "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %chosen, i32 0, i32 0)")
                .find("a select between hit objects is not supported"),
            std::string::npos);
  // A phi merging the object on one path with its changed copy on another, read after the
  // merge: two objects live in one variable.
  EXPECT_NE(refusal("br i1 %b, label %change, label %join\n"
                    "change:\n"
                    "%moved = call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287, "
                    "%dx.types.HitObject %hit, i32 2)\n"
                    "br label %join\n"
                    "join:\n"
                    "%merged = phi %dx.types.HitObject [ %hit, %entry ], [ %moved, %change ]\n"
                    "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %merged, i32 0, i32 0)\n"
                    "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %hit, i32 0, i32 0)")
                .find("a hit object that a phi merges is read again after SetShaderTableIndex changes it"),
            std::string::npos);
}

// DXIL's hit objects are values: after SetShaderTableIndex, the object it changed still has
// its own index. The two differ in that index only, so each keeps its index in a variable and
// a use sets the object's index to its own where the block does not hold it already.
TEST(InvocationReorder, AReadAfterSetShaderTableIndexSeesTheOldIndex) {
  const std::vector<std::string> lines = validated_lines(assemble_text(
      ray_generation_module(
          "%miss = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 1, float 0.0, float 0.0, "
          "float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03)\n"
          "%moved = call %dx.types.HitObject @dx.op.hitObject_SetShaderTableIndex(i32 287, %dx.types.HitObject "
          "%miss, i32 2)\n"
          "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %moved, i32 0, i32 0)\n"
          "%old = call i32 @dx.op.hitObject_StateScalar.i32(i32 286, %dx.types.HitObject %miss)\n"
          "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %miss, i32 %old, i32 0)\n"
          "call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %moved, i32 0, i32 0)"),
      "invocation_reorder_versions"));
  const std::vector<std::string> expected = {
      "OpHitObjectRecordMissEXT %miss %uint_0 %uint_1 %\\w+ %float_0 %\\w+ %float_1000",
      "OpStore %miss_index %uint_1",
      "OpHitObjectSetShaderBindingTableRecordIndexEXT %miss %uint_2",
      "OpStore %moved_index %uint_2",
      "OpReorderThreadWithHitObjectEXT %miss %uint_0 %uint_0",
      "%(\\d+) = OpLoad %uint %miss_index",
      "OpHitObjectSetShaderBindingTableRecordIndexEXT %miss %\\d+",
      "%old = OpHitObjectGetShaderBindingTableRecordIndexEXT %uint %miss",
      "OpReorderThreadWithHitObjectEXT %miss %old %uint_0",
      "%(\\d+) = OpLoad %uint %moved_index",
      "OpHitObjectSetShaderBindingTableRecordIndexEXT %miss %\\d+",
      "OpReorderThreadWithHitObjectEXT %miss %uint_0 %uint_0",
  };
  size_t at = find_matching(lines, expected.front());
  ASSERT_LT(at, lines.size()) << expected.front();
  for (size_t i = 1; i < expected.size(); ++i) {
    const size_t next = find_matching(lines, expected[i], at + 1);
    EXPECT_LT(next, lines.size()) << expected[i];
    EXPECT_EQ(
        count_matching(std::vector<std::string>(lines.begin() + at + 1, lines.begin() + std::min(next, lines.size())),
                       "OpHitObject\\w+EXT.*|OpReorder\\w+.*"),
        0u)
        << "between " << expected[i - 1] << " and " << expected[i];
    at = next;
  }
}

TEST(InvocationReorder, TheOldValidatorJudgesTheNvTwin) {
  const std::vector<uint32_t> words = reorder_shader_words();
  const std::vector<std::string> copy = disassembly_lines(spirv_tools::disassemble(spirv_tools::with_nv_invocation_reorder(words)));
  EXPECT_EQ(count_matching(copy, "OpExtension \"SPV_NV_shader_invocation_reorder\""), 1u);
  EXPECT_EQ(count_matching(copy, "OpHitObjectTraceRayNV %hit_object .*"), 1u);
  EXPECT_EQ(count_matching(copy, "OpHitObjectRecordMissNV %hit_object %uint_1 .*"), 1u);  // less the ray flags
  EXPECT_EQ(count_matching(copy, ".*EXT.*InvocationReorder.*|.*HitObject\\w*EXT.*"), 0u);
  // A trace whose acceleration structure is a uint is still found invalid.
  std::vector<uint32_t> broken = words;
  for (size_t at = 5; at < broken.size(); at += broken[at] >> 16)
    if ((broken[at] & 0xffff) == 5316) broken[at + 2] = broken[at + 3];
  const spirv_tools::ValidationResult validation = spirv_tools::validate(broken);
  EXPECT_FALSE(validation.valid);
  EXPECT_NE(validation.messages.find("Acceleration Structure"), std::string::npos) << validation.messages;
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
