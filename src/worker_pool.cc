#include "worker_pool.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <optional>
#include <thread>

#include <fmt/format.h>

#include "errors.h"
#include "line_reader.h"
#include "log_tail.h"
#include "protocol.h"
#include "subprocess_posix.h"

extern char** environ;

namespace capgrid {
namespace {

using nlohmann::json;

volatile sig_atomic_t g_interrupt_signal = 0;
void OnSignal(int sig) {
  // SIGCHLD only needs to interrupt ppoll; the wait loop reaps every slot each time round.
  if (sig != SIGCHLD) g_interrupt_signal = sig;
}

// While a pool exists, SIGINT, SIGTERM and SIGCHLD are blocked except inside ppoll (as in
// ninja), so a signal can never slip in between checking state and going to sleep; SIGPIPE is
// ignored so that writing to a dead worker is an EPIPE, not the engine's death.
class SignalGuard {
 public:
  SignalGuard() {
    struct sigaction sa = {};
    sa.sa_handler = OnSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_int_);
    sigaction(SIGTERM, &sa, &old_term_);
    sigaction(SIGCHLD, &sa, &old_chld_);
    struct sigaction ign = {};
    ign.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ign, &old_pipe_);
    sigset_t block;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGCHLD);
    sigprocmask(SIG_BLOCK, &block, &old_mask_);
    wait_mask_ = old_mask_;
    sigdelset(&wait_mask_, SIGINT);
    sigdelset(&wait_mask_, SIGTERM);
    sigdelset(&wait_mask_, SIGCHLD);
  }
  ~SignalGuard() {
    // Handlers first: a SIGINT still pending then gets its usual effect.
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
    sigaction(SIGCHLD, &old_chld_, nullptr);
    sigaction(SIGPIPE, &old_pipe_, nullptr);
    sigprocmask(SIG_SETMASK, &old_mask_, nullptr);
  }
  const sigset_t* wait_mask() const { return &wait_mask_; }

 private:
  struct sigaction old_int_, old_term_, old_chld_, old_pipe_;
  sigset_t old_mask_, wait_mask_;
};

bool FailLike(const std::string& status) {
  return status == "fail" || status == "mismatch" ||
         (status.size() > 5 && status.compare(status.size() - 5, 5, "-fail") == 0);
}

std::string LastLine(const std::string& text) {
  std::string_view v(text);
  while (!v.empty() && (v.back() == '\n' || v.back() == '\r' || v.back() == ' '))
    v.remove_suffix(1);
  size_t nl = v.rfind('\n');
  if (nl != std::string_view::npos) v.remove_prefix(nl + 1);
  return std::string(v);
}

std::string Bytes(int64_t n) {
  if (n >= (int64_t{1} << 30)) return fmt::format("{:.1f} GiB", n / double(int64_t{1} << 30));
  return fmt::format("{:.0f} MiB", n / double(1 << 20));
}

constexpr double kRssCheckInterval = 0.5;
constexpr int kMaxFailedStarts = 3;

class WorkerPool : public Runner {
 public:
  WorkerPool(const PoolOptions& options, Clock* clock);
  ~WorkerPool() override {
    Abort();
    for (const Slot& s : slots_) RemoveCacheDir(s);
  }

  Handshake Open() override;
  std::vector<json> Coverage(const std::string& module) override;
  bool CanStart() const override;
  void Start(const Job& job) override;
  std::vector<RunnerEvent> Wait() override;
  size_t Running() const override;
  void Abort() override;
  void Close() override;

 private:
  // kInventory also covers any other one-shot request (coverage): a reply awaited from an idle
  // worker, under the start-up deadline.
  enum class State { kDown, kStarting, kInventory, kIdle, kBusy, kStopping };

  struct Slot {
    int index = 0;
    int generation = 0;
    State state = State::kDown;
    std::unique_ptr<Subprocess> proc;
    std::unique_ptr<LineReader> reader;
    bool eof = false;
    double eof_at = 0;
    bool eof_killed = false;  // SIGKILLed for lingering after it closed its reply pipe
    double started_at = 0;    // spawn time, for the start-up timeout
    json provenance;
    int jobs_done = 0;
    int failed_starts = 0;
    bool said_hello = false;  // some worker of this slot has started (and so the slot works)
    bool retired = false;     // it never started and gave up: the run goes on without it
    // The job in flight (also while stopping, until it is reported).
    std::optional<Job> job;
    std::optional<JobReplies> replies;
    bool queued = false;       // handed over while the worker (re)starts; sent on its hello
    bool undelivered = false;  // the job request could not be written
    double probe_started_at = 0;
    double last_progress = 0;  // job sent, probe_start or result: the timeout runs from here
    // Stopping: what to report once the worker is reaped, and when to SIGKILL it.
    std::optional<json> outcome;
    double outcome_duration = 0;
    double kill_at = 0;
    bool killed = false;

