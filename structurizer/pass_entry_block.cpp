// Pass "entry-block": see the header.
#include "structurizer/pass_entry_block.h"

#include "structurizer/error.h"
#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::structurizer {


bool EntryBlockPass::run(Function& function, Analyses& analyses) {
  bool changed = false;
  for (BlockId id = 0; id < function.size(); ++id) {
    if (function.block(id).merge.kind != MergeKind::None) {
      function.set_merge(id, MergeInfo{});
      changed = true;
    }
    if (function.block(id).terminator.chooses_one_target()) {
      function.set_terminator(id, Terminator::branch(function.block(id).terminator.targets[0]));
      changed = true;
    }
  }
  if (!function.block(function.entry()).predecessors.empty()) {
    const BlockId entry = function.add_block("entry");
    function.set_terminator(entry, Terminator::branch(function.entry()));
    function.set_entry(entry);
    changed = true;
  }
  if (changed) analyses.invalidate();  // they describe the function as it came in
  const DepthFirstOrder& order = analyses.branch_order();
  std::vector<bool> keep(function.size());
  bool all_reachable = true;
  for (BlockId id = 0; id < function.size(); ++id) {
    keep[id] = order.reachable(id);
    all_reachable &= keep[id];
  }
  if (!all_reachable) {
    function.retain(keep);
    changed = true;
  }
  return changed;
}

void EntryBlockPass::verify_guarantees(const Function& function) const {
  if (!function.block(function.entry()).predecessors.empty())
    throw InvalidFunctionError("the entry block has predecessors");
  const DepthFirstOrder order = depth_first_order(build_graph(function));
  for (BlockId id = 0; id < function.size(); ++id) {
    if (!order.reachable(id)) throw InvalidFunctionError("block '" + block_label(function, id) + "' is unreachable");
    if (function.block(id).merge.kind != MergeKind::None)
      throw InvalidFunctionError("block '" + block_label(function, id) + "' keeps a merge annotation");
    if (function.block(id).terminator.chooses_one_target())
      throw InvalidFunctionError("block '" + block_label(function, id) + "' chooses between one target");
  }
}

}  // namespace untangle::structurizer
