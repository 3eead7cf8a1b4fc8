// Pass "return-loop": early returns become breaks out of a loop that runs once, so that
// the nesting depth of the output does not grow with their number. DXC sends every return
// to one shared return block; an edge into that join from inside selections must pass the
// merge of every construct it leaves, so n sequential `if (c) { ...; return; }` nest n
// constructs deep (spirv-val's limit is 1023). Inside a loop construct whose merge is the
// return block they are breaks, which are valid from any depth: the function body after
// the entry becomes that loop (its continue target branches back but is never reached),
// and lanes that return early wait at its merge, as they waited at the shared return block.
// Applied only when some edge into the return block would leave more than
// kReturnNestingLimit selection constructs (those whose headers lie on the dominator-tree
// path between the block's immediate dominator and the edge's source): if/else trees that
// end at the return block keep their plain shape.
//   expects:    loop-merges, loop-headers, switch-targets
// A function with several shared return blocks (random and mutated CFGs; never DXC's
// output) gets the loop at the deepest only: one loop cannot merge at two blocks.
//   guarantees: in a function with one shared return block, no edge into it leaves more
//               than kReturnNestingLimit selection constructs unless it is a loop's merge
#pragma once

#include <cstdint>

#include "structurizer/pass.h"

namespace untangle::structurizer {

inline constexpr uint32_t kReturnNestingLimit = 4;

class ReturnLoopPass : public Pass {
 public:
  std::string_view name() const override { return "return-loop"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
};

}  // namespace untangle::structurizer
