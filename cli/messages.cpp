// One-line error messages.
#include "cli/messages.h"

namespace untangle::cli {

std::string one_line(std::string message) {
  for (char& character : message)
    if (character == '\n' || character == '\r') character = ' ';
  return message;
}

}  // namespace untangle::cli
