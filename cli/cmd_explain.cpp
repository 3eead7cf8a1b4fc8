// `untangle explain IN -o F.html [--entry NAME]`: one self-contained HTML page showing what
// the structurizer did to the entry function (the DXIL blocks, the CFG before and after
// every pass as pictures laid out by GraphViz's `dot`, the SPIR-V). When translation fails
// the page is still written, up to the failure, and the exit status is 1; 3 when the
// SPIR-V fails validation; 2 for usage errors. IN and F.html may be "-", standard input
// and output.
#include <exception>
#include <iostream>
#include <memory>
#include <string>

#include "api/facade.h"
#include "cli/commands.h"
#include "cli/file_io.h"
#include "cli/messages.h"
#include "explain/collect.h"
#include "explain/page.h"

namespace untangle::cli {
namespace {

struct ExplainOptions {
  std::string input;
  std::string output;
  std::string entry;
};

int run_explain(const ExplainOptions& options) {
  const std::string label = input_label(options.input);
  const std::string prefix = "untangle explain: " + label + ": ";
  explain::Explanation explanation;
  try {
    const std::shared_ptr<const api::Module> module = api::Module::parse(read_input(options.input));
    explanation = explain::collect(*module, label, options.entry, api::TranslateOptions{});
  } catch (const Error& error) {
    std::cerr << prefix << error.what() << "\n";
    return exit_status_for(error.status());
  } catch (const std::exception& error) {
    std::cerr << prefix << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  const explain::Page page = explain::explain_page(explanation);
  try {
    write_output(options.output, page.html);
  } catch (const std::exception& error) {
    std::cerr << "untangle explain: " << one_line(error.what()) << "\n";
    return kExitTranslationFailed;
  }
  if (!page.warning.empty())
    std::cerr << prefix << "warning: the page has no pictures: " << one_line(page.warning) << "\n";
  if (explanation.failure) {
    std::cerr << prefix << one_line(explanation.failure->message) << " (failed in " << explanation.failure->stage
              << "; " << (options.output == kStandardStream ? "the page" : options.output)
              << " shows the passes up to there)\n";
    return kExitTranslationFailed;
  }
  if (explanation.spirv && !explanation.spirv->unjudged.empty()) {
    std::cerr << prefix << "the SPIR-V output could not be validated: " << one_line(explanation.spirv->unjudged)
              << "\n";
    return kExitValidationFailed;
  }
  if (explanation.spirv && !explanation.spirv->validation.empty()) {
    std::cerr << prefix << "the SPIR-V output failed validation: " << one_line(explanation.spirv->validation) << "\n";
    return kExitValidationFailed;
  }
  return kExitOk;
}

}  // namespace

void add_explain_command(CLI::App& app, int& exit_status) {
  auto options = std::make_shared<ExplainOptions>();
  CLI::App* command = app.add_subcommand(
      "explain",
      "Write one HTML page showing the DXIL, the CFG before and after every structurizer pass, and the SPIR-V");
  command->add_option("IN", options->input, "DXBC container (.dxil, .cso) or raw LLVM bitcode; - reads standard input")
      ->required();
  command->add_option("-o,--output", options->output, "HTML page to write; - writes standard output")->required();
  command->add_option("--entry", options->entry, "Entry point to show (default: the module's entry point)");
  command->callback([options, &exit_status] { exit_status = run_explain(*options); });
}

}  // namespace untangle::cli
