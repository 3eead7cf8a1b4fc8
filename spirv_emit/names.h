// SPIR-V built-in names, for OpName.
#pragma once

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit {

// "GlobalInvocationId", "SubgroupSize"...
const char* builtin_name(spv::BuiltIn builtin);

}  // namespace untangle::spirv_emit