    std::string name() const { return fmt::format("{}-{}", index, generation); }
    // A slot whose first worker has not been started yet: it costs nothing until a job needs it.
    bool fresh() const { return generation == 0 && !retired; }
  };

  void Spawn(Slot& s);
  void SendJob(Slot& s);
  void Service(std::vector<RunnerEvent>* events);
  void ReadReplies(Slot& s, std::vector<RunnerEvent>* events);
  void HandleLine(Slot& s, const std::string& line, std::vector<RunnerEvent>* events);
  void HandleJobReply(Slot& s, const Reply& reply, std::vector<RunnerEvent>* events);
  void OnDeath(Slot& s, std::vector<RunnerEvent>* events);
  // "killed by SIGSEGV", "exited with status 7", or what made us kill it.
  std::string HowItDied(const Slot& s, int wait_status) const;
  void StartupFailed(Slot& s, const std::string& why, bool retry);
  bool TrySpawn(Slot& s, std::string* error);
  void Retire(Slot& s, const std::string& why);
  void MoveQueuedJob(Slot& from, Slot& to);
  void Rebalance();
  void Stop(Slot& s, std::optional<json> outcome, bool terminate);
  void Report(Slot& s, std::vector<RunnerEvent>* events);
  void CheckDeadlines(std::vector<RunnerEvent>* events);
  void Poll();
  void ThrowIfFatal();
  void TerminateAll(bool shutdown_idle);
  bool InterruptPending();
  std::vector<std::string> Argv() const;
  std::vector<std::string> Env(const Slot& s) const;
  // Each worker generation compiles into an inductor cache of its own, removed once that worker
  // is gone: a worker killed mid-compile (timeout, oom) can leave a truncated kernel behind,
  // which would fail every later compile of that kernel in a shared cache.
  std::string CacheDir(const Slot& s) const;
  void RemoveCacheDir(const Slot& s) const;

