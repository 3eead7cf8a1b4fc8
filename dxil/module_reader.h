// Reads a dxil::Module from a DXBC container or raw LLVM bitcode: DXC's LLVM 3.7 output
// and the bitcode llvm-as-14 writes for DXIL-style .ll text alike.
#pragma once

#include <cstdint>
#include <span>

#include "dxil/container.h"
#include "dxil/ir.h"

namespace untangle::dxil {

// Throws ReadError (one line naming offset, block and record) on malformed or unsupported
// input. The returned module does not refer to the input bytes. Rejected as unsupported,
// since DXIL never uses them: debug-info metadata records, aliases and ifuncs, type
// attributes (byval...), fence, landing pads, invoke and the other exception-handling
// instructions, fneg and freeze (LLVM 14 only), atomic load/store, poison, blockaddress,
// inline asm, vector constant expressions, and calls through anything but a function.
Module read_module(std::span<const uint8_t> container_or_bitcode);

// The same, for an already parsed container (its bitcode bytes must still be alive).
Module read_module(const Container& container);

}  // namespace untangle::dxil
