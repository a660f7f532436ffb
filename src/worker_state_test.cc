// WorkerState on its own: every transition the pool makes, with times given by the test (no
// processes, no clock, no sleeping). The pool's tests (worker_pool_test.cc) run the same rules
// against real processes.
#include "worker_state.h"

#include <signal.h>

#include <cmath>
#include <stdexcept>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace capgrid {
namespace {

using nlohmann::json;
using ::testing::ElementsAre;
using Phase = WorkerState::Phase;
using Due = WorkerState::Due;
using Kind = RunnerEvent::Kind;

constexpr double T0 = 1000;
constexpr int64_t kMiB = int64_t{1} << 20;

WorkerLimits Limits() {
  WorkerLimits l;
  l.startup_timeout_s = 30;
  l.probe_timeout_s = 600;
  l.kill_grace_s = 2;
  return l;
}

// A slot whose first worker has said hello at T0.
WorkerState Ready(const WorkerLimits& limits = Limits()) {
  WorkerState w(0, limits);
  w.Launching(T0);
  w.Hello();
  return w;
}

Job MakeJob(int64_t id, std::vector<std::string> probes = {"onnx", "export", "compile"}) {
  return Job{id, "case-" + std::to_string(id), std::move(probes)};
}

// Wait statuses as waitpid reports them (Linux): a signal in the low bits, an exit code above.
int KilledBy(int sig) { return sig; }
int ExitCode(int code) { return code << 8; }

Reply StartMsg(int64_t id, const std::string& probe) { return ProbeStartMsg{id, probe}; }
Reply ResultOf(int64_t id, const std::string& probe, const std::string& status = "ok") {
  return ResultMsg{id, probe, status, json{{"status", status}}};
}
Reply DoneMsg(int64_t id) { return JobDoneMsg{id}; }

// One "<kind>:<probe>:<status>" per event, as in worker_pool_test.cc.
std::vector<std::string> Summary(const std::vector<RunnerEvent>& events) {
  std::vector<std::string> out;
  for (const auto& ev : events) {
    if (ev.kind == Kind::kProbeStarted) out.push_back("start:" + ev.probe);
    if (ev.kind == Kind::kResult) out.push_back("result:" + ev.probe + ":" + ev.result->status);
    if (ev.kind == Kind::kJobDone) {
      std::string s = ev.poisoned ? "poisoned:" : "done:";
      for (const auto& p : ev.requeue) s += p + ",";
      out.push_back(s);
    }
  }
  return out;
}

// `w` busy with job 1 (sent at T0), its replies fed at T0 + 1, + 2, ...
WorkerState Busy(std::vector<Reply> replies, const WorkerLimits& limits = Limits()) {
  WorkerState w = Ready(limits);
  w.Assign(MakeJob(1));
  w.JobSent(T0);
  double t = T0;
  for (const Reply& r : replies) w.OnJobReply(r, ++t);
  return w;
}

TEST(WorkerState, ASlotCostsNothingUntilItsFirstLaunch) {
  WorkerState w(1, Limits());
  EXPECT_EQ(w.phase(), Phase::kUnstarted);
  EXPECT_EQ(w.name(), "1-0");
  EXPECT_TRUE(w.CanTake());
  EXPECT_TRUE(std::isinf(w.Deadline()));
  w.Launching(T0);
  EXPECT_EQ(w.phase(), Phase::kStarting);
  EXPECT_EQ(w.name(), "1-1");
  EXPECT_FALSE(w.has_started());
  EXPECT_EQ(w.Deadline(), T0 + 30);
  EXPECT_FALSE(w.Hello());  // no job waits
  EXPECT_EQ(w.phase(), Phase::kIdle);
  EXPECT_TRUE(w.has_started());
  EXPECT_TRUE(std::isinf(w.Deadline()));
}

TEST(WorkerState, IllegalMovesAreRefused) {
  WorkerState fresh(0, Limits());
  EXPECT_THROW(fresh.Hello(), std::logic_error);
  EXPECT_THROW(fresh.Stop(T0), std::logic_error);
  EXPECT_THROW(fresh.Exited(T0, 0), std::logic_error);
  EXPECT_THROW(fresh.StartFailed(true), std::logic_error);
  EXPECT_THROW(fresh.Retire(), std::logic_error);
  EXPECT_THROW(fresh.Asked(T0), std::logic_error);
  EXPECT_THROW(fresh.TakeQueued(), std::logic_error);
  WorkerState starting(0, Limits());
  starting.Launching(T0);
  EXPECT_THROW(starting.Exited(T0, 0), std::logic_error);  // that is a failed start
  EXPECT_THROW(starting.Stop(T0), std::logic_error);
  WorkerState idle = Ready();
  EXPECT_THROW(idle.Launching(T0), std::logic_error);
  EXPECT_THROW(idle.Answered(), std::logic_error);
  EXPECT_THROW(idle.JobSent(T0), std::logic_error);  // no job
  EXPECT_THROW(idle.BrokeProtocol(T0, "x"), std::logic_error);
  EXPECT_THROW(idle.OnJobReply(DoneMsg(1), T0), std::logic_error);
  idle.Assign(MakeJob(1));
  EXPECT_FALSE(idle.CanTake());
  EXPECT_THROW(idle.Assign(MakeJob(2)), std::logic_error);
  EXPECT_THROW(idle.Asked(T0), std::logic_error);
  idle.JobSent(T0);
  EXPECT_THROW(idle.TakeQueued(), std::logic_error);  // in flight, not queued
  EXPECT_EQ(idle.phase(), Phase::kBusy);
}

TEST(WorkerState, AJobRunsProbeByProbeAndItsTimeLimitRunsFromTheLastProgress) {
  WorkerState w = Ready();
  w.Assign(MakeJob(7, {"onnx", "export"}));
  EXPECT_TRUE(w.queued());
  w.JobSent(T0 + 1);
  EXPECT_EQ(w.phase(), Phase::kBusy);
  EXPECT_FALSE(w.queued());
  EXPECT_EQ(w.Deadline(), T0 + 601);
  std::vector<RunnerEvent> events;
  events.push_back(w.OnJobReply(StartMsg(7, "onnx"), T0 + 2));
  EXPECT_EQ(w.Deadline(), T0 + 602);
  events.push_back(w.OnJobReply(ResultOf(7, "onnx", "export-fail"), T0 + 5));
  EXPECT_EQ(w.Deadline(), T0 + 605);
  events.push_back(w.OnJobReply(StartMsg(7, "export"), T0 + 6));
  events.push_back(w.OnJobReply(ResultOf(7, "export"), T0 + 6.5));
  events.push_back(w.OnJobReply(DoneMsg(7), T0 + 7));
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:export-fail",
                                           "start:export", "result:export:ok", "done:"));
  const ProbeResult& r = *events[1].result;
  EXPECT_EQ(r.job_id, 7);
  EXPECT_EQ(r.case_name, "case-7");
  EXPECT_EQ(r.worker, "0-1");
  EXPECT_EQ(r.duration_s, 3);
  EXPECT_EQ(r.record, json({{"status", "export-fail"}}));  // no log_tail: the pool's to add
  EXPECT_EQ(events[3].result->duration_s, 0.5);
  EXPECT_EQ(w.phase(), Phase::kIdle);
  EXPECT_FALSE(w.has_job());
  EXPECT_TRUE(std::isinf(w.Deadline()));
}

