// Implementation of the shared test helpers.
#include "device_test.h"

#include "runner/error.h"
#include "runner/manifest.h"

#include <spirv-tools/libspirv.hpp>

namespace untangle::runner::testing {

std::unique_ptr<Device> DeviceTest::device_;
std::string DeviceTest::missing_reason_;

std::filesystem::path test_path(std::string_view relative) {
  return std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests" / relative;
}

std::vector<uint32_t> assemble(std::string_view text, spv_target_env environment) {
  spvtools::SpirvTools tools(environment);
  std::string messages;
  tools.SetMessageConsumer(
      [&messages](spv_message_level_t, const char*, const spv_position_t& position, const char* message) {
        messages += "line " + std::to_string(position.line + 1) + ": " + message + "\n";
      });
  std::vector<uint32_t> words;
  const bool assembled = tools.Assemble(text.data(), text.size(), &words);
  EXPECT_TRUE(assembled) << messages;
  return words;
}

std::vector<uint32_t> assemble_file(const std::filesystem::path& path) { return assemble(read_text_file(path)); }

std::string manifest_error(std::string_view json) {
  try {
    Manifest::parse(json);
  } catch (const RunnerError& error) {
    return error.what();
  }
  return "no error";
}

void DeviceTest::SetUpTestSuite() {
  try {
    device_ = std::make_unique<Device>(device_filter_from_environment());
  } catch (const NoDevice& error) {
    missing_reason_ = error.what();
  }
}

void DeviceTest::TearDownTestSuite() { device_.reset(); }

void DeviceTest::SetUp() {
  if (!device_) GTEST_SKIP() << "no Vulkan device: " << missing_reason_;
}

}  // namespace untangle::runner::testing
