// Per-job overhead of the worker pool alone (no scheduler, no store): N jobs of P probes on one
// fake worker (tests/e2e/fake_worker.py answers "ok" at once), one job at a time.
//
//   cmake -S . -B build/bench -G Ninja -DCAPGRID_BENCH=ON && cmake --build build/bench
//   printf '#!/bin/sh\nexec python3 %s/tests/e2e/fake_worker.py "$@"\n' "$PWD" > /tmp/fake-python
//   chmod +x /tmp/fake-python; echo '{"cases": ["g.ok"]}' > /tmp/ok.json
//   build/bench/pool_overhead /tmp/fake-python /tmp/ok.json 1000 3
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "worker_pool.h"

int main(int argc, char** argv) {
  using namespace capgrid;
  if (argc != 5) {
    fprintf(stderr, "usage: %s FAKE_PYTHON PACK.json JOBS PROBES(1-3)\n", argv[0]);
    return 2;
  }
  int jobs = atoi(argv[3]);
  std::vector<std::string> probes = {"onnx", "export", "compile"};
  probes.resize(static_cast<size_t>(std::clamp(atoi(argv[4]), 1, 3)));
  PoolOptions o;
  o.python = argv[1];
  o.packs = {argv[2]};
  o.results_dir = "/tmp/pool_overhead_results";
  SteadyClock clock;
  auto pool = MakeWorkerPool(o, &clock);
  auto t0 = std::chrono::steady_clock::now();
  Handshake hs = pool->Open();
  std::string case_name = hs.cases.at(0)["name"];
  auto t1 = std::chrono::steady_clock::now();
  for (int i = 0; i < jobs; ++i) {
    pool->Start(Job{i + 1, case_name, probes});
    bool done = false;
    while (!done) {
      for (const auto& ev : pool->Wait()) done |= ev.kind == RunnerEvent::Kind::kJobDone;
    }
  }
  auto t2 = std::chrono::steady_clock::now();
  pool->Close();
  double open_s = std::chrono::duration<double>(t1 - t0).count();
  double jobs_s = std::chrono::duration<double>(t2 - t1).count();
  printf("open %.3f s; %d jobs x %zu probes in %.3f s = %.3f ms per job\n", open_s, jobs,
         probes.size(), jobs_s, 1000 * jobs_s / jobs);
  return 0;
}
