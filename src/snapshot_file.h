#pragma once
// The snapshot file (docs/snapshot.md, docs/snapshot.schema.json): a superset of Kornia's
// export_support.json. Written in Kornia's layout (2-space indent, sorted keys, ASCII escapes,
// trailing newline) so that snapshots diff cleanly, atomically (temp file + fsync + rename).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "snapshot_model.h"

namespace capgrid {

// kSnapshotFormat and the format versions: snapshot_model.h.

// The exact bytes a snapshot is written as.
std::string SerializeSnapshot(const nlohmann::json& snapshot);

// Writes `snapshot` to `path` atomically; the old file, if any, stays intact on failure.
// Throws UsageError naming the path when it cannot be written.
void WriteSnapshot(const std::string& path, const nlohmann::json& snapshot);

// Structural problems of a snapshot, empty when it is fine: the snapshot reader's errors
// (snapshot_model.h), so exactly what render and diff refuse.
std::vector<std::string> CheckSnapshot(const nlohmann::json& snapshot);

// Reads and checks a snapshot; throws UsageError "<path>: <first problem>" when it is not
// JSON or not a snapshot, or of a newer format_version.
nlohmann::json LoadSnapshot(const std::string& path);
// The same, as the typed model.
Snapshot LoadSnapshotModel(const std::string& path);

// Whether the snapshot is a capgrid one (else Kornia's).
bool IsCapgridSnapshot(const nlohmann::json& snapshot);

}  // namespace capgrid