  PoolOptions opt_;
  Clock* clock_;
  SteadyClock steady_;
  std::unique_ptr<SignalGuard> signals_;
  std::vector<Slot> slots_;
  json provenance_;  // the first worker's
  std::vector<json> inventory_;
  std::optional<std::vector<json>> coverage_;  // the last coverage reply
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

WorkerPool::WorkerPool(const PoolOptions& options, Clock* clock)
    : opt_(options), clock_(clock ? clock : &steady_) {
  if (opt_.workers < 1) throw UsageError("-j must be at least 1");
  if (opt_.python.empty()) opt_.python = ResolvePython("");
  if (opt_.results_dir.empty()) opt_.results_dir = ".";
}

std::vector<std::string> WorkerPool::Argv() const {
  std::vector<std::string> argv = {opt_.python,
                                   "-m",
                                   "capgrid.worker",
                                   "--in-fd",
                                   "3",
                                   "--out-fd",
                                   "4",
                                   "--device",
                                   opt_.device,
                                   "--opset",
                                   std::to_string(opt_.opset),
                                   "--torch-threads",
                                   std::to_string(std::max(1, opt_.torch_threads))};
  for (const auto& p : opt_.packs) argv.push_back(p);
  return argv;
}

std::string WorkerPool::CacheDir(const Slot& s) const {
  return fmt::format("{}/cache/inductor-{}", opt_.results_dir, s.name());
}

void WorkerPool::RemoveCacheDir(const Slot& s) const {
  if (s.generation == 0 || std::getenv("TORCHINDUCTOR_CACHE_DIR")) return;
  std::error_code ignored;
  std::filesystem::remove_all(CacheDir(s), ignored);
}

std::vector<std::string> WorkerPool::Env(const Slot& s) const {
  const std::string threads = std::to_string(std::max(1, opt_.torch_threads));
  std::vector<std::pair<std::string, std::string>> ours = {
      {"CAPGRID_PROTOCOL", std::to_string(kProtocolVersion)},
      {"OMP_NUM_THREADS", threads},
      {"MKL_NUM_THREADS", threads},
      {"TORCHINDUCTOR_COMPILE_THREADS", "1"},
      {"PYTHONUNBUFFERED", "1"}};
  // A cache the user chose is theirs to keep; otherwise one per worker generation.
  if (!std::getenv("TORCHINDUCTOR_CACHE_DIR"))
    ours.emplace_back("TORCHINDUCTOR_CACHE_DIR", CacheDir(s));
  std::vector<std::string> env;
  for (char** e = environ; e && *e; ++e) {
    std::string_view kv(*e);
    std::string_view key = kv.substr(0, kv.find('='));
    bool overridden =
        std::any_of(ours.begin(), ours.end(), [&](const auto& o) { return o.first == key; });
    if (!overridden) env.emplace_back(kv);
  }
  for (const auto& [k, v] : ours) env.push_back(k + "=" + v);
  return env;
}

void WorkerPool::Spawn(Slot& s) {
  s.proc.reset();
  RemoveCacheDir(s);  // the previous generation's, now that it is reaped
  s.generation++;
  s.reader = std::make_unique<LineReader>(kMaxLineBytes);
  s.eof = false;
  s.eof_killed = false;
  s.killed = false;
  s.outcome.reset();
  s.jobs_done = 0;
  SpawnSpec spec;
  spec.argv = Argv();
  spec.env = Env(s);
  spec.log_path = fmt::format("{}/logs/worker-{}.log", opt_.results_dir, s.name());
  try {
    s.proc = Subprocess::Spawn(spec);
  } catch (const SpawnError& e) {
    s.state = State::kDown;
    throw UsageError(fmt::format("cannot start the worker: {} (--python)", e.what()));
  }
  s.state = State::kStarting;
  s.started_at = clock_->Now();
}

Handshake WorkerPool::Open() {
  if (opened_) throw std::logic_error("WorkerPool::Open called twice");
  opened_ = true;
  std::error_code ec;
  std::filesystem::create_directories(opt_.results_dir + "/logs", ec);
  if (ec) {
    throw UsageError(fmt::format("cannot create {}/logs: {}", opt_.results_dir, ec.message()));
  }
  signals_ = std::make_unique<SignalGuard>();
  slots_.resize(static_cast<size_t>(opt_.workers));
  for (size_t i = 0; i < slots_.size(); ++i) slots_[i].index = static_cast<int>(i);
  try {
    // Only the first worker starts now: it gives the inventory, and a run with nothing to do
    // needs no other. The rest start in Start(), when there is a job for them.
    Spawn(slots_[0]);
    std::vector<RunnerEvent> none;
    while (slots_[0].state != State::kIdle) {
      Service(&none);
      ThrowIfFatal();
      if (slots_[0].state == State::kIdle) break;
      if (InterruptPending()) break;
      Poll();
    }
    if (InterruptPending()) {
      int sig = g_interrupt_signal;
      g_interrupt_signal = 0;
      Abort();
      signals_.reset();
      raise(sig);  // default action: the engine ends as if it had no pool
      throw std::runtime_error("interrupted");
    }
    provenance_ = slots_[0].provenance;
    Slot& first = slots_[0];
    first.state = State::kInventory;
    first.started_at = clock_->Now();
    if (!first.proc->Write(InventoryRequest())) {
      throw UsageError(fmt::format("worker {} went away before the inventory (log: {})",
                                   first.name(), first.proc->log_path()));
    }
    while (first.state == State::kInventory) {
      Service(&none);
      ThrowIfFatal();
      if (first.state != State::kInventory) break;
      Poll();
    }
    if (first.state != State::kIdle) {
      throw UsageError(fmt::format("worker {} did not send its inventory", first.name()));
    }
  } catch (...) {
    Abort();
    throw;
  }
  return Handshake{provenance_, inventory_};
}

std::vector<json> WorkerPool::Coverage(const std::string& module) {
  if (!opened_ || closed_) throw std::logic_error("WorkerPool::Coverage outside Open/Close");
  Slot& first = slots_[0];
  if (first.state != State::kIdle) throw std::logic_error("WorkerPool::Coverage: worker busy");
  coverage_.reset();
  first.state = State::kInventory;  // a one-shot request, under the start-up deadline
  first.started_at = clock_->Now();
  if (!first.proc->Write(CoverageRequest(module))) {
    throw UsageError(fmt::format("worker {} went away before the coverage reply (log: {})",
                                 first.name(), first.proc->log_path()));
  }
  std::vector<RunnerEvent> none;
  try {
    while (first.state == State::kInventory) {
      Service(&none);
      ThrowIfFatal();
      if (first.state != State::kInventory) break;
      Poll();
    }
  } catch (...) {
    Abort();
    throw;
  }
  if (!coverage_) {
    throw UsageError(fmt::format("worker {} did not send the coverage reply (log: {})",
                                 first.name(), first.proc ? first.proc->log_path() : ""));
  }
  return std::move(*coverage_);
}

// A slot whose worker is being replaced (recycled, poisoned, crashed while idle) or started
// for the first time takes a job too: it is sent once the new worker says hello. So a restart
// is invisible to the caller, and "nothing running and nothing can start" never happens while
// slots are alive.
bool WorkerPool::CanStart() const {
  if (closed_ || !opened_) return false;
  return std::any_of(slots_.begin(), slots_.end(), [](const Slot& s) {
    return !s.job && (s.state == State::kIdle || s.state == State::kStarting ||
                      s.state == State::kStopping || s.fresh());
  });
}

size_t WorkerPool::Running() const {
  return static_cast<size_t>(
      std::count_if(slots_.begin(), slots_.end(), [](const Slot& s) { return s.job.has_value(); }));
}

// Prefers, in order: an idle worker; a worker already starting (cheaper than a new one); a
// fresh slot, whose first worker starts now.
void WorkerPool::Start(const Job& job) {
  auto it = std::find_if(slots_.begin(), slots_.end(),
                         [](const Slot& s) { return !s.job && s.state == State::kIdle; });
  if (it == slots_.end()) {
    it = std::find_if(slots_.begin(), slots_.end(), [](const Slot& s) {
      return !s.job && (s.state == State::kStarting || s.state == State::kStopping);
    });
  }
  if (it == slots_.end()) {
    it = std::find_if(slots_.begin(), slots_.end(),
                      [](const Slot& s) { return !s.job && s.fresh(); });
  }
  if (closed_ || it == slots_.end()) throw std::logic_error("WorkerPool::Start without CanStart");
  Slot& s = *it;
  s.job = job;
  s.replies.emplace(job.id, job.probes);
  s.undelivered = false;
  s.queued = true;
  if (s.state == State::kIdle) {
    SendJob(s);
  } else if (s.generation == 0) {
    std::string error;
    if (!TrySpawn(s, &error)) Retire(s, error);
  }
}

void WorkerPool::SendJob(Slot& s) {
  const Job& job = *s.job;
  s.queued = false;
  s.state = State::kBusy;
  s.last_progress = clock_->Now();
  s.probe_started_at = s.last_progress;
  if (!s.proc->Write(JobRequest(job, opt_.job_options))) {
    // It died while idle; its death (reaped in Wait) returns the whole job for a retry.
    s.undelivered = true;
    Stop(s, std::nullopt, /*terminate=*/false);
  }
}

std::vector<RunnerEvent> WorkerPool::Wait() {
  std::vector<RunnerEvent> events;
  if (!opened_ || closed_) return events;
  for (;;) {
    if (InterruptPending()) {
      g_interrupt_signal = 0;
      RunnerEvent ev;
      ev.kind = RunnerEvent::Kind::kInterrupted;
      events.push_back(ev);
      return events;
    }
    Service(&events);
    ThrowIfFatal();
    if (!events.empty()) return events;
    // Nothing running: return once a worker can take a job (a restart may still be saying
    // hello), so that the caller never spins.
    if (Running() == 0 &&
        (CanStart() || std::none_of(slots_.begin(), slots_.end(), [](const Slot& s) {
           return s.state == State::kStarting || s.state == State::kStopping;
         }))) {
      return events;
    }
    Poll();
  }
}

bool WorkerPool::InterruptPending() { return g_interrupt_signal != 0; }

void WorkerPool::ThrowIfFatal() {
  if (!fatal_) return;
  std::string what = *fatal_;
  fatal_.reset();
  Abort();
  throw UsageError(what);
}

void WorkerPool::Poll() {
  std::vector<pollfd> fds;
  for (const Slot& s : slots_) {
    // Not after an over-long line: its unread rest would make ppoll return at once, forever.
    if (s.proc && !s.eof && !s.reader->too_long() && s.proc->reply_fd() >= 0) {
      fds.push_back({s.proc->reply_fd(), POLLIN, 0});
    }
  }
  // Sleep until the earliest deadline; a child's death or a signal wakes ppoll (EINTR).
  double now = clock_->Now();
  double until = std::numeric_limits<double>::infinity();
  bool busy = false;
  for (const Slot& s : slots_) {
    switch (s.state) {
      case State::kStarting:
      case State::kInventory:
        until = std::min(until, s.started_at + opt_.startup_timeout_s);
        break;
      case State::kBusy:
        busy = true;
        until = std::min(until, s.last_progress + opt_.probe_timeout_s);
        break;
      case State::kStopping:
        if (!s.killed) until = std::min(until, s.kill_at);
        break;
      default:
        break;
    }
    if (s.eof && s.state != State::kStopping && s.proc && !s.killed) {
      until = std::min(until, s.eof_at + opt_.kill_grace_s);
    }
  }
  if (busy && opt_.max_rss_bytes > 0) until = std::min(until, std::max(now, next_rss_check_));
  timespec ts{};
  timespec* timeout = nullptr;
  if (until != std::numeric_limits<double>::infinity()) {
    double d = std::max(0.0, until - now);
    ts.tv_sec = static_cast<time_t>(d);
    ts.tv_nsec = static_cast<long>((d - static_cast<double>(ts.tv_sec)) * 1e9);
    timeout = &ts;
  }
  int r = ppoll(fds.data(), fds.size(), timeout, signals_->wait_mask());
  if (r < 0 && errno != EINTR) throw std::runtime_error(fmt::format("ppoll: {}", strerror(errno)));
}

void WorkerPool::Service(std::vector<RunnerEvent>* events) {
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    ReadReplies(s, events);
    if (s.proc->Reap()) {
      // The leader is gone: whatever it wrote is in the pipe (or held open by a child).
      ReadReplies(s, events);
      OnDeath(s, events);
    }
  }
  CheckDeadlines(events);
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
    if (idle.state != State::kIdle || idle.job) continue;
    auto from = std::find_if(slots_.begin(), slots_.end(), [](const Slot& s) {
      return s.job && s.queued && s.state != State::kIdle && s.state != State::kBusy;
    });
    if (from == slots_.end()) return;
    MoveQueuedJob(*from, idle);
  }
}

