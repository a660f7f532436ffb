#pragma once
// `capgrid run`: probe the selected cases and store every result (docs/store.md). The command
// line is parsed in cmd_run.cc; ExecuteRun() is the command itself, with its side effects
// (the worker pool, the terminal, the clock) passed in so that tests drive it with fakes.
#include <functional>
#include <memory>

#include "clock.h"
#include "config.h"
#include "runner.h"
#include "terminal.h"
#include "worker_pool.h"

namespace capgrid {

using RunnerFactory = std::function<std::unique_ptr<Runner>(const PoolOptions&)>;

struct RunEnv {
  RunnerFactory make_runner;
  // Asked first, before the results folder, its lock or a worker exists: "" when the worker
  // interpreter can run with the options, else its one line (worker_check.h). Unset: not asked.
  std::function<std::string(const RunOptions&)> check_options;
  Terminal* terminal = nullptr;
  Clock* clock = nullptr;
  int cores = 1;  // for the per-worker torch thread budget
};

// What a run selected, as `invocations.selection` stores it (docs/store.md).
nlohmann::json SelectionJson(const RunOptions& options);

// The worker pool's options for a run.
PoolOptions PoolOptionsFor(const RunOptions& options, int cores);

// Runs `options` (already checked by FinishRunOptions). Order matters for "bad input leaves no
// trace": the worker options (env.check_options), lock, check an existing store, start the workers (pack errors), select cases (-k,
// --groups errors), and only then create or write the store. Returns kExitOk when every
// requested (case, probe) of the selection has a result, kExitIncomplete when some are left,
// kExitInterrupted on Ctrl-C; throws UsageError for bad input.
int ExecuteRun(const RunOptions& options, const RunEnv& env);

// ExecuteRun with the real worker pool, terminal and clock (`capgrid run`, `capgrid audit`);
// an engine failure (the store's disk, a system call) becomes a UsageError's one line.
int ExecuteRealRun(const RunOptions& options);

}  // namespace capgrid
