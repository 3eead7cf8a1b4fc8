// Cuts the disassembler's module text into one function's basic blocks: the printer
// starts each function with a `define` line, separates blocks by an empty line and
// closes the body with `}`.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "explain/explanation.h"

namespace untangle::explain {

// `definition`: the function's position among the module's definitions (functions with a
// body, in module order). `labels`: LLVM's label of each block. When the text is not cut
// into exactly that many blocks, the listing has no blocks and its note says so.
DxilListing split_function(std::string_view module_text, size_t definition, std::vector<std::string> labels);

}  // namespace untangle::explain
