#pragma once
// The real Runner: N supervised `python -m capgrid.worker` processes (docs/protocol.md). Each
// slot's worker is a WorkerState (worker_state.h), started by worker_launch.h; the pool runs the
// one ppoll loop over all of them and turns what it sees (replies, exits, deadlines, signals)
// into their transitions and the scheduler's RunnerEvents.
#include <memory>

#include "clock.h"
#include "pool_options.h"
#include "runner.h"

namespace capgrid {

std::unique_ptr<Runner> MakeWorkerPool(const PoolOptions& options, Clock* clock);

}  // namespace capgrid
