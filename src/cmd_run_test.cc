#include "cmd_run.h"
#include "selection.h"

#include <filesystem>
#include <fstream>
#include <set>

#include <gtest/gtest.h>

#include "errors.h"
#include "exit_status.h"
#include "results_lock.h"
#include "store.h"
#include "test.h"

namespace capgrid {
namespace {

struct RunFixture {
  TempDir dir;
  FakeTerminal term{false};
  FakeClock clock;
  int factory_calls = 0;
  PoolOptions last_pool;
  // Configures each FakeRunner the command creates.
  std::function<void(FakeRunner&)> setup;
  std::vector<Job> started;  // over every runner

  RunOptions Options() {
    RunOptions o;
    o.packs = {"builtin:test"};
    o.results_dir = dir.Sub("results");
    o.jobs = 2;
    // The three static probes: the counts below are 3 per case (config_test checks the default).
    o.probes = {"onnx", "export", "compile"};
    FinishRunOptions(o, "", "");
    return o;
  }
  Handshake Hello(const std::string& torch = "2.13") {
    Handshake hs;
    hs.provenance = {{"library", "lib"}, {"torch", torch}, {"device", "cpu"}};
    hs.stack = {{"torch", torch}, {"device", "cpu"}};
    for (const char* n : {"filters.sobel", "filters.canny", "color.hsv", "geometry.warp"}) {
      std::string name = n;
      hs.cases.push_back(MakeCase(name, name.substr(0, name.find('.')), "fp-" + name));
    }
    return hs;
  }
  // The worker option check's answer ("" accepts), and what it was asked.
  std::string options_problem;
  std::vector<std::string> checked_devices;
  int Run(const RunOptions& o, Handshake hs) {
    RunEnv env;
    env.check_options = [this](const RunOptions& r) {
      checked_devices.push_back(r.device);
      return options_problem;
    };
    env.terminal = &term;
    env.clock = &clock;
    env.cores = 8;
    env.make_runner = [this, hs](const PoolOptions& p) {
      ++factory_calls;
      last_pool = p;
      auto runner = std::make_unique<FakeRunner>(p.workers);
      runner->handshake = hs;
      runner->on_start = [this](const Job& j) { started.push_back(j); };
      if (setup) setup(*runner);
      return runner;
    };
    return ExecuteRun(o, env);
  }
  bool StoreExists() { return std::filesystem::exists(Store::PathIn(dir.Sub("results"))); }
};

// --max-rss also replaces a worker whose memory grew past half of it (after its job), so a
// case is not charged oom for what earlier cases left in the worker.
TEST(CmdRun, MaxRssRecyclesAWorkerPastHalfOfIt) {
  RunOptions o;
  o.max_rss_bytes = int64_t{8} << 30;
  EXPECT_EQ(PoolOptionsFor(o, 2).max_rss_bytes, int64_t{8} << 30);
  EXPECT_EQ(PoolOptionsFor(o, 2).recycle_rss_bytes, int64_t{4} << 30);
  o.max_rss_bytes = 0;  // no limit: no recycling by memory either
  EXPECT_EQ(PoolOptionsFor(o, 2).recycle_rss_bytes, 0);
}

TEST(CmdRun, RunsEverythingThenResumesWithNothingToDo) {
  RunFixture f;
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitOk);
  EXPECT_EQ(f.started.size(), 4u);
  EXPECT_EQ(f.last_pool.workers, 2);
  EXPECT_EQ(f.last_pool.torch_threads, 4);
  auto store = Store::Open(f.dir.Sub("results"), false);
  ASSERT_EQ(store->Runs().size(), 1u);
  EXPECT_EQ(store->Results(1).size(), 12u);
  EXPECT_EQ(store->Inventory(1).size(), 4u);
  EXPECT_NE(f.term.text().find("new run 1"), std::string::npos) << f.term.text();
  EXPECT_NE(f.term.text().find("onnx             4/4      4"), std::string::npos) << f.term.text();

