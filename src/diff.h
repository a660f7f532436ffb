#pragma once
// Two snapshots -> per-cell changes (`capgrid diff`). Pure over the parsed snapshots; works
// on capgrid snapshots and on Kornia's (compared by *_detail where there are no cause ids).
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "classify.h"

namespace capgrid {

struct CellChange {
  std::string case_name;
  std::string column;                // onnx | export | compile
  std::string old_value, new_value;  // column values
  std::string old_cause, new_cause;  // cause ids (capgrid) or details (Kornia)
};

struct SnapshotDiff {
  std::vector<CellChange> regressions;      // supported -> not supported
  std::vector<CellChange> fixes;            // not supported -> supported
  std::vector<CellChange> changed;          // another value on the same side (fail -> mismatch)
  std::vector<CellChange> causes;           // same unsupported value, another cause
  std::vector<std::string> added, removed;  // case names
  std::vector<CellChange> allowed;          // regressions listed in the allowlist
};

SnapshotDiff DiffSnapshots(const nlohmann::json& old_snapshot, const nlohmann::json& new_snapshot,
                           const StatusTable& statuses);

// An allowlist: one "case-name column" per line (the column is the last word, so case names
// may hold spaces); '#' starts a comment. Throws UsageError "<path>:<line>: ..." on a bad line.
std::set<std::pair<std::string, std::string>> LoadAllowlist(const std::string& path);
// Moves the allowed regressions from `regressions` to `allowed`.
void ApplyAllowlist(const std::set<std::pair<std::string, std::string>>& allow, SnapshotDiff* diff);

std::string FormatDiffText(const SnapshotDiff& diff);
std::string FormatDiffMarkdown(const SnapshotDiff& diff);
nlohmann::json DiffToJson(const SnapshotDiff& diff);

}  // namespace capgrid
