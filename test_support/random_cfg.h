// Random reducible CFGs for fuzzing and benchmarks, generated structurally: a random
// program (nested ifs, loops of every shape, switches with fall-through, multi-level
// breaks and continues, dx.break.cond-style breaks, early returns to a shared or a
// private return block, endless loops) is lowered to a CFG, which can then be made to
// look like compiler output (straight-line blocks merged, block order shuffled).
#pragma once

#include <cstdint>

#include "structurizer/function.h"

namespace untangle::test_support {

struct RandomCfgOptions {
  uint32_t target_blocks = 120;  // statements stop being added once the CFG is this big
  uint32_t max_depth = 7;        // nesting of ifs, loops and switches
  bool scramble = true;          // merge straight-line blocks and shuffle the block order
  // Each top-level statement becomes `if (c) { statement }`, so returns and endless loops
  // never end the function early and the CFG really grows to target_blocks (benchmarks).
  bool chained = false;
  // Weighted to switches nested inside loops with continues out of their cases, the shape
  // Mesa's structured SPIR-V front end mishandles (structurizer pass switch-continues).
  bool switch_loops = false;
};

// The same seed and options always give the same CFG. Blocks are named b0, b1... with
// origins 0, 1..., the entry first.
structurizer::Function random_cfg(uint64_t seed, const RandomCfgOptions& options = {});

}  // namespace untangle::test_support
