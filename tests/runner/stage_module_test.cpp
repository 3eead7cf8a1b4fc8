// Stage modules from SPIR-V: HLSL semantics split into name and index, vertex inputs from
// UserSemantic decorations, and the errors for modules that lack them.
#include "device_test.h"
#include "runner/error.h"
#include "runner/stage_module.h"

#include <gtest/gtest.h>

namespace untangle::runner {
namespace {

using testing::assemble;

TEST(StageModule, SplitsSemantics) {
  EXPECT_EQ(split_semantic("POSITION"), (VertexInputLocation{"POSITION", 0, 0}));
  EXPECT_EQ(split_semantic("texCoord12"), (VertexInputLocation{"TEXCOORD", 12, 0}));
  EXPECT_EQ(split_semantic("A1B2"), (VertexInputLocation{"A1B", 2, 0}));
  EXPECT_EQ(split_semantic("7"), (VertexInputLocation{"", 7, 0}));
}

// A vertex shader whose input %color is decorated as `decorations` says.
std::vector<uint32_t> vertex_module(const std::string& decorations) {
  return assemble(R"(
               OpCapability Shader
               OpExtension "SPV_GOOGLE_hlsl_functionality1"
               OpMemoryModel Logical GLSL450
               OpEntryPoint Vertex %main "main" %color
)" + decorations + R"(
       %void = OpTypeVoid
   %function = OpTypeFunction %void
      %float = OpTypeFloat 32
    %pointer = OpTypePointer Input %float
      %color = OpVariable %pointer Input
       %main = OpFunction %void None %function
      %entry = OpLabel
               OpReturn
               OpFunctionEnd
)",
                  SPV_ENV_VULKAN_1_3);
}

TEST(StageModule, VertexInputsFromUserSemantics) {
  const StageModule module = stage_module_from_spirv(
      Stage::Vertex, vertex_module("OpDecorateString %color UserSemantic \"COLOR1\"\nOpDecorate %color Location 4"),
      BindingMap::default_model());
  EXPECT_EQ(module.stage, Stage::Vertex);
  EXPECT_TRUE(module.entry.empty());
  EXPECT_EQ(module.vertex_inputs, (std::vector<VertexInputLocation>{{"COLOR", 1, 4}}));
  // Other stages' inputs are not vertex inputs.
  EXPECT_TRUE(stage_module_from_spirv(Stage::Pixel, {}, BindingMap::default_model()).vertex_inputs.empty());
}

TEST(StageModule, VertexInputsNeedSemanticsAndLocations) {
  try {
    stage_module_from_spirv(Stage::Vertex, vertex_module("OpDecorate %color Location 0"), BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(
        std::string(error.what()).find("has no UserSemantic decoration (compile the module with dxc -fspv-reflect)"),
        std::string::npos)
        << error.what();
  }
  try {
    stage_module_from_spirv(Stage::Vertex, vertex_module("OpDecorateString %color UserSemantic \"COLOR\""),
                            BindingMap::default_model());
    FAIL() << "no error";
  } catch (const RunnerError& error) {
    EXPECT_NE(std::string(error.what()).find("(COLOR) has no Location"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace untangle::runner
