#pragma once
// The report model: a capgrid snapshot (or Kornia's published export_support.json, which is a
// subset of the same format) loaded, validated and counted once, so that every renderer (rst,
// html, md, junit) shows the same figures. Renderers read only this model. It lives in
// capgrid::render with the renderers, so its plain names (Row, Cell, Header) never meet the
// engine's.
//
// Counting rules are Kornia's (kornia_pipeline.md section e):
//  * a row that is n/a in every column is not listed and not counted anywhere;
//  * each column's total excludes that column's n/a rows ("counted": false in statuses.json);
//  * supported = the column values marked "supported" in data/statuses.json
//    (ok, ok-breaks, ok-unverified);
//  * operators are distinct (package, operator) pairs among listed rows; an operator exports to
//    ONNX when any of its configurations is supported in the ONNX column.
// Status labels, "supported" and "counted" come from the embedded data/statuses.json only.
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "snapshot_model.h"
#include "vocabulary.h"

namespace capgrid::render {

// Probes and column values come from the vocabulary (vocabulary.h); a probe is an index into
// Report::probes(), in the vocabulary's order (the page's column order).
using capgrid::ColumnInfo;
using capgrid::ProbeInfo;
using capgrid::Vocabulary;

struct BreakReason {
  std::string reason, type, registry_id, url, where, cause;  // cause: a key of Header::causes
};

// One probe's result for one configuration.
struct Cell {
  std::string status;               // column value (ok, fail, n/a, timeout, ...)
  std::string detail;               // the snapshot's <probe>_detail
  std::string cause_id;             // <probe>_cause, "" when absent
  std::string raw_status;           // <probe>_status (the probe's own status), "" when absent
  std::optional<double> seconds;    // times.<probe>
  std::string chain;                // chains.<probe>: the error chain
  std::vector<std::string> frames;  // frames.<probe>: library frames
  std::string log_tail;             // log_tail.<probe>
  std::string repro_href;           // link to this cell's pre-generated repro script, or ""
  // The probe's graph-break count (compile's: the entry's graph_breaks; a counts_breaks
  // probe's: <probe>_graph_breaks); 0 when it has none or the snapshot does not say.
  int graph_breaks = 0;
  // What the check was (<probe>_evidence: "values", "shapes", "" for none said) and, for an
  // fd_check probe, the eager gradient's finite-difference verdict and note (format 6 on).
  std::string evidence, fd, fd_note;
  // How close the outputs came to eager (an accuracy probe's cell, format 7 on).
  std::optional<capgrid::SnapshotAccuracy> accuracy;
  // The share of operator nodes the delegate took (a delegating probe's cell).
  std::optional<double> delegated;
};

// One configuration (snapshot entry) that is listed on the page.
struct Row {
  std::string name, package, section, op, variant, ref, ref_url, note, where, group;
  std::vector<Cell> cells;  // one per probe
  std::optional<double> eager_seconds;
  std::vector<std::string> onnx_ops;
  std::vector<BreakReason> break_reasons;
  std::optional<capgrid::SnapshotSpeed> speed;  // the speed fields, when the snapshot has them
};

// supported / total over the rows a column counts; the supported ones by what their check was
// (evidence key -> count; "" for a status that says nothing compared, or a snapshot before
// format 6) and, for an fd_check probe, by finite-difference verdict ("" none recorded) and
// the inconclusive ones by reason (FdReason).
struct Ratio {
  int supported = 0;
  int total = 0;
  std::map<std::string, int> evidence;
  std::map<std::string, int> fd;
  std::map<std::string, int> fd_reasons;
  // The supported cells whose check compared the values, by accuracy band (a key of the
  // vocabulary's accuracy_bands; "" where the cell holds no accuracy): accuracy probes only.
  std::map<std::string, int> accuracy;
  // A delegating probe's supported cells by how much the delegate took: "all", "part",
  // "none", "" where the cell does not say (DelegationOf).
  std::map<std::string, int> delegation;
};

// "all" (the delegate took every operator node), "part", "none", or "" for no value.
std::string DelegationOf(const std::optional<double>& delegated);

// An inconclusive finite difference's note cut to its reason: up to the first " (" or ":"
// ("the case does not run in float64 (RuntimeError: ...)" -> "the case does not run in
// float64"), so that notes with different errors count as one reason.
std::string FdReason(std::string_view note);

struct Section {
  std::string key;    // the snapshot's section ("" for top-level operators)
  std::string title;  // "Operators" for "", else the key humanised
  std::string anchor;
  std::vector<const Row*> rows;  // sorted by (lower-cased operator, variant, name)
};

struct Package {
  std::string name;    // e.g. kornia.geometry
  std::string anchor;  // e.g. capgrid-kornia-geometry
  int probed = 0;      // listed rows
  int ok_all = 0;      // rows supported in every column
  std::vector<Ratio> ratios;  // one per probe
  std::vector<Section> sections;  // "" first, then alphabetical
};

struct Cause {
  std::string category, text;
  std::string owner;  // an Owner id; from the built-in rules when the snapshot has none
};

// Who can fix a cause (data/causes.json "owners", through causes.h).
struct Owner {
  std::string id, label, text;
};

// A source location of the library (`kornia/filters/sobel.py:42`) and the failing
// configurations whose deepest library frame it is.
struct WhereCount {
  std::string where;
  int rows = 0;
};

// One cause of one column in the causes view.
struct CauseRank {
  std::string cause_id;
  int operators = 0;       // distinct (package, operator) with a failing configuration
  int configurations = 0;  // failing configurations (rows)
  std::vector<std::string> operator_labels;  // "package operator", sorted
  std::vector<WhereCount> wheres;  // library-owned causes: most rows first, then by name
};

struct Coverage {
  std::string module;
  int covered = 0;  // public objects with a case (probed or a registered skip)
  int total = 0;
  std::vector<std::string> uncovered;
  // covered only by registered skips: (qualname, reason); known only for snapshots that say
  std::vector<std::pair<std::string, std::string>> skipped;
  bool skipped_known = false;
  int probed() const { return covered - static_cast<int>(skipped.size()); }
};

struct Header {
  std::string format;  // "capgrid-snapshot", or "" for Kornia's snapshot
  int format_version = 0;
  std::string generated_at, library, library_version, revision, torch, onnx, onnxruntime,
      onnxscript, python, opset, device, capgrid;
  std::vector<std::string> probes;
  std::vector<std::string> packs;  // the pack arguments of the runs ([] when not recorded)
  bool partial = false;
  // `missing` and `provenance_conflicts` may be a count or a list; both are kept as a count plus
  // whatever items were given, rendered as one line each.
  int missing_count = 0;
  std::vector<std::string> missing;
  int conflict_count = 0;
  std::vector<std::string> conflicts;
  std::optional<Coverage> coverage;
  std::map<std::string, Cause> causes;
  std::vector<Owner> owners;  // the owner vocabulary, in data/causes.json's order
};

struct SpeedView;  // speed_view.h

// Rows are referenced by pointer from packages/sections, so a Report moves but never copies.
struct Report {
  Report() = default;
  Report(const Report&) = delete;
  Report& operator=(const Report&) = delete;
  Report(Report&&) = default;
  Report& operator=(Report&&) = default;

