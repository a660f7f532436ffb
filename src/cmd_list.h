#pragma once
// `capgrid list`: the inventory of the packs (name, group, ref), without running anything.
#include <ostream>
#include <string>
#include <vector>

#include "cmd_run.h"

namespace capgrid {

struct ListOptions {
  std::vector<std::string> packs;  // empty: {kDefaultPack}
  std::string keyword;
  std::vector<std::string> groups;
  std::vector<std::string> cases;  // --case (exact names)
  std::string cases_from;          // --cases-from FILE (read by ExecuteList, via CaseNames)
  std::string python;
  bool json = false;  // --format json: one JSON object instead of the table (docs/cli.md)
};

// Starts one worker, asks for the inventory, stops it, and prints the selected cases and a
// count line "N cases, M groups", or with `json` one object
// {"cases": [{"name", "group", "ref"}...], "groups": [sorted names]}. Throws UsageError for
// bad packs, -k, --groups, --case or --cases-from (the file is read before the worker starts).
int ExecuteList(const ListOptions& options, const RunnerFactory& make_runner, std::ostream& out);

}  // namespace capgrid
