// Immediate values as text and back (text_numbers.h).
#include "dxbc/text_numbers.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace untangle::dxbc::text {
namespace {

std::string hex(uint64_t bits, int digits) {
  char buffer[24];
  std::snprintf(buffer, sizeof buffer, "0x%0*llx", digits, static_cast<unsigned long long>(bits));
  return buffer;
}

// %f of the float, or nothing when that text would read back as other bits.
std::optional<std::string> exact_float(uint32_t bits) {
  const float value = std::bit_cast<float>(bits);
  if (!std::isfinite(value)) return std::nullopt;
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%f", static_cast<double>(value));
  if (std::bit_cast<uint32_t>(std::strtof(buffer, nullptr)) != bits) return std::nullopt;
  return std::string(buffer);
}

std::optional<std::string> exact_double(uint64_t bits) {
  const double value = std::bit_cast<double>(bits);
  if (!std::isfinite(value)) return std::nullopt;
  char buffer[400];
  std::snprintf(buffer, sizeof buffer, "%f", value);
  if (std::bit_cast<uint64_t>(std::strtod(buffer, nullptr)) != bits) return std::nullopt;
  return std::string(buffer);
}

bool looks_like_float(std::string_view token) {
  if (token.starts_with("-")) token.remove_prefix(1);
  if (token.starts_with("0x") || token.starts_with("0X")) return false;
  return token.find_first_of(".eE") != std::string_view::npos;
}

// strtof/strtod on a bounded copy: the whole token must be the number.
template <typename T>
std::optional<T> parse_floating(std::string_view token) {
  const std::string copy(token);
  char* end = nullptr;
  const T value = std::is_same_v<T, float> ? static_cast<T>(std::strtof(copy.c_str(), &end))
                                           : static_cast<T>(std::strtod(copy.c_str(), &end));
  if (copy.empty() || end != copy.c_str() + copy.size()) return std::nullopt;
  return value;
}

}  // namespace

std::string format_immediate32(uint32_t bits, NumberKind kind) {
  switch (kind) {
    case NumberKind::Float:
      if (std::optional<std::string> text = exact_float(bits)) return *text;
      return hex(bits, 8);
    case NumberKind::Int:
      return std::to_string(static_cast<int32_t>(bits));
    case NumberKind::Uint:
      return std::to_string(bits);
    case NumberKind::Hex:
      return hex(bits, 8);
    case NumberKind::Typeless:
      break;
  }
  // fxc's guess for untyped moves: small integers and zero have a zero exponent (denormal
  // floats, never meant), NaN patterns such as ~0 are integer masks; the rest are floats.
  const uint32_t exponent = (bits >> 23) & 0xFF;
  if (exponent != 0 && exponent != 0xFF)
    if (std::optional<std::string> text = exact_float(bits)) return *text;
  return std::to_string(static_cast<int32_t>(bits));
}

std::string format_immediate64(uint64_t bits) {
  if (std::optional<std::string> text = exact_double(bits)) return *text + "l";
  return hex(bits, 16) + "l";
}

std::optional<uint64_t> parse_unsigned(std::string_view token) {
  int base = 10;
  if (token.starts_with("0x") || token.starts_with("0X")) {
    token.remove_prefix(2);
    base = 16;
  }
  uint64_t value = 0;
  const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value, base);
  if (token.empty() || error != std::errc{} || end != token.data() + token.size()) return std::nullopt;
  return value;
}

std::optional<uint32_t> parse_immediate32(std::string_view token) {
  if (looks_like_float(token)) {
    const std::optional<float> value = parse_floating<float>(token);
    if (!value) return std::nullopt;
    return std::bit_cast<uint32_t>(*value);
  }
  const bool negative = token.starts_with("-");
  if (negative) token.remove_prefix(1);
  const std::optional<uint64_t> magnitude = parse_unsigned(token);
  if (!magnitude) return std::nullopt;
  if (negative) {
    if (*magnitude > 0x80000000u) return std::nullopt;
    return static_cast<uint32_t>(0u - static_cast<uint32_t>(*magnitude));
  }
  if (*magnitude > 0xFFFFFFFFu) return std::nullopt;
  return static_cast<uint32_t>(*magnitude);
}

std::optional<uint64_t> parse_immediate64(std::string_view token) {
  if (token.ends_with("l") || token.ends_with("L")) token.remove_suffix(1);
  if (looks_like_float(token)) {
    const std::optional<double> value = parse_floating<double>(token);
    if (!value) return std::nullopt;
    return std::bit_cast<uint64_t>(*value);
  }
  const bool negative = token.starts_with("-");
  if (negative) token.remove_prefix(1);
  const std::optional<uint64_t> magnitude = parse_unsigned(token);
  if (!magnitude) return std::nullopt;
  return negative ? 0ull - *magnitude : *magnitude;
}

}  // namespace untangle::dxbc::text
