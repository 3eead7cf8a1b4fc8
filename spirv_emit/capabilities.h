// The capabilities (and extensions) an instruction, decoration, built-in, storage class or
// execution mode needs by itself, so that emitting it declares them: the builder looks them
// up for every instruction, decoration, pointer type and id-operand mode it writes. Capabilities that depend on
// operands or on the stage (image formats, MinLod, 64-bit atomics, built-ins with stage-specific capabilities) stay
// with the lowering that knows them.
#pragma once

#include <span>
#include <string_view>

#include <spirv/unified1/spirv.hpp11>

namespace untangle::spirv_emit {

std::span<const spv::Capability> capabilities_for(spv::Op opcode);
std::span<const spv::Capability> capabilities_for(spv::Decoration decoration);
std::span<const spv::Capability> capabilities_for(spv::BuiltIn builtin);
std::span<const spv::Capability> capabilities_for(spv::StorageClass storage_class);
std::span<const spv::Capability> capabilities_for(spv::ExecutionMode mode);

// The extension that brings an instruction, decoration, built-in or storage class into
// SPIR-V; empty when the core specification has it.
std::string_view extension_for(spv::Op opcode);
std::string_view extension_for(spv::Decoration decoration);
std::string_view extension_for(spv::BuiltIn builtin);
std::string_view extension_for(spv::StorageClass storage_class);
std::string_view extension_for(spv::ExecutionMode mode);

}  // namespace untangle::spirv_emit
