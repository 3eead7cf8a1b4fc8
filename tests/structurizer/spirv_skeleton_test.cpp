// The SPIR-V skeleton of a structured CFG: module header, one label per block, merge
// instructions right before their branches, selectors as Function variables.
#include "test_support/spirv_skeleton.h"

#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp11>

#include "structurizer/structurize.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

struct Instruction {
  spv::Op opcode;
  std::vector<uint32_t> operands;
};

std::vector<Instruction> instructions(const std::vector<uint32_t>& words) {
  std::vector<Instruction> result;
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    result.push_back({static_cast<spv::Op>(words[at] & 0xffff), {words.begin() + at + 1, words.begin() + at + count}});
    at += count;
  }
  return result;
}

TEST(SpirvSkeleton, HeaderLabelsAndMergesBeforeBranches) {
  const Function f = structurizer::structurize(parse_cfg("entry: h / h: a x / a: h y / x: ret / y: ret"));
  const std::vector<uint32_t> words = spirv_skeleton(f);
  ASSERT_GE(words.size(), 5u);
  EXPECT_EQ(words[0], spv::MagicNumber);
  EXPECT_EQ(words[1], 0x00010300u);  // SPIR-V 1.3
  const std::vector<Instruction> code = instructions(words);
  size_t labels = 0, variables = 0, loop_merges = 0, selection_merges = 0, switches = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    labels += code[i].opcode == spv::Op::OpLabel;
    variables += code[i].opcode == spv::Op::OpVariable;
    switches += code[i].opcode == spv::Op::OpSwitch;
    if (code[i].opcode == spv::Op::OpLoopMerge || code[i].opcode == spv::Op::OpSelectionMerge) {
      (code[i].opcode == spv::Op::OpLoopMerge ? loop_merges : selection_merges)++;
      ASSERT_LT(i + 1, code.size());
      const spv::Op next = code[i + 1].opcode;
      EXPECT_TRUE(next == spv::Op::OpBranch || next == spv::Op::OpBranchConditional || next == spv::Op::OpSwitch);
    }
  }
  EXPECT_EQ(labels, f.size());
  EXPECT_EQ(variables, f.selectors().size() + 1);
  size_t expected_loops = 0, expected_selections = 0, expected_switches = 0;
  for (const Block& block : f.blocks()) {
    expected_loops += block.merge.kind == MergeKind::Loop;
    expected_selections += block.merge.kind == MergeKind::Selection;
    expected_switches += block.terminator.is_switch();
  }
  EXPECT_EQ(loop_merges, expected_loops);
  EXPECT_EQ(selection_merges, expected_selections);
  EXPECT_EQ(switches, expected_switches);
  EXPECT_EQ(code.back().opcode, spv::Op::OpFunctionEnd);
}

TEST(SpirvSkeleton, EntryBlockComesFirst) {
  const Function f = structurizer::structurize(parse_cfg("a: b / b: a c / c: ret"));  // gets a new entry
  const std::vector<Instruction> code = instructions(spirv_skeleton(f));
  for (const Instruction& instruction : code)
    if (instruction.opcode == spv::Op::OpLabel) {
      const auto first_label = instruction.operands[0];
      // Labels are allocated per block id after the 7 fixed ids.
      EXPECT_EQ(first_label, 8 + f.entry());
      break;
    }
}

}  // namespace
}  // namespace untangle::structurizer
