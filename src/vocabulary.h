#pragma once
// The vocabulary: probes, probe statuses, column values and their flags, read from
// data/statuses.json. This module is the engine's only reader of that file; every other piece
// (protocol, progress, status line, merge, diff, snapshot checks, the report model) asks it, so
// adding a probe or a status is an edit of the data file plus the probe's own code.
//
// Contracts:
//  * probes() is the canonical probe order (the "probes" list); every probe has a "probe_info"
//    entry (heading, short name, card title, description).
//  * statuses() and columns() keep the file's order (the legend's and the progress table's).
//  * every probe status maps to a known column; flags are "quiet", "log_tail" and
//    "unstable", each declared in "status_flags"; an undeclared flag is an error. A column
//    shows unstable statuses only or none (so a column value says whether a cell is unstable).
//  * Builtin() is compiled in: a malformed table there is a broken invariant (std::logic_error
//    at first use). Parse() takes any text and throws VocabularyError naming the problem, so
//    tests can feed bad tables.
#include <stdexcept>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace capgrid {

struct VocabularyError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ProbeInfo {
  std::string key;          // "onnx": the snapshot's field prefix and the filter name
  std::string heading;      // "ONNX": column headings
  std::string short_name;   // "ONNX": names in a Details cell
  std::string title;        // "ONNX export": the stat card's title
  std::string description;  // what the probe runs; "{opset}" stands for " at opset N" or ""
  bool graph_breaks = false;  // its result carries graph_breaks and break_reasons
  // Another probe whose result counts graph breaks too ("counts_breaks": grad): its cells
  // carry the count as <probe>_graph_breaks (snapshot format kProbeBreaksFormat); the breaks
  // probe's own count is the entry's graph_breaks.
  bool counts_breaks = false;
  bool onnx_ops = false;      // its result carries onnx_ops
  // Its result carries latencies, speedups and recompiles (the speed probe; "speed_fields").
  bool speed_fields = false;
  // A speedup under this marks a case slower than eager ("slower_below"; speed probe only).
  double slower_below = 0;
  // What the speed probe times ("variants"): the baseline first (eager), then the captures,
  // each named as the probe that makes it; the snapshot's speed field prefixes
  // (eager_latency_s, compile_speedup, ...). "slower_of": the captures whose speedup under
  // slower_below marks a case slower than eager.
  std::vector<std::string> variants;
  std::vector<std::string> slower_of;
  // The first snapshot format_version whose cases carry this probe's fields ("since_format",
  // default 1): an older snapshot, or Kornia's layout (1), is read without them.
  int since_format = 1;
  // The probe this one is a harder version of ("dynamic_of": export_dynamic -> "export"), ""
  // for none, and the "Show" filter's label for the configurations that pass that probe but
  // fail this one ("gap_filter", e.g. "exports, but not with a dynamic batch").
  std::string dynamic_of;
  std::string gap_filter;
  // Not among a run's default probes ("opt_in"): only a run that names it (`--probes`) runs it
  // (docs/probes.md says which and why).
  bool opt_in = false;
  // Its records carry the eager gradient's finite-difference verdict ("fd_check": grad): its
  // cells carry <probe>_fd, one of fd_verdicts(), and <probe>_fd_note.
  bool fd_check = false;
  // Its capture is support only when the graph computes from the case's inputs
  // ("needs_inputs"): merge puts a supported cell of a case with no tensor input, or whose
  // record's detail says no output depends on one (constant_note()), in the status
  // "constant-graph" (column "constant").
  bool needs_inputs = false;
  // Its records carry how close each compared output came to eager's ("accuracy": the
  // record's list `accuracy`, python/capgrid/compare.py): its cells carry <probe>_accuracy
  // (snapshot format kAccuracyFormat on).
  bool accuracy = false;
  // Its records carry the share of the program's operator nodes a delegate took
  // ("delegates_to": "XNNPACK"; the record's `delegated_fraction`, the rest runs on
  // "undelegated", ExecuTorch's portable kernels): its cells carry <probe>_delegated when
  // measured (snapshot format 8, optional). Both or neither.
  std::string delegates_to;
  std::string undelegated;
};

