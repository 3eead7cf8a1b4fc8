// Pass "selections": turns every region (a loop body or the function body, nested loops
// collapsed; see regions.h) into nested selection constructs, following the region's
// dominator tree.
//
// A block with two or more region successors (breaks and continues of the region's loop
// do not count, since they are valid from anywhere in it) or a switch is a selection
// header. Its construct holds the header and the dominator subtrees of its single-
// predecessor successors. Joins (blocks with several region predecessors) sit after the
// merge of the header that immediately dominates them, in reverse post-order:
//
//   header: construct ...  -> merge N1 -> m1 ... -> N2 -> m2 ... -> Nk+1 -> onwards
//
// where m1..mk are the joins the header immediately dominates. When only m_i can arrive
// at N_i, N_i is m_i itself: for an if/else diamond the merge is the block where the two
// paths rejoin (their immediate post-dominator). When other targets can arrive too, N_i
// is a ladder that dispatches on the region's selector to m_i or on to N_i+1, and the
// edges that enter it assign their real target. An edge to a join further out passes
// every construct it leaves through that construct's merge, so no branch ever skips a
// merge. A header whose construct nothing leaves except through one branch uses that
// branch's first block as the merge ("if (c) { ...; continue; } rest" keeps `rest` at
// the header's level instead of nesting it).
//
// Every block stays where its dominators put it, nothing is duplicated, and the lanes that
// reach a join reconverge at a merge before it.
//   expects:    loop-latches, loop-merges, loop-headers, switch-targets
//   guarantees: the function satisfies SPIR-V's structured control-flow rules (confirmed by
//               the pipeline's structured check)
#pragma once

#include "structurizer/pass.h"

namespace untangle::structurizer {

class SelectionConstructsPass : public Pass {
 public:
  std::string_view name() const override { return "selections"; }
  bool run(Function& function, Analyses& analyses) override;
  void verify_guarantees(const Function& function) const override;
  bool ends_structured() const override { return true; }
};

}  // namespace untangle::structurizer
