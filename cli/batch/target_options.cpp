// Target options and their names (see target_options.h).
#include "cli/batch/target_options.h"

#include <array>
#include <limits>
#include <stdexcept>
#include <utility>

namespace untangle::batch {

namespace {

constexpr std::array<std::pair<const char*, uint32_t>, 4> kSpirvVersions = {{{"1.3", spirv_emit::kSpirv13},
                                                                             {"1.4", spirv_emit::kSpirv14},
                                                                             {"1.5", spirv_emit::kSpirv15},
                                                                             {"1.6", spirv_emit::kSpirv16}}};
constexpr std::array<std::pair<const char*, spirv_emit::MaximalReconvergence>, 3> kReconvergence = {
    {{"auto", spirv_emit::MaximalReconvergence::Auto},
     {"on", spirv_emit::MaximalReconvergence::On},
     {"off", spirv_emit::MaximalReconvergence::Off}}};
constexpr std::array<std::pair<const char*, spirv_emit::RasterizerOrderedViews>, 2> kOrderedViews = {
    {{"interlock", spirv_emit::RasterizerOrderedViews::Interlock},
     {"unordered", spirv_emit::RasterizerOrderedViews::Unordered}}};

template <typename Table, typename Value>
std::string name_in(const Table& table, Value value) {
  for (const auto& [name, entry] : table)
    if (entry == value) return name;
  return "unknown";
}

template <typename Table>
auto value_in(const Table& table, const std::string& name) -> std::optional<decltype(table[0].second)> {
  for (const auto& [entry_name, entry] : table)
    if (name == entry_name) return entry;
  return std::nullopt;
}

// The value of `key` in `object` read by `parse`, or `fallback` where the key is absent.
template <typename Value, typename Parse>
Value field(const nlohmann::json& object, const char* key, Value fallback, Parse parse) {
  if (!object.contains(key)) return fallback;
  const nlohmann::json& text = object.at(key);
  const std::optional<Value> value = text.is_string() ? parse(text.get<std::string>()) : std::nullopt;
  if (!value) throw std::runtime_error(std::string("options.") + key + ": " + text.dump() + " is not a known value");
  return *value;
}

}  // namespace

std::string spirv_version_name(uint32_t version) { return name_in(kSpirvVersions, version); }
std::optional<uint32_t> spirv_version_from_name(const std::string& name) { return value_in(kSpirvVersions, name); }
std::string maximal_reconvergence_name(spirv_emit::MaximalReconvergence value) {
  return name_in(kReconvergence, value);
}
std::optional<spirv_emit::MaximalReconvergence> maximal_reconvergence_from_name(const std::string& name) {
  return value_in(kReconvergence, name);
}
std::string rasterizer_ordered_views_name(spirv_emit::RasterizerOrderedViews value) {
  return name_in(kOrderedViews, value);
}
std::optional<spirv_emit::RasterizerOrderedViews> rasterizer_ordered_views_from_name(const std::string& name) {
  return value_in(kOrderedViews, name);
}

std::string target_conflict(uint32_t version, spirv_tools::TargetEnvironment environment) {
  const uint32_t newest = spirv_tools::spirv_version_of(environment);
  if (version <= newest) return "";
  return "SPIR-V " + spirv_version_name(version) + " is newer than " +
         std::string(spirv_tools::target_environment_name(environment)) + " takes (SPIR-V " +
         spirv_version_name(newest) + " at most)";
}

void TargetOptions::apply_to(spirv_emit::Options& options) const {
  options.spirv_version = spirv_version;
  options.maximal_reconvergence = maximal_reconvergence;
  options.rasterizer_ordered_views = rasterizer_ordered_views;
  options.point_size = point_size;
  options.float_controls = float_controls;
  options.ags = ags;
}

nlohmann::ordered_json TargetOptions::to_json() const {
  nlohmann::ordered_json json = {
      {"spirv_version", spirv_version_name(spirv_version)},
      {"target_env", std::string(spirv_tools::target_environment_name(environment))},
      {"maximal_reconvergence", maximal_reconvergence_name(maximal_reconvergence)},
      {"rasterizer_ordered_views", rasterizer_ordered_views_name(rasterizer_ordered_views)}};
  if (point_size != 0) json["point_size"] = point_size;
  if (float_controls != spirv_emit::FloatControls{})
    json["float_controls"] = spirv_emit::float_controls_name(float_controls);
  if (ags != spirv_emit::AgsSupport{}) json["ags"] = spirv_emit::ags_support_name(ags);
  return json;
}

TargetOptions TargetOptions::from_json(const nlohmann::json& object) {
  const TargetOptions defaults;
  TargetOptions options;
  options.spirv_version = field(object, "spirv_version", defaults.spirv_version, spirv_version_from_name);
  options.environment = field(object, "target_env", spirv_tools::vulkan_environment_for(options.spirv_version),
                              [](const std::string& name) { return spirv_tools::target_environment_from_name(name); });
  if (const std::string conflict = target_conflict(options.spirv_version, options.environment); !conflict.empty())
    throw std::runtime_error("options: " + conflict);
  options.maximal_reconvergence =
      field(object, "maximal_reconvergence", defaults.maximal_reconvergence, maximal_reconvergence_from_name);
  options.rasterizer_ordered_views =
      field(object, "rasterizer_ordered_views", defaults.rasterizer_ordered_views, rasterizer_ordered_views_from_name);
  if (object.contains("point_size")) {
    const nlohmann::json& size = object.at("point_size");
    if (!size.is_number() || !(size.get<double>() >= 0) || size.get<double>() > std::numeric_limits<float>::max())
      throw std::runtime_error("options.point_size: " + size.dump() + " is not a size");
    options.point_size = size.get<float>();
  }
  options.float_controls =
      field(object, "float_controls", defaults.float_controls, spirv_emit::float_controls_from_name);
  options.ags = field(object, "ags", defaults.ags, spirv_emit::ags_support_from_name);
  return options;
}

}  // namespace untangle::batch
