#pragma once
// How far a run is, per probe: the numbers behind `capgrid status` and the table printed at the
// end of `capgrid run`. No I/O.
#include <map>
#include <string>
#include <vector>

#include "store.h"

namespace capgrid {

struct ProbeProgress {
  std::string probe;
  int total = 0;                      // cases x 1
  int done = 0;                       // with a result of the case's current fingerprint
  std::map<std::string, int> counts;  // status -> count, over the done ones
};

// One entry per probe of `probes`, counting only `cases` (and, for each, only a result with the
// case's current fingerprint).
std::vector<ProbeProgress> ComputeProgress(const std::vector<InventoryRow>& cases,
                                           const std::vector<ResultRow>& results,
                                           const std::vector<std::string>& probes);

// A table: one row per probe, columns done/total, then one column per status that occurs (in
// data/statuses.json order), then "missing" when any pair is missing. With `color`, status
// headers are green (supported) or red (counted as unsupported).
std::string FormatProgressTable(const std::vector<ProbeProgress>& progress, bool color);

}  // namespace capgrid
