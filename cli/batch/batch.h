// `untangle batch`: translate a tree of shaders (a game's shader cache) into a mirrored
// tree of SPIR-V, with a report, in parallel, resumable, shardable. docs/batch.md is the
// user's guide; this is the entry point the subcommand calls.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "cli/batch/content_hash.h"
#include "cli/batch/translate_input.h"

namespace untangle::batch {

struct BatchOptions {
  std::vector<std::string> inputs;
  std::filesystem::path output_directory;
  unsigned jobs = 0;  // 0: one per available core
  std::filesystem::path report;  // empty: OUTDIR/report.json
  bool resume = false;
  std::optional<Shard> shard;
  TranslateSettings settings;
  double timeout_seconds = 60;  // 0: none
  bool quiet = false;
};

// Exit statuses of `untangle batch`.
enum BatchExit : int {
  kBatchAllTranslated = 0,  // every shader ok (skipped files and duplicates aside)
  kBatchSomeFailed = 1,     // some shader was invalid, unsupported, failed, crashed or timed out
  kBatchUsage = 2,
  kBatchCannotRun = 4,       // the output directory, journal or report could not be written
  kBatchInterrupted = 130,   // SIGINT or SIGTERM; run again with --resume
};

int run_batch(const BatchOptions& options);

// The cores this process may run on.
unsigned available_cores();

}  // namespace untangle::batch
