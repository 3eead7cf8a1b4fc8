// Pass "loop-latches": see the header.
#include "structurizer/pass_loop_latches.h"

#include "structurizer/error.h"
#include "structurizer/loops.h"

namespace untangle::structurizer {


namespace {

bool is_plain_latch(const Function& function, BlockId latch, BlockId header) {
  const Terminator& terminator = function.block(latch).terminator;
  return latch != header && terminator.kind == TerminatorKind::Branch && terminator.targets[0] == header;
}

}  // namespace

bool LoopLatchesPass::run(Function& function, Analyses& analyses) {
  const LoopForest& forest = analyses.loop_forest();
  bool changed = false;
  for (const Loop& loop : forest.loops()) {
    if (loop.latches.size() == 1 && is_plain_latch(function, loop.latches[0], loop.header)) continue;
    const BlockId latch = function.add_block(function.block(loop.header).name + ".latch");
    function.set_terminator(latch, Terminator::branch(loop.header));
    for (BlockId source : loop.latches) function.replace_target(source, loop.header, latch);
    changed = true;
  }
  return changed;
}

void LoopLatchesPass::verify_guarantees(const Function& function) const {
  const LoopForest forest(function);
  for (const Loop& loop : forest.loops())
    if (loop.latches.size() != 1 || !is_plain_latch(function, loop.latches[0], loop.header))
      throw InvalidFunctionError("loop '" + block_label(function, loop.header) +
                                 "' lacks a single unconditional latch");
}

}  // namespace untangle::structurizer
