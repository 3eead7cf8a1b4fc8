// Parsing of an acceleration structure's top level (bottom levels and instances) and of the
// manifest's "ray_tracing" key, with the checks that need the whole pipeline: group members
// of the right stages, records of the right groups, geometry in whole triangles and boxes.
#include "runner/error.h"
#include "runner/manifest_json.h"

#include <bit>

namespace untangle::runner::manifest_json {
namespace {

constexpr uint32_t kMax24Bits = 0xFFFFFF;

std::vector<float> float_list(const json& object, std::string_view key, const std::string& where) {
  const std::string list_where = field(where, key);
  std::vector<float> values;
  for (const uint32_t word : word_list(array_field(object, key, where), list_where, value_word, ElementFormat::F32))
    values.push_back(std::bit_cast<float>(word));
  return values;
}

uint32_t bounded_field(const json& object, std::string_view key, const std::string& where, uint32_t fallback,
                       uint32_t maximum) {
  const uint32_t value = unsigned_field(object, key, where, fallback);
  if (value > maximum) fail(field(where, key), "must be at most " + std::to_string(maximum));
  return value;
}

Geometry parse_geometry(const json& object, const std::string& where) {
  require_object(object, where, {"triangles", "indices", "aabbs", "opaque"});
  Geometry geometry;
  geometry.opaque = bool_field(object, "opaque", where, true);
  if (object.contains("triangles") == object.contains("aabbs"))
    fail(where, "a geometry has either \"triangles\" (vertex positions) or \"aabbs\" (boxes)");
  if (object.contains("aabbs")) {
    if (object.contains("indices")) fail(field(where, "indices"), "boxes take no indices");
    geometry.triangles = false;
    geometry.boxes = float_list(object, "aabbs", where);
    if (geometry.boxes.empty() || geometry.boxes.size() % 6 != 0)
      fail(field(where, "aabbs"), "expected six numbers per box (min x, y, z, max x, y, z)");
    return geometry;
  }
  geometry.vertices = float_list(object, "triangles", where);
  if (geometry.vertices.empty() || geometry.vertices.size() % 3 != 0)
    fail(field(where, "triangles"), "expected three numbers per vertex (x, y, z)");
  const std::size_t vertex_count = geometry.vertices.size() / 3;
  if (object.contains("indices")) {
    geometry.indices = word_list(array_field(object, "indices", where), field(where, "indices"), value_word,
                                 ElementFormat::U32);
    if (geometry.indices.empty() || geometry.indices.size() % 3 != 0)
      fail(field(where, "indices"), "expected three indices per triangle");
    for (const uint32_t index : geometry.indices)
      if (index >= vertex_count)
        fail(field(where, "indices"), "index " + std::to_string(index) + " is past the " +
                                          std::to_string(vertex_count) + " vertices");
  } else if (vertex_count % 3 != 0) {
    fail(field(where, "triangles"), "without indices, the vertices make whole triangles (nine numbers each)");
  }
  return geometry;
}

uint32_t instance_flags(const json& object, const std::string& where) {
  if (!object.contains("flags")) return 0;
  const json& list = array_field(object, "flags", where);
  uint32_t flags = 0;
  for (std::size_t index = 0; index < list.size(); ++index) {
    const std::string flag_where = indexed(field(where, "flags"), index);
    if (!list[index].is_string()) fail(flag_where, "expected a flag name");
    const std::string name = list[index].get<std::string>();
    if (name == "triangle_cull_disable") flags |= VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR;
    else if (name == "triangle_front_counterclockwise") flags |= VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_FACING_BIT_KHR;
    else if (name == "force_opaque") flags |= VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR;
    else if (name == "force_non_opaque") flags |= VK_GEOMETRY_INSTANCE_FORCE_NO_OPAQUE_BIT_KHR;
    else
      fail(flag_where, "unknown flag \"" + name +
                           "\" (expected triangle_cull_disable, triangle_front_counterclockwise, force_opaque or "
                           "force_non_opaque)");
  }
  return flags;
}

Instance parse_instance(const json& object, const std::string& where, std::size_t bottom_levels) {
  require_object(object, where, {"bottom_level", "transform", "instance_id", "mask", "hit_group_offset", "flags"});
  Instance instance;
  instance.bottom_level = unsigned_word(required(object, "bottom_level", where), field(where, "bottom_level"));
  if (instance.bottom_level >= bottom_levels)
    fail(field(where, "bottom_level"), "there are " + std::to_string(bottom_levels) + " bottom levels");
  if (object.contains("transform")) {
    const std::vector<float> transform = float_list(object, "transform", where);
    if (transform.size() != 12) fail(field(where, "transform"), "expected 12 numbers (a row-major 3x4 matrix)");
    std::copy(transform.begin(), transform.end(), instance.transform.begin());
  }
  instance.instance_id = bounded_field(object, "instance_id", where, 0, kMax24Bits);
  instance.mask = bounded_field(object, "mask", where, 0xFF, 0xFF);
  instance.hit_group_offset = bounded_field(object, "hit_group_offset", where, 0, kMax24Bits);
  instance.flags = instance_flags(object, where);
  return instance;
}

// A group member: the position of a stage of the wanted kind.
std::optional<uint32_t> member(const json& object, std::string_view key, const std::string& where,
                               const std::vector<ManifestStage>& stages, std::initializer_list<Stage> kinds) {
  if (!object.contains(key)) return std::nullopt;
  const uint32_t position = unsigned_word(object[std::string(key)], field(where, key));
  if (position >= stages.size()) fail(field(where, key), "there are " + std::to_string(stages.size()) + " stages");
  for (const Stage kind : kinds)
    if (stages[position].stage == kind) return position;
  fail(field(where, key), "stages[" + std::to_string(position) + "] is a " +
                              std::string(stage_name(stages[position].stage)) + " shader");
}

ShaderGroup parse_group(const json& object, const std::string& where, const std::vector<ManifestStage>& stages) {
  require_object(object, where, {"general", "closest_hit", "any_hit", "intersection"});
  ShaderGroup group;
  group.general = member(object, "general", where, stages, {Stage::RayGeneration, Stage::Miss, Stage::Callable});
  group.closest_hit = member(object, "closest_hit", where, stages, {Stage::ClosestHit});
  group.any_hit = member(object, "any_hit", where, stages, {Stage::AnyHit});
  group.intersection = member(object, "intersection", where, stages, {Stage::Intersection});
  const bool hit = group.closest_hit || group.any_hit || group.intersection;
  if (group.general.has_value() == hit)
    fail(where, "a group is either \"general\" or a hit group (closest_hit, any_hit, intersection)");
  group.type = group.general ? ShaderGroup::Type::General
               : group.intersection ? ShaderGroup::Type::Procedural
                                    : ShaderGroup::Type::Triangles;
  return group;
}

// A record of a group whose kind the table takes: the general stage's, or a hit group.
ShaderRecord parse_record(const json& object, const std::string& where, const RayTracingSetup& setup,
                          std::optional<Stage> general_stage) {
  require_object(object, where, {"group", "format", "data"});
  ShaderRecord record;
  record.group = unsigned_word(required(object, "group", where), field(where, "group"));
  if (record.group >= setup.groups.size())
    fail(field(where, "group"), "there are " + std::to_string(setup.groups.size()) + " groups");
  const ShaderGroup& group = setup.groups[record.group];
  const bool fits = general_stage ? group.general && setup.stages[*group.general].stage == *general_stage
                                  : group.type != ShaderGroup::Type::General;
  if (!fits)
    fail(field(where, "group"), "group " + std::to_string(record.group) + " is not a " +
                                    (general_stage ? std::string(stage_name(*general_stage)) + " group" : "hit group"));
  if (object.contains("data"))
    record.data = word_list(array_field(object, "data", where), field(where, "data"), data_word,
                            element_format_field(object, where));
  return record;
}

std::vector<ShaderRecord> parse_records(const json& object, std::string_view key, const RayTracingSetup& setup,
                                        std::optional<Stage> general_stage) {
  std::vector<ShaderRecord> records;
  if (!object.contains(key)) return records;
  const json& list = array_field(object, key, "ray_tracing");
  for (std::size_t index = 0; index < list.size(); ++index)
    records.push_back(parse_record(list[index], indexed(field("ray_tracing", key), index), setup, general_stage));
  return records;
}

}  // namespace

TopLevel parse_top_level(const json& object, const std::string& where) {
  TopLevel top_level;
  const json& levels = array_field(object, "bottom_levels", where);
  for (std::size_t level = 0; level < levels.size(); ++level) {
    const std::string level_where = indexed(field(where, "bottom_levels"), level);
    require_object(levels[level], level_where, {"geometries"});
    const json& geometries = array_field(levels[level], "geometries", level_where);
    if (geometries.empty()) fail(field(level_where, "geometries"), "needs at least one geometry");
    BottomLevel bottom;
    for (std::size_t index = 0; index < geometries.size(); ++index) {
      bottom.geometries.push_back(parse_geometry(geometries[index], indexed(field(level_where, "geometries"), index)));
      if (bottom.geometries.back().triangles != bottom.geometries.front().triangles)
        fail(level_where, "a bottom level holds triangles or boxes, not both");
    }
    top_level.bottom_levels.push_back(std::move(bottom));
  }
  const json& instances = array_field(object, "instances", where);
  for (std::size_t index = 0; index < instances.size(); ++index)
    top_level.instances.push_back(
        parse_instance(instances[index], indexed(field(where, "instances"), index), top_level.bottom_levels.size()));
  return top_level;
}

RayTracingSetup parse_ray_tracing(const json& object) {
  const std::string where = "ray_tracing";
  require_object(object, where,
                 {"dxil", "stages", "groups", "raygen", "miss", "hit", "callable", "max_recursion_depth", "trace_rays"});
  RayTracingSetup setup;
  if (object.contains("dxil")) setup.dxil = string_field(object, "dxil", where);
  const json& stages = array_field(object, "stages", where);
  for (std::size_t index = 0; index < stages.size(); ++index)
    setup.stages.push_back(parse_stage(stages[index], indexed(field(where, "stages"), index), true));
  const json& groups = array_field(object, "groups", where);
  for (std::size_t index = 0; index < groups.size(); ++index)
    setup.groups.push_back(parse_group(groups[index], indexed(field(where, "groups"), index), setup.stages));
  setup.raygen = parse_record(required(object, "raygen", where), field(where, "raygen"), setup, Stage::RayGeneration);
  setup.miss = parse_records(object, "miss", setup, Stage::Miss);
  setup.hit = parse_records(object, "hit", setup, std::nullopt);
  setup.callable = parse_records(object, "callable", setup, Stage::Callable);
  setup.max_recursion_depth = unsigned_field(object, "max_recursion_depth", where, 1);
  setup.trace_rays = group_counts(required(object, "trace_rays", where), field(where, "trace_rays"));
  return setup;
}

}  // namespace untangle::runner::manifest_json
