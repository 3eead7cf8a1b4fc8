// The flags of the target options that `translate`, `batch` and `fuzz-cfg` share
// (commands.h), spelled as batch::TargetOptions names them.
#include <string>

#include "cli/commands.h"

namespace untangle::cli {

namespace {

// A flag whose value is one of `names`, stored through `from_name` (CLI11's
// CheckedTransformer prints enum values as empty text, hence a validator of our own).
template <typename Value, typename FromName>
void add_named_option(CLI::App& command, const std::string& flag, Value& value, FromName from_name,
                      const std::string& names, const std::string& description, const std::string& default_name) {
  command
      .add_option_function<std::string>(
          flag, [&value, from_name](const std::string& name) { value = *from_name(name); }, description)
      ->check(CLI::Validator(
          [from_name, names](std::string& input) -> std::string {
            return from_name(input) ? std::string() : "'" + input + "' is not " + names;
          },
          "{" + names + "}"))
      ->default_str(default_name);
}

}  // namespace

void add_maximal_reconvergence_option(CLI::App& command, spirv_emit::MaximalReconvergence& value) {
  add_named_option(command, "--maximal-reconvergence", value, batch::maximal_reconvergence_from_name, "auto,on,off",
                   "Declare SPV_KHR_maximal_reconvergence: auto (for SPIR-V 1.6 shaders with wave operations), on or off",
                   "auto");
}

void add_target_options(CLI::App& command, batch::TargetOptions& target) {
  add_named_option(command, "--spirv-version", target.spirv_version, batch::spirv_version_from_name,
                   "1.3,1.4,1.5,1.6", "SPIR-V version of the output (default 1.3)", "1.3");
  add_maximal_reconvergence_option(command, target.maximal_reconvergence);
  add_named_option(command, "--rasterizer-ordered-views", target.rasterizer_ordered_views,
                   batch::rasterizer_ordered_views_from_name, "interlock,unordered",
                   "Rasterizer ordered views in pixel shaders: interlock (D3D's primitive order, through "
                   "SPV_EXT_fragment_shader_interlock; the default) or unordered (plain UAVs, for devices without "
                   "fragmentShaderPixelInterlock: overlapping fragments may then access them in any order)",
                   "interlock");
}

}  // namespace untangle::cli
