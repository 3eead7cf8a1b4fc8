// Formats ReadError messages ("offset 0x1a4 (bit 3): CONTEXT: MESSAGE") and the names in them.
#include "dxil/error.h"

#include <cstdio>

namespace untangle::dxil {
namespace {

std::string format_message(uint64_t bit_position, std::string_view context, std::string_view message) {
  char location[64];
  const unsigned bit = static_cast<unsigned>(bit_position % 8);
  if (bit == 0) {
    std::snprintf(location, sizeof location, "offset 0x%llx", static_cast<unsigned long long>(bit_position / 8));
  } else {
    std::snprintf(location, sizeof location, "offset 0x%llx (bit %u)",
                  static_cast<unsigned long long>(bit_position / 8), bit);
  }
  std::string text = location;
  if (!context.empty()) {
    text += ": ";
    text += context;
  }
  text += ": ";
  text += message;
  // One line, whatever the input put into names.
  for (char& character : text) {
    if (character == '\n' || character == '\r') character = ' ';
  }
  return text;
}

}  // namespace

std::string printable_name(std::string_view name) {
  constexpr size_t kMaxLength = 80;
  std::string text;
  for (const char character : name.substr(0, kMaxLength)) {
    const auto byte = static_cast<unsigned char>(character);
    if (byte >= 0x20 && byte < 0x7F && byte != '\\') {
      text.push_back(character);
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "\\%02X", byte);
      text += escaped;
    }
  }
  if (name.size() > kMaxLength) text += "...";
  return text;
}

ReadError::ReadError(uint64_t bit_position, std::string_view context, std::string_view message)
    : std::runtime_error(format_message(bit_position, context, message)), bit_position_(bit_position) {}

}  // namespace untangle::dxil
