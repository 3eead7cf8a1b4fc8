// Names for messages and OpName: DXIL operation names by opcode
// number, and SPIR-V built-in names.
#pragma once

#include <cstdint>
#include <string>

#include <spirv/unified1/spirv.hpp11>

#include "dxil/ir.h"

namespace untangle::spirv_emit {

// The DXIL operation's name ("WaveActiveOp") by its opcode number; "unknown" past the table.
const char* dx_op_name(uint32_t opcode);

// "GlobalInvocationId", "SubgroupSize"...
const char* builtin_name(spv::BuiltIn builtin);

}  // namespace untangle::spirv_emit
