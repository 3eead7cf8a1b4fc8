// Report entries, the summary, the JSON document and the merge of shard reports.
#include "cli/batch/report.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace untangle::batch {

namespace {

constexpr int kReportVersion = 1;

nlohmann::ordered_json string_or_null(const std::string& text) {
  return text.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(text);
}

std::string string_or_empty(const nlohmann::json& json, const char* key) {
  const auto found = json.find(key);
  return found == json.end() || found->is_null() ? std::string() : found->get<std::string>();
}

nlohmann::ordered_json entry_to_json(const ReportEntry& entry) {
  const bool has_output = !entry.output.empty();
  return {{"path", entry.path},
          {"entry", string_or_null(entry.entry)},
          {"hash", string_or_null(entry.hash)},
          {"bytes", entry.bytes},
          {"stage", string_or_null(entry.stage)},
          {"shader_model", string_or_null(entry.shader_model)},
          {"status", status_name(entry.status)},
          {"error", entry.error ? to_json(*entry.error) : nlohmann::ordered_json()},
          {"output", string_or_null(entry.output)},
          {"glsl", string_or_null(entry.glsl)},
          {"output_words", has_output ? nlohmann::ordered_json(entry.output_words) : nlohmann::ordered_json()},
          {"ms", entry.milliseconds ? nlohmann::ordered_json(*entry.milliseconds) : nlohmann::ordered_json()},
          {"duplicate_of", string_or_null(entry.duplicate_of)}};
}

ReportEntry entry_from_json(const nlohmann::json& json) {
  ReportEntry entry;
  entry.path = json.at("path").get<std::string>();
  entry.entry = string_or_empty(json, "entry");
  entry.hash = string_or_empty(json, "hash");
  entry.bytes = json.at("bytes").get<uint64_t>();
  entry.stage = string_or_empty(json, "stage");
  entry.shader_model = string_or_empty(json, "shader_model");
  const std::optional<ShaderStatus> status = parse_status(json.at("status").get<std::string>());
  if (!status) throw std::runtime_error("unknown status '" + json.at("status").get<std::string>() + "'");
  entry.status = *status;
  if (!json.at("error").is_null()) entry.error = error_from_json(json.at("error"));
  entry.output = string_or_empty(json, "output");
  entry.glsl = string_or_empty(json, "glsl");
  if (!json.at("output_words").is_null()) entry.output_words = json.at("output_words").get<uint64_t>();
  if (!json.at("ms").is_null()) entry.milliseconds = json.at("ms").get<double>();
  entry.duplicate_of = string_or_empty(json, "duplicate_of");
  return entry;
}

nlohmann::ordered_json summary_to_json(const Summary& summary) {
  nlohmann::ordered_json counts = nlohmann::ordered_json::object();
  for (ShaderStatus status : kAllStatuses) counts[std::string(status_name(status))] = summary.count(status);
  nlohmann::ordered_json classes = nlohmann::ordered_json::array();
  for (const ErrorClassCount& error : summary.error_classes)
    classes.push_back({{"status", status_name(error.status)},
                       {"class", error.error_class},
                       {"count", error.count},
                       {"example", error.example}});
  return {{"files", summary.files},
          {"shaders", summary.shaders()},
          {"status", std::move(counts)},
          {"error_classes", std::move(classes)},
          {"input_bytes", summary.input_bytes},
          {"output_words", summary.output_words},
          {"ms", summary.milliseconds}};
}

}  // namespace

void append_entries(std::vector<ReportEntry>& entries, const std::string& key, const ContentHash& hash,
                    uint64_t bytes, const ShaderResult& result, bool glsl, const std::string& duplicate_of) {
  for (const EntryResult& source : result.entries) {
    ReportEntry entry;
    entry.path = key;
    entry.entry = source.entry;
    entry.hash = hash.hex();
    entry.bytes = bytes;
    entry.stage = source.stage;
    entry.shader_model = result.shader_model;
    entry.status = duplicate_of.empty() ? source.status : ShaderStatus::Duplicate;
    if (duplicate_of.empty()) {
      entry.error = source.error;
      entry.milliseconds = source.milliseconds;
    }
    if (source.status == ShaderStatus::Ok) {
      entry.output = output_path(key, result, source, ".spv");
      if (glsl) entry.glsl = output_path(key, result, source, ".glsl");
      entry.output_words = source.output_words;
    }
    entry.duplicate_of = duplicate_of;
    entries.push_back(std::move(entry));
  }
}

uint64_t Summary::shaders() const {
  uint64_t total = 0;
  for (uint64_t count : counts) total += count;
  return total;
}

uint64_t Summary::failures() const {
  return count(ShaderStatus::Invalid) + count(ShaderStatus::Unsupported) + count(ShaderStatus::Failed) +
         count(ShaderStatus::Crashed) + count(ShaderStatus::Timeout);
}

