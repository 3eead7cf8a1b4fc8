// Field readers shared by the compute and graphics parts of manifest parsing: each names
// the field in its error ("manifest: render_targets[0].format: ...").
#pragma once

#include "runner/expectation.h"
#include "runner/graphics_manifest.h"
#include "runner/ray_tracing_manifest.h"
#include "runner/texture_manifest.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace untangle::runner::manifest_json {

using nlohmann::json;

// "where.key", or "key" at the top level (where == "").
std::string field(const std::string& where, std::string_view key);
// "where[index]".
std::string indexed(const std::string& where, std::size_t index);

// Throws RunnerError "manifest: WHERE: WHAT".
[[noreturn]] void fail(const std::string& where, const std::string& what);

// Fails unless `object` is an object whose keys are all among `known`.
void require_object(const json& object, const std::string& where, std::initializer_list<std::string_view> known);

uint32_t unsigned_word(const json& value, const std::string& where);
int32_t signed_word(const json& value, const std::string& where);
// A data word: unsigned integers are the word itself; for f32, a number with a fraction
// or exponent is a value.
uint32_t data_word(const json& value, ElementFormat format, const std::string& where);
// An expected word: u32 words exactly; f32 numbers rounded to float, or nan/inf strings.
uint32_t expected_word(const json& value, ElementFormat format, const std::string& where);
// A value word: u32 as it is; f32 any number as a float value (1 is 1.0).
uint32_t value_word(const json& value, ElementFormat format, const std::string& where);

using WordReader = uint32_t (*)(const json&, ElementFormat, const std::string&);
std::vector<uint32_t> word_list(const json& list, const std::string& where, WordReader read, ElementFormat format);

const json& required(const json& object, std::string_view key, const std::string& where);
const json& array_field(const json& object, std::string_view key, const std::string& where);
std::string string_field(const json& object, std::string_view key, const std::string& where);
uint32_t unsigned_field(const json& object, std::string_view key, const std::string& where, uint32_t fallback);
bool bool_field(const json& object, std::string_view key, const std::string& where, bool fallback);
double number_field(const json& object, std::string_view key, const std::string& where, double fallback);
// "format": "u32" (the default) or "f32".
ElementFormat element_format_field(const json& object, const std::string& where);

// `key`'s expected words (`count` of them) and the object's "tolerance" (f32 only).
Expectation expectation(const json& object, std::string_view key, ElementFormat format, std::size_t count,
                        const std::string& where, std::string_view tolerance_key = "tolerance");

// Three group counts of at least 1 ("dispatch", "dispatch_mesh").
std::array<uint32_t, 3> group_counts(const json& list, const std::string& where);

// The graphics keys (graphics_manifest.cpp): the "stages" of `root`, and the rest; one
// stage of a graphics or (`ray_tracing`) a ray-tracing pipeline.
std::vector<ManifestStage> parse_stages(const json& root);
ManifestStage parse_stage(const json& object, const std::string& where, bool ray_tracing);

// An acceleration structure's "bottom_levels" and "instances" of `object` (the caller checks
// its other keys), and the "ray_tracing" key (ray_tracing_manifest.cpp).
TopLevel parse_top_level(const json& object, const std::string& where);
RayTracingSetup parse_ray_tracing(const json& object);
void parse_graphics_setup(const json& root, GraphicsSetup& setup);

// A comparison function's name (`never`, `less`, ... `always`); `fallback` where absent.
VkCompareOp compare_op(const json& object, std::string_view key, const std::string& where, VkCompareOp fallback);

// The texture and sampler keys of a resource (texture_manifest.cpp).
TextureShape texture_shape(const json& object, const std::string& where, VkImageViewType view_type,
                           bool multisampled);
SamplerState sampler_state(const json& object, const std::string& where);
// The components per texel of a texture's texel format, which the runner must be able to
// write from words (not a packed format).
uint32_t texture_components(const std::string& texel_format, const std::string& where);

// The value a string field names among `choices`; `fallback` where the field is absent.
template <typename T>
T choice(const json& object, std::string_view key, const std::string& where,
         std::initializer_list<std::pair<std::string_view, T>> choices, T fallback) {
  if (!object.contains(key)) return fallback;
  const std::string name = string_field(object, key, where);
  std::string names;
  for (const auto& [candidate, value] : choices) {
    if (candidate == name) return value;
    names += (names.empty() ? "" : ", ") + std::string(candidate);
  }
  fail(field(where, key), "unknown value \"" + name + "\" (expected " + names + ")");
}

}  // namespace untangle::runner::manifest_json
