// The disassembler's pieces, shared by its files: operands, declarations and instructions
// each printed as one fxc-syntax string.
#pragma once

#include <string>

#include "dxbc/program.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc::text {

// "-|r0.xyzw|", "cb0[r1.x + 3].xyzw", "l(1.000000, 0, 0, 0)"; immediates as `numbers` says.
// A `declaration`'s operand without a suffix has the components bare_component_count says
// for declarations (a constant buffer's identity swizzle is left out, as fxc does); one whose
// count the text would not imply gets " {components(N)}".
std::string print_operand(const Operand& operand, const Program& program, NumberKind numbers,
                          bool declaration = false);

// Whether `operand` has the components a suffix-less operand is read with: `implied` of them,
// four the identity swizzle.
bool has_implied_components(const Operand& operand, uint8_t implied);
// " {components(N)}", N the operand's count.
std::string components_annotation(const Operand& operand);

// A declaration (opcodes of kind Declaration, and the interface declarations), or null
// for anything else.
std::optional<std::string> print_declaration(const Instruction& instruction, const Program& program);

// Any instruction, declarations included.
std::string print_instruction(const Instruction& instruction, const Program& program);

bool is_shader_model_5_1(const Program& program);

}  // namespace untangle::dxbc::text
