#pragma once
// zlib's format (RFC 1950) and Base64 (RFC 4648): the HTML page's packed data block (written
// by render_html.cc, read by the browser's DecompressionStream("deflate") and atob) and the
// Sphinx objects.inv body (objects_inv.cc).
#include <stdexcept>
#include <string>
#include <string_view>

namespace capgrid {

// Bytes that are not zlib data (`truncated`: the stream stops before its end).
struct ZlibError : std::runtime_error {
  ZlibError(const std::string& what, bool truncated)
      : std::runtime_error(what), truncated(truncated) {}
  bool truncated;
};

// The zlib stream of `bytes` at the best compression.
std::string Deflate(std::string_view bytes);
// The bytes of a zlib stream; throws ZlibError.
std::string Inflate(std::string_view stream);

// Base64 with padding, no line breaks.
std::string Base64(std::string_view bytes);
// The bytes of a Base64 text; throws std::invalid_argument on any other character or length.
std::string FromBase64(std::string_view text);

}  // namespace capgrid
