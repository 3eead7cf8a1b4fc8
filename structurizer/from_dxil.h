// Builds the structurizer's CFG from a function of the DXIL IR model: one block per basic
// block, with the block's index in dxil::Function::blocks as its origin and the name LLVM
// prints for its label ("8" for %8).
#pragma once

#include "dxil/ir.h"
#include "structurizer/function.h"

namespace untangle::cfg {

// Throws InvalidFunctionError (naming the function and block) for a declaration, a block
// without a terminator or a terminator DXIL does not allow.
Function function_from_dxil(const dxil::Function& function);

// The label LLVM's printer gives each block (its name, or its slot number), by block index.
std::vector<std::string> dxil_block_labels(const dxil::Function& function);

}  // namespace untangle::cfg
