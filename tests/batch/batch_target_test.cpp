// `untangle batch` with the target options `translate` has (--spirv-version,
// --maximal-reconvergence, --rasterizer-ordered-views): outputs equal `translate`'s with the
// same flags, the report and the journal record them, and --resume with other ones
// translates everything again.
#include <gtest/gtest.h>

#include "support.h"

namespace untangle::batch::testing {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kTarget = {"--spirv-version", "1.6", "--rasterizer-ordered-views", "unordered"};

// DIRECTORY/in: the pixel shader with rasterizer ordered views and a compute shader.
fs::path two_shaders(const fs::path& directory) {
  const fs::path input = directory / "in";
  fs::create_directories(input);
  for (const char* name : {"pixel/ps_rov.ps_main.dxil", "control_flow/cf_switch.dxil"})
    fs::copy_file(fs::path(UNTANGLE_SHADERS_DIR) / name, input / fs::path(name).filename());
  return input;
}

std::vector<std::string> with(std::vector<std::string> arguments, const std::vector<std::string>& more) {
  arguments.insert(arguments.end(), more.begin(), more.end());
  return arguments;
}

TEST(BatchTarget, OutputsAndReportFollowTheTargetOptions) {
  const TempDir directory;
  const fs::path input = two_shaders(directory.path());
  const fs::path out = directory.path() / "out";
  ASSERT_EQ(run_untangle(with({"batch", input.string(), "-o", out.string(), "-q"}, kTarget)).exit_status, 0);
  const nlohmann::json report = read_json(out / "report.json");
  EXPECT_EQ(report["options"]["spirv_version"], "1.6");
  EXPECT_EQ(report["options"]["maximal_reconvergence"], "auto");
  EXPECT_EQ(report["options"]["rasterizer_ordered_views"], "unordered");
  for (const char* name : {"ps_rov.ps_main.dxil", "cf_switch.dxil"}) {
    const fs::path single = directory.path() / (std::string(name) + ".spv");
    ASSERT_EQ(run_untangle(with({"translate", (input / name).string(), "-o", single.string()}, kTarget)).exit_status, 0);
    const std::vector<uint8_t> batch_output = read_bytes(out / "in" / (std::string(name) + ".spv"));
    EXPECT_EQ(batch_output, read_bytes(single)) << name;
    ASSERT_GE(batch_output.size(), 8u);
    EXPECT_EQ(batch_output[5], 6) << name;  // the version word 0x00010600, little-endian: 00 06 01 00
  }
  // The default target orders the views: another module for the pixel shader.
  const fs::path ordered = directory.path() / "ordered";
  ASSERT_EQ(run_untangle({"batch", input.string(), "-o", ordered.string(), "-q"}).exit_status, 0);
  EXPECT_NE(read_bytes(ordered / "in/ps_rov.ps_main.dxil.spv"), read_bytes(out / "in/ps_rov.ps_main.dxil.spv"));
  EXPECT_EQ(read_json(ordered / "report.json")["options"]["rasterizer_ordered_views"], "interlock");
}

TEST(BatchTarget, ResumingWithOtherTargetOptionsTranslatesEverythingAgain) {
  const TempDir directory;
  const fs::path input = two_shaders(directory.path());
  const fs::path out = directory.path() / "out";
  ASSERT_EQ(run_untangle({"batch", input.string(), "-o", out.string(), "-q"}).exit_status, 0);
  const RunResult resumed = run_untangle(with({"batch", input.string(), "-o", out.string(), "--resume"}, kTarget));
  ASSERT_EQ(resumed.exit_status, 0);
  EXPECT_NE(resumed.err.find("or with other options: translating everything again"), std::string::npos) << resumed.err;
  EXPECT_EQ(read_bytes(out / "in/cf_switch.dxil.spv")[5], 6);
  EXPECT_EQ(read_json(out / "report.json")["options"]["spirv_version"], "1.6");
}

// --ags reaches every translation and the report; an AGS module the system's SPIRV-Tools
// cannot judge fails naming why, and --no-validate writes it.
TEST(BatchTarget, AgsIntrinsicsFollowTheirOption) {
  const TempDir directory;
  const fs::path input = directory.path() / "in";
  fs::create_directories(input);
  const fs::path source = fs::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/ags_wave_matrix_multiply.ll";
  ASSERT_EQ(std::system(("llvm-as-14 '" + source.string() + "' -o '" + (input / "ags.dxil").string() + "'").c_str()),
            0);
  const fs::path refused = directory.path() / "refused";
  EXPECT_EQ(run_untangle({"batch", input.string(), "-o", refused.string(), "-q"}).exit_status, 1);
  EXPECT_EQ(read_json(refused / "report.json")["shaders"][0]["status"], "unsupported");
  const fs::path out = directory.path() / "out";
  ASSERT_EQ(
      run_untangle({"batch", input.string(), "-o", out.string(), "-q", "--ags", "cooperative-matrix", "--no-validate"})
          .exit_status,
      0);
  const nlohmann::json report = read_json(out / "report.json");
  EXPECT_EQ(report["options"]["ags"], "cooperative-matrix");
  EXPECT_EQ(report["shaders"][0]["status"], "ok");
  const fs::path single = directory.path() / "ags.spv";
  ASSERT_EQ(run_untangle({"translate", (input / "ags.dxil").string(), "-o", single.string(), "--ags",
                          "cooperative-matrix", "--no-validate"})
                .exit_status,
            0);
  EXPECT_EQ(read_bytes(out / "in/ags.dxil.spv"), read_bytes(single));
}

TEST(BatchTarget, UnknownTargetValuesAreUsageErrors) {
  const TempDir directory;
  const std::string out = (directory.path() / "out").string();
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out, "--spirv-version", "1.2"}).exit_status, 2);
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out, "--maximal-reconvergence", "yes"}).exit_status, 2);
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out, "--rasterizer-ordered-views", "x"}).exit_status, 2);
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out, "--ags", "wmma"}).exit_status, 2);
}

}  // namespace
}  // namespace untangle::batch::testing
