#pragma once
// The one place where `capgrid run` hands a finished run on to the merge (merge.h): a run of
// the whole inventory writes <results_dir>/snapshot.json; a selection or a shard writes nothing.
#include <cstdint>
#include <string>

#include "status_printer.h"
#include "store.h"

namespace capgrid {

struct FinishedRun {
  std::string results_dir;
  int64_t run_id = 0;
  // True when the run covered the whole inventory (no -k, --groups or --shard): only then is
  // the run, not just this selection, complete.
  bool whole_inventory = false;
};

// Called by `capgrid run` only when every requested (case, probe) of its selection has a
// result. Everything the merge says goes through `status`. A merge that refuses the run (a
// crashed probe) leaves the run's status alone (returns 0); bad input (UsageError) returns 2;
// otherwise the merge's exit status (exit_status.h), which becomes the command's own when
// nonzero. `store` is not read.
int MaybeMergeAfterRun(const FinishedRun& run, Store& store, Status& status);

}  // namespace capgrid
