// Sampler feedback writes, which Vulkan cannot express, are dropped with a warning in the
// reflection (spirv_emit/README.md, "Emulations and choices"); the rest of the shader runs.
#include <gtest/gtest.h>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

TEST(SamplerFeedback, AWriteIsDroppedAndTheReflectionWarnsOfIt) {
  const Translation translation = translate_module(
      *api::Module::parse(load_bytes(shaders_dir() / "textures" / "tex_sampler_feedback.dxil")));
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  EXPECT_EQ(translation.reflection.warnings,
            std::vector<std::string>{"sampler feedback written to u0 is dropped: Vulkan has no sampler feedback maps"});

  const auto lines = disassembly_lines(translation.words);
  // The Sample beside it is translated; the feedback map gets no variable, so no binding.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpImageSampleImplicitLod %v4float %\\w+ %\\w+"), 1u);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpVariable %\\w+ UniformConstant"), 2u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ Binding \\d+"), 2u);
  // The feedback texture is still reflected, for the layer to bind nothing there.
  ASSERT_EQ(translation.reflection.resources.size(), 3u);
  EXPECT_EQ(translation.reflection.resources[1].declaration.kind, dxil::ResourceKind::FeedbackTexture2D);
}

TEST(SamplerFeedback, AShaderWithoutFeedbackHasNoWarnings) {
  const Translation translation =
      translate_module(*api::Module::parse(load_bytes(shaders_dir() / "textures" / "tex_compare.dxil")));
  EXPECT_TRUE(translation.reflection.warnings.empty());
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
