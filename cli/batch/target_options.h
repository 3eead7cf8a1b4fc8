// The choices about the device a translation targets that `untangle translate` and
// `untangle batch` share (SPIR-V version and the environment that validates it, maximal
// reconvergence, rasterizer ordered views, point size),
// with the names their flags take and batch journals and reports record.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "spirv_emit/ags_intrinsics.h"
#include "spirv_emit/float_controls.h"
#include "spirv_emit/options.h"
#include "spirv_tools/spirv_tools.h"

namespace untangle::batch {

struct TargetOptions {
  uint32_t spirv_version = spirv_emit::kSpirv13;
  // Validates the output; one that accepts spirv_version.
  spirv_tools::TargetEnvironment environment = spirv_tools::TargetEnvironment::Vulkan1_1;
  spirv_emit::MaximalReconvergence maximal_reconvergence = spirv_emit::MaximalReconvergence::Auto;
  spirv_emit::RasterizerOrderedViews rasterizer_ordered_views = spirv_emit::RasterizerOrderedViews::Interlock;
  float point_size = 0.0f;  // spirv_emit::Options::point_size (--point-size)
  spirv_emit::FloatControls float_controls;  // --float-controls
  spirv_emit::AgsSupport ags;                // --ags

  bool operator==(const TargetOptions&) const = default;
  void apply_to(spirv_emit::Options& options) const;
  // {"spirv_version": "1.3", "target_env": "vulkan1.1", "maximal_reconvergence": "auto",
  // "rasterizer_ordered_views": "interlock"}, the flags' spellings, "point_size": SIZE (a
  // number) when it is not the default 0, "float_controls": "denorm-flush-32,..." when any, and
  // "ags": "cooperative-matrix,float8" when any.
  nlohmann::ordered_json to_json() const;
  // The keys to_json writes, from an object that may hold others; absent keys keep their
  // defaults (an absent target_env: the Vulkan environment of the SPIR-V version). Throws
  // std::runtime_error naming a value that is not a flag's.
  static TargetOptions from_json(const nlohmann::json& object);
};

// Why `environment` cannot validate SPIR-V `version` (a version newer than it takes), or
// empty when it can.
std::string target_conflict(uint32_t version, spirv_tools::TargetEnvironment environment);

// The flags' spellings: "1.3".."1.6", "auto"/"on"/"off", "interlock"/"unordered".
std::string spirv_version_name(uint32_t version);
std::optional<uint32_t> spirv_version_from_name(const std::string& name);
std::string maximal_reconvergence_name(spirv_emit::MaximalReconvergence value);
std::optional<spirv_emit::MaximalReconvergence> maximal_reconvergence_from_name(const std::string& name);
std::string rasterizer_ordered_views_name(spirv_emit::RasterizerOrderedViews value);
std::optional<spirv_emit::RasterizerOrderedViews> rasterizer_ordered_views_from_name(const std::string& name);

}  // namespace untangle::batch
