// Compiler-like rewrites that make a generated CFG less structured while keeping it
// reducible, so fuzzing also meets shapes no structured program lowers to directly:
// forwarding blocks threaded away (as simplifycfg removes empty blocks, so branches land
// on joins of several constructs at once), extra forward branches to arbitrary later
// blocks (joins that no if/else makes, exits into the middle of an outer loop's body),
// and conditional branches turned into switches that list their targets in scattered
// runs of cases.
#pragma once

#include <cstdint>

#include "structurizer/function.h"

namespace untangle::test_support {

struct MutationOptions {
  uint32_t threaded_blocks = 4;  // forwarding blocks removed by retargeting their predecessors
  uint32_t extra_branches = 3;   // unconditional branches given a second, forward target
  uint32_t switches = 1;         // conditional branches rewritten as scattered switches
};

// Deterministic for a given seed. A rewrite that would make the CFG irreducible is
// skipped; blocks left unreachable are removed. Origins of the remaining blocks are kept.
void mutate_cfg(structurizer::Function& function, uint64_t seed, const MutationOptions& options = {});

}  // namespace untangle::test_support