  std::string source;  // the snapshot path, for messages
  Header header;
  // Pages the page links to under "How this was measured" (`capgrid render --see-also`):
  // (title, href), for example the version view from the previous stack's survey.
  std::vector<std::pair<std::string, std::string>> see_also;
  int entries = 0;            // every entry in the snapshot, listed or not
  std::vector<Row> rows;      // listed rows, in snapshot order
  std::vector<Row> unlisted;  // entries n/a in every column (only JUnit shows them)
  std::vector<Ratio> columns;  // one per probe
  int ok_all = 0;                 // rows supported in every column
  bool evidence_known = false;    // format 6 on: cells say what their check was
  int operators = 0;              // distinct (package, operator) among listed rows
  int operators_onnx = 0;         // ... of which at least one configuration exports to ONNX
  std::vector<Package> packages;  // sorted by name
  std::vector<const ColumnInfo*> statuses_present;  // legend: values that occur, table order
  const Vocabulary* statuses = nullptr;
  // The vocabulary of a snapshot older than some probe, or whose runs did not ask for a newer
  // probe (its `statuses`, owned here; Vocabulary::ForSnapshot): only the probes the page
  // shows, so an older snapshot renders with the columns it has.
  std::shared_ptr<const Vocabulary> format_statuses;
  // The causes view: per probe, the causes of failing configurations (counted, not
  // supported, with a cause id), most distinct operators first, then most configurations,
  // then by id.
  std::vector<std::vector<CauseRank>> cause_ranks;
  // The speed view (speed_view.h), when some listed row has speed fields.
  std::shared_ptr<const SpeedView> speed;
  std::string speed_machine;  // the header's speed_machine
  int onnx_probe = -1;    // the probe whose rows carry onnx_ops (the headline "export to ONNX")
  int breaks_probe = -1;  // the probe whose rows carry graph breaks

