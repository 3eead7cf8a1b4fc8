// Inputs: keys mirror the argument's own name, the output directory is left out, and files
// are recognised by content.
#include "cli/batch/inputs.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "dxil/container.h"
#include "support.h"

namespace untangle::batch {
namespace {

using testing::read_bytes;
using testing::TempDir;
using testing::write_bytes;

std::vector<std::string> keys(const std::vector<InputFile>& inputs) {
  std::vector<std::string> result;
  for (const InputFile& input : inputs) result.push_back(input.key);
  return result;
}

TEST(Inputs, KeysAreRelativeToTheArgumentsParent) {
  const TempDir directory;
  const auto cache = directory.path() / "cache";
  write_bytes(cache / "b" / "x.bin", {1});
  write_bytes(cache / "a.cso", {2});
  write_bytes(directory.path() / "single.dxil", {3});
  write_bytes(cache / "out" / "old.spv", {4});  // the output directory, inside the input
  const std::vector<std::string> arguments{cache.string(), (directory.path() / "single.dxil").string()};
  const std::vector<InputFile> inputs = collect_inputs(arguments, cache / "out");
  EXPECT_EQ(keys(inputs), (std::vector<std::string>{"cache/a.cso", "cache/b/x.bin", "single.dxil"}));
  EXPECT_TRUE(inputs[0].regular);
}

TEST(Inputs, MissingInputsAndCollidingKeysAreErrors) {
  const TempDir directory;
  write_bytes(directory.path() / "one" / "same" / "a", {1});
  write_bytes(directory.path() / "two" / "same" / "a", {1});
  const std::vector<std::string> missing{(directory.path() / "nothing").string()};
  EXPECT_THROW(collect_inputs(missing, directory.path() / "out"), std::runtime_error);
  const std::vector<std::string> colliding{(directory.path() / "one" / "same").string(),
                                           (directory.path() / "two" / "same").string()};
  EXPECT_THROW(collect_inputs(colliding, directory.path() / "out"), std::runtime_error);
  // An input inside the output directory would read the batch's own outputs.
  const std::vector<std::string> inside{(directory.path() / "one").string()};
  EXPECT_THROW(collect_inputs(inside, directory.path()), std::runtime_error);
}

TEST(Inputs, ShadersAreRecognisedByContent) {
  const std::vector<uint8_t> container = read_bytes(UNTANGLE_SHADERS_DIR "/control_flow/cf_if_else.dxil");
  EXPECT_EQ(reason_not_a_shader(container), "");
  EXPECT_EQ(reason_not_a_shader(std::vector<uint8_t>{'B', 'C', 0xC0, 0xDE, 0}), "");
  EXPECT_EQ(reason_not_a_shader(std::vector<uint8_t>{0xDE, 0xC0, 0x17, 0x0B}), "");
  EXPECT_EQ(reason_not_a_shader(std::vector<uint8_t>{'h', 'l', 's', 'l'}), "not a DXIL container or LLVM bitcode");
  EXPECT_EQ(reason_not_a_shader({}), "not a DXIL container or LLVM bitcode");
  EXPECT_TRUE(has_shader_magic(std::span(container).first(4)));
  EXPECT_FALSE(has_shader_magic(std::span(container).first(3)));
  // A damaged container is a shader that translating reports as invalid.
  EXPECT_EQ(reason_not_a_shader(std::span(container).first(40)), "");
  const std::vector<uint8_t> root_signature = read_bytes(UNTANGLE_SHADERS_DIR "/rootsig/empty_1_0.rts0");
  EXPECT_EQ(reason_not_a_shader(root_signature), "a DXBC container without a shader program (parts: RTS0)");
}

// The same container with its RTS0 part renamed: a part of shader model 5 bytecode.
std::vector<uint8_t> renamed_part(std::vector<uint8_t> bytes, const std::string& from, const std::string& to) {
  const auto found = std::search(bytes.begin(), bytes.end(), from.begin(), from.end());
  EXPECT_NE(found, bytes.end());
  std::copy(to.begin(), to.end(), found);
  return bytes;
}

TEST(Inputs, ShaderModel5BytecodeIsADxbcShader) {
  const std::vector<uint8_t> root_signature = read_bytes(UNTANGLE_SHADERS_DIR "/rootsig/empty_1_0.rts0");
  const std::vector<uint8_t> bytecode = renamed_part(root_signature, "RTS0", "SHEX");
  EXPECT_EQ(reason_not_a_shader(bytecode), "");
  EXPECT_EQ(dxil::parse_container(bytecode).program_format, dxil::ProgramFormat::Dxbc);
  EXPECT_EQ(dxil::parse_container(root_signature).program_format, dxil::ProgramFormat::None);
}

}  // namespace
}  // namespace untangle::batch
