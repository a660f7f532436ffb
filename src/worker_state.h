#pragma once
// One pool slot's worker as a state machine, with no processes, no clock and no I/O: the pool
// (worker_pool.cc) tells it what happened (a reply, an exit, the time) and does what it answers
// (send the job, signal the process group, launch the next worker). A slot runs worker after
// worker, each a new generation, named "slot-generation" ("1-3").
//
//   phase       the slot's worker ...                          left by
//   kUnstarted  was never launched (costs nothing until needed) Launching
//   kStarting   is launched; its hello is awaited               Hello, StartFailed
//   kAsking     was sent a one-shot request (inventory,         Answered, StartFailed
//               coverage); the answer is awaited
//   kIdle       is ready                                        JobSent, Asked, Stop, Exited
//   kBusy       runs the job in flight                          job_done, poisoned, timeout, oom,
//                                                               BrokeProtocol, Stop, Exited
//   kStopping   is on its way out: recycled, poisoned or        Exited
//               killed (SIGKILL once the grace is over)
//   kDown       is gone (or failed to start, not yet reaped)    Launching, Retire
//   kRetired    never started, after its tries: the run goes on without the slot (final)
//
// kStarting and kAsking run under the start-up deadline, kBusy under the probe deadline (from
// the job's last sign of progress), kStopping under the kill grace. A job handed to the slot
// (Assign) travels beside the phase: queued while the slot has no ready worker, in flight from
// JobSent() until the worker ends it or Exited() reports it (docs/protocol.md, "Engine
// details": which probe a failure is charged to, what is re-queued).
//
// Each transition names the phases it may leave and throws std::logic_error from any other:
// an illegal move is a bug in the pool, never something a worker can cause.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "defaults.h"
#include "protocol.h"
#include "runner.h"

namespace capgrid {

struct WorkerLimits {
  double startup_timeout_s = 300;  // launch, or a one-shot request, to its answer
  double probe_timeout_s = kDefaultProbeTimeoutS;  // --timeout, from the last sign of progress
  std::string timeout_flag = "--timeout";  // the option a timeout record names
  double kill_grace_s = 2;         // stopping -> SIGKILL; reply pipe closed -> SIGKILL
  int max_jobs = 0;                // WornOut() after this many jobs of one worker (0: never)
  int64_t max_rss_bytes = 0;       // --max-rss: oom above this (0: off)
};

class WorkerState {
 public:
  enum class Phase { kUnstarted, kStarting, kAsking, kIdle, kBusy, kStopping, kDown, kRetired };

  // What a passed deadline asks of the pool (Expire).
  enum class Due {
    kNothing,
    kStartupTimeout,  // no hello (or answer) in time: the pool fails the start (StartFailed)
    kTerminate,       // the probe ran past its limit or the RSS passed --max-rss: the worker is
                      // kStopping with that record for the probe; SIGTERM its group
    kKill,            // SIGKILL its group: the stop's grace is over, or it closed its reply pipe
                      // and lingers
  };

  WorkerState(int slot, const WorkerLimits& limits);

  Phase phase() const { return phase_; }
  int generation() const { return generation_; }  // 0 until the first launch
  std::string name() const;                       // "slot-generation"
  bool has_started() const { return has_started_; }  // some worker of this slot said hello
  bool starting_up() const { return phase_ == Phase::kStarting || phase_ == Phase::kAsking; }
  // What a starting-up worker owes: "hello" (kStarting) or, kAsking, what Asked() named.
  const char* awaited() const;

  // ---- Generations.
  // kUnstarted or kDown -> kStarting, as the next generation; the pool launches the process
  // name() names. A queued job stays queued.
  void Launching(double now);
  // The process could not be spawned: kStarting -> kDown.
  void LaunchFailed();
  // Its hello: kStarting -> kIdle. True when a job is queued: the pool sends it (JobSent).
  bool Hello();
  // The pool wrote a one-shot request: kIdle -> kAsking, under the start-up deadline. `what`
  // (a string literal: "inventory", "digests reply") is what awaited() says is owed.
  void Asked(double now, const char* what = "inventory");
  // The answer came: kAsking -> kIdle.
  void Answered();
  // The worker did not start (or answer): kStarting or kAsking -> kDown. With `may_retry`,
  // counts the failure; true while the failures in a row are fewer than a slot's three tries,
  // and the pool then launches the next generation. A hello resets the count.
  bool StartFailed(bool may_retry);
  // kDown -> kRetired. A queued job stays until TakeQueued().
  void Retire();
  // The process was reaped: kIdle, kBusy, kStopping or kDown -> kDown; kRetired stays. Returns
  // the events that end the job in flight, if any: for a worker that died during a probe (or
  // between two), a `crash` record (or the record the stop was made with) charged to that probe
  // (or the next one, "(before 'P' started)"), then kJobDone with the probes to re-queue. A
  // worker that died by itself before the job's first probe_start returns it whole, with no
  // record (it may never have read the job). The records have no log_tail: the pool adds it.
  // A queued job stays queued. kStarting and kAsking are refused: a worker dying there failed
  // to start (StartFailed).
  std::vector<RunnerEvent> Exited(double now, int wait_status);
  // "killed by SIGSEGV", "exited with status 7", or, when the SIGKILL was ours because it
  // closed its reply pipe and lingered, that.
  std::string HowItDied(int wait_status) const;
  // The pool shut down: any phase -> kDown (kRetired stays), the job dropped unreported.
  void Closed();

