// Atomic output writes: a temporary file in ROOT/.untangle-tmp (the same file system, so
// rename(2) replaces the final file in one step), then rename.
#include "cli/batch/output_files.h"

#include "cli/file_io.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace untangle::batch {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const fs::path& path, const std::string& what) {
  throw std::runtime_error("cannot " + what + " " + path.string() + ": " + std::strerror(errno));
}

}  // namespace

void write_atomically(const fs::path& path, const fs::path& temporary, std::span<const uint8_t> bytes) {
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(temporary, "create");
  size_t written = 0;
  while (written < bytes.size()) {
    const ssize_t count = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) {
      const int saved = errno;
      ::close(fd);
      ::unlink(temporary.c_str());
      errno = saved;
      fail(path, "write");
    }
    written += static_cast<size_t>(count);
  }
  if (::close(fd) != 0) fail(path, "write");
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    const int saved = errno;
    ::unlink(temporary.c_str());
    errno = saved;
    fail(path, "write");
  }
}

OutputFiles::OutputFiles(fs::path root) : root_(std::move(root)), scratch_(root_ / ".untangle-tmp") {}

void OutputFiles::prepare() const {
  std::error_code error;
  fs::remove_all(scratch_, error);
  fs::create_directories(scratch_, error);
  if (error) throw std::runtime_error("cannot create " + scratch_.string() + ": " + error.message());
}

void OutputFiles::write(const fs::path& relative, std::span<const uint8_t> bytes) {
  const fs::path final_path = root_ / relative;
  // Inputs come in key order, so most outputs go where the last one went.
  if (final_path.parent_path() != last_directory_) {
    std::error_code error;
    fs::create_directories(final_path.parent_path(), error);
    last_directory_ = final_path.parent_path();
  }
  write_atomically(final_path, scratch_ / (std::to_string(getpid()) + "-" + std::to_string(next_++)), bytes);
}

void OutputFiles::copy(const fs::path& from, const fs::path& to) {
  std::vector<uint8_t> bytes;
  try {
    bytes = cli::read_file((root_ / from).string());
  } catch (const std::exception& error) {
    throw std::runtime_error((root_ / from).string() + ": " + error.what());
  }
  write(to, bytes);
}

void OutputFiles::remove(const fs::path& relative) const {
  std::error_code error;
  fs::remove(root_ / relative, error);
}

std::optional<uint64_t> OutputFiles::size(const fs::path& relative) const {
  std::error_code error;
  const uint64_t bytes = fs::file_size(root_ / relative, error);
  if (error || !fs::is_regular_file(root_ / relative, error)) return std::nullopt;
  return bytes;
}

}  // namespace untangle::batch
