// `untangle dis IN`: prints the DXIL module as LLVM assembly, then a summary of its DXIL
// metadata as `;` comments, so the whole output still assembles with llvm-as-14; a DXBC
// shader in fxc's assembly syntax, which `untangle assemble` reads back (with --lifted, the
// IR the DXBC reader lifts it to, printed as a DXIL module is). A module
// that cannot be read or printed is an error (exit 1); malformed DXIL metadata is not,
// since showing such a module is what a disassembler is for: the summary and a warning
// on stderr say what is wrong with it. IN may be "-", standard input.
#include <exception>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/messages.h"
#include "dxil/container.h"
#include "dxil/disassembler.h"
#include "dxil/dxil_metadata.h"
#include "dxbc/disassembler.h"
#include "dxil/root_signature.h"
#include "reader/read_program.h"

namespace untangle::cli {
namespace {

struct DisOptions {
  std::string input;
  std::string bitcode_output;  // hidden: the bitcode inside IN, for cross-checks with LLVM tools
  bool lifted = false;         // DXBC: print the lifted IR rather than fxc's syntax
};

// Every line of `text` as a comment of `prefix` ("; " for LLVM, "// " for fxc's syntax).
std::string as_comments(const std::string& text, const std::string& prefix = "; ") {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    const size_t stop = end == std::string::npos ? text.size() : end;
    out += prefix + text.substr(start, stop - start) + "\n";
    start = stop + 1;
  }
  return out;
}

int run_dis(const DisOptions& options) {
  std::string output;
  const std::string label = input_label(options.input);
  try {
    const std::vector<uint8_t> bytes = read_input(options.input);
    const dxil::Container container = dxil::parse_container(bytes);
    if (!options.bitcode_output.empty())
      write_output(options.bitcode_output, container.bitcode.data(), container.bitcode.size());
    if (container.program_format == dxil::ProgramFormat::Dxbc && !options.lifted) {
      output = dxbc::disassemble_container(container);
      if (const std::optional<dxil::RootSignature> signature = dxil::read_root_signature(container))
        output += "\n// ----- root signature -----\n" + as_comments(dxil::describe(*signature), "// ");
      std::cout << output;
      std::cout.flush();
      return std::cout ? kExitOk : kExitTranslationFailed;
    }
    const dxil::Module module = reader::read_program(container);
    output = dxil::disassemble(module);
    output += "\n; ----- DXIL metadata summary -----\n";
    try {
      output += as_comments(dxil::describe(dxil::read_shader_info(module)));
    } catch (const dxil::MetadataError& error) {
      const std::string message = one_line(error.what());
      output += "; malformed DXIL metadata: " + message + "\n";
      std::cerr << "untangle dis: " << label << ": warning: malformed DXIL metadata: " << message << "\n";
    }
    if (const std::optional<dxil::RootSignature> signature = dxil::read_root_signature(container)) {
      output += "\n; ----- root signature -----\n";
      output += as_comments(dxil::describe(*signature));
    }
  } catch (const std::exception& error) {
    std::cerr << "untangle dis: " << label << ": " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  std::cout << output;
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "untangle dis: " << label << ": cannot write the output\n";
    return kExitTranslationFailed;
  }
  return kExitOk;
}

}  // namespace

void add_dis_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<DisOptions>();
  CLI::App* command =
      app.add_subcommand("dis", "Print a DXIL module as LLVM assembly, followed by a summary of its DXIL metadata; "
                                "a DXBC shader in fxc's assembly syntax");
  command->add_option("IN", options->input, "DXBC container (.dxil, .cso) or raw LLVM bitcode; - reads standard input")
      ->required();
  command->add_flag("--lifted", options->lifted,
                    "For a DXBC shader, print the IR it is lifted to (as a DXIL module) instead of its fxc assembly");
  command->add_option("--emit-bitcode", options->bitcode_output, "Also write the module's raw bitcode to this file")
      ->group("");
  command->callback([options, &exit_status] { exit_status = run_dis(*options); });
}

}  // namespace untangle::cli
