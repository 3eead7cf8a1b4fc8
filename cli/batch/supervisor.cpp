// The supervisor's event loop: dispatch, poll, protocol, containment, deduplication.
#include "cli/batch/supervisor.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

namespace untangle::batch {

namespace {

using Clock = std::chrono::steady_clock;

// Jobs queued per worker: one being worked on and one ready, so a worker never waits for
// the supervisor between inputs.
constexpr size_t kJobsPerWorker = 2;
// Workers that die holding no job, in a row, before the batch gives up: something is wrong
// with the worker itself rather than with an input.
constexpr unsigned kMaxIdleDeaths = 8;

volatile sig_atomic_t g_stop_signal = 0;  // set by SIGINT/SIGTERM; read by the loop

extern "C" void on_stop_signal(int signal) { g_stop_signal = signal; }

std::string death_description(int status) {
  if (WIFSIGNALED(status)) {
    const int signal = WTERMSIG(status);
    const char* abbreviation = sigabbrev_np(signal);
    return "the worker died of signal SIG" + std::string(abbreviation ? abbreviation : "?") + " (" +
           strsignal(signal) + ")";
  }
  if (WIFEXITED(status)) return "the worker exited with status " + std::to_string(WEXITSTATUS(status));
  return "the worker stopped";
}

// Splits "A B C..." into its first `count` fields and the rest.
std::vector<std::string> fields(const std::string& line, size_t count) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (parts.size() + 1 < count) {
    const size_t space = line.find(' ', start);
    if (space == std::string::npos) break;
    parts.push_back(line.substr(start, space - start));
    start = space + 1;
  }
  parts.push_back(line.substr(start));
  return parts;
}

}  // namespace

Supervisor::Supervisor(const SupervisorSettings& settings, const WorkerContext& context, JournalContents journaled,
                       Journal& journal, OutputFiles& outputs, Progress& progress)
    : settings_(settings),
      context_(context),
      journaled_(std::move(journaled)),
      journal_(journal),
      outputs_(outputs),
      progress_(progress),
      paths_(context.inputs.size()) {
  for (size_t index = 0; index < context.inputs.size(); ++index) {
    if (context.inputs[index].regular) {
      queue_.push_back(index);
    } else {
      paths_[index].kind = PathKind::NotRegular;
      ++done_;
    }
  }
  // Results read from the journal count as translated content whose outputs are not yet
  // known to be anywhere.
  for (auto& [hash, result] : journaled_.results) {
    ContentState& state = contents_[hash];
    state.done = true;
    state.journaled = true;
    state.result = std::move(result);
  }
  journaled_.results.clear();
}

Supervisor::~Supervisor() { stop_workers(); }

bool Supervisor::run() {
  g_stop_signal = 0;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  struct sigaction old_interrupt {}, old_terminate {};
  sigaction(SIGINT, &action, &old_interrupt);
  sigaction(SIGTERM, &action, &old_terminate);
  std::signal(SIGPIPE, SIG_IGN);

  const unsigned worker_count = static_cast<unsigned>(std::clamp<size_t>(queue_.size(), 1, std::max(1u, settings_.jobs)));
  slots_.resize(worker_count);
  for (Slot& slot : slots_) spawn(slot);
  while (done_ < paths_.size() && g_stop_signal == 0) {
    dispatch();
    wait_for_events();
    check_deadlines();
    progress_.update(done_, failures_);
  }
  stop_workers();
  sigaction(SIGINT, &old_interrupt, nullptr);
  sigaction(SIGTERM, &old_terminate, nullptr);
  if (g_stop_signal != 0) return false;
  progress_.finish(done_, failures_);
  return true;
}

void Supervisor::spawn(Slot& slot) {
  int to_worker[2];
  int from_worker[2];
  if (::pipe2(to_worker, O_CLOEXEC) != 0 || ::pipe2(from_worker, O_CLOEXEC) != 0)
    throw std::runtime_error(std::string("cannot create a pipe: ") + std::strerror(errno));
  std::fflush(nullptr);  // the child must not flush the parent's buffered output again
  const pid_t supervisor = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error(std::string("cannot start a worker: ") + std::strerror(errno));
  if (pid == 0) {
    for (const Slot& other : slots_) {
      if (other.to_worker >= 0) ::close(other.to_worker);
      if (other.from_worker >= 0) ::close(other.from_worker);
    }
    ::close(to_worker[1]);
    ::close(from_worker[0]);
    run_worker(context_, supervisor, to_worker[0], from_worker[1]);
  }
  ::close(to_worker[0]);
  ::close(from_worker[1]);
  ::fcntl(from_worker[0], F_SETFL, O_NONBLOCK);
  slot.pid = pid;
  slot.to_worker = to_worker[1];
  slot.from_worker = from_worker[0];
  slot.reader = std::make_unique<LineReader>(slot.from_worker);
  slot.jobs.clear();
  slot.translating = false;
}

