#pragma once
// The pool's class, shared by its two source files: worker_pool.cc (the wait loop, jobs, exits,
// deadlines, shutdown) and worker_pool_requests.cc (start-up and the first worker's one-shot
// answers: hello, inventory, coverage, digests, repro). Nothing else includes it: the rest of
// the engine sees a Runner (worker_pool.h MakeWorkerPool).
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "clock.h"
#include "line_reader.h"
#include "pool_options.h"
#include "protocol.h"
#include "runner.h"
#include "subprocess_posix.h"
#include "worker_launch.h"
#include "worker_state.h"

namespace capgrid::pool_internal {

using nlohmann::json;

inline WorkerLimits LimitsOf(const PoolOptions& o) {
  WorkerLimits limits;
  limits.startup_timeout_s = o.startup_timeout_s;
  limits.probe_timeout_s = o.probe_timeout_s;
  limits.timeout_flag = o.timeout_flag;
  limits.kill_grace_s = o.kill_grace_s;
  limits.max_jobs = o.max_jobs_per_worker;
  limits.max_rss_bytes = o.max_rss_bytes;
  return limits;
}

class WorkerPool : public Runner {
 public:
  WorkerPool(const PoolOptions& options, Clock* clock);
  ~WorkerPool() override {
    Abort();
    for (const Slot& s : slots_) {
      if (s.w.generation() > 0) RemoveWorkerCache(opt_.results_dir, s.w.name());
    }
  }

  Handshake Open() override;
  std::vector<json> Coverage(const std::string& module) override;
  json Digests(const std::vector<std::string>& files) override;
  ReproReply Repro(const ReproSpec& spec) override;
  bool CanStart() const override;
  void Start(const Job& job) override;
  std::vector<RunnerEvent> Wait() override;
  size_t Running() const override;
  void Abort() override { TerminateAll(/*shutdown_idle=*/false); }
  void Close() override { TerminateAll(/*shutdown_idle=*/true); }

 private:
  // One slot: its state machine, and the process and reply stream of its current worker.
  struct Slot {
    WorkerState w;
    std::unique_ptr<Subprocess> proc;
    std::unique_ptr<LineReader> reader;
  };

  // The one wait loop. Each pass services every worker (its replies, its exit, its deadlines),
  // then sleeps in ppoll until a reply pipe is readable, a child exits, the earliest deadline
  // passes or a signal arrives. True once `done` holds after a pass; false when
  // `interruptible` and SIGINT/SIGTERM is pending. Throws the run's fatal error (UsageError).
  bool RunUntil(const std::function<bool()>& done, bool interruptible,
                std::vector<RunnerEvent>* events);
  void Service(std::vector<RunnerEvent>* events);
  void Poll();
  void ReadReplies(Slot& s, std::vector<RunnerEvent>* events);
  void HandleLine(Slot& s, const std::string& line, std::vector<RunnerEvent>* events);
  void OnStartupReply(Slot& s, Reply& reply);
  void OnJobReply(Slot& s, const Reply& reply, std::vector<RunnerEvent>* events);
  void Garbled(Slot& s, const std::string& why);
  void OnExit(Slot& s, std::vector<RunnerEvent>* events);
  void CheckDeadlines();
  void Rebalance();
  void Launch(Slot& s);
  bool TryLaunch(Slot& s, std::string* error);
  void SendJob(Slot& s);
  void Ask(Slot& s, const std::string& request, const char* what);
  void AskFirst(const std::string& request, const char* what, const std::function<bool()>& got);
  void StartupFailed(Slot& s, const std::string& why, bool retry);
  void Retire(Slot& s, const std::string& why);
  void ThrowIfFatal();
  void TerminateAll(bool shutdown_idle);

  PoolOptions opt_;
  Clock* clock_;
  SteadyClock steady_;
  std::unique_ptr<SignalGuard> signals_;
  std::vector<Slot> slots_;
  json provenance_;  // the first worker's
  std::vector<json> inventory_;
  std::optional<std::vector<json>> coverage_;  // the last coverage reply
  std::optional<ReproReply> repro_;            // the last repro reply
  std::optional<json> digests_;                // the last digests reply
  json stack_ = json::object();                // the first hello's stack and probe versions
  json probe_versions_ = json::object();
  json probe_keeps_ = json::object();
  bool have_inventory_ = false;
  bool opened_ = false;
  bool closed_ = false;
  double next_rss_check_ = 0;
  // Notices (a slot given up on), returned by Wait() at the end of the pass that made them or,
  // when Start() made them, by the next one.
  std::vector<RunnerEvent> deferred_;
  bool told_retired_ = false;         // the "going on with fewer workers" notice is shown once
  std::optional<std::string> fatal_;  // an error that ends the run (UsageError)
};

}  // namespace capgrid::pool_internal
