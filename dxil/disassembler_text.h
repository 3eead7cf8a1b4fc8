// Lexical pieces of LLVM assembly text: value and metadata names (quoted and escaped where
// LLVM's lexer needs it), string literals, and exact integer and floating-point literals.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "dxil/ir.h"

namespace untangle::dxil::assembly {

// `prefix` followed by `name`, quoted (`@"\01?x@@3HA"`) when it is not a plain identifier;
// labels pass an empty prefix.
void append_name(std::string& out, std::string_view prefix, std::string_view name);

// `!name` for named metadata and attachment kinds, escaping characters as `\XX`.
void append_metadata_name(std::string& out, std::string_view name);

// `"text"` with non-printable characters and `"` written as `\XX`, and `\` as `\\`.
void append_quoted(std::string& out, std::string_view text);

// An integer constant of `bit_width` bits, printed signed as LLVM does; `true`/`false`
// for i1. Integers wider than 64 bits take their value from `wide_words` (least
// significant word first) when it is not empty.
std::string format_integer(uint32_t bit_width, int64_t value, std::span<const uint64_t> wide_words = {});

// A half, float or double constant from its raw IEEE bits: decimal (`1.500000e+00`)
// when that reads back exactly, otherwise the hexadecimal double form LLVM uses
// (`0x3FB99999A0000000`; half: `0xH3C00`).
std::string format_floating_point(TypeKind kind, uint64_t bits);

}  // namespace untangle::dxil::assembly
