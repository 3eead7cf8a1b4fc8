// The one place that sends a shader to its reader: DXIL (a container's DXIL or ILDB part, or
// raw bitcode) to the bitcode reader, DXBC (a container's SHEX or SHDR part) to the lifter.
// Both fill the same dxil::Module; nothing after this knows which format a shader came in.
#pragma once

#include "dxil/container.h"
#include "dxil/ir.h"

namespace untangle::reader {

// Reads the container's program. Throws dxil::ReadError for a container with neither
// program, and whatever its reader throws for a malformed one.
dxil::Module read_program(const dxil::Container& container);

}  // namespace untangle::reader