TEST(WorkerState, AReplyOutOfOrderChangesNothingAndBreakingTheProtocolChargesTheProbe) {
  WorkerState w = Busy({StartMsg(1, "onnx")});
  EXPECT_THROW(w.OnJobReply(ResultOf(1, "export"), T0 + 3), ProtocolError);
  EXPECT_EQ(w.phase(), Phase::kBusy);
  w.BrokeProtocol(T0 + 3, "result for 'export' while 'onnx' was running");
  EXPECT_EQ(w.phase(), Phase::kStopping);
  EXPECT_EQ(w.Deadline(), T0 + 5);  // SIGKILL after the grace
  auto events = w.Exited(T0 + 4, KilledBy(SIGTERM));
  EXPECT_THAT(Summary(events), ElementsAre("result:onnx:protocol-error", "done:export,compile,"));
  EXPECT_EQ(events[0].result->record["detail"], "result for 'export' while 'onnx' was running");
  EXPECT_EQ(events[0].result->duration_s, 2);  // probe_start to the stop
  EXPECT_EQ(w.phase(), Phase::kDown);
}

TEST(WorkerState, ACrashDuringAProbeIsChargedToItAndTheRestIsRequeued) {
  WorkerState w = Busy({StartMsg(1, "onnx"), ResultOf(1, "onnx"), StartMsg(1, "export")});
  auto events = w.Exited(T0 + 10, ExitCode(7));
  EXPECT_THAT(Summary(events), ElementsAre("result:export:crash", "done:compile,"));
  const json& rec = events[0].result->record;
  EXPECT_EQ(rec["detail"], "exited with status 7");
  EXPECT_EQ(rec["exit_code"], 7);
  EXPECT_TRUE(rec["signal"].is_null());
  EXPECT_EQ(events[0].result->duration_s, 7);
  EXPECT_EQ(w.phase(), Phase::kDown);
  w.Launching(T0 + 10);
  EXPECT_EQ(w.name(), "0-2");
}

