// Internal consistency of a cfg::Function (what every pass must preserve): targets and
// annotations in range, predecessor lists matching terminators, terminator shapes,
// program decisions only in original blocks and selector dispatches only in synthetic ones.
#pragma once

#include "structurizer/function.h"

namespace untangle::structurizer {

// Throws InvalidFunctionError describing the first inconsistency.
void verify_function(const cfg::Function& function);

// Throws InvalidFunctionError naming the first violation of SPIR-V's structured rules
// that the independent checker finds (the guarantee of the passes that end structured).
void verify_structured(const cfg::Function& function);

}  // namespace untangle::structurizer
