// Control flow and SSA repair: phis become Function variables stored by each predecessor
// and loaded at the top of their block; values from duplicated blocks are demoted; the
// structured CFG's merges, selectors and dx.break.cond branches appear as they should.
#include <gtest/gtest.h>

#include <algorithm>

#include "dxil/dxil_metadata.h"
#include "api/facade.h"
#include "spirv_tools/spirv_tools.h"
#include "support.h"

namespace untangle::spirv_emit::testing {
namespace {

std::filesystem::path input(const std::string& name) {
  return std::filesystem::path(UNTANGLE_SOURCE_DIR) / "tests/spirv_emit/inputs" / name;
}

TEST(ControlFlow, PhisBecomeVariablesWithoutLostCopies) {
  const Translation translation = translate_module(*load_module(input("phis.ll")), Options{});
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  ASSERT_TRUE(validation.valid) << validation.messages << assembly;
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpPhi .*"), 0u);
  for (const char* phi : {"%start_phi", "%a_phi", "%b_phi", "%i_phi"})
    EXPECT_EQ(count_matching(lines, std::string(phi) + " = OpVariable %_ptr_Function_uint Function"), 1u) << phi;
  // The loop's back edge stores b into a's variable and a into b's: each store takes the
  // value loaded at the top of the loop (%a, %b), never the other variable's new content.
  const size_t store_a = find_matching(lines, "OpStore %a_phi %b");
  const size_t store_b = find_matching(lines, "OpStore %b_phi %a");
  const size_t load_a = find_matching(lines, "%a = OpLoad %uint %a_phi");
  const size_t load_b = find_matching(lines, "%b = OpLoad %uint %b_phi");
  ASSERT_LT(std::max(store_a, store_b), lines.size()) << assembly;
  ASSERT_LT(std::max(load_a, load_b), lines.size()) << assembly;
  EXPECT_LT(std::max(load_a, load_b), std::min(store_a, store_b));
}

// entry -> left | right, each arm reaching its own copy of %merge, both copies joining in a
// synthetic block that leads to %last: structured by hand, as the structurizer does when it
// splits a block that would merge two constructs.
structurizer::Function duplicated_merge_cfg() {
  structurizer::Function structured("main");
  const structurizer::BlockId entry = structured.add_block("entry", 0);
  const structurizer::BlockId left = structured.add_block("left", 1);
  const structurizer::BlockId right = structured.add_block("right", 2);
  const structurizer::BlockId merge_left = structured.add_block("merge", 3);
  const structurizer::BlockId merge_right = structured.add_block("merge", 3);
  const structurizer::BlockId join = structured.add_block("join");
  const structurizer::BlockId last = structured.add_block("last", 4);
  structured.set_entry(entry);
  structured.set_terminator(entry, structurizer::Terminator::conditional(left, right));
  structured.set_merge(entry, structurizer::MergeInfo{structurizer::MergeKind::Selection, join, structurizer::kNoBlock});
  structured.set_terminator(left, structurizer::Terminator::branch(merge_left));
  structured.set_terminator(right, structurizer::Terminator::branch(merge_right));
  structured.set_terminator(merge_left, structurizer::Terminator::branch(join));
  structured.set_terminator(merge_right, structurizer::Terminator::branch(join));
  structured.set_terminator(join, structurizer::Terminator::branch(last));
  structured.set_terminator(last, structurizer::Terminator::return_from_function());
  return structured;
}

TEST(ControlFlow, ValuesOfDuplicatedBlocksAreDemoted) {
  const auto module = load_module(input("duplicated_block.ll"));
  const dxil::EntryPoint& entry = module->entry_point("");
  StructuredFunctions structured;
  structured.emplace(entry.function, duplicated_merge_cfg());
  const Translation translation = emit_spirv(module->info(), entry, structured, Options{});
  const spirv_tools::ValidationResult validation = spirv_tools::validate(translation.words);
  const std::string assembly = spirv_tools::disassemble(translation.words);
  ASSERT_TRUE(validation.valid) << validation.messages << assembly;
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  // Both copies compute %tripled and store it; %last reads it back from the variable.
  EXPECT_EQ(count_matching(lines, "%tripled_var = OpVariable %_ptr_Function_uint Function"), 1u) << assembly;
  EXPECT_EQ(count_matching(lines, "OpStore %tripled_var %tripled\\w*"), 2u) << assembly;
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpLoad %uint %tripled_var"), 1u) << assembly;
  // Values that dominate all their uses stay SSA values.
  EXPECT_EQ(count_matching(lines, ".*%tid_var\\b.*"), 0u);
}

TEST(ControlFlow, KeepsTheBreakConditionLoad) {
  // cf_waterfall's loop exit is `br i1 %2` with %2 = (load @dx.break.cond) == 0: it must stay
  // a load of a Private variable initialised to zero, not a constant, so the wave operation
  // stays inside the loop.
  const Translation translation =
      translate_module(*load_module(shaders_dir() / "control_flow/cf_waterfall.dxil"), Options{});
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  EXPECT_EQ(count_matching(lines, "%dx_break_cond = OpVariable %\\w+ Private %\\w+"), 1u);
  const size_t element = find_matching(lines, "%\\w+ = OpAccessChain %_ptr_Private_uint %dx_break_cond %uint_0");
  ASSERT_LT(element, lines.size());
  EXPECT_EQ(count_matching(lines, "%\\w+ = OpLoad %uint " + lines[element].substr(0, lines[element].find(' '))), 1u);
  const size_t header = find_matching(lines, "OpLoopMerge %\\w+ %\\w+ None");
  EXPECT_LT(find_matching(lines, "%\\w+ = OpGroupNonUniformIAdd %uint %uint_3 Reduce %\\w+", header), lines.size());
}

TEST(ControlFlow, LaddersUseSelectorVariables) {
  // Multi-level exits in the generated programs become ladders: the structurizer's
  // selectors are Function variables initialised to 0, switched on where the ladder splits.
  const Translation translation = translate_module(*load_module(shaders_dir() / "random/rand_1007.dxil"), Options{});
  ASSERT_TRUE(spirv_tools::validate(translation.words).valid);
  const std::vector<std::string> lines = disassembly_lines(translation.words);
  EXPECT_GE(count_matching(lines, "%\\w+ = OpVariable %_ptr_Function_uint Function %uint_0"), 1u);
  EXPECT_GE(count_matching(lines, "OpSwitch %\\w+ %\\w+( \\d+ %\\w+)+"), 1u);
}

}  // namespace
}  // namespace untangle::spirv_emit::testing
