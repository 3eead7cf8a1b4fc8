// Manifest JSON parsing: the common and compute keys here, the graphics keys in
// graphics_manifest.cpp; every error names the field it is about.
#include "runner/manifest.h"

#include "runner/error.h"
#include "runner/manifest_json.h"
#include "spirv_emit/float_controls.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cmath>
#include <fstream>
#include <sstream>

namespace untangle::runner {
namespace {

using namespace manifest_json;

enum class KindClass { Buffer, TypedBuffer, ConstantBuffer, Texture, Sampler, AccelerationStructure };

struct KindEntry {
  ResourceKind kind;
  std::string_view name;
  char register_type;
  KindClass kind_class;
  VkImageViewType view_type = VK_IMAGE_VIEW_TYPE_2D;  // textures
  bool multisampled = false;
};

constexpr std::array kKinds = {
    KindEntry{ResourceKind::StructuredBuffer, "StructuredBuffer", 't', KindClass::Buffer},
    KindEntry{ResourceKind::RWStructuredBuffer, "RWStructuredBuffer", 'u', KindClass::Buffer},
    KindEntry{ResourceKind::ByteAddressBuffer, "ByteAddressBuffer", 't', KindClass::Buffer},
    KindEntry{ResourceKind::RWByteAddressBuffer, "RWByteAddressBuffer", 'u', KindClass::Buffer},
    KindEntry{ResourceKind::Buffer, "Buffer", 't', KindClass::TypedBuffer},
    KindEntry{ResourceKind::RWBuffer, "RWBuffer", 'u', KindClass::TypedBuffer},
    KindEntry{ResourceKind::ConstantBuffer, "cbuffer", 'b', KindClass::ConstantBuffer},
    KindEntry{ResourceKind::Texture1D, "Texture1D", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_1D},
    KindEntry{ResourceKind::Texture1DArray, "Texture1DArray", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_1D_ARRAY},
    KindEntry{ResourceKind::Texture2D, "Texture2D", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_2D},
    KindEntry{ResourceKind::Texture2DArray, "Texture2DArray", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_2D_ARRAY},
    KindEntry{ResourceKind::Texture2DMS, "Texture2DMS", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_2D, true},
    KindEntry{ResourceKind::Texture2DMSArray, "Texture2DMSArray", 't', KindClass::Texture,
              VK_IMAGE_VIEW_TYPE_2D_ARRAY, true},
    KindEntry{ResourceKind::Texture3D, "Texture3D", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_3D},
    KindEntry{ResourceKind::TextureCube, "TextureCube", 't', KindClass::Texture, VK_IMAGE_VIEW_TYPE_CUBE},
    KindEntry{ResourceKind::TextureCubeArray, "TextureCubeArray", 't', KindClass::Texture,
              VK_IMAGE_VIEW_TYPE_CUBE_ARRAY},
    KindEntry{ResourceKind::RWTexture1D, "RWTexture1D", 'u', KindClass::Texture, VK_IMAGE_VIEW_TYPE_1D},
    KindEntry{ResourceKind::RWTexture1DArray, "RWTexture1DArray", 'u', KindClass::Texture,
              VK_IMAGE_VIEW_TYPE_1D_ARRAY},
    KindEntry{ResourceKind::RWTexture2D, "RWTexture2D", 'u', KindClass::Texture, VK_IMAGE_VIEW_TYPE_2D},
    KindEntry{ResourceKind::RWTexture2DArray, "RWTexture2DArray", 'u', KindClass::Texture,
              VK_IMAGE_VIEW_TYPE_2D_ARRAY},
    KindEntry{ResourceKind::RWTexture2DMS, "RWTexture2DMS", 'u', KindClass::Texture, VK_IMAGE_VIEW_TYPE_2D, true},
    KindEntry{ResourceKind::RWTexture2DMSArray, "RWTexture2DMSArray", 'u', KindClass::Texture,
              VK_IMAGE_VIEW_TYPE_2D_ARRAY, true},
    KindEntry{ResourceKind::RWTexture3D, "RWTexture3D", 'u', KindClass::Texture, VK_IMAGE_VIEW_TYPE_3D},
    KindEntry{ResourceKind::SamplerState, "SamplerState", 's', KindClass::Sampler},
    KindEntry{ResourceKind::SamplerComparisonState, "SamplerComparisonState", 's', KindClass::Sampler},
    KindEntry{ResourceKind::RaytracingAccelerationStructure, "RaytracingAccelerationStructure", 't',
              KindClass::AccelerationStructure},
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
  // Append and consume buffers are structured UAVs whose counter the shader uses.
  if (name == "AppendStructuredBuffer" || name == "ConsumeStructuredBuffer") return ResourceKind::RWStructuredBuffer;
  std::string names;
  for (const KindEntry& entry : kKinds) names += (names.empty() ? "" : ", ") + std::string(entry.name);
  fail(where, "unknown resource kind \"" + name + "\" (expected one of " + names + ")");
}

// Keys that every descriptor's object may have, and those of each class of kind.
constexpr std::array<std::string_view, 4> kCommonKeys = {"format", "data", "expect", "tolerance"};
constexpr std::array<std::string_view, 3> kBufferKeys = {"stride", "counter", "expect_counter"};
constexpr std::array<std::string_view, 1> kTypedKeys = {"texel_format"};
constexpr std::array<std::string_view, 8> kTextureKeys = {"texel_format", "width",   "height",  "depth",
                                                          "layers",       "mip_levels", "samples", "resident"};
constexpr std::array<std::string_view, 13> kSamplerKeys = {
    "filter",    "min_filter", "mag_filter",     "mip_filter", "address_u",  "address_v",
    "address_w", "min_lod",    "max_lod",        "mip_lod_bias", "max_anisotropy", "comparison",
    "border_color"};
constexpr std::array<std::string_view, 2> kAccelerationStructureKeys = {"bottom_levels", "instances"};

// "a sampler", "an acceleration structure": what unknown-key errors say a resource is.
std::string_view class_name(KindClass kind_class) {
  switch (kind_class) {
    case KindClass::Sampler: return "a sampler";
    case KindClass::Texture: return "a texture";
    case KindClass::AccelerationStructure: return "an acceleration structure";
    default: return "a buffer";
  }
}

void require_keys(const json& object, const std::string& where, KindClass kind_class,
                  std::initializer_list<std::string_view> extra) {
  std::vector<std::string_view> known(kCommonKeys.begin(), kCommonKeys.end());
  known.insert(known.end(), extra.begin(), extra.end());
  switch (kind_class) {
    case KindClass::Buffer: known.insert(known.end(), kBufferKeys.begin(), kBufferKeys.end()); break;
    case KindClass::TypedBuffer: known.insert(known.end(), kTypedKeys.begin(), kTypedKeys.end()); break;
    case KindClass::Texture: known.insert(known.end(), kTextureKeys.begin(), kTextureKeys.end()); break;
    case KindClass::Sampler: known.assign(kSamplerKeys.begin(), kSamplerKeys.end()); break;
    case KindClass::AccelerationStructure:
      known.assign(kAccelerationStructureKeys.begin(), kAccelerationStructureKeys.end());
      break;
    case KindClass::ConstantBuffer: break;
  }
  if (!object.is_object()) fail(where, "expected an object, got " + object.dump());
  for (const auto& [key, value] : object.items()) {
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      fail(where, "unknown key \"" + key + "\" for " + std::string(class_name(kind_class)));
    }
  }
}

// The contents of one descriptor's resource: `object` holds only content keys (and
// `extra`, read by the caller).
void parse_contents(const json& object, const std::string& where, ManifestResource& resource,
                    std::initializer_list<std::string_view> extra) {
  const KindEntry& entry = kind_entry(resource.kind);
  require_keys(object, where, entry.kind_class, extra);
  if (entry.kind_class == KindClass::AccelerationStructure) {
    resource.top_level = parse_top_level(object, where);
    return;
  }
  if (entry.kind_class == KindClass::Sampler) {
    resource.sampler = sampler_state(object, where);
    if (resource.kind == ResourceKind::SamplerComparisonState && !resource.sampler.comparison) {
      fail(where, "a SamplerComparisonState needs a \"comparison\"");
    }
    return;
  }
  resource.format = element_format_field(object, where);
  if (object.contains("texel_format")) resource.texel_format = string_field(object, "texel_format", where);
  std::size_t words = 0;
  if (entry.kind_class == KindClass::Texture) {
    if (resource.texel_format.empty()) fail(where, "a texture needs a \"texel_format\"");
    resource.texture = texture_shape(object, where, entry.view_type, entry.multisampled);
    resource.resident = bool_field(object, "resident", where, true);
    words = static_cast<std::size_t>(resource.texture.words(texture_components(resource.texel_format, where)));
    resource.data = object.contains("data") ? word_list(object["data"], where + ".data", data_word, resource.format)
                                            : std::vector<uint32_t>(words, 0);
    if (resource.data.size() != words) {
      fail(where + ".data", "has " + std::to_string(resource.data.size()) + " words, expected " +
                                std::to_string(words) + " (every subresource's texels, one word per component)");
    }
  } else {
    resource.stride = unsigned_field(object, "stride", where, 0);
    if (entry.kind_class == KindClass::TypedBuffer && resource.texel_format.empty()) {
      fail(where, "a typed Buffer/RWBuffer needs a \"texel_format\"");
    }
    resource.data = word_list(required(object, "data", where), where + ".data", data_word, resource.format);
    if (resource.data.empty()) fail(where + ".data", "a resource needs at least one word");
    words = resource.data.size();
    if (object.contains("counter")) resource.counter = unsigned_field(object, "counter", where, 0);
    if (object.contains("expect_counter")) {
      if (!is_writable_kind(resource.kind)) fail(where + ".expect_counter", "only UAVs have counters");
      resource.expect_counter = unsigned_field(object, "expect_counter", where, 0);
      if (!resource.counter) resource.counter = 0;
    }
  }
  if (object.contains("expect")) {
    resource.expect = expectation(object, "expect", resource.format, words, where);
  } else if (object.contains("tolerance")) {
    fail(where + ".tolerance", "given without an \"expect\"");
  }
}

// An element of a resource array: the array's keys as defaults, the element's own on top.
json element_object(const json& array_object, const json& element, const std::string& where) {
  if (!element.is_object()) fail(where, "expected an object, got " + element.dump());
  json merged = array_object;
  for (const std::string_view key : {"register", "space", "kind", "elements"}) merged.erase(std::string(key));
  for (const auto& [key, value] : element.items()) {
    if (key == "register" || key == "space" || key == "kind" || key == "elements") {
      fail(where, "\"" + key + "\" belongs to the array, not to an element");
    }
    merged[key] = value;
  }
  return merged;
}

ManifestResource parse_resource(const json& object, const std::string& where) {
  if (!object.is_object()) fail(where, "expected an object, got " + object.dump());
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
  resource.place = resource.register_id.text();
  if (!object.contains("elements")) {
    json contents = object;
    for (const std::string_view key : {"register", "space", "kind"}) contents.erase(std::string(key));
    parse_contents(contents, where, resource, {});
    return resource;
  }
  const json& elements = object["elements"];
  if (!elements.is_array() || elements.empty()) fail(where + ".elements", "expected a non-empty array");
  for (std::size_t index = 0; index < elements.size(); ++index) {
    const std::string element_where = where + ".elements[" + std::to_string(index) + "]";
    ManifestResource element;
    element.register_id = resource.register_id;
    element.kind = resource.kind;
    element.place = resource.place + "[" + std::to_string(index) + "]";
    parse_contents(element_object(object, elements[index], element_where), element_where, element, {});
    resource.elements.push_back(std::move(element));
  }
  return resource;
}

// An "acceleration_structures" entry: a RaytracingAccelerationStructure resource (or an
// array of them), whose kind goes without saying.
ManifestResource parse_acceleration_structure(const json& object, const std::string& where) {
  if (!object.is_object()) fail(where, "expected an object, got " + object.dump());
  if (object.contains("kind")) fail(where + ".kind", "acceleration structures need no kind");
  json resource = object;
  resource["kind"] = resource_kind_name(ResourceKind::RaytracingAccelerationStructure);
  return parse_resource(resource, where);
}

// Fails where two of `lists` (each a name and its resources) bind one register.
void check_registers_unique(
    std::initializer_list<std::pair<std::string_view, const std::vector<ManifestResource>*>> lists) {
  std::vector<std::pair<RegisterId, std::string>> seen;
  for (const auto& [name, resources] : lists) {
    for (std::size_t index = 0; index < resources->size(); ++index) {
      const RegisterId& id = (*resources)[index].register_id;
      const std::string where = std::string(name) + "[" + std::to_string(index) + "]";
      for (const auto& [other, other_where] : seen)
        if (other == id) fail(where, "register " + id.text() + " appears twice (also " + other_where + ")");
      seen.emplace_back(id, where);
    }
  }
}

// A descriptor heap: each entry names its kind; samplers only in the sampler heap.
std::vector<ManifestResource> parse_heap(const json& list, const std::string& name) {
  if (!list.is_array() || list.empty()) fail(name, "expected a non-empty array");
  std::vector<ManifestResource> heap;
  for (std::size_t index = 0; index < list.size(); ++index) {
    const std::string where = name + "[" + std::to_string(index) + "]";
    if (!list[index].is_object()) fail(where, "expected an object, got " + list[index].dump());
    ManifestResource resource;
    resource.kind = parse_kind(string_field(list[index], "kind", where), where + ".kind");
    const bool sampler_heap = name == "sampler_heap";
    if (is_sampler_kind(resource.kind) != sampler_heap) {
      fail(where + ".kind", sampler_heap ? "the sampler heap holds samplers only"
                                         : "samplers belong in the sampler_heap");
    }
    resource.register_id.type = register_type_of(resource.kind);
    resource.place = where;
    json contents = list[index];
    contents.erase("kind");
    parse_contents(contents, where, resource, {});
    heap.push_back(std::move(resource));
  }
  return heap;
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
bool is_texture_kind(ResourceKind kind) { return kind_entry(kind).kind_class == KindClass::Texture; }
bool is_sampler_kind(ResourceKind kind) { return kind_entry(kind).kind_class == KindClass::Sampler; }
bool is_writable_kind(ResourceKind kind) { return kind_entry(kind).register_type == 'u'; }
char register_type_of(ResourceKind kind) { return kind_entry(kind).register_type; }

std::string ManifestResource::label() const {
  return (place.empty() ? register_id.text() : place) + " (" + std::string(resource_kind_name(kind)) + ")";
}

bool resources_are_buffers(const Manifest& manifest) {
  return std::all_of(manifest.resources.begin(), manifest.resources.end(), [](const ManifestResource& resource) {
    return resource.elements.empty() && !is_texture_kind(resource.kind) && !is_sampler_kind(resource.kind);
  });
}

std::vector<const ManifestResource*> Manifest::descriptors() const {
  std::vector<const ManifestResource*> list;
  const auto add_registers = [&list](const std::vector<ManifestResource>& registers) {
    for (const ManifestResource& resource : registers) {
      if (resource.elements.empty()) list.push_back(&resource);
      for (const ManifestResource& element : resource.elements) list.push_back(&element);
    }
  };
  add_registers(resources);
  for (const ManifestResource& resource : resource_heap) list.push_back(&resource);
  for (const ManifestResource& resource : sampler_heap) list.push_back(&resource);
  add_registers(acceleration_structures);
  return list;
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
                            "dual_source_blending", "layers", "viewports", "resource_heap", "sampler_heap",
                            "ray_tracing",   "acceleration_structures", "heap_layout",  "rasterizer_ordered_views",
                            "float_controls"});
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
    const std::string where = "resources[" + std::to_string(index) + "]";
    manifest.resources.push_back(parse_resource(resources[index], where));
    if (manifest.resources.back().kind == ResourceKind::RaytracingAccelerationStructure)
      fail(where + ".kind", "acceleration structures belong in \"acceleration_structures\"");
  }
  if (root.contains("acceleration_structures")) {
    const json& list = root["acceleration_structures"];
    if (!list.is_array()) fail("acceleration_structures", "expected an array");
    for (std::size_t index = 0; index < list.size(); ++index) {
      manifest.acceleration_structures.push_back(
          parse_acceleration_structure(list[index], "acceleration_structures[" + std::to_string(index) + "]"));
    }
  }
  check_registers_unique({{"resources", &manifest.resources},
                          {"acceleration_structures", &manifest.acceleration_structures}});
  if (root.contains("resource_heap")) manifest.resource_heap = parse_heap(root["resource_heap"], "resource_heap");
  if (root.contains("sampler_heap")) manifest.sampler_heap = parse_heap(root["sampler_heap"], "sampler_heap");
  if (root.contains("heap_layout")) {
    const json& layout = root["heap_layout"];
    require_object(layout, "heap_layout", {"set", "binding_base"});
    manifest.heap_layout.set = unsigned_word(required(layout, "set", "heap_layout"), "heap_layout.set");
    manifest.heap_layout.binding_base =
        unsigned_word(required(layout, "binding_base", "heap_layout"), "heap_layout.binding_base");
  }
  if (root.contains("float_controls")) {
    const std::string names = string_field(root, "float_controls", "");
    const std::optional<spirv_emit::FloatControls> controls = spirv_emit::float_controls_from_name(names);
    if (!controls)
      throw RunnerError(
          "manifest: float_controls: '" + names +
          "' is not none or a list of denorm-flush-32, denorm-preserve-32, signed-zero-inf-nan-preserve-32");
    manifest.float_controls = *controls;
  }
  return manifest;
}

std::string Manifest::to_json() const {
  if (graphics || ray_tracing || !acceleration_structures.empty())
    throw RunnerError("Manifest::to_json writes compute manifests without acceleration structures only");
  const bool counters = std::any_of(resources.begin(), resources.end(),
                                    [](const ManifestResource& resource) { return resource.counter.has_value(); });
  if (!resources_are_buffers(*this) || counters || !resource_heap.empty() || !sampler_heap.empty()) {
    throw RunnerError("Manifest::to_json writes manifests of single buffers without counters only");
  }
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