  [[nodiscard]] const std::vector<ProbeInfo>& probes() const { return statuses->probe_info(); }
  [[nodiscard]] int probe_count() const { return static_cast<int>(probes().size()); }

  // The cause record for a cell, or nullptr.
  [[nodiscard]] const Cause* CauseOf(const Cell& cell) const;
  // The text that explains a cell: its detail, else its cause's text, else "".
  [[nodiscard]] std::string Explanation(const Cell& cell) const;
  // The owner record of a cause id, or nullptr (no cause, or an owner this capgrid lacks).
  [[nodiscard]] const Owner* OwnerOf(const std::string& cause_id) const;
};

// Builds the model from snapshot text, without its speed view (report_load.h's ParseReport
// adds it). `source` names the file in errors. Throws UsageError ("snapshot <source>: ...",
// one line) when the text is not JSON or not a snapshot.
Report ReadReportModel(std::string_view json_text, const std::string& source,
                       const Vocabulary& statuses = Vocabulary::Builtin());

// Details grouped by identical text across columns: e.g. {"ONNX, export", "cause"}.
struct DetailGroup {
  std::string columns;  // "ONNX, export"
  std::string text;
  std::vector<int> probes;
};
std::vector<DetailGroup> GroupDetails(const Report& report, const Row& row);
// A supported cell of a probe with speed fields: its detail is the speedup summary the speed
// view shows, so the Details column and the cell's drill-down leave it out.
bool SpeedSummaryCell(const Report& report, const Row& row, int probe);

// A failing cell: counted and not supported (the page's JavaScript applies the same rule).
bool RowFails(const Report& report, const Row& row, int probe);  // counted and not supported
// (base, harder) probe indices of the page where `harder` is `dynamic_of` `base` and both are
// columns (export, export_dynamic): the "Show" filter "exports, but not with a dynamic batch".
std::vector<std::pair<int, int>> GapPairs(const Report& report);

// The library location a cell failed at: its deepest library frame's `file:line`, "" when the
// cell recorded no frames.
std::string CellWhere(const Cell& cell);

// The command that reproduces one cell: `capgrid repro CASE --probe PROBE PACK...`, every
// argument shell-quoted (the packs are the snapshot's `packs`).
std::string ReproCommand(const Report& report, const Row& row, int probe);

// Sets `repro_href` on every failing cell whose script (ReproScriptName, case_names.h) exists:
// `exists(name)` answers for a file name, `href_prefix` is put before it (a relative directory
// ending in '/', or ""). The caller does the I/O; the model stays pure.
void AttachReproScripts(Report& report, const std::function<bool(const std::string&)>& exists,
                        const std::string& href_prefix);

}  // namespace capgrid::render
