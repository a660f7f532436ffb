// WorkerPool against real processes: tests/e2e/fake_worker.py plays the worker and misbehaves
// on request (see its docstring). Timeouts use FakeClock where the pool's logic is under test
// and a short real timeout only where the OS is (SIGKILL escalation, RSS).
#include "worker_pool.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "protocol.h"
#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::UnorderedElementsAre;
using Kind = RunnerEvent::Kind;

class WorkerPoolTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string tmpl = ::testing::TempDir() + "/capgrid_pool_XXXXXX";
    ASSERT_NE(mkdtemp(tmpl.data()), nullptr);
    dir_ = tmpl;
    // The pool runs `<python> -m capgrid.worker ...`; this "python" runs the fake instead.
    wrapper_ = WriteFakeWorkerPython(dir_, CAPGRID_SOURCE_DIR);
  }
  void TearDown() override {
    pool_.reset();
    EXPECT_TRUE(NoChildren()) << "a worker process survived the pool";
    std::filesystem::remove_all(dir_);
  }

  PoolOptions Options(const std::vector<std::string>& cases, json worker = json::object()) {
    std::string pack = dir_ + "/pack.json";
    std::ofstream(pack) << json{{"cases", cases}, {"worker", worker}}.dump();
    PoolOptions o;
    o.python = wrapper_;
    o.packs = {pack};
    o.results_dir = dir_ + "/results";
    o.probe_timeout_s = 600;
    o.kill_grace_s = 2;
    o.startup_timeout_s = 30;
    return o;
  }

  Runner& Open(const PoolOptions& o, Clock* clock = nullptr) {
    pool_ = MakeWorkerPool(o, clock ? clock : &steady_);
    handshake_ = pool_->Open();
    return *pool_;
  }

  // Starts `case_name` and collects events until its kJobDone.
  std::vector<RunnerEvent> RunJob(const std::string& case_name,
                                  std::vector<std::string> probes = {"onnx", "export", "compile"}) {
    Job job;
    job.id = ++next_id_;
    job.case_name = case_name;
    job.probes = std::move(probes);
    // A slot may still be restarting; Wait() returns once one can take a job.
    for (int i = 0; i < 100 && !pool_->CanStart(); ++i) EXPECT_TRUE(pool_->Wait().empty());
    EXPECT_TRUE(pool_->CanStart());
    pool_->Start(job);
    return WaitJobDone(job.id);
  }

  // The next two events are a probe start and a notice, in either order (the notice is made by
  // Start(), the probe_start arrives when it does): returns the notice.
  RunnerEvent StartAndNotice() {
    std::vector<RunnerEvent> events;
    while (events.size() < 2) {
      for (auto& ev : pool_->Wait()) events.push_back(ev);
    }
    EXPECT_THAT(Summary(events), UnorderedElementsAre("start:onnx", "notice"));
    return events[0].kind == Kind::kNotice ? events[0] : events[1];
  }

  std::vector<RunnerEvent> WaitJobDone(int64_t id) {
    std::vector<RunnerEvent> all;
    for (int rounds = 0; rounds < 1000; ++rounds) {
      for (auto& ev : pool_->Wait()) {
        all.push_back(ev);
        if (ev.kind == Kind::kJobDone && ev.job_id == id) return all;
      }
    }
    ADD_FAILURE() << "job " << id << " never finished";
    return all;
  }

  // One "<kind>:<probe>:<status>" per event, for compact assertions.
  static std::vector<std::string> Summary(const std::vector<RunnerEvent>& events) {
    std::vector<std::string> out;
    for (const auto& ev : events) {
      switch (ev.kind) {
        case Kind::kProbeStarted:
          out.push_back("start:" + ev.probe);
          break;
        case Kind::kResult:
          out.push_back("result:" + ev.probe + ":" + ev.result->status);
          break;
        case Kind::kJobDone: {
          std::string s = ev.poisoned ? "poisoned:" : "done:";
          for (const auto& p : ev.requeue) s += p + ",";
          out.push_back(s);
          break;
        }
        case Kind::kInterrupted:
          out.push_back("interrupted");
          break;
        case Kind::kNotice:
          out.push_back("notice");
          break;
      }
    }
    return out;
  }

  static const ProbeResult& ResultFor(const std::vector<RunnerEvent>& events,
                                      const std::string& probe) {
    for (const auto& ev : events) {
      if (ev.kind == Kind::kResult && ev.probe == probe) return *ev.result;
    }
    throw std::runtime_error("no result for " + probe);
  }

  std::string dir_, wrapper_;
  SteadyClock steady_;
  std::unique_ptr<Runner> pool_;
  Handshake handshake_;
  int64_t next_id_ = 0;
};

