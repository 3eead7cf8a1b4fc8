// `untangle assemble IN -o OUT`: assembles a DXBC listing in fxc's syntax (what `fxc
// /dumpbin` and `untangle dis` print) into a DXBC container, for test inputs kept as text.
// IN may be "-", standard input; a malformed listing is an error naming its line and column.
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/messages.h"
#include "dxbc/assembler.h"

namespace untangle::cli {
namespace {

struct AssembleOptions {
  std::string input;
  std::string output;
};

int run_assemble(const AssembleOptions& options) {
  const std::string label = input_label(options.input);
  if (const std::string problem = check_standard_output({options.output}, options.output); !problem.empty()) {
    std::cerr << "untangle assemble: " << problem << "\n";
    return kExitUsage;
  }
  try {
    const std::vector<uint8_t> text = read_input(options.input);
    const std::vector<uint8_t> container =
        dxbc::assemble_container(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
    write_output(options.output, container.data(), container.size());
  } catch (const std::exception& error) {
    std::cerr << "untangle assemble: " << label << ": " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  return kExitOk;
}

}  // namespace

void add_assemble_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<AssembleOptions>();
  CLI::App* command = app.add_subcommand(
      "assemble", "Assemble a DXBC shader written in fxc's assembly syntax into a DXBC container");
  command->add_option("IN", options->input, "fxc-syntax listing (.asm); - reads standard input")->required();
  command->add_option("-o,--output", options->output, "DXBC container to write; - writes standard output")->required();
  command->callback([options, &exit_status] { exit_status = run_assemble(*options); });
}

}  // namespace untangle::cli
