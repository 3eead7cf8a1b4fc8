// `untangle dis` for DXBC: a program and its signatures in fxc's assembly syntax, the text
// `fxc /dumpbin` prints, which the assembler (assembler.h) reads back to the same tokens.
#pragma once

#include <optional>
#include <string>

#include "dxbc/program.h"
#include "dxbc/resource_definitions.h"
#include "dxbc/signature_text.h"
#include "dxil/container.h"

namespace untangle::dxbc {

// The resource binding table and the signature tables as comment blocks, the version line
// ("ps_5_0"), then one line per declaration and instruction.
std::string disassemble(const Program& program, const Signatures& signatures = {},
                        const std::optional<ResourceDefinitions>& resources = std::nullopt);

// The same for a whole container: its SHDR or SHEX part, its RDEF and its signature parts.
// Throws untangle::Error (MalformedInput) when there is no program part or a part is
// malformed.
std::string disassemble_container(const dxil::Container& container);

}  // namespace untangle::dxbc
