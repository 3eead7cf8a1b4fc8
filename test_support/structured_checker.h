// Independent checker of SPIR-V's structured control-flow rules (SPIR-V 1.6 rev 2,
// section 2.11, plus spirv-val's "selection must be structured" rule) on an annotated
// structurizer::Function. It is the oracle for the structurizer, so it shares no logic with the
// passes: it has its own dominator computation (Lengauer-Tarjan) and builds the
// constructs straight from the specification's definitions.
//
// Checked: headers' terminators; structural dominance and post-dominance (merge and
// continue declarations count as edges); back edges only to loop headers, one per
// header; continue target/back-edge block relations; merge blocks declared once and
// strictly structurally dominated by their header; construct entries only through the
// header; every exit from a construct is one of the spec's structured exits; nested
// headers' merges inside the enclosing construct; branches to a continue target only
// from its loop; switch case constructs (dominated by the switch, at most one fall-
// through in and out, fall-through targets adjacent); conditional branches without a
// selection merge have a break or continue target on one side.
#pragma once

#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::test_support {

struct StructuredCheckReport {
  std::vector<std::string> violations;  // one message per violation, naming the blocks
  bool ok() const { return violations.empty(); }
};

StructuredCheckReport check_structured_rules(const structurizer::Function& function);

// The checker as the structurizer pipeline's structured check: throws
// structurizer::InvalidFunctionError naming the first violation.
void check_structured(const structurizer::Function& function);

}  // namespace untangle::test_support
