// Manifest JSON parsing with nlohmann_json; every error names the field it is about.
#include "runner/manifest.h"

#include "runner/errors.h"

#include <nlohmann/json.hpp>

#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

namespace untangle::runner {
namespace {

using nlohmann::json;

struct KindEntry {
  ResourceKind kind;
  std::string_view name;
  char register_type;
};

constexpr std::array kKinds = {
    KindEntry{ResourceKind::StructuredBuffer, "StructuredBuffer", 't'},
    KindEntry{ResourceKind::RWStructuredBuffer, "RWStructuredBuffer", 'u'},
    KindEntry{ResourceKind::ByteAddressBuffer, "ByteAddressBuffer", 't'},
    KindEntry{ResourceKind::RWByteAddressBuffer, "RWByteAddressBuffer", 'u'},
    KindEntry{ResourceKind::Buffer, "Buffer", 't'},
    KindEntry{ResourceKind::RWBuffer, "RWBuffer", 'u'},
    KindEntry{ResourceKind::ConstantBuffer, "cbuffer", 'b'},
};

const KindEntry& kind_entry(ResourceKind kind) {
  for (const KindEntry& entry : kKinds) {
    if (entry.kind == kind) return entry;
  }
  throw RunnerError("unknown resource kind");
}

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw RunnerError("manifest: " + where + ": " + what);
}

uint32_t unsigned_word(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<int64_t>() < 0 || value.get<int64_t>() > 0xFFFFFFFFll) {
    fail(where, "expected an unsigned 32-bit integer, got " + value.dump());
  }
  return static_cast<uint32_t>(value.get<int64_t>());
}

uint32_t float_bits(float value) { return std::bit_cast<uint32_t>(value); }

// A data word: unsigned integers are the word itself; for f32, a number with a fraction
// or exponent is a value.
uint32_t data_word(const json& value, ElementFormat format, const std::string& where) {
  if (format == ElementFormat::F32 && value.is_number_float()) return float_bits(value.get<float>());
  return unsigned_word(value, where);
}

// An expected word: u32 words exactly; f32 numbers rounded to float, or nan/inf strings.
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

const json& required(const json& object, const char* key, const std::string& where) {
  const auto found = object.find(key);
  if (found == object.end()) fail(where, std::string("missing \"") + key + "\"");
  return *found;
}

std::string string_field(const json& object, const char* key, const std::string& where) {
  const json& value = required(object, key, where);
  if (!value.is_string()) fail(where + "." + key, "expected a string, got " + value.dump());
  return value.get<std::string>();
}

ResourceKind parse_kind(const std::string& name, const std::string& where) {
  for (const KindEntry& entry : kKinds) {
    if (entry.name == name) return entry.kind;
  }
  if (name == "ConstantBuffer") return ResourceKind::ConstantBuffer;
  fail(where, "unknown resource kind \"" + name +
                  "\" (expected StructuredBuffer, RWStructuredBuffer, ByteAddressBuffer, RWByteAddressBuffer, "
                  "Buffer, RWBuffer or cbuffer)");
}

std::vector<uint32_t> word_list(const json& list, const std::string& where,
                                uint32_t (*convert)(const json&, ElementFormat, const std::string&),
                                ElementFormat format) {
  if (!list.is_array()) fail(where, "expected an array, got " + list.dump());
  std::vector<uint32_t> words;
  words.reserve(list.size());
  for (std::size_t index = 0; index < list.size(); ++index) {
    words.push_back(convert(list[index], format, where + "[" + std::to_string(index) + "]"));
  }
  return words;
}

