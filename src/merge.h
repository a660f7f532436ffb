#pragma once
// results -> snapshot. BuildSnapshot is a pure function over the stores' runs, inventories
// and results (no I/O, no clock); Merge and MergeRun add the loading, the checks' verdict, the
// atomic write and the terminal report.
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "causes.h"
#include "vocabulary.h"
#include "objects_inv.h"
#include "portable_paths.h"
#include "store_join.h"

namespace capgrid {

struct MergeOptions {
  std::string output;             // snapshot path; MergeRun: "" = <results>/snapshot.json
  bool force = false;             // write a partial snapshot, stamped "partial": true
  std::optional<int64_t> run_id;  // default: each store's newest run
  std::string causes_file;        // user rules, tried before data/causes.json
  std::string objects_inv;        // Sphinx objects.inv for ref_url
  std::string ref_base;           // prefix for ref_url (the documentation's root URL)
  std::string coverage_file;      // `capgrid coverage` output
  std::string generated_at;       // "" = today (UTC)
  // --probes: merge only these columns of what the runs asked for (empty: all they asked);
  // a survey whose shards are being re-probed for a new column can publish the columns that
  // every shard has.
  std::vector<std::string> probes;
  // Written by `capgrid run` at the end of a complete run, which has none of --objects-inv or
  // --causes: its hints name `capgrid merge`, which has them.
  bool after_run = false;
};

// Everything BuildSnapshot reads besides the results.
struct MergeContext {
  const Vocabulary* statuses = nullptr;
  const CauseRules* causes = nullptr;
  const ObjectsInventory* objects = nullptr;  // null: no cross-references
  std::string ref_base;
  nlohmann::json coverage;  // null, or {module, covered, total, uncovered}
  std::string generated_at;
  std::vector<std::string> probes;  // MergeOptions::probes
  // How the machine's paths are written (portable_paths.h); the library's top package is added.
  PathRoots paths;
};

struct UnclassifiedCell {
  std::string case_name;
  std::string probe;
  std::string text;  // the raw error, cut
};

struct MergeOutcome {
  MergedView view;
  nlohmann::json snapshot;
  std::vector<UnclassifiedCell> unclassified;
  std::map<std::string, std::map<std::string, int>> counts;  // probe -> column -> cells
  int with_ref_url = 0;
};

// Joins, validates and builds the snapshot. The snapshot is built even when the view is not
// complete; the caller decides (`--force`) whether to write it.
MergeOutcome BuildSnapshot(const std::vector<StoreData>& inputs, const MergeContext& context);

// Reduces a `capgrid coverage` document ({"module", "callables": [...]}, or an already
// summarised {"module", "covered", "total", "uncovered"}) to the header's coverage object.
// Throws UsageError naming `origin` on anything else.
nlohmann::json SummariseCoverage(const nlohmann::json& doc, const std::string& origin);

// Reads one store (a results directory or its capgrid.sqlite) through the store module.
StoreData LoadStore(const std::string& store, std::optional<int64_t> run_id);

// `capgrid merge`: loads the stores, refuses an incomplete or mixed set (exit 2, nothing
// written) unless options.force, writes the snapshot atomically and reports to `out` / `err`.
int Merge(const std::vector<std::string>& stores, const MergeOptions& options, std::ostream& out,
          std::ostream& err);

// For `capgrid run` at the end of a complete run: merges run `run_id` of `results_dir` into
// options.output (default <results_dir>/snapshot.json), reporting to `out` / `err` (the
// three-argument form: the terminal). Returns an ExitStatus; throws UsageError on bad input.
int MergeRun(const std::string& results_dir, int64_t run_id, const MergeOptions& options,
             std::ostream& out, std::ostream& err);
int MergeRun(const std::string& results_dir, int64_t run_id, const MergeOptions& options);

}  // namespace capgrid
