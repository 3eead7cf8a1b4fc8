// Test helpers: files, shaders/ inputs (test_support/shader_inputs.h), single-block CFGs,
// disassembly lines.
#include "support.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <gtest/gtest.h>

#include "dxil/dxil_metadata.h"
#include "dxil/module_reader.h"
#include "spirv_tools/spirv_tools.h"
#include "test_support/shader_inputs.h"

namespace untangle::spirv_emit::testing {

std::filesystem::path shaders_dir() { return UNTANGLE_SHADERS_DIR; }

bool rejected_by_golden(const std::filesystem::path& shader) {
  const std::filesystem::path golden =
      std::filesystem::path(UNTANGLE_SOURCE_DIR) / "reference" / shader.parent_path().filename() / shader.stem();
  return std::filesystem::exists(golden.string() + ".error");
}

std::vector<uint8_t> read_file_bytes(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  if (!stream) throw std::runtime_error("cannot open " + path.string());
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

std::vector<uint8_t> load_bytes(const std::filesystem::path& path) { return test_support::shader_bytes(path); }

std::vector<uint8_t> assemble_text(const std::string& text, const std::string& name) {
  const std::filesystem::path directory = std::filesystem::path(UNTANGLE_BINARY_DIR) / "spirv_emit_assembled";
  std::filesystem::create_directories(directory);
  const std::filesystem::path source = directory / (name + "." + std::to_string(::getpid()) + ".ll");
  std::ofstream(source) << text;
  std::vector<uint8_t> bytes = load_bytes(source);
  std::filesystem::remove(source);
  return bytes;
}

std::shared_ptr<const api::Module> load_module(const std::filesystem::path& path) {
  return api::Module::parse(load_bytes(path));
}

Translation translate_module(const api::Module& module, const Options& options) {
  api::TranslateOptions translate_options;
  translate_options.emit = options;
  return api::translate(module, "", translate_options);
}

structurizer::Function single_block_cfg(const dxil::Function& function) {
  if (function.blocks.size() != 1) throw std::runtime_error(function.name + " has more than one block");
  structurizer::Function structured(function.name);
  const structurizer::BlockId block = structured.add_block("entry", 0);
  structured.set_entry(block);
  structured.set_terminator(block, structurizer::Terminator::return_from_function());
  return structured;
}

Translation translate_single_block(const api::Module& module, const Options& options) {
  const dxil::EntryPoint& entry = module.entry_point("");
  StructuredFunctions structured;
  structured.emplace(entry.function, single_block_cfg(*entry.function));
  return emit_spirv(module.info(), entry, structured, options);
}

std::vector<std::filesystem::path> shader_files(const std::string& subfolder, const std::string& extension) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(shaders_dir() / subfolder)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_regular_file() && name.size() > extension.size() &&
        name.compare(name.size() - extension.size(), extension.size(), extension) == 0 &&
        name.find(".dxc.") == std::string::npos)
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<uint32_t> validated_words(const std::vector<uint8_t>& bytes, const Options& options) {
  const Translation translation = translate_module(*api::Module::parse(bytes), options);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  return translation.words;
}

std::vector<std::string> validated_lines(const std::vector<uint8_t>& bytes, const Options& options) {
  return disassembly_lines(validated_words(bytes, options));
}

std::vector<std::string> disassembly_lines(const std::vector<uint32_t>& words) {
  return disassembly_lines(spirv_tools::disassemble(words));
}

std::vector<std::string> disassembly_lines(const std::string& assembly) {
  std::vector<std::string> lines;
  std::istringstream stream(assembly);
  for (std::string line; std::getline(stream, line);) {
    const size_t start = line.find_first_not_of(' ');
    if (start != std::string::npos) lines.push_back(line.substr(start));
  }
  return lines;
}

size_t count_matching(const std::vector<std::string>& lines, const std::string& pattern) {
  const std::regex expression(pattern);
  size_t matches = 0;
  for (const std::string& line : lines) matches += std::regex_match(line, expression) ? 1 : 0;
  return matches;
}

size_t find_matching(const std::vector<std::string>& lines, const std::string& pattern, size_t from) {
  const std::regex expression(pattern);
  for (size_t index = from; index < lines.size(); ++index)
    if (std::regex_match(lines[index], expression)) return index;
  return lines.size();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  EXPECT_EQ(text.find(from, at + 1), std::string::npos) << from << " occurs twice";
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

void expect_in_order(const std::vector<std::string>& lines, const std::vector<std::string>& patterns) {
  size_t at = 0;
  for (const std::string& pattern : patterns) {
    const size_t found = find_matching(lines, pattern, at);
    ASSERT_LT(found, lines.size()) << pattern << " after line " << at;
    at = found + 1;
  }
}

}  // namespace untangle::spirv_emit::testing