// A band of a supported cell's accuracy ("accuracy_bands", in the file's order, tightest
// first): a cell whose largest absolute error is at most max_abs is in the first band that
// holds it; the last band has no bound (within the case's tolerance, the status says).
struct AccuracyBand {
  std::string key;    // "exact", "1e-6", "tolerance"
  std::string label;  // "exact", "within 1e-6", "within the tolerance"
  std::string meaning;
  std::optional<double> max_abs;
};

// What a supported cell's status says was checked ("evidence"), or a finite difference's
// verdict on an eager gradient ("fd_verdicts"): a key, a page label and its meaning.
struct EvidenceInfo {
  std::string key;      // "values", "shapes"; "agrees", "inconclusive", "differs"
  std::string label;    // "verified", "unverified"; "confirmed", ...
  std::string meaning;
  // An evidence kind whose check compared the values ("compares"): its cells of an accuracy
  // probe say how close they came (AccuracyBand).
  bool compares = false;
};

struct ColumnInfo {
  std::string value;    // "ok", "ok-breaks", ..., "n/a"
  std::string label;    // what a cell shows, e.g. "ok (graph breaks)"
  std::string meaning;  // the legend's explanation ("" when the file has none)
  bool supported = false;
  bool counted = false;
  // The value itself says the capture ran with graph breaks ("graph_breaks": ok-breaks): a
  // cell with it needs no separate graph-break badge.
  bool graph_breaks = false;
  // The statuses it shows are flagged "unstable" (timeout, crash, oom): derived, not declared.
  bool unstable = false;
};

struct StatusInfo {
  std::string name;    // "export-fail"
  std::string column;  // "fail"
  std::string who;     // "worker", "engine" or "merge": who reports it
  std::string text;    // user-facing explanation
  std::string evidence;  // what a supported status says was checked: an evidence() key, or ""
  bool quiet = false;     // the status line does not call it out
  bool log_tail = false;  // the worker's log tail is kept with the result
  // A limit of the run or the worker's death ended the probe ("unstable": timeout, crash,
  // oom): the version view lists a flip to or from it apart from the broken and the fixed.
  bool unstable = false;
  // Decided by the case's declaration alone ("by_case": a registered skip, no dimension to
  // make dynamic): it cannot change while the case does not, so `capgrid audit` skips it.
  bool by_case = false;
};

class Vocabulary {
 public:
  // data/statuses.json as compiled into the binary.
  static const Vocabulary& Builtin();
  // Throws VocabularyError ("statuses.json: ...") when the text is not a valid vocabulary.
  static Vocabulary Parse(std::string_view json_text);

  // Probes, in canonical order.
  [[nodiscard]] const std::vector<ProbeInfo>& probe_info() const { return probes_; }
  [[nodiscard]] const std::vector<std::string>& probes() const { return probe_keys_; }
  // The probes a run asks for when it names none: probes() less the opt-in ones.
  [[nodiscard]] std::vector<std::string> default_probes() const;
  [[nodiscard]] size_t probe_count() const { return probes_.size(); }
  // The index of a probe in probes(), or -1.
  [[nodiscard]] int ProbeIndex(std::string_view key) const;
  // A probe of data/statuses.json: one of probes(), or one ForSnapshot left out.
  [[nodiscard]] bool NamesProbe(std::string_view key) const;
  // The probe whose results carry graph breaks (compile), or -1 when none does.
  [[nodiscard]] int BreaksProbe() const;
  // The breaks probe, or a probe flagged counts_breaks: its cells have a graph-break count.
  [[nodiscard]] bool CountsBreaks(int probe) const;
  // The first probe whose results carry onnx_ops (the ONNX export), or -1.
  [[nodiscard]] int OnnxProbe() const;
  // The probe whose results carry latencies and recompiles (speed), or -1 when none does.
  [[nodiscard]] int SpeedProbe() const;
  // The speed probe's variants, baseline first; empty without a speed probe.
  [[nodiscard]] const std::vector<std::string>& speed_variants() const { return speed_variants_; }
  // This vocabulary with only the probes a page of a snapshot shows: those its
  // `format_version` carries (since_format <= format_version) and, of the probes added after
  // format 1, only those its runs asked for (`asked`, the header's "probes"), so an older
  // survey merged again keeps the columns it had. Same order; statuses and columns unchanged.
  [[nodiscard]] Vocabulary ForSnapshot(int format_version,
                                       const std::vector<std::string>& asked) const;

