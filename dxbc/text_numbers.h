// Immediate values in fxc's syntax, printed so that the text always says the exact bits:
// a float is printed with %f only when that text reads back to the same bits, else as a
// hex bit pattern; integers as integers. Reading does not depend on the instruction: a
// token with a '.' or an exponent is a float, "0x..." is a bit pattern, the rest integers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "dxbc/text_syntax.h"

namespace untangle::dxbc::text {

// One l(...) component as an instruction of that kind prints it: "1.000000", "-1",
// "0x3f800000".
std::string format_immediate32(uint32_t bits, NumberKind kind);
// One d(...) component: "1.500000l", or "0x3ff0000000000001l" when %f would round it.
std::string format_immediate64(uint64_t bits);

// A 32-bit component: float, decimal (signed or unsigned) or hex. Null when it is none.
std::optional<uint32_t> parse_immediate32(std::string_view token);
// A 64-bit component, with or without fxc's 'l' suffix.
std::optional<uint64_t> parse_immediate64(std::string_view token);
// A plain unsigned decimal or hex integer (counts, strides, indices).
std::optional<uint64_t> parse_unsigned(std::string_view token);

}  // namespace untangle::dxbc::text
