#pragma once
// A worker process as the OS sees it (docs/protocol.md "Process"): spawned in its own process
// group with the request pipe on fd 3 and the reply pipe on fd 4, stdin from /dev/null and
// stdout+stderr appended to a log file, every other descriptor closed. The engine's pipe ends
// are close-on-exec; the reply end is non-blocking.
//
// No orphans: the engine becomes a child subreaper (Linux), so anything a worker spawned is
// re-parented to the engine when the worker dies, and Reap()/the destructor collect every
// member of the worker's process group, not just its leader.
#include <sys/types.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace capgrid {

// The program could not be started (not found, not executable, ...). One line.
struct SpawnError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SpawnSpec {
  std::vector<std::string> argv;  // argv[0]: a path, or a name looked up on PATH
  std::vector<std::string> env;   // the complete environment, "KEY=VALUE"
  std::string log_path;           // created if missing, appended to
};

class Subprocess {
 public:
  // Throws SpawnError when the log cannot be opened or the program cannot be executed.
  static std::unique_ptr<Subprocess> Spawn(const SpawnSpec& spec);

  // SIGKILLs the process group if anything of it may still run, then reaps every member that
  // is the engine's child. Blocks only as long as the kernel takes to deliver SIGKILL.
  ~Subprocess();
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;

  pid_t pid() const { return pid_; }
  pid_t pgid() const { return pid_; }  // the leader's pid: it leads its own group
  int reply_fd() const { return reply_fd_; }
  const std::string& log_path() const { return log_path_; }

  // Writes all of `data` to the request pipe (a blocking write: requests are small and the
  // worker reads them). False when the worker has gone (EPIPE) or the pipe is closed.
  bool Write(std::string_view data);
  void CloseRequest();
  void CloseReply();

  // Sends `sig` to the whole process group; a group that has gone is not an error.
  void SignalGroup(int sig);

  // Collects, without blocking, the leader's exit status and any exited member of the group.
  // True once the leader has been reaped.
  bool Reap();
  bool reaped() const { return reaped_; }
  int wait_status() const { return wait_status_; }  // valid once reaped()

  // True while some process of the group exists (zombies included).
  // False for good once the leader and every member have been reaped.
  bool GroupAlive() const;

  // SIGTERM to the group, up to `grace_s` (real time) for the leader to exit, then SIGKILL to
  // the group; reaps everything. Blocking.
  void Terminate(double grace_s);

 private:
  Subprocess() = default;
  void KillAndReapAll();

  pid_t pid_ = -1;
  int request_fd_ = -1;
  int reply_fd_ = -1;
  std::string log_path_;
  bool reaped_ = false;
  bool gone_ = false;  // leader reaped and no member left: -pid_ may name someone else now
  int wait_status_ = 0;
};

// "killed by SIGSEGV", "exited with status 7".
std::string DescribeWaitStatus(int wait_status);
// The signal name ("SIGSEGV"), or "signal N".
std::string SignalName(int sig);

// Resident memory of the process group `pgid`, in bytes (0 when none can be read): the
// leader's resident set, and of each other process the pages it alone maps (smaps_rollup's
// Private_Clean + Private_Dirty). A child that still reads exactly as its parent does (a vfork
// before its exec shares the parent's address space; a fresh fork its pages) adds nothing: a
// fork of a large worker is not counted twice. Reads /proc; costs a scan of the process table.
int64_t GroupRssBytes(pid_t pgid);

// Makes the calling process a child subreaper (Linux; a no-op elsewhere). Idempotent.
void BecomeSubreaper();

// The absolute path of the running executable ("" when unknown).
std::string SelfExePath();

}  // namespace capgrid
