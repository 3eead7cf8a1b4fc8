// A batch worker: a process forked by the supervisor that takes jobs (input indices) from a
// pipe, reads and hashes each input, asks the supervisor whether to translate it (another
// worker may hold the same content), translates it over the library and answers with the
// result. Everything that can crash or hang runs here, so the supervisor loses at most the
// one input a worker was translating. The protocol is in docs/batch.md.
#pragma once

#include <sys/types.h>

#include <filesystem>
#include <span>

#include "cli/batch/content_hash.h"
#include "cli/batch/inputs.h"
#include "cli/batch/translate_input.h"

namespace untangle::batch {

struct WorkerContext {
  std::span<const InputFile> inputs;
  Shard shard;
  TranslateSettings settings;
  std::filesystem::path output_directory;
};

// Test-only fault injection, read by workers and nothing else: UNTANGLE_BATCH_TEST_FAULTS
// lists `crash:NAME` and `hang:NAME` items, comma-separated; a worker told to translate an
// input whose file name is NAME raises SIGSEGV, or sleeps forever, instead.
inline constexpr const char* kFaultVariable = "UNTANGLE_BATCH_TEST_FAULTS";

// Serves jobs until the supervisor (process `supervisor`) closes the pipe, then exits the
// process.
[[noreturn]] void run_worker(const WorkerContext& context, pid_t supervisor, int from_supervisor, int to_supervisor);

}  // namespace untangle::batch
