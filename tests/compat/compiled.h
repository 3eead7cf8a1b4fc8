// What the compat tests share: a shader of shaders/ compiled by the layer client, its SPIR-V
// validated and disassembled, and exact matching of its instructions.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "layer_client.h"

namespace untangle::compat_test {

struct Compiled {
  layer_result result;
  std::vector<std::string> lines;  // the SPIR-V's disassembly, one unindented instruction each
  std::string validation;          // spirv-val's messages; empty when valid
  std::string log() const { return result.log; }
};

// The container bytes of a shader of shaders/ (test_support::shader_bytes: NAME.dxil, or
// NAME.ll or NAME.asm assembled).
std::vector<uint8_t> shader_bytes(const std::string& name);

// Compiles a shader of shaders/ as the layer client does; the SPIR-V, when there is some, is
// validated for Vulkan 1.3 (1.2 below SPIR-V 1.6).
Compiled compile(const std::string& name, const layer_setup& setup);

// A setup with nothing placed: no ranges, no root parameters, no remapper beyond the vertex
// input's identity (location = row), no patch location offset.
layer_setup empty_setup();

// Ranges of a root signature, as layer_range describes them (space 0 unless set after).
layer_range heap_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count, unsigned set,
                       unsigned binding, unsigned heap_offset, unsigned table_word,
                       dxil_spv_vulkan_descriptor_type type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY);
layer_range global_heap_range(dxil_spv_resource_class resource_class, unsigned set, unsigned binding,
                              dxil_spv_vulkan_descriptor_type type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY);
layer_range root_descriptor_range(dxil_spv_resource_class resource_class, unsigned reg, unsigned root_descriptor);
layer_range root_constants_range(unsigned reg, unsigned first_word);
layer_range binding_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count, unsigned set,
                          unsigned binding,
                          dxil_spv_vulkan_descriptor_type type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY);
layer_range refused_range(dxil_spv_resource_class resource_class, unsigned first_register, unsigned count);
// The range's UAVs keep their counters at set/binding, descriptors of `type`.
layer_range with_counters(layer_range range, unsigned set, unsigned binding, dxil_spv_vulkan_descriptor_type type);

// How many lines match `pattern` exactly (a regular expression; result ids as %\w+).
size_t count_matching(const std::vector<std::string>& lines, const std::string& pattern);
// The first capture of the first line matching `pattern`, or "" when none does.
std::string capture(const std::vector<std::string>& lines, const std::string& pattern);

// Parsed, options accepted, run, and the SPIR-V valid (a test failure naming what is not).
void expect_valid(const Compiled& compiled);

// Exactly `count` (one) lines of the disassembly match the pattern.
#define EXPECT_LINES(compiled, count, pattern) \
  EXPECT_EQ(::untangle::compat_test::count_matching((compiled).lines, pattern), count) << (pattern)
#define EXPECT_LINE(compiled, pattern) EXPECT_LINES(compiled, 1u, pattern)

}  // namespace untangle::compat_test
