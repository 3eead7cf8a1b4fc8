// The conservative construct shape untangle promises beyond SPIR-V's rules, for drivers
// whose structured-control-flow front ends are known to mishandle legal but unusual
// shapes (structurizer/README.md, "Conservative shape"):
//   1. a block is the merge block of at most one header, and never also a continue target;
//   2. a loop's merge block is not the header of a loop;
//   3. no construct is empty: from every header some path meets, before the merge block,
//      a block of the original program, a selector assignment, a nested header, a return or
//      a branch out of the construct (a driver may fold an empty one, and its merge with it);
//   4. no conditional branch names one target twice.
#pragma once

#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::test_support {

// One message per violation, naming the blocks; empty when the shape is conservative.
std::vector<std::string> shape_rule_violations(const structurizer::Function& function);

}  // namespace untangle::test_support
