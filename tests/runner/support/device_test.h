// Helpers shared by the runner and fleshing tests: SPIR-V assembly through SPIRV-Tools, test
// file paths, and a fixture holding one Vulkan device for a whole suite (skipped without one).
#pragma once

#include "runner/device.h"

#include <gtest/gtest.h>
#include <spirv-tools/libspirv.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace untangle::runner::testing {

// The source tree's tests/RELATIVE.
std::filesystem::path test_path(std::string_view relative);

// Assembles SPIR-V assembly text; fails the test (and returns nothing) on an error.
std::vector<uint32_t> assemble(std::string_view text, spv_target_env environment = SPV_ENV_VULKAN_1_1);
std::vector<uint32_t> assemble_file(const std::filesystem::path& path);

// The message of the RunnerError that Manifest::parse throws for `json`, or "no error".
std::string manifest_error(std::string_view json);

// Opens the default Vulkan device once per suite; every test of a suite derived from it is
// reported skipped when there is no device, never passed.
class DeviceTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite();
  static void TearDownTestSuite();
  void SetUp() override;

  static Device& device() { return *device_; }

 private:
  static std::unique_ptr<Device> device_;
  static std::string missing_reason_;
};

}  // namespace untangle::runner::testing
