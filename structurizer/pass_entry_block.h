// Pass "entry-block": clears stale merge annotations, gives the function an entry block
// without predecessors (SPIR-V forbids branching to the entry) and removes blocks that
// no path from the entry reaches.
//   expects:    any CFG
//   guarantees: the entry has no predecessors; every block is reachable from it over
//               branch edges; no block carries a merge annotation
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class EntryBlockPass : public Pass {
 public:
  std::string_view name() const override { return "entry-block"; }
  bool run(Function& function) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
