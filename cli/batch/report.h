// The batch report: one entry per shader (an entry point of an input, or an input that is
// not a shader), the summary, the translator revision and the options; its JSON schema is
// docs/batch-report.md. Reports of shards merge into the report of the whole.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/batch/content_hash.h"
#include "cli/batch/results.h"
#include "cli/batch/target_options.h"

namespace untangle::batch {

struct ReportEntry {
  std::string path;   // the input's key
  std::string entry;  // empty when the input was not parsed
  std::string hash;   // SHA-256 hex; empty when the input could not be read
  uint64_t bytes = 0;
  std::string stage;
  std::string shader_model;
  ShaderStatus status = ShaderStatus::Ok;
  std::optional<ErrorInfo> error;
  std::string output;  // relative to the output directory; empty when none was written
  std::string glsl;
  uint64_t output_words = 0;
  std::optional<double> milliseconds;  // absent for duplicates and skipped files
  std::string duplicate_of;            // the path whose content this one repeats
};

struct ShardSet {
  uint32_t count = 1;
  std::vector<uint32_t> indices;  // sorted
  bool operator==(const ShardSet&) const = default;
};

struct Report {
  std::string revision;
  bool validate = true;
  bool glsl = false;
  TargetOptions target;
  std::optional<ShardSet> shards;  // absent: every input (unsharded, or every shard merged)
  std::vector<ReportEntry> entries;  // sorted by path, then by position in the module
};

// The entries of an input whose content `hash` gave `result`; with `duplicate_of`, entries
// of status duplicate that point at the path translated for that content.
void append_entries(std::vector<ReportEntry>& entries, const std::string& key, const ContentHash& hash,
                    uint64_t bytes, const ShaderResult& result, bool glsl, const std::string& duplicate_of);

struct ErrorClassCount {
  ShaderStatus status = ShaderStatus::Failed;
  std::string error_class;
  uint64_t count = 0;
  std::string example;  // the first path with it
};

struct Summary {
  uint64_t files = 0;
  uint64_t counts[std::size(kAllStatuses)] = {};
  std::vector<ErrorClassCount> error_classes;  // largest first
  uint64_t input_bytes = 0;                    // of distinct files
  uint64_t output_words = 0;
  double milliseconds = 0;

  uint64_t count(ShaderStatus status) const { return counts[static_cast<size_t>(status)]; }
  uint64_t shaders() const;
  // Shaders that did not translate: invalid, unsupported, failed, crashed or timeout.
  uint64_t failures() const;
};

Summary summarize(const std::vector<ReportEntry>& entries);

nlohmann::ordered_json to_json(const Report& report);
// Throws std::runtime_error naming what is wrong with the document.
Report report_from_json(const nlohmann::json& json);

// One report of the inputs of every given report: they must share revision, options and
// shard count, and cover different shards. Throws std::runtime_error (one line) otherwise.
Report merge_reports(const std::vector<Report>& reports);

}  // namespace untangle::batch
