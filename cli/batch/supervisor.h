// The batch supervisor: a single-threaded loop that forks -j worker processes, hands them
// inputs, decides which content each translates (every content once: the others are
// duplicates, or already done in a resumed run), writes the journal, and contains failures:
// a worker that dies (a crash in the translator) or runs past the timeout (a hang; it is
// killed) loses only the input it was translating, which is reported as crashed or
// timeout, and a new worker takes its place.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "cli/batch/content_hash.h"
#include "cli/batch/inputs.h"
#include "cli/batch/journal.h"
#include "cli/batch/line_channel.h"
#include "cli/batch/output_files.h"
#include "cli/batch/progress.h"
#include "cli/batch/report.h"
#include "cli/batch/worker.h"

namespace untangle::batch {

struct SupervisorSettings {
  unsigned jobs = 1;
  std::chrono::milliseconds timeout{0};  // 0: none
};

class Supervisor {
 public:
  Supervisor(const SupervisorSettings& settings, const WorkerContext& context, JournalContents journaled,
             Journal& journal, OutputFiles& outputs, Progress& progress);
  ~Supervisor();
  Supervisor(const Supervisor&) = delete;
  Supervisor& operator=(const Supervisor&) = delete;

  // Runs every input to its end; false when SIGINT or SIGTERM stopped it first (the journal
  // holds what was done). Throws std::runtime_error when outputs cannot be written.
  bool run();
  // The entries of every input of this shard, in key order.
  std::vector<ReportEntry> entries() const;

 private:
  struct Slot {
    pid_t pid = -1;
    int to_worker = -1;
    int from_worker = -1;
    std::unique_ptr<LineReader> reader;
    std::deque<size_t> jobs;  // sent, in order; the front one is being worked on
    bool translating = false;  // the front job was told to translate
    std::chrono::steady_clock::time_point started;  // of the front job
  };
  enum class PathKind : uint8_t { Pending, OutOfShard, NotShader, NotRegular, Unreadable, Shader, Lost };
  struct PathState {
    PathKind kind = PathKind::Pending;
    ContentHash hash;
    uint64_t bytes = 0;
    ShaderStatus lost_status = ShaderStatus::Crashed;
    std::string note;  // why it was skipped or lost
  };
  struct ContentState {
    bool done = false;
    // Crashed and timed-out content is not journaled: a resumed batch tries it again.
    bool journaled = false;
    ShaderResult result;
    size_t source = kNone;        // an input whose outputs for this content are in place
    std::vector<size_t> waiting;  // duplicates that arrived while it was being translated
  };
  static constexpr size_t kNone = ~size_t{0};

  void spawn(Slot& slot);
  void dispatch();
  void wait_for_events();
  void handle_line(Slot& slot, const std::string& line);
  void handle_claim(Slot& slot, size_t index, const ContentHash& hash, uint64_t bytes);
  void handle_loss(Slot& slot, ShaderStatus status, const std::string& detail);
  void check_deadlines();
  void next_job(Slot& slot);
  void finish_content(const ContentHash& hash, ShaderResult result, size_t index, bool journaled);
  void settle_duplicate(size_t index, ContentState& state, const ContentHash& hash);
  bool outputs_in_place(size_t index, const ContentHash& hash, const ShaderResult& result) const;
  void stop_workers();

  SupervisorSettings settings_;
  const WorkerContext& context_;
  JournalContents journaled_;
  Journal& journal_;
  OutputFiles& outputs_;
  Progress& progress_;
  std::vector<Slot> slots_;
  std::vector<PathState> paths_;
  std::unordered_map<ContentHash, ContentState, ContentHashHasher> contents_;
  std::deque<size_t> queue_;
  uint64_t done_ = 0;
  uint64_t failures_ = 0;
  unsigned idle_deaths_ = 0;  // workers that died holding no job, in a row
};

}  // namespace untangle::batch
