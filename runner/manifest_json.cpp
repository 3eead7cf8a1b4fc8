// Manifest field readers over nlohmann_json.
#include "runner/manifest_json.h"

#include "runner/error.h"

#include <bit>
#include <limits>

namespace untangle::runner::manifest_json {
namespace {

uint32_t float_bits(float value) { return std::bit_cast<uint32_t>(value); }

}  // namespace

std::string field(const std::string& where, std::string_view key) {
  return where.empty() ? std::string(key) : where + "." + std::string(key);
}

std::string indexed(const std::string& where, std::size_t index) { return where + "[" + std::to_string(index) + "]"; }

void fail(const std::string& where, const std::string& what) {
  throw RunnerError("manifest: " + (where.empty() ? "" : where + ": ") + what);
}

void require_object(const json& object, const std::string& where, std::initializer_list<std::string_view> known) {
  if (!object.is_object()) fail(where, "expected an object, got " + object.dump());
  for (const auto& [key, value] : object.items()) {
    bool found = false;
    for (const std::string_view candidate : known) found = found || candidate == key;
    if (!found) fail(where, "unknown key \"" + key + "\"");
  }
}

uint32_t unsigned_word(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<int64_t>() < 0 || value.get<int64_t>() > 0xFFFFFFFFll) {
    fail(where, "expected an unsigned 32-bit integer, got " + value.dump());
  }
  return static_cast<uint32_t>(value.get<int64_t>());
}

int32_t signed_word(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<int64_t>() < std::numeric_limits<int32_t>::min() ||
      value.get<int64_t>() > std::numeric_limits<int32_t>::max()) {
    fail(where, "expected a signed 32-bit integer, got " + value.dump());
  }
  return static_cast<int32_t>(value.get<int64_t>());
}

uint32_t data_word(const json& value, ElementFormat format, const std::string& where) {
  if (format == ElementFormat::F32 && value.is_number_float()) return float_bits(value.get<float>());
  return unsigned_word(value, where);
}

uint32_t expected_word(const json& value, ElementFormat format, const std::string& where) {
  if (format == ElementFormat::U32) return unsigned_word(value, where);
  if (value.is_number()) return float_bits(value.get<float>());
  if (value.is_string()) {
    const std::string text = value.get<std::string>();
    if (text == "nan") return float_bits(std::numeric_limits<float>::quiet_NaN());
    if (text == "inf") return float_bits(std::numeric_limits<float>::infinity());
    if (text == "-inf") return float_bits(-std::numeric_limits<float>::infinity());
  }
  fail(where, "expected a number, \"nan\", \"inf\" or \"-inf\", got " + value.dump());
}

uint32_t value_word(const json& value, ElementFormat format, const std::string& where) {
  if (format == ElementFormat::U32) return unsigned_word(value, where);
  if (!value.is_number()) fail(where, "expected a number, got " + value.dump());
  return float_bits(value.get<float>());
}

std::vector<uint32_t> word_list(const json& list, const std::string& where, WordReader read, ElementFormat format) {
  if (!list.is_array()) fail(where, "expected an array, got " + list.dump());
  std::vector<uint32_t> words;
  words.reserve(list.size());
  for (std::size_t index = 0; index < list.size(); ++index) {
    words.push_back(read(list[index], format, where + "[" + std::to_string(index) + "]"));
  }
  return words;
}

const json& required(const json& object, std::string_view key, const std::string& where) {
  const auto found = object.find(key);
  if (found == object.end()) fail(where, "missing \"" + std::string(key) + "\"");
  return *found;
}

const json& array_field(const json& object, std::string_view key, const std::string& where) {
  const json& list = required(object, key, where);
  if (!list.is_array()) fail(field(where, key), "expected an array, got " + list.dump());
  return list;
}

std::string string_field(const json& object, std::string_view key, const std::string& where) {
  const json& value = required(object, key, where);
  if (!value.is_string()) fail(field(where, key), "expected a string, got " + value.dump());
  return value.get<std::string>();
}

uint32_t unsigned_field(const json& object, std::string_view key, const std::string& where, uint32_t fallback) {
  const auto found = object.find(key);
  return found == object.end() ? fallback : unsigned_word(*found, field(where, key));
}

bool bool_field(const json& object, std::string_view key, const std::string& where, bool fallback) {
  const auto found = object.find(key);
  if (found == object.end()) return fallback;
  if (!found->is_boolean()) fail(field(where, key), "expected true or false, got " + found->dump());
  return found->get<bool>();
}

double number_field(const json& object, std::string_view key, const std::string& where, double fallback) {
  const auto found = object.find(key);
  if (found == object.end()) return fallback;
  if (!found->is_number()) fail(field(where, key), "expected a number, got " + found->dump());
  return found->get<double>();
}

ElementFormat element_format_field(const json& object, const std::string& where) {
  return choice(object, "format", where, {{"u32", ElementFormat::U32}, {"f32", ElementFormat::F32}},
                ElementFormat::U32);
}

Expectation expectation(const json& object, std::string_view key, ElementFormat format, std::size_t count,
                        const std::string& where, std::string_view tolerance_key) {
  const std::string list_where = field(where, key);
  Expectation expect;
  expect.words = word_list(required(object, key, where), list_where, expected_word, format);
  if (expect.words.size() != count) {
    fail(list_where, "has " + std::to_string(expect.words.size()) + " words, expected " + std::to_string(count));
  }
  if (object.contains(tolerance_key)) {
    const std::string tolerance_where = field(where, tolerance_key);
    if (format != ElementFormat::F32) fail(tolerance_where, "integer values are compared exactly");
    const double tolerance = number_field(object, tolerance_key, where, 0.0);
    if (tolerance < 0) fail(tolerance_where, "expected a non-negative number");
    expect.tolerance = tolerance;
  }
  return expect;
}

std::array<uint32_t, 3> group_counts(const json& list, const std::string& where) {
  if (!list.is_array() || list.size() != 3) fail(where, "expected three group counts");
  std::array<uint32_t, 3> counts{};
  for (std::size_t axis = 0; axis < 3; ++axis) {
    counts[axis] = unsigned_word(list[axis], where + "[" + std::to_string(axis) + "]");
    if (counts[axis] == 0) fail(where, "group counts must be at least 1");
  }
  return counts;
}

}  // namespace untangle::runner::manifest_json
