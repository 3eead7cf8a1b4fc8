// `untangle dis` for DXBC: a program and its signatures in fxc's assembly syntax, the text
// `fxc /dumpbin` prints, which the assembler (assembler.h) reads back to the same tokens.
#pragma once

#include <string>

#include "dxbc/program.h"
#include "dxbc/signature_text.h"
#include "dxil/container.h"

namespace untangle::dxbc {

// The signature tables as comment blocks, the version line ("ps_5_0"), then one line per
// declaration and instruction.
std::string disassemble(const Program& program, const Signatures& signatures = {});

// The same for a whole container: its SHDR or SHEX part and its signature parts. Throws
// untangle::Error (MalformedInput) when there is no program part or a part is malformed.
std::string disassemble_container(const dxil::Container& container);

}  // namespace untangle::dxbc
