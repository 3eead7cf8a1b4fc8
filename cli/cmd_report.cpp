// `untangle report merge A.json B.json... -o ALL.json`: the reports of the shards of a batch
// (`untangle batch --shard I/N`) combined into the report of the whole batch.
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/batch/output_files.h"
#include "cli/batch/report.h"
#include "cli/commands.h"
#include "cli/file_io.h"

namespace untangle::cli {

namespace {

int merge(const std::vector<std::string>& inputs, const std::string& output) {
  std::vector<batch::Report> reports;
  for (const std::string& input : inputs) {
    try {
      const std::vector<uint8_t> bytes = read_file(input);
      reports.push_back(batch::report_from_json(nlohmann::json::parse(bytes)));
    } catch (const std::exception& error) {
      std::cerr << "untangle report merge: " << input << ": " << error.what() << "\n";
      return kExitTranslationFailed;
    }
  }
  try {
    const batch::Report merged = batch::merge_reports(reports);
    const std::string text = batch::to_json(merged).dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    batch::write_atomically(output, output + ".tmp", {reinterpret_cast<const uint8_t*>(text.data()), text.size()});
  } catch (const std::exception& error) {
    std::cerr << "untangle report merge: " << error.what() << "\n";
    return kExitTranslationFailed;
  }
  return kExitOk;
}

}  // namespace

void add_report_command(CLI::App& app, int& exit_status) {
  CLI::App* command = app.add_subcommand("report", "Work with batch reports");
  command->require_subcommand(1);
  auto inputs = std::make_shared<std::vector<std::string>>();
  auto output = std::make_shared<std::string>();
  CLI::App* merge_command = command->add_subcommand("merge", "Merge the reports of a batch's shards into one");
  merge_command->add_option("REPORT", *inputs, "Shard reports (untangle batch --shard I/N --report F)")
      ->required()
      ->check(CLI::ExistingFile);
  merge_command->add_option("-o,--output", *output, "The merged report")->required();
  merge_command->callback([inputs, output, &exit_status] { exit_status = merge(*inputs, *output); });
}

}  // namespace untangle::cli
