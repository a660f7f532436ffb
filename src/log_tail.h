#pragma once
// The end of a worker's log file, attached to records the engine makes (timeout, crash, ...)
// and to failing worker records, so a user sees what the worker printed last.
#include <cstddef>
#include <string>
#include <string_view>

namespace capgrid {

constexpr size_t kLogTailBytes = 4096;

// The last `bytes` bytes of the file at `path` as valid UTF-8 (a multi-byte character cut at
// the start is dropped, invalid bytes become U+FFFD), so the tail can go into JSON. "" when
// the file cannot be read.
std::string LogTail(const std::string& path, size_t bytes = kLogTailBytes);

// `text` with invalid UTF-8 sequences replaced by U+FFFD and a leading partial character
// (continuation bytes) dropped.
std::string SanitizeUtf8(std::string_view text);

}  // namespace capgrid