TEST_F(WorkerPoolTest, OpenReturnsTheFirstWorkersProvenanceAndInventory) {
  auto o = Options({"a.ok-1", "b.ok-2"});
  o.workers = 2;
  Open(o);
  EXPECT_EQ(handshake_.provenance["library"], "fake");
  ASSERT_EQ(handshake_.cases.size(), 2u);
  EXPECT_EQ(handshake_.cases[0]["name"], "a.ok-1");
  EXPECT_EQ(handshake_.cases[1]["group"], "b");
  EXPECT_TRUE(pool_->CanStart());
  EXPECT_EQ(pool_->Running(), 0u);
  EXPECT_TRUE(pool_->Wait().empty());  // nothing running: returns at once
  pool_->Close();
  EXPECT_TRUE(NoChildren());
  EXPECT_FALSE(pool_->CanStart());
}

TEST_F(WorkerPoolTest, RunsAJobProbeByProbe) {
  Open(Options({"ok-1"}));
  auto events = RunJob("ok-1");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:ok", "start:export", "result:export:ok",
                          "start:compile", "result:compile:ok", "done:"));
  const ProbeResult& r = ResultFor(events, "export");
  EXPECT_EQ(r.case_name, "ok-1");
  EXPECT_EQ(r.worker, "0-1");
  EXPECT_EQ(r.record["status"], "ok");
  EXPECT_FALSE(r.record.contains("log_tail"));
  EXPECT_GE(r.duration_s, 0);
}

TEST_F(WorkerPoolTest, WorkerProcessGetsTheProtocolsEnvironmentAndDescriptors) {
  auto o = Options({"introspect"});
  o.torch_threads = 3;
  o.device = "cpu";  // what `capgrid run` hands over (RunOptions, data/worker_options.json)
  o.opset = 18;
  o.job_options = {{"explain", true}};
  Open(o);
  auto events = RunJob("introspect", {"onnx"});
  const json& rec = ResultFor(events, "onnx").record;
  json env = json::parse(R"({"OMP_NUM_THREADS":"3",
      "MKL_NUM_THREADS":"3","TORCHINDUCTOR_COMPILE_THREADS":"1","PYTHONUNBUFFERED":"1"})");
  env["CAPGRID_PROTOCOL"] = std::to_string(kProtocolVersion);
  EXPECT_EQ(rec["env"], env);
  EXPECT_EQ(rec["fds"], json::parse("[0,1,2,3,4]"));
  EXPECT_EQ(rec["stdin"], "/dev/null");
  EXPECT_EQ(rec["pgid"], rec["pid"]);
  EXPECT_EQ(rec["options"], json::parse(R"({"explain":true})"));
  std::vector<std::string> argv = rec["argv"];
  EXPECT_THAT(std::vector<std::string>(argv.begin() + 1, argv.begin() + 14),
              ElementsAre("-m", "capgrid.worker", "--in-fd", "3", "--out-fd", "4", "--device",
                          "cpu", "--opset", "18", "--torch-threads", "3", o.packs[0]));
  EXPECT_TRUE(std::filesystem::exists(o.results_dir + "/logs/worker-0-1.log"));
  pid_t pgid = rec["pgid"];
  pool_->Close();
  EXPECT_EQ(kill(-pgid, 0), -1);
  EXPECT_EQ(errno, ESRCH);
}