void Supervisor::dispatch() {
  for (Slot& slot : slots_) {
    while (slot.pid > 0 && slot.jobs.size() < kJobsPerWorker && !queue_.empty()) {
      const size_t index = queue_.front();
      queue_.pop_front();
      if (slot.jobs.empty()) slot.started = Clock::now();
      slot.jobs.push_back(index);
      // A worker that has gone is noticed by poll (end of file) and its jobs requeued.
      write_line(slot.to_worker, "J " + std::to_string(index));
    }
  }
}

void Supervisor::wait_for_events() {
  std::chrono::milliseconds wait = progress_.interval();
  const Clock::time_point now = Clock::now();
  if (settings_.timeout.count() > 0) {
    for (const Slot& slot : slots_) {
      if (slot.pid <= 0 || slot.jobs.empty()) continue;
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(slot.started + settings_.timeout - now);
      wait = std::min(wait, std::max(left, std::chrono::milliseconds(0)) + std::chrono::milliseconds(1));
    }
  }
  std::vector<pollfd> descriptors;
  for (const Slot& slot : slots_) descriptors.push_back({slot.from_worker, POLLIN, 0});
  const int ready = ::poll(descriptors.data(), descriptors.size(), static_cast<int>(wait.count()));
  if (ready <= 0) return;  // a timeout, or a signal (EINTR) that the loop checks
  for (size_t i = 0; i < slots_.size(); ++i) {
    if (descriptors[i].revents == 0) continue;
    Slot& slot = slots_[i];
    const bool open = slot.reader->fill();
    while (std::optional<std::string> line = slot.reader->pop()) handle_line(slot, *line);
    if (!open) {
      int status = 0;
      ::waitpid(slot.pid, &status, 0);
      slot.pid = -1;
      handle_loss(slot, ShaderStatus::Crashed, death_description(status));
    }
  }
}

void Supervisor::check_deadlines() {
  if (settings_.timeout.count() <= 0) return;
  const Clock::time_point now = Clock::now();
  for (Slot& slot : slots_) {
    if (slot.pid <= 0 || slot.jobs.empty() || now - slot.started < settings_.timeout) continue;
    ::kill(slot.pid, SIGKILL);
    ::waitpid(slot.pid, nullptr, 0);
    slot.pid = -1;
    const auto seconds = std::chrono::duration<double>(settings_.timeout).count();
    char detail[96];
    std::snprintf(detail, sizeof detail, "the translation took longer than %g s (--timeout)", seconds);
    handle_loss(slot, ShaderStatus::Timeout, detail);
  }
}

void Supervisor::handle_loss(Slot& slot, ShaderStatus status, const std::string& detail) {
  ::close(slot.to_worker);
  ::close(slot.from_worker);
  slot.to_worker = slot.from_worker = -1;
  if (slot.jobs.empty()) {
    if (++idle_deaths_ > kMaxIdleDeaths) throw std::runtime_error("workers keep dying without input: " + detail);
  } else {
    idle_deaths_ = 0;
    const size_t index = slot.jobs.front();
    slot.jobs.pop_front();
    if (slot.translating) {
      finish_content(paths_[index].hash, ShaderResult::lost(status, detail), index, false);
    } else {
      paths_[index].kind = PathKind::Lost;
      paths_[index].lost_status = status;
      paths_[index].note = detail;
      ++failures_;
      ++done_;
    }
    // The jobs it had not started go first to the next worker, in their order.
    queue_.insert(queue_.begin(), slot.jobs.begin(), slot.jobs.end());
    slot.jobs.clear();
  }
  if (done_ < paths_.size() && g_stop_signal == 0) spawn(slot);
}

void Supervisor::handle_line(Slot& slot, const std::string& line) {
  if (line.size() < 2) return;
  const char kind = line[0];
  if (kind == 'F') throw std::runtime_error(line.substr(2));
  const std::vector<std::string> parts = fields(line.substr(2), kind == 'R' || kind == 'U' ? 2 : kind == 'S' ? 4 : 3);
  const size_t index = std::stoul(parts[0]);
  if (slot.jobs.empty() || slot.jobs.front() != index) throw std::runtime_error("worker protocol error: " + line);
  PathState& path = paths_[index];
  switch (kind) {
    case 'N': path.kind = PathKind::OutOfShard; break;
    case 'U':
      path.kind = PathKind::Unreadable;
      path.note = parts[1];
      break;
    case 'S':
      path.kind = PathKind::NotShader;
      path.hash = parse_content_hash(parts[1]).value();
      path.bytes = std::stoull(parts[2]);
      path.note = parts[3];
      break;
    case 'C': return handle_claim(slot, index, parse_content_hash(parts[1]).value(), std::stoull(parts[2]));
    case 'R': {
      ShaderResult result = result_from_json(nlohmann::json::parse(parts[1]));
      next_job(slot);
      finish_content(path.hash, std::move(result), index, true);
      return;
    }
    default: throw std::runtime_error("worker protocol error: " + line);
  }
  next_job(slot);
  ++done_;
}

