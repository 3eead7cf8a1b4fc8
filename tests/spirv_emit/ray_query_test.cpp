// Ray query handles: the operations name the AllocateRayQuery a handle comes from, straight or
// through phis, selects and a local variable (DXC's copies of one RayQuery object), so all of
// them use the one OpTypeRayQueryKHR variable; handles of two queries merged are rejected.
#include <gtest/gtest.h>

#include "common/error.h"
#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

constexpr const char* kTrace =
    "call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %rq, %dx.types.Handle %accel, i32 0, i32 255, "
    "float 0.0, float 0.0, float %f, float 0.0, float 0.0, float 0.0, float 1.0, float 1.0e+03)\n";

std::vector<std::string> translated(const std::string& body) {
  const Translation translation =
      translate_module(*api::Module::parse(assemble_text(compute_module(body), "ray_query_handles")));
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  return disassembly_lines(translation.words);
}

void expect_one_query_traced(const std::vector<std::string>& lines) {
  EXPECT_EQ(count_matching(lines, "%q = OpVariable %\\w+ Function"), 1u);
  EXPECT_EQ(count_matching(lines, "OpRayQueryInitializeKHR %q %\\w+ .*"), 1u);
}

TEST(RayQueryHandles, ThroughASelectOfOneQuery) {
  expect_one_query_traced(translated(std::string("%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
                                                 "%rq = select i1 %b, i32 %q, i32 %q\n") +
                                     kTrace));
}

TEST(RayQueryHandles, ThroughALocalVariable) {
  expect_one_query_traced(translated(std::string("%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
                                                 "%copy = alloca i32\n"
                                                 "store i32 %q, i32* %copy\n"
                                                 "%rq = load i32, i32* %copy\n") +
                                     kTrace));
}

TEST(RayQueryHandles, ThroughAPhi) {
  expect_one_query_traced(translated(std::string("%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
                                                 "br i1 %b, label %then, label %join\n"
                                                 "then:\n"
                                                 "br label %join\n"
                                                 "join:\n"
                                                 "%rq = phi i32 [ %q, %then ], [ %q, %entry ]\n") +
                                     kTrace));
}

TEST(RayQueryHandles, OfTwoQueriesMergedAreRejected) {
  try {
    translated(std::string("%q = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
                           "%p = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)\n"
                           "%rq = select i1 %b, i32 %q, i32 %p\n") +
               kTrace);
    ADD_FAILURE() << "translated a select of two ray queries";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::Unsupported);
    EXPECT_EQ(error.detail(),
              "a ray query handle must come from one AllocateRayQuery (straight, or through phi, select or a local "
              "variable)");
  }
}

// SM 6.9 opacity micromaps: AllocateRayQuery2's ALLOW_OPACITY_MICROMAPS flag, or a constant
// RAY_FLAG_FORCE_OPACITY_MICROMAP_2_STATE (0x400, Vulkan's ForceOpacityMicromap2StateEXT), is
// SPV_EXT_opacity_micromap with its capability; a query without either declares neither.
TEST(OpacityMicromaps, DeclaredWhereAQueryMayForceTwoStates) {
  constexpr const char* kCapability = "OpCapability RayTracingOpacityMicromapEXT";
  constexpr const char* kExtension = "OpExtension \"SPV_EXT_opacity_micromap\"";
  const std::vector<std::string> allowed =
      translated(std::string("%rq = call i32 @dx.op.allocateRayQuery2(i32 258, i32 0, i32 1)\n") + kTrace);
  EXPECT_EQ(count_matching(allowed, kCapability), 1u);
  EXPECT_EQ(count_matching(allowed, kExtension), 1u);
  EXPECT_EQ(count_matching(allowed, "OpRayQueryInitializeKHR %rq %\\w+ %\\w+ %uint_255 .*"), 1u);

  const std::vector<std::string> forced =
      translated(std::string("%rq = call i32 @dx.op.allocateRayQuery2(i32 258, i32 1024, i32 1)\n") + kTrace);
  EXPECT_EQ(count_matching(forced, kCapability), 1u);
  EXPECT_EQ(count_matching(forced, "%\\w+ = OpBitwiseOr %uint %\\w+ %uint_1024"), 1u);

  const std::vector<std::string> plain =
      translated(std::string("%rq = call i32 @dx.op.allocateRayQuery2(i32 258, i32 0, i32 0)\n") + kTrace);
  EXPECT_EQ(count_matching(plain, kCapability), 0u);
  EXPECT_EQ(count_matching(plain, kExtension), 0u);

  try {
    translated(std::string("%rq = call i32 @dx.op.allocateRayQuery2(i32 258, i32 0, i32 2)\n") + kTrace);
    ADD_FAILURE() << "unknown ray query flags translated";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(), "AllocateRayQuery2 with unknown ray query flags 2");
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