  // ---- Jobs.
  // No job yet, and a worker that is ready, starting or being replaced, or none launched yet.
  bool CanTake() const;
  // How good a home the slot is for a new job, lower is better; -1 when it cannot take one.
  // 0: a ready worker; 1: a worker already starting, or being replaced (cheaper than a new
  // one); 2: none launched yet (one starts for the job).
  int Preference() const;
  // Hands `job` over, queued until JobSent(). Precondition: CanTake().
  void Assign(const Job& job);
  bool has_job() const { return job_.has_value(); }
  bool queued() const { return job_ && !job_->sent; }
  const Job& job() const;  // Precondition: has_job().
  // The queued job, taken back (to go to a worker that is ready sooner).
  Job TakeQueued();
  // The job request was written: kIdle with a queued job -> kBusy. The time limit runs from now.
  void JobSent(double now);
  // A reply during kBusy, as an event for the scheduler: probe_start -> kProbeStarted; result
  // -> kResult (the worker's record; the pool adds log_tail where the protocol says);
  // job_done -> kJobDone, kIdle; poisoned -> kJobDone with `poisoned` and the unstarted probes
  // to re-queue, kStopping (it exits by itself). Throws ProtocolError, nothing changed, for a
  // reply out of the job's order (BrokeProtocol is the pool's answer).
  RunnerEvent OnJobReply(const Reply& reply, double now);
  // It has run as many jobs as a worker may (recycle it).
  bool WornOut() const;

  // ---- Stopping.
  // kIdle or kBusy -> kStopping, with no record: it was recycled, sent something nobody asked
  // for, or could not be sent its job (which then goes back whole on Exited).
  void Stop(double now);
  // The worker broke the protocol during its job: kBusy -> kStopping, the probe charged a
  // `protocol-error` with `detail`.
  void BrokeProtocol(double now, const std::string& detail);
  // Its reply pipe reached end-of-file: it is ending. Unless it exits within the kill grace,
  // Expire() kills it.
  void PipeClosed(double now);
  bool pipe_closed() const { return pipe_closed_at_.has_value(); }

  // The earliest time Expire() has something to do (infinity: nothing). Memory checks are the
  // pool's to schedule.
  double Deadline() const;
  // Acts on the deadlines passed by `now`: at most one Due per call. `rss`: the process
  // group's RSS when the pool sampled it (only in kBusy, when a memory check is due).
  Due Expire(double now, std::optional<int64_t> rss);

 private:
  // A job handed over, queued or in flight.
  struct Assignment {
    Job job;
    JobReplies replies;
    bool sent = false;
    double probe_started_at = 0;  // job sent or the running probe's probe_start
    double progress_at = 0;       // job sent, probe_start or result: the time limit runs from here
  };
  // Why we SIGKILLed this generation: the stop's grace ran out, or it lingered after closing
  // its reply pipe (which HowItDied names).
  enum class Kill { kNone, kGraceOver, kLingered };

  void Require(std::initializer_list<Phase> from, const char* transition) const;
  void StopWith(double now, std::optional<nlohmann::json> outcome);
  std::vector<RunnerEvent> Report(std::optional<nlohmann::json> outcome, double duration_s);

  int slot_;
  WorkerLimits limits_;
  Phase phase_ = Phase::kUnstarted;
  int generation_ = 0;
  int failed_starts_ = 0;  // in a row
  bool has_started_ = false;
  std::optional<Assignment> job_;
  // This generation's.
  double since_ = 0;  // kStarting: launched; kAsking: asked
  const char* asked_ = "inventory";  // kAsking: the answer owed
  int jobs_done_ = 0;
  std::optional<double> pipe_closed_at_;
  Kill kill_ = Kill::kNone;
  // kStopping: the record the job in flight is charged with (none: re-queue only), its duration,
  // and when SIGKILL is due.
  std::optional<nlohmann::json> outcome_;
  double outcome_duration_s_ = 0;
  double kill_at_ = 0;
};

}  // namespace capgrid
