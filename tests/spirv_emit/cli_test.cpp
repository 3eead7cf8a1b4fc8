// `untangle translate` end to end: outputs, options and exit statuses (0 ok, 1 cannot
// translate with one line on stderr, 2 usage).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

class TranslateCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    tool_ = std::filesystem::path(UNTANGLE_BINARY_DIR) / "cli" / "untangle";
    if (!std::filesystem::exists(tool_)) GTEST_SKIP() << "the untangle tool is not built";
    directory_ = std::filesystem::path(UNTANGLE_BINARY_DIR) / ("translate_cli." + std::to_string(::getpid()));
    std::filesystem::create_directories(directory_);
  }
  void TearDown() override {
    if (!directory_.empty()) std::filesystem::remove_all(directory_);
  }

  // Runs `untangle translate ARGUMENTS`; returns the exit status, stderr in `errors`.
  int translate(const std::string& arguments, std::string* errors = nullptr) {
    const std::filesystem::path stderr_file = directory_ / "stderr.txt";
    const std::string command = "'" + tool_.string() + "' translate " + arguments + " 2> '" + stderr_file.string() + "'";
    const int status = std::system(command.c_str());
    if (errors != nullptr) {
      const std::vector<uint8_t> bytes = read_file_bytes(stderr_file);
      errors->assign(bytes.begin(), bytes.end());
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

  std::string path(const std::string& name) const { return "'" + (directory_ / name).string() + "'"; }
  std::string shader(const std::string& relative) const { return "'" + (shaders_dir() / relative).string() + "'"; }

  std::filesystem::path tool_;
  std::filesystem::path directory_;
};

TEST_F(TranslateCommand, WritesEveryOutput) {
  ASSERT_EQ(translate(shader("control_flow/cf_waterfall.dxil") + " -o " + path("out.spv") + " --asm " +
                      path("out.spvasm") + " --glsl " + path("out.glsl") + " --reflect " + path("out.json") +
                      " --dot " + path("dot")),
            0);
  const std::vector<uint8_t> words = read_file_bytes(directory_ / "out.spv");
  ASSERT_GE(words.size(), 20u);
  EXPECT_EQ(words[0], 0x03);  // 0x07230203, little-endian
  EXPECT_EQ(words[4], 0x00);  // version word: 0x00010300
  EXPECT_EQ(words[5], 0x03);
  const std::vector<uint8_t> assembly = read_file_bytes(directory_ / "out.spvasm");
  EXPECT_EQ(count_matching(disassembly_lines(std::string(assembly.begin(), assembly.end())),
                           "OpEntryPoint GLCompute %main \"main\"( %\\w+)*"),
            1u);
  const std::vector<uint8_t> glsl = read_file_bytes(directory_ / "out.glsl");
  EXPECT_EQ(std::string(glsl.begin(), glsl.end()).rfind("#version 450", 0), 0u);
  const std::vector<uint8_t> json_bytes = read_file_bytes(directory_ / "out.json");
  const nlohmann::json json = nlohmann::json::parse(json_bytes.begin(), json_bytes.end());
  EXPECT_EQ(json.at("entry_point"), "main");
  EXPECT_EQ(json.at("stage"), "compute");
  EXPECT_EQ(json.at("workgroup_size"), nlohmann::json::array({32, 1, 1}));
  ASSERT_FALSE(json.at("resources").empty());
  for (const nlohmann::json& resource : json.at("resources"))
    for (const char* key : {"register", "space", "class", "kind", "hlsl_type", "stride", "array_size", "set", "binding",
                            "storage_class", "descriptor_type"})
      EXPECT_TRUE(resource.contains(key)) << key;
  EXPECT_TRUE(json.at("inputs").is_array());
  EXPECT_TRUE(json.at("outputs").is_array());
  EXPECT_TRUE(std::filesystem::exists(directory_ / "dot" / "00-input.dot"));
}

TEST_F(TranslateCommand, ChoosesTheEntryPointByName) {
  EXPECT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("out.spv") + " --entry main"), 0);
  std::string errors;
  EXPECT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("out.spv") + " --entry other", &errors), 2);
  EXPECT_NE(errors.find("no entry point 'other' (the module has main)"), std::string::npos) << errors;
}

TEST_F(TranslateCommand, ValidatesUnlessAskedNotTo) {
  // wave_misc validates; --no-validate only skips the check, it changes no output byte.
  ASSERT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("validated.spv")), 0);
  ASSERT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("unchecked.spv") + " --no-validate"), 0);
  EXPECT_EQ(read_file_bytes(directory_ / "validated.spv"), read_file_bytes(directory_ / "unchecked.spv"));
}

