// What the SPIR-V emitter needs to keep SSA valid after structurizing. The CFG does not
// know the IR's values, so the emitter describes them (where each is defined and used, by
// original block) and gets back the values to move into Function variables, plus the
// route every original edge now takes.
//
// The scheme:
//  * Phis. The structurizer never duplicates or splits an original block and keeps every
//    path's sequence of original blocks, so the last original block before a phi's block
//    on any path is the predecessor the phi names for that path. A phi can therefore be
//    lowered to a Function variable that each original predecessor stores before its
//    terminator (for every edge it has into the phi's block) and the phi's block loads;
//    a store on an edge not taken is overwritten before any load. Where all of a block's
//    incoming routes are direct (EdgeRoute::through empty) its phis can stay OpPhis.
//  * Other values. Ladders add paths that skip a definition (a dispatch can be reached
//    from several exits), so a definition may no longer dominate a use even though every
//    executed path still defines before using. Such values are demoted: stored after the
//    definition, loaded at each use. A phi's incoming value counts as used at the end of
//    its predecessor, where the store happens.
#pragma once

#include <cstdint>
#include <vector>

#include "structurizer/function.h"

namespace untangle::structurizer {

// Where one terminator slot of an original block leads in the structured CFG.
struct EdgeRoute {
  cfg::BlockId from = cfg::kNoBlock;   // an original block
  size_t slot = 0;                     // index into its terminator's targets
  cfg::BlockId to = cfg::kNoBlock;     // the original block the edge reaches
  std::vector<cfg::BlockId> through;   // synthetic blocks passed on the way, in order
};

// One route per slot of every original block's terminator, found by following synthetic
// blocks and resolving their dispatches with the selector values assigned on the way.
// Throws InvalidFunctionError when a route does not reach an original block.
std::vector<EdgeRoute> edge_routes(const cfg::Function& structured);

struct ValueUse {
  uint32_t value = 0;   // index into SsaFacts::definitions
  uint32_t origin = 0;  // original block using it (for a phi input: the predecessor)
};

struct SsaFacts {
  std::vector<uint32_t> definitions;  // per value: origin of its defining block
  std::vector<ValueUse> uses;
};

// The values whose definition does not dominate every use in the structured CFG, in
// increasing order. Origins that name no block of `structured` are rejected with
// InvalidFunctionError.
std::vector<uint32_t> values_to_demote(const cfg::Function& structured, const SsaFacts& facts);

}  // namespace untangle::structurizer
