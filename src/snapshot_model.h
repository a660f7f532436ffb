#pragma once
// The snapshot model: one typed reader of the snapshot file that mirrors
// docs/snapshot.schema.json, used by `render` (report_model), `diff`, CheckSnapshot (and so by
// `merge`'s own output check) and the fuzz targets, so a file one of them accepts none refuses.
//
// Two layouts share the model: a document without "format" is Kornia's (its header and
// 15-field entries: #/$defs/kornia_snapshot); one with format "capgrid-snapshot" must carry
// every capgrid field (the root schema). The reader adds what the schema cannot say: a cell's
// value is a column of the vocabulary (vocabulary.h), name and package are not blank, every
// probe of the vocabulary has its fields, and a cause id a cell uses is in the header's causes.
//
// Errors name the path of the offending value, e.g. "cases[12] ('kornia.foo').onnx: ..."; at
// most kMaxSnapshotErrors are collected.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "vocabulary.h"

namespace capgrid {

// How `speed_machine` begins when the merged speed records were timed on several machines
// (speed_merge.h SpeedMachineText writes it, the pages' speed notice reads it).
inline constexpr std::string_view kSeveralSpeedMachines = "several machines: ";

inline constexpr const char* kSnapshotFormat = "capgrid-snapshot";
// 2 added `owner` to cause entries and the `packs` header field; 3 added the fields of the
// probes whose "since_format" is 3 (export_dynamic, onnx_dynamic: their cells; speed: its cell,
// the speed fields and the header's speed_machine); 4 added the cells of the probes whose
// "since_format" is 4 (aoti, grad) and the speed probe's recompiles at 2B+1 and went_dynamic
// (kSpeedBatchSizesFormat); 5 added <probe>_graph_breaks, the graph-break count of each probe
// flagged counts_breaks (grad; kProbeBreaksFormat); 6 added what each cell's check was,
// <probe>_evidence, and the finite-difference verdict of the probes flagged fd_check,
// <probe>_fd and <probe>_fd_note (kEvidenceFormat); 7 added how close each compared cell came
// to eager, <probe>_accuracy, for the probes flagged accuracy (kAccuracyFormat); 8 added the
// cells of the probes whose "since_format" is 8 (executorch, openvino), and a delegating
// probe's cell its <probe>_delegated where measured (optional). A reader takes
// 1 to 8 (a format-1
// snapshot's owners are looked up from the built-in rules; an older snapshot, and Kornia's
// layout, carry no fields of a newer probe), and refuses a newer one.
inline constexpr int kSnapshotFormatVersion = 8;
// The first format whose speed fields carry the 2B+1 recompiles and went_dynamic.
inline constexpr int kSpeedBatchSizesFormat = 4;
// The first format whose cases carry <probe>_graph_breaks for the probes flagged counts_breaks.
inline constexpr int kProbeBreaksFormat = 5;
// The first format whose cells carry <probe>_evidence, and <probe>_fd(_note) where fd_check.
inline constexpr int kEvidenceFormat = 6;
// The first format whose cells carry <probe>_accuracy for the probes flagged accuracy.
inline constexpr int kAccuracyFormat = 7;
inline constexpr int kSnapshotOldestFormatVersion = 1;

inline constexpr size_t kMaxSnapshotErrors = 20;

struct SnapshotBreak {
  std::string reason, type, registry_id, url, where, cause;
};

// One variant's latency in a case's speed fields (docs/snapshot.md, "Speed fields").
struct SnapshotLatency {
  std::optional<double> median_s;                   // <variant>_latency_s
  std::optional<std::pair<double, double>> spread;  // <variant>_latency_spread: p10, p90
  bool too_fast = false;                            // listed in too_fast: no ratio made of it
};

// The variants the speed probe times, baseline (eager) first, named as the probes that capture
// them: the snapshot's speed field prefixes (eager_latency_s, compile_speedup, ...). Declared
// once, in data/statuses.json (the speed probe's "variants"; Vocabulary::speed_variants).
const std::vector<std::string>& SpeedVariants();

// The speed probe's fields of one case (format 3, a vocabulary probe with speed_fields).
struct SnapshotSpeed {
  SnapshotSpeed();  // sized to SpeedVariants(), nothing measured
  // one per SpeedVariants(), in its order
  std::vector<SnapshotLatency> latency;
  // <variant>_speedup for each variant after the baseline (eager latency / the variant's):
  // speedup[k] is SpeedVariants()[k + 1]'s
  std::vector<std::optional<double>> speedup;
  bool slower_than_eager = false;
  std::optional<double> compile_time_s, onnx_export_s;
  // recompiles on new values of the same shapes, at batch B+1 and (format 4) at 2B+1
  std::optional<int64_t> recompiles_same_shape, recompiles_new_batch, recompiles_larger_batch;
  std::string recompile_reason, new_batch_reason, larger_batch_reason;
  // format 4: B+1 recompiled into a graph with a free size and 2B+1 did not recompile (true),
  // 2B+1 recompiled too (false), or nothing to tell (nullopt)
  std::optional<bool> went_dynamic;
  std::map<std::string, std::string> errors;  // speed_errors: variant or check -> reason
};

// How close a cell's compared outputs came to eager's (<probe>_accuracy, docs/snapshot.md): each
// field the worst over the outputs measured, which may be different outputs.
struct SnapshotAccuracy {
  double max_abs = 0;             // the largest |captured - eager| of any element
  double max_rel = 0;             // ... divided by |eager|, where eager is not 0
  std::optional<double> snr_db;   // the lowest signal-to-noise ratio, eager the signal; none
                                  // when no output had both (every output equal, or eager 0)
  int64_t nonfinite = 0;          // elements finite on one side only
  int64_t outputs = 0;            // the outputs measured
};

// One probe's fields of one case.
struct SnapshotCell {
  std::string value;   // <probe>: the column value
  std::string detail;  // <probe>_detail
  std::string cause;   // <probe>_cause ("" when absent, as in Kornia's layout)
  bool has_cause = false;  // <probe>_cause is present (always in a capgrid snapshot)
  std::string status;  // <probe>_status, the probe's own status ("" in Kornia's layout)
  std::optional<double> seconds;    // times.<probe>
  std::string chain;                // chains.<probe>
  std::vector<std::string> frames;  // frames.<probe>
  std::string log_tail;             // log_tail.<probe>
  // The probe's graph-break count where the file has one: the breaks probe's is the entry's
  // graph_breaks (Kornia's -1, a count not taken, reads as none); a counts_breaks probe's is
  // <probe>_graph_breaks (format kProbeBreaksFormat on).
  std::optional<int64_t> graph_breaks;
  // What a supported cell's check was (<probe>_evidence: a key of data/statuses.json's
  // "evidence", "" otherwise); where the probe is flagged fd_check, the eager gradient's
  // finite-difference verdict (<probe>_fd: a key of "fd_verdicts", or "" when none was
  // recorded) and its note. Empty before format kEvidenceFormat.
  std::string evidence, fd, fd_note;
  // How close the outputs came (a probe flagged accuracy, format kAccuracyFormat on); none when
  // the cell compared nothing or its record predates the measurement.
  std::optional<SnapshotAccuracy> accuracy;
  // The share of the program's operator nodes the delegate took (a probe with delegates_to,
  // <probe>_delegated, format 8 on); none when not measured.
  std::optional<double> delegated;
};

struct SnapshotCase {
  std::string name, package, section, operator_name, variant, ref, note, where;
  std::string group, ref_url;  // capgrid only
  int64_t graph_breaks = 0;    // Kornia's published snapshot holds one -1
  // One per probe of the vocabulary, in its order; a probe the file's format does not carry
  // (Snapshot::carried) reads as value "n/a", status "not-probed", detail "not probed".
  std::vector<SnapshotCell> cells;
  std::optional<double> eager_seconds;
  std::vector<std::string> onnx_ops;
  std::vector<SnapshotBreak> break_reasons;
  std::optional<SnapshotSpeed> speed;  // set when the file and the vocabulary carry them
};

// An item of `missing` / `unclassified`.
struct SnapshotPair {
  std::string case_name, probe;
  std::optional<std::string> reason, text;
};

struct SnapshotConflict {
  std::string field;
  std::vector<std::pair<std::string, std::string>> values;  // (store, value)
};

struct SnapshotCoverage {
  std::string module;
  int64_t covered = 0, total = 0;
  std::vector<std::string> uncovered;
  // the covered objects whose every case is a registered skip, with a reason (qualname order);
  // absent in snapshots written before capgrid recorded it (then `skipped_known` is false)
  std::vector<std::pair<std::string, std::string>> skipped;
  bool skipped_known = false;
};

struct SnapshotCause {
  std::string category, text;
  std::string owner;  // "" when the snapshot predates owners
};

struct Snapshot {
  bool capgrid = false;  // format "capgrid-snapshot"; else Kornia's layout
  int format_version = 0;
  // Kornia's header (both layouts).
  std::string generated_at, revision, torch, onnx, onnxruntime, onnxscript, python, device;
  int64_t opset = 0;
  // capgrid's header; in Kornia's layout `library` and `library_version` come from its
  // compatibility key ("kornia": "0.9.0"), found through the first package's top name.
  std::string library, library_version, capgrid_version;
  std::vector<std::string> probes;
  // Per probe of the vocabulary: the file's format carries its fields (ProbeInfo::since_format).
  std::vector<bool> carried;
  std::vector<std::string> packs;  // the packs the runs loaded; empty when not recorded
  std::string speed_machine;  // where the speed probe's times were taken ("" when none were)
  bool partial = false;
  std::vector<SnapshotPair> missing, unclassified;
  std::vector<SnapshotConflict> conflicts;
  std::optional<SnapshotCoverage> coverage;
  std::map<std::string, SnapshotCause> causes;
  std::vector<SnapshotCase> cases;
};

struct SnapshotRead {
  std::optional<Snapshot> snapshot;  // set exactly when `errors` is empty
  std::vector<std::string> errors;
};

// Reads a parsed document against the schema and the vocabulary.
SnapshotRead ReadSnapshot(const nlohmann::json& doc,
                          const Vocabulary& vocabulary = Vocabulary::Builtin());
// Parses and reads snapshot text; text that is not JSON gives one error "not JSON (...)".
SnapshotRead ReadSnapshotText(std::string_view text,
                              const Vocabulary& vocabulary = Vocabulary::Builtin());

}  // namespace capgrid