void Supervisor::handle_claim(Slot& slot, size_t index, const ContentHash& hash, uint64_t bytes) {
  PathState& path = paths_[index];
  path.kind = PathKind::Shader;
  path.hash = hash;
  path.bytes = bytes;
  const auto [found, first] = contents_.try_emplace(hash);
  ContentState& state = found->second;
  const bool settled_here = !first && state.done && outputs_in_place(index, hash, state.result);
  const bool can_copy = !first && state.done && state.source != kNone;
  if (first || (state.done && !settled_here && !can_copy)) {
    // New content, or a result from the journal whose outputs are nowhere to be copied from.
    state.done = false;
    write_line(slot.to_worker, "G");
    slot.translating = true;
    slot.started = Clock::now();
    return;
  }
  write_line(slot.to_worker, "D");
  next_job(slot);
  if (!state.done) {
    state.waiting.push_back(index);
  } else if (settled_here) {
    if (state.source == kNone) state.source = index;
    ++done_;
  } else {
    settle_duplicate(index, state, hash);
  }
}

void Supervisor::next_job(Slot& slot) {
  slot.jobs.pop_front();
  slot.translating = false;
  slot.started = Clock::now();
}

void Supervisor::finish_content(const ContentHash& hash, ShaderResult result, size_t index, bool journaled) {
  ContentState& state = contents_[hash];
  for (const EntryResult& entry : result.entries)
    if (entry.status != ShaderStatus::Ok) ++failures_;
  state.done = true;
  state.result = std::move(result);
  state.source = index;
  if (journaled) journal_.record_result(hash, state.result, context_.inputs[index].key);
  state.journaled = journaled;
  ++done_;
  const std::vector<size_t> waiting = std::move(state.waiting);
  state.waiting.clear();
  for (size_t duplicate : waiting) settle_duplicate(duplicate, state, hash);
}

void Supervisor::settle_duplicate(size_t index, ContentState& state, const ContentHash& hash) {
  const std::string& from = context_.inputs[state.source].key;
  const std::string& to = context_.inputs[index].key;
  for (const EntryResult& entry : state.result.entries) {
    for (const char* extension : {".spv", ".glsl"}) {
      const bool wanted = entry.status == ShaderStatus::Ok && (extension[1] == 's' || context_.settings.glsl);
      if (wanted)
        outputs_.copy(output_path(from, state.result, entry, extension), output_path(to, state.result, entry, extension));
      else
        outputs_.remove(output_path(to, state.result, entry, extension));
    }
  }
  if (state.journaled) journal_.record_file(to, hash);
  ++done_;
}

bool Supervisor::outputs_in_place(size_t index, const ContentHash& hash, const ShaderResult& result) const {
  const std::string& key = context_.inputs[index].key;
  const auto recorded = journaled_.files.find(key);
  if (recorded == journaled_.files.end() || !(recorded->second == hash)) return false;
  for (const EntryResult& entry : result.entries) {
    if (entry.status != ShaderStatus::Ok) continue;
    if (outputs_.size(output_path(key, result, entry, ".spv")) != entry.output_words * sizeof(uint32_t)) return false;
    if (context_.settings.glsl && outputs_.size(output_path(key, result, entry, ".glsl")) != entry.glsl_bytes)
      return false;
  }
  return true;
}

void Supervisor::stop_workers() {
  for (Slot& slot : slots_) {
    if (slot.pid <= 0) continue;
    ::close(slot.to_worker);  // an idle worker exits at the end of its input
    ::kill(slot.pid, SIGKILL);  // a busy one is stopped
    ::waitpid(slot.pid, nullptr, 0);
    ::close(slot.from_worker);
    slot.pid = -1;
  }
}

std::vector<ReportEntry> Supervisor::entries() const {
  std::vector<ReportEntry> entries;
  std::unordered_map<ContentHash, const std::string*, ContentHashHasher> first_path;
  const bool first_shard = context_.shard.index == 0;
  for (size_t index = 0; index < paths_.size(); ++index) {
    const PathState& path = paths_[index];
    const std::string& key = context_.inputs[index].key;
    ReportEntry entry;
    entry.path = key;
    entry.status = ShaderStatus::Skipped;
    switch (path.kind) {
      case PathKind::Pending:
      case PathKind::OutOfShard: continue;
      case PathKind::Shader: {
        const auto [found, first] = first_path.try_emplace(path.hash, &key);
        append_entries(entries, key, path.hash, path.bytes, contents_.at(path.hash).result, context_.settings.glsl,
                       first ? std::string() : *found->second);
        continue;
      }
      case PathKind::NotShader:
        entry.hash = path.hash.hex();
        entry.bytes = path.bytes;
        entry.error = error_info(ShaderStatus::Skipped, path.note);
        break;
      // Files that have no content to shard by belong to the first shard.
      case PathKind::NotRegular:
        if (!first_shard) continue;
        entry.error = error_info(ShaderStatus::Skipped, "not a regular file");
        break;
      case PathKind::Unreadable:
        if (!first_shard) continue;
        entry.error = error_info(ShaderStatus::Skipped, path.note);
        break;
      case PathKind::Lost:
        entry.status = path.lost_status;
        entry.error = error_info(path.lost_status, path.note);
        break;
    }
    entries.push_back(std::move(entry));
  }
  return entries;
}

}  // namespace untangle::batch
