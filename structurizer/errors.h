// Exceptions thrown by the structurizer library: every message names the function and
// the blocks involved so a user can find the problem in the input.
#pragma once

#include <stdexcept>
#include <string>

namespace untangle::cfg {

// Base of every structurizer error.
class StructurizeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The input CFG has a cycle with more than one entry (DXIL forbids this).
class IrreducibleGraphError : public StructurizeError {
 public:
  using StructurizeError::StructurizeError;
};

// Malformed CFG text notation; the message carries the line number.
class TextFormatError : public StructurizeError {
 public:
  using StructurizeError::StructurizeError;
};

// A CFG that breaks an invariant of the Function type or a pass precondition; seeing one
// means a bug in the structurizer or in code that built the Function.
class InvalidFunctionError : public StructurizeError {
 public:
  using StructurizeError::StructurizeError;
};

}  // namespace untangle::cfg
