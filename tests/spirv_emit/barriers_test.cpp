// SM 6.8's barriers, BarrierByMemoryType and BarrierByMemoryHandle, by the exact instruction
// each combination of flags becomes: a control barrier where the group syncs, else a memory
// barrier, else nothing; the memory scope its semantic flags say (device outside thread-group
// stages); the storage classes of the memory types, acquire-release. Malformed flags and a
// sync outside thread-group stages are refused. (shaders/memory/barriers_sm68 executes them.)
#include <gtest/gtest.h>

#include "common/error.h"
#include "dxop_modules.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

constexpr uint32_t kAcquireRelease = 0x8, kUniform = 0x40, kWorkgroup = 0x100, kImage = 0x800;

std::vector<std::string> compute_lines(const std::string& call) {
  return validated_lines(assemble_text(compute_module(call), "barriers"));
}

std::string barrier_by_type(uint32_t memory, uint32_t semantics) {
  return "call void @dx.op.barrierByMemoryType(i32 244, i32 " + std::to_string(memory) + ", i32 " +
         std::to_string(semantics) + ")";
}

struct Case {
  uint32_t memory, semantics;
  std::string expected;  // the one barrier instruction, or "" for none
};

TEST(Sm68Barriers, ByMemoryTypeInComputeShaders) {
  const std::string uav = "%uint_" + std::to_string(kAcquireRelease | kUniform | kImage);
  const std::string shared = "%uint_" + std::to_string(kAcquireRelease | kWorkgroup);
  const std::string all = "%uint_" + std::to_string(kAcquireRelease | kUniform | kImage | kWorkgroup);
  const Case cases[] = {
      {1, 2, "OpMemoryBarrier %uint_2 " + uav},              // UAV, group scope
      {1, 4, "OpMemoryBarrier %uint_1 " + uav},              // UAV, device scope
      {2, 3, "OpControlBarrier %uint_2 %uint_2 " + shared},  // groupshared, sync + group scope
      {15, 5, "OpControlBarrier %uint_2 %uint_1 " + all},    // all memory, sync + device scope
      {0, 1, "OpControlBarrier %uint_2 %uint_2 %uint_0"},    // a sync alone
      {8, 2, "OpMemoryBarrier %uint_2 " + uav},              // node output records: buffer memory
      {0, 2, ""},                                            // nothing to order, no sync
  };
  for (const Case& c : cases) {
    SCOPED_TRACE("memory " + std::to_string(c.memory) + " semantics " + std::to_string(c.semantics));
    const std::vector<std::string> lines = compute_lines(barrier_by_type(c.memory, c.semantics));
    EXPECT_EQ(count_matching(lines, "Op(Control|Memory)Barrier .*"), c.expected.empty() ? 0u : 1u);
    if (!c.expected.empty()) EXPECT_EQ(count_matching(lines, c.expected), 1u) << c.expected;
  }
}

TEST(Sm68Barriers, ByMemoryHandleOrdersTheUavsMemory) {
  const std::vector<std::string> lines =
      compute_lines("call void @dx.op.barrierByMemoryHandle(i32 245, %dx.types.Handle %ubuf, i32 3)");
  EXPECT_EQ(count_matching(
                lines, "OpControlBarrier %uint_2 %uint_2 %uint_" + std::to_string(kAcquireRelease | kUniform | kImage)),
            1u);
}

// A pixel shader has no thread group: its barriers order memory at device scope, and a sync is
// malformed, as the DXIL validator says.
TEST(Sm68Barriers, OutsideThreadGroupStages) {
  const std::vector<std::string> lines =
      validated_lines(assemble_text(pixel_module(barrier_by_type(3, 2)), "barriers"));
  EXPECT_EQ(
      count_matching(lines, "OpMemoryBarrier %uint_1 %uint_" + std::to_string(kAcquireRelease | kUniform | kImage)),
      1u);
  try {
    translate_module(*api::Module::parse(assemble_text(pixel_module(barrier_by_type(1, 1)), "barriers")));
    ADD_FAILURE() << "a group sync in a pixel shader translated";
  } catch (const Error& error) {
    EXPECT_EQ(error.status(), Status::MalformedInput);
    EXPECT_EQ(error.detail(), "BarrierByMemoryType with a thread-group sync is not allowed in pixel shaders");
  }
}

// SM 6.9's REORDER_SCOPE (ray generation only) orders a thread's accesses across its
// reordering points: a shader call to SPV_EXT_shader_invocation_reorder's memory model, so
// ShaderCallKHR scope (6); DEVICE_SCOPE beside it widens that to the device's.
TEST(Sm68Barriers, ReorderScopeIsTheShaderCallScope) {
  const std::string uav = "%uint_" + std::to_string(kAcquireRelease | kUniform | kImage);
  for (const auto& [semantics, scope] :
       std::initializer_list<std::pair<uint32_t, std::string>>{{8, "%uint_6"}, {12, "%uint_1"}, {10, "%uint_6"}}) {
    SCOPED_TRACE(semantics);
    const std::vector<std::string> lines =
        validated_lines(assemble_text(ray_generation_module(barrier_by_type(1, semantics)), "barriers_reorder"));
    EXPECT_EQ(count_matching(lines, "Op(Control|Memory)Barrier .*"), 1u);
    EXPECT_EQ(count_matching(lines, "OpMemoryBarrier " + scope + " " + uav), 1u);
  }
}

TEST(Sm68Barriers, UnknownFlagsAreMalformed) {
  for (const auto& [call, message] : std::initializer_list<std::pair<std::string, std::string>>{
           {barrier_by_type(16, 2), "BarrierByMemoryType with unknown memory types 16"},
           {barrier_by_type(1, 16), "BarrierByMemoryType with unknown semantic flags 16"},
           {barrier_by_type(1, 8),
            "BarrierByMemoryType with REORDER_SCOPE is allowed in ray generation shaders only, not in compute "
            "shaders"}}) {
    try {
      translate_module(*api::Module::parse(assemble_text(compute_module(call), "barriers")));
      ADD_FAILURE() << call << " translated";
    } catch (const Error& error) {
      EXPECT_EQ(error.status(), Status::MalformedInput);
      EXPECT_EQ(error.detail(), message);
    }
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
