// Buffered line reads and whole-line writes on file descriptors, retried on EINTR.
#include "cli/batch/line_channel.h"

#include <unistd.h>

#include <cerrno>

namespace untangle::batch {

bool LineReader::fill() {
  char chunk[65536];
  for (;;) {
    const ssize_t count = ::read(fd_, chunk, sizeof chunk);
    if (count > 0) {
      buffer_.append(chunk, static_cast<size_t>(count));
      return true;
    }
    if (count == 0) return false;
    if (errno == EINTR) continue;
    return errno == EAGAIN || errno == EWOULDBLOCK;
  }
}

std::optional<std::string> LineReader::pop() {
  const size_t end = buffer_.find('\n', start_);
  if (end == std::string::npos) {
    buffer_.erase(0, start_);
    start_ = 0;
    return std::nullopt;
  }
  std::string line = buffer_.substr(start_, end - start_);
  start_ = end + 1;
  return line;
}

std::optional<std::string> LineReader::next() {
  for (;;) {
    if (std::optional<std::string> line = pop()) return line;
    if (!fill()) return std::nullopt;
  }
}

bool write_line(int fd, std::string_view line) {
  std::string text(line);
  text += '\n';
  size_t written = 0;
  while (written < text.size()) {
    const ssize_t count = ::write(fd, text.data() + written, text.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) return false;
    written += static_cast<size_t>(count);
  }
  return true;
}

}  // namespace untangle::batch
