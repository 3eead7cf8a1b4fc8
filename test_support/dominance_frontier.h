// Dominance frontiers (Cooper-Harvey-Kennedy): DF(n) is the set of nodes where n's
// dominance ends. Given a post-dominator tree and its reversed graph, the same function
// yields post-dominance frontiers.
#pragma once

#include <vector>

#include "structurizer/dominators.h"
#include "structurizer/graph.h"

namespace untangle::test_support {

// frontier[n] lists DF(n) without repetition, ordered by first discovery. `tree` must
// have been built from `graph`.
std::vector<std::vector<uint32_t>> dominance_frontiers(const structurizer::Graph& graph, const structurizer::DominatorTree& tree);

}  // namespace untangle::test_support
