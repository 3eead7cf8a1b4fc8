// Builds the structurizer's CFG from a function of the DXIL IR model: one block per basic
// block, with the block's index in dxil::Function::blocks as its origin and the label LLVM
// prints for it as its name ("8" for %8, see dxil/slot_numbering.h).
#pragma once

#include "dxil/ir.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit {

// Throws an Error (malformed input, naming the function and block) for a declaration, a
// block without a terminator or a terminator DXIL does not allow.
structurizer::Function cfg_from_dxil(const dxil::Function& function);

}  // namespace untangle::spirv_emit