void WorkerPool::MoveQueuedJob(Slot& from, Slot& to) {
  to.job = std::move(from.job);
  to.replies = std::move(from.replies);
  to.undelivered = false;
  to.queued = true;
  from.job.reset();
  from.replies.reset();
  from.queued = false;
  if (to.state == State::kIdle) SendJob(to);
}

void WorkerPool::ReadReplies(Slot& s, std::vector<RunnerEvent>* events) {
  if (!s.proc || s.eof || s.proc->reply_fd() < 0) return;
  LineReader::FillStatus st = s.reader->Fill(s.proc->reply_fd());
  while (auto line = s.reader->NextLine()) {
    HandleLine(s, *line, events);
    if (!s.proc) return;
  }
  if (s.reader->too_long() && s.state != State::kStopping) {
    std::string why = fmt::format("a reply line longer than {} MiB", kMaxLineBytes >> 20);
    if (s.state == State::kBusy) {
      Stop(s, json{{"status", "protocol-error"}, {"detail", why}}, true);
    } else {
      StartupFailed(s, why, false);
    }
  }
  if (st != LineReader::FillStatus::kOk && !s.eof) {
    // Closing fd 4 means the worker is ending: wait for its exit status (crash details) up to
    // the grace period.
    s.eof = true;
    s.eof_at = clock_->Now();
  }
}

