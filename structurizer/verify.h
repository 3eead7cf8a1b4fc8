// Internal consistency of a Function (what every pass must preserve): targets and
// annotations in range, predecessor lists matching terminators, terminator shapes,
// program decisions only in original blocks and selector dispatches only in synthetic ones.
#pragma once

#include "structurizer/function.h"

namespace untangle::structurizer {

// Throws InvalidFunctionError describing the first inconsistency.
void verify_function(const Function& function);

}  // namespace untangle::structurizer
