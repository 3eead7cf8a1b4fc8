// Newline-separated messages over pipes between the batch supervisor and its workers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace untangle::batch {

class LineReader {
 public:
  explicit LineReader(int fd) : fd_(fd) {}

  // Reads once from the descriptor (blocking or not, as the descriptor is): false at end of
  // file or on an error other than EAGAIN/EINTR.
  bool fill();
  // The next complete line without its newline, if one has arrived.
  std::optional<std::string> pop();
  // Blocks until a line arrives; nullopt at end of file.
  std::optional<std::string> next();

 private:
  int fd_;
  std::string buffer_;
  size_t start_ = 0;
};

// Writes `line` and a newline; false when the other end has gone.
bool write_line(int fd, std::string_view line);

}  // namespace untangle::batch
