// The flags of the target options that `translate`, `batch` and `fuzz-cfg` share
// (commands.h), spelled as batch::TargetOptions names them.
#include <limits>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "spirv_tools/spirv_tools.h"

namespace untangle::cli {

namespace {

// A flag whose value is one of `names`, handed to `store` as `from_name` reads it (CLI11's
// CheckedTransformer prints enum values as empty text, hence a validator of our own).
// `refusal`, when given, explains a name that is known but not accepted.
template <typename FromName, typename Store>
CLI::Option* add_named_option(CLI::App& command, const std::string& flag, FromName from_name, Store store,
                              const std::string& names, const std::string& description, const std::string& default_name,
                              std::string (*refusal)(std::string_view) = nullptr) {
  return command
      .add_option_function<std::string>(
          flag, [from_name, store](const std::string& name) { store(*from_name(name)); }, description)
      ->check(CLI::Validator(
          [from_name, names, refusal](std::string& input) -> std::string {
            if (from_name(input)) return "";
            const std::string reason = refusal ? refusal(input) : "";
            return reason.empty() ? "'" + input + "' is not " + names : reason;
          },
          "{" + names + "}"))
      ->default_str(default_name);
}

// Stores a flag's value in `value`.
template <typename Value>
auto into(Value& value) {
  return [&value](Value given) { value = given; };
}

}  // namespace

void add_maximal_reconvergence_option(CLI::App& command, spirv_emit::MaximalReconvergence& value) {
  add_named_option(
      command, "--maximal-reconvergence", batch::maximal_reconvergence_from_name, into(value), "auto,on,off",
      "Declare SPV_KHR_maximal_reconvergence: auto (for SPIR-V 1.6 shaders with wave operations), on or off", "auto");
}

void add_target_options(CLI::App& command, batch::TargetOptions& target) {
  // CLI11 runs option callbacks in the order the options were added, whatever their order on
  // the command line: --target-env first sets the SPIR-V version it takes, then
  // --spirv-version, which wins, may choose an older one; the environment still validates.
  auto environment_given = std::make_shared<bool>(false);
  add_named_option(
      command, "--target-env", [](const std::string& name) { return spirv_tools::target_environment_from_name(name); },
      [&target, environment_given](spirv_tools::TargetEnvironment environment) {
        target.environment = environment;
        target.spirv_version = spirv_tools::spirv_version_of(environment);
        *environment_given = true;
      },
      "vulkan1.1,vulkan1.1spv1.4,vulkan1.2,vulkan1.3,vulkan1.4,spv1.3,spv1.4,spv1.5,spv1.6",
      "The environment whose rules the output follows, as spirv-val names it: vulkan1.1 .. vulkan1.4 (that Vulkan "
      "version's newest SPIR-V, validated by its rules; vulkan1.4 by vulkan1.3's where SPIRV-Tools predates 1.4) or "
      "spv1.3 .. spv1.6 (that SPIR-V version, validated by SPIR-V's own rules). An explicit --spirv-version wins "
      "for the version, which the environment must accept. Mesh, amplification and ray-tracing stages need SPIR-V 1.4: "
      "vulkan1.1 and spv1.3 validate them as vulkan1.1spv1.4 and spv1.4. Default: the Vulkan version of "
      "--spirv-version",
      "vulkan1.1", spirv_tools::target_environment_refusal);
  add_named_option(
      command, "--spirv-version", batch::spirv_version_from_name,
      [&target, environment_given](uint32_t version) {
        target.spirv_version = version;
        if (!*environment_given) target.environment = spirv_tools::vulkan_environment_for(version);
        const std::string conflict = batch::target_conflict(version, target.environment);
        if (!conflict.empty()) throw CLI::ValidationError("--spirv-version", conflict);
      },
      "1.3,1.4,1.5,1.6", "SPIR-V version of the output (default 1.3, or the one --target-env takes)", "1.3");
  add_maximal_reconvergence_option(command, target.maximal_reconvergence);
  add_named_option(command, "--rasterizer-ordered-views", batch::rasterizer_ordered_views_from_name,
                   into(target.rasterizer_ordered_views), "interlock,unordered",
                   "Rasterizer ordered views in pixel shaders: interlock (D3D's primitive order, through "
                   "SPV_EXT_fragment_shader_interlock; the default) or unordered (plain UAVs, for devices without "
                   "fragmentShaderPixelInterlock: overlapping fragments may then access them in any order)",
                   "interlock");
  add_named_option(command, "--float-controls", spirv_emit::float_controls_from_name, into(target.float_controls),
                   "none or a list of denorm-flush-32,denorm-preserve-32,signed-zero-inf-nan-preserve-32",
                   "The float controls the device has (VkPhysicalDeviceFloatControlsProperties' "
                   "shaderDenormFlushToZeroFloat32, shaderDenormPreserveFloat32, "
                   "shaderSignedZeroInfNanPreserveFloat32), comma-separated: the modes a shader's rules ask for are "
                   "declared where the device has them (DXBC: 32-bit denormals flushed, signed zero, infinity and "
                   "NaN preserved; DXIL: its fp32-denorm-mode). Default none: the device's own float rules",
                   "none");
  add_named_option(command, "--ags", spirv_emit::ags_support_from_name, into(target.ags),
                   "none or a list of cooperative-matrix,float8",
                   "What the device has for AMD GPU Services' intrinsics (a UAV in register space 0x7FFF0ADE): "
                   "cooperative-matrix (VK_KHR_cooperative_matrix with 16x16 subgroup matrices: wave-matrix "
                   "multiplies, loads, stores and conversions) and float8 (VK_EXT_shader_float8: FP8 and BF8 "
                   "matrices and conversions). Default none: shaders using them are refused",
                   "none");
  command
      .add_option_function<float>(
          "--point-size", [&target](float size) { target.point_size = size; },
          "Write this size to PointSize in every vertex, domain and geometry shader (D3D's points are one pixel: 1), "
          "for point lists drawn from a vertex shader or tessellation in point mode on devices without "
          "VK_KHR_maintenance5; domain and geometry shaders then need shaderTessellationAndGeometryPointSize. "
          "Default 0: only geometry shaders that output points write it, as 1")
      ->check(CLI::Validator(
          [](std::string& input) -> std::string {
            try {
              const float size = std::stof(input);
              if (size >= 0 && size <= std::numeric_limits<float>::max()) return "";
            } catch (const std::exception&) {
            }
            return "'" + input + "' is not a size (a number, 0 or more)";
          },
          "SIZE"))
      ->default_str("0");
}

}  // namespace untangle::cli