ManifestResource parse_resource(const json& object, const std::string& where) {
  if (!object.is_object()) fail(where, "expected an object");
  ManifestResource resource;
  const uint32_t space = object.contains("space") ? unsigned_word(object["space"], where + ".space") : 0;
  const std::string register_text = string_field(object, "register", where);
  try {
    resource.register_id = RegisterId::parse(register_text, space);
  } catch (const RunnerError& error) {
    fail(where + ".register", error.what());
  }
  resource.kind = parse_kind(string_field(object, "kind", where), where + ".kind");
  const char expected_type = kind_entry(resource.kind).register_type;
  if (resource.register_id.type != expected_type) {
    fail(where, std::string(resource_kind_name(resource.kind)) + " must be bound to a '" + expected_type +
                    "' register, not " + register_text);
  }
  if (object.contains("stride")) resource.stride = unsigned_word(object["stride"], where + ".stride");
  if (object.contains("format")) {
    const std::string format = string_field(object, "format", where);
    if (format == "u32") {
      resource.format = ElementFormat::U32;
    } else if (format == "f32") {
      resource.format = ElementFormat::F32;
    } else {
      fail(where + ".format", "unknown format \"" + format + "\" (expected u32 or f32)");
    }
  }
  if (object.contains("texel_format")) resource.texel_format = string_field(object, "texel_format", where);
  if ((resource.kind == ResourceKind::Buffer || resource.kind == ResourceKind::RWBuffer) &&
      resource.texel_format.empty()) {
    fail(where, "a typed Buffer/RWBuffer needs a \"texel_format\"");
  }
  resource.data = word_list(required(object, "data", where), where + ".data", data_word, resource.format);
  if (resource.data.empty()) fail(where + ".data", "a resource needs at least one word");
  if (object.contains("expect")) {
    Expectation expect;
    expect.words = word_list(object["expect"], where + ".expect", expected_word, resource.format);
    if (expect.words.size() != resource.data.size()) {
      fail(where + ".expect", "has " + std::to_string(expect.words.size()) + " words but data has " +
                                  std::to_string(resource.data.size()));
    }
    if (object.contains("tolerance")) {
      const json& tolerance = object["tolerance"];
      if (!tolerance.is_number() || tolerance.get<double>() < 0) {
        fail(where + ".tolerance", "expected a non-negative number, got " + tolerance.dump());
      }
      expect.tolerance = tolerance.get<double>();
    }
    resource.expect = std::move(expect);
  }
  return resource;
}

}  // namespace

RegisterId RegisterId::parse(std::string_view text, uint32_t space) {
  RegisterId id;
  id.space = space;
  if (text.size() < 2) throw RunnerError("bad register \"" + std::string(text) + "\"");
  id.type = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  if (id.type != 'b' && id.type != 't' && id.type != 'u' && id.type != 's') {
    throw RunnerError("bad register \"" + std::string(text) + "\": the class must be b, t, u or s");
  }
  uint64_t index = 0;
  for (const char digit : text.substr(1)) {
    if (digit < '0' || digit > '9') throw RunnerError("bad register \"" + std::string(text) + "\"");
    index = index * 10 + static_cast<uint64_t>(digit - '0');
    if (index > 0xFFFFFFFFull) throw RunnerError("register index out of range in \"" + std::string(text) + "\"");
  }
  id.index = static_cast<uint32_t>(index);
  return id;
}

std::string RegisterId::text() const {
  std::string result = type + std::to_string(index);
  if (space != 0) result += " space" + std::to_string(space);
  return result;
}

std::string_view resource_kind_name(ResourceKind kind) { return kind_entry(kind).name; }

std::string ManifestResource::label() const {
  return register_id.text() + " (" + std::string(resource_kind_name(kind)) + ")";
}

