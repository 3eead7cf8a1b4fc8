// Pass "loop-headers": see the header.
#include "structurizer/pass_loop_headers.h"

#include "structurizer/error.h"

namespace untangle::structurizer {


namespace {

bool header_can_branch(const Block& header) {
  const Terminator& terminator = header.terminator;
  if (terminator.kind == TerminatorKind::Branch || terminator.kind == TerminatorKind::Return ||
      terminator.kind == TerminatorKind::Unreachable)
    return true;
  if (terminator.kind != TerminatorKind::ConditionalBranch) return false;
  size_t inside = 0;
  for (BlockId target : terminator.distinct_targets())
    if (target != header.merge.merge_block && target != header.merge.continue_target) ++inside;
  return inside <= 1;
}

}  // namespace

bool LoopHeadersPass::run(Function& function, Analyses&) {
  bool changed = false;
  const auto original_size = static_cast<BlockId>(function.size());
  for (BlockId header = 0; header < original_size; ++header) {
    if (function.block(header).merge.kind != MergeKind::Loop || header_can_branch(function.block(header))) continue;
    const BlockId new_header = function.add_block(function.block(header).name + ".loop");
    function.set_terminator(new_header, Terminator::branch(header));
    const std::vector<BlockId> predecessors = function.block(header).predecessors;
    for (BlockId predecessor : predecessors)
      if (predecessor != new_header) function.replace_target(predecessor, header, new_header);
    function.set_merge(new_header, function.block(header).merge);
    function.set_merge(header, MergeInfo{});
    changed = true;
  }
  return changed;
}

void LoopHeadersPass::verify_guarantees(const Function& function) const {
  for (BlockId id = 0; id < function.size(); ++id)
    if (function.block(id).merge.kind == MergeKind::Loop && !header_can_branch(function.block(id)))
      throw InvalidFunctionError("loop header '" + block_label(function, id) + "' needs a selection of its own");
}

}  // namespace untangle::structurizer
