// The conservative shape rules: see the header. Straight from the rules' wording, over the
// merge annotations; constructs are explored by a walk that stops at their merge.
#include "test_support/shape_rules.h"

#include <vector>

namespace untangle::test_support {

using namespace structurizer;

namespace {

std::string name(const Function& function, BlockId block) { return "'" + block_label(function, block) + "'"; }

// Whether some path from `header` does something before reaching its merge block.
bool does_something(const Function& function, BlockId header) {
  const MergeInfo& merge = function.block(header).merge;
  std::vector<bool> seen(function.size(), false);
  std::vector<BlockId> stack;
  for (BlockId target : function.successors(header)) stack.push_back(target);
  while (!stack.empty()) {
    const BlockId block = stack.back();
    stack.pop_back();
    if (block == merge.merge_block || seen[block]) continue;
    seen[block] = true;
    const Block& data = function.block(block);
    if (!data.synthetic() || !data.assignments.empty() || data.merge.kind != MergeKind::None ||
        data.terminator.kind == TerminatorKind::Return || block == merge.continue_target)
      return true;
    for (BlockId target : function.successors(block)) stack.push_back(target);
  }
  return false;
}

}  // namespace

std::vector<std::string> shape_rule_violations(const Function& function) {
  std::vector<std::string> violations;
  std::vector<uint32_t> merge_of(function.size(), 0);
  std::vector<bool> continue_target(function.size(), false);
  for (const Block& block : function.blocks()) {
    if (block.merge.kind == MergeKind::None) continue;
    ++merge_of[block.merge.merge_block];
    if (block.merge.kind == MergeKind::Loop) continue_target[block.merge.continue_target] = true;
  }
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    if (merge_of[id] > 1) violations.push_back(name(function, id) + " is the merge block of several headers");
    if (merge_of[id] > 0 && continue_target[id])
      violations.push_back(name(function, id) + " is both a merge block and a continue target");
    if (block.merge.kind == MergeKind::Loop && function.block(block.merge.merge_block).merge.kind == MergeKind::Loop)
      violations.push_back("loop " + name(function, id) + " merges at the header of loop " +
                           name(function, block.merge.merge_block));
    if (block.merge.kind != MergeKind::None && !does_something(function, id))
      violations.push_back("the construct of " + name(function, id) + " is empty");
    if (block.terminator.is_two_way() && block.terminator.targets[0] == block.terminator.targets[1])
      violations.push_back(name(function, id) + " branches to " + name(function, block.terminator.targets[0]) +
                           " either way");
  }
  return violations;
}

}  // namespace untangle::test_support
