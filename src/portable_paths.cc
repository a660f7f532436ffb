#include "portable_paths.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <system_error>

namespace capgrid {
namespace {

bool PathChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '.' || c == '+' || c == '@' || c == '~' || c == '-' || c == '/';
}

// The position just after the last whole directory `name` + "/" in `path` (npos: none).
size_t AfterLastDir(std::string_view path, std::string_view name, size_t* start = nullptr) {
  size_t found = std::string_view::npos;
  for (size_t at = path.find(name); at != std::string_view::npos; at = path.find(name, at + 1)) {
    const size_t end = at + name.size();
    if ((at == 0 || path[at - 1] == '/') && end < path.size() && path[end] == '/') {
      found = end + 1;
      if (start) *start = at;
    }
  }
  return found;
}

// "lib/pythonM.N/" in `path`: the position of "pythonM.N" (npos: none).
size_t StdlibStart(std::string_view path) {
  size_t found = std::string_view::npos;
  for (size_t at = path.find("lib/python"); at != std::string_view::npos;
       at = path.find("lib/python", at + 1)) {
    if (at != 0 && path[at - 1] != '/') continue;
    size_t p = at + 10;
    size_t digits = 0, dots = 0;
    while (p < path.size() && path[p] != '/') {
      if (path[p] == '.') {
        ++dots;
      } else if (path[p] >= '0' && path[p] <= '9') {
        ++digits;
      } else {
        break;
      }
      ++p;
    }
    if (p < path.size() && path[p] == '/' && digits >= 2 && dots == 1) found = at + 4;
  }
  return found;
}

std::string OnePath(std::string_view path, const PathRoots& roots) {
  for (std::string_view dir : {"site-packages", "dist-packages"}) {
    size_t start = 0;
    if (AfterLastDir(path, dir, &start) != std::string_view::npos) {
      return std::string(path.substr(start));
    }
  }
  if (size_t at = StdlibStart(path); at != std::string_view::npos) {
    return std::string(path.substr(at));
  }
  if (path.empty() || path[0] != '/') return std::string(path);
  // Relative to the working directory first, then from the library's package, then the rest.
  auto under = [&](bool relative) -> std::optional<std::string> {
    for (const auto& [dir, replacement] : roots.dirs) {  // sorted longest first
      if (replacement.empty() != relative) continue;
      if (path == dir) return relative ? "." : replacement;
      if (path.size() > dir.size() && path.substr(0, dir.size()) == dir &&
          path[dir.size()] == '/') {
        std::string rest(path.substr(dir.size() + 1));
        return relative ? rest : replacement + "/" + rest;
      }
    }
    return std::nullopt;
  };
  if (auto p = under(true)) return *p;
  for (const std::string& lib : roots.libraries) {
    size_t start = 0;
    if (!lib.empty() && AfterLastDir(path, lib, &start) != std::string_view::npos) {
      return std::string(path.substr(start));
    }
  }
  if (auto p = under(false)) return *p;
  return std::string(path);
}

}  // namespace

PathRoots PathRootsHere(std::vector<std::string> libraries) {
  PathRoots roots;
  roots.libraries = std::move(libraries);
  auto add = [&](const std::filesystem::path& dir, const std::string& replacement) {
    std::string d = dir.lexically_normal().string();
    while (d.size() > 1 && d.back() == '/') d.pop_back();
    if (d.size() > 1 && d[0] == '/') roots.dirs.emplace_back(d, replacement);
  };
  std::error_code ec;
  if (auto cwd = std::filesystem::current_path(ec); !ec) add(cwd, "");
  if (auto tmp = std::filesystem::temp_directory_path(ec); !ec) add(tmp, "$TMPDIR");
  if (const char* home = std::getenv("HOME"); home && *home) add(home, "~");
  // Longest first, so a working directory inside the home stays relative.
  std::stable_sort(roots.dirs.begin(), roots.dirs.end(),
                   [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  return roots;
}

std::string PortablePaths(std::string_view text, const PathRoots& roots) {
  std::string out;
  out.reserve(text.size());
  size_t i = 0;
  while (i < text.size()) {
    if (!PathChar(text[i])) {
      out += text[i++];
      continue;
    }
    size_t j = i;
    while (j < text.size() && PathChar(text[j])) ++j;
    std::string_view token = text.substr(i, j - i);
    // A URL's path (https://host/x) is not a file of this machine.
    const bool url = i > 0 && text[i - 1] == ':' && token.substr(0, 2) == "//";
    out += token.find('/') == std::string_view::npos || url ? std::string(token)
                                                             : OnePath(token, roots);
    i = j;
  }
  return out;
}

void MakePathsPortable(nlohmann::json& doc, const PathRoots& roots) {
  if (doc.is_string()) {
    const std::string& s = doc.get_ref<const std::string&>();
    if (s.find('/') != std::string::npos) doc = PortablePaths(s, roots);
  } else if (doc.is_array() || doc.is_object()) {
    for (auto& v : doc) MakePathsPortable(v, roots);
  }
}

}  // namespace capgrid