Manifest Manifest::parse(std::string_view json_text) {
  json root;
  try {
    root = json::parse(json_text);
  } catch (const json::parse_error& error) {
    throw RunnerError(std::string("manifest: not valid JSON: ") + error.what());
  }
  if (!root.is_object()) throw RunnerError("manifest: the top level must be an object");
  Manifest manifest;
  if (root.contains("shader")) manifest.shader = string_field(root, "shader", "manifest");
  if (root.contains("profile")) manifest.profile = string_field(root, "profile", "manifest");
  if (root.contains("entry")) manifest.entry = string_field(root, "entry", "manifest");
  if (root.contains("validate_only")) {
    if (!root["validate_only"].is_boolean()) fail("validate_only", "expected true or false");
    manifest.validate_only = root["validate_only"].get<bool>();
  }
  if (manifest.validate_only) return manifest;

  const json& dispatch = required(root, "dispatch", "manifest");
  if (!dispatch.is_array() || dispatch.size() != 3) fail("dispatch", "expected three group counts");
  for (std::size_t axis = 0; axis < 3; ++axis) {
    manifest.dispatch[axis] = unsigned_word(dispatch[axis], "dispatch[" + std::to_string(axis) + "]");
    if (manifest.dispatch[axis] == 0) fail("dispatch", "group counts must be at least 1");
  }
  if (root.contains("wave_size")) {
    const uint32_t wave_size = unsigned_word(root["wave_size"], "wave_size");
    if (wave_size < 4 || wave_size > 128 || (wave_size & (wave_size - 1)) != 0) {
      fail("wave_size", "must be a power of two from 4 to 128, got " + std::to_string(wave_size));
    }
    manifest.wave_size = wave_size;
  }
  const json& resources = required(root, "resources", "manifest");
  if (!resources.is_array()) fail("resources", "expected an array");
  for (std::size_t index = 0; index < resources.size(); ++index) {
    manifest.resources.push_back(parse_resource(resources[index], "resources[" + std::to_string(index) + "]"));
    const ManifestResource& added = manifest.resources.back();
    for (std::size_t other = 0; other + 1 < manifest.resources.size(); ++other) {
      if (manifest.resources[other].register_id == added.register_id) {
        fail("resources[" + std::to_string(index) + "]", "register " + added.register_id.text() + " appears twice");
      }
    }
  }
  return manifest;
}

std::string Manifest::to_json() const {
  json root = json::object();
  if (!shader.empty()) root["shader"] = shader;
  if (!profile.empty()) root["profile"] = profile;
  root["entry"] = entry;
  if (validate_only) {
    root["validate_only"] = true;
    return root.dump(1) + "\n";
  }
  root["dispatch"] = dispatch;
  if (wave_size) root["wave_size"] = *wave_size;
  json list = json::array();
  for (const ManifestResource& resource : resources) {
    json object = json::object();
    object["register"] = std::string(1, resource.register_id.type) + std::to_string(resource.register_id.index);
    object["space"] = resource.register_id.space;
    object["kind"] = std::string(resource_kind_name(resource.kind));
    if (resource.stride != 0) object["stride"] = resource.stride;
    object["format"] = resource.format == ElementFormat::F32 ? "f32" : "u32";
    if (!resource.texel_format.empty()) object["texel_format"] = resource.texel_format;
    object["data"] = resource.data;
    if (resource.expect) {
      json expect = json::array();
      for (const uint32_t word : resource.expect->words) {
        if (resource.format == ElementFormat::U32) {
          expect.push_back(word);
          continue;
        }
        const float value = std::bit_cast<float>(word);
        if (std::isnan(value)) {
          expect.push_back("nan");
        } else if (std::isinf(value)) {
          expect.push_back(value > 0 ? "inf" : "-inf");
        } else {
          expect.push_back(value);
        }
      }
      object["expect"] = std::move(expect);
      if (resource.format == ElementFormat::F32) object["tolerance"] = resource.expect->tolerance;
    }
    list.push_back(std::move(object));
  }
  root["resources"] = std::move(list);
  return root.dump(1) + "\n";
}

Manifest Manifest::load(const std::filesystem::path& path) {
  try {
    return parse(read_text_file(path));
  } catch (const RunnerError& error) {
    throw RunnerError(path.string() + ": " + error.what());
  }
}

std::string read_text_file(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw RunnerError("cannot open " + path.string());
  std::ostringstream contents;
  contents << file.rdbuf();
  if (file.bad()) throw RunnerError("cannot read " + path.string());
  return contents.str();
}

}  // namespace untangle::runner
