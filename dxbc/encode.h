// Encoding the Program model back into a SHDR/SHEX token stream: the inverse of decode.h.
#pragma once

#include <cstdint>
#include <vector>

#include "dxbc/program.h"

namespace untangle::dxbc {

// The program's dwords, version and length tokens first. encode(decode(x)) == x for the
// streams fxc writes, and decode(encode(p)) == p for a program whose flags say what its
// fields hold (an operand with a modifier, a minimum precision or non_uniform gets its
// extended token whatever has_extended_token says). Extended opcode tokens are written in
// type order: sample controls, resource dimension, return type. Throws Error
// (InvalidArgument) for what no stream can hold: an instruction over 127 dwords, a controls
// field too wide, a component count other than 0, 1 or 4, a relative index without its register.
std::vector<uint32_t> encode_program(const Program& program);

}  // namespace untangle::dxbc
