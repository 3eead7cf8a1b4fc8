// Graphics-stage interfaces: where signature elements go (docs/stage_io.md) and that the rule
// links consecutive stages, the input remapper and dual-source targets in the SPIR-V itself,
// and the one-line errors for what Vulkan cannot express.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

const SignatureElementReflection& element(const std::vector<SignatureElementReflection>& elements,
                                          const std::string& semantic, uint32_t index = 0) {
  for (const SignatureElementReflection& candidate : elements)
    if (candidate.semantic == semantic && candidate.semantic_index == index) return candidate;
  throw std::runtime_error("no signature element " + semantic);
}

Translation translate_shader(const std::string& path, const Options& options = {}) {
  return translate_module(*load_module(shaders_dir() / path), options);
}

TEST(StageIo, PatchConstantsFollowTheControlPointsInHullAndDomain) {
  const Reflection hull = translate_shader("tessellation/tess_patch.hs_main.dxil").reflection;
  const Reflection domain = translate_shader("tessellation/tess_patch.ds_main.dxil").reflection;
  // Control points: CORNER and TAG in rows 0 and 1.
  EXPECT_EQ(element(hull.outputs, "CORNER").location, 0u);
  EXPECT_EQ(element(hull.outputs, "TAG").location, 1u);
  // Patch constants after them: SUMS in row 0 and PRIMITIVE in row 0, column 1.
  EXPECT_EQ(element(hull.patch_constants, "SUMS").location, 2u);
  EXPECT_EQ(element(hull.patch_constants, "PRIMITIVE").location, 2u);
  EXPECT_EQ(element(hull.patch_constants, "PRIMITIVE").component, 1u);
  EXPECT_EQ(element(hull.patch_constants, "SV_TessFactor").builtin, spv::BuiltIn::TessLevelOuter);
  EXPECT_EQ(element(hull.patch_constants, "SV_InsideTessFactor").builtin, spv::BuiltIn::TessLevelInner);
  for (const char* semantic : {"SUMS", "PRIMITIVE"}) {
    EXPECT_EQ(element(domain.patch_constants, semantic).location, element(hull.patch_constants, semantic).location);
    EXPECT_EQ(element(domain.patch_constants, semantic).component, element(hull.patch_constants, semantic).component);
  }
}

TEST(StageIo, MeshPrimitiveAttributesFollowTheVertexAttributes) {
  const Reflection mesh = translate_shader("mesh/ms_shapes.ms_quads.dxil").reflection;
  EXPECT_EQ(element(mesh.outputs, "SV_Position").builtin, spv::BuiltIn::Position);
  EXPECT_EQ(element(mesh.outputs, "VALUE").location, 1u);
  EXPECT_FALSE(element(mesh.outputs, "VALUE").per_primitive);
  const SignatureElementReflection& primitive = element(mesh.patch_constants, "PRIMVALUE");
  EXPECT_EQ(primitive.location, 2u);
  EXPECT_TRUE(primitive.per_primitive);
  EXPECT_EQ(element(mesh.patch_constants, "SV_PrimitiveID").builtin, spv::BuiltIn::PrimitiveId);
  EXPECT_EQ(element(mesh.patch_constants, "SV_CullPrimitive").builtin, spv::BuiltIn::CullPrimitiveEXT);
}

TEST(StageIo, ClipDistancesShareOneArrayInSemanticOrder) {
  const Translation translation = translate_shader("vertex/vs_clip_cull.vs_clip.dxil");
  const std::string disassembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(disassembly);
  EXPECT_EQ(count_matching(lines, "%ClipDistance = OpVariable %_ptr_Output__arr_float_uint_3 Output"), 1u) << disassembly;
  // SV_ClipDistance1 (one component) after SV_ClipDistance0's two.
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpAccessChain %_ptr_Output_float %ClipDistance %uint_2"), 1u) << disassembly;
}

// Every graphics manifest in shaders/: each output of a stage and the next stage's input of
// the same semantic meet at one location and component (a pixel shader after a mesh shader
// links by semantic through the input remapper instead, which untangle run provides).
TEST(StageIo, ConsecutiveStagesOfEveryManifestMeet) {
  size_t links = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(shaders_dir())) {
    if (entry.path().extension() != ".json") continue;
    const nlohmann::json manifest = nlohmann::json::parse(std::ifstream(entry.path()));
    if (!manifest.contains("stages")) continue;
    std::vector<Reflection> stages;
    for (const auto& stage : manifest["stages"])
      stages.push_back(translate_module(*load_module(entry.path().parent_path() / stage["dxil"].get<std::string>()))
                           .reflection);
    for (size_t i = 0; i + 1 < stages.size(); ++i) {
      if (stages[i].stage == dxil::ShaderKind::Mesh || stages[i].stage == dxil::ShaderKind::Amplification) continue;
      std::vector<std::pair<const std::vector<SignatureElementReflection>*, const std::vector<SignatureElementReflection>*>>
          pairs{{&stages[i].outputs, &stages[i + 1].inputs}};
      if (stages[i].stage == dxil::ShaderKind::Hull) pairs.push_back({&stages[i].patch_constants, &stages[i + 1].patch_constants});
      for (const auto& [outputs, inputs] : pairs) {
        for (const SignatureElementReflection& input : *inputs) {
          if (!input.location) continue;
          SCOPED_TRACE(entry.path().filename().string() + ": " + input.semantic);
          const SignatureElementReflection& output = element(*outputs, input.semantic, input.semantic_index);
          EXPECT_EQ(output.location, input.location);
          EXPECT_EQ(output.component, input.component);
          ++links;
        }
      }
    }
  }
  EXPECT_GT(links, 40u);
}

