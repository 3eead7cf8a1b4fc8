// Pass "switch-continues": a `continue` never leaves two or more switch constructs at once.
// Mesa's structured SPIR-V-to-NIR path (25.0; lavapipe, RADV and ANV share it) wraps a
// switch case in a one-trip loop when a break leaves it early, and a branch to the loop's
// continue target from inside two such wrapped cases only leaves the innermost wrapper:
// the rest of the outer case runs, and the shader can loop forever (flesh/README.md).
// Such a continue instead sets the loop's continue flag and breaks out of its innermost
// switch; each of those switches gets a new merge block that tests the flag and either
// breaks out of the next switch or, past the outermost one, continues. The flag is cleared
// in the loop header, so it holds 1 only on the way from a continue to the latch. Valid
// SPIR-V either way; one switch level is left alone (Mesa handles it).
//   expects:    selections (a structured CFG)
//   guarantees: no branch to a loop's continue target comes from inside two or more switch
//               constructs nested in that loop; the structured rules still hold
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class SwitchContinuesPass : public Pass {
 public:
  std::string_view name() const override { return "switch-continues"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
  bool ends_structured() const override { return true; }
};

}  // namespace untangle::structurizer
