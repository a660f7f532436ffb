#include "worker_pool.h"

#include <poll.h>
#include <signal.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <limits>
#include <optional>

#include <fmt/format.h>

#include "errors.h"
#include "line_reader.h"
#include "log_tail.h"
#include "protocol.h"
#include "subprocess_posix.h"
#include "vocabulary.h"
#include "worker_launch.h"
#include "worker_pool_impl.h"
#include "worker_state.h"

namespace capgrid::pool_internal {

using Phase = WorkerState::Phase;
constexpr double kRssCheckInterval = 0.5;  // seconds

WorkerPool::WorkerPool(const PoolOptions& options, Clock* clock)
    : opt_(options), clock_(clock ? clock : &steady_) {
  if (opt_.workers < 1) throw UsageError("-j must be at least 1");
  if (opt_.python.empty()) opt_.python = ResolvePython("");
  // Not `= "."`: inlined into MakeWorkerPool, that trips a false -Wrestrict in GCC 12.
  if (opt_.results_dir.empty()) opt_.results_dir = std::string(".");
}

// A slot whose worker is being replaced (recycled, poisoned, crashed while idle) or started
// for the first time takes a job too: it is sent once the new worker says hello. So a restart
// is invisible to the caller, and "nothing running and nothing can start" never happens while
// slots are alive.
bool WorkerPool::CanStart() const {
  if (closed_ || !opened_) return false;
  return std::any_of(slots_.begin(), slots_.end(), [](const Slot& s) { return s.w.CanTake(); });
}

size_t WorkerPool::Running() const {
  return static_cast<size_t>(std::count_if(slots_.begin(), slots_.end(),
                                           [](const Slot& s) { return s.w.has_job(); }));
}

// Prefers an idle worker, then one already starting (cheaper than a new one), then a fresh
// slot, whose first worker starts now (WorkerState::Preference).
void WorkerPool::Start(const Job& job) {
  Slot* home = nullptr;  // the first slot of the best preference
  for (Slot& s : slots_) {
    int p = s.w.Preference();
    if (p >= 0 && (!home || p < home->w.Preference())) home = &s;
  }
  if (closed_ || !home) throw std::logic_error("WorkerPool::Start without CanStart");
  home->w.Assign(job);
  if (home->w.phase() == Phase::kIdle) {
    SendJob(*home);
  } else if (home->w.phase() == Phase::kUnstarted) {
    std::string error;
    if (!TryLaunch(*home, &error)) Retire(*home, error);
  }
}

void WorkerPool::SendJob(Slot& s) {
  const double now = clock_->Now();
  s.w.JobSent(now);
  if (!s.proc->Write(JobRequest(s.w.job(), opt_.job_options))) {
    // It died while idle; its death (reaped in Wait) returns the whole job for a retry.
    s.w.Stop(now);
  }
}

std::vector<RunnerEvent> WorkerPool::Wait() {
  std::vector<RunnerEvent> events;
  if (!opened_ || closed_) return events;
  auto settled = [&] {
    if (!events.empty()) return true;
    // Nothing running: return once a worker can take a job (a restart may still be saying
    // hello), so that the caller never spins.
    return Running() == 0 &&
           (CanStart() || std::none_of(slots_.begin(), slots_.end(), [](const Slot& s) {
              return s.w.phase() == Phase::kStarting || s.w.phase() == Phase::kStopping;
            }));
  };
  if (!RunUntil(settled, /*interruptible=*/true, &events)) {
    SignalGuard::TakeInterrupt();
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kInterrupted;
    events.push_back(ev);
  }
  return events;
}

bool WorkerPool::RunUntil(const std::function<bool()>& done, bool interruptible,
                          std::vector<RunnerEvent>* events) {
  for (;;) {
    if (interruptible && SignalGuard::InterruptPending()) return false;
    Service(events);
    ThrowIfFatal();
    if (done()) return true;
    Poll();
  }
}

void WorkerPool::ThrowIfFatal() {
  if (!fatal_) return;
  std::string what = *fatal_;
  fatal_.reset();
  Abort();
  throw UsageError(what);
}

void WorkerPool::Poll() {
  std::vector<pollfd> fds;
  double until = std::numeric_limits<double>::infinity();
  bool busy = false;
  for (const Slot& s : slots_) {
    // Not after an over-long line: its unread rest would make ppoll return at once, forever.
    if (s.proc && !s.w.pipe_closed() && !s.reader->too_long() && s.proc->reply_fd() >= 0) {
      fds.push_back({s.proc->reply_fd(), POLLIN, 0});
    }
    until = std::min(until, s.w.Deadline());
    busy = busy || s.w.phase() == Phase::kBusy;
  }
  // Sleep until the earliest deadline; a child's death or a signal wakes ppoll (EINTR).
  const double now = clock_->Now();
  if (busy && opt_.max_rss_bytes > 0) until = std::min(until, std::max(now, next_rss_check_));
  signals_->Poll(&fds, until - now);
}

void WorkerPool::Service(std::vector<RunnerEvent>* events) {
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    ReadReplies(s, events);
    if (s.proc->Reap()) {
      // The leader is gone: whatever it wrote is in the pipe (or held open by a child).
      ReadReplies(s, events);
      OnExit(s, events);
    }
  }
  CheckDeadlines();
  Rebalance();
  for (RunnerEvent& ev : deferred_) events->push_back(std::move(ev));
  deferred_.clear();
}