  f.started.clear();
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitOk);
  EXPECT_TRUE(f.started.empty());
  EXPECT_NE(f.term.text().find("resuming run 1"), std::string::npos);
  EXPECT_EQ(store->Runs().size(), 1u);
}

TEST(CmdRun, NewProvenanceStartsANewRun) {
  RunFixture f;
  EXPECT_EQ(f.Run(f.Options(), f.Hello("2.13")), kExitOk);
  f.started.clear();
  EXPECT_EQ(f.Run(f.Options(), f.Hello("2.14")), kExitOk);
  EXPECT_EQ(f.started.size(), 4u);
  EXPECT_EQ(Store::Open(f.dir.Sub("results"), false)->Runs().size(), 2u);
}

TEST(CmdRun, ChangedFingerprintIsProbedAgain) {
  RunFixture f;
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitOk);
  Handshake changed = f.Hello();
  changed.cases[2]["fingerprint"] = "new";
  f.started.clear();
  EXPECT_EQ(f.Run(f.Options(), changed), kExitOk);
  ASSERT_EQ(f.started.size(), 1u);
  EXPECT_EQ(f.started[0].case_name, "color.hsv");
}

TEST(CmdRun, ARunThatNamesNoProbeResumesWithEveryProbeOfTheRun) {
  RunFixture f;
  RunOptions o;
  o.packs = {"builtin:test"};
  o.results_dir = f.dir.Sub("results");
  o.jobs = 2;
  FinishRunOptions(o, "", "");  // no --probes: the default ones, the opt-in speed left out
  EXPECT_FALSE(o.probes_named);
  EXPECT_EQ(o.probes, DefaultProbes());
  EXPECT_EQ(f.Run(o, f.Hello()), kExitOk);
  for (const auto& j : f.started) EXPECT_EQ(j.probes, DefaultProbes());
  RunOptions all = o;
  all.probes = {"all"};
  FinishRunOptions(all, "", "");
  EXPECT_TRUE(all.probes_named);
  f.started.clear();
  EXPECT_EQ(f.Run(all, f.Hello()), kExitOk);  // adds the opt-in columns, nothing else
  ASSERT_EQ(f.started.size(), 4u);
  const std::vector<std::string> opt_in = {"speed", "aoti", "grad"};
  for (const auto& j : f.started) EXPECT_EQ(j.probes, opt_in);
  // A changed case, then a run that names no probe: every probe of the run, speed included.
  Handshake changed = f.Hello();
  changed.cases[2]["fingerprint"] = "new";
  f.started.clear();
  EXPECT_EQ(f.Run(o, changed), kExitOk);
  ASSERT_EQ(f.started.size(), 1u);
  EXPECT_EQ(f.started[0].probes, ParseProbes({"all"}));  // all: every probe but the targets
}

TEST(CmdRun, SelectionAndMoreProbesOnResume) {
  RunFixture f;
  RunOptions o = f.Options();
  o.keyword = "sobel or hsv";
  o.probes = {"onnx"};
  EXPECT_EQ(f.Run(o, f.Hello()), kExitOk);
  EXPECT_EQ(f.started.size(), 2u);
  f.started.clear();
  o.keyword = "";
  o.groups = {"filters"};
  o.probes = {"onnx", "compile"};
  EXPECT_EQ(f.Run(o, f.Hello()), kExitOk);
  // sobel needs compile only; canny needs both.
  ASSERT_EQ(f.started.size(), 2u);
  std::map<std::string, std::vector<std::string>> jobs;
  for (const auto& j : f.started) jobs[j.case_name] = j.probes;
  EXPECT_EQ(jobs["filters.sobel"], std::vector<std::string>{"compile"});
  EXPECT_EQ(jobs["filters.canny"], (std::vector<std::string>{"onnx", "compile"}));
  auto store = Store::Open(f.dir.Sub("results"), false);
  EXPECT_EQ(store->Run(1)->probes, (std::vector<std::string>{"onnx", "compile"}));
}

