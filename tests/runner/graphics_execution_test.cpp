// Graphics runs through the library on the Vulkan device, with the dxc -spirv modules of
// tests/runner/graphics: results read back, and every way a run is refused, skipped or
// failed. (Each case's expectations run as runner.NAME through the command line.)
#include "device_test.h"
#include "runner/error.h"
#include "runner/runner.h"

#include <gtest/gtest.h>

#include <bit>
#include <fstream>
#include <iterator>

namespace untangle::runner {
namespace {

std::filesystem::path case_path(const std::string& name) { return testing::test_path("runner/graphics") / name; }

// The case's reference modules, one per manifest stage.
std::vector<StageModule> reference_modules(const std::string& name, const Manifest& manifest) {
  std::vector<StageModule> modules;
  for (const ManifestStage& stage : manifest.graphics->stages) {
    const std::string spirv_name = stage.dxil.substr(0, stage.dxil.size() - std::string(".dxil").size()) + ".spv";
    std::ifstream file(case_path(spirv_name), std::ios::binary);
    const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    modules.push_back(stage_module_from_spirv(stage.stage, spirv_words(bytes), BindingMap::default_model()));
  }
  EXPECT_FALSE(modules.empty()) << name;
  return modules;
}

class GraphicsExecution : public testing::DeviceTest {
 protected:
  static RunReport run(const std::string& name, const Manifest& manifest) {
    return run_manifest(device(), manifest, reference_modules(name, manifest));
  }
  static Manifest load(const std::string& name) { return Manifest::load(case_path(name + ".json")); }
  static std::string everything(const RunReport& report) { return report.details + report.summary; }
};

TEST_F(GraphicsExecution, ReadsBackTargetsAndBuffers) {
  const RunReport report = run("gfx_indexed_depth", load("gfx_indexed_depth"));
  ASSERT_EQ(report.verdict, Verdict::Passed) << everything(report);
  ASSERT_EQ(report.render_targets.size(), 1u);
  EXPECT_EQ(report.render_targets[0], (std::vector<uint32_t>{1, 1, 1, 2, 1, 1, 1, 2}));
  EXPECT_EQ(report.depth[3], std::bit_cast<uint32_t>(0.75f));
  EXPECT_EQ(report.stencil, (std::vector<uint32_t>{3, 4, 4, 3, 3, 4, 4, 3}));
  EXPECT_EQ(report.summary, "PASSED: 24 words as expected in 3 checked resources");

  const RunReport uav = run("gfx_vs_uav", load("gfx_vs_uav"));
  ASSERT_EQ(uav.verdict, Verdict::Passed) << everything(uav);
  EXPECT_EQ(uav.contents[0][7], 1105u);  // vertex 1 of instance 1: 1000 + 100 + 1 + 4
  EXPECT_NE(uav.details.find("bound: u0 (RWStructuredBuffer) -> set 0 binding 2000 (storage_buffer Out) in vertex"),
            std::string::npos)
      << uav.details;
  EXPECT_NE(uav.details.find("vertex input: vertex_buffers[0].attributes[1] (WEIGHT0) -> location 1"),
            std::string::npos);
}

TEST_F(GraphicsExecution, MismatchesNameTheTexel) {
  Manifest manifest = load("gfx_fullscreen");
  manifest.graphics->render_targets[0].expect->words[9] = 5;
  const RunReport report = run("gfx_fullscreen", manifest);
  EXPECT_EQ(report.verdict, Verdict::Failed);
  EXPECT_NE(report.details.find("render_targets[0] (R32_UINT): 1 of 64 words differ\n"
                                "  [9] texel (1, 1): expected 5 (0x00000005), got 70109 (0x000111dd)"),
            std::string::npos)
      << report.details;
}

TEST_F(GraphicsExecution, WhatTheDeviceCannotDoIsSkipped) {
  const auto expect_skip = [](const RunReport& report, const std::string& reason) {
    EXPECT_EQ(report.verdict, Verdict::Skipped) << report.summary;
    EXPECT_NE(report.summary.find(reason), std::string::npos) << report.summary;
  };
  Manifest conservative = load("gfx_cull");
  conservative.graphics->rasterizer.conservative = true;
  expect_skip(run("gfx_cull", conservative), "conservative rasterization");

  Manifest wave = load("gfx_cull");
  wave.wave_size = device().info().subgroup.default_size * 2;
  expect_skip(run("gfx_cull", wave), "graphics stages run with the device's subgroup size");

  if (device().info().graphics.max_multiview_views < 32) {
    Manifest views = load("gfx_multiview");
    views.graphics->view_count = 32;
    views.graphics->render_targets[0].expect.reset();
    expect_skip(run("gfx_multiview", views), "32 views");
  }

  Manifest samples = load("gfx_msaa");
  samples.graphics->multisample.samples = VK_SAMPLE_COUNT_64_BIT;
  if ((device().info().limits.framebufferColorSampleCounts & VK_SAMPLE_COUNT_64_BIT) == 0) {
    expect_skip(run("gfx_msaa", samples), "with 64 samples");
  }
}

TEST_F(GraphicsExecution, ModulesMustMatchTheManifest) {
  const Manifest manifest = load("gfx_fullscreen");
  std::vector<StageModule> modules = reference_modules("gfx_fullscreen", manifest);
  std::vector<StageModule> one = {modules[0]};
  EXPECT_THROW(run_manifest(device(), manifest, one), RunnerError);
  std::swap(modules[0], modules[1]);
  try {
    run_manifest(device(), manifest, modules);
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(), "shader module 1 is a pixel shader, but the manifest's stage 1 is vertex");
  }
}

TEST_F(GraphicsExecution, EveryVertexInputNeedsAnAttribute) {
  Manifest manifest = load("gfx_vs_uav");
  manifest.graphics->vertex_buffers[0].attributes[1].semantic = "WEIGHTS";
  try {
    run("gfx_vs_uav", manifest);
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(), "the vertex shader reads WEIGHT0 (location 1) but no vertex_buffers attribute feeds it");
  }
}

TEST_F(GraphicsExecution, PushConstantsMustCoverTheBlock) {
  Manifest manifest = load("gfx_push_constants");
  manifest.push_constants->words.pop_back();
  try {
    run("gfx_push_constants", manifest);
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(),
                 "the vertex stage declares a push-constant block of 8 bytes but push_constants end at byte 4");
  }
  manifest.push_constants.reset();
  EXPECT_THROW(run("gfx_push_constants", manifest), RunnerError);
  // Constants that no stage reads are left out, with a note.
  Manifest unread = load("gfx_cull");
  unread.push_constants = PushConstants{0, {1}};
  const RunReport report = run("gfx_cull", unread);
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  EXPECT_NE(report.details.find("push_constants: no stage declares a push-constant block; not pushed"),
            std::string::npos);
}

TEST_F(GraphicsExecution, ComputePushConstants) {
  const Manifest manifest = Manifest::load(testing::test_path("runner/shaders/push_constants.json"));
  const SpirvModule module =
      SpirvModule::parse(testing::assemble_file(testing::test_path("runner/shaders/push_constants.spvasm")));
  const RunReport report = run_manifest(device(), manifest, module, BindingMap::default_model());
  EXPECT_EQ(report.verdict, Verdict::Passed) << everything(report);
  Manifest without = manifest;
  without.push_constants.reset();
  try {
    run_manifest(device(), without, module, BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_STREQ(error.what(),
                 "the compute stage declares a push-constant block of 8 bytes but the manifest gives no "
                 "\"push_constants\"");
  }
}

}  // namespace
}  // namespace untangle::runner
