// Golden files: every input in shaders/ (NAME.dxil, NAME.ll or NAME.asm, as
// test_support/shader_inputs.h finds them) translates to valid SPIR-V, exactly the assembly and
// GLSL committed in reference/<area>/NAME.spvasm and NAME.glsl (or SPIRV-Cross's reason it has
// no GLSL, as a comment), or, when untangle rejects it, fails with exactly the reason in
// NAME.error; every export of a DXIL library likewise, as NAME.EXPORT.spvasm,
// NAME.EXPORT.glsl or NAME.EXPORT.error. scripts/update-references regenerates them.
#include <gtest/gtest.h>

#include <functional>

#include "api/facade.h"
#include "instruction_printer.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"
#include "test_support/shader_inputs.h"

namespace untangle::spirv_emit::testing {
namespace {

std::filesystem::path reference_dir() { return std::filesystem::path(UNTANGLE_SOURCE_DIR) / "reference"; }

std::string read_text(const std::filesystem::path& path) {
  const std::vector<uint8_t> bytes = read_file_bytes(path);
  return std::string(bytes.begin(), bytes.end());
}

// The first line where two texts differ, for a readable failure.
std::string first_difference(const std::string& expected, const std::string& actual) {
  size_t line = 1;
  size_t start = 0;
  while (true) {
    const size_t expected_end = expected.find('\n', start);
    const size_t actual_end = actual.find('\n', start);
    const std::string expected_line = expected.substr(start, expected_end - start);
    const std::string actual_line = actual.substr(start, actual_end - start);
    if (expected_line != actual_line || expected_end != actual_end)
      return "line " + std::to_string(line) + ":\n  reference: " + expected_line + "\n  now:       " + actual_line;
    if (expected_end == std::string::npos) return "no difference";
    start = expected_end + 1;
    ++line;
  }
}

class Golden : public ::testing::TestWithParam<std::filesystem::path> {};

void expect_file(const std::filesystem::path& reference, const std::string& text) {
  ASSERT_TRUE(std::filesystem::exists(reference))
      << reference << " is missing; run scripts/update-references and review the result";
  const std::string expected = read_text(reference);
  EXPECT_TRUE(expected == text) << reference << " differs from the translation (" << first_difference(expected, text)
                                << "); if the change is intended, run scripts/update-references";
}

// The goldens at `base` (.spvasm and .glsl, or .error) for the translation of `entry`.
void expect_translation(const std::function<Translation()>& translate, const std::string& base) {
  std::vector<uint32_t> words;
  try {
    words = translate().words;
  } catch (const std::exception& error) {
    expect_file(base + ".error", std::string(error.what()) + "\n");
    return;
  }
  EXPECT_FALSE(std::filesystem::exists(base + ".error")) << base << " translates now";
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  if (!validation.unjudged.empty()) {
    // Debian's SPIRV-Tools predates the module's extension (work graphs): the tests' printer
    // writes its golden (print_spirv, as scripts/update-references runs it).
    std::string printed;
    for (const std::string& line : printed_lines(words)) printed += line + "\n";
    expect_file(base + ".spvasm", printed);
  } else {
    EXPECT_TRUE(validation.valid) << base << ": " << validation.messages;
    expect_file(base + ".spvasm", spirv_tools::disassemble(words));
  }
  // SPIRV-Cross (Debian 12's 2021 release) cannot express every instruction untangle emits
  // (OpReadClockKHR): its reason is the golden GLSL then.
  std::string glsl;
  try {
    glsl = spirv_tools::to_glsl(words);
  } catch (const std::exception& error) {
    glsl = "// " + std::string(error.what()) + "\n";
  }
  expect_file(base + ".glsl", glsl);
}

TEST_P(Golden, MatchesReference) {
  const std::filesystem::path& input = GetParam();
  const std::string base = (reference_dir() / input.parent_path().filename() / input.stem()).string();
  // Text that does not assemble is a broken input, not a rejection to keep as a golden.
  const std::vector<uint8_t> bytes = load_bytes(input);
  std::shared_ptr<const api::Module> module;
  try {
    module = api::Module::parse(bytes);
  } catch (const std::exception& error) {
    expect_file(base + ".error", std::string(error.what()) + "\n");
    return;
  }
  if (module->stage() != dxil::ShaderKind::Library) {
    expect_translation([&] { return translate_module(*module); }, base);
    return;
  }
  ASSERT_FALSE(module->entry_points().empty()) << input << " is a library without exports";
  for (const dxil::EntryPoint* entry : module->entry_points())
    expect_translation([&] { return api::translate(*module, entry->name); }, base + "." + entry->name);
}

INSTANTIATE_TEST_SUITE_P(Shaders, Golden, ::testing::ValuesIn(test_support::shader_inputs(shaders_dir())),
                         [](const ::testing::TestParamInfo<std::filesystem::path>& info) {
                           std::string name = info.param.parent_path().filename().string() + "_" +
                                              info.param.stem().string();
                           for (char& character : name)
                             if (!std::isalnum(static_cast<unsigned char>(character))) character = '_';
                           return name;
                         });

}  // namespace
}  // namespace untangle::spirv_emit::testing