TEST(WorkerState, ADeathBetweenProbesIsChargedToTheNextProbe) {
  WorkerState w = Busy({StartMsg(1, "onnx"), ResultOf(1, "onnx")});
  auto events = w.Exited(T0 + 3, KilledBy(SIGSEGV));
  EXPECT_THAT(Summary(events), ElementsAre("result:export:crash", "done:compile,"));
  EXPECT_EQ(events[0].result->record["detail"], "killed by SIGSEGV (before 'export' started)");
  EXPECT_EQ(events[0].result->record["signal"], SIGSEGV);
}

TEST(WorkerState, ADeathBeforeTheFirstProbeStartReturnsTheWholeJobUnrecorded) {
  WorkerState w = Busy({});
  EXPECT_THAT(Summary(w.Exited(T0 + 1, ExitCode(9))), ElementsAre("done:onnx,export,compile,"));
  // The same when the job request could not even be written.
  WorkerState unsent = Busy({});
  unsent.Stop(T0);
  EXPECT_THAT(Summary(unsent.Exited(T0, ExitCode(0))), ElementsAre("done:onnx,export,compile,"));
}

TEST(WorkerState, ATimeoutStopsTheWorkerAndTheGraceEndsInSigkill) {
  WorkerState w = Busy({StartMsg(1, "onnx"), ResultOf(1, "onnx"), StartMsg(1, "export")});
  EXPECT_EQ(w.Deadline(), T0 + 603);
  EXPECT_EQ(w.Expire(T0 + 602.9, std::nullopt), Due::kNothing);
  EXPECT_EQ(w.Expire(T0 + 603, std::nullopt), Due::kTerminate);
  EXPECT_EQ(w.phase(), Phase::kStopping);
  EXPECT_EQ(w.Deadline(), T0 + 605);
  EXPECT_EQ(w.Expire(T0 + 604, std::nullopt), Due::kNothing);
  EXPECT_EQ(w.Expire(T0 + 605, std::nullopt), Due::kKill);
  EXPECT_EQ(w.Expire(T0 + 606, std::nullopt), Due::kNothing);  // once
  EXPECT_TRUE(std::isinf(w.Deadline()));
  auto events = w.Exited(T0 + 606, KilledBy(SIGKILL));
  EXPECT_THAT(Summary(events), ElementsAre("result:export:timeout", "done:compile,"));
  EXPECT_EQ(events[0].result->record["detail"], "killed after 600 s (--timeout)");
  EXPECT_EQ(events[0].result->duration_s, 600);
}

TEST(WorkerState, AHangBeforeTheFirstProbeTimesOutOnTheFirstProbe) {
  WorkerState w = Busy({});
  EXPECT_EQ(w.Expire(T0 + 600, std::nullopt), Due::kTerminate);
  auto events = w.Exited(T0 + 601, KilledBy(SIGTERM));
  EXPECT_THAT(Summary(events), ElementsAre("result:onnx:timeout", "done:export,compile,"));
  EXPECT_EQ(events[0].result->record["detail"],
            "killed after 600 s (--timeout) (before 'onnx' started)");
}

TEST(WorkerState, ATimeoutNamesTheOptionThatSetIt) {
  WorkerLimits limits = Limits();
  limits.probe_timeout_s = 900;
  limits.timeout_flag = "--tests-timeout";  // discover's test files
  WorkerState w = Busy({StartMsg(1, "onnx")}, limits);
  EXPECT_EQ(w.Expire(T0 + 901, std::nullopt), Due::kTerminate);
  auto events = w.Exited(T0 + 902, KilledBy(SIGTERM));
  EXPECT_EQ(events[0].result->record["detail"], "killed after 900 s (--tests-timeout)");
}

TEST(WorkerState, OomIsJudgedOnTheSampleThePoolTook) {
  WorkerLimits limits = Limits();
  limits.max_rss_bytes = 150 * kMiB;
  WorkerState w = Busy({StartMsg(1, "onnx")}, limits);
  EXPECT_EQ(w.Expire(T0 + 2, std::nullopt), Due::kNothing);
  EXPECT_EQ(w.Expire(T0 + 2, 100 * kMiB), Due::kNothing);
  EXPECT_EQ(w.Expire(T0 + 3, 2048 * kMiB), Due::kTerminate);
  auto events = w.Exited(T0 + 4, KilledBy(SIGTERM));
  EXPECT_THAT(Summary(events), ElementsAre("result:onnx:oom", "done:export,compile,"));
  const json& rec = events[0].result->record;
  EXPECT_EQ(rec["detail"], "RSS 2.0 GiB passed the limit of 150 MiB (--max-rss)");
  EXPECT_EQ(rec["rss_bytes"], 2048 * kMiB);
}

