// compiled.h: the layer client's output, validated and disassembled.
#include "compiled.h"

#include <climits>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "spirv_tools/spirv_tools.h"
#include "test_support/shader_inputs.h"

namespace untangle::compat_test {

std::vector<uint8_t> shader_bytes(const std::string& name) {
  return test_support::shader_bytes(std::filesystem::path(UNTANGLE_SHADERS_DIR) / name);
}

Compiled compile(const std::string& name, const layer_setup& setup) {
  Compiled compiled;
  const std::vector<uint8_t> bytes = shader_bytes(name);
  layer_compile(bytes.data(), bytes.size(), &setup, &compiled.result);
  if (compiled.result.words != nullptr) {
    const std::span<const uint32_t> words(compiled.result.words, compiled.result.word_count);
    compiled.validation = spirv_tools::validate(words).messages;
    std::istringstream stream(spirv_tools::disassemble(words));
    for (std::string line; std::getline(stream, line);) {
      const size_t start = line.find_first_not_of(' ');
      if (start != std::string::npos) compiled.lines.push_back(line.substr(start));
    }
    layer_result_free(&compiled.result);
  }
  return compiled;
}

void expect_valid(const Compiled& compiled) {
  EXPECT_EQ(compiled.result.parse_result, DXIL_SPV_SUCCESS);
  EXPECT_EQ(compiled.result.option_result, DXIL_SPV_SUCCESS);
  EXPECT_EQ(compiled.result.run_result, DXIL_SPV_SUCCESS) << compiled.log();
  EXPECT_EQ(compiled.validation, "");
  EXPECT_FALSE(compiled.lines.empty());
}

layer_setup empty_setup() {
  layer_setup setup{};
  setup.patch_location_offset = UINT_MAX;
  return setup;
}

namespace {

layer_range range_of(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count,
                     layer_placement placement) {
  layer_range range{};
  range.resource_class = resource_class;
  range.first_register = first_register;
  range.count = count;
  range.placement = placement;
  range.table_word = UINT_MAX;
  return range;
}

}  // namespace

layer_range heap_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count, unsigned set,
                       unsigned binding, unsigned heap_offset, unsigned table_word,
                       dxil_spv_vulkan_descriptor_type type) {
  layer_range range = range_of(resource_class, first_register, count, LAYER_HEAP);
  range.set = set;
  range.binding = binding;
  range.heap_offset = heap_offset;
  range.table_word = table_word;
  range.type = type;
  return range;
}

layer_range global_heap_range(dxil_spv_resource_class resource_class, unsigned set, unsigned binding,
                              dxil_spv_vulkan_descriptor_type type) {
  layer_range range = heap_range(resource_class, 0, UINT_MAX, set, binding, 0, UINT_MAX, type);
  range.placement = LAYER_GLOBAL_HEAP;
  return range;
}

layer_range root_descriptor_range(dxil_spv_resource_class resource_class, unsigned reg, unsigned root_descriptor) {
  layer_range range = range_of(resource_class, reg, 1, LAYER_ROOT_DESCRIPTOR);
  range.index = root_descriptor;
  return range;
}

layer_range root_constants_range(unsigned reg, unsigned first_word) {
  layer_range range = range_of(DXIL_SPV_RESOURCE_CLASS_CBV, reg, 1, LAYER_ROOT_CONSTANTS);
  range.index = first_word;
  return range;
}

layer_range binding_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count, unsigned set,
                          unsigned binding, dxil_spv_vulkan_descriptor_type type) {
  layer_range range = range_of(resource_class, first_register, count, LAYER_BINDING);
  range.set = set;
  range.binding = binding;
  range.type = type;
  return range;
}

layer_range refused_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count) {
  return range_of(resource_class, first_register, count, LAYER_REFUSE);
}

layer_range with_counters(layer_range range, unsigned set, unsigned binding, dxil_spv_vulkan_descriptor_type type) {
  range.counter_set = set;
  range.counter_binding = binding;
  range.counter_type = type;
  return range;
}

size_t count_matching(const std::vector<std::string>& lines, const std::string& pattern) {
  const std::regex expression(pattern);
  size_t matches = 0;
  for (const std::string& line : lines) matches += std::regex_match(line, expression) ? 1 : 0;
  return matches;
}

std::string capture(const std::vector<std::string>& lines, const std::string& pattern) {
  const std::regex expression(pattern);
  std::smatch match;
  for (const std::string& line : lines)
    if (std::regex_match(line, match, expression) && match.size() > 1) return match[1];
  return "";
}

}  // namespace untangle::compat_test
