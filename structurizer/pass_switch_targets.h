// Pass "switch-targets": SPIR-V wants every case target of an OpSwitch dominated by the
// switch and no case to be a break or continue target of an enclosing loop. Each switch
// (original or selector dispatch) target that has other predecessors, or that is a loop's
// merge block or continue target, gets a synthetic block of its own on that edge; the
// selection pass then treats fall-through and shared targets like any other join. A
// target listed in scattered runs of cases gets one block per run, since OpSwitch
// wants the cases of one label side by side.
//   expects:    loop-merges
//   guarantees: every switch target has the switch block as its only predecessor and is
//               no loop's merge block or continue target; no target appears in two runs of cases
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class SwitchTargetsPass : public Pass {
 public:
  std::string_view name() const override { return "switch-targets"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