TEST(WorkerState, AWorkerThatClosesItsReplyPipeAndLingersIsKilledAndTheCrashSaysSo) {
  WorkerState w = Busy({StartMsg(1, "onnx")});
  w.PipeClosed(T0 + 5);
  w.PipeClosed(T0 + 6);  // the first EOF counts
  EXPECT_TRUE(w.pipe_closed());
  EXPECT_EQ(w.Deadline(), T0 + 7);
  EXPECT_EQ(w.Expire(T0 + 7, std::nullopt), Due::kKill);
  EXPECT_EQ(w.phase(), Phase::kBusy);
  EXPECT_EQ(w.Deadline(), T0 + 601);  // only the probe's limit is left
  auto events = w.Exited(T0 + 7, KilledBy(SIGKILL));
  EXPECT_THAT(Summary(events), ElementsAre("result:onnx:crash", "done:export,compile,"));
  EXPECT_EQ(events[0].result->record["detail"], "closed its reply pipe and was killed after 2 s");
  EXPECT_EQ(events[0].result->record["signal"], SIGKILL);
}

TEST(WorkerState, APoisonedWorkerReturnsTheUnstartedProbesAndExitsByItself) {
  WorkerState w = Busy({StartMsg(1, "onnx"), ResultOf(1, "onnx")});
  RunnerEvent ev = w.OnJobReply(PoisonedMsg{1, "torch state leaked"}, T0 + 3);
  EXPECT_THAT(Summary({ev}), ElementsAre("poisoned:export,compile,"));
  EXPECT_EQ(w.phase(), Phase::kStopping);
  EXPECT_FALSE(w.has_job());
  EXPECT_EQ(w.Expire(T0 + 5, std::nullopt), Due::kKill);  // only if it lingers
  EXPECT_TRUE(w.Exited(T0 + 5, ExitCode(3)).empty());
}

TEST(WorkerState, AWorkerIsWornOutAfterItsJobs) {
  WorkerLimits limits = Limits();
  limits.max_jobs = 2;
  WorkerState w = Ready(limits);
  for (int64_t id = 1; id <= 2; ++id) {
    EXPECT_FALSE(w.WornOut());
    w.Assign(MakeJob(id, {"onnx"}));
    w.JobSent(T0);
    w.OnJobReply(StartMsg(id, "onnx"), T0);
    w.OnJobReply(ResultOf(id, "onnx"), T0);
    w.OnJobReply(DoneMsg(id), T0);
  }
  EXPECT_TRUE(w.WornOut());
  w.Stop(T0);  // the pool asked it to shut down
  w.Exited(T0 + 1, ExitCode(0));
  w.Launching(T0 + 1);
  w.Hello();
  EXPECT_FALSE(w.WornOut());  // a new generation
}

TEST(WorkerState, AJobHandedToAWorkerBeingReplacedIsSentOnTheNewOnesHello) {
  WorkerState w = Ready();
  w.Stop(T0);  // recycled
  EXPECT_TRUE(w.CanTake());
  w.Assign(MakeJob(2));
  EXPECT_TRUE(w.Exited(T0 + 1, ExitCode(0)).empty());  // queued, not reported
  EXPECT_EQ(w.phase(), Phase::kDown);
  EXPECT_TRUE(w.queued());
  w.Launching(T0 + 1);
  EXPECT_TRUE(w.queued());
  EXPECT_TRUE(w.Hello());
  w.JobSent(T0 + 2);
  EXPECT_EQ(w.phase(), Phase::kBusy);
  EXPECT_EQ(w.job().id, 2);
  EXPECT_EQ(w.name(), "0-2");
}

TEST(WorkerState, ANewJobPrefersAReadyWorkerThenOneStartingThenAFreshSlot) {
  WorkerState fresh(2, Limits());
  WorkerState starting(1, Limits());
  starting.Launching(T0);
  WorkerState stopping = Ready();
  stopping.Stop(T0);
  WorkerState idle = Ready();
  EXPECT_EQ(idle.Preference(), 0);
  EXPECT_EQ(starting.Preference(), 1);
  EXPECT_EQ(stopping.Preference(), 1);
  EXPECT_EQ(fresh.Preference(), 2);
  idle.Assign(MakeJob(1));
  EXPECT_EQ(idle.Preference(), -1);  // one job per slot
  WorkerState asking = Ready();
  asking.Asked(T0);
  EXPECT_EQ(asking.Preference(), -1);
}

