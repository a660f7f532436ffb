#include "post_run.h"

#include <filesystem>
#include <sstream>

#include "errors.h"
#include "exit_status.h"
#include "merge.h"

namespace capgrid {

// A complete run of the whole inventory writes <results_dir>/snapshot.json through the merge
// module (merge.h). A selection (-k, --groups) or a shard is not a survey on its own: its
// shards are merged with `capgrid merge` later. When the merge refuses (a crashed probe, which
// is a result of the run but not a usable one for the snapshot), the run itself still
// succeeded: the refusal is reported and the exit status stays the run's.
int MaybeMergeAfterRun(const FinishedRun& run, Store& /*store*/, Status& status) {
  if (!run.whole_inventory) {
    return kExitOk;
  }
  MergeOptions options;
  options.after_run = true;
  // `capgrid coverage -o <results>/coverage.json` (as `make survey` does) puts the census
  // figure on the page.
  std::string coverage = run.results_dir + "/coverage.json";
  if (std::filesystem::exists(coverage)) options.coverage_file = coverage;
  std::ostringstream out, err;
  int rc = kExitOk;
  try {
    rc = MergeRun(run.results_dir, run.run_id, options, out, err);
  } catch (const UsageError& e) {
    status.Message(std::string("capgrid: error: ") + e.what());
    return kExitUsage;
  }
  for (const std::string& text : {err.str(), out.str()}) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
      status.Message(line);
    }
  }
  if (rc == kExitUsage) {
    status.Message("capgrid: no snapshot written; `capgrid merge --force` writes a partial one");
    return kExitOk;
  }
  return rc;
}

}  // namespace capgrid
