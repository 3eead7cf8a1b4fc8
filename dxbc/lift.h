// The DXBC reader: a container's SHDR/SHEX program and signatures lifted into the IR the DXIL
// reader builds, in the shape DXC's DXBC-to-DXIL converter (dxilconv) writes, so that the
// structurizer, the emitter and everything after them take DXBC unchanged.
#pragma once

#include "dxil/container.h"
#include "dxil/ir.h"

namespace untangle::dxbc {

// Lifts the container's shader program. Throws dxil::ReadError for malformed tokens or
// signatures (naming the part and offset), untangle::Error with Status::MalformedInput for
// programs that break DXBC's rules (an unbalanced endif, a register never declared) and
// Status::Unsupported for forms not lifted (class linkage, which D3D12 does not have),
// each naming the instruction by its offset and fxc spelling.
dxil::Module lift(const dxil::Container& container);

}  // namespace untangle::dxbc