Summary summarize(const std::vector<ReportEntry>& entries) {
  Summary summary;
  std::map<std::pair<ShaderStatus, std::string>, ErrorClassCount> classes;
  const std::string* previous_path = nullptr;
  for (const ReportEntry& entry : entries) {
    if (previous_path == nullptr || *previous_path != entry.path) {
      ++summary.files;
      if (entry.status != ShaderStatus::Duplicate) summary.input_bytes += entry.bytes;
    }
    previous_path = &entry.path;
    ++summary.counts[static_cast<size_t>(entry.status)];
    if (entry.status != ShaderStatus::Duplicate) summary.output_words += entry.output_words;
    if (entry.milliseconds) summary.milliseconds += *entry.milliseconds;
    if (entry.error) {
      ErrorClassCount& error = classes[{entry.status, entry.error->error_class}];
      if (error.count++ == 0) {
        error.status = entry.status;
        error.error_class = entry.error->error_class;
        error.example = entry.path;
      }
    }
  }
  for (auto& [key, error] : classes) summary.error_classes.push_back(std::move(error));
  std::stable_sort(summary.error_classes.begin(), summary.error_classes.end(),
                   [](const ErrorClassCount& a, const ErrorClassCount& b) { return a.count > b.count; });
  return summary;
}

namespace {

nlohmann::ordered_json options_to_json(const Report& report) {
  nlohmann::ordered_json options = {{"validate", report.validate}, {"glsl", report.glsl}};
  options.update(report.target.to_json());
  return options;
}

}  // namespace

nlohmann::ordered_json to_json(const Report& report) {
  nlohmann::ordered_json shards;
  if (report.shards) shards = {{"count", report.shards->count}, {"indices", report.shards->indices}};
  nlohmann::ordered_json entries = nlohmann::ordered_json::array();
  for (const ReportEntry& entry : report.entries) entries.push_back(entry_to_json(entry));
  return {{"untangle_batch_report", kReportVersion},
          {"revision", report.revision},
          {"options", options_to_json(report)},
          {"shards", std::move(shards)},
          {"summary", summary_to_json(summarize(report.entries))},
          {"shaders", std::move(entries)}};
}

Report report_from_json(const nlohmann::json& json) {
  try {
    if (!json.is_object() || json.value("untangle_batch_report", 0) != kReportVersion)
      throw std::runtime_error("not an untangle batch report (version " + std::to_string(kReportVersion) + ")");
    Report report;
    report.revision = json.at("revision").get<std::string>();
    report.validate = json.at("options").at("validate").get<bool>();
    report.glsl = json.at("options").at("glsl").get<bool>();
    report.target = TargetOptions::from_json(json.at("options"));
    if (const nlohmann::json& shards = json.at("shards"); !shards.is_null()) {
      report.shards = ShardSet{shards.at("count").get<uint32_t>(), shards.at("indices").get<std::vector<uint32_t>>()};
      std::sort(report.shards->indices.begin(), report.shards->indices.end());
    }
    for (const nlohmann::json& entry : json.at("shaders")) report.entries.push_back(entry_from_json(entry));
    return report;
  } catch (const nlohmann::json::exception& error) {
    throw std::runtime_error(std::string("malformed report: ") + error.what());
  }
}

Report merge_reports(const std::vector<Report>& reports) {
  if (reports.empty()) throw std::runtime_error("no report to merge");
  const Report& first = reports.front();
  if (reports.size() == 1) return first;
  Report merged;
  merged.revision = first.revision;
  merged.validate = first.validate;
  merged.glsl = first.glsl;
  merged.target = first.target;
  ShardSet shards;
  shards.count = 0;
  std::map<std::string, size_t> report_of_path;
  for (size_t index = 0; index < reports.size(); ++index) {
    const Report& report = reports[index];
    if (report.revision != first.revision)
      throw std::runtime_error("the reports come from different revisions (" + first.revision + ", " +
                               report.revision + ")");
    if (report.validate != first.validate || report.glsl != first.glsl || report.target != first.target)
      throw std::runtime_error(
          "the reports were made with different options (--no-validate, --glsl, --spirv-version, "
          "--maximal-reconvergence, --rasterizer-ordered-views)");
    if (!report.shards) throw std::runtime_error("report " + std::to_string(index + 1) + " already covers every shard");
    if (shards.count != 0 && report.shards->count != shards.count)
      throw std::runtime_error("the reports come from different shard counts (" + std::to_string(shards.count) +
                               ", " + std::to_string(report.shards->count) + ")");
    shards.count = report.shards->count;
    for (uint32_t shard : report.shards->indices) {
      if (std::find(shards.indices.begin(), shards.indices.end(), shard) != shards.indices.end())
        throw std::runtime_error("shard " + std::to_string(shard) + "/" + std::to_string(shards.count) +
                                 " is in two reports");
      shards.indices.push_back(shard);
    }
    for (const ReportEntry& entry : report.entries) {
      const auto [found, inserted] = report_of_path.try_emplace(entry.path, index);
      if (!inserted && found->second != index)
        throw std::runtime_error("input " + entry.path + " is in two reports");
    }
    merged.entries.insert(merged.entries.end(), report.entries.begin(), report.entries.end());
  }
  std::sort(shards.indices.begin(), shards.indices.end());
  if (shards.indices.size() != shards.count) merged.shards = shards;
  // The entries of one path stay in module order: sort stably by path alone.
  std::stable_sort(merged.entries.begin(), merged.entries.end(),
                   [](const ReportEntry& a, const ReportEntry& b) { return a.path < b.path; });
  return merged;
}

}  // namespace untangle::batch
