#include "line_reader.h"

#include <errno.h>
#include <unistd.h>

#include <algorithm>

namespace capgrid {

LineReader::LineReader(size_t max_line_bytes) : max_(max_line_bytes) {}

void LineReader::CheckLimit() {
  // Only the first pending line is checked here; later ones are checked when NextLine reaches
  // them (the caller drains lines after every Fill, so at most one chunk sits behind).
  size_t nl = buf_.find('\n', std::max(scan_, start_));
  if (nl == std::string::npos) {
    scan_ = buf_.size();  // so a long line is scanned once, not once per chunk
    if (buf_.size() - start_ > max_) too_long_ = true;
  } else {
    scan_ = nl;
    if (nl - start_ > max_) too_long_ = true;
  }
}

void LineReader::Feed(std::string_view data) {
  if (too_long_) return;
  buf_.append(data);
  CheckLimit();
}

LineReader::FillStatus LineReader::Fill(int fd, size_t max_bytes) {
  constexpr size_t kChunk = 64 * 1024;
  size_t total = 0;
  while (total < max_bytes && !too_long_) {
    size_t old = buf_.size();
    buf_.resize(old + kChunk);
    ssize_t n = read(fd, buf_.data() + old, kChunk);
    int saved = errno;
    buf_.resize(old + (n > 0 ? static_cast<size_t>(n) : 0));
    if (n == 0) return FillStatus::kEof;
    if (n < 0) {
      if (saved == EINTR) continue;
      if (saved == EAGAIN || saved == EWOULDBLOCK) return FillStatus::kOk;
      errno = saved;
      return FillStatus::kError;
    }
    total += static_cast<size_t>(n);
    CheckLimit();
  }
  return FillStatus::kOk;
}

std::optional<std::string> LineReader::NextLine() {
  if (too_long_) return std::nullopt;
  size_t nl = buf_.find('\n', std::max(scan_, start_));
  if (nl == std::string::npos) {
    scan_ = buf_.size();
    if (buf_.size() - start_ > max_) {
      too_long_ = true;
      return std::nullopt;
    }
    // Drop consumed bytes so the buffer holds only the pending line.
    if (start_ > 0) {
      buf_.erase(0, start_);
      scan_ -= start_;
      start_ = 0;
    }
    return std::nullopt;
  }
  if (nl - start_ > max_) {
    too_long_ = true;
    return std::nullopt;
  }
  std::string line = buf_.substr(start_, nl - start_);
  start_ = nl + 1;
  if (scan_ < start_) scan_ = start_;
  return line;
}

std::string_view LineReader::partial() const {
  std::string_view rest(buf_);
  rest.remove_prefix(start_);
  size_t nl = rest.rfind('\n');
  if (nl != std::string_view::npos) rest.remove_prefix(nl + 1);
  return rest;
}

}  // namespace capgrid
