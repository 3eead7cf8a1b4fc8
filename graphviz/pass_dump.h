// The pass-dump hook: an observer for the structurizer pipeline that writes the CFG
// before the first pass and after every pass as DIR/NN-passname.dot (00-input.dot,
// 01-entry-block.dot, ...). `untangle translate --dot DIR` installs it.
#pragma once

#include <filesystem>

#include "structurizer/pass.h"

namespace untangle::graphviz {

// Creates `directory` if needed. Files are named after the function as well when
// `per_function` is set (NN-passname.FUNCTION.dot), for modules with several functions.
structurizer::PassObserver dot_dump_hook(const std::filesystem::path& directory, bool per_function = false);

}  // namespace untangle::graphviz
