// Lexical pieces of LLVM assembly text; the rules follow what llvm-as-14's lexer accepts
// and what llvm-dis-14 prints, so both tools agree on every literal.
#include "dxil/disassembler_text.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace untangle::dxil::assembly {
namespace {

bool is_alphanumeric(unsigned char character) {
  return (character >= 'a' && character <= 'z') || (character >= 'A' && character <= 'Z') ||
         (character >= '0' && character <= '9');
}

bool is_printable(unsigned char character) { return character >= 0x20 && character < 0x7F; }

void append_hex_escape(std::string& out, unsigned char character) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  out += '\\';
  out += kDigits[character >> 4];
  out += kDigits[character & 0xF];
}

void append_escaped(std::string& out, std::string_view text) {
  for (const char raw : text) {
    const auto character = static_cast<unsigned char>(raw);
    if (character == '\\') {
      out += "\\\\";
    } else if (is_printable(character) && character != '"') {
      out += raw;
    } else {
      append_hex_escape(out, character);
    }
  }
}

// The magnitude of a two's complement number of `bit_width` bits as decimal text.
std::string wide_to_decimal(uint32_t bit_width, std::span<const uint64_t> words_in) {
  const size_t word_count = (bit_width + 63) / 64;
  std::vector<uint64_t> words(word_count, 0);
  std::copy_n(words_in.begin(), std::min(words_in.size(), word_count), words.begin());
  const uint32_t top_bits = bit_width - 64 * static_cast<uint32_t>(word_count - 1);
  if (top_bits < 64) words.back() &= (uint64_t{1} << top_bits) - 1;
  const bool negative = (words.back() >> (top_bits - 1)) & 1;
  if (negative) {
    // Negate within the width: invert, add one, then drop bits above the width again.
    uint64_t carry = 1;
    for (auto& word : words) {
      word = ~word + carry;
      carry = (carry && word == 0) ? 1 : 0;
    }
    if (top_bits < 64) words.back() &= (uint64_t{1} << top_bits) - 1;
  }
  std::string digits;
  auto is_zero = [&] { return std::all_of(words.begin(), words.end(), [](uint64_t w) { return w == 0; }); };
  do {
    // Long division by 10, a 32-bit half at a time (no 128-bit type on every target): the
    // remainder is below 10, so remainder * 2^32 + half fits in 64 bits.
    uint64_t remainder = 0;
    for (size_t index = words.size(); index-- > 0;) {
      uint64_t quotient = 0;
      for (int shift = 32; shift >= 0; shift -= 32) {
        const uint64_t current = (remainder << 32) | ((words[index] >> shift) & 0xFFFFFFFFu);
        quotient |= (current / 10) << shift;
        remainder = current % 10;
      }
      words[index] = quotient;
    }
    digits += static_cast<char>('0' + static_cast<int>(remainder));
  } while (!is_zero());
  if (negative) digits += '-';
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::string hex_literal(const char* prefix, uint64_t bits, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%s%0*llX", prefix, digits, static_cast<unsigned long long>(bits));
  return text;
}

// Widens float bits to double bits without the FPU, so NaN payloads survive unchanged.
uint64_t float_bits_as_double_bits(uint32_t bits) {
  const uint64_t sign = uint64_t{bits >> 31} << 63;
  const uint32_t exponent = (bits >> 23) & 0xFF;
  const uint64_t mantissa = bits & 0x7FFFFF;
  if (exponent == 0xFF) return sign | (uint64_t{0x7FF} << 52) | (mantissa << 29);
  return std::bit_cast<uint64_t>(static_cast<double>(std::bit_cast<float>(bits)));
}

}  // namespace

void append_name(std::string& out, std::string_view prefix, std::string_view name) {
  out += prefix;
  bool needs_quotes = name.empty() || (name[0] >= '0' && name[0] <= '9');
  for (const char character : name) {
    if (!is_alphanumeric(static_cast<unsigned char>(character)) && character != '-' && character != '.' &&
        character != '_') {
      needs_quotes = true;
      break;
    }
  }
  if (!needs_quotes) {
    out += name;
    return;
  }
  append_quoted(out, name);
}

void append_metadata_name(std::string& out, std::string_view name) {
  out += '!';
  for (size_t index = 0; index < name.size(); ++index) {
    const auto character = static_cast<unsigned char>(name[index]);
    const bool plain = character == '-' || character == '$' || character == '.' || character == '_' ||
                       (is_alphanumeric(character) && (index > 0 || !(character >= '0' && character <= '9')));
    if (plain) {
      out += static_cast<char>(character);
    } else {
      append_hex_escape(out, character);
    }
  }
}

void append_quoted(std::string& out, std::string_view text) {
  out += '"';
  append_escaped(out, text);
  out += '"';
}

std::string format_integer(uint32_t bit_width, int64_t value, std::span<const uint64_t> wide_words) {
  if (bit_width == 1) return (value & 1) ? "true" : "false";
  if (bit_width > 64) {
    const uint64_t low_word = static_cast<uint64_t>(value);
    // A value that only fits `integer` is sign-extended across the wider width.
    std::vector<uint64_t> extended((bit_width + 63) / 64, value < 0 ? ~uint64_t{0} : 0);
    extended[0] = low_word;
    return wide_to_decimal(bit_width, wide_words.empty() ? std::span<const uint64_t>(extended) : wide_words);
  }
  if (bit_width == 0) return std::to_string(value);
  // Sign-extend from the width: the reader may hand over i8 255 for -1.
  const unsigned shift = 64 - bit_width;
  const int64_t extended = static_cast<int64_t>(static_cast<uint64_t>(value) << shift) >> shift;
  return std::to_string(extended);
}

std::string format_floating_point(TypeKind kind, uint64_t bits) {
  if (kind == TypeKind::Half) return hex_literal("0xH", bits & 0xFFFF, 4);
  const uint64_t double_bits =
      kind == TypeKind::Float ? float_bits_as_double_bits(static_cast<uint32_t>(bits)) : bits;
  const double value = std::bit_cast<double>(double_bits);
  if (std::isfinite(value)) {
    // LLVM prints six significant digits and pads a seventh zero; the decimal form is
    // used only when it reads back as exactly the same double.
    char text[64];
    std::snprintf(text, sizeof text, "%.5e", value);
    if (std::strtod(text, nullptr) == value) {
      const std::string_view printed = text;
      const size_t exponent = printed.find('e');
      std::string decimal(printed.substr(0, exponent));
      decimal += '0';
      decimal += printed.substr(exponent);
      return decimal;
    }
  }
  return hex_literal("0x", double_bits, 16);
}

}  // namespace untangle::dxil::assembly
