#include "worker_state.h"

#include <sys/wait.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "subprocess_posix.h"

namespace capgrid {
namespace {

using nlohmann::json;

// A slot gets this many tries in a row at a worker that says hello.
constexpr int kMaxFailedStarts = 3;
constexpr double kNever = std::numeric_limits<double>::infinity();

const char* PhaseName(WorkerState::Phase p) {
  switch (p) {
    case WorkerState::Phase::kUnstarted:
      return "unstarted";
    case WorkerState::Phase::kStarting:
      return "starting";
    case WorkerState::Phase::kAsking:
      return "asking";
    case WorkerState::Phase::kIdle:
      return "idle";
    case WorkerState::Phase::kBusy:
      return "busy";
    case WorkerState::Phase::kStopping:
      return "stopping";
    case WorkerState::Phase::kDown:
      return "down";
    case WorkerState::Phase::kRetired:
      return "retired";
  }
  return "?";
}

std::string Bytes(int64_t n) {
  if (n >= (int64_t{1} << 30)) return fmt::format("{:.1f} GiB", n / double(int64_t{1} << 30));
  return fmt::format("{:.0f} MiB", n / double(1 << 20));
}

// A worker still answering (not stopping, not gone) that closed its reply pipe gets the kill
// grace to exit by itself.
bool Lingers(WorkerState::Phase p) {
  using P = WorkerState::Phase;
  return p == P::kStarting || p == P::kAsking || p == P::kIdle || p == P::kBusy;
}

}  // namespace

WorkerState::WorkerState(int slot, const WorkerLimits& limits) : slot_(slot), limits_(limits) {}

std::string WorkerState::name() const { return fmt::format("{}-{}", slot_, generation_); }

const char* WorkerState::awaited() const {
  return phase_ == Phase::kAsking ? asked_ : "hello";
}

void WorkerState::Require(std::initializer_list<Phase> from, const char* transition) const {
  if (std::find(from.begin(), from.end(), phase_) == from.end()) {
    throw std::logic_error(
        fmt::format("worker {}: {} while {}", name(), transition, PhaseName(phase_)));
  }
}

void WorkerState::Launching(double now) {
  Require({Phase::kUnstarted, Phase::kDown}, "Launching");
  if (job_ && job_->sent) throw std::logic_error("WorkerState::Launching with a job in flight");
  phase_ = Phase::kStarting;
  ++generation_;
  since_ = now;
  jobs_done_ = 0;
  pipe_closed_at_.reset();
  kill_ = Kill::kNone;
  outcome_.reset();
}

void WorkerState::LaunchFailed() {
  Require({Phase::kStarting}, "LaunchFailed");
  phase_ = Phase::kDown;
}

bool WorkerState::Hello() {
  Require({Phase::kStarting}, "Hello");
  phase_ = Phase::kIdle;
  failed_starts_ = 0;
  has_started_ = true;
  return queued();
}

void WorkerState::Asked(double now, const char* what) {
  Require({Phase::kIdle}, "Asked");
  if (job_) throw std::logic_error("WorkerState::Asked with a job");
  phase_ = Phase::kAsking;
  since_ = now;
  asked_ = what;
}

void WorkerState::Answered() {
  Require({Phase::kAsking}, "Answered");
  phase_ = Phase::kIdle;
}

bool WorkerState::StartFailed(bool may_retry) {
  Require({Phase::kStarting, Phase::kAsking}, "StartFailed");
  phase_ = Phase::kDown;
  return may_retry && ++failed_starts_ < kMaxFailedStarts;
}

void WorkerState::Retire() {
  Require({Phase::kDown}, "Retire");
  phase_ = Phase::kRetired;
}

std::string WorkerState::HowItDied(int wait_status) const {
  // The SIGKILL was ours; what the worker did was close its reply pipe and linger.
  if (kill_ == Kill::kLingered) {
    return fmt::format("closed its reply pipe and was killed after {:g} s", limits_.kill_grace_s);
  }
  return DescribeWaitStatus(wait_status);
}

std::vector<RunnerEvent> WorkerState::Exited(double now, int wait_status) {
  Require({Phase::kIdle, Phase::kBusy, Phase::kStopping, Phase::kDown, Phase::kRetired}, "Exited");
  std::vector<RunnerEvent> events;
  if (phase_ == Phase::kBusy) {
    // Dead before the job's first probe_start: it may never have read the job (it died while
    // idle and the request went into a dead pipe), so the whole job goes back without a
    // record; the plan retries it once.
    std::optional<json> crash;
    if (job_->replies.unstarted().size() != job_->job.probes.size()) {
      crash = json{
          {"status", "crash"},
          {"detail", HowItDied(wait_status)},
          {"signal", WIFSIGNALED(wait_status) ? json(WTERMSIG(wait_status)) : json(nullptr)},
          {"exit_code", WIFEXITED(wait_status) ? json(WEXITSTATUS(wait_status)) : json(nullptr)}};
    }
    events = Report(std::move(crash), now - job_->probe_started_at);
  } else if (phase_ == Phase::kStopping && job_ && job_->sent) {
    events = Report(std::move(outcome_), outcome_duration_s_);
  }
  if (phase_ != Phase::kRetired) phase_ = Phase::kDown;
  return events;
}

// Ends the job in flight. `outcome`: the record for the probe that was running (none: only
// re-queue).
std::vector<RunnerEvent> WorkerState::Report(std::optional<json> outcome, double duration_s) {
  const Job job = std::move(job_->job);
  const JobReplies replies = std::move(job_->replies);
  job_.reset();
  std::vector<std::string> requeue = replies.unstarted();
  std::optional<std::string> charged = replies.running();
  if (!charged && outcome && !requeue.empty()) {
    // The worker failed between probes: charge the next probe, so a worker that always dies
    // there cannot loop forever on re-queues.
    charged = requeue.front();
    requeue.erase(requeue.begin());
    (*outcome)["detail"] =
        (*outcome)["detail"].get<std::string>() + fmt::format(" (before '{}' started)", *charged);
  }
  std::vector<RunnerEvent> events;
  if (charged && outcome) {
    ProbeResult pr;
    pr.job_id = job.id;
    pr.case_name = job.case_name;
    pr.probe = *charged;
    pr.status = (*outcome)["status"].get<std::string>();
    pr.record = std::move(*outcome);
    pr.duration_s = duration_s;
    pr.worker = name();
    RunnerEvent ev;
    ev.kind = RunnerEvent::Kind::kResult;
    ev.job_id = job.id;
    ev.probe = pr.probe;
    ev.result = std::move(pr);
    events.push_back(std::move(ev));
  }
  RunnerEvent done;
  done.kind = RunnerEvent::Kind::kJobDone;
  done.job_id = job.id;
  done.requeue = std::move(requeue);
  events.push_back(std::move(done));
  return events;
}

void WorkerState::Closed() {
  job_.reset();
  if (phase_ != Phase::kRetired) phase_ = Phase::kDown;
}

bool WorkerState::CanTake() const {
  return !job_ && (phase_ == Phase::kIdle || phase_ == Phase::kStarting ||
                   phase_ == Phase::kStopping || phase_ == Phase::kUnstarted);
}

int WorkerState::Preference() const {
  if (!CanTake()) return -1;
  if (phase_ == Phase::kIdle) return 0;
  return phase_ == Phase::kUnstarted ? 2 : 1;
}

void WorkerState::Assign(const Job& job) {
  if (!CanTake()) {
    throw std::logic_error(fmt::format("worker {}: Assign while {}{}", name(), PhaseName(phase_),
                                       job_ ? " with a job" : ""));
  }
  job_.emplace(Assignment{job, JobReplies(job.id, job.probes)});
}

const Job& WorkerState::job() const {
  if (!job_) throw std::logic_error(fmt::format("worker {}: job() without one", name()));
  return job_->job;
}

Job WorkerState::TakeQueued() {
  if (!queued()) throw std::logic_error(fmt::format("worker {}: TakeQueued without one", name()));
  Job job = std::move(job_->job);
  job_.reset();
  return job;
}

void WorkerState::JobSent(double now) {
  Require({Phase::kIdle}, "JobSent");
  if (!queued()) throw std::logic_error(fmt::format("worker {}: JobSent without a job", name()));
  phase_ = Phase::kBusy;
  job_->sent = true;
  job_->probe_started_at = now;
  job_->progress_at = now;
}

RunnerEvent WorkerState::OnJobReply(const Reply& reply, double now) {
  Require({Phase::kBusy}, "OnJobReply");
  Assignment& a = *job_;
  a.replies.Accept(reply);
  RunnerEvent ev;
  ev.job_id = a.job.id;
  if (auto* start = std::get_if<ProbeStartMsg>(&reply)) {
    a.probe_started_at = now;
    a.progress_at = now;
    ev.kind = RunnerEvent::Kind::kProbeStarted;
    ev.probe = start->probe;
  } else if (auto* result = std::get_if<ResultMsg>(&reply)) {
    ProbeResult pr;
    pr.job_id = a.job.id;
    pr.case_name = a.job.case_name;
    pr.probe = result->probe;
    pr.status = result->status;
    pr.record = result->record;
    pr.duration_s = now - a.probe_started_at;
    pr.worker = name();
    a.progress_at = now;
    ev.kind = RunnerEvent::Kind::kResult;
    ev.probe = pr.probe;
    ev.result = std::move(pr);
  } else if (std::get_if<JobDoneMsg>(&reply)) {
    ev.kind = RunnerEvent::Kind::kJobDone;
    job_.reset();
    phase_ = Phase::kIdle;
    ++jobs_done_;
  } else {  // poisoned (Accept lets nothing else through)
    ev.kind = RunnerEvent::Kind::kJobDone;
    ev.poisoned = true;
    ev.requeue = a.replies.unstarted();
    job_.reset();
    StopWith(now, std::nullopt);  // it exits by itself (status 3)
  }
  return ev;
}

bool WorkerState::WornOut() const {
  return limits_.max_jobs > 0 && jobs_done_ >= limits_.max_jobs;
}

void WorkerState::Stop(double now) {
  Require({Phase::kIdle, Phase::kBusy}, "Stop");
  StopWith(now, std::nullopt);
}

void WorkerState::BrokeProtocol(double now, const std::string& detail) {
  Require({Phase::kBusy}, "BrokeProtocol");
  StopWith(now, json{{"status", "protocol-error"}, {"detail", detail}});
}

void WorkerState::StopWith(double now, std::optional<json> outcome) {
  phase_ = Phase::kStopping;
  outcome_ = std::move(outcome);
  outcome_duration_s_ = job_ ? now - job_->probe_started_at : 0;
  kill_at_ = now + limits_.kill_grace_s;
  kill_ = Kill::kNone;
}

void WorkerState::PipeClosed(double now) {
  if (!pipe_closed_at_) pipe_closed_at_ = now;
}

double WorkerState::Deadline() const {
  double until = kNever;
  switch (phase_) {
    case Phase::kStarting:
    case Phase::kAsking:
      until = since_ + limits_.startup_timeout_s;
      break;
    case Phase::kBusy:
      until = job_->progress_at + limits_.probe_timeout_s;
      break;
    case Phase::kStopping:
      if (kill_ == Kill::kNone) until = kill_at_;
      break;
    default:
      break;
  }
  if (pipe_closed_at_ && Lingers(phase_) && kill_ == Kill::kNone) {
    until = std::min(until, *pipe_closed_at_ + limits_.kill_grace_s);
  }
  return until;
}

WorkerState::Due WorkerState::Expire(double now, std::optional<int64_t> rss) {
  switch (phase_) {
    case Phase::kStarting:
    case Phase::kAsking:
      if (now >= since_ + limits_.startup_timeout_s) return Due::kStartupTimeout;
      break;
    case Phase::kBusy:
      if (now >= job_->progress_at + limits_.probe_timeout_s) {
        StopWith(now, json{{"status", "timeout"},
                           {"detail", fmt::format("killed after {:g} s ({})",
                                                  limits_.probe_timeout_s,
                                                  limits_.timeout_flag)}});
        return Due::kTerminate;
      }
      if (rss && limits_.max_rss_bytes > 0 && *rss > limits_.max_rss_bytes) {
        StopWith(now, json{{"status", "oom"},
                           {"detail", fmt::format("RSS {} passed the limit of {} (--max-rss)",
                                                  Bytes(*rss), Bytes(limits_.max_rss_bytes))},
                           {"rss_bytes", *rss}});
        return Due::kTerminate;
      }
      break;
    case Phase::kStopping:
      if (kill_ == Kill::kNone && now >= kill_at_) {
        kill_ = Kill::kGraceOver;
        return Due::kKill;
      }
      break;
    default:
      break;
  }
  if (pipe_closed_at_ && Lingers(phase_) && kill_ == Kill::kNone &&
      now >= *pipe_closed_at_ + limits_.kill_grace_s) {
    kill_ = Kill::kLingered;
    return Due::kKill;
  }
  return Due::kNothing;
}

}  // namespace capgrid
