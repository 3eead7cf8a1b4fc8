// Which allocator the untangle command runs on (cmake/allocator.cmake), for `--version`.
#pragma once

#include <string>

namespace untangle::cli {

// "mimalloc 2.0.9", or "the C library's malloc" in builds without mimalloc.
std::string allocator_name();

}  // namespace untangle::cli
