// Internal consistency of a Function (what every pass must preserve): targets and
// annotations in range, predecessor lists matching terminators, terminator shapes,
// program decisions only in original blocks and selector dispatches only in synthetic ones.
#pragma once

#include "structurizer/function.h"

namespace untangle::structurizer {

// What Function's own edits do not ensure, so a caller can get wrong: blocks present and
// the entry in range, terminator shapes, selectors declared, merge annotations in range.
// Throws InvalidFunctionError describing the first inconsistency.
void verify_blocks(const Function& function);

// verify_blocks, then what Function's edits maintain (names unique and not empty,
// predecessor lists matching the terminators), which only a bug in those edits breaks.
void verify_function(const Function& function);

}  // namespace untangle::structurizer