void WorkerPool::HandleLine(Slot& s, const std::string& line, std::vector<RunnerEvent>* events) {
  if (s.state == State::kStopping || s.state == State::kDown) return;  // no longer listening
  Reply reply;
  try {
    reply = ParseReply(line);
  } catch (const ProtocolError& e) {
    if (s.state == State::kBusy) {
      Stop(s, json{{"status", "protocol-error"}, {"detail", e.what()}}, true);
    } else if (s.state == State::kIdle) {
      Stop(s, std::nullopt, true);  // unsolicited garbage: replace the worker
    } else {
      StartupFailed(s, e.what(), false);
    }
    return;
  }
  switch (s.state) {
    case State::kStarting:
      if (auto* hello = std::get_if<HelloMsg>(&reply)) {
        if (!provenance_.is_null() && hello->provenance != provenance_) {
          fatal_ = s.said_hello
                       ? fmt::format(
                             "restarted worker {} reports another provenance ({}) than the run's "
                             "({})",
                             s.name(), hello->provenance.dump(), provenance_.dump())
                       : fmt::format(
                             "workers disagree on provenance: worker {} says {}, the run's first "
                             "worker said {}",
                             s.name(), hello->provenance.dump(), provenance_.dump());
          return;
        }
        s.provenance = hello->provenance;
        s.state = State::kIdle;
        s.failed_starts = 0;
        s.said_hello = true;
        if (s.queued) SendJob(s);
      } else if (auto* error = std::get_if<ErrorMsg>(&reply)) {
        fatal_ = error->message;
      } else {
        StartupFailed(s, fmt::format("'{}' before hello", ReplyType(reply)), false);
      }
      return;
    case State::kInventory:
      if (auto* inv = std::get_if<InventoryMsg>(&reply)) {
        inventory_ = std::move(inv->cases);
        have_inventory_ = true;
        s.state = State::kIdle;
      } else if (auto* cov = std::get_if<CoverageMsg>(&reply)) {
        coverage_ = std::move(cov->callables);
        s.state = State::kIdle;
      } else if (auto* error = std::get_if<ErrorMsg>(&reply)) {
        fatal_ = error->message;
      } else {
        StartupFailed(s, fmt::format("'{}' instead of the inventory", ReplyType(reply)), false);
      }
      return;
    case State::kIdle:
      Stop(s, std::nullopt, true);  // a message nobody asked for
      return;
    case State::kBusy:
      HandleJobReply(s, reply, events);
      return;
    default:
      return;
  }
}

