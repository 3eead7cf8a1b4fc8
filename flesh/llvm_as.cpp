// Runs the assembler through posix_spawnp with the text in a temporary directory, so that
// nothing goes through a shell.
#include "flesh/llvm_as.h"

#include "flesh/error.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

extern char** environ;

namespace untangle::flesh {
namespace {

// A fresh directory for one assembly, removed with everything in it.
class TemporaryDirectory {
 public:
  TemporaryDirectory() {
    std::string pattern = (std::filesystem::temp_directory_path() / "untangle-flesh-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) {
      throw FleshError(std::string("cannot create a temporary directory: ") + std::strerror(errno));
    }
    path_ = pattern;
  }
  ~TemporaryDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TemporaryDirectory(const TemporaryDirectory&) = delete;
  TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

std::string read_all(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream contents;
  contents << file.rdbuf();
  return contents.str();
}

}  // namespace

std::vector<uint8_t> assemble_llvm(std::string_view text) {
  const char* configured = std::getenv("UNTANGLE_LLVM_AS");
  const std::string assembler = configured != nullptr && *configured != '\0' ? configured : "llvm-as-14";
  const TemporaryDirectory directory;
  const std::string input = (directory.path() / "shader.ll").string();
  const std::string output = (directory.path() / "shader.bc").string();
  const std::string messages = (directory.path() / "messages.txt").string();
  {
    std::ofstream file(input, std::ios::binary);
    file.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!file) throw FleshError("cannot write " + input);
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, messages.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  std::string output_flag = "-o";
  std::vector<char*> arguments = {const_cast<char*>(assembler.c_str()), output_flag.data(),
                                  const_cast<char*>(output.c_str()), const_cast<char*>(input.c_str()), nullptr};
  pid_t child = 0;
  const int spawned = posix_spawnp(&child, assembler.c_str(), &actions, nullptr, arguments.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) throw FleshError("cannot run " + assembler + ": " + std::strerror(spawned));
  int status = 0;
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) throw FleshError("waiting for " + assembler + ": " + std::strerror(errno));
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    throw FleshError(assembler + " rejected the fleshed shader:\n" + read_all(messages));
  }
  const std::string bitcode = read_all(output);
  return std::vector<uint8_t>(bitcode.begin(), bitcode.end());
}

}  // namespace untangle::flesh
