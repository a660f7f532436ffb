#include "log_tail.h"

#include <fstream>

namespace capgrid {

std::string SanitizeUtf8(std::string_view text) {
  size_t i = 0;
  // A tail may start inside a character: drop its continuation bytes (at most 3).
  while (i < text.size() && i < 3 && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
  std::string out;
  out.reserve(text.size() - i);
  while (i < text.size()) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool valid = len > 0 && i + len <= text.size();
    for (size_t k = 1; valid && k < len; ++k) {
      valid = (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
    }
    if (valid && len > 1) {
      // Reject overlong forms, surrogates and code points past U+10FFFF.
      uint32_t cp = c & (0xFF >> (len + 1));
      for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (text[i + k] & 0x3F);
      static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
      valid = cp >= kMin[len] && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
    }
    if (valid) {
      out.append(text.substr(i, len));
      i += len;
    } else {
      out.append("\xEF\xBF\xBD");
      ++i;
    }
  }
  return out;
}

std::string LogTail(const std::string& path, size_t bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "";
  in.seekg(0, std::ios::end);
  std::streamoff size = in.tellg();
  if (size < 0) return "";
  std::streamoff from = size > static_cast<std::streamoff>(bytes) ? size - bytes : 0;
  in.seekg(from);
  std::string data(static_cast<size_t>(size - from), '\0');
  in.read(data.data(), static_cast<std::streamsize>(data.size()));
  data.resize(static_cast<size_t>(in.gcount()));
  if (from == 0) {
    // The whole file: a leading continuation byte is garbage, not a cut character.
    std::string out = SanitizeUtf8(std::string("a") + data);
    return out.substr(1);
  }
  return SanitizeUtf8(data);
}

}  // namespace capgrid
