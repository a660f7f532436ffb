#pragma once
// The one place where `capgrid run` hands a finished run on to `capgrid merge` (the snapshot).
// LEAD: wire this to the merge module (branch `merge`); until then it does nothing.
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
// result. Returns an exit status (exit_status.h) that becomes the command's own when nonzero.
int MaybeMergeAfterRun(const FinishedRun& run, Store& store, Status& status);

}  // namespace capgrid
