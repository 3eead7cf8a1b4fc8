// SSA repair, the step between structurizing and emitting a function: the structurizer may
// duplicate blocks or route paths so that a DXIL definition no longer dominates its uses.
// Such values (and every phi) live in Function variables instead of SSA ids.
//   expects:    the structured CFG of `function`, whose original blocks name their DXIL
//               block by `origin`
//   guarantees: every value listed is demoted; every other use is dominated by its definition
#pragma once

#include <algorithm>
#include <span>
#include <vector>

#include "dxil/ir.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit {

// For each DXIL block (by index), the structured blocks that carry its instructions: one,
// several when the structurizer duplicated it, none when it was unreachable. The lists
// are laid out flat, in structured block order.
class BlockCopies {
 public:
  // Throws an internal error when a structured block names a DXIL block that does not exist.
  BlockCopies(const dxil::Function& function, const structurizer::Function& structured);

  std::span<const structurizer::BlockId> of(uint32_t dxil_block) const {
    return std::span<const structurizer::BlockId>(copies_).subspan(offsets_[dxil_block],
                                                                  offsets_[dxil_block + 1] - offsets_[dxil_block]);
  }

 private:
  std::vector<uint32_t> offsets_;  // the copies of block b are copies_[offsets_[b], offsets_[b + 1])
  std::vector<structurizer::BlockId> copies_;
};

// The instructions whose value must be demoted, each once, in the order their uses are
// found (structured block order), so that the output is deterministic.
std::vector<const dxil::Instruction*> values_to_demote(const dxil::Function& function,
                                                       const structurizer::Function& structured,
                                                       const BlockCopies& copies);

// Calls `visit(successor)` for each successor of a DXIL block, once each, in terminator order.
template <typename Visit>
void for_each_distinct_successor(const dxil::BasicBlock& block, Visit&& visit) {
  const dxil::Instruction* terminator = block.terminator();
  if (terminator == nullptr) return;
  const auto& successors = terminator->successors;
  for (auto successor = successors.begin(); successor != successors.end(); ++successor)
    if (std::find(successors.begin(), successor, *successor) == successor) visit(**successor);
}

// The value a phi takes on the edge from `predecessor`, or null.
const dxil::Value* incoming_value(const dxil::Instruction& phi, const dxil::BasicBlock& predecessor);

}  // namespace untangle::spirv_emit
