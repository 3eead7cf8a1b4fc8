// Output files of a batch, written atomically: into a temporary file in the output
// directory's own scratch folder, then renamed over the final name, so that a batch killed
// at any moment leaves every output either whole or absent.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>

namespace untangle::batch {

// Writes `bytes` into `temporary`, then renames it to `path` (both on one file system): a
// reader sees the old file or the whole new one, never a part. Throws std::runtime_error.
void write_atomically(const std::filesystem::path& path, const std::filesystem::path& temporary,
                      std::span<const uint8_t> bytes);

class OutputFiles {
 public:
  // `root` is the output directory; the scratch folder is ROOT/.untangle-tmp.
  explicit OutputFiles(std::filesystem::path root);

  // Empties the scratch folder, which only a killed batch leaves files in. Throws
  // std::runtime_error when the directories cannot be made.
  void prepare() const;
  const std::filesystem::path& root() const { return root_; }

  // Writes ROOT/relative (parents created). Throws std::runtime_error naming the file.
  void write(const std::filesystem::path& relative, std::span<const uint8_t> bytes);
  // Copies ROOT/from to ROOT/to, atomically as write().
  void copy(const std::filesystem::path& from, const std::filesystem::path& to);
  void remove(const std::filesystem::path& relative) const;
  // The size of ROOT/relative, or nullopt when it is not a regular file.
  std::optional<uint64_t> size(const std::filesystem::path& relative) const;

 private:
  std::filesystem::path root_;
  std::filesystem::path scratch_;
  uint64_t next_ = 0;  // temporary files are named PID-N
  std::filesystem::path last_directory_;  // made already
};

}  // namespace untangle::batch
