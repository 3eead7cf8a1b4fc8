// Pass "switch-breaks": a switch never branches straight to its own merge block; each
// switch whose default or cases target the merge sends those slots through one new
// block that branches on to the merge. Valid SPIR-V either way, but Mesa's structured
// SPIR-V-to-NIR path (25.0) wraps the enclosing case in a loop when a nested switch
// targets its merge directly, and then loses a `continue` that leaves two such cases: the
// shader runs the rest of the outer case and can loop forever (flesh/README.md, seed 4094).
//   expects:    selections (a structured CFG)
//   guarantees: no switch header targets its merge block; the structured rules still hold
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class SwitchBreaksPass : public Pass {
 public:
  std::string_view name() const override { return "switch-breaks"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
  bool ends_structured() const override { return true; }
};

}  // namespace untangle::structurizer