TEST(StageIo, InputRemapperPlacesVertexAttributes) {
  Options options;
  std::vector<std::string> seen;
  options.input_remapper = [&seen](const StageInput& input) -> std::optional<InputPlacement> {
    seen.push_back(std::string(input.semantic) + std::to_string(input.semantic_index));
    if (input.semantic != "TEXCOORD") return std::nullopt;
    return InputPlacement{9, 0, false};
  };
  const Translation translation = translate_shader("vertex/vs_inputs.vs_main.dxil", options);
  EXPECT_EQ(element(translation.reflection.inputs, "TEXCOORD").location, 9u);
  EXPECT_EQ(element(translation.reflection.inputs, "A").location, 5u);
  const std::string disassembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(disassembly);
  EXPECT_EQ(count_matching(lines, "OpDecorate %TEXCOORD Location 9"), 1u) << disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %A Location 5"), 1u) << disassembly;
  EXPECT_NE(std::find(seen.begin(), seen.end(), "TEXCOORD0"), seen.end());
  EXPECT_EQ(std::find(seen.begin(), seen.end(), "SV_VertexID0"), seen.end());  // built-ins are not asked about
}

TEST(StageIo, InputRemapperMakesPixelInputsPerPrimitive) {
  Options options;
  options.input_remapper = [](const StageInput& input) -> std::optional<InputPlacement> {
    if (input.semantic == "PRIMVALUE") return InputPlacement{2, 0, true};
    return std::nullopt;
  };
  const Translation translation = translate_shader("mesh/ms_shapes.ps_primitive.dxil", options);
  const std::string disassembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(disassembly);
  EXPECT_EQ(translation.words[1], kSpirv14);  // SPV_EXT_mesh_shader
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_EXT_mesh_shader\""), 1u) << disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %PRIMVALUE Location 2"), 1u) << disassembly;
  // (SPIRV-Tools prints PerPrimitiveEXT by its first name, the NV one.)
  EXPECT_EQ(count_matching(lines, "OpDecorate %PRIMVALUE PerPrimitiveNV"), 1u) << disassembly;
  EXPECT_TRUE(spirv_tools::validate(translation.words).valid);
}

TEST(StageIo, DualSourceTargetsShareLocationZero) {
  Options options;
  options.dual_source_blending = true;
  const Translation translation = translate_shader("pixel/ps_targets.ps_dual_source.dxil", options);
  const std::string disassembly = spirv_tools::disassemble(translation.words);
  const std::vector<std::string> lines = disassembly_lines(disassembly);
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Target Location 0"), 1u) << disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Target1 Location 0"), 1u) << disassembly;
  EXPECT_EQ(count_matching(lines, "OpDecorate %SV_Target1 Index 1"), 1u) << disassembly;
  EXPECT_EQ(element(translation.reflection.outputs, "SV_Target", 1).index, 1u);
  // Without the option, two render targets.
  const std::string separate = spirv_tools::disassemble(translate_shader("pixel/ps_targets.ps_dual_source.dxil").words);
  EXPECT_EQ(count_matching(disassembly_lines(separate), "OpDecorate %SV_Target1 Location 1"), 1u) << separate;
}

// Every graphics shader in shaders/ validates for Vulkan 1.1 (SPIR-V 1.3, or 1.4 where mesh
// shading needs it) and Vulkan 1.3 (SPIR-V 1.6).
TEST(StageIo, EveryGraphicsShaderValidates) {
  size_t shaders = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(shaders_dir())) {
    if (entry.path().extension() != ".dxil") continue;
    const auto module = load_module(entry.path());
    // Shaders untangle rejects (their golden is NAME.error) are the errors tests' business;
    // libraries (ray tracing) the golden test's, export by export.
    if (module->stage() == dxil::ShaderKind::Compute || module->stage() == dxil::ShaderKind::Library ||
        rejected_by_golden(entry.path()))
      continue;
    ++shaders;
    for (uint32_t version : {kSpirv13, kSpirv16}) {
      Options options;
      options.spirv_version = version;
      const Translation translation = translate_module(*module, options);
      const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
      EXPECT_TRUE(validation.valid) << entry.path().filename() << " as SPIR-V " << std::hex << translation.words[1]
                                    << ": " << validation.messages;
    }
  }
  EXPECT_GT(shaders, 80u);
}

// What Vulkan cannot express fails with one line naming it.
TEST(StageIo, ConstructsVulkanCannotExpressAreNamed) {
  const std::filesystem::path inputs = std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/stages";
  const std::pair<const char*, const char*> cases[] = {
      {"gs_patch_input.dxil", "a geometry shader reading patches of 3 control points has no Vulkan equivalent"},
      {"hs_pow2.dxil", "partitioning(\"pow2\") has no Vulkan equivalent"},
  };
  for (const auto& [file, message] : cases) {
    SCOPED_TRACE(file);
    try {
      translate_module(*load_module(inputs / file));
      ADD_FAILURE() << "translated";
    } catch (const TranslateError& error) {
      EXPECT_EQ(error.detail(), message);
      EXPECT_EQ(error.location().function, "main");
      EXPECT_EQ(std::string(error.what()).find('\n'), std::string::npos) << "one line";
    }
  }
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
