// Compact text notation for CFGs, one block per line (or per '/'-separated item), so
// tests read like pictures:
//
//   entry: header                  branch
//   header: body exit              conditional branch (true target, then false target)
//   sw: switch dflt 0:a 1:b        switch on a program value: default, then value:target
//   exit: ret                      return ('unreachable' ends a block that never finishes)
//
// Structurizer output adds synthetic blocks ('+' before the name), selector assignments
// in brackets, selector dispatches and merge declarations in braces:
//
//   +stub: [sel=3] ladder          assigns 3 to selector 'sel', then branches
//   +ladder: dispatch sel next 3:x selector switch: default, then value:target
//   +test: if sel=1 x y            selector branch: x when sel holds 1, else y
//   header: body exit {loop exit latch}     OpLoopMerge exit latch
//   cond: a b {selection join}              OpSelectionMerge join
//
// Original blocks get origins 0, 1, 2... in order of appearance; 'name@7:' states one
// explicitly. The first block is the entry. '#' starts a comment. The keywords ret,
// return, unreachable, switch, dispatch and if cannot be block names.
#pragma once

#include <string>
#include <string_view>

#include "common/error.h"
#include "structurizer/function.h"

namespace untangle::test_support {

// Malformed CFG text notation; the message carries the line number.
class TextFormatError : public Error {
 public:
  explicit TextFormatError(std::string message) : Error(Status::InvalidArgument, std::move(message)) {}
};

// Throws TextFormatError naming the line on malformed text.
structurizer::Function parse_cfg(std::string_view text, std::string function_name = "f");

// One line per block, the entry first; parse_cfg(print_cfg(f)) reproduces f up to block
// numbering when the entry is not block 0.
std::string print_cfg(const structurizer::Function& function);

}  // namespace untangle::test_support
