#pragma once
// Splits a byte stream (a worker's reply pipe) into '\n'-terminated lines without ever holding
// more than one maximum-length line plus one read chunk in memory: a peer that sends a line
// longer than the limit is reported as soon as the limit is passed, not after the whole line
// has been buffered.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace capgrid {

class LineReader {
 public:
  // Lines longer than `max_line_bytes` (excluding the '\n') are an error.
  explicit LineReader(size_t max_line_bytes);

  enum class FillStatus {
    kOk,     // read everything available now (the fd would block) or `max_bytes` were read
    kEof,    // the writer closed its end; no more data will come
    kError,  // read() failed; errno is preserved
  };
  // Reads what the non-blocking `fd` has now, at most `max_bytes` (so that one chatty peer
  // cannot starve the others). Never blocks on a non-blocking fd. Reading stops early once
  // the pending line passes the limit.
  FillStatus Fill(int fd, size_t max_bytes = 4 << 20);

  // Appends bytes as if read (tests, fuzzing).
  void Feed(std::string_view data);

  // The next complete line without its '\n', or nothing when no complete line is buffered or
  // the stream is over-long (see too_long()).
  std::optional<std::string> NextLine();

  // True once the pending (or a complete) line is longer than the limit. Sticky: the stream
  // cannot be resynchronised after that.
  bool too_long() const { return too_long_; }

  // Bytes after the last '\n' (at EOF: an unterminated last line, which the protocol forbids).
  std::string_view partial() const;

  size_t max_line_bytes() const { return max_; }
  // Bytes held in memory now (consumed lines are dropped lazily).
  size_t buffered() const { return buf_.size(); }

 private:
  void CheckLimit();

  size_t max_;
  std::string buf_;
  size_t start_ = 0;  // first byte of the next line in buf_
  size_t scan_ = 0;   // bytes before this offset are known to hold no '\n'
  bool too_long_ = false;
};

}  // namespace capgrid
