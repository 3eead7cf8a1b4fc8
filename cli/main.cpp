// Entry point of the `untangle` command: parses the subcommand and runs it.
#include "cli/allocator.h"
#include "cli/commands.h"
#include "untangle/untangle.h"

#include <cstdio>
#include <exception>
#include <string>

namespace untangle::cli {

int exit_status_for(Status status) { return status == Status::InvalidArgument ? kExitUsage : kExitTranslationFailed; }

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
  untangle::cli::add_assemble_command(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? 0 : untangle::cli::kExitUsage;
  }
  return status;
}