// A job queued on a worker that is still starting (or on a slot given up on) goes to whichever
// worker is ready first: a short run must not wait for a second worker's imports while the
// first one idles.
void WorkerPool::Rebalance() {
  if (closed_) return;
  for (Slot& idle : slots_) {
    if (idle.w.phase() != Phase::kIdle || idle.w.has_job()) continue;
    auto from = std::find_if(slots_.begin(), slots_.end(), [](const Slot& s) {
      return s.w.queued() && s.w.phase() != Phase::kIdle;
    });
    if (from == slots_.end()) return;
    idle.w.Assign(from->w.TakeQueued());
    SendJob(idle);
  }
}

void WorkerPool::ReadReplies(Slot& s, std::vector<RunnerEvent>* events) {
  if (s.w.pipe_closed() || s.proc->reply_fd() < 0) return;
  LineReader::FillStatus st = s.reader->Fill(s.proc->reply_fd());
  while (auto line = s.reader->NextLine()) HandleLine(s, *line, events);
  if (s.reader->too_long()) {
    Garbled(s, fmt::format("a reply line longer than {} MiB", kMaxLineBytes >> 20));
  }
  // Closing fd 4 means the worker is ending: wait for its exit status (crash details) up to
  // the grace period.
  if (st != LineReader::FillStatus::kOk) s.w.PipeClosed(clock_->Now());
}

void WorkerPool::HandleLine(Slot& s, const std::string& line, std::vector<RunnerEvent>* events) {
  const Phase phase = s.w.phase();
  if (phase == Phase::kStopping || phase == Phase::kDown || phase == Phase::kRetired) return;
  Reply reply;
  try {
    reply = ParseReply(line);
  } catch (const ProtocolError& e) {
    Garbled(s, e.what());
    return;
  }
  if (s.w.starting_up()) {
    OnStartupReply(s, reply);
  } else if (phase == Phase::kIdle) {
    s.w.Stop(clock_->Now());  // a message nobody asked for: replace the worker
    s.proc->SignalGroup(SIGTERM);
  } else if (phase == Phase::kBusy) {
    // Packs changed since the run was planned (docs/protocol.md "Inventory cache"): fatal.
    if (auto* error = std::get_if<ErrorMsg>(&reply); error && error->kind == "pack") {
      if (!fatal_) fatal_ = error->message;
      return;
    }
    OnJobReply(s, reply, events);
  }
}

// A line that is no reply (not JSON, not the protocol, too long) while the worker is listened
// to: the job's probe is charged a protocol-error, an idle worker is replaced, a worker that
// has not started fails its start (not retried: it would answer the same).
void WorkerPool::Garbled(Slot& s, const std::string& why) {
  switch (s.w.phase()) {
    case Phase::kBusy:
      s.w.BrokeProtocol(clock_->Now(), why);
      s.proc->SignalGroup(SIGTERM);
      break;
    case Phase::kIdle:
      s.w.Stop(clock_->Now());
      s.proc->SignalGroup(SIGTERM);
      break;
    case Phase::kStarting:
    case Phase::kAsking:
      StartupFailed(s, why, /*retry=*/false);
      break;
    default:
      break;  // no longer listening
  }
}

void WorkerPool::OnJobReply(Slot& s, const Reply& reply, std::vector<RunnerEvent>* events) {
  const double now = clock_->Now();
  RunnerEvent ev;
  try {
    ev = s.w.OnJobReply(reply, now);
  } catch (const ProtocolError& e) {
    Garbled(s, e.what());
    return;
  }
  // Which worker records get the log tail is the vocabulary's (data/statuses.json "log_tail").
  if (ev.result && Vocabulary::Builtin().KeepsLogTail(ev.result->status)) {
    ev.result->record["log_tail"] = LogTail(s.proc->log_path());
  }
  const bool finished = ev.kind == RunnerEvent::Kind::kJobDone && !ev.poisoned;
  events->push_back(std::move(ev));
  if (!finished) return;
  bool recycle = s.w.WornOut();
  if (!recycle && opt_.recycle_rss_bytes > 0) {
    recycle = GroupRssBytes(s.proc->pgid()) > opt_.recycle_rss_bytes;
  }
  if (recycle) {
    s.proc->Write(ShutdownRequest());
    s.w.Stop(now);
  }
}

