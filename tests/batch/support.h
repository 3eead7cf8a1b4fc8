// Helpers of the batch tests: private temporary directories, running the `untangle` binary
// (waiting for it, or killing it part way), snapshots of output trees, and reports without
// their timings (the only fields two equal runs may differ in).
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace untangle::batch::testing {

// A fresh directory under the system's temporary folder, removed with the object.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

struct Environment {
  std::string name;
  std::string value;
};

struct RunResult {
  int exit_status = -1;  // -1 when killed by a signal
  std::string out;
  std::string err;
};

// Starts `untangle ARGS...` with stdout and stderr into files of `capture`; returns its pid.
pid_t start_untangle(const std::vector<std::string>& arguments, const std::filesystem::path& capture,
                     const std::vector<Environment>& environment = {});
// Waits for a process from start_untangle and collects its outputs.
RunResult wait_untangle(pid_t pid, const std::filesystem::path& capture);
RunResult run_untangle(const std::vector<std::string>& arguments, const std::vector<Environment>& environment = {});

std::vector<uint8_t> read_bytes(const std::filesystem::path& path);
void write_bytes(const std::filesystem::path& path, const std::vector<uint8_t>& bytes);
nlohmann::json read_json(const std::filesystem::path& path);

// The files of an output tree by relative path, with their bytes; the batch's own files
// (report.json, .untangle-journal, .untangle-tmp) left out.
std::map<std::string, std::vector<uint8_t>> snapshot(const std::filesystem::path& directory);

// The report without "ms" fields.
nlohmann::json without_timings(nlohmann::json report);

// The report's entries by status name, counted.
std::map<std::string, int> status_counts(const nlohmann::json& report);

// Every .dxil file in shaders/, sorted.
std::vector<std::filesystem::path> corpus_shaders();

// A copy of a DXBC container with a different digest: other content, the same program.
std::vector<uint8_t> with_digest_byte(std::vector<uint8_t> container, uint8_t value);

// DIRECTORY/corpus: every shader of shaders/ in `variants` versions of distinct content
// (v0/, v1/... by digest), plus zz_copy.dxil, a duplicate of control_flow/cf_switch.dxil
// that sorts last, and a file that is not a shader.
std::filesystem::path make_corpus(const std::filesystem::path& directory, int variants);

}  // namespace untangle::batch::testing
