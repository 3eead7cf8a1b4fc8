// Pass "switch-targets": see the header.
#include "structurizer/pass_switch_targets.h"

#include <algorithm>

#include "structurizer/edge_routing.h"
#include "structurizer/error.h"

namespace untangle::structurizer {


namespace {

std::vector<bool> loop_merge_or_continue(const Function& function) {
  std::vector<bool> marked(function.size(), false);
  for (BlockId id = 0; id < function.size(); ++id) {
    const MergeInfo& merge = function.block(id).merge;
    if (merge.kind != MergeKind::Loop) continue;
    marked[merge.merge_block] = true;
    marked[merge.continue_target] = true;
  }
  return marked;
}

// Blocks added by this pass (ids past `marked`) are never loop merges or continue targets.
bool needs_own_block(const Function& function, const std::vector<bool>& marked, BlockId target) {
  return function.block(target).predecessors.size() != 1 || (target < marked.size() && marked[target]);
}

// OpSwitch must list the cases of one target side by side, but a DXIL switch may give
// one target to scattered values (and routing edges can merge targets). The case list
// keeps its order (the decisions of the path interpreter refer to positions in it):
// every later run of cases with an already listed target gets a block of its own.
void separate_scattered_cases(Function& function, BlockId block) {
  const Terminator& terminator = function.block(block).terminator;
  std::vector<std::pair<size_t, BlockId>> moves;  // (slot, target) to give a new block
  std::vector<BlockId> listed;
  for (size_t slot = 1; slot < terminator.targets.size(); ++slot) {
    const BlockId target = terminator.targets[slot];
    if (slot > 1 && target == terminator.targets[slot - 1]) {
      if (!moves.empty() && moves.back().first == slot - 1) moves.emplace_back(slot, target);
      continue;
    }
    if (std::find(listed.begin(), listed.end(), target) != listed.end()) moves.emplace_back(slot, target);
    else listed.push_back(target);
  }
  BlockId run_block = kNoBlock;
  for (size_t i = 0; i < moves.size(); ++i) {
    const auto [slot, target] = moves[i];
    if (i == 0 || moves[i - 1].first != slot - 1 || moves[i - 1].second != target) {
      run_block = function.add_block(function.block(block).name + ".case." + function.block(target).name);
      function.set_terminator(run_block, Terminator::branch(target));
    }
    function.set_target(block, slot, run_block);
  }
}

bool cases_grouped(const Terminator& terminator) {
  for (size_t slot = 2; slot < terminator.targets.size(); ++slot)
    if (terminator.targets[slot] != terminator.targets[slot - 1] &&
        std::find(terminator.targets.begin() + 1, terminator.targets.begin() + static_cast<long>(slot),
                  terminator.targets[slot]) != terminator.targets.begin() + static_cast<long>(slot))
      return false;
  return true;
}

}  // namespace

bool SwitchTargetsPass::run(Function& function, Analyses&) {
  const std::vector<bool> marked = loop_merge_or_continue(function);
  bool changed = false;
  const auto original_size = static_cast<BlockId>(function.size());
  for (BlockId id = 0; id < original_size; ++id) {
    if (!function.block(id).terminator.is_switch()) continue;
    if (!cases_grouped(function.block(id).terminator)) {
      separate_scattered_cases(function, id);
      changed = true;
    }
    for (BlockId target : function.successors(id))
      if (needs_own_block(function, marked, target)) {
        split_edge(function, id, target);
        changed = true;
      }
  }
  return changed;
}

void SwitchTargetsPass::verify_guarantees(const Function& function) const {
  const std::vector<bool> marked = loop_merge_or_continue(function);
  for (BlockId id = 0; id < function.size(); ++id) {
    if (!function.block(id).terminator.is_switch()) continue;
    for (BlockId target : function.successors(id))
      if (needs_own_block(function, marked, target))
        throw InvalidFunctionError("switch '" + block_label(function, id) + "' target '" +
                                   block_label(function, target) + "' is shared or leaves a loop");
    if (!cases_grouped(function.block(id).terminator))
      throw InvalidFunctionError("switch '" + block_label(function, id) + "' lists one target in scattered runs of cases");
  }
}

}  // namespace untangle::structurizer
