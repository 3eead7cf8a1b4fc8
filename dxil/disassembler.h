// The DXIL disassembler: prints a dxil::Module as LLVM assembly text (typed pointers, as
// DXC writes them) that llvm-as-14 accepts. Output is deterministic.
#pragma once

#include <string>

#include "common/error.h"
#include "dxil/ir.h"

namespace untangle::dxil {

// Thrown when the module holds something LLVM assembly cannot express (an operand from
// another function, an attribute code LLVM 14 does not know, a malformed constant...).
// The message names the function, block and instruction where known.
class DisassemblyError : public Error {
 public:
  explicit DisassemblyError(std::string message) : Error(Status::Unsupported, std::move(message)) {}
};

// The whole module: target lines, struct types, globals, functions, attribute groups
// and metadata.
std::string disassemble(const Module& module);

// A type as LLVM writes it: `i32`, `[4 x float]`, `%dx.types.Handle*`, `void (i32)`.
std::string format_type(const Type* type);

}  // namespace untangle::dxil
