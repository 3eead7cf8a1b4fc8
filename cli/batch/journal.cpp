// Journal reading (tolerant of a torn last line) and appending.
#include "cli/batch/journal.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <exception>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "cli/batch/line_channel.h"
#include "cli/file_io.h"

namespace untangle::batch {

namespace {

// Applies one event line to `contents`; false when the line is not an event.
bool load_event(std::string_view line, JournalContents& contents) {
  try {
    const nlohmann::json event = nlohmann::json::parse(line);
    if (event.contains("result")) {
      const std::optional<ContentHash> hash = parse_content_hash(event.at("result").get<std::string>());
      if (!hash) return false;
      contents.results.insert_or_assign(*hash, result_from_json(event.at("value")));
      return true;
    }
    const std::optional<ContentHash> hash = parse_content_hash(event.at("hash").get<std::string>());
    if (!hash) return false;
    contents.files.insert_or_assign(event.at("file").get<std::string>(), *hash);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

// Loads the events of the journal at `path` if its header is `header`; returns the length
// of its whole lines (what to keep), or 0 when it cannot be used (`note` says why).
size_t load(const std::filesystem::path& path, const nlohmann::ordered_json& header, JournalContents& contents,
            std::string& note) {
  std::vector<uint8_t> bytes;
  try {
    bytes = cli::read_file(path.string());
  } catch (const std::exception&) {
    note = "no journal in the output directory: translating everything";
    return 0;
  }
  const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
  const size_t first_end = text.find('\n');
  nlohmann::ordered_json found;
  if (first_end != std::string_view::npos)
    found = nlohmann::ordered_json::parse(text.substr(0, first_end), nullptr, false);
  if (found != header) {
    const std::string revision = found.is_object() && found.contains("revision") && found["revision"].is_string()
                                     ? found["revision"].get<std::string>()
                                     : "unknown";
    note = "the journal was written by revision " + revision +
           " or with other options: translating everything again";
    return 0;
  }
  size_t start = first_end + 1;
  for (size_t end; (end = text.find('\n', start)) != std::string_view::npos; start = end + 1)
    load_event(text.substr(start, end - start), contents);
  return start;  // anything after the last newline is a line torn by a kill
}

}  // namespace

Journal::Journal(const std::filesystem::path& path, const nlohmann::ordered_json& header, bool resume,
                 JournalContents& contents, std::string& note)
    : path_(path) {
  const size_t keep = resume ? load(path, header, contents, note) : 0;
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0 || ::ftruncate(fd_, static_cast<off_t>(keep)) != 0)
    throw std::runtime_error("cannot write the journal " + path.string() + ": " + std::strerror(errno));
  if (keep == 0) append(dump_line(header));
}

Journal::~Journal() {
  if (fd_ >= 0) ::close(fd_);
}

namespace {

std::string file_event(const std::string& key, const ContentHash& hash) {
  return dump_line({{"file", key}, {"hash", hash.hex()}});
}

}  // namespace

void Journal::record_result(const ContentHash& hash, const ShaderResult& result, const std::string& key) {
  // One write for both lines: the file line must never be there without its result.
  append(dump_line({{"result", hash.hex()}, {"value", to_json(result)}}) + "\n" + file_event(key, hash));
}

void Journal::record_file(const std::string& key, const ContentHash& hash) { append(file_event(key, hash)); }

void Journal::append(const std::string& lines) {
  if (!write_line(fd_, lines))
    throw std::runtime_error("cannot write the journal " + path_.string() + ": " + std::strerror(errno));
}

}  // namespace untangle::batch