TEST_F(WorkerPoolTest, SegfaultIsACrashOnThatProbeOnlyAndTheSlotRestarts) {
  Open(Options({"crash-during-compile", "ok"}));
  auto events = RunJob("crash-during-compile");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:ok", "start:export", "result:export:ok",
                          "start:compile", "result:compile:crash", "done:"));
  const json& rec = ResultFor(events, "compile").record;
  EXPECT_EQ(rec["detail"], "killed by SIGSEGV");
  EXPECT_EQ(rec["signal"], SIGSEGV);
  EXPECT_TRUE(rec["exit_code"].is_null());
  EXPECT_THAT(rec["log_tail"].get<std::string>(), HasSubstr("about to crash in compile"));
  EXPECT_EQ(ResultFor(events, "compile").worker, "0-1");
  // The slot comes back with a fresh worker.
  auto next = RunJob("ok", {"onnx"});
  EXPECT_EQ(ResultFor(next, "onnx").worker, "0-2");
}

TEST_F(WorkerPoolTest, ExitDuringAProbeIsACrashAndTheRestIsRequeued) {
  Open(Options({"exit7-during-export"}));
  auto events = RunJob("exit7-during-export");
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "start:export",
                                           "result:export:crash", "done:compile,"));
  const json& rec = ResultFor(events, "export").record;
  EXPECT_EQ(rec["detail"], "exited with status 7");
  EXPECT_EQ(rec["exit_code"], 7);
  EXPECT_TRUE(rec["signal"].is_null());
}

TEST_F(WorkerPoolTest, DeathBetweenProbesIsChargedToTheNextProbe) {
  Open(Options({"vanish-before-export"}));
  auto events = RunJob("vanish-before-export");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:ok", "result:export:crash", "done:compile,"));
  EXPECT_EQ(ResultFor(events, "export").record["detail"],
            "exited with status 9 (before 'export' started)");
}

TEST_F(WorkerPoolTest, TimeoutKillsTheWorkerWithoutSleeping) {
  FakeClock clock;
  Open(Options({"hang-in-export"}), &clock);
  Job job{1, "hang-in-export", {"onnx", "export", "compile"}};
  pool_->Start(job);
  std::vector<RunnerEvent> events;
  while (Summary(events).size() < 3) {
    for (auto& ev : pool_->Wait()) events.push_back(ev);
  }
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "start:export"));
  clock.Advance(601);
  for (auto& ev : WaitJobDone(1)) events.push_back(ev);
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "start:export",
                                           "result:export:timeout", "done:compile,"));
  const ProbeResult& r = ResultFor(events, "export");
  EXPECT_EQ(r.record["detail"], "killed after 600 s (--timeout)");
  EXPECT_TRUE(r.record.contains("log_tail"));
  EXPECT_DOUBLE_EQ(r.duration_s, 601);
}

TEST_F(WorkerPoolTest, TimeoutEscalatesToSigkillForAWorkerThatIgnoresSigterm) {
  auto o = Options({"stubborn-in-onnx"});
  o.probe_timeout_s = 0.5;
  o.kill_grace_s = 0.3;
  Open(o);
  auto t0 = std::chrono::steady_clock::now();
  auto events = RunJob("stubborn-in-onnx");
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:timeout", "done:export,compile,"));
  EXPECT_GE(took, 0.8);
  EXPECT_LT(took, 10);
}

TEST_F(WorkerPoolTest, StdoutFloodGoesToTheLogNotThePipe) {
  auto o = Options({"flood"});
  Open(o);
  auto events = RunJob("flood");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:ok", "start:export", "result:export:ok",
                          "start:compile", "result:compile:ok", "done:"));
  EXPECT_GE(std::filesystem::file_size(o.results_dir + "/logs/worker-0-1.log"), 20u << 20);
}

