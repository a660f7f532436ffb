#pragma once
// The engine's one scheduling loop (like ninja's Builder), RunJobs: hands a JobSource's jobs to
// the runner while it has idle workers and gives the source every event the runner reports,
// one at a time, before anything more is dispatched. `capgrid run`'s source is the Scheduler
// (the plan, the store, the status): it stores a result first, then tells the plan and the
// status, so a result is committed to the store before the next job is dispatched and a crash
// or Ctrl-C loses at most the probes that were running. `capgrid discover`'s source is its
// phase of discovery jobs (cmd_discover.cc).
#include <cstdint>
#include <utility>

#include <nlohmann/json.hpp>

#include "plan.h"
#include "runner.h"
#include "status_printer.h"
#include "store.h"

namespace capgrid {

// What the loop runs: the jobs still to dispatch and what is done with each event.
class JobSource {
 public:
  virtual ~JobSource() = default;
  virtual bool HasPending() const = 0;
  virtual Job Next() = 0;
  // Every event but kInterrupted, which the loop handles itself.
  virtual void Handle(const RunnerEvent& event) = 0;
};

// Runs `source` to the end: true when every dispatched job is done, false when the runner
// reported SIGINT/SIGTERM (the runner is then aborted: in-flight jobs are not reported). On an
// exception (from the runner or the source) the runner is aborted and the exception propagates.
bool RunJobs(Runner& runner, JobSource& source);

// What every result of this run is stored with besides its record (docs/store.md
// "Dependencies"): the probes' versions (hello.probe_versions) and the run's stack.
struct ResultStamp {
  nlohmann::json probe_versions = nlohmann::json::object();
  nlohmann::json stack = nlohmann::json::object();
};

class Scheduler : private JobSource {
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
  bool HasPending() const override;
  Job Next() override;
  void Handle(const RunnerEvent& event) override;
  void Record(const ProbeResult& result);

  Runner* runner_;
  Plan* plan_;
  Store* store_;
  int64_t run_id_;
  Status* status_;
  ResultStamp stamp_;
};

}  // namespace capgrid
