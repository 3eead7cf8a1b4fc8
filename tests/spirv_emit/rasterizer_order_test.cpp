// Rasterizer ordered views (spirv_emit/rasterizer_order.h): which modules get
// SPV_EXT_fragment_shader_interlock, and where its instructions go, checked as exact
// disassembled instructions. Execution: shaders/pixel/ps_rov*.json.
#include <gtest/gtest.h>

#include <regex>

#include "dxop_modules.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::vector<std::string> translated(const api::Module& module, RasterizerOrderedViews choice) {
  Options options;
  options.rasterizer_ordered_views = choice;
  const Translation translation = translate_module(module, options);
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  EXPECT_TRUE(validation.valid) << validation.messages;
  return disassembly_lines(translation.words);
}

std::vector<std::string> translated(const char* shader, RasterizerOrderedViews choice) {
  return translated(*load_module(shaders_dir() / shader), choice);
}

// Instructions of any kind that name the interlock.
size_t interlock_mentions(const std::vector<std::string>& lines) { return count_matching(lines, ".*[Ii]nterlock.*"); }

// The entry function `entry` opens its critical section first thing after its OpVariables, and
// closes it right before each of its returns; nothing else names the interlock but the three
// declarations.
void expect_critical_section(const std::vector<std::string>& lines, const std::string& entry) {
  EXPECT_EQ(count_matching(lines, "OpExtension \"SPV_EXT_fragment_shader_interlock\""), 1u);
  EXPECT_EQ(count_matching(lines, "OpCapability FragmentShaderPixelInterlockEXT"), 1u);
  EXPECT_EQ(count_matching(lines, "OpExecutionMode %" + entry + " PixelInterlockOrderedEXT"), 1u);
  const size_t function = find_matching(lines, "%" + entry + " = OpFunction %void None %\\w+");
  ASSERT_LT(function, lines.size());
  const size_t end = find_matching(lines, "OpFunctionEnd", function);
  ASSERT_EQ(find_matching(lines, "%\\w+ = OpLabel", function), function + 1);
  size_t first = function + 2;
  while (first < end && std::regex_match(lines[first], std::regex("%\\w+ = OpVariable %\\w+ Function.*"))) ++first;
  EXPECT_EQ(lines.at(first), "OpBeginInvocationInterlockEXT");
  EXPECT_EQ(count_matching(lines, "OpBeginInvocationInterlockEXT"), 1u);
  size_t returns = 0;
  for (size_t at = find_matching(lines, "OpReturn", function); at < end; at = find_matching(lines, "OpReturn", at + 1)) {
    EXPECT_EQ(lines.at(at - 1), "OpEndInvocationInterlockEXT");
    ++returns;
  }
  EXPECT_GT(returns, 0u);
  EXPECT_EQ(count_matching(lines, "OpEndInvocationInterlockEXT"), returns);
  // The extension, capability and mode, the opening, and the closings.
  EXPECT_EQ(interlock_mentions(lines), 3u + 1u + returns);
}

TEST(RasterizerOrderedViews, PixelShadersRunAsOneOrderedCriticalSection) {
  const auto lines = translated("pixel/ps_rov.ps_main.dxil", RasterizerOrderedViews::Interlock);
  expect_critical_section(lines, "ps_main");
  // Every view of the eight kinds (u0..u7) is Coherent: critical sections see each other's writes.
  EXPECT_EQ(count_matching(lines, "OpDecorate %u[0-7] Coherent"), 8u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ Coherent"), 8u);
}

TEST(RasterizerOrderedViews, HeapHandlesAnnotatedAsOrderedAreOrdered) {
  const auto lines = translated("pixel/ps_rov_heap.ps_main.dxil", RasterizerOrderedViews::Interlock);
  expect_critical_section(lines, "ps_main");
  // The ordered views are heap views of their own beside the plain UAV's.
  EXPECT_EQ(count_matching(lines, "OpDecorate %heap_RasterizerOrderedTexture2D Coherent"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %heap_RasterizerOrderedByteAddressBuffer Coherent"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %heap_RWStructuredBuffer Binding 4000"), 1u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ Coherent"), 2u);
}

TEST(RasterizerOrderedViews, EveryReturnOfTheEntryClosesTheCriticalSection) {
  // An ordered view from the heap (properties: UAV, ROV, Texture2D of u32) stored to on one
  // path that returns early; the other returns at the end.
  const auto lines = translated(
      *api::Module::parse(assemble_text(
          pixel_module("%heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)\n"
                       "%rov = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %heap, "
                       "%dx.types.ResourceProperties { i32 12290, i32 261 })\n"
                       "br i1 %b, label %early, label %late\n"
                       "early:\n"
                       "call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %rov, i32 0, i32 0, i32 undef, "
                       "i32 %i, i32 %i, i32 %i, i32 %i, i8 15)\n"
                       "ret void\n"
                       "late:"),
          "rasterizer_order")),
      RasterizerOrderedViews::Interlock);
  expect_critical_section(lines, "main");
}

TEST(RasterizerOrderedViews, UnorderedViewsArePlainUnorderedAccessViews) {
  for (const char* shader : {"pixel/ps_rov.ps_main.dxil", "pixel/ps_rov_heap.ps_main.dxil"}) {
    const auto lines = translated(shader, RasterizerOrderedViews::Unordered);
    EXPECT_EQ(interlock_mentions(lines), 0u) << shader;
    EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ Coherent"), 0u) << shader;
  }
}

TEST(RasterizerOrderedViews, OtherStagesDoNotOrderThem) {
  // A compute shader's view is declared rasterizer ordered (DXC writes it without validation).
  const auto lines = translated("resources/res_rov_compute.dxil", RasterizerOrderedViews::Interlock);
  EXPECT_EQ(interlock_mentions(lines), 0u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %\\w+ Coherent"), 0u);
  EXPECT_EQ(count_matching(lines, "OpDecorate %u0 Binding 2000"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
