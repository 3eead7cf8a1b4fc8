// Entry point of the `untangle` command: parses the subcommand and runs it.
#include "cli/allocator.h"
#include "cli/commands.h"
#include "untangle/untangle.h"

#include <cstdio>
#include <exception>
#include <map>
#include <string>

namespace untangle::cli {

int exit_status_for(Status status) { return status == Status::InvalidArgument ? kExitUsage : kExitTranslationFailed; }

void add_maximal_reconvergence_option(CLI::App& command, spirv_emit::MaximalReconvergence& value) {
  // A validator of its own: CLI11's CheckedTransformer prints the enum values as empty text.
  const CLI::Validator names(
      [](std::string& input) -> std::string {
        const std::map<std::string, spirv_emit::MaximalReconvergence> known{
            {"auto", spirv_emit::MaximalReconvergence::Auto},
            {"on", spirv_emit::MaximalReconvergence::On},
            {"off", spirv_emit::MaximalReconvergence::Off}};
        const auto found = known.find(input);
        if (found == known.end()) return "'" + input + "' is not auto, on or off";
        input = std::to_string(static_cast<int>(found->second));
        return {};
      },
      "{auto,on,off}");
  command
      .add_option("--maximal-reconvergence", value,
                  "Declare SPV_KHR_maximal_reconvergence: auto (for SPIR-V 1.6 shaders with wave operations), on or off")
      ->transform(names)
      ->default_str("auto");
}

}  // namespace untangle::cli

int main(int argc, char** argv) {
  CLI::App app{"untangle: DXIL to SPIR-V translator with a structurizer that keeps wave-op convergence"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string("untangle ") + untangle_revision() + "\nallocator: " +
                                        untangle::cli::allocator_name());
  int status = untangle::cli::kExitOk;
  untangle::cli::add_dis_command(app, status);
  untangle::cli::add_explain_command(app, status);
  untangle::cli::add_run_command(app, status);
  untangle::cli::add_fuzz_cfg_command(app, status);
  untangle::cli::add_translate_command(app, status);
  untangle::cli::add_batch_command(app, status);
  untangle::cli::add_report_command(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? 0 : untangle::cli::kExitUsage;
  }
  return status;
}
