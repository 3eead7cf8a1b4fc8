// What translating one input gave: per entry point a status, the error with its location
// and class, the output's size and the time taken. Worker processes send these to the
// supervisor, the journal keeps them, and the report is made of them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/error.h"

namespace untangle::batch {

// The outcome of one shader (one entry point of one input file). docs/batch-report.md
// explains each.
enum class ShaderStatus : uint8_t { Ok, Invalid, Unsupported, Failed, Crashed, Timeout, Duplicate, Skipped };
inline constexpr ShaderStatus kAllStatuses[] = {ShaderStatus::Ok,      ShaderStatus::Invalid,  ShaderStatus::Unsupported,
                                                ShaderStatus::Failed,  ShaderStatus::Crashed,  ShaderStatus::Timeout,
                                                ShaderStatus::Duplicate, ShaderStatus::Skipped};

std::string_view status_name(ShaderStatus status);  // "ok", "invalid", ...
std::optional<ShaderStatus> parse_status(std::string_view name);
// The batch status of a library failure: MalformedInput is `invalid`, Unsupported is
// `unsupported`, the rest (the caller's or untangle's fault) `failed`.
ShaderStatus status_of(Status status);

struct ErrorInfo {
  std::string error_class;  // what the summary groups by: the cause without its place
  std::string message;      // one line, the location included
  std::string function;     // where, when known
  std::string block;
  std::string instruction;
  std::optional<uint64_t> offset;  // byte offset into the input file
};

// The class of a failure with `detail`: "<status>: <detail>", where the numbers in the
// details of invalid inputs and failed outputs (offsets, counts, ids) become N so that
// alike failures group together; other details keep their words as they are
// ("unsupported: DXIL operation 138 (ViewID) is not supported").
std::string error_class(ShaderStatus status, std::string_view detail);
ErrorInfo error_info(const Error& error);
ErrorInfo error_info(ShaderStatus status, std::string_view detail);

struct EntryResult {
  std::string entry;  // the entry point; empty when the input was not parsed
  std::string stage;  // "compute", "pixel"...; empty when unknown
  ShaderStatus status = ShaderStatus::Ok;
  std::optional<ErrorInfo> error;
  uint64_t output_words = 0;  // ok only
  uint64_t glsl_bytes = 0;    // ok with --glsl only
  double milliseconds = 0;
};

// The result of translating one input's content; it depends on the bytes and the options
// only, never on the path, which is what makes deduplication and resuming sound.
struct ShaderResult {
  std::string shader_model;  // "6.0"; empty when the module could not be parsed
  bool library = false;      // outputs are named per export
  std::vector<EntryResult> entries;

  // The result of a shader lost with its worker (crashed or timeout), as one entry.
  static ShaderResult lost(ShaderStatus status, std::string_view detail);
};

// The output file of `entry` for the input `key` (a path relative to the output directory):
// KEY.spv, or KEY.EXPORT.spv for a library's export (bytes outside [A-Za-z0-9_.-] as %XX).
std::string output_path(std::string_view key, const ShaderResult& result, const EntryResult& entry,
                        std::string_view extension);

nlohmann::ordered_json to_json(const ErrorInfo& error);
ErrorInfo error_from_json(const nlohmann::json& json);
// The compact form workers send and the journal keeps. Throws std::exception (a
// nlohmann::json error or std::invalid_argument) on a malformed document.
nlohmann::ordered_json to_json(const ShaderResult& result);
ShaderResult result_from_json(const nlohmann::json& json);

// JSON text on one line (keys in the order written); bytes that are not UTF-8 (file names) become U+FFFD.
std::string dump_line(const nlohmann::ordered_json& json);

}  // namespace untangle::batch
