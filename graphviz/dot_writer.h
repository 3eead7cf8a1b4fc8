// GraphViz DOT output for structurizer::Function: blocks labelled with their names (synthetic
// blocks dashed, loop headers double-bordered, selection headers bold), branch edges
// solid (back edges bold red), merge and continue declarations as dashed edges.
#pragma once

#include <ostream>
#include <string>

#include "structurizer/function.h"

namespace untangle::graphviz {

void write_dot(const structurizer::Function& function, std::ostream& out, const std::string& title = {});
std::string to_dot(const structurizer::Function& function, const std::string& title = {});

}  // namespace untangle::graphviz
