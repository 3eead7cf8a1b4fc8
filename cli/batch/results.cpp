// Batch statuses, error classes, output names and the JSON form of shader results.
#include "cli/batch/results.h"

#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace untangle::batch {

namespace {

constexpr std::string_view kStatusNames[] = {"ok",      "invalid", "unsupported", "failed",
                                             "crashed", "timeout", "duplicate",   "skipped"};

// Digit runs (and 0x-prefixed hex numbers) become N.
std::string without_numbers(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (std::isdigit(static_cast<unsigned char>(text[i]))) {
      const bool hex = text[i] == '0' && i + 1 < text.size() && (text[i + 1] == 'x' || text[i + 1] == 'X');
      i += hex ? 2 : 0;
      while (i < text.size() && (hex ? std::isxdigit(static_cast<unsigned char>(text[i]))
                                     : std::isdigit(static_cast<unsigned char>(text[i]))))
        ++i;
      out += 'N';
    } else {
      out += text[i++];
    }
  }
  return out;
}

std::string file_name_part(std::string_view name) {
  std::string out;
  for (char character : name) {
    const auto byte = static_cast<unsigned char>(character);
    if (std::isalnum(byte) || byte == '_' || byte == '-' || byte == '.') {
      out += character;
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "%%%02X", byte);
      out += escaped;
    }
  }
  return out;
}

nlohmann::ordered_json optional_string(const std::string& text) {
  return text.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(text);
}

std::string string_or_empty(const nlohmann::json& json, const char* key) {
  const auto found = json.find(key);
  return found == json.end() || found->is_null() ? std::string() : found->get<std::string>();
}

}  // namespace

std::string_view status_name(ShaderStatus status) { return kStatusNames[static_cast<size_t>(status)]; }

std::optional<ShaderStatus> parse_status(std::string_view name) {
  for (ShaderStatus status : kAllStatuses)
    if (status_name(status) == name) return status;
  return std::nullopt;
}

ShaderStatus status_of(Status status) {
  switch (status) {
    case Status::MalformedInput: return ShaderStatus::Invalid;
    case Status::Unsupported: return ShaderStatus::Unsupported;
    default: return ShaderStatus::Failed;
  }
}

std::string error_class(ShaderStatus status, std::string_view detail) {
  const bool keep_numbers = status != ShaderStatus::Invalid && status != ShaderStatus::Failed;
  return std::string(status_name(status)) + ": " + (keep_numbers ? std::string(detail) : without_numbers(detail));
}

ErrorInfo error_info(const Error& error) {
  ErrorInfo info;
  const ShaderStatus status = status_of(error.status());
  // Internal errors and the caller's mistakes are told apart in the class: both are `failed`.
  std::string detail = error.detail();
  if (error.status() == Status::Internal) detail = "internal error: " + detail;
  if (error.status() == Status::OutOfMemory) detail = "out of memory: " + detail;
  info.error_class = error_class(status, detail);
  info.message = error.what();
  const Location& location = error.location();
  info.function = location.function;
  info.block = location.block;
  info.instruction = location.instruction;
  if (location.bit_offset) info.offset = *location.bit_offset / 8;
  return info;
}

ErrorInfo error_info(ShaderStatus status, std::string_view detail) {
  ErrorInfo info;
  info.error_class = error_class(status, detail);
  info.message = std::string(detail);
  return info;
}

ShaderResult ShaderResult::lost(ShaderStatus status, std::string_view detail) {
  ShaderResult result;
  EntryResult entry;
  entry.status = status;
  entry.error = error_info(status, detail);
  result.entries.push_back(std::move(entry));
  return result;
}

std::string output_path(std::string_view key, const ShaderResult& result, const EntryResult& entry,
                        std::string_view extension) {
  std::string path(key);
  if (result.library) path += "." + file_name_part(entry.entry);
  path += extension;
  return path;
}

nlohmann::ordered_json to_json(const ErrorInfo& error) {
  nlohmann::ordered_json json = {{"class", error.error_class},
                         {"message", error.message},
                         {"function", optional_string(error.function)},
                         {"block", optional_string(error.block)},
                         {"instruction", optional_string(error.instruction)},
                         {"offset", nullptr}};
  if (error.offset) json["offset"] = *error.offset;
  return json;
}

ErrorInfo error_from_json(const nlohmann::json& json) {
  ErrorInfo error;
  error.error_class = json.at("class").get<std::string>();
  error.message = json.at("message").get<std::string>();
  error.function = string_or_empty(json, "function");
  error.block = string_or_empty(json, "block");
  error.instruction = string_or_empty(json, "instruction");
  if (const auto offset = json.find("offset"); offset != json.end() && !offset->is_null())
    error.offset = offset->get<uint64_t>();
  return error;
}

nlohmann::ordered_json to_json(const ShaderResult& result) {
  nlohmann::ordered_json entries = nlohmann::ordered_json::array();
  for (const EntryResult& entry : result.entries) {
    nlohmann::ordered_json json = {{"entry", entry.entry},
                           {"stage", entry.stage},
                           {"status", status_name(entry.status)},
                           {"words", entry.output_words},
                           {"glsl", entry.glsl_bytes},
                           {"ms", entry.milliseconds}};
    if (entry.error) json["error"] = to_json(*entry.error);
    entries.push_back(std::move(json));
  }
  return {{"sm", result.shader_model}, {"library", result.library}, {"entries", std::move(entries)}};
}

ShaderResult result_from_json(const nlohmann::json& json) {
  ShaderResult result;
  result.shader_model = json.at("sm").get<std::string>();
  result.library = json.at("library").get<bool>();
  for (const nlohmann::json& item : json.at("entries")) {
    EntryResult entry;
    entry.entry = item.at("entry").get<std::string>();
    entry.stage = item.at("stage").get<std::string>();
    const std::optional<ShaderStatus> status = parse_status(item.at("status").get<std::string>());
    if (!status) throw std::invalid_argument("unknown status");
    entry.status = *status;
    entry.output_words = item.at("words").get<uint64_t>();
    entry.glsl_bytes = item.at("glsl").get<uint64_t>();
    entry.milliseconds = item.at("ms").get<double>();
    if (const auto error = item.find("error"); error != item.end()) entry.error = error_from_json(*error);
    result.entries.push_back(std::move(entry));
  }
  return result;
}

std::string dump_line(const nlohmann::ordered_json& json) {
  return json.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace untangle::batch
