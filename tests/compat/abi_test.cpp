// libdxil-spirv-c-shared's binary interface: the header's layout is dxil-spirv's (every struct's
// size, alignment and member offsets, every enumerator's value, compiled as C), and the library
// exports the header's functions, the 50 vkd3d-proton imports among them, and nothing else.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <memory>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "abi_layout.h"

namespace {

std::vector<std::string> lines_of(std::istream& stream) {
  std::vector<std::string> lines;
  for (std::string line; std::getline(stream, line);)
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

std::vector<std::string> file_lines(const char* path) {
  std::ifstream stream(path);
  EXPECT_TRUE(stream.good()) << "cannot read " << path;
  return lines_of(stream);
}

std::vector<std::string> printed_layout() {
  char* text = nullptr;
  size_t size = 0;
  FILE* out = open_memstream(&text, &size);
  abi_layout_print(out);
  std::fclose(out);
  std::istringstream stream(std::string(text, size));
  std::free(text);
  return lines_of(stream);
}

TEST(DxilSpirvAbi, LayoutIsTheInterfaces) {
  const std::vector<std::string> expected = file_lines(UNTANGLE_SOURCE_DIR "/tests/compat/abi_layout.expected");
  const std::vector<std::string> actual = printed_layout();
  ASSERT_GT(expected.size(), 400u);  // 69 structs, their members, every enumerator
  const std::set<std::string> actual_set(actual.begin(), actual.end());
  const std::set<std::string> expected_set(expected.begin(), expected.end());
  for (const std::string& line : expected) EXPECT_TRUE(actual_set.count(line)) << "header lays out otherwise: " << line;
  for (const std::string& line : actual) EXPECT_TRUE(expected_set.count(line)) << "not in the interface: " << line;
  EXPECT_EQ(actual.size(), expected.size());
}

// The dynamic symbols the library defines, as `nm -D --defined-only` lists them.
std::set<std::string> exported_symbols() {
  const std::string command = std::string("nm -D --defined-only '") + UNTANGLE_DXIL_SPIRV_LIBRARY + "'";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  std::set<std::string> symbols;
  char line[512];
  while (pipe && std::fgets(line, sizeof line, pipe.get())) {
    std::istringstream fields(line);
    std::string address, kind, name;
    if (fields >> address >> kind >> name) symbols.insert(name.substr(0, name.find('@')));
  }
  return symbols;
}

// The functions the header declares.
std::set<std::string> declared_functions() {
  std::ifstream header(UNTANGLE_SOURCE_DIR "/compat/dxil_spirv/include/dxil_spirv_c.h");
  const std::string text((std::istreambuf_iterator<char>(header)), std::istreambuf_iterator<char>());
  const std::regex declaration(R"(DXIL_SPV_PUBLIC_API[^;(]*\b(dxil_spv_\w+)\s*\()");
  std::set<std::string> names;
  for (auto match = std::sregex_iterator(text.begin(), text.end(), declaration); match != std::sregex_iterator();
       ++match)
    names.insert((*match)[1]);
  return names;
}

TEST(DxilSpirvAbi, ExportsTheHeadersFunctionsAlone) {
  const std::set<std::string> exported = exported_symbols();
  const std::set<std::string> declared = declared_functions();
  EXPECT_EQ(declared.size(), 64u);
  for (const std::string& name : declared) EXPECT_TRUE(exported.count(name)) << "not exported: " << name;
  for (const std::string& name : exported) EXPECT_TRUE(declared.count(name)) << "exported beyond the header: " << name;
}

TEST(DxilSpirvAbi, ExportsEveryFunctionVkd3dProtonImports) {
  const std::set<std::string> exported = exported_symbols();
  const std::vector<std::string> imports = file_lines(UNTANGLE_DXIL_SPIRV_IMPORTS);
  EXPECT_EQ(imports.size(), 50u);
  for (const std::string& name : imports) EXPECT_TRUE(exported.count(name)) << "vkd3d-proton imports " << name;
}

}  // namespace