TEST(CmdRun, ShardsSplitTheCases) {
  RunFixture f;
  std::set<std::string> seen;
  for (int i = 0; i < 2; ++i) {
    RunOptions o = f.Options();
    o.shard = {i, 2};
    f.started.clear();
    EXPECT_EQ(f.Run(o, f.Hello()), kExitOk);
    for (const auto& j : f.started) {
      EXPECT_EQ(ShardOf(j.case_name, 2), i) << j.case_name;
      EXPECT_TRUE(seen.insert(j.case_name).second);
    }
  }
  EXPECT_EQ(seen.size(), 4u);
}

TEST(CmdRun, BadSelectionLeavesNoStore) {
  RunFixture f;
  RunOptions o = f.Options();
  o.groups = {"nope"};
  EXPECT_THROW(f.Run(o, f.Hello()), UsageError);
  EXPECT_FALSE(f.StoreExists());
  o.groups = {};
  o.keyword = "a or";
  EXPECT_THROW(f.Run(o, f.Hello()), UsageError);
  EXPECT_FALSE(f.StoreExists());
}

TEST(CmdRun, CorruptStoreIsRefusedBeforeAnyWorkerStarts) {
  RunFixture f;
  std::filesystem::create_directories(f.dir.Sub("results"));
  std::ofstream(Store::PathIn(f.dir.Sub("results"))) << std::string(4096, 'z');
  EXPECT_THROW(f.Run(f.Options(), f.Hello()), UsageError);
  EXPECT_EQ(f.factory_calls, 0);
}

TEST(CmdRun, RefusedWorkerOptionsLeaveNothingAtAll) {
  // --device cuda without CUDA: refused before the results folder, its lock, logs/ or a worker
  RunFixture f;
  RunOptions o = f.Options();
  o.device = "cuda";
  f.options_problem = "--device cuda: CUDA is not available; use --device cpu";
  try {
    f.Run(o, f.Hello());
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()), f.options_problem);
  }
  EXPECT_EQ(f.checked_devices, std::vector<std::string>{"cuda"});
  EXPECT_EQ(f.factory_calls, 0);
  EXPECT_FALSE(std::filesystem::exists(f.dir.Sub("results")));
}

TEST(CmdRun, SecondRunOnTheSameResultsIsRefused) {
  RunFixture f;
  auto held = ResultsLock::Acquire(f.dir.Sub("results"));
  try {
    f.Run(f.Options(), f.Hello());
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("is in use by another capgrid run"), std::string::npos);
  }
  EXPECT_EQ(f.factory_calls, 0);
}

TEST(CmdRun, InterruptedThenResumed) {
  RunFixture f;
  f.setup = [](FakeRunner& r) { r.interrupt_at_wait = 1; };
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitInterrupted);
  EXPECT_NE(f.term.text().find("interrupted; 9 pairs missing"), std::string::npos) << f.term.text();
  f.setup = nullptr;
  f.started.clear();
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitOk);
  EXPECT_EQ(f.started.size(), 3u);
}

TEST(CmdRun, GivenUpJobsMakeTheRunIncomplete) {
  RunFixture f;
  f.setup = [](FakeRunner& r) {
    r.respond = [](const Job& job) {
      if (job.case_name != "color.hsv") return ReplyAll(job);
      RunnerEvent done;
      done.kind = RunnerEvent::Kind::kJobDone;
      done.job_id = job.id;
      done.requeue = job.probes;
      done.poisoned = true;
      return std::vector<RunnerEvent>{done};
    };
  };
  EXPECT_EQ(f.Run(f.Options(), f.Hello()), kExitIncomplete);
  EXPECT_NE(f.term.text().find("incomplete; 3 pairs"), std::string::npos) << f.term.text();
}

}  // namespace
}  // namespace capgrid
