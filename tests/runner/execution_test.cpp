// Runs the test shaders in tests/runner/shaders on the Vulkan device (lavapipe here):
// storage, uniform and texel buffers, floats, subgroup operations, and every failure path.
#include "device_test.h"
#include "runner/error.h"
#include "runner/runner.h"
#include "runner/translation.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

using testing::assemble;
using testing::assemble_file;

std::filesystem::path shader_path(std::string_view name) { return testing::test_path("runner/shaders") / name; }

class Execution : public testing::DeviceTest {
 protected:
  // Runs tests/runner/shaders/SHADER.spvasm with MANIFEST.json and the default bindings.
  static RunReport run(const std::string& shader, const std::string& manifest_name,
                       const BindingMap& bindings = BindingMap::default_model()) {
    const SpirvModule module = SpirvModule::parse(assemble_file(shader_path(shader + ".spvasm")));
    return run_manifest(device(), Manifest::load(shader_path(manifest_name + ".json")), module, bindings);
  }

  static std::string everything(const RunReport& report) { return report.details + report.summary; }
};

TEST_F(Execution, DeviceReportsSubgroups) {
  const DeviceInfo& info = device().info();
  EXPECT_GE(info.api_version, static_cast<uint32_t>(VK_API_VERSION_1_1));
  EXPECT_GT(info.subgroup.default_size, 0u);
  EXPECT_NE(info.summary().find("subgroup size"), std::string::npos);
}

TEST_F(Execution, DoublesAStorageBuffer) {
  const RunReport report = run("double_storage", "double_storage");
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  EXPECT_EQ(report.summary, "PASSED: 16 words as expected in 1 checked resource");
  EXPECT_EQ(report.contents[0][15], 2u);  // 0x80000001 * 2 wraps
}

TEST_F(Execution, TypedBuffersAndConstants) {
  const RunReport report = run("typed_buffers", "typed_buffers");
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  EXPECT_NE(report.details.find("b0 (cbuffer) -> set 0 binding 0 (uniform_buffer Constants)"), std::string::npos);
}

TEST_F(Execution, FloatsWithinTolerance) {
  const RunReport report = run("float_scale", "float_scale");
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  EXPECT_EQ(report.contents[1][3], 0x80000000u);  // -0.0 * 0.1 is -0.0, expected as 0.0
}

TEST_F(Execution, SubgroupSumWithWaveSize8) {
  const RunReport report = run("subgroup_sum", "subgroup_sum");
  if (report.verdict == Verdict::Skipped) GTEST_SKIP() << report.summary;
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  EXPECT_NE(report.details.find("subgroup size 8 (required"), std::string::npos) << report.details;
}

TEST_F(Execution, UnavailableWaveSizeIsSkippedNeverPassed) {
  const RunReport report = run("subgroup_sum", "subgroup_sum_wave16");
  const SubgroupInfo& subgroups = device().info().subgroup;
  const bool can_run_16 =
      subgroups.size_control ? subgroups.min_size <= 16 && 16 <= subgroups.max_size : subgroups.default_size == 16;
  if (can_run_16) {
    EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  } else {
    EXPECT_EQ(report.verdict, Verdict::Skipped) << everything(report);
    EXPECT_NE(report.summary.find("SKIPPED: the manifest assumes a wave size of 16"), std::string::npos);
    EXPECT_TRUE(report.contents.empty());
  }
}

TEST_F(Execution, MismatchesAreReported) {
  const SpirvModule module = SpirvModule::parse(assemble_file(shader_path("double_storage.spvasm")));
  Manifest manifest = Manifest::load(shader_path("double_storage.json"));
  manifest.resources[0].expect->words[4] = 9;
  manifest.resources[0].expect->words[7] = 0;
  const RunReport report = run_manifest(device(), manifest, module, BindingMap::default_model());
  EXPECT_EQ(report.verdict, Verdict::Failed);
  EXPECT_EQ(report.summary, "FAILED: 2 of 16 words differ in 1 of 1 checked resource");
  EXPECT_NE(report.details.find("[4]: expected 9 (0x00000009), got 8 (0x00000008)"), std::string::npos)
      << report.details;
  EXPECT_NE(report.details.find("[7]: expected 0 (0x00000000), got 14 (0x0000000e)"), std::string::npos);
}