  // Probe statuses.
  [[nodiscard]] const std::vector<StatusInfo>& statuses() const { return statuses_; }
  [[nodiscard]] const StatusInfo* FindStatus(std::string_view status) const;
  [[nodiscard]] bool Known(std::string_view status) const { return FindStatus(status); }
  // The column a probe status shows in; "" for an unknown status.
  [[nodiscard]] std::string Column(std::string_view status) const;
  // The user-facing text of a status ("" when unknown).
  [[nodiscard]] std::string Text(std::string_view status) const;
  // Flags; false for an unknown status.
  [[nodiscard]] bool Quiet(std::string_view status) const;
  [[nodiscard]] bool KeepsLogTail(std::string_view status) const;
  // The status is decided by the case alone ("by_case"); false for an unknown one.
  [[nodiscard]] bool ByCase(std::string_view status) const;
  // Statuses a worker may send (who == "worker").
  [[nodiscard]] bool WorkerStatus(std::string_view status) const;
  // What a status says was checked: an evidence() key ("values", "shapes"), "" for none.
  [[nodiscard]] std::string Evidence(std::string_view status) const;
  // The evidence kinds and the finite-difference verdicts, in the file's order.
  [[nodiscard]] const std::vector<EvidenceInfo>& evidence() const { return evidence_; }
  [[nodiscard]] const std::vector<EvidenceInfo>& fd_verdicts() const { return fd_verdicts_; }
  [[nodiscard]] const std::vector<AccuracyBand>& accuracy_bands() const { return accuracy_bands_; }
  // The evidence kind compared the values (its "compares"); false for "" or an unknown kind.
  [[nodiscard]] bool Compares(std::string_view evidence) const;
  // The key of the band a largest absolute error falls in ("" when there are no bands).
  [[nodiscard]] std::string AccuracyBandOf(double max_abs) const;
  // How a probe's detail begins when no output of its graph depends on an input
  // ("constant_note"; the probes write it, capgrid/probes/dependence.py); "" when undeclared.
  [[nodiscard]] const std::string& constant_note() const { return constant_note_; }

  // Column values.
  [[nodiscard]] const std::vector<ColumnInfo>& columns() const { return columns_; }
  // nullptr for a value that is not in the table.
  [[nodiscard]] const ColumnInfo* Find(std::string_view value) const;
  [[nodiscard]] bool ColumnKnown(std::string_view value) const { return Find(value); }
  [[nodiscard]] bool Supported(std::string_view value) const;
  [[nodiscard]] bool Counted(std::string_view value) const;
  [[nodiscard]] bool SaysGraphBreaks(std::string_view value) const;
  // The value's statuses are flagged "unstable" (ColumnInfo::unstable); false when unknown.
  [[nodiscard]] bool Unstable(std::string_view value) const;
  // "ok, ok-breaks, ..., protocol-error": the column values, for messages.
  [[nodiscard]] std::string ColumnList() const;
  // CSS-safe token for a value: "n/a" -> "na", "ok-breaks" -> "ok-breaks".
  static std::string Token(std::string_view value);

 private:
  std::vector<ProbeInfo> probes_;
  std::vector<std::string> probe_keys_;
  std::vector<std::string> left_out_;  // the probes ForSnapshot dropped
  // Kept when ForSnapshot drops the speed probe: the speed fields' layout is the table's.
  std::vector<std::string> speed_variants_;
  std::vector<StatusInfo> statuses_;
  std::vector<ColumnInfo> columns_;
  std::vector<EvidenceInfo> evidence_;
  std::vector<EvidenceInfo> fd_verdicts_;
  std::vector<AccuracyBand> accuracy_bands_;
  std::string constant_note_;
};


}  // namespace capgrid