TEST_F(WorkerPoolTest, MalformedRepliesAreProtocolErrors) {
  Open(Options({}));
  struct Case {
    std::string name, probe, detail;
  } cases[] = {
      {"bad-json-in-onnx", "onnx", "not JSON: \"this is not json\""},
      {"wrong-probe-in-export", "export", "result for 'onnx' while 'export' was running"},
      {"wrong-id-in-onnx", "onnx", "'probe_start' for job"},
      {"bogus-status-in-compile", "compile", "unknown worker status \"bogus\""},
      {"huge-line-in-onnx", "onnx", "a reply line longer than 64 MiB"},
  };
  for (const Case& c : cases) {
    auto events = RunJob(c.name);
    const ProbeResult& r = ResultFor(events, c.probe);
    EXPECT_EQ(r.status, "protocol-error") << c.name;
    EXPECT_THAT(r.record["detail"].get<std::string>(), HasSubstr(c.detail)) << c.name;
    EXPECT_TRUE(r.record.contains("log_tail"));
  }
}

TEST_F(WorkerPoolTest, PoisonedWorkerIsReplacedAndTheRestRequeued) {
  Open(Options({}));
  auto events = RunJob("poison-before-export");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:ok", "poisoned:export,compile,"));
  auto next = RunJob("ok", {"export", "compile"});
  EXPECT_EQ(ResultFor(next, "export").worker, "0-2");
}

TEST_F(WorkerPoolTest, AChildHoldingThePipesDoesNotKeepACrashedWorkerAlive) {
  Open(Options({}));
  auto t0 = std::chrono::steady_clock::now();
  auto events = RunJob("child-holds-pipes-in-onnx");
  EXPECT_THAT(Summary(events),
              ElementsAre("start:onnx", "result:onnx:crash", "done:export,compile,"));
  EXPECT_EQ(ResultFor(events, "onnx").record["detail"], "exited with status 5");
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 10);
  pool_->Close();
  EXPECT_TRUE(NoChildren());  // the sleeper went with its group
}

TEST_F(WorkerPoolTest, MemoryHogIsKilledAsOom) {
  auto o = Options({});
  o.max_rss_bytes = int64_t{150} << 20;
  Open(o);
  auto events = RunJob("balloon-in-export");
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "start:export",
                                           "result:export:oom", "done:compile,"));
  const json& rec = ResultFor(events, "export").record;
  EXPECT_GT(rec["rss_bytes"].get<int64_t>(), int64_t{150} << 20);
  EXPECT_THAT(rec["detail"].get<std::string>(), HasSubstr("passed the limit of 150 MiB"));
}

TEST_F(WorkerPoolTest, FailingRecordsGetTheLogTail) {
  Open(Options({}));
  auto events = RunJob("fail-in-onnx", {"onnx", "export"});
  const ProbeResult& r = ResultFor(events, "onnx");
  EXPECT_EQ(r.status, "export-fail");
  EXPECT_THAT(r.record["log_tail"].get<std::string>(), HasSubstr("RuntimeError: fake boom"));
  EXPECT_FALSE(ResultFor(events, "export").record.contains("log_tail"));
}

TEST_F(WorkerPoolTest, WorkerIsRecycledAfterMaxJobs) {
  auto o = Options({});
  o.max_jobs_per_worker = 2;
  Open(o);
  std::vector<std::string> workers;
  for (int i = 0; i < 5; ++i) workers.push_back(ResultFor(RunJob("ok", {"onnx"}), "onnx").worker);
  EXPECT_THAT(workers, ElementsAre("0-1", "0-1", "0-2", "0-2", "0-3"));
}

TEST_F(WorkerPoolTest, WorkerIsRecycledWhenItsIdleRssPassesTheLimit) {
  auto o = Options({});
  o.recycle_rss_bytes = 1;  // any worker is above one byte
  Open(o);
  std::vector<std::string> workers;
  for (int i = 0; i < 3; ++i) workers.push_back(ResultFor(RunJob("ok", {"onnx"}), "onnx").worker);
  EXPECT_THAT(workers, ElementsAre("0-1", "0-2", "0-3"));
}

