// Helpers of the DXBC text tests: the words a listing assembles to, listings read from
// tests/dxbc/inputs, and a field-by-field comparison of programs.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dxbc/program.h"

namespace untangle::dxbc::testing {

// The instruction words of `listing` (the version and length tokens left out).
std::vector<uint32_t> instruction_words(const std::string& listing);
// The decoded form of encoded words (version and length included).
Program decode_words(const std::vector<uint32_t>& words);
std::string read_input(const std::string& name);
std::vector<std::string> input_names();
// A description of the first difference between two programs, or "" when they are equal
// (offsets aside).
std::string difference(const Program& a, const Program& b);

}  // namespace untangle::dxbc::testing
