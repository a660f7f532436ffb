#pragma once
// `capgrid run`: probe the selected cases and store every result (docs/store.md). The command
// line is parsed in cmd_run.cc; ExecuteRun() is the command itself, with its side effects
// (the worker pool, the terminal, the clock) passed in so that tests drive it with fakes.
#include <functional>
#include <memory>

#include "clock.h"
#include "config.h"
#include "reuse.h"
#include "store.h"
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
// With --durations, also the file and the shard's case names (its split is that file's).
nlohmann::json SelectionJson(const RunOptions& options,
                             const std::vector<InventoryRow>& mine);

// The worker pool's options for a run.
PoolOptions PoolOptionsFor(const RunOptions& options, int cores);

// Runs `options` (already checked by FinishRunOptions). Order matters for "bad input leaves no
// trace": the worker options (env.check_options), lock, check an existing store, start the workers (pack errors), select cases (-k,
// --groups errors), and only then create or write the store. Returns kExitOk when every
// requested (case, probe) of the selection has a result, kExitIncomplete when some are left,
// kExitInterrupted on Ctrl-C; throws UsageError for bad input.
int ExecuteRun(const RunOptions& options, const RunEnv& env);

// `capgrid run --plan` (ExecuteRun hands it over): the run's reuse decision without probing or
// writing; prints the pairs it would probe with the reason each stored result is not reused
// (reuse.h StaleReasons), the counts by reason, and last "capgrid: plan: would reuse N, probe
// P of T results". Returns kExitOk; throws UsageError for bad input as ExecuteRun does.
int ExecutePlan(const RunOptions& options, const RunEnv& env);

// What both share: the inventory of a worker's handshake, and the reuse context of the selected
// cases (`mine`) for these options.
std::vector<InventoryRow> InventoryOf(const Handshake& hs);
ReuseContext ReuseContextFor(const RunOptions& options, const Handshake& hs,
                             const std::vector<InventoryRow>& mine);
// A resumed run keeps the probes it asked for before and adds the new ones (canonical order).
std::vector<std::string> UnionProbes(const std::vector<std::string>& a,
                                     const std::vector<std::string>& b);
// The stored results `capgrid run` looks at: the current run's (`run_id`; -1: none) first, then
// the store's other runs, then the --reuse-from stores'. `store` may be null (no store yet).
std::vector<ReuseCandidate> Candidates(const Store* store, const std::string& dir, int64_t run_id,
                                       const std::vector<std::unique_ptr<Store>>& others,
                                       const std::vector<std::string>& other_dirs);

// ExecuteRun with the real worker pool, terminal and clock (`capgrid run`, `capgrid audit`);
// an engine failure (the store's disk, a system call) becomes a UsageError's one line.
int ExecuteRealRun(const RunOptions& options);

}  // namespace capgrid
