// Composition of Error's one-line message from its location and detail.
#include "common/error.h"

#include <cstdio>

namespace untangle {

std::string_view status_name(Status status) {
  switch (status) {
    case Status::Ok: return "ok";
    case Status::InvalidArgument: return "invalid argument";
    case Status::MalformedInput: return "malformed input";
    case Status::Unsupported: return "unsupported";
    case Status::OutOfMemory: return "out of memory";
    case Status::Internal: return "internal error";
  }
  return "unknown status";
}

bool Location::empty() const {
  return !bit_offset && context.empty() && function.empty() && block.empty() && instruction.empty();
}

std::string Location::describe() const {
  std::string where;
  auto add = [&where](std::string_view separator, const std::string& part) {
    if (part.empty()) return;
    if (!where.empty()) where += separator;
    where += part;
  };
  if (bit_offset) {
    char text[64];
    const unsigned bit = static_cast<unsigned>(*bit_offset % 8);
    if (bit == 0)
      std::snprintf(text, sizeof text, "offset 0x%llx", static_cast<unsigned long long>(*bit_offset / 8));
    else
      std::snprintf(text, sizeof text, "offset 0x%llx (bit %u)", static_cast<unsigned long long>(*bit_offset / 8), bit);
    where = text;
  }
  add(": ", context);
  if (!function.empty()) add(", ", "function '" + function + "'");
  if (!block.empty()) add(", ", "block " + block);
  if (!instruction.empty()) add(", ", "instruction '" + instruction + "'");
  return where;
}

Error::Error(Status status, std::string detail, Location location)
    : status_(status), detail_(std::move(detail)), location_(std::move(location)) {
  const std::string where = location_.describe();
  if (status_ == Status::Internal) message_ = "internal error, please report: ";
  message_ += where.empty() ? detail_ : where + ": " + detail_;
  // One line, whatever the input put into names.
  for (char& character : message_)
    if (character == '\n' || character == '\r') character = ' ';
}

void internal_error(std::string detail, Location location) {
  throw Error(Status::Internal, std::move(detail), std::move(location));
}

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

}  // namespace untangle
