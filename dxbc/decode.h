// Decoding a SHDR/SHEX part's token stream into the Program model (program.h).
#pragma once

#include <cstdint>
#include <span>

#include "dxbc/program.h"

namespace untangle::dxbc {

// Relative indices nest (a register indexed by a register indexed by ...) at most this deep.
inline constexpr int kMaxRelativeDepth = 4;

// Decodes the version token, the length token and every instruction. `part_offset` is where
// `part_data` starts in the input file: instruction offsets and error positions count from
// there. Throws dxil::ReadError ("SHEX instruction N (spelling)") on malformed input; words
// past the length token's count are ignored.
Program decode_program(std::span<const uint8_t> part_data, uint64_t part_offset);

}  // namespace untangle::dxbc
