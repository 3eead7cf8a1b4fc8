// The structurizer's errors: untangle::Error with the status that says whose fault a
// failure is. Every message names the function and the blocks involved.
#pragma once

#include <string>

#include "common/error.h"

namespace untangle::structurizer {

// Base of every structurizer error.
class StructurizeError : public Error {
 public:
  using Error::Error;
};

// The input CFG has a cycle with more than one entry (DXIL forbids this).
class IrreducibleGraphError : public StructurizeError {
 public:
  explicit IrreducibleGraphError(std::string message) : StructurizeError(Status::MalformedInput, std::move(message)) {}
};

// A CFG that breaks an invariant of the Function type or a pass guarantee: seeing one
// means a bug in the structurizer or in the code that built the Function.
class InvalidFunctionError : public StructurizeError {
 public:
  explicit InvalidFunctionError(std::string message) : StructurizeError(Status::Internal, std::move(message)) {}
};

}  // namespace untangle::structurizer
