#pragma once
// `capgrid discover MODULE... -o PACK.py`: a pack from the library's own docstring examples and
// test suite (docs/discovery.md). The worker program with --discover (`python -m capgrid.worker
// --discover`, the probe protocol) runs each public callable's examples, and each test file,
// under the pool's time limit, dispatched by the engine's one loop (scheduler.h RunJobs); the
// records become the pack through discover_pack.h.
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "cmd_run.h"

namespace capgrid {

struct DiscoverOptions {
  std::vector<std::string> modules;
  std::string output;                 // -o PACK.py
  std::vector<std::string> from;      // docstrings, tests (empty: docstrings, and tests with --tests)
  std::string tests;                  // --tests DIR
  std::vector<std::string> records;   // --records DIR (the pytest plugin's output), repeatable
  int max_per_callable = 3;
  int jobs = 0;                       // 0: DefaultJobs
  double timeout_s = 60;              // per callable's examples
  double tests_timeout_s = 900;       // per test file
  std::string python;
  std::string max_rss;                // --max-rss SIZE per worker ("": kDiscoverMaxRss)
  bool force = false;                 // replace an existing -o
  std::string command;                // the command line, for the pack's header
};

// The command line a pack's header names: the modules, -o's file name and every option that
// changes what is written, as given (-j, --python and --force change nothing in it).
std::string DiscoverCommandLine(const DiscoverOptions& options);

// The memory limit per worker in bytes: --max-rss, or kDiscoverMaxRss (defaults.h) when it is
// not given; a bad size is a UsageError naming the flag.
int64_t DiscoverMaxRssBytes(const DiscoverOptions& options);

// Checks the options (UsageError, before anything is written or started), runs the workers,
// writes the pack and its `<stem>_data/` directory of stored tensors, prints the figures.
// Returns kExitOk, or kExitInterrupted after SIGINT (nothing written).
int ExecuteDiscover(const DiscoverOptions& options, const RunnerFactory& make_runner,
                    std::ostream& out, std::ostream& err);

}  // namespace capgrid