TEST_F(WorkerPoolTest, NoHelloWithinTheStartupTimeoutIsAUsageError) {
  auto o = Options({"ok"}, {{"sleep_before_hello", 100}});
  o.startup_timeout_s = 0.5;
  auto t0 = std::chrono::steady_clock::now();
  try {
    Open(o);
    FAIL() << "opened";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("no hello within 0.5 s"));
  }
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 5);
}

TEST_F(WorkerPoolTest, ARestartThatKeepsFailingEndsTheRunWithTheReason) {
  Open(Options({}, {{"only_first_start", true}}));
  auto events = RunJob("crash-in-onnx", {"onnx"});
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:crash", "done:"));
  try {
    // The next job waits for the replacement, which (like its two retries) exits before hello.
    RunJob("ok", {"onnx"});
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("worker 0-4"));
    EXPECT_THAT(e.what(), HasSubstr("exited with status 4 before its hello"));
    EXPECT_THAT(e.what(), HasSubstr("exiting before hello as asked"));
  }
}

TEST_F(WorkerPoolTest, WorkerThatDiesWhileIdleIsReplacedSilently) {
  Open(Options({}));
  auto events = RunJob("die-after-done", {"onnx"});
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "done:"));
  // The next job may race the death: then it comes back whole, unrecorded, for a retry.
  auto next = RunJob("ok", {"onnx"});
  if (Summary(next) == std::vector<std::string>{"done:onnx,"}) next = RunJob("ok", {"onnx"});
  EXPECT_THAT(Summary(next), ElementsAre("start:onnx", "result:onnx:ok", "done:"));
  EXPECT_EQ(ResultFor(next, "onnx").worker, "0-2");
}

TEST_F(WorkerPoolTest, DeathBeforeTheFirstProbeStartReturnsTheWholeJob) {
  Open(Options({}));
  auto events = RunJob("vanish-before-onnx");
  EXPECT_THAT(Summary(events), ElementsAre("done:onnx,export,compile,"));
}

TEST_F(WorkerPoolTest, RunsJobsInParallel) {
  auto o = Options({});
  o.workers = 2;
  Open(o);
  pool_->Start(Job{1, "hang-in-onnx", {"onnx"}});
  ASSERT_TRUE(pool_->CanStart());
  pool_->Start(Job{2, "ok", {"onnx"}});
  EXPECT_FALSE(pool_->CanStart());
  EXPECT_EQ(pool_->Running(), 2u);
  // The second job runs on the second slot while the first one hangs on the first.
  auto events = WaitJobDone(2);
  EXPECT_EQ(ResultFor(events, "onnx").worker, "1-1");
  EXPECT_EQ(pool_->Running(), 1u);
  pool_->Abort();
}

std::set<std::string> Logs(const std::string& results_dir) {
  std::set<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(results_dir + "/logs")) {
    names.insert(e.path().filename().string());
  }
  return names;
}

TEST_F(WorkerPoolTest, OpenStartsOneWorkerAndTheOthersOnlyWhenAJobNeedsThem) {
  auto o = Options({"ok"});
  o.workers = 4;
  Open(o);
  EXPECT_EQ(Logs(o.results_dir), (std::set<std::string>{"worker-0-1.log"}));
  // One job at a time never needs a second worker.
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(ResultFor(RunJob("ok", {"onnx"}), "onnx").worker, "0-1");
  }
  EXPECT_EQ(Logs(o.results_dir), (std::set<std::string>{"worker-0-1.log"}));
  // A second job while the first runs starts the second slot, and only that one.
  pool_->Start(Job{10, "hang-in-onnx", {"onnx"}});
  ASSERT_TRUE(pool_->CanStart());
  pool_->Start(Job{11, "ok", {"onnx"}});
  EXPECT_EQ(ResultFor(WaitJobDone(11), "onnx").worker, "1-1");
  EXPECT_EQ(Logs(o.results_dir), (std::set<std::string>{"worker-0-1.log", "worker-1-1.log"}));
  pool_->Abort();
  EXPECT_FALSE(std::filesystem::exists(o.results_dir + "/cache/inductor-2-1"));
}

