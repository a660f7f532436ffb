#pragma once
// Two snapshots -> per-cell changes (`capgrid diff`). Pure over the parsed snapshots; works
// on capgrid snapshots and on Kornia's (compared by *_detail where there are no cause ids).
//
// Rows are paired either by case name (MatchBy::kName, the default) or, for snapshots whose
// case names differ (capgrid's survey against Kornia's own file), by (package, operator,
// variant) (MatchBy::kRow): duplicate keys pair in file order, extra ones stay unmatched; then
// rows still unmatched on both sides that are the only unmatched row of their
// (package, operator) on each side pair up, flagged `by_operator` (their variants differ).
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "snapshot_model.h"
#include "vocabulary.h"

namespace capgrid {

enum class MatchBy { kName, kRow };

struct CellChange {
  std::string case_name;             // the new side's case name
  std::string column;                // a probe of the vocabulary (onnx, export, compile)
  std::string old_value, new_value;  // column values
  std::string old_cause, new_cause;  // cause ids (capgrid, when both sides have them) or details
  // How outputs name the row: the case name (kName) or "package operator[variant]" with the
  // new side's variant (kRow). An allowlist line may name either this or case_name.
  std::string label;
  std::string old_case;      // the old side's case name (== case_name under kName)
  std::string old_variant;   // the old side's variant (differs from the new one when by_operator)
  bool by_operator = false;  // kRow: paired by (package, operator) only
};

// A supported cell of a probe that counts graph breaks (compile; grad from snapshot format 5)
// whose graph-break count grew.
struct BreaksChange {
  std::string case_name, label, column;  // as CellChange
  int64_t old_breaks = 0, new_breaks = 0;
  std::string old_value, new_value;  // both supported (ok -> ok-breaks, ok-breaks -> ok-breaks)
};

// A speedup (snapshot format 3's <variant>_speedup) that changed by a factor of at least the
// diff's speed threshold, either way. Speedups are ratios to eager measured in one process, so
// they compare across machines better than latencies do; still they never fail the gate unless
// `--fail-on-slowdown` asks.
struct SpeedChange {
  std::string case_name, label;  // as CellChange
  std::string variant;           // compile, export or onnx
  double old_speedup = 0, new_speedup = 0;
  // old / new: above 1 the variant got slower relative to eager by that factor
  [[nodiscard]] double slowdown() const { return old_speedup / new_speedup; }
};

// A row whose compiled module went dynamic across batch sizes on one side and recompiled at
// each size on the other (snapshot format 4's went_dynamic, both sides known). Reported, never
// a regression.
struct DynamicChange {
  std::string case_name, label;  // as CellChange
  bool old_dynamic = false, new_dynamic = false;
};

// The factor a speedup must change by for `capgrid diff` to report it.
inline constexpr double kSpeedChangeThreshold = 2.0;

// A row present on one side only.
struct UnmatchedRow {
  std::string label;      // as CellChange::label
  std::string case_name;  // that side's case name
};

// A pair made by the (package, operator) fallback.
struct OperatorMatch {
  std::string label, old_case, new_case, old_variant, new_variant;
};

// How the matched rows compare, one column.
struct ColumnAgreement {
  size_t agree = 0, differ = 0;
  // "old -> new" column values -> matched rows, agreeing pairs included ("ok -> ok"), so it is
  // the whole cross-tabulation of the column.
  std::map<std::string, size_t> transitions;
};

struct Agreement {
  size_t matched = 0;                              // matched rows (pairs)
  std::map<std::string, ColumnAgreement> columns;  // onnx, export, compile
};

// Differing cells (regressions, fixes, other changes; allowlisted ones too) sharing a column,
// an old -> new value and the new side's cause: its `<column>_cause` id where it has a non-empty
// one (capgrid snapshot), else its `<column>_detail`.
struct CauseGroup {
  std::string column, old_value, new_value, cause;
  size_t count = 0;
  std::vector<std::string> examples;  // up to 3 labels, in the new snapshot's order
};

struct SnapshotDiff {
  MatchBy match = MatchBy::kName;
  std::vector<std::string> columns;         // the compared probes, in the vocabulary's order
  std::vector<CellChange> regressions;      // supported -> not supported
  std::vector<CellChange> fixes;            // not supported -> supported
  std::vector<CellChange> changed;          // another value on the same side (fail -> mismatch)
  std::vector<CellChange> causes;           // same unsupported value, another cause
  std::vector<std::string> added, removed;  // labels of the rows one side lacks (case names
                                            // under kName)
  std::vector<UnmatchedRow> added_rows, removed_rows;  // the same, with their case names
  std::vector<CellChange> allowed;                     // regressions listed in the allowlist
  // Supported cells of the graph-break probe with more graph breaks than before (a known count,
  // >= 0, on both sides); the allowlisted ones are in allowed_breaks. `capgrid diff
  // --fail-on-regression` fails on these too unless --ignore-breaks.
  std::vector<BreaksChange> more_breaks, allowed_breaks;
  // Speedups that changed by at least `speed_threshold`, largest slowdown first.
  std::vector<SpeedChange> speed_changes;
  double speed_threshold = kSpeedChangeThreshold;
  // went_dynamic flips, in the new snapshot's row order
  std::vector<DynamicChange> dynamic_changes;
  std::vector<OperatorMatch> operator_matches;         // kRow: pairs whose variants differ
  Agreement agreement;
  std::vector<CauseGroup> groups;  // by count descending, then (column, old, new, cause)
};

// A row's label: "package operator[variant]", the brackets left out for the empty variant
// (how --match row names rows, in outputs and allowlists).
std::string RowLabel(const SnapshotCase& row, const std::string& variant);

// `speed_threshold` (> 1): the factor a speedup must change by to be reported.
SnapshotDiff DiffSnapshots(const Snapshot& old_snapshot, const Snapshot& new_snapshot,
                           const Vocabulary& statuses, MatchBy match = MatchBy::kName,
                           double speed_threshold = kSpeedChangeThreshold);
// Reads both documents with the snapshot reader first; throws UsageError naming the side and
// the first problem when one is not a snapshot.
SnapshotDiff DiffSnapshots(const nlohmann::json& old_snapshot, const nlohmann::json& new_snapshot,
                           const Vocabulary& statuses, MatchBy match = MatchBy::kName,
                           double speed_threshold = kSpeedChangeThreshold);

// An allowlist: one "name column" per line (the column is the last word, so names may hold
// spaces); '#' starts a comment. The name is a case name of the NEW snapshot, or, with
// MatchBy::kRow, a row label "package operator[variant]" (the new side's variant).
// Throws UsageError "<path>:<line>: ..." on a bad line.
std::set<std::pair<std::string, std::string>> LoadAllowlist(
    const std::string& path, const Vocabulary& statuses = Vocabulary::Builtin());
// Moves the allowed regressions (named by case name or label) from `regressions` to `allowed`,
// and the allowed graph-break growths (the line "NAME compile") from `more_breaks` to
// `allowed_breaks`.
void ApplyAllowlist(const std::set<std::pair<std::string, std::string>>& allow, SnapshotDiff* diff);

// Whether `--fail-on-regression` fails: a regression, or (unless `ignore_breaks`) more graph
// breaks, not in the allowlist.
bool GateFails(const SnapshotDiff& diff, bool ignore_breaks);

// The speed changes `--fail-on-slowdown FACTOR` fails on: a speedup that fell by FACTOR or more.
std::vector<SpeedChange> Slowdowns(const SnapshotDiff& diff, double factor);

// The diff's formats (diff_format.cc).
std::string FormatDiffText(const SnapshotDiff& diff);
std::string FormatDiffMarkdown(const SnapshotDiff& diff);
nlohmann::json DiffToJson(const SnapshotDiff& diff);

}  // namespace capgrid
