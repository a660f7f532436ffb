#pragma once
// The seam between the scheduler (what to run, in which order, where results go) and the
// worker pool (processes, pipes, timeouts, crashes). Like ninja's CommandRunner: the scheduler
// talks to workers only through this interface; WorkerPool is the real implementation and
// test.h has a FakeRunner, so scheduler tests never spawn a process and never sleep.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace capgrid {

// One case with the probes still to run for it.
struct Job {
  int64_t id = 0;
  std::string case_name;
  std::vector<std::string> probes;  // in order, e.g. {"onnx", "export", "compile"}
  double expected_s = 0;            // from earlier runs' durations; 0 when unknown
  int attempt = 0;                  // 1 when retried after a poisoned interpreter
};

// One finished (case, probe): the worker's RECORD, or one the pool made (timeout, crash, oom,
// protocol-error). See docs/protocol.md.
struct ProbeResult {
  int64_t job_id = 0;
  std::string case_name;
  std::string probe;
  std::string status;
  nlohmann::json record;  // includes "status"; the pool adds "log_tail" where the protocol says
  double duration_s = 0;  // probe_start to result, as the engine measured it
  std::string worker;     // "slot-generation"
};

struct RunnerEvent {
  enum class Kind {
    kProbeStarted,  // a worker began `probe` of job `job_id` (for the status line)
    kResult,        // `result` is final and must be stored before anything else is dispatched
    kJobDone,       // the job is over; `requeue` lists its probes that never ran and must be
                    // dispatched again (after a crash, timeout, oom, protocol error or poison)
    kInterrupted,   // SIGINT/SIGTERM arrived; the caller should Abort() and stop
    kNotice,        // `message` is for the user's terminal (one line); nothing else changes
  };
  Kind kind = Kind::kResult;
  int64_t job_id = 0;
  std::string probe;
  std::optional<ProbeResult> result;
  std::vector<std::string> requeue;
  bool poisoned = false;  // kJobDone: the worker reported a poisoned interpreter
  std::string message;    // kNotice
};

// What the first worker said when it started (docs/protocol.md "hello" and "inventory").
struct Handshake {
  nlohmann::json provenance;          // hello.provenance
  std::vector<nlohmann::json> cases;  // inventory.cases, in pack order
  nlohmann::json stack;               // hello.stack (an object; {} from fakes that say nothing)
  nlohmann::json probe_versions;      // hello.probe_versions: probe -> version
  nlohmann::json probe_keeps = nlohmann::json::object();  // hello.probe_keeps
};

// What `capgrid repro` asks a worker to write (docs/protocol.md "repro"), and its answer.
struct ReproSpec {
  std::string case_name, probe;
  std::string script, data;  // the paths the worker writes (the .py and its .pt)
  std::string command;       // the command that regenerates the script, for its header
  nlohmann::json options = nlohmann::json::object();  // job options (docs/protocol.md)
};
struct ReproReply {
  std::string script, data;
  bool standalone = false;
  std::string reason;  // why the script imports the pack ("" when standalone)
};

class Runner {
 public:
  virtual ~Runner() = default;

  // Starts the first worker and returns its provenance and inventory. Throws UsageError with
  // the worker's one-line message when the packs cannot be collected. The other workers start
  // only when Start() has a job for them (WorkerPool), so a run with nothing to do pays for one
  // worker's start-up, not N.
  virtual Handshake Open() = 0;

  // True when a job can be handed over now: a worker is idle, or a slot's worker is being
  // started or replaced and the job will be sent when it is ready (WorkerPool). So while the
  // pool has free slots, CanStart() is true even before their workers exist.
  virtual bool CanStart() const = 0;

  // Hands `job` to an idle worker, else to a worker that is starting (the job is sent on its
  // hello), else starts a worker in a free slot for it. Precondition: CanStart().
  virtual void Start(const Job& job) = 0;

  // Blocks until at least one event happens and returns the events, in order. Enforces
  // per-probe timeouts and memory limits while waiting. Never returns an empty vector unless
  // no job is running.
  virtual std::vector<RunnerEvent> Wait() = 0;

  // Number of jobs handed over by Start() and not yet reported by a kJobDone.
  virtual size_t Running() const = 0;

  // Kills every worker (SIGTERM, then SIGKILL, to each process group) and reaps them.
  // In-flight probes are not reported. Safe to call more than once.
  virtual void Abort() = 0;

  // Asks idle workers to exit and reaps them.
  virtual void Close() = 0;

  // After Open(): asks the first worker for the public-API census of `module` against the
  // packs' cases (docs/protocol.md "coverage") and returns the reply's callables. Throws
  // UsageError with the worker's message when it cannot answer.
  virtual std::vector<nlohmann::json> Coverage(const std::string& module) = 0;

  // After Open(): the current digest of each source key (docs/protocol.md "digests"); a key
  // the worker cannot read maps to null.
  virtual nlohmann::json Digests(const std::vector<std::string>& files) = 0;

  // After Open(): has the first worker write the repro script of one (case, probe) and its
  // .pt (docs/protocol.md "repro"). Throws UsageError with the worker's message when it cannot.
  virtual ReproReply Repro(const ReproSpec& spec) = 0;
};

// Kills the workers when the command leaves early (bad input, an exception).
class AbortOnExit {
 public:
  explicit AbortOnExit(Runner* runner) : runner_(runner) {}
  ~AbortOnExit() {
    if (runner_) runner_->Abort();
  }
  void Release() { runner_ = nullptr; }

 private:
  Runner* runner_;
};

}  // namespace capgrid