void WorkerPool::HandleJobReply(Slot& s, const Reply& reply, std::vector<RunnerEvent>* events) {
  try {
    s.replies->Accept(reply);
  } catch (const ProtocolError& e) {
    Stop(s, json{{"status", "protocol-error"}, {"detail", e.what()}}, true);
    return;
  }
  const double now = clock_->Now();
  const Job& job = *s.job;
  if (auto* start = std::get_if<ProbeStartMsg>(&reply)) {
    s.probe_started_at = now;
    s.last_progress = now;
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kProbeStarted;
    ev.job_id = job.id;
    ev.probe = start->probe;
    events->push_back(std::move(ev));
  } else if (auto* result = std::get_if<ResultMsg>(&reply)) {
    ProbeResult pr;
    pr.job_id = job.id;
    pr.case_name = job.case_name;
    pr.probe = result->probe;
    pr.status = result->status;
    pr.record = result->record;
    if (FailLike(pr.status)) pr.record["log_tail"] = LogTail(s.proc->log_path());
    pr.duration_s = now - s.probe_started_at;
    pr.worker = s.name();
    s.last_progress = now;
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kResult;
    ev.job_id = job.id;
    ev.probe = pr.probe;
    ev.result = std::move(pr);
    events->push_back(std::move(ev));
  } else if (std::get_if<JobDoneMsg>(&reply)) {
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kJobDone;
    ev.job_id = job.id;
    events->push_back(std::move(ev));
    s.job.reset();
    s.replies.reset();
    s.state = State::kIdle;
    s.jobs_done++;
    bool recycle = opt_.max_jobs_per_worker > 0 && s.jobs_done >= opt_.max_jobs_per_worker;
    if (!recycle && opt_.recycle_rss_bytes > 0) {
      recycle = GroupRssBytes(s.proc->pgid()) > opt_.recycle_rss_bytes;
    }
    if (recycle) {
      s.proc->Write(ShutdownRequest());
      Stop(s, std::nullopt, /*terminate=*/false);
    }
  } else if (auto* poisoned = std::get_if<PoisonedMsg>(&reply)) {
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kJobDone;
    ev.job_id = job.id;
    ev.poisoned = true;
    ev.requeue = s.replies->unstarted();
    events->push_back(std::move(ev));
    (void)poisoned;
    s.job.reset();
    s.replies.reset();
    // It exits by itself (status 3); SIGKILL only if it lingers.
    Stop(s, std::nullopt, /*terminate=*/false);
  }
}

void WorkerPool::Stop(Slot& s, std::optional<json> outcome, bool terminate) {
  const double now = clock_->Now();
  s.state = State::kStopping;
  s.outcome = std::move(outcome);
  s.outcome_duration = now - s.probe_started_at;
  s.kill_at = now + opt_.kill_grace_s;
  s.killed = false;
  if (terminate) s.proc->SignalGroup(SIGTERM);
}