TEST_F(TranslateCommand, ChoosesTheSpirvVersion) {
  ASSERT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("out.spv") + " --spirv-version 1.6"), 0);
  const std::vector<uint8_t> words = read_file_bytes(directory_ / "out.spv");
  EXPECT_EQ(words[5], 0x06);
  EXPECT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("out.spv") + " --spirv-version 1.2"), 2);
}

TEST_F(TranslateCommand, ChoosesHowRasterizerOrderedViewsAreOrdered) {
  const auto translated = [&](const std::string& choice) {
    EXPECT_EQ(translate(shader("pixel/ps_rov.ps_main.dxil") + " -o " + path("out.spv") + choice), 0);
    const std::vector<uint8_t> bytes = read_file_bytes(directory_ / "out.spv");
    std::vector<uint32_t> words(bytes.size() / 4);
    std::memcpy(words.data(), bytes.data(), words.size() * 4);
    return disassembly_lines(words);
  };
  EXPECT_EQ(count_matching(translated(""), "OpExecutionMode %ps_main PixelInterlockOrderedEXT"), 1u);
  EXPECT_EQ(count_matching(translated(" --rasterizer-ordered-views interlock"), "OpBeginInvocationInterlockEXT"), 1u);
  EXPECT_EQ(count_matching(translated(" --rasterizer-ordered-views unordered"), ".*[Ii]nterlock.*"), 0u);
  std::string errors;
  EXPECT_EQ(translate(shader("pixel/ps_rov.ps_main.dxil") + " -o " + path("out.spv") +
                          " --rasterizer-ordered-views ordered",
                      &errors),
            2);
  EXPECT_NE(errors.find("--rasterizer-ordered-views"), std::string::npos) << errors;
}

TEST_F(TranslateCommand, AppliesBindingOverrides) {
  const std::filesystem::path bindings = directory_ / "bindings.json";
  {
    std::ofstream file(bindings);
    file << R"({"bindings":[{"register":"u0","space":0,"set":1,"binding":5}]})";
  }
  ASSERT_EQ(translate(shader("resources/res_cbuffer.dxil") + " -o " + path("out.spv") + " --bindings " +
                      path("bindings.json") + " --reflect " + path("out.json")),
            0);
  const std::vector<uint8_t> json = read_file_bytes(directory_ / "out.json");
  const nlohmann::json reflection = nlohmann::json::parse(json.begin(), json.end());
  bool found = false;
  for (const nlohmann::json& resource : reflection.at("resources")) {
    if (resource.at("register") != "u0") continue;
    found = true;
    EXPECT_EQ(resource.at("set"), 1);
    EXPECT_EQ(resource.at("binding"), 5);
  }
  EXPECT_TRUE(found);
  {
    std::ofstream file(bindings);
    file << R"({"bindings":[{"register":"u0"}]})";
  }
  EXPECT_EQ(translate(shader("resources/res_cbuffer.dxil") + " -o " + path("out.spv") + " --bindings " +
                      path("bindings.json")),
            2);
}

TEST_F(TranslateCommand, FailsWithOneLineNamingTheProblem) {
  const std::filesystem::path source = std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/unsupported_op.ll";
  const std::filesystem::path bitcode = directory_ / "unsupported.bc";
  ASSERT_EQ(std::system(("llvm-as-14 '" + source.string() + "' -o '" + bitcode.string() + "'").c_str()), 0);
  std::string errors;
  EXPECT_EQ(translate(path("unsupported.bc") + " -o " + path("out.spv"), &errors), 1);
  EXPECT_NE(errors.find("unsupported.bc"), std::string::npos) << errors;
  EXPECT_NE(errors.find("function 'main', block %0, instruction 'call @dx.op.nop'"), std::string::npos) << errors;
  EXPECT_NE(errors.find("2147483648 (ExperimentalNop)"), std::string::npos) << errors;
  EXPECT_EQ(errors.find('\n'), errors.size() - 1) << "exactly one line: " << errors;
  EXPECT_EQ(translate(path("missing.dxil") + " -o " + path("out.spv"), &errors), 1);
}

// --ags: AGS shaders are refused without it; with it they are written, and the system's
// SPIRV-Tools, which predates cooperative matrices, says it cannot judge them (exit 3) unless
// --no-validate skips it.
TEST_F(TranslateCommand, AgsIntrinsicsNeedTheirOption) {
  const std::filesystem::path source =
      std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs/ags_wave_matrix_multiply.ll";
  ASSERT_EQ(std::system(("llvm-as-14 '" + source.string() + "' -o '" + (directory_ / "ags.bc").string() + "'").c_str()),
            0);
  std::string errors;
  EXPECT_EQ(translate(path("ags.bc") + " -o " + path("out.spv"), &errors), 1);
  EXPECT_NE(errors.find("AMD GPU Services' extension UAV"), std::string::npos) << errors;
  EXPECT_EQ(translate(path("ags.bc") + " -o " + path("out.spv") + " --ags cooperative-matrix --no-validate", &errors),
            0)
      << errors;
  EXPECT_GT(std::filesystem::file_size(directory_ / "out.spv"), 0u);
  const int validated = translate(path("ags.bc") + " -o " + path("out.spv") + " --ags cooperative-matrix", &errors);
  if (validated == 3)
    EXPECT_NE(errors.find("the SPIR-V output could not be validated: the system's SPIRV-Tools predates the module's "
                          "capability 6022, so it cannot judge the module: check it with a newer spirv-val "
                          "(--no-validate skips the check)"),
              std::string::npos)
        << errors;
  else
    EXPECT_EQ(validated, 0) << errors;
  EXPECT_EQ(translate(path("ags.bc") + " -o " + path("out.spv") + " --ags cooperative-matrix,wmma"), 2);
}

