// The wave size decision against devices with and without subgroup size control.
#include "runner/error.h"
#include "runner/subgroup_plan.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

// lavapipe: subgroups of 8, size control with a single size.
SubgroupInfo lavapipe() {
  SubgroupInfo info;
  info.default_size = info.min_size = info.max_size = 8;
  info.size_control = info.full_subgroups = info.compute_stage = true;
  info.max_compute_workgroup_subgroups = 128;
  return info;
}

// A device with a fixed subgroup size of 32 and no size control.
SubgroupInfo fixed32() {
  SubgroupInfo info;
  info.default_size = info.min_size = info.max_size = 32;
  info.compute_stage = true;
  return info;
}

// A device that can require any subgroup size from 8 to 32.
SubgroupInfo selectable() {
  SubgroupInfo info = lavapipe();
  info.default_size = 32;
  info.max_size = 32;
  info.max_compute_workgroup_subgroups = 4;
  return info;
}

std::string unsupported_reason(const SubgroupInfo& device, uint32_t wave_size, std::array<uint32_t, 3> local_size) {
  try {
    plan_subgroups(device, wave_size, local_size);
  } catch (const Unsupported& reason) {
    return reason.what();
  }
  return "supported";
}

TEST(SubgroupPlan, NoWaveSizeUsesTheDefault) {
  const SubgroupPlan plan = plan_subgroups(fixed32(), std::nullopt, std::array<uint32_t, 3>{64, 1, 1});
  EXPECT_EQ(plan.required_size, 0u);
  EXPECT_FALSE(plan.require_full);
}

TEST(SubgroupPlan, RequiresTheWaveSizeWithFullSubgroups) {
  const SubgroupPlan plan = plan_subgroups(lavapipe(), 8, std::array<uint32_t, 3>{32, 1, 1});
  EXPECT_EQ(plan.required_size, 8u);
  EXPECT_TRUE(plan.require_full);
  EXPECT_EQ(plan.description, "subgroup size 8 (required, full subgroups)");
}

TEST(SubgroupPlan, PartialSubgroupsWhenTheWorkgroupIsNotAMultiple) {
  const SubgroupPlan plan = plan_subgroups(selectable(), 16, std::array<uint32_t, 3>{24, 1, 1});
  EXPECT_EQ(plan.required_size, 16u);
  EXPECT_FALSE(plan.require_full);
}

TEST(SubgroupPlan, UnsupportedSizesAreSkips) {
  EXPECT_NE(unsupported_reason(lavapipe(), 16, {32, 1, 1}).find("range from 8 to 8"), std::string::npos);
  EXPECT_NE(unsupported_reason(fixed32(), 8, {32, 1, 1}).find("subgroup size is 32"), std::string::npos);
  EXPECT_NE(unsupported_reason(selectable(), 8, {64, 1, 1}).find("exceeds"), std::string::npos);
  SubgroupInfo no_compute = lavapipe();
  no_compute.compute_stage = false;
  EXPECT_NE(unsupported_reason(no_compute, 8, {8, 1, 1}).find("no subgroup operations"), std::string::npos);
}

TEST(SubgroupPlan, MatchingDefaultWithoutSizeControlRuns) {
  const SubgroupPlan plan = plan_subgroups(fixed32(), 32, std::array<uint32_t, 3>{64, 1, 1});
  EXPECT_EQ(plan.required_size, 0u);
  EXPECT_NE(plan.description.find("not enforceable"), std::string::npos);
}

TEST(SubgroupPlan, ShaderWaveSizeIsRequiredWithoutAManifestSize) {
  const SubgroupPlan plan =
      plan_subgroups(selectable(), std::nullopt, std::array<uint32_t, 3>{16, 1, 1}, WaveSizeRange{16, 16, 0});
  EXPECT_EQ(plan.required_size, 16u);
  EXPECT_EQ(plan.description, "subgroup size 16 (required by [WaveSize(16)], full subgroups)");
}

TEST(SubgroupPlan, ShaderWaveSizeRangePrefersItsPreferredSize) {
  EXPECT_EQ(plan_subgroups(selectable(), std::nullopt, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{8, 32, 16})
                .required_size,
            16u);
  // Without a preferred size: the device's default where the range has it, else the smallest.
  EXPECT_EQ(plan_subgroups(selectable(), std::nullopt, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{8, 32, 0})
                .required_size,
            32u);
  EXPECT_EQ(plan_subgroups(selectable(), std::nullopt, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{4, 16, 0})
                .required_size,
            8u);
  // A preferred size the device lacks falls back the same way.
  EXPECT_EQ(plan_subgroups(lavapipe(), std::nullopt, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{4, 64, 32})
                .required_size,
            8u);
}

TEST(SubgroupPlan, ShaderWaveSizeTheDeviceLacksIsASkip) {
  try {
    plan_subgroups(lavapipe(), std::nullopt, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{16, 64, 32});
    FAIL() << "planned";
  } catch (const Unsupported& reason) {
    EXPECT_EQ(std::string(reason.what()),
              "the shader declares [WaveSize(16, 64, 32)], but the device's subgroup sizes range from 8 to 8");
  }
  // Without size control only the default size can run.
  const SubgroupPlan plan =
      plan_subgroups(fixed32(), std::nullopt, std::array<uint32_t, 3>{64, 1, 1}, WaveSizeRange{16, 32, 16});
  EXPECT_NE(plan.description.find("not enforceable"), std::string::npos);
}

TEST(SubgroupPlan, ManifestWaveSizeOutsideTheShaderRangeIsAnError) {
  EXPECT_THROW(plan_subgroups(lavapipe(), 8, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{16, 16, 0}),
               RunnerError);
  EXPECT_EQ(plan_subgroups(lavapipe(), 8, std::array<uint32_t, 3>{32, 1, 1}, WaveSizeRange{4, 16, 16}).required_size,
            8u);
}

}  // namespace
}  // namespace untangle::runner
