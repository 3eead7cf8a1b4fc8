// The disassembler's pieces, shared by its files: operands, declarations and instructions
// each printed as one fxc-syntax string.
#pragma once

#include <string>

#include "dxbc/program.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc::text {

// "-|r0.xyzw|", "cb0[r1.x + 3].xyzw", "l(1.000000, 0, 0, 0)"; immediates as `numbers` says.
// A declaration's constant buffer leaves out its identity swizzle, as fxc does.
std::string print_operand(const Operand& operand, const Program& program, NumberKind numbers,
                          bool omit_identity_swizzle = false);

// A declaration (opcodes of kind Declaration, and the interface declarations), or null
// for anything else.
std::optional<std::string> print_declaration(const Instruction& instruction, const Program& program);

// Any instruction, declarations included.
std::string print_instruction(const Instruction& instruction, const Program& program);

bool is_shader_model_5_1(const Program& program);

}  // namespace untangle::dxbc::text