// A work-graph library: every node into DIR with its reflection (the node's launch, limits and
// records, which a layer builds the graph from). Where the system's SPIRV-Tools predates
// SPV_AMDX_shader_enqueue, no NAME.spvasm is written (a warning says so) and validation
// cannot judge the module (exit 3 unless --no-validate).
TEST_F(TranslateCommand, AllEntriesTranslatesEveryNodeWithItsReflection) {
  const std::filesystem::path source = shaders_dir() / "nodes" / "node_two_level.ll";
  ASSERT_EQ(
      std::system(("llvm-as-14 '" + source.string() + "' -o '" + (directory_ / "graph.bc").string() + "'").c_str()), 0);
  std::string errors;
  EXPECT_EQ(translate(path("graph.bc") + " --all-entries " + path("nodes") + " --no-validate", &errors), 0) << errors;
  for (const char* file : {"Split.spv", "Split.json", "Add.spv", "Add.json"})
    EXPECT_TRUE(std::filesystem::exists(directory_ / "nodes" / file)) << file;
  const std::vector<uint32_t> words = [&] {
    const std::vector<uint8_t> bytes = read_file_bytes(directory_ / "nodes" / "Split.spv");
    std::vector<uint32_t> out(bytes.size() / 4);
    std::memcpy(out.data(), bytes.data(), out.size() * 4);
    return out;
  }();
  const bool tools_know_it = spirv_tools::capabilities_unknown_to_tools(words).empty();
  EXPECT_EQ(std::filesystem::exists(directory_ / "nodes" / "Split.spvasm"), tools_know_it);
  if (!tools_know_it) {
    EXPECT_NE(errors.find("entry point Split: warning: " + (directory_ / "nodes" / "Split.spvasm").string() +
                          " not written: the system's SPIRV-Tools cannot disassemble capability 5067"),
              std::string::npos)
        << errors;
    EXPECT_EQ(translate(path("graph.bc") + " --all-entries " + path("nodes"), &errors), 3);
    EXPECT_NE(errors.find("entry point Add: the SPIR-V output could not be validated"), std::string::npos) << errors;
  }

  const std::vector<uint8_t> json_bytes = read_file_bytes(directory_ / "nodes" / "Split.json");
  const nlohmann::json reflection = nlohmann::json::parse(json_bytes.begin(), json_bytes.end());
  EXPECT_EQ(reflection["entry_point"], "Split");
  EXPECT_EQ(reflection["stage"], "node");
  EXPECT_EQ(reflection["spirv_extensions"], nlohmann::json::array({"SPV_AMDX_shader_enqueue"}));
  const nlohmann::json& node = reflection["node"];
  EXPECT_EQ(node["launch"], "broadcasting");
  EXPECT_EQ(node["id"], nlohmann::json({{"name", "Split"}, {"index", 0}}));
  EXPECT_EQ(node["max_dispatch_grid"], nlohmann::json::array({16, 1, 1}));
  EXPECT_EQ(node["input"]["kind"], "DispatchNodeInputRecord");
  EXPECT_EQ(node["input"]["record_size"], 12);
  EXPECT_EQ(node["input"]["dispatch_grid"],
            nlohmann::json({{"offset", 0}, {"component_type", "U32"}, {"components", 1}}));
  ASSERT_EQ(node["outputs"].size(), 1u);
  EXPECT_EQ(node["outputs"][0]["kind"], "NodeOutput");
  EXPECT_EQ(node["outputs"][0]["max_records"], 4);
  EXPECT_EQ(node["outputs"][0]["record_size"], 8);
  EXPECT_EQ(node["outputs"][0]["target"], nlohmann::json({{"name", "Add"}, {"index", 0}}));
}

TEST_F(TranslateCommand, RejectsBadUsage) {
  EXPECT_EQ(translate(shader("wave/wave_misc.dxil")), 2);  // no -o
  EXPECT_EQ(translate(shader("wave/wave_misc.dxil") + " -o " + path("out.spv") + " --no-such-option"), 2);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
