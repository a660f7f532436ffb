#pragma once
// The main loop of `capgrid run` (like ninja's Builder): hands the plan's jobs to the runner
// while it has idle workers, and for every event stores the result first, then tells the plan
// and the status. Ordering guarantee: a result is committed to the store before the next job
// is dispatched, so a crash or Ctrl-C loses at most the probes that were running.
#include <cstdint>
#include <utility>

#include <nlohmann/json.hpp>

#include "plan.h"
#include "runner.h"
#include "status_printer.h"
#include "store.h"

namespace capgrid {

// What every result of this run is stored with besides its record (docs/store.md
// "Dependencies"): the probes' versions (hello.probe_versions) and the run's stack.
struct ResultStamp {
  nlohmann::json probe_versions = nlohmann::json::object();
  nlohmann::json stack = nlohmann::json::object();
};

class Scheduler {
 public:
  Scheduler(Runner* runner, Plan* plan, Store* store, int64_t run_id, Status* status,
            ResultStamp stamp = {})
      : runner_(runner),
        plan_(plan),
        store_(store),
        run_id_(run_id),
        status_(status),
        stamp_(std::move(stamp)) {}

  // Runs the plan to the end. Returns kExitOk when the plan has no missing pair left,
  // kExitIncomplete when some could not be run (given up after a retry, or no worker could
  // start), kExitInterrupted when the runner reported SIGINT/SIGTERM (the runner is then
  // aborted: in-flight probes are not recorded, everything finished stays). On an exception
  // (the store failed) the runner is aborted and the exception propagates.
  int Run();

 private:
  // Returns false when the run must stop (interrupted).
  bool Handle(const RunnerEvent& event);
  void Record(const ProbeResult& result);

  Runner* runner_;
  Plan* plan_;
  Store* store_;
  int64_t run_id_;
  Status* status_;
  ResultStamp stamp_;
};

}  // namespace capgrid
