// Pass "switch-breaks": see the header.
#include "structurizer/pass_switch_breaks.h"

#include <algorithm>

#include "structurizer/edge_routing.h"
#include "structurizer/error.h"

namespace untangle::structurizer {


namespace {

bool targets_own_merge(const Block& block) {
  const auto& targets = block.terminator.targets;
  return block.terminator.is_switch() && block.merge.kind == MergeKind::Selection &&
         std::find(targets.begin(), targets.end(), block.merge.merge_block) != targets.end();
}

}  // namespace

bool SwitchBreaksPass::run(Function& function, Analyses&) {
  bool changed = false;
  // The blocks this adds end in plain branches, so the loop passes over them.
  for (BlockId id = 0; id < function.size(); ++id) {
    if (!targets_own_merge(function.block(id))) continue;
    // Every slot to the merge goes to the one new block, so the cases that share it stay
    // side by side in the case list, as they were.
    split_edge(function, id, function.block(id).merge.merge_block);
    changed = true;
  }
  return changed;
}

void SwitchBreaksPass::verify_guarantees(const Function& function) const {
  for (BlockId id = 0; id < function.size(); ++id)
    if (targets_own_merge(function.block(id)))
      throw InvalidFunctionError("switch '" + block_label(function, id) + "' still targets its merge block");
}

}  // namespace untangle::structurizer
