#include "scheduler.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

#include <gtest/gtest.h>

#include "exit_status.h"
#include "test.h"

namespace capgrid {
namespace {

const std::vector<std::string> kProbes = {"onnx", "export", "compile"};

// A real store in a temp dir, a run, and an inventory of `n` cases c0..c(n-1).
struct Fixture {
  TempDir dir;
  std::unique_ptr<Store> store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({}, "key", kProbes, {"test"});
  std::vector<InventoryRow> cases;
  FakeTerminal term{false};
  FakeClock clock;
  StatusPrinter status{&term, &clock, StatusOptions()};

  explicit Fixture(int n) {
    for (int i = 0; i < n; ++i) {
      std::string name = "c" + std::to_string(i);
      cases.push_back({name, "g", "fp-" + name, MakeCase(name, "g", "fp-" + name)});
    }
    store->SetInventory(run.id, cases);
  }
  Plan MakePlan() {
    return Plan(cases, store->Results(run.id), kProbes, CostModel(store->Durations()));
  }
  int RunWith(FakeRunner& runner) {
    Plan plan = MakePlan();
    return Scheduler(&runner, &plan, store.get(), run.id, &status).Run();
  }
};

TEST(Scheduler, RunsEverythingAndStoresEveryResult) {
  Fixture f(5);
  FakeRunner runner(2);
  EXPECT_EQ(f.RunWith(runner), kExitOk);
  EXPECT_EQ(runner.started.size(), 5u);
  auto results = f.store->Results(f.run.id);
  EXPECT_EQ(results.size(), 15u);
  for (const auto& r : results) {
    EXPECT_EQ(r.fingerprint, "fp-" + r.case_name);
    EXPECT_EQ(r.status, "ok");
    EXPECT_EQ(r.worker, "0-0");
  }
  // Non-TTY: one line per job.
  EXPECT_NE(f.term.text().find("c3  onnx=ok export=ok compile=ok  3.0s\n"), std::string::npos)
      << f.term.text();
}

TEST(Scheduler, EachResultIsStoredBeforeTheNextJobStarts) {
  Fixture f(6);
  FakeRunner runner(2);
  size_t reported = 0;
  runner.respond = [&](const Job& job) {
    auto events = ReplyAll(job);
    reported += job.probes.size();
    return events;
  };
  std::vector<size_t> stored_at_start;
  runner.on_start = [&](const Job&) {
    stored_at_start.push_back(f.store->Results(f.run.id).size());
    // Every result the runner has handed over is already committed.
    EXPECT_EQ(f.store->Results(f.run.id).size(), reported);
  };
  EXPECT_EQ(f.RunWith(runner), kExitOk);
  EXPECT_EQ(stored_at_start, (std::vector<size_t>{0, 0, 3, 6, 9, 12}));
}

TEST(Scheduler, ResumeDispatchesOnlyMissingPairs) {
  Fixture f(3);
  for (const char* probe : {"onnx", "export", "compile"}) {
    ResultRow r;
    r.case_name = "c0";
    r.probe = probe;
    r.fingerprint = "fp-c0";
    r.status = "ok";
    f.store->WriteResult(f.run.id, r);
  }
  ResultRow partial;
  partial.case_name = "c1";
  partial.probe = "onnx";
  partial.fingerprint = "fp-c1";
  partial.status = "fail";
  f.store->WriteResult(f.run.id, partial);
  FakeRunner runner(1);
  EXPECT_EQ(f.RunWith(runner), kExitOk);
  ASSERT_EQ(runner.started.size(), 2u);
  std::map<std::string, std::vector<std::string>> jobs;
  for (const auto& j : runner.started) jobs[j.case_name] = j.probes;
  EXPECT_EQ(jobs["c1"], (std::vector<std::string>{"export", "compile"}));
  EXPECT_EQ(jobs["c2"], kProbes);
  EXPECT_EQ(f.store->Results(f.run.id).size(), 9u);
}

TEST(Scheduler, InterruptReturns130AndRecordsNothingInFlight) {
  Fixture f(4);
  FakeRunner runner(2);
  runner.interrupt_at_wait = 1;  // the first job finishes, then Ctrl-C
  EXPECT_EQ(f.RunWith(runner), kExitInterrupted);
  EXPECT_TRUE(runner.aborted);
  auto results = f.store->Results(f.run.id);
  ASSERT_EQ(results.size(), 3u);
  for (const auto& r : results) EXPECT_EQ(r.case_name, runner.started[0].case_name);
  // The next run picks up exactly what is missing.
  FakeRunner again(2);
  EXPECT_EQ(f.RunWith(again), kExitOk);
  EXPECT_EQ(again.started.size(), 3u);
  EXPECT_EQ(f.store->Results(f.run.id).size(), 12u);
}

TEST(Scheduler, RequeuedProbesRunOnAFreshJob) {
  Fixture f(1);
  FakeRunner runner(1);
  runner.respond = [](const Job& job) {
    if (job.probes.size() < 3) return ReplyAll(job);
    // The worker crashes during `export`: the pool records it and requeues `compile`.
    auto events = ReplyAll(Job{job.id, job.case_name, {"onnx"}});
    events.pop_back();
    RunnerEvent crash;
    crash.kind = RunnerEvent::Kind::kResult;
    crash.job_id = job.id;
    crash.result = ProbeResult{job.id,
                               job.case_name,
                               "export",
                               "crash",
                               {{"status", "crash"}, {"detail", "killed by SIGSEGV"}},
                               0.5,
                               "0-0"};
    events.push_back(crash);
    RunnerEvent done;
    done.kind = RunnerEvent::Kind::kJobDone;
    done.job_id = job.id;
    done.requeue = {"compile"};
    events.push_back(done);
    return events;
  };
  EXPECT_EQ(f.RunWith(runner), kExitOk);
  ASSERT_EQ(runner.started.size(), 2u);
  EXPECT_EQ(runner.started[1].probes, std::vector<std::string>{"compile"});
  std::map<std::string, std::string> status;
  for (const auto& r : f.store->Results(f.run.id)) status[r.probe] = r.status;
  EXPECT_EQ(status, (std::map<std::string, std::string>{
                        {"onnx", "ok"}, {"export", "crash"}, {"compile", "ok"}}));
}

TEST(Scheduler, PoisonedTwiceLeavesTheRunIncomplete) {
  Fixture f(2);
  FakeRunner runner(1);
  runner.respond = [](const Job& job) {
    if (job.case_name != "c1") return ReplyAll(job);
    RunnerEvent done;
    done.kind = RunnerEvent::Kind::kJobDone;
    done.job_id = job.id;
    done.requeue = job.probes;
    done.poisoned = true;
    return std::vector<RunnerEvent>{done};
  };
  EXPECT_EQ(f.RunWith(runner), kExitIncomplete);
  EXPECT_EQ(runner.started.size(), 3u);  // c0, c1, c1 retried once
  EXPECT_EQ(runner.started[2].attempt, 1);
  EXPECT_EQ(f.store->Results(f.run.id).size(), 3u);
}

TEST(Scheduler, ARunnersNoticeGoesToTheTerminalAndTheRunGoesOn) {
  Fixture f(2);
  FakeRunner runner(1);
  runner.respond = [](const Job& job) {
    RunnerEvent notice;
    notice.kind = RunnerEvent::Kind::kNotice;
    notice.message = "capgrid: worker 1 could not start; going on with fewer";
    auto events = ReplyAll(job);
    if (job.case_name == "c0") events.insert(events.begin(), notice);
    return events;
  };
  EXPECT_EQ(f.RunWith(runner), kExitOk);
  EXPECT_NE(f.term.text().find("capgrid: worker 1 could not start; going on with fewer\n"),
            std::string::npos)
      << f.term.text();
  EXPECT_EQ(f.store->Results(f.run.id).size(), 6u);
}

TEST(Scheduler, NoWorkerAvailableEndsIncompleteInsteadOfSpinning) {
  Fixture f(2);
  FakeRunner runner(0);
  EXPECT_EQ(f.RunWith(runner), kExitIncomplete);
}

// A source of `n` one-probe jobs j1..jn that keeps every event it is given (the loop `capgrid
// discover` runs its phases with).
struct ListSource : JobSource {
  explicit ListSource(int n) : n(n) {}
  int n, next = 0;
  std::vector<RunnerEvent::Kind> seen;
  std::function<void(const RunnerEvent&)> on_event;
  bool HasPending() const override { return next < n; }
  Job Next() override {
    Job job;
    job.id = ++next;
    job.case_name = "j" + std::to_string(next);
    job.probes = {"discover"};
    return job;
  }
  void Handle(const RunnerEvent& event) override {
    seen.push_back(event.kind);
    if (on_event) on_event(event);
  }
};

TEST(RunJobs, GivesTheSourceEveryEventOfEveryJob) {
  ListSource source(3);
  FakeRunner runner(2);
  EXPECT_TRUE(RunJobs(runner, source));
  EXPECT_EQ(runner.started.size(), 3u);
  // per job: probe started, result, job done
  EXPECT_EQ(source.seen.size(), 9u);
  EXPECT_EQ(std::count(source.seen.begin(), source.seen.end(), RunnerEvent::Kind::kJobDone), 3);
  EXPECT_FALSE(runner.aborted);
}

TEST(RunJobs, AnInterruptAbortsTheRunnerAndNeverReachesTheSource) {
  ListSource source(4);
  FakeRunner runner(1);
  runner.interrupt_at_wait = 1;
  EXPECT_FALSE(RunJobs(runner, source));
  EXPECT_TRUE(runner.aborted);
  EXPECT_EQ(std::count(source.seen.begin(), source.seen.end(), RunnerEvent::Kind::kInterrupted),
            0);
}

TEST(RunJobs, ASourcesExceptionAbortsTheRunnerAndPropagates) {
  ListSource source(2);
  source.on_event = [](const RunnerEvent& e) {
    if (e.kind == RunnerEvent::Kind::kResult) throw std::runtime_error("disk full");
  };
  FakeRunner runner(1);
  EXPECT_THROW(RunJobs(runner, source), std::runtime_error);
  EXPECT_TRUE(runner.aborted);
}

}  // namespace
}  // namespace capgrid
