// Pass "entry-block": clears stale merge annotations, gives the function an entry block
// without predecessors (SPIR-V forbids branching to the entry), removes blocks that no
// path from the entry reaches, and makes a conditional branch or switch whose slots all
// name one block a plain branch (SPIR-V 1.6 forbids OpBranchConditional with one label
// twice, and a switch with nothing to choose would be an empty construct).
//   expects:    any CFG
//   guarantees: the entry has no predecessors; every block is reachable from it over
//               branch edges; no block carries a merge annotation; every conditional
//               branch and switch has two or more distinct targets
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class EntryBlockPass : public Pass {
 public:
  std::string_view name() const override { return "entry-block"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
