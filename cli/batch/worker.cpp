// The worker's loop: one job at a time, in the order the supervisor sent them, which is
// how the supervisor knows which input a worker that died was working on.
#include "cli/batch/worker.h"

#include <sys/prctl.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <exception>
#include <string>
#include <vector>

#include "cli/batch/line_channel.h"
#include "cli/file_io.h"

namespace untangle::batch {

namespace {

struct Faults {
  std::vector<std::string> crash;
  std::vector<std::string> hang;

  static Faults from_environment() {
    Faults faults;
    const char* text = std::getenv(kFaultVariable);
    std::string list = text == nullptr ? "" : text;
    size_t start = 0;
    while (start < list.size()) {
      const size_t end = std::min(list.find(',', start), list.size());
      const std::string item = list.substr(start, end - start);
      if (item.starts_with("crash:")) faults.crash.push_back(item.substr(6));
      if (item.starts_with("hang:")) faults.hang.push_back(item.substr(5));
      start = end + 1;
    }
    return faults;
  }

  void apply(const std::string& file_name) const {
    for (const std::string& name : crash)
      if (name == file_name) std::raise(SIGSEGV);
    for (const std::string& name : hang)
      if (name == file_name)
        for (;;) pause();
  }
};

bool starts_like_shader(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  uint8_t first[4] = {};
  file.read(reinterpret_cast<char*>(first), sizeof first);
  return has_shader_magic(std::span(first, static_cast<size_t>(file.gcount())));
}

class Worker {
 public:
  Worker(const WorkerContext& context, int from_supervisor, int to_supervisor)
      : context_(context), reader_(from_supervisor), out_(to_supervisor), outputs_(context.output_directory),
        faults_(Faults::from_environment()) {}

  void serve() {
    while (std::optional<std::string> line = next_from_supervisor()) {
      if (line->starts_with("J ")) run_job(std::stoul(line->substr(2)));
    }
  }

 private:
  // Jobs may arrive while the worker waits for the answer to a claim; they wait their turn.
  std::optional<std::string> next_from_supervisor() {
    if (!queued_.empty()) {
      std::string line = std::move(queued_.front());
      queued_.pop_front();
      return line;
    }
    return reader_.next();
  }

  std::optional<std::string> answer_to_claim() {
    for (;;) {
      std::optional<std::string> line = reader_.next();
      if (!line || !line->starts_with("J ")) return line;
      queued_.push_back(std::move(*line));
    }
  }

  void send(const std::string& line) {
    if (!write_line(out_, line)) _exit(0);  // the supervisor has gone
  }

  void run_job(size_t index) {
    const InputFile& input = context_.inputs[index];
    const std::string number = std::to_string(index);
    // Only files that start like a shader are read whole: a cache folder may hold large
    // files of other kinds, which are hashed in pieces.
    std::vector<uint8_t> bytes;
    ContentHash hash;
    uint64_t size = 0;
    try {
      if (starts_like_shader(input.path)) {
        bytes = cli::read_file(input.path.string());
        hash = content_hash(bytes);
        size = bytes.size();
      } else {
        hash = file_content_hash(input.path.string(), size);
      }
    } catch (const std::exception& error) {
      send("U " + number + " " + error.what());
      return;
    }
    if (!context_.shard.contains(hash)) return send("N " + number);
    const std::string identity = number + " " + hash.hex() + " " + std::to_string(size);
    if (const std::string reason = reason_not_a_shader(bytes); !reason.empty())
      return send("S " + identity + " " + reason);
    send("C " + identity);
    const std::optional<std::string> answer = answer_to_claim();
    if (!answer) _exit(0);
    if (*answer != "G") return;  // a duplicate: the supervisor settles it
    faults_.apply(input.path.filename().string());
    try {
      const ShaderResult result = translate_input(bytes, input.key, context_.settings, outputs_);
      send("R " + number + " " + dump_line(to_json(result)));
    } catch (const std::exception& error) {
      send(std::string("F ") + error.what());
    }
  }

  const WorkerContext& context_;
  LineReader reader_;
  int out_;
  OutputFiles outputs_;
  Faults faults_;
  std::deque<std::string> queued_;
};

}  // namespace

void run_worker(const WorkerContext& context, pid_t supervisor, int from_supervisor, int to_supervisor) {
  // A worker must not outlive its supervisor, even one killed with SIGKILL, nor stop on the
  // terminal's Ctrl-C, which the supervisor handles for the whole batch.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != supervisor) _exit(0);  // it died before prctl took effect
  std::signal(SIGINT, SIG_IGN);
  std::signal(SIGTERM, SIG_DFL);
  std::signal(SIGPIPE, SIG_IGN);
  try {
    Worker(context, from_supervisor, to_supervisor).serve();
  } catch (...) {
    _exit(70);
  }
  _exit(0);
}

}  // namespace untangle::batch
