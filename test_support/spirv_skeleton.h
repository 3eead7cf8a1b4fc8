// A SPIR-V skeleton of a structured CFG: a GLCompute shader whose only function has one
// block per CFG block, the CFG's merge declarations and branches, and nothing else
// (conditions are constants, switches read a variable, selectors are Function
// variables). spirv-val's verdict on it is its verdict on the CFG's structure, which lets
// `untangle fuzz-cfg --spirv-val` check the structurizer against the real validator.
#pragma once

#include <cstdint>
#include <vector>

#include "structurizer/function.h"

namespace untangle::test_support {

// SPIR-V 1.3 words. Blocks are laid out in reverse post-order of the branch graph (so
// dominators come first), blocks reached only through merge declarations after them.
std::vector<uint32_t> spirv_skeleton(const structurizer::Function& function);

}  // namespace untangle::test_support
