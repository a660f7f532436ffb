#include "post_run.h"

#include "exit_status.h"

namespace capgrid {

// LEAD: the merge call goes here (e.g. when run.whole_inventory, write
// <results_dir>/snapshot.json through the merge module and report it via status.Message()).
int MaybeMergeAfterRun(const FinishedRun& /*run*/, Store& /*store*/, Status& /*status*/) {
  return kExitOk;
}

}  // namespace capgrid