void WorkerPool::StartupFailed(Slot& s, const std::string& why, bool retry) {
  std::string msg = fmt::format("worker {} ({} -m capgrid.worker) failed to start: {}", s.name(),
                                opt_.python, why);
  std::string last = LastLine(LogTail(s.proc->log_path()));
  if (!last.empty()) msg += fmt::format("; its log {} ends: {}", s.proc->log_path(), last);
  // Only starts after Open() are retried: a worker that cannot start for Open() is a setup
  // problem.
  if (retry && have_inventory_ && ++s.failed_starts < kMaxFailedStarts) {
    s.proc.reset();  // SIGKILL + reap
    std::string error;
    if (TrySpawn(s, &error)) return;
    msg = error;
  }
  if (s.proc) s.proc->SignalGroup(SIGKILL);
  s.state = State::kDown;
  if (have_inventory_ && !s.said_hello) {
    // A slot that never had a worker is only capacity; one that had and cannot get another
    // means something changed under the run, which is fatal.
    Retire(s, msg);
    return;
  }
  // A worker's own error message (a bad pack) says more than another worker's exit that
  // follows it in the same pass: the first fatal error stands.
  if (!fatal_) fatal_ = msg;
}

bool WorkerPool::TrySpawn(Slot& s, std::string* error) {
  try {
    Spawn(s);
    return true;
  } catch (const UsageError& e) {
    *error = fmt::format("worker {}: {}", s.name(), e.what());
    return false;
  }
}

// The slot's first worker could not start (after the retries a restart gets). The run goes on
// with the slots that have a worker, and says so once; with none left it is fatal.
void WorkerPool::Retire(Slot& s, const std::string& why) {
  bool others = std::any_of(slots_.begin(), slots_.end(),
                            [&](const Slot& o) { return &o != &s && o.said_hello && !o.retired; });
  if (!others) {
    if (!fatal_) fatal_ = why;
    return;
  }
  s.retired = true;
  s.state = State::kDown;
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

void WorkerPool::Report(Slot& s, std::vector<RunnerEvent>* events) {
  if (!s.job) return;
  const Job& job = *s.job;
  std::vector<std::string> requeue = s.undelivered ? job.probes : s.replies->unstarted();
  std::optional<std::string> charged = s.undelivered ? std::nullopt : s.replies->running();
  if (!charged && s.outcome && !requeue.empty()) {
    // The worker failed between probes: charge the next probe, so a worker that always dies
    // there cannot loop forever on re-queues.
    charged = requeue.front();
    requeue.erase(requeue.begin());
    (*s.outcome)["detail"] =
        (*s.outcome)["detail"].get<std::string>() + fmt::format(" (before '{}' started)", *charged);
  }
  if (charged && s.outcome) {
    ProbeResult pr;
    pr.job_id = job.id;
    pr.case_name = job.case_name;
    pr.probe = *charged;
    pr.status = (*s.outcome)["status"].get<std::string>();
    pr.record = *s.outcome;
    pr.record["log_tail"] = LogTail(s.proc->log_path());
    pr.duration_s = s.outcome_duration;
    pr.worker = s.name();
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kResult;
    ev.job_id = job.id;
    ev.probe = pr.probe;
    ev.result = std::move(pr);
    events->push_back(std::move(ev));
  }
  RunnerEvent done;
  done.kind = RunnerEvent::Kind::kJobDone;
  done.job_id = job.id;
  done.requeue = std::move(requeue);
  events->push_back(std::move(done));
  s.job.reset();
  s.replies.reset();
  s.undelivered = false;
}

std::string WorkerPool::HowItDied(const Slot& s, int wait_status) const {
  // The SIGKILL was ours; what the worker did was close its reply pipe and linger.
  if (s.eof_killed) {
    return fmt::format("closed its reply pipe and was killed after {:g} s", opt_.kill_grace_s);
  }
  return DescribeWaitStatus(wait_status);
}

void WorkerPool::OnDeath(Slot& s, std::vector<RunnerEvent>* events) {
  // A child of the worker may still hold the pipes and sleep: the group goes with its leader.
  s.proc->SignalGroup(SIGKILL);
  const int status = s.proc->wait_status();
  switch (s.state) {
    case State::kStarting:
    case State::kInventory:
      StartupFailed(s,
                    fmt::format("it {} before its {}", HowItDied(s, status),
                                s.state == State::kStarting ? "hello" : "inventory"),
                    /*retry=*/true);
      return;
    case State::kBusy: {
      // Dead before the job's first probe_start: it may never have read the job (it died while
      // idle and the request went into a dead pipe), so the whole job goes back without a
      // record; the plan retries it once.
      if (s.replies->unstarted().size() == s.job->probes.size()) s.undelivered = true;
      if (!s.undelivered) {
        json outcome = {
            {"status", "crash"},
            {"detail", HowItDied(s, status)},
            {"signal", WIFSIGNALED(status) ? json(WTERMSIG(status)) : json(nullptr)},
            {"exit_code", WIFEXITED(status) ? json(WEXITSTATUS(status)) : json(nullptr)}};
        s.outcome = std::move(outcome);
        s.outcome_duration = clock_->Now() - s.probe_started_at;
      }
      Report(s, events);
      break;
    }
    case State::kStopping:
      if (!s.queued) Report(s, events);  // a queued job waits for the replacement
      break;
    default:
      break;  // died while idle: just replace it
  }
  s.proc.reset();  // reaps the rest of the group
  s.state = State::kDown;
  if (!closed_ && !s.retired) Spawn(s);
}

void WorkerPool::CheckDeadlines(std::vector<RunnerEvent>* events) {
  (void)events;
  const double now = clock_->Now();
  bool check_rss = opt_.max_rss_bytes > 0 && now >= next_rss_check_;
  if (check_rss) next_rss_check_ = now + kRssCheckInterval;
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    switch (s.state) {
      case State::kStarting:
      case State::kInventory:
        if (now >= s.started_at + opt_.startup_timeout_s) {
          StartupFailed(s,
                        fmt::format("no {} within {:g} s",
                                    s.state == State::kStarting ? "hello" : "inventory",
                                    opt_.startup_timeout_s),
                        /*retry=*/true);
        }
        break;
      case State::kBusy:
        if (now >= s.last_progress + opt_.probe_timeout_s) {
          Stop(s,
               json{{"status", "timeout"},
                    {"detail",
                     fmt::format("killed after {:g} s (--timeout)", opt_.probe_timeout_s)}},
               true);
        } else if (check_rss) {
          int64_t rss = GroupRssBytes(s.proc->pgid());
          if (rss > opt_.max_rss_bytes) {
            Stop(s,
                 json{{"status", "oom"},
                      {"detail", fmt::format("RSS {} passed the limit of {} (--max-rss)",
                                             Bytes(rss), Bytes(opt_.max_rss_bytes))},
                      {"rss_bytes", rss}},
                 true);
          }
        }
        break;
      case State::kStopping:
        if (!s.killed && now >= s.kill_at) {
          s.proc->SignalGroup(SIGKILL);
          s.killed = true;
        }
        break;
      default:
        break;
    }
    if (s.eof && s.state != State::kStopping && s.state != State::kDown && s.proc && !s.killed &&
        now >= s.eof_at + opt_.kill_grace_s) {
      // It closed its reply pipe but does not exit: make it.
      s.proc->SignalGroup(SIGKILL);
      s.killed = true;
      s.eof_killed = true;
    }
  }
}

