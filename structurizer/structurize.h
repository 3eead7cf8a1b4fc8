// The structurizer's entry point: runs the default pass pipeline on a CFG (taken by value:
// a caller that moves it in spares the copy) and returns it in SPIR-V structured form.
#pragma once

#include "structurizer/function.h"
#include "structurizer/pass.h"

namespace untangle::structurizer {

struct StructurizeOptions {
  PassObserver observer;                 // sees the input and the CFG after every pass
  bool verify = kVerifyPassesByDefault;  // verify after each pass
  StructuredCheck structured_check;      // when verifying: after the passes that end structured
};

// The passes, in order: entry-block, loop-latches, loop-merges, loop-headers,
// switch-targets, selections.
Pipeline default_pipeline();

// Throws IrreducibleGraphError for an irreducible CFG and InvalidFunctionError for a
// malformed one (or, in verify builds, when a pass breaks its guarantee).
Function structurize(Function input, const StructurizeOptions& options = {});

}  // namespace untangle::structurizer