void WorkerPool::StartupFailed(Slot& s, const std::string& why, bool retry) {
  // Only starts after Open() are retried: a worker that cannot start for Open() is a setup
  // problem. A one-shot request unanswered (digests, coverage) is not retried either: the
  // next worker would be asked nothing, and the asker is told why this one failed.
  const bool asked = s.w.phase() == Phase::kAsking && have_inventory_;
  if (asked) retry = false;
  std::string msg =
      StartFailure(opt_, s.w.name(), why, asked ? "did not answer" : "failed to start");
  if (s.w.StartFailed(retry && have_inventory_)) {
    s.proc.reset();  // SIGKILL + reap
    std::string error;
    if (TryLaunch(s, &error)) return;
    msg = error;
  }
  if (s.proc) s.proc->SignalGroup(SIGKILL);
  if (have_inventory_ && !s.w.has_started()) {
    // A slot that never had a worker is only capacity; one that had and cannot get another
    // means something changed under the run, which is fatal.
    Retire(s, msg);
    return;
  }
  // A worker's own error message (a bad pack) says more than another worker's exit that
  // follows it in the same pass: the first fatal error stands.
  if (!fatal_) fatal_ = msg;
}

// Starts the slot's next worker. Throws UsageError when it cannot be spawned.
void WorkerPool::Launch(Slot& s) {
  s.proc.reset();
  // The previous generation's cache, now that it is reaped.
  if (s.w.generation() > 0) RemoveWorkerCache(opt_.results_dir, s.w.name());
  s.w.Launching(clock_->Now());
  s.reader = std::make_unique<LineReader>(kMaxLineBytes);
  try {
    s.proc = LaunchWorker(opt_, s.w.name());
  } catch (const SpawnError& e) {
    s.w.LaunchFailed();
    throw UsageError(fmt::format("cannot start the worker: {} (--python)", e.what()));
  }
}

bool WorkerPool::TryLaunch(Slot& s, std::string* error) {
  try {
    Launch(s);
    return true;
  } catch (const UsageError& e) {
    *error = fmt::format("worker {}: {}", s.w.name(), e.what());
    return false;
  }
}

// The slot's first worker could not start (after the retries a restart gets). The run goes on
// with the slots that have a worker, and says so once; with none left it is fatal.
void WorkerPool::Retire(Slot& s, const std::string& why) {
  bool others = std::any_of(slots_.begin(), slots_.end(), [&](const Slot& o) {
    return &o != &s && o.w.has_started() && o.w.phase() != Phase::kRetired;
  });
  if (!others) {
    if (!fatal_) fatal_ = why;
    return;
  }
  s.w.Retire();
  if (!told_retired_) {
    told_retired_ = true;
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kNotice;
    ev.message =
        fmt::format("capgrid: warning: {}; the run goes on with the workers that started", why);
    deferred_.push_back(std::move(ev));
  }
  // A job queued on it stays queued: Rebalance() hands it to the next worker that is idle, so
  // it costs the job nothing (no worker ever read it).
}

void WorkerPool::OnExit(Slot& s, std::vector<RunnerEvent>* events) {
  // A child of the worker may still hold the pipes and sleep: the group goes with its leader.
  s.proc->SignalGroup(SIGKILL);
  const int status = s.proc->wait_status();
  if (s.w.starting_up()) {
    StartupFailed(s, fmt::format("it {} before its {}", s.w.HowItDied(status), s.w.awaited()),
                  /*retry=*/true);
    return;
  }
  for (RunnerEvent& ev : s.w.Exited(clock_->Now(), status)) {
    if (ev.result) ev.result->record["log_tail"] = LogTail(s.proc->log_path());  // ours
    events->push_back(std::move(ev));
  }
  s.proc.reset();  // reaps the rest of the group
  if (!closed_ && s.w.phase() != Phase::kRetired) Launch(s);
}

void WorkerPool::CheckDeadlines() {
  const double now = clock_->Now();
  bool check_rss = opt_.max_rss_bytes > 0 && now >= next_rss_check_;
  if (check_rss) next_rss_check_ = now + kRssCheckInterval;
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    std::optional<int64_t> rss;
    if (check_rss && s.w.phase() == Phase::kBusy) rss = GroupRssBytes(s.proc->pgid());
    switch (s.w.Expire(now, rss)) {
      case WorkerState::Due::kStartupTimeout:
        StartupFailed(
            s, fmt::format("no {} within {:g} s", s.w.awaited(), opt_.startup_timeout_s),
            /*retry=*/true);
        break;
      case WorkerState::Due::kTerminate:
        s.proc->SignalGroup(SIGTERM);
        break;
      case WorkerState::Due::kKill:
        s.proc->SignalGroup(SIGKILL);
        break;
      case WorkerState::Due::kNothing:
        break;
    }
  }
}

void WorkerPool::TerminateAll(bool shutdown_idle) {
  closed_ = true;
  std::vector<Subprocess*> procs;
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    procs.push_back(s.proc.get());
    if (shutdown_idle && s.w.phase() == Phase::kIdle && s.proc->Write(ShutdownRequest())) continue;
    s.proc->SignalGroup(SIGTERM);
  }
  AwaitExits(procs, opt_.kill_grace_s);
  for (Slot& s : slots_) {
    s.proc.reset();  // SIGKILL to whatever is left of the group, reap
    s.w.Closed();
  }
}

}  // namespace capgrid::pool_internal

namespace capgrid {

std::unique_ptr<Runner> MakeWorkerPool(const PoolOptions& options, Clock* clock) {
  return std::make_unique<pool_internal::WorkerPool>(options, clock);
}

}  // namespace capgrid
