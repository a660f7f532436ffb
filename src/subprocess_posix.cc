#include "subprocess_posix.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <chrono>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <thread>

#include <fmt/format.h>

namespace capgrid {
namespace {

// Moves `fd` to a descriptor >= 10 (close-on-exec), so that the child's dup2 onto 3 and 4
// never has source == target (which would keep close-on-exec set) or clobbers another source.
int MoveHigh(int fd) {
  int high = fcntl(fd, F_DUPFD_CLOEXEC, 10);
  int saved = errno;
  close(fd);
  errno = saved;
  return high;
}

struct FileActions {
  posix_spawn_file_actions_t actions;
  FileActions() { posix_spawn_file_actions_init(&actions); }
  ~FileActions() { posix_spawn_file_actions_destroy(&actions); }
};
struct SpawnAttr {
  posix_spawnattr_t attr;
  SpawnAttr() { posix_spawnattr_init(&attr); }
  ~SpawnAttr() { posix_spawnattr_destroy(&attr); }
};

std::string Errno(const char* what, int err) { return fmt::format("{}: {}", what, strerror(err)); }

}  // namespace

std::unique_ptr<Subprocess> Subprocess::Spawn(const SpawnSpec& spec) {
  if (spec.argv.empty()) throw SpawnError("empty command line");
  BecomeSubreaper();

  int log_fd = open(spec.log_path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (log_fd < 0) throw SpawnError(Errno(spec.log_path.c_str(), errno));
  int req[2], rep[2];
  if (pipe2(req, O_CLOEXEC) != 0) {
    int err = errno;
    close(log_fd);
    throw SpawnError(Errno("pipe", err));
  }
  if (pipe2(rep, O_CLOEXEC) != 0) {
    int err = errno;
    close(log_fd);
    close(req[0]);
    close(req[1]);
    throw SpawnError(Errno("pipe", err));
  }
  // The child's ends, out of the way of 0..4.
  int child_in = MoveHigh(req[0]);
  int child_out = MoveHigh(rep[1]);
  int child_log = MoveHigh(log_fd);
  auto close_child_ends = [&] {
    close(child_in);
    close(child_out);
    close(child_log);
  };
  if (child_in < 0 || child_out < 0 || child_log < 0) {
    int err = errno;
    close_child_ends();
    close(req[1]);
    close(rep[0]);
    throw SpawnError(Errno("fcntl", err));
  }

  FileActions fa;
  posix_spawn_file_actions_addopen(&fa.actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&fa.actions, child_log, 1);
  posix_spawn_file_actions_adddup2(&fa.actions, child_log, 2);
  posix_spawn_file_actions_adddup2(&fa.actions, child_in, 3);
  posix_spawn_file_actions_adddup2(&fa.actions, child_out, 4);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  // Descriptors the engine opened without close-on-exec (a library's, say) stay out too.
  posix_spawn_file_actions_addclosefrom_np(&fa.actions, 5);
#endif

  SpawnAttr sa;
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  for (int sig : {SIGINT, SIGTERM, SIGCHLD, SIGPIPE, SIGQUIT, SIGHUP}) sigaddset(&defaults, sig);
  posix_spawnattr_setsigmask(&sa.attr, &none);  // the engine blocks signals; the worker must not
  posix_spawnattr_setsigdefault(&sa.attr, &defaults);  // nor inherit the engine's SIG_IGN
  posix_spawnattr_setpgroup(&sa.attr, 0);
  posix_spawnattr_setflags(&sa.attr,
                           POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

  std::vector<char*> argv, envp;
  for (const auto& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  for (const auto& e : spec.env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);

  pid_t pid = -1;
  int err = posix_spawnp(&pid, argv[0], &fa.actions, &sa.attr, argv.data(), envp.data());
  close_child_ends();
  if (err != 0) {
    close(req[1]);
    close(rep[0]);
    throw SpawnError(fmt::format("cannot run {}: {}", spec.argv[0], strerror(err)));
  }

  std::unique_ptr<Subprocess> p(new Subprocess());
  p->pid_ = pid;
  p->request_fd_ = req[1];
  p->reply_fd_ = rep[0];
  p->log_path_ = spec.log_path;
  fcntl(p->reply_fd_, F_SETFL, fcntl(p->reply_fd_, F_GETFL) | O_NONBLOCK);
  return p;
}

Subprocess::~Subprocess() {
  CloseRequest();
  CloseReply();
  KillAndReapAll();
}

bool Subprocess::Write(std::string_view data) {
  while (!data.empty()) {
    if (request_fd_ < 0) return false;
    ssize_t n = write(request_fd_, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;  // EPIPE: the worker is gone (SIGPIPE is ignored by the pool)
    }
    data.remove_prefix(static_cast<size_t>(n));
  }
  return true;
}

void Subprocess::CloseRequest() {
  if (request_fd_ >= 0) close(request_fd_);
  request_fd_ = -1;
}

void Subprocess::CloseReply() {
  if (reply_fd_ >= 0) close(reply_fd_);
  reply_fd_ = -1;
}

void Subprocess::SignalGroup(int sig) {
  // The group can outlive its reaped leader (a child holding the pipes); the leader's pid is not
  // reused while it still names a live group, so signalling -pgid stays safe.
  if (pid_ > 0 && !gone_) kill(-pid_, sig);
}

bool Subprocess::Reap() {
  if (pid_ <= 0) return true;
  for (;;) {
    int status = 0;
    pid_t got = waitpid(-pid_, &status, WNOHANG);
    if (got > 0) {
      if (got == pid_) {
        reaped_ = true;
        wait_status_ = status;
      }
      continue;
    }
    if (got < 0 && errno == EINTR) continue;
    // Every member is a descendant, hence (subreaper) our child once its parent dies: ECHILD
    // after the leader was reaped means the group is empty. From then on its number may be
    // reused by another process, so it is never signalled again.
    if (got < 0 && errno == ECHILD && reaped_) gone_ = true;
    break;  // 0: members left but none exited
  }
  return reaped_;
}

bool Subprocess::GroupAlive() const { return pid_ > 0 && !gone_ && kill(-pid_, 0) == 0; }

void Subprocess::Terminate(double grace_s) {
  if (!reaped_ || GroupAlive()) {
    SignalGroup(SIGTERM);
    auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(grace_s);
    while (!Reap() && std::chrono::steady_clock::now() < until) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  KillAndReapAll();
}

void Subprocess::KillAndReapAll() {
  if (pid_ <= 0) return;
  SignalGroup(SIGKILL);
  for (;;) {
    int status = 0;
    pid_t got = waitpid(-pid_, &status, 0);
    if (got > 0) {
      if (got == pid_) {
        reaped_ = true;
        wait_status_ = status;
      }
      continue;
    }
    if (got < 0 && errno == EINTR) continue;
    break;
  }
  gone_ = true;
  if (!reaped_) {
    // Not in our group any more (cannot happen after setpgid) or already collected elsewhere.
    int status = 0;
    if (waitpid(pid_, &status, 0) == pid_) wait_status_ = status;
    reaped_ = true;
  }
}

std::string SignalName(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  if (abbrev) return fmt::format("SIG{}", abbrev);
  return fmt::format("signal {}", sig);
}

std::string DescribeWaitStatus(int status) {
  if (WIFSIGNALED(status)) return "killed by " + SignalName(WTERMSIG(status));
  if (WIFEXITED(status)) return fmt::format("exited with status {}", WEXITSTATUS(status));
  return fmt::format("ended with wait status {}", status);
}

namespace {

struct ProcMemory {
  pid_t ppid = 0;
  int64_t size = 0, resident = 0, shared = 0;  // pages, from statm
};

bool ReadProcMemory(const std::string& pid, ProcMemory* m) {
  std::ifstream statm(fmt::format("/proc/{}/statm", pid));
  if (!(statm >> m->size >> m->resident >> m->shared)) return false;
  // stat: "pid (comm) state ppid ...": comm may hold spaces and parentheses, so after the last ')'
  std::ifstream stat(fmt::format("/proc/{}/stat", pid));
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  size_t close = text.rfind(')');
  if (close == std::string::npos) return true;
  std::istringstream rest(text.substr(close + 1));
  std::string state;
  rest >> state >> m->ppid;
  return true;
}

// The pages only this process maps (Private_Clean + Private_Dirty of smaps_rollup), in bytes;
// -1 when unreadable.
int64_t PrivateBytes(const std::string& pid) {
  std::ifstream rollup(fmt::format("/proc/{}/smaps_rollup", pid));
  std::string line, key;
  int64_t total = 0;
  bool found = false;
  while (std::getline(rollup, line)) {  // "Private_Dirty:     1234 kB" (the first line: ranges)
    std::istringstream fields(line);
    int64_t kb = 0;
    if ((fields >> key >> kb) && (key == "Private_Clean:" || key == "Private_Dirty:")) {
      total += kb;
      found = true;
    }
  }
  return found ? total * 1024 : -1;
}

}  // namespace

int64_t GroupRssBytes(pid_t pgid) {
  static const int64_t page = sysconf(_SC_PAGESIZE);
  std::map<pid_t, ProcMemory> group;
  DIR* dir = opendir("/proc");
  if (!dir) return 0;
  while (dirent* e = readdir(dir)) {
    if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
    pid_t pid = static_cast<pid_t>(atoi(e->d_name));
    if (getpgid(pid) != pgid) continue;
    ProcMemory m;
    if (ReadProcMemory(e->d_name, &m)) group[pid] = m;
  }
  closedir(dir);
  int64_t total = 0;
  for (const auto& [pid, m] : group) {
    if (pid == pgid || group.size() == 1) {  // the worker itself: its resident set
      total += m.resident * page;
      continue;
    }
    // A child forked inside the group. Until it writes (or, vfork'd, until it execs: it then
    // shares its parent's address space, and reads the same numbers) its pages are its
    // parent's, counted there; after, only the pages it alone maps are its own.
    auto parent = group.find(m.ppid);
    if (parent != group.end() && parent->second.size == m.size &&
        parent->second.resident == m.resident && parent->second.shared == m.shared) {
      continue;
    }
    int64_t own = PrivateBytes(std::to_string(pid));
    total += own >= 0 ? own : m.resident * page;
  }
  return total;
}

void BecomeSubreaper() {
#ifdef __linux__
  static bool done = [] {
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    return true;
  }();
  (void)done;
#endif
}

std::string SelfExePath() {
  std::string buf(4096, '\0');
  ssize_t n = readlink("/proc/self/exe", buf.data(), buf.size());
  if (n <= 0 || static_cast<size_t>(n) >= buf.size()) return "";
  buf.resize(static_cast<size_t>(n));
  return buf;
}

}  // namespace capgrid
