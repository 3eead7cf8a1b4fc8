// Pass "loop-headers": a loop header's own terminator may only branch unconditionally or
// choose between staying in the loop and its merge or continue target (a block holds one
// merge instruction, so it cannot also head a selection). When the header's branch needs
// a selection of its own (a switch, or a conditional branch with two targets inside the
// loop), a new synthetic block takes over as the loop header and branches to the old one.
//   expects:    loop-merges
//   guarantees: every loop header ends in a branch, or in a conditional branch with at
//               most one distinct target other than its merge block and continue target
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class LoopHeadersPass : public Pass {
 public:
  std::string_view name() const override { return "loop-headers"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
