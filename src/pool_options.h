#pragma once
// What `capgrid run` (and `list`, `coverage`) hand the worker pool: how many workers, how they
// are started (worker_launch.h) and the limits they run under (worker_state.h).
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "defaults.h"

namespace capgrid {

struct PoolOptions {
  int workers = 1;                     // -j
  std::string python;                  // interpreter; resolved by ResolvePython() when empty
  // Whether the workers (`python -m capgrid.worker`, worker_launch.h) discover, for `capgrid
  // discover` (`--discover`: `packs` are then discovery sources, docs/discovery.md), or probe.
  bool discovery = false;
  std::vector<std::string> packs;      // pack specs (or discovery sources) passed to every worker
  std::string results_dir;             // logs go to <results_dir>/logs/
  // The shared compile cache's root, passed as CAPGRID_COMPILE_CACHE (worker_launch.h); ""
  // gives every worker generation a private cache under <results_dir>/cache (--fresh).
  std::string compile_cache;
  // --device / --opset for the worker; "" / 0 leave them out, so the worker takes its defaults
  // (data/worker_options.json, the same file `capgrid run` takes its own from).
  std::string device;
  int opset = 0;
  int torch_threads = 1;               // per worker: cores / workers, at least 1
  double probe_timeout_s = kDefaultProbeTimeoutS;  // --timeout, per probe
  std::string timeout_flag = "--timeout";  // the option that set it, named in timeout records
  double kill_grace_s = 2;             // SIGTERM -> SIGKILL
  double startup_timeout_s = 300;      // hello must arrive within this
  int max_jobs_per_worker = 200;       // recycle after this many jobs (0: never)
  int64_t max_rss_bytes = 0;           // status `oom` above this RSS of a worker's process group (0: off)
  int64_t recycle_rss_bytes = 0;       // recycle an idle worker above this RSS (0: off)
  nlohmann::json job_options = nlohmann::json::object();  // forwarded as the job's "options"
};

}  // namespace capgrid
