#include "snapshot_file.h"

#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "atomic_file.h"
#include "errors.h"
#include "snapshot_model.h"

namespace capgrid {

using nlohmann::json;

std::string SerializeSnapshot(const json& snapshot) {
  // Kornia: json.dumps(indent=2, sort_keys=True) + "\n" with ASCII escapes; nlohmann's object
  // keys are sorted and its indent layout is the same.
  return snapshot.dump(2, ' ', true) + "\n";
}

void WriteSnapshot(const std::string& path, const json& snapshot) {
  WriteFileAtomic(path, SerializeSnapshot(snapshot));
}

bool IsCapgridSnapshot(const json& s) {
  return s.is_object() && s.contains("format") && s["format"] == kSnapshotFormat;
}

std::vector<std::string> CheckSnapshot(const json& s) { return ReadSnapshot(s).errors; }

namespace {

// The file's JSON and its reading; throws UsageError "<path>: ..." on the first problem.
std::pair<json, Snapshot> LoadBoth(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UsageError(fmt::format("{}: cannot read the snapshot", path));
  }
  std::stringstream ss;
  ss << in.rdbuf();
  json doc;
  try {
    doc = json::parse(ss.str());
  } catch (const json::exception& e) {
    throw UsageError(fmt::format("{}: not a JSON snapshot ({})", path, e.what()));
  }
  SnapshotRead read = ReadSnapshot(doc);
  if (!read.snapshot) {
    const auto& problems = read.errors;
    throw UsageError(
        fmt::format("{}: not a capgrid or Kornia snapshot: {}{}", path, problems.front(),
                    problems.size() > 1 ? fmt::format(" (and {} more)", problems.size() - 1) : ""));
  }
  return {std::move(doc), std::move(*read.snapshot)};
}

}  // namespace

json LoadSnapshot(const std::string& path) { return LoadBoth(path).first; }

Snapshot LoadSnapshotModel(const std::string& path) { return LoadBoth(path).second; }

}  // namespace capgrid
