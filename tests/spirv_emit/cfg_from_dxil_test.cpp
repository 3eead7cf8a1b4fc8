// The CFG of a DXIL function as the structurizer sees it, named as LLVM prints labels.
#include "spirv_emit/cfg_from_dxil.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "dxil/module_reader.h"
#include "structurizer/error.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

dxil::Module read_shader(const char* relative) {
  std::ifstream stream(std::filesystem::path(UNTANGLE_SHADERS_DIR) / relative, std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(stream)), std::istreambuf_iterator<char>());
  return dxil::read_module(bytes);
}

// DXC's waterfall loop (see shaders/control_flow/cf_waterfall.dxc.ll): %11 is the block
// with the wave sum, whose dx.break.cond branch goes back to the latch %13.
TEST(FromDxil, WaterfallShaderCfg) {
  const dxil::Module module = read_shader("control_flow/cf_waterfall.dxil");
  const dxil::Function* main = module.find_function("main");
  ASSERT_NE(main, nullptr);
  EXPECT_EQ(print_cfg(spirv_emit::cfg_from_dxil(*main)),
            "0: 8\n"
            "8: 11 13\n"
            "11: 14 13\n"
            "13: 8\n"
            "14: ret\n");
}

// Labels that the CFG notation cannot spell are made usable; the others are kept as they are.
// Named blocks take no slot, so the unnamed ones after them are numbered 10 and 11.
TEST(FromDxil, NamesAreUsableInTheNotation) {
  dxil::Module module = read_shader("control_flow/cf_waterfall.dxil");
  for (auto& function : module.functions) {
    if (function->name != "main") continue;
    function->blocks[0]->name = "if";
    function->blocks[1]->name = "loop head";
    function->blocks[2]->name = "body.x$-1";
    EXPECT_EQ(print_cfg(spirv_emit::cfg_from_dxil(*function)),
              "if_: loop_head\n"
              "loop_head: body.x$-1 10\n"
              "body.x$-1: 11 10\n"
              "10: loop_head\n"
              "11: ret\n");
  }
}

TEST(FromDxil, SwitchCasesKeepTheirValues) {
  const dxil::Module module = read_shader("control_flow/cf_switch.dxil");
  const Function f = spirv_emit::cfg_from_dxil(*module.find_function("main"));
  bool found = false;
  for (const Block& block : f.blocks())
    if (block.terminator.kind == TerminatorKind::Switch) {
      found = true;
      EXPECT_FALSE(block.terminator.case_values.empty());
      EXPECT_EQ(block.terminator.targets.size(), block.terminator.case_values.size() + 1);
    }
  EXPECT_TRUE(found);
}

TEST(FromDxil, RejectsDeclarations) {
  const dxil::Module module = read_shader("control_flow/cf_waterfall.dxil");
  size_t declarations = 0;
  for (const auto& function : module.functions) {
    if (!function->is_declaration) continue;
    ++declarations;
    EXPECT_THROW(spirv_emit::cfg_from_dxil(*function), Error);
  }
  EXPECT_GT(declarations, 0u);
}

}  // namespace
}  // namespace untangle::structurizer