TEST_F(WorkerPoolTest, AQueuedJobGoesToTheFirstWorkerThatIsReady) {
  // Every worker takes a second to say hello, so the second slot is still starting when the
  // first finishes its job: the queued job moves to the first worker instead of waiting.
  auto o = Options({"ok"}, {{"sleep_before_hello", 1}});
  o.workers = 2;
  Open(o);
  pool_->Start(Job{1, "ok", {"onnx"}});
  pool_->Start(Job{2, "ok", {"onnx"}});
  auto first = WaitJobDone(1);
  auto second = WaitJobDone(2);
  EXPECT_EQ(ResultFor(first, "onnx").worker, "0-1");
  EXPECT_EQ(ResultFor(second, "onnx").worker, "0-1");
  // The second worker still starts (it was asked for) and is there for the next job.
  EXPECT_EQ(Logs(o.results_dir), (std::set<std::string>{"worker-0-1.log", "worker-1-1.log"}));
  pool_->Close();
}

TEST_F(WorkerPoolTest, ALateWorkerThatCannotStartIsDroppedAndItsJobWaitsForAnother) {
  FakeClock clock;
  auto o = Options({}, {{"no_hello_in_slots", {1}}});
  o.workers = 2;
  Open(o, &clock);
  pool_->Start(Job{1, "hang-in-onnx", {"onnx"}});
  pool_->Start(Job{2, "ok", {"onnx", "export"}});
  // Slot 1's worker (and its two retries) exit before hello: one notice, and the job stays
  // queued, since the only worker is busy.
  const RunnerEvent notice = StartAndNotice();
  EXPECT_THAT(notice.message,
              HasSubstr("worker 1-3 (" + o.python +
                        " -m capgrid.worker) failed to start: it exited with status 4 before its "
                        "hello"));
  EXPECT_THAT(notice.message, HasSubstr("the run goes on with the workers that started"));
  EXPECT_FALSE(pool_->CanStart());
  EXPECT_EQ(pool_->Running(), 2u);
  // The first worker times out and is replaced; the replacement takes the queued job.
  clock.Advance(601);
  auto rest = WaitJobDone(2);
  EXPECT_THAT(Summary(rest),
              ElementsAre("result:onnx:timeout", "done:", "start:onnx", "result:onnx:ok",
                          "start:export", "result:export:ok", "done:"));
  EXPECT_EQ(ResultFor(rest, "export").worker, "0-2");
  EXPECT_EQ(Logs(o.results_dir),
            (std::set<std::string>{"worker-0-1.log", "worker-0-2.log", "worker-1-1.log",
                                   "worker-1-2.log", "worker-1-3.log"}));
  EXPECT_TRUE(pool_->CanStart());  // the first worker, idle; slot 1 is not tried again
  pool_->Start(Job{3, "hang-in-onnx", {"onnx"}});
  EXPECT_FALSE(pool_->CanStart());
  pool_->Abort();
}

TEST_F(WorkerPoolTest, ALateWorkerThatCannotBeSpawnedIsDroppedAtOnce) {
  auto o = Options({});
  o.workers = 2;
  Open(o);
  pool_->Start(Job{1, "hang-in-onnx", {"onnx"}});
  std::filesystem::remove(wrapper_);  // the interpreter is gone after Open
  pool_->Start(Job{2, "ok", {"onnx"}});
  EXPECT_FALSE(pool_->CanStart());
  EXPECT_EQ(pool_->Running(), 2u);  // job 2 waits for the first worker
  const RunnerEvent notice = StartAndNotice();
  EXPECT_THAT(notice.message,
              HasSubstr("worker 1-1: cannot start the worker: cannot run " + wrapper_));
  pool_->Abort();
}