TEST_F(Execution, ExplicitBindingsPlaceResourcesAnywhere) {
  std::string text = read_text_file(shader_path("double_storage.spvasm"));
  text.replace(text.find("DescriptorSet 0"), 15, "DescriptorSet 2");
  text.replace(text.find("Binding 2000"), 12, "Binding 7");
  const SpirvModule module = SpirvModule::parse(assemble(text));
  const Manifest manifest = Manifest::load(shader_path("double_storage.json"));
  const RunReport report =
      run_manifest(device(), manifest, module,
                   BindingMap::parse(R"({"bindings": [{"register": "u0", "space": 0, "set": 2, "binding": 7}]})"));
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  // The default model puts u0 at set 0 binding 2000, where the shader declares nothing.
  EXPECT_THROW(run_manifest(device(), manifest, module, BindingMap::default_model()), RunnerError);
}

TEST_F(Execution, UnboundDescriptorIsAnError) {
  const SpirvModule module = SpirvModule::parse(assemble_file(shader_path("float_scale.spvasm")));
  Manifest manifest = Manifest::load(shader_path("float_scale.json"));
  manifest.resources.erase(manifest.resources.begin());  // drop t0
  try {
    run_manifest(device(), manifest, module, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("set 0 binding 1000 (storage_buffer)"), std::string::npos);
  }
}

TEST_F(Execution, InvalidModuleIsRejectedBeforeTheDriverSeesIt) {
  std::string text = read_text_file(shader_path("double_storage.spvasm"));
  // Multiplying a uint by a float constant is not valid SPIR-V.
  text.replace(text.find("%uint_2 = OpConstant %uint 2"), 28, "%uint_2 = OpConstant %float 2");
  text.replace(text.find("%uint = OpTypeInt 32 0"), 22, "%uint = OpTypeInt 32 0\n%float = OpTypeFloat 32");
  const SpirvModule module = SpirvModule::parse(assemble(text));
  const Manifest manifest = Manifest::load(shader_path("double_storage.json"));
  try {
    run_manifest(device(), manifest, module, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("the SPIR-V module is invalid"), std::string::npos) << error.what();
  }
}

TEST_F(Execution, ValidateOnlyManifestsAreNotRun) {
  const SpirvModule module = SpirvModule::parse(assemble_file(shader_path("double_storage.spvasm")));
  const RunReport report =
      run_manifest(device(), Manifest::parse(R"({"validate_only": true})"), module, BindingMap::default_model());
  EXPECT_EQ(report.verdict, Verdict::Skipped);
  EXPECT_NE(report.summary.find("validate_only"), std::string::npos);
}

TEST_F(Execution, TranslatesDxilInProcess) {
  const std::filesystem::path shaders = UNTANGLE_SHADERS_DIR;
  const std::string bytes = read_text_file(shaders / "control_flow" / "cf_if_else.dxil");
  const StageModule translated = translate_dxil(std::vector<uint8_t>(bytes.begin(), bytes.end()));
  EXPECT_EQ(translated.stage, Stage::Compute);
  EXPECT_EQ(translated.entry, "main");
  // The reflection states each resource's binding and descriptor type.
  const std::optional<BindingTarget> output = translated.bindings.lookup({'u', 0, 0});
  ASSERT_TRUE(output);
  EXPECT_EQ(output->binding, 2000u);
  EXPECT_EQ(output->kind, DescriptorKind::StorageBuffer);
  const RunReport report =
      run_manifest(device(), Manifest::load(shaders / "control_flow" / "cf_if_else.json"), {translated});
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
}

TEST(DeviceChoice, UnknownNameListsTheDevices) {
  try {
    Device device("no such device name");
    FAIL() << "opened " << device.info().name;
  } catch (const NoDevice& error) {
    // Without any device the message says so instead.
    const std::string message = error.what();
    EXPECT_TRUE(message.find("available:") != std::string::npos || message.find("no Vulkan") != std::string::npos)
        << message;
  }
}

}  // namespace
}  // namespace untangle::runner
