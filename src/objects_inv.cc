#include "objects_inv.h"

#include <fstream>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "errors.h"
#include "zlib_base64.h"

namespace capgrid {
namespace {

// The body's lines, or the one-line error naming the file.
std::string InflateBody(const std::string& data, const std::string& origin) {
  try {
    return Inflate(data);
  } catch (const ZlibError& e) {
    if (e.truncated) {
      throw UsageError(origin + ": not a Sphinx objects.inv (the zlib body is truncated)");
    }
    throw UsageError(
        fmt::format("{}: not a Sphinx objects.inv (the body is not zlib data: {})", origin,
                    e.what()));
  }
}

bool ReadLine(const std::string& s, size_t* pos, std::string* line) {
  if (*pos >= s.size()) {
    return false;
  }
  size_t end = s.find('\n', *pos);
  if (end == std::string::npos) {
    end = s.size();
  }
  *line = s.substr(*pos, end - *pos);
  if (!line->empty() && line->back() == '\r') {
    line->pop_back();
  }
  *pos = end + 1;
  return true;
}

}  // namespace

ObjectsInventory ObjectsInventory::Parse(const std::string& bytes, const std::string& origin) {
  size_t pos = 0;
  std::string line;
  std::vector<std::string> header;
  for (int i = 0; i < 4 && ReadLine(bytes, &pos, &line); ++i) {
    header.push_back(line);
  }
  if (header.size() < 4 || header[0] != "# Sphinx inventory version 2") {
    throw UsageError(origin +
                     ": not a Sphinx objects.inv (expected '# Sphinx inventory version 2')");
  }
  if (header[3].find("zlib") == std::string::npos) {
    throw UsageError(origin + ": not a Sphinx objects.inv (the body is not declared zlib)");
  }
  ObjectsInventory inv;
  auto value = [](const std::string& h, const std::string& key) {
    return h.rfind(key, 0) == 0 ? h.substr(key.size()) : std::string();
  };
  inv.project_ = value(header[1], "# Project: ");
  inv.version_ = value(header[2], "# Version: ");

  std::string body = InflateBody(bytes.substr(std::min(pos, bytes.size())), origin);
  // Each line: name domain:role priority uri dispname. A name may hold spaces (std:label
  // entries), so find the "domain:role priority" pair from the left after the first space
  // that is followed by a token with ':' and then an integer.
  size_t bpos = 0;
  while (ReadLine(body, &bpos, &line)) {
    if (line.empty()) {
      continue;
    }
    size_t search = 0;
    for (;;) {
      size_t sp = line.find(' ', search);
      if (sp == std::string::npos) {
        break;
      }
      std::istringstream rest(line.substr(sp + 1));
      std::string role, uri;
      long priority;
      if ((rest >> role) && role.find(':') != std::string::npos && (rest >> priority) &&
          (rest >> uri)) {
        std::string name = line.substr(0, sp);
        if (role.rfind("py:", 0) == 0) {
          if (!uri.empty() && uri.back() == '$') {
            uri.pop_back();
            uri += name;
          }
          inv.python_.emplace(name, uri);  // the first entry of a name wins
        }
        break;
      }
      search = sp + 1;
    }
  }
  return inv;
}

ObjectsInventory ObjectsInventory::Load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("{}: cannot read the objects.inv file", path));
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return Parse(ss.str(), path);
}

std::string ObjectsInventory::Resolve(const std::string& qualified_name) const {
  auto it = python_.find(qualified_name);
  return it == python_.end() ? "" : it->second;
}

}  // namespace capgrid
