// The batch journal (OUTDIR/.untangle-journal): one JSON line per event, appended with a
// single write as it happens, so that a batch killed at any moment (even SIGKILL) can be
// resumed with nothing lost. A header line names the translator revision and the options;
// `result` lines hold the result of translating some content (by hash), `file` lines say
// that an input's outputs are in place for some content.
#pragma once

#include <filesystem>
#include <string>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "cli/batch/content_hash.h"
#include "cli/batch/results.h"

namespace untangle::batch {

struct JournalContents {
  std::unordered_map<ContentHash, ShaderResult, ContentHashHasher> results;
  std::unordered_map<std::string, ContentHash> files;  // input key -> content its outputs are for
};

class Journal {
 public:
  // Opens the journal at `path`. With `resume`, the events of a journal with the same
  // header are loaded into `contents` and new ones appended (a line torn by a kill is cut
  // off); `note` says why an existing journal could not be used. Without, a new journal
  // replaces any old one. Throws std::runtime_error when the file cannot be written.
  Journal(const std::filesystem::path& path, const nlohmann::ordered_json& header, bool resume, JournalContents& contents,
          std::string& note);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  // The result of translating some content, and the input whose outputs hold it.
  void record_result(const ContentHash& hash, const ShaderResult& result, const std::string& key);
  void record_file(const std::string& key, const ContentHash& hash);

 private:
  void append(const std::string& lines);

  std::filesystem::path path_;
  int fd_ = -1;
};

}  // namespace untangle::batch
