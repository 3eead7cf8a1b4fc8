// run_program: posix_spawnp with a socket for stdin (written with MSG_NOSIGNAL, so a child
// that exits early cannot kill us with SIGPIPE) and pipes for stdout and stderr, all
// serviced by one poll loop so that neither side can block the other on a full buffer.
#include "explain/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace untangle::explain {
namespace {

// One end of a channel to the child, closed on scope exit.
class Descriptor {
 public:
  Descriptor() = default;
  explicit Descriptor(int fd) : fd_(fd) {}
  ~Descriptor() { close(); }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  int get() const { return fd_; }
  void reset(int fd) {
    close();
    fd_ = fd;
  }
  void close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

[[noreturn]] void fail(const std::string& what, int error) {
  throw std::runtime_error(what + ": " + std::strerror(error));
}

// [0] read end, [1] write end; both close on exec (the child's copies are dup2'ed).
void make_pipe(Descriptor (&ends)[2]) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) fail("cannot create a pipe", errno);
  ends[0].reset(fds[0]);
  ends[1].reset(fds[1]);
}

}  // namespace

ProgramResult run_program(const std::vector<std::string>& arguments, std::string_view input) {
  if (arguments.empty()) throw std::runtime_error("run_program: no program");
  int sockets[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) fail("cannot create a socket pair", errno);
  Descriptor stdin_parent(sockets[0]), stdin_child(sockets[1]);
  Descriptor out[2], err[2];
  make_pipe(out);
  make_pipe(err);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, stdin_child.get(), STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1].get(), STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1].get(), STDERR_FILENO);
  std::vector<char*> argv;
  for (const std::string& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  pid_t child = 0;
  const int spawned = posix_spawnp(&child, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) fail("cannot run '" + arguments[0] + "'", spawned);
  stdin_child.close();
  out[1].close();
  err[1].close();

  ProgramResult result;
  size_t written = 0;
  if (input.empty()) stdin_parent.close();
  char buffer[65536];
  while (stdin_parent.get() >= 0 || out[0].get() >= 0 || err[0].get() >= 0) {
    pollfd fds[3] = {{stdin_parent.get(), POLLOUT, 0}, {out[0].get(), POLLIN, 0}, {err[0].get(), POLLIN, 0}};
    if (poll(fds, 3, -1) < 0) {
      if (errno == EINTR) continue;
      fail("poll", errno);
    }
    if (fds[0].revents != 0) {
      const ssize_t sent = send(stdin_parent.get(), input.data() + written, input.size() - written, MSG_NOSIGNAL | MSG_DONTWAIT);
      // A child that stops reading (it failed) gets no more input; its stderr says why.
      if (sent < 0 && errno != EINTR && errno != EAGAIN) stdin_parent.close();
      if (sent > 0) written += static_cast<size_t>(sent);
      if (written == input.size()) stdin_parent.close();
    }
    for (int channel = 1; channel < 3; ++channel) {
      if (fds[channel].revents == 0) continue;
      Descriptor& source = channel == 1 ? out[0] : err[0];
      const ssize_t got = read(source.get(), buffer, sizeof buffer);
      if (got > 0) (channel == 1 ? result.out : result.err).append(buffer, static_cast<size_t>(got));
      else if (got == 0 || errno != EINTR) source.close();
    }
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR) fail("waiting for '" + arguments[0] + "'", errno);
  result.exited = WIFEXITED(status);
  result.status = result.exited ? WEXITSTATUS(status) : WTERMSIG(status);
  return result;
}

}  // namespace untangle::explain
