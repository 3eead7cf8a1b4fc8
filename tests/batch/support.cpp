// Batch test helpers: processes, files, snapshots.
#include "support.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <stdexcept>

extern char** environ;

namespace untangle::batch::testing {

namespace fs = std::filesystem;

TempDir::TempDir() {
  std::string pattern = (fs::temp_directory_path() / "untangle-batch-test-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

TempDir::~TempDir() {
  std::error_code error;
  fs::remove_all(path_, error);
}

pid_t start_untangle(const std::vector<std::string>& arguments, const fs::path& capture,
                     const std::vector<Environment>& environment) {
  std::vector<std::string> strings{UNTANGLE_CLI};
  strings.insert(strings.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& text : strings) argv.push_back(text.data());
  argv.push_back(nullptr);
  std::vector<std::string> variables;
  for (char** variable = environ; *variable != nullptr; ++variable) variables.emplace_back(*variable);
  for (const Environment& item : environment) variables.push_back(item.name + "=" + item.value);
  std::vector<char*> envp;
  for (std::string& text : variables) envp.push_back(text.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  const std::string out = (capture / "stdout").string();
  const std::string err = (capture / "stderr").string();
  posix_spawn_file_actions_addopen(&actions, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = -1;
  const int failed = posix_spawn(&pid, UNTANGLE_CLI, &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (failed != 0) throw std::runtime_error("cannot start " UNTANGLE_CLI);
  return pid;
}

RunResult wait_untangle(pid_t pid, const fs::path& capture) {
  int status = 0;
  ::waitpid(pid, &status, 0);
  RunResult result;
  result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  const std::vector<uint8_t> out = read_bytes(capture / "stdout");
  const std::vector<uint8_t> err = read_bytes(capture / "stderr");
  result.out.assign(out.begin(), out.end());
  result.err.assign(err.begin(), err.end());
  return result;
}

RunResult run_untangle(const std::vector<std::string>& arguments, const std::vector<Environment>& environment) {
  const TempDir capture;
  return wait_untangle(start_untangle(arguments, capture.path(), environment), capture.path());
}

std::vector<uint8_t> read_bytes(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw std::runtime_error("cannot read " + path.string());
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

void write_bytes(const fs::path& path, const std::vector<uint8_t>& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream file(path, std::ios::binary);
  file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!file) throw std::runtime_error("cannot write " + path.string());
}

nlohmann::json read_json(const fs::path& path) { return nlohmann::json::parse(read_bytes(path)); }

std::map<std::string, std::vector<uint8_t>> snapshot(const fs::path& directory) {
  std::map<std::string, std::vector<uint8_t>> files;
  for (auto walk = fs::recursive_directory_iterator(directory); walk != fs::recursive_directory_iterator(); ++walk) {
    const std::string name = walk->path().filename().string();
    if (name == ".untangle-tmp" || name == ".untangle-journal" || name == "report.json") {
      if (walk->is_directory()) walk.disable_recursion_pending();
      continue;
    }
    if (walk->is_regular_file())
      files[walk->path().lexically_relative(directory).generic_string()] = read_bytes(walk->path());
  }
  return files;
}

nlohmann::json without_timings(nlohmann::json report) {
  report["summary"].erase("ms");
  for (nlohmann::json& entry : report["shaders"]) entry.erase("ms");
  return report;
}

std::map<std::string, int> status_counts(const nlohmann::json& report) {
  std::map<std::string, int> counts;
  for (const nlohmann::json& entry : report["shaders"]) ++counts[entry["status"].get<std::string>()];
  return counts;
}

std::vector<fs::path> corpus_shaders() {
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(UNTANGLE_SHADERS_DIR))
    if (entry.path().extension() == ".dxil") paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::vector<uint8_t> with_digest_byte(std::vector<uint8_t> container, uint8_t value) {
  constexpr size_t kDigestOffset = 4;  // after the DXBC magic
  container.at(kDigestOffset) = value;
  return container;
}

fs::path make_corpus(const fs::path& directory, int variants) {
  const fs::path root = directory / "corpus";
  for (const fs::path& shader : corpus_shaders()) {
    const std::vector<uint8_t> bytes = read_bytes(shader);
    const std::string relative = shader.lexically_relative(UNTANGLE_SHADERS_DIR).generic_string();
    for (int variant = 0; variant < variants; ++variant) {
      std::string folder = "v";
      folder += std::to_string(variant);
      write_bytes(root / folder / relative, variant == 0 ? bytes : with_digest_byte(bytes, static_cast<uint8_t>(variant)));
    }
  }
  write_bytes(root / "zz_copy.dxil", read_bytes(UNTANGLE_SHADERS_DIR "/control_flow/cf_switch.dxil"));
  write_bytes(root / "readme.txt", {'h', 'i'});
  return root;
}

}  // namespace untangle::batch::testing
