// Pass "loop-merges": gives every loop one merge block that all of its exits reach.
// A loop construct ends only where every path out of it has left: its body is the
// natural loop (blocks that reach the latch without passing the header), so code that
// can still go round the loop stays inside and everything else, returns included, runs
// after the merge. A loop with a single exit target that only the loop reaches (and that
// lies in the enclosing loop's construct) uses it as the merge; otherwise a new merge
// block dispatches on a per-loop selector to the real targets, each exit assigning the
// target's index on the way. Loops are processed outermost first, so a break out of
// several loops becomes a chain of such ladders. A loop without exits gets an
// unreachable merge block.
//   expects:    loop-latches
//   guarantees: every loop header is annotated {loop merge latch}; every edge leaving the
//               natural loop goes to the merge, directly or through a stub that only
//               assigns the loop's selector; the merge's predecessors are all such edges
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class LoopMergesPass : public Pass {
 public:
  std::string_view name() const override { return "loop-merges"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
