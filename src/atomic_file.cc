#include "atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {

void WriteFileAtomic(const std::string& path, std::string_view content) {
  std::string tmp = fmt::format("{}.tmp{}", path, static_cast<long>(::getpid()));
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw UsageError(fmt::format("cannot write {}: {}", path, std::strerror(errno)));
  const char* p = content.data();
  size_t left = content.size();
  int err = 0;
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      err = errno;
      break;
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
  if (err == 0 && ::fsync(fd) != 0) err = errno;
  if (::close(fd) != 0 && err == 0) err = errno;
  if (err == 0 && std::rename(tmp.c_str(), path.c_str()) != 0) err = errno;
  if (err != 0) {
    ::unlink(tmp.c_str());
    throw UsageError(fmt::format("cannot write {}: {}", path, std::strerror(err)));
  }
}

}  // namespace capgrid
