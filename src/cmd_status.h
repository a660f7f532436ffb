#pragma once
// `capgrid status`: how far the newest run in a results store is, per probe.
#include <ostream>
#include <string>

namespace capgrid {

// Prints the newest run's provenance, a per-probe table (done/total, status counts, missing)
// and the number of missing (case, probe) pairs. Throws UsageError when there is no store (or
// it is not one); never writes to it. `as_json`: one JSON object instead (docs/store.md).
// `cells`: every finished (case, probe) of the selection instead, one line each (as_json: a
// JSON list), read while a run may be writing (the store is opened read only, WAL).
int ExecuteStatus(const std::string& results_dir, std::ostream& out, bool as_json = false,
                  bool cells = false);

}  // namespace capgrid
