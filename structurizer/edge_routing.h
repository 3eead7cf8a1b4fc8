// Edge rewrites shared by the passes: redirect an edge through a ladder block, recording
// the target in a selector on the way, and build the dispatch that reads it back.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "structurizer/function.h"

namespace untangle::structurizer {

// Makes every slot of `from` that targets `to` go to `via` instead. With an assignment,
// the assignment is executed on the way: in `from` itself when `to` is its only
// successor and it assigns nothing yet, otherwise in a new synthetic stub block
// between `from` and `via`. Returns the stub, or kNoBlock when none was needed.
BlockId route_edge(Function& function, BlockId from, BlockId to, BlockId via,
                        std::optional<SelectorAssignment> assignment);

// Inserts a synthetic block on every slot of `from` targeting `to` and returns it.
BlockId split_edge(Function& function, BlockId from, BlockId to);

// A terminator reaching targets[i] when `selector` holds values[i]: a plain branch for a
// single target, otherwise a selector switch whose default is the last target.
Terminator dispatch(SelectorId selector, const std::vector<std::pair<int64_t, BlockId>>& targets);

}  // namespace untangle::structurizer
