// Pass "loop-latches": rejects irreducible CFGs and gives every loop header exactly one
// back edge, from a latch block whose only successor is the header. Several back edges
// into one header are merged into one new latch; so is a conditional latch (a bottom-
// tested loop), whose exit branch then stays in the loop body. The latch becomes the
// loop's continue target.
//   expects:    the entry has no predecessors (entry-block)
//   guarantees: every natural loop has one latch, distinct from its header, branching
//               unconditionally to the header
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class LoopLatchesPass : public Pass {
 public:
  std::string_view name() const override { return "loop-latches"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