TEST(WorkerState, AQueuedJobCanBeTakenBackForAWorkerThatIsReadySooner) {
  WorkerState w(1, Limits());
  w.Assign(MakeJob(3));
  w.Launching(T0);
  Job job = w.TakeQueued();
  EXPECT_EQ(job.id, 3);
  EXPECT_EQ(job.probes.size(), 3u);
  EXPECT_FALSE(w.has_job());
  EXPECT_TRUE(w.CanTake());
}

TEST(WorkerState, AStartGetsThreeTriesInARowAndAHelloStartsTheCountAgain) {
  WorkerState w(0, Limits());
  w.Launching(T0);
  EXPECT_FALSE(w.StartFailed(/*may_retry=*/false));  // not counted
  w.Launching(T0);
  EXPECT_TRUE(w.StartFailed(true));
  w.Launching(T0);
  EXPECT_TRUE(w.StartFailed(true));
  w.Launching(T0);
  w.Hello();
  w.Stop(T0);
  w.Exited(T0, KilledBy(SIGSEGV));
  for (int i = 0; i < 2; ++i) {
    w.Launching(T0);
    EXPECT_TRUE(w.StartFailed(true));
  }
  w.Launching(T0);
  EXPECT_FALSE(w.StartFailed(true));
  EXPECT_EQ(w.name(), "0-7");
  EXPECT_EQ(w.phase(), Phase::kDown);
  EXPECT_TRUE(w.has_started());  // an earlier worker of the slot did
}

TEST(WorkerState, TheStartUpDeadlineCoversTheHelloAndOneShotRequests) {
  WorkerState w(0, Limits());
  w.Launching(T0);
  EXPECT_STREQ(w.awaited(), "hello");
  EXPECT_EQ(w.Expire(T0 + 29.9, std::nullopt), Due::kNothing);
  EXPECT_EQ(w.Expire(T0 + 30, std::nullopt), Due::kStartupTimeout);
  EXPECT_EQ(w.phase(), Phase::kStarting);  // the pool decides (StartFailed)
  w.Hello();
  w.Asked(T0 + 40);
  EXPECT_EQ(w.phase(), Phase::kAsking);
  EXPECT_TRUE(w.starting_up());
  EXPECT_STREQ(w.awaited(), "inventory");
  EXPECT_FALSE(w.CanTake());
  EXPECT_EQ(w.Deadline(), T0 + 70);
  EXPECT_EQ(w.Expire(T0 + 70, std::nullopt), Due::kStartupTimeout);
  w.Answered();
  EXPECT_EQ(w.phase(), Phase::kIdle);
  EXPECT_TRUE(std::isinf(w.Deadline()));
}

TEST(WorkerState, ASlotThatCouldNotLaunchIsDownAndMayBeRetired) {
  WorkerState w(1, Limits());
  w.Assign(MakeJob(4));
  w.Launching(T0);
  w.LaunchFailed();
  EXPECT_EQ(w.phase(), Phase::kDown);
  EXPECT_EQ(w.name(), "1-1");  // the generation is used up
  EXPECT_FALSE(w.CanTake());
  w.Retire();
  EXPECT_EQ(w.phase(), Phase::kRetired);
  EXPECT_TRUE(w.queued());  // for another worker to take
  EXPECT_TRUE(w.Exited(T0, KilledBy(SIGKILL)).empty());
  EXPECT_EQ(w.phase(), Phase::kRetired);
  EXPECT_THROW(w.Launching(T0), std::logic_error);
  w.Closed();
  EXPECT_EQ(w.phase(), Phase::kRetired);
}

TEST(WorkerState, AnIdleWorkerThatLingersAfterClosingItsPipeIsKilledAndReplacedSilently) {
  WorkerState w = Ready();
  w.PipeClosed(T0 + 1);
  EXPECT_EQ(w.Expire(T0 + 3, std::nullopt), Due::kKill);
  EXPECT_EQ(w.Expire(T0 + 4, std::nullopt), Due::kNothing);
  EXPECT_TRUE(w.Exited(T0 + 4, KilledBy(SIGKILL)).empty());
  w.Launching(T0 + 4);
  EXPECT_FALSE(w.pipe_closed());  // a new process
}

TEST(WorkerState, ClosingDropsTheJobUnreported) {
  WorkerState w = Busy({StartMsg(1, "onnx")});
  w.Closed();
  EXPECT_EQ(w.phase(), Phase::kDown);
  EXPECT_FALSE(w.has_job());
}

}  // namespace
}  // namespace capgrid
