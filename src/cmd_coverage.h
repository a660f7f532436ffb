#pragma once
// `capgrid coverage`: which public callables of a module no case of the packs covers. The
// census itself runs in a worker (python/capgrid/census.py, request "coverage" of
// docs/protocol.md); this side prints it and writes the document `capgrid merge --coverage` reads.
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cmd_run.h"

namespace capgrid {

struct CoverageOptions {
  std::vector<std::string> packs;  // empty: {kDefaultPack}
  std::string module;              // empty: the library the worker reports in its hello
  std::string python;
  std::string output;              // write {"module", "callables"} here (atomically) when set
  double fail_under = -1;          // --fail-under PCT: exit 1 below it (< 0: not given)
};

struct CoverageSummary {
  int covered = 0;
  int total = 0;  // callables, not counting submodules that failed to import
};

// Counts the census rows (rows of kind "import-error" are listed but not counted).
CoverageSummary SummariseCallables(const std::vector<nlohmann::json>& callables);

// Starts one worker, asks for the census, prints the uncovered callables by module and the
// figure "covered X/Y (Z%)". With `fail_under` >= 0, returns kExitIncomplete (after one line on
// `err` giving the percentage) when the covered percentage is below it. Throws UsageError for a
// `fail_under` outside 0..100 (before any worker starts), bad packs or a module the worker cannot
// walk.
int ExecuteCoverage(const CoverageOptions& options, const RunnerFactory& make_runner,
                    std::ostream& out, std::ostream& err);

}  // namespace capgrid
