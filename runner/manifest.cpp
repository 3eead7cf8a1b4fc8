// Manifest JSON parsing: the common and compute keys here, the graphics keys in
// graphics_manifest.cpp; every error names the field it is about.
#include "runner/manifest.h"

#include "runner/errors.h"
#include "runner/manifest_json.h"

#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <fstream>
#include <sstream>

namespace untangle::runner {
namespace {

using namespace manifest_json;

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

ResourceKind parse_kind(const std::string& name, const std::string& where) {
  for (const KindEntry& entry : kKinds) {
    if (entry.name == name) return entry.kind;
  }
  if (name == "ConstantBuffer") return ResourceKind::ConstantBuffer;
  fail(where, "unknown resource kind \"" + name +
                  "\" (expected StructuredBuffer, RWStructuredBuffer, ByteAddressBuffer, RWByteAddressBuffer, "
                  "Buffer, RWBuffer or cbuffer)");
}

ManifestResource parse_resource(const json& object, const std::string& where) {
  require_object(object, where,
                 {"register", "space", "kind", "stride", "format", "texel_format", "data", "expect", "tolerance"});
  ManifestResource resource;
  const uint32_t space = unsigned_field(object, "space", where, 0);
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
  resource.stride = unsigned_field(object, "stride", where, 0);
  resource.format = element_format_field(object, where);
  if (object.contains("texel_format")) resource.texel_format = string_field(object, "texel_format", where);
  if ((resource.kind == ResourceKind::Buffer || resource.kind == ResourceKind::RWBuffer) &&
      resource.texel_format.empty()) {
    fail(where, "a typed Buffer/RWBuffer needs a \"texel_format\"");
  }
  resource.data = word_list(required(object, "data", where), where + ".data", data_word, resource.format);
  if (resource.data.empty()) fail(where + ".data", "a resource needs at least one word");
  if (object.contains("expect")) {
    resource.expect = expectation(object, "expect", resource.format, resource.data.size(), where);
  } else if (object.contains("tolerance")) {
    fail(where + ".tolerance", "given without an \"expect\"");
  }
  return resource;
}

PushConstants parse_push_constants(const json& object) {
  const std::string where = "push_constants";
  require_object(object, where, {"offset", "format", "data"});
  PushConstants push;
  push.offset = unsigned_field(object, "offset", where, 0);
  if (push.offset % 4 != 0) fail(where + ".offset", "must be a multiple of 4");
  push.words =
      word_list(required(object, "data", where), where + ".data", data_word, element_format_field(object, where));
  if (push.words.empty()) fail(where + ".data", "needs at least one word");
  return push;
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
  require_object(root, "", {"shader",        "profile",       "entry",          "dxc_args",       "dispatch",
                            "wave_size",     "validate_only", "resources",      "push_constants", "stages",
                            "draw",          "dispatch_mesh", "vertex_buffers", "index_buffer",   "render_targets",
                            "depth_stencil", "rasterizer",    "multisample",    "viewport",       "view_count",
                            "ray_tracing",   "acceleration_structures"});
  Manifest manifest;
  if (root.contains("shader")) manifest.shader = string_field(root, "shader", "");
  if (root.contains("profile")) manifest.profile = string_field(root, "profile", "");
  if (root.contains("entry")) manifest.entry = string_field(root, "entry", "");
  manifest.validate_only = bool_field(root, "validate_only", "", false);
  const bool graphics = root.contains("stages");
  if (graphics) {
    manifest.graphics.emplace();
    manifest.graphics->stages = parse_stages(root);
  }
  if (manifest.validate_only) return manifest;

  if (root.contains("acceleration_structures"))
    manifest.acceleration_structures = parse_acceleration_structures(root["acceleration_structures"]);
  if (root.contains("ray_tracing")) {
    if (graphics || root.contains("dispatch"))
      fail("ray_tracing", "a ray-tracing manifest traces rays (\"trace_rays\"); it has no \"stages\" or \"dispatch\"");
    manifest.ray_tracing = parse_ray_tracing(root["ray_tracing"]);
  } else if (graphics) {
    if (root.contains("dispatch"))
      fail("dispatch", "a graphics manifest draws (\"draw\") or dispatches meshes (\"dispatch_mesh\")");
    parse_graphics_setup(root, *manifest.graphics);
  } else {
    manifest.dispatch = group_counts(required(root, "dispatch", ""), "dispatch");
  }
  if (root.contains("wave_size")) {
    const uint32_t wave_size = unsigned_word(root["wave_size"], "wave_size");
    if (wave_size < 4 || wave_size > 128 || (wave_size & (wave_size - 1)) != 0) {
      fail("wave_size", "must be a power of two from 4 to 128, got " + std::to_string(wave_size));
    }
    manifest.wave_size = wave_size;
  }
  if (root.contains("push_constants")) manifest.push_constants = parse_push_constants(root["push_constants"]);
  // A draw's results may be in its targets alone.
  const json empty = json::array();
  const json& resources = (graphics || manifest.ray_tracing) && !root.contains("resources")
                              ? empty
                              : required(root, "resources", "");
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
  if (graphics || ray_tracing || !acceleration_structures.empty())
    throw RunnerError("Manifest::to_json writes compute manifests without acceleration structures only");
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
  if (push_constants) root["push_constants"] = {{"offset", push_constants->offset}, {"data", push_constants->words}};
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
