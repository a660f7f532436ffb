#include "worker_check.h"

#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "subprocess_posix.h"
#include "worker_launch.h"

extern char** environ;

namespace capgrid {
namespace {

// The last non-empty line of the file at `path` ("" when none).
std::string LastLine(const std::string& path) {
  std::ifstream in(path);
  std::string line, last;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") != std::string::npos) last = line;
  }
  return last;
}

// A file for the check's stdout and stderr, in the temporary directory (never the results
// folder), removed when this goes out of scope.
class TempLog {
 public:
  TempLog() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "capgrid-check-XXXXXX").string();
    int fd = mkstemp(tmpl.data());
    if (fd >= 0) {
      close(fd);
      path_ = tmpl;
    }
  }
  ~TempLog() {
    if (!path_.empty()) unlink(path_.c_str());
  }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace

std::string WorkerOptionsProblem(const std::string& python, const std::string& device, int opset,
                                 double timeout_s) {
  const std::string asked = fmt::format("--device {}: cannot ask {} whether it can run", device,
                                        python);
  TempLog log;
  if (log.path().empty()) return asked + ": no temporary file for its answer";
  SpawnSpec spec;
  spec.argv = {python,     "-m",     kWorkerModule, "--check-options",
               "--device", device, "--opset",        std::to_string(opset)};
  for (char** e = environ; *e != nullptr; ++e) spec.env.emplace_back(*e);
  spec.log_path = log.path();
  std::unique_ptr<Subprocess> proc;
  try {
    proc = Subprocess::Spawn(spec);
  } catch (const SpawnError& e) {
    return fmt::format("{}: {}", asked, e.what());
  }
  const auto deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration<double>(timeout_s);
  while (!proc->Reap()) {
    if (std::chrono::steady_clock::now() >= deadline) {
      proc->Terminate(1.0);
      return fmt::format("{}: no answer within {:g} s", asked, timeout_s);
    }
    const timespec pause{0, 20 * 1000 * 1000};  // the check imports torch: seconds, not ms
    nanosleep(&pause, nullptr);
  }
  const int status = proc->wait_status();
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return "";
  std::string why = LastLine(log.path());
  if (!why.empty()) return why;
  if (WIFSIGNALED(status)) return fmt::format("{}: killed by signal {}", asked, WTERMSIG(status));
  return fmt::format("{}: it exited with status {}", asked, WEXITSTATUS(status));
}

}  // namespace capgrid
