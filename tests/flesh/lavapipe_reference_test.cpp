// The SIMT reference against the device: a hand-structured SPIR-V translation of a fleshed
// loop with a break runs on Vulkan (lavapipe: waves of 8) with the fleshing's buffers, and
// its recorded paths and ballots must equal the reference's. This checks the reference's
// loop rules (iterations run together, exits wait for the loop's end) independently of
// untangle's own translator.
#include "device_test.h"
#include "flesh/fleshing.h"
#include "runner/binding_map.h"
#include "runner/runner.h"
#include "runner/spirv_module.h"
#include "test_support/text_format.h"

#include <gtest/gtest.h>

namespace untangle::flesh {

using namespace test_support;
namespace {

using runner::testing::DeviceTest;

std::string shader_file(std::string_view name) {
  return runner::read_text_file(runner::testing::test_path("flesh/shaders") / name);
}

// A shader template with the common parts inserted, every @block@ replaced by its path id
// and the strides filled in.
std::string instantiate(std::string_view template_name, const FleshedShader& shader) {
  std::string text = shader_file(template_name);
  const auto replace = [&text](const std::string& placeholder, const std::string& value) {
    for (std::size_t at = text.find(placeholder); at != std::string::npos; at = text.find(placeholder)) {
      text.replace(at, placeholder.size(), value);
    }
  };
  replace("@PRELUDE@", shader_file("common_prelude.spvasm"));
  replace("@FUNCTIONS@", shader_file("common_functions.spvasm"));
  for (uint32_t node = 0; node < shader.graph.size(); ++node) {
    replace("@" + shader.graph.nodes[node].name + "@", std::to_string(node + 1));
  }
  uint32_t directions = 1;
  for (const LanePath& path : shader.paths) directions = std::max<uint32_t>(directions, path.directions.size());
  replace("@DIRECTIONS@", std::to_string(directions));
  replace("@PATH@", std::to_string(shader.path_stride));
  return text;
}

class LavapipeReference : public DeviceTest {
 protected:
  // Runs the hand-structured translation of `cfg_text` for several seeds' paths.
  void check(std::string_view cfg_text, std::string_view template_name) {
    for (uint64_t seed = 0; seed < 12; ++seed) {
      SCOPED_TRACE("seed " + std::to_string(seed));
      const FleshedShader shader = flesh(test_support::parse_cfg(cfg_text), Mode::Convergence, seed);
      const runner::SpirvModule module =
          runner::SpirvModule::parse(runner::testing::assemble(instantiate(template_name, shader)));
      const runner::RunReport report =
          runner::run_manifest(device(), shader.manifest, module, runner::BindingMap::default_model());
      if (report.verdict == runner::Verdict::Skipped) GTEST_SKIP() << report.summary;
      EXPECT_EQ(check_execution(shader, report.contents), "");
    }
  }
};

TEST_F(LavapipeReference, LoopWithBreak) {
  check(R"(
    entry: header
    header: body
    body: exit latch
    latch: header exit
    exit: ret)",
        "loop_break.spvasm");
}

TEST_F(LavapipeReference, NestedLoopsWithATwoLevelBreak) {
  check(R"(
    entry: outer
    outer: inner
    inner: done next
    next: inner latch
    latch: outer after
    after: done
    done: ret)",
        "nested_break.spvasm");
}

}  // namespace
}  // namespace untangle::flesh
