// How much time the engine itself spends per job: Scheduler dispatch, plan bookkeeping, status
// and the durable store write, with a FakeRunner whose jobs take no time. Run:
//   cmake -S . -B build/bench -G Ninja -DCAPGRID_BENCH=ON && cmake --build build/bench
//   build/bench/engine_overhead [JOBS=10000] [PROBES=1] [WORKERS=4]
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "cost_model.h"
#include "plan.h"
#include "scheduler.h"
#include "status_printer.h"
#include "store.h"
#include "test.h"

using namespace capgrid;

static double CpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + 1e-6 * (u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

int main(int argc, char** argv) {
  int jobs = argc > 1 ? std::atoi(argv[1]) : 10000;
  int probe_count = argc > 2 ? std::atoi(argv[2]) : 1;
  int workers = argc > 3 ? std::atoi(argv[3]) : 4;
  std::vector<std::string> all = {"onnx", "export", "compile"};
  std::vector<std::string> probes(all.begin(), all.begin() + std::min(3, std::max(1, probe_count)));

  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({{"bench", true}}, "bench", probes, {"bench"});
  std::vector<InventoryRow> cases;
  for (int i = 0; i < jobs; ++i) {
    std::string name = "bench.case" + std::to_string(i);
    cases.push_back({name, "bench", "fp" + std::to_string(i), MakeCase(name, "bench")});
  }
  store->SetInventory(run.id, cases);

  FakeRunner runner(workers);
  runner.respond = [](const Job& job) { return ReplyAll(job, "ok", 0.0); };
  FakeTerminal terminal(false);  // per-job lines are formatted, as in CI
  SteadyClock clock;
  StatusPrinter status(&terminal, &clock, StatusOptions());

  auto t0 = std::chrono::steady_clock::now();
  Plan plan(cases, store->Results(run.id), probes, CostModel(store->Durations()));
  auto t1 = std::chrono::steady_clock::now();
  double cpu0 = CpuSeconds();
  int rc = Scheduler(&runner, &plan, store.get(), run.id, &status).Run();
  auto t2 = std::chrono::steady_clock::now();
  double cpu_s = CpuSeconds() - cpu0;

  double plan_s = std::chrono::duration<double>(t1 - t0).count();
  double run_s = std::chrono::duration<double>(t2 - t1).count();
  size_t stored = store->Results(run.id).size();
  std::printf("jobs %d x %zu probes, %d fake workers, store %s\n", jobs, probes.size(), workers,
              store->path().c_str());
  std::printf("exit %d, %zu results stored\n", rc, stored);
  std::printf("plan: %.3f s (%.1f us/job)\n", plan_s, 1e6 * plan_s / jobs);
  std::printf("schedule + store: %.3f s = %.3f ms/job, %.3f ms/result (dispatch + durable write)\n",
              run_s, 1e3 * run_s / jobs, 1e3 * run_s / stored);
  std::printf("engine CPU (user+sys): %.3f s = %.1f us/job; the rest is waiting for fsync\n", cpu_s,
              1e6 * cpu_s / jobs);
  return rc == 0 && stored == static_cast<size_t>(jobs) * probes.size() ? 0 : 1;
}
