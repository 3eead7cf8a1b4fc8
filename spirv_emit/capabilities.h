// The capabilities (and extensions) an instruction or decoration needs by itself, so that
// emitting it declares them: the builder looks them up for every instruction and decoration
// it writes. Capabilities that depend on operands or on the stage (image formats, MinLod,
// 64-bit atomics, built-ins with stage-specific capabilities) stay with the lowering that
// knows them.
#pragma once

#include <span>

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit {

std::span<const spv::Capability> capabilities_for(spv::Op opcode);
std::span<const spv::Capability> capabilities_for(spv::Decoration decoration);
std::span<const spv::Capability> capabilities_for(spv::BuiltIn builtin);

}  // namespace untangle::spirv_emit