TEST_F(WorkerPoolTest, AWorkerThatClosesItsReplyPipeIsKilledAfterTheGracePeriod) {
  auto o = Options({});
  o.kill_grace_s = 0.2;  // real time: the kill is the OS's part
  Open(o);
  auto events = RunJob("close-pipe-in-export");
  EXPECT_THAT(Summary(events), ElementsAre("start:onnx", "result:onnx:ok", "start:export",
                                           "result:export:crash", "done:compile,"));
  const json& rec = ResultFor(events, "export").record;
  EXPECT_EQ(rec["detail"], "closed its reply pipe and was killed after 0.2 s");
  EXPECT_EQ(rec["signal"], SIGKILL);
}

TEST_F(WorkerPoolTest, SigintDuringWaitIsAnInterruptEvent) {
  Open(Options({}));
  pool_->Start(Job{1, "hang-in-onnx", {"onnx"}});
  EXPECT_THAT(Summary(pool_->Wait()), ElementsAre("start:onnx"));
  kill(getpid(), SIGINT);  // blocked now; delivered inside the next ppoll
  EXPECT_THAT(Summary(pool_->Wait()), ElementsAre("interrupted"));
  auto t0 = std::chrono::steady_clock::now();
  pool_->Abort();
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(), 2);
  EXPECT_TRUE(NoChildren());
  pool_->Abort();  // twice is fine
}

TEST_F(WorkerPoolTest, WorkerOfAnotherProtocolVersionIsRefused) {
  try {
    Open(Options({"ok"}, {{"protocol", 1}}));
    FAIL() << "opened";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("the worker speaks protocol version 1, this capgrid speaks "
                                    "version " + std::to_string(kProtocolVersion)));
  }
}

TEST_F(WorkerPoolTest, PackErrorIsAUsageErrorWithTheWorkersMessage) {
  auto o = Options({"ok"}, {{"error", "tests/packs/bad.py: duplicate case name 'dup'"}});
  o.workers = 2;
  try {
    Open(o);
    FAIL() << "opened";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "tests/packs/bad.py: duplicate case name 'dup'");
  }
}

TEST_F(WorkerPoolTest, WorkerDyingBeforeHelloIsAUsageErrorQuotingItsLog) {
  try {
    Open(Options({"ok"}, {{"exit_before_hello", 4}}));
    FAIL() << "opened";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("exited with status 4 before its hello"));
    EXPECT_THAT(e.what(), HasSubstr("fake worker: exiting before hello as asked"));
  }
}

TEST_F(WorkerPoolTest, AWorkerDyingBeforeItsDigestsReplyEndsTheRunWithTheReason) {
  Open(Options({"ok"}, {{"exit_on_digests", 6}}));
  try {
    pool_->Digests({"a.py"});
    FAIL() << "answered";
  } catch (const UsageError& e) {
    // not retried: the same worker's death, its status and its log's last line
    EXPECT_THAT(e.what(), HasSubstr("worker 0-1 "));
    EXPECT_THAT(e.what(), HasSubstr("did not answer: it exited with status 6 before its digests "
                                    "reply"));
    EXPECT_THAT(e.what(), HasSubstr("fake worker: exiting on digests as asked"));
  }
}

TEST_F(WorkerPoolTest, WorkersMustAgreeOnProvenance) {
  auto o = Options({"ok"}, {{"vary_provenance", true}});
  o.workers = 2;
  Open(o);  // one worker: nothing to disagree with yet
  pool_->Start(Job{1, "hang-in-onnx", {"onnx"}});
  pool_->Start(Job{2, "ok", {"onnx"}});  // starts the second worker, whose pid differs
  try {
    for (int rounds = 0; rounds < 1000; ++rounds) pool_->Wait();
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("workers disagree on provenance: worker 1-1 says"));
  }
}

TEST_F(WorkerPoolTest, MissingInterpreterIsAUsageError) {
  auto o = Options({"ok"});
  o.python = dir_ + "/no-such-python";
  try {
    Open(o);
    FAIL() << "opened";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("cannot run " + o.python));
  }
}

}  // namespace
}  // namespace capgrid
