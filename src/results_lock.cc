#include "results_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {

std::unique_ptr<ResultsLock> ResultsLock::Acquire(const std::string& results_dir) {
  std::error_code ec;
  std::filesystem::create_directories(results_dir, ec);
  if (ec) {
    throw UsageError(
        fmt::format("cannot create results directory {}: {}", results_dir, ec.message()));
  }
  std::string path = (std::filesystem::path(results_dir) / "capgrid.lock").string();
  // O_CLOEXEC: workers must not inherit the lock and keep it after the engine is gone.
  int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) throw UsageError(fmt::format("cannot open {}: {}", path, std::strerror(errno)));
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    int err = errno;
    char buf[32] = {};
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    close(fd);
    if (err != EWOULDBLOCK) {
      throw UsageError(fmt::format("cannot lock {}: {}", path, std::strerror(err)));
    }
    std::string pid = n > 0 ? std::string(buf, n) : "";
    while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) pid.pop_back();
    throw UsageError(fmt::format("{} is in use by another capgrid run (pid {})", results_dir,
                                 pid.empty() ? "unknown" : pid));
  }
  std::string me = std::to_string(getpid()) + "\n";
  if (ftruncate(fd, 0) != 0 || pwrite(fd, me.data(), me.size(), 0) < 0) {
    // The pid is only informative; the lock itself is held.
  }
  return std::unique_ptr<ResultsLock>(new ResultsLock(fd));
}

ResultsLock::~ResultsLock() {
  flock(fd_, LOCK_UN);
  close(fd_);
}

}  // namespace capgrid
