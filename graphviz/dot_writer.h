// GraphViz DOT output for structurizer::Function: blocks labelled with their names (synthetic
// blocks dashed, loop headers double-bordered, selection headers bold), branch edges
// solid (back edges bold red), merge and continue declarations as dashed edges.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "structurizer/function.h"

namespace untangle::graphviz {

// The lines of a block's label: its name, its selector assignments, then `return`,
// `unreachable` or `switch SELECTOR` for terminators whose edges say nothing of that.
std::vector<std::string> block_label_lines(const structurizer::Function& function, structurizer::BlockId id);
// The label of the branch edge in terminator slot `slot`: T or F, default or a case value;
// empty for an unconditional branch.
std::string edge_label(const structurizer::Terminator& terminator, size_t slot);

void write_dot(const structurizer::Function& function, std::ostream& out, const std::string& title = {});
std::string to_dot(const structurizer::Function& function, const std::string& title = {});

}  // namespace untangle::graphviz
