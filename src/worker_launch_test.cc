#include "worker_launch.h"

#include <poll.h>
#include <signal.h>
#include <stdlib.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <variant>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "line_reader.h"
#include "protocol.h"
#include "test.h"

namespace capgrid {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(WorkerLaunch, ArgvIsTheWorkerModuleOnFds3And4ThenThePacks) {
  PoolOptions o;
  o.python = "/venv/bin/python";
  o.packs = {"builtin:kornia", "extra.py"};
  o.device = "cuda";
  o.opset = 20;
  o.torch_threads = 4;
  EXPECT_THAT(WorkerArgv(o),
              ElementsAre("/venv/bin/python", "-m", "capgrid.worker", "--in-fd", "3", "--out-fd",
                          "4", "--device", "cuda", "--opset", "20", "--torch-threads", "4",
                          "builtin:kornia", "extra.py"));
  o.torch_threads = 0;  // more workers than cores
  EXPECT_EQ(WorkerArgv(o)[12], "1");
  // Not given (list, coverage): left to the worker, whose defaults are data/worker_options.json.
  o.device.clear();
  o.opset = 0;
  EXPECT_THAT(WorkerArgv(o),
              ElementsAre("/venv/bin/python", "-m", "capgrid.worker", "--in-fd", "3", "--out-fd",
                          "4", "--torch-threads", "1", "builtin:kornia", "extra.py"));
  // `capgrid discover`: the same program, told that its positional arguments are sources.
  o.discovery = true;
  o.packs = {"toylib", "signatures:"};
  EXPECT_THAT(WorkerArgv(o),
              ElementsAre("/venv/bin/python", "-m", "capgrid.worker", "--in-fd", "3", "--out-fd",
                          "4", "--discover", "--torch-threads", "1", "toylib", "signatures:"));
}

TEST(WorkerLaunch, EnvironmentPutsTheProtocolsVariablesOverTheEnginesOwn) {
  const std::string protocol = "CAPGRID_PROTOCOL=" + std::to_string(kProtocolVersion);
  std::vector<std::string> base = {"PATH=/bin", "OMP_NUM_THREADS=64", "A=b=c",
                                   "TORCHINDUCTOR_CACHE_DIR=/theirs"};
  EXPECT_THAT(WorkerEnv(3, "/r/cache/inductor-0-1", "", base),
              ElementsAre("PATH=/bin", "A=b=c", protocol, "OMP_NUM_THREADS=3",
                          "MKL_NUM_THREADS=3", "TORCHINDUCTOR_COMPILE_THREADS=1",
                          "PYTHONUNBUFFERED=1", "TORCHINDUCTOR_CACHE_DIR=/r/cache/inductor-0-1"));
  // No cache of ours: the user's stays.
  EXPECT_THAT(WorkerEnv(0, "", "", base),
              ElementsAre("PATH=/bin", "A=b=c", "TORCHINDUCTOR_CACHE_DIR=/theirs", protocol,
                          "OMP_NUM_THREADS=1", "MKL_NUM_THREADS=1",
                          "TORCHINDUCTOR_COMPILE_THREADS=1", "PYTHONUNBUFFERED=1"));
  // The shared cache: only its root; the worker adds <stack digest>/inductor.
  EXPECT_THAT(WorkerEnv(1, "", "/home/u/.cache/capgrid",
                        {"PATH=/bin", "CAPGRID_COMPILE_CACHE=/stale"}),
              ElementsAre("PATH=/bin", protocol, "OMP_NUM_THREADS=1", "MKL_NUM_THREADS=1",
                          "TORCHINDUCTOR_COMPILE_THREADS=1", "PYTHONUNBUFFERED=1",
                          "CAPGRID_COMPILE_CACHE=/home/u/.cache/capgrid"));
}

// What a launched worker finds in its environment: a fake worker that writes its own
// CAPGRID_COMPILE_CACHE / TORCHINDUCTOR_CACHE_DIR into its log and exits.
std::string LaunchedCacheEnv(const PoolOptions& base, const std::string& dir) {
  PoolOptions o = base;
  o.python = dir + "/py";
  std::ofstream(o.python) << "#!/bin/sh\n"
                             "echo \"shared=${CAPGRID_COMPILE_CACHE-unset} "
                             "private=${TORCHINDUCTOR_CACHE_DIR-unset}\"\n";
  std::filesystem::permissions(o.python, std::filesystem::perms::owner_all);
  o.results_dir = dir;
  std::filesystem::create_directories(dir + "/logs");
  std::filesystem::remove(WorkerLogPath(dir, "0-1"));
  {
    std::unique_ptr<Subprocess> worker = LaunchWorker(o, "0-1");
    AwaitExits({worker.get()}, 10);
  }
  std::ifstream log(WorkerLogPath(dir, "0-1"));
  std::string line;
  std::getline(log, line);
  return line;
}

TEST(WorkerLaunch, TheSharedCacheUnlessFreshOrTheUsersOwn) {
  TempDir tmp;
  ScopedEnv no_cache("TORCHINDUCTOR_CACHE_DIR", nullptr);
  PoolOptions o;
  o.compile_cache = "/c/capgrid";
  EXPECT_EQ(LaunchedCacheEnv(o, tmp.path()), "shared=/c/capgrid private=unset");
  o.compile_cache = "";  // --fresh
  EXPECT_EQ(LaunchedCacheEnv(o, tmp.path()),
            "shared=unset private=" + tmp.path() + "/cache/inductor-0-1");
  ScopedEnv users("TORCHINDUCTOR_CACHE_DIR", "/theirs");
  o.compile_cache = "/c/capgrid";
  EXPECT_EQ(LaunchedCacheEnv(o, tmp.path()), "shared=unset private=/theirs");
}

TEST(WorkerLaunch, LogAndCacheAreNamedAfterTheWorker) {
  ScopedEnv no_cache("TORCHINDUCTOR_CACHE_DIR", nullptr);
  EXPECT_EQ(WorkerLogPath("res", "1-3"), "res/logs/worker-1-3.log");
  EXPECT_EQ(WorkerCacheDir("res", "1-3"), "res/cache/inductor-1-3");
  ScopedEnv users("TORCHINDUCTOR_CACHE_DIR", "/shared/cache");
  EXPECT_EQ(WorkerCacheDir("res", "1-3"), "");
}

TEST(WorkerLaunch, RemovesAWorkersCacheButNeverTheUsers) {
  TempDir tmp;
  std::string cache = tmp.Sub("cache/inductor-0-2");
  std::filesystem::create_directories(cache + "/kernels");
  {
    ScopedEnv users("TORCHINDUCTOR_CACHE_DIR", cache.c_str());
    RemoveWorkerCache(tmp.path(), "0-2");
    EXPECT_TRUE(std::filesystem::exists(cache + "/kernels"));
  }
  ScopedEnv no_cache("TORCHINDUCTOR_CACHE_DIR", nullptr);
  RemoveWorkerCache(tmp.path(), "0-2");
  EXPECT_FALSE(std::filesystem::exists(cache));
  RemoveWorkerCache(tmp.path(), "0-3");  // none there: nothing to do
}

TEST(WorkerLaunch, ResolvePythonTakesTheFlagThenTheEnvironmentThenBesideTheBinaryThenPath) {
  ScopedEnv keep("CAPGRID_PYTHON", getenv("CAPGRID_PYTHON"));
  EXPECT_EQ(ResolvePython("/opt/py/bin/python"), "/opt/py/bin/python");
  setenv("CAPGRID_PYTHON", "/env/python", 1);
  EXPECT_EQ(ResolvePython(""), "/env/python");
  unsetenv("CAPGRID_PYTHON");
  // The test binary's directory has no python3, so the fallback is PATH's.
  EXPECT_EQ(ResolvePython(""), "python3");
}

TEST(WorkerLaunch, LaunchedWorkerLogsUnderItsNameAndSaysHelloOnFd4) {
  TempDir tmp;
  PoolOptions o;
  o.python = WriteFakeWorkerPython(tmp.path(), CAPGRID_SOURCE_DIR);
  o.packs = {tmp.Sub("pack.json")};
  std::ofstream(o.packs[0]) << R"({"cases": ["ok"]})";
  o.results_dir = tmp.path();
  std::filesystem::create_directories(tmp.Sub("logs"));
  {
    std::unique_ptr<Subprocess> worker = LaunchWorker(o, "2-5");
    LineReader reader(kMaxLineBytes);
    std::optional<std::string> line;
    for (int i = 0; i < 300 && !line; ++i) {
      pollfd fd = {worker->reply_fd(), POLLIN, 0};
      poll(&fd, 1, 100);
      reader.Fill(worker->reply_fd());
      line = reader.NextLine();
    }
    ASSERT_TRUE(line.has_value()) << "no hello";
    EXPECT_TRUE(std::holds_alternative<HelloMsg>(ParseReply(*line)));
    EXPECT_TRUE(std::filesystem::exists(tmp.Sub("logs/worker-2-5.log")));
  }
  EXPECT_TRUE(NoChildren());
}

TEST(WorkerLaunch, AMissingInterpreterIsASpawnError) {
  TempDir tmp;
  PoolOptions o;
  o.python = tmp.Sub("no-such-python");
  o.results_dir = tmp.path();
  std::filesystem::create_directories(tmp.Sub("logs"));
  try {
    LaunchWorker(o, "0-1");
    FAIL() << "launched";
  } catch (const SpawnError& e) {
    EXPECT_THAT(e.what(), HasSubstr("cannot run " + o.python));
  }
}

TEST(WorkerLaunch, AStartFailureNamesTheWorkerTheCommandAndTheLastLineOfItsLog) {
  TempDir tmp;
  PoolOptions o;
  o.python = "/venv/bin/python";
  o.results_dir = tmp.path();
  EXPECT_EQ(StartFailure(o, "1-3", "no hello within 300 s"),
            "worker 1-3 (/venv/bin/python -m capgrid.worker) failed to start: no hello within "
            "300 s");
  std::filesystem::create_directories(tmp.Sub("logs"));
  std::ofstream(WorkerLogPath(tmp.path(), "1-3")) << "Traceback ...\nImportError: no torch\n\n";
  EXPECT_EQ(StartFailure(o, "1-3", "it exited with status 1 before its hello"),
            "worker 1-3 (/venv/bin/python -m capgrid.worker) failed to start: it exited with "
            "status 1 before its hello; its log " +
                WorkerLogPath(tmp.path(), "1-3") + " ends: ImportError: no torch");
}

TEST(WorkerLaunch, AwaitExitsGivesUpAfterTheGrace) {
  TempDir tmp;
  std::unique_ptr<Subprocess> quick = Subprocess::Spawn({{"/bin/true"}, {}, tmp.Sub("log")});
  std::unique_ptr<Subprocess> slow = Subprocess::Spawn({{"/bin/sleep", "30"}, {}, tmp.Sub("log")});
  auto t0 = std::chrono::steady_clock::now();
  AwaitExits({quick.get(), slow.get()}, 0.3);
  double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_TRUE(quick->reaped());
  EXPECT_FALSE(slow->reaped());
  EXPECT_GE(took, 0.3);
  EXPECT_LT(took, 5);
  slow.reset();  // SIGKILL, reap
  EXPECT_TRUE(NoChildren());
}

bool Blocked(int sig) {
  sigset_t now;
  sigprocmask(SIG_BLOCK, nullptr, &now);
  return sigismember(&now, sig) == 1;
}

TEST(WorkerLaunch, SignalGuardLetsInterruptsInOnlyDuringTheWaitAndPutsEverythingBack) {
  ASSERT_FALSE(Blocked(SIGINT));
  struct sigaction before = {};
  sigaction(SIGINT, nullptr, &before);
  {
    SignalGuard guard;
    EXPECT_TRUE(Blocked(SIGINT) && Blocked(SIGTERM) && Blocked(SIGCHLD));
    EXPECT_FALSE(sigismember(guard.wait_mask(), SIGINT));
    struct sigaction pipe = {};
    sigaction(SIGPIPE, nullptr, &pipe);
    EXPECT_EQ(pipe.sa_handler, SIG_IGN);
    kill(getpid(), SIGINT);  // held back until the wait
    EXPECT_FALSE(SignalGuard::InterruptPending());
    std::vector<pollfd> none;
    guard.Poll(&none, 10);  // returns at once: the signal ends it
    EXPECT_TRUE(SignalGuard::InterruptPending());
    EXPECT_EQ(SignalGuard::TakeInterrupt(), SIGINT);
    EXPECT_FALSE(SignalGuard::InterruptPending());
  }
  EXPECT_FALSE(Blocked(SIGINT));
  struct sigaction after = {};
  sigaction(SIGINT, nullptr, &after);
  EXPECT_EQ(after.sa_handler, before.sa_handler);
}

}  // namespace
}  // namespace capgrid