void WorkerPool::TerminateAll(bool shutdown_idle) {
  closed_ = true;
  for (Slot& s : slots_) {
    if (!s.proc) continue;
    if (shutdown_idle && s.state == State::kIdle && s.proc->Write(ShutdownRequest())) continue;
    s.proc->SignalGroup(SIGTERM);
  }
  // Real time, bounded by the grace period: this is about the OS, and a test's frozen FakeClock
  // must not hang teardown.
  auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(opt_.kill_grace_s);
  for (;;) {
    bool all = true;
    for (Slot& s : slots_) {
      if (s.proc && !s.proc->Reap()) all = false;
    }
    if (all || std::chrono::steady_clock::now() >= until) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  for (Slot& s : slots_) {
    s.proc.reset();  // SIGKILL to whatever is left of the group, reap
    s.state = State::kDown;
    s.job.reset();
    s.replies.reset();
    s.queued = false;
  }
}

void WorkerPool::Abort() { TerminateAll(/*shutdown_idle=*/false); }

void WorkerPool::Close() { TerminateAll(/*shutdown_idle=*/true); }

}  // namespace

std::string ResolvePython(const std::string& flag) {
  if (!flag.empty()) return flag;
  if (const char* env = getenv("CAPGRID_PYTHON"); env && *env) return env;
  std::string self = SelfExePath();
  if (!self.empty()) {
    std::string beside = (std::filesystem::path(self).parent_path() / "python3").string();
    if (access(beside.c_str(), X_OK) == 0) return beside;
  }
  return "python3";
}

std::unique_ptr<Runner> MakeWorkerPool(const PoolOptions& options, Clock* clock) {
  return std::make_unique<WorkerPool>(options, clock);
}

}  // namespace capgrid
