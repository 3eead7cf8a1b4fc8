// A batch from start to end: inputs, output directory, journal, supervisor, report, summary.
#include "cli/batch/batch.h"

#include <sched.h>
#include <unistd.h>

#include <cstdio>
#include <exception>
#include <iostream>

#include "cli/batch/inputs.h"
#include "cli/batch/journal.h"
#include "cli/batch/output_files.h"
#include "cli/batch/progress.h"
#include "cli/batch/report.h"
#include "cli/batch/supervisor.h"
#include "untangle/untangle.h"

namespace untangle::batch {

namespace fs = std::filesystem;

namespace {

nlohmann::ordered_json journal_header(const std::string& revision, const TranslateSettings& settings) {
  nlohmann::ordered_json header = {
      {"untangle_batch_journal", 1}, {"revision", revision}, {"validate", settings.validate}, {"glsl", settings.glsl}};
  header.update(settings.target.to_json());
  return header;
}

void write_report(const fs::path& path, const Report& report) {
  const std::string text = to_json(report).dump(1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
  std::error_code error;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), error);
  fs::path temporary = path;
  temporary += ".tmp-" + std::to_string(getpid());
  write_atomically(path, temporary, {reinterpret_cast<const uint8_t*>(text.data()), text.size()});
}

}  // namespace

unsigned available_cores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return static_cast<unsigned>(std::max(1, CPU_COUNT(&set)));
  return 1;
}

int run_batch(const BatchOptions& options) {
  const std::string revision = untangle_revision();
  std::vector<InputFile> inputs;
  try {
    inputs = collect_inputs(options.inputs, options.output_directory);
  } catch (const std::exception& error) {
    std::cerr << "untangle batch: " << error.what() << "\n";
    return kBatchUsage;
  }
  const fs::path report_path = options.report.empty() ? options.output_directory / "report.json" : options.report;
  try {
    OutputFiles outputs(options.output_directory);
    outputs.prepare();
    JournalContents journaled;
    std::string note;
    Journal journal(options.output_directory / ".untangle-journal", journal_header(revision, options.settings),
                    options.resume, journaled, note);
    if (!note.empty() && !options.quiet) std::cerr << "untangle batch: --resume: " << note << "\n";

    const WorkerContext context{inputs, options.shard.value_or(Shard{}), options.settings, options.output_directory};
    SupervisorSettings settings;
    settings.jobs = options.jobs == 0 ? available_cores() : options.jobs;
    settings.timeout = std::chrono::milliseconds(static_cast<int64_t>(options.timeout_seconds * 1000));
    Progress progress(inputs.size(), options.quiet, stderr);
    Supervisor supervisor(settings, context, std::move(journaled), journal, outputs, progress);
    if (!supervisor.run()) {
      std::cerr << "\nuntangle batch: interrupted; run the same command with --resume to finish\n";
      return kBatchInterrupted;
    }

    Report report;
    report.revision = revision;
    report.validate = options.settings.validate;
    report.glsl = options.settings.glsl;
    report.target = options.settings.target;
    if (options.shard && options.shard->count > 1) report.shards = ShardSet{options.shard->count, {options.shard->index}};
    report.entries = supervisor.entries();
    write_report(report_path, report);
    const Summary summary = summarize(report.entries);
    if (!options.quiet) std::cout << format_summary(summary, progress.elapsed_seconds(), revision, report_path.string());
    return summary.failures() == 0 ? kBatchAllTranslated : kBatchSomeFailed;
  } catch (const std::exception& error) {
    std::cerr << "untangle batch: " << error.what() << "\n";
    return kBatchCannotRun;
  }
}

}  // namespace untangle::batch
