// The exception of the fleshing library: a CFG that cannot be fleshed, or a tool failure.
#pragma once

#include <stdexcept>

namespace untangle::flesh {

class FleshError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace untangle::flesh
