#pragma once
// How the pool starts a worker process (docs/protocol.md "Process"): the interpreter, its argv
// and environment, its log file and inductor cache, all named after the worker
// (WorkerState::name(), "slot-generation", e.g. "1-3"); how it waits for workers to exit at
// teardown; and the signal discipline while a pool exists. The pool decides when; this module
// only knows how.
#include <poll.h>
#include <signal.h>

#include <memory>
#include <string>
#include <vector>

#include "pool_options.h"
#include "subprocess_posix.h"

namespace capgrid {

// --python, else $CAPGRID_PYTHON, else python3 beside the running capgrid binary, else python3.
std::string ResolvePython(const std::string& flag);

// The worker program (python/capgrid/worker.py): it probes, and with --discover it discovers.
inline constexpr const char* kWorkerModule = "capgrid.worker";

// `<python> -m capgrid.worker --in-fd 3 --out-fd 4 [--discover] --device D --opset N
// --torch-threads T PACK...` (torch threads at least 1). The one place the worker's command
// line is built.
std::vector<std::string> WorkerArgv(const PoolOptions& options);

// `base` ("KEY=VALUE" entries) with the protocol version, the thread counts, unless
// `cache_dir` is "" TORCHINDUCTOR_CACHE_DIR, and unless `compile_cache` is ""
// CAPGRID_COMPILE_CACHE (the shared cache's root: the worker picks its stack's subdirectory),
// put over any entry of the same name.
std::vector<std::string> WorkerEnv(int torch_threads, const std::string& cache_dir,
                                   const std::string& compile_cache,
                                   const std::vector<std::string>& base);

// <results_dir>/logs/worker-NAME.log, appended to by every worker of that name.
std::string WorkerLogPath(const std::string& results_dir, const std::string& name);

// <results_dir>/cache/inductor-NAME, or "" when the user chose a cache
// ($TORCHINDUCTOR_CACHE_DIR), which is theirs to share and keep. The private cache of one
// worker generation, used when the shared one is not (PoolOptions::compile_cache "", i.e.
// --fresh): the shared one is safe against a worker killed mid-compile only because the worker
// makes every kernel build atomic (python/capgrid/compile_cache.py).
std::string WorkerCacheDir(const std::string& results_dir, const std::string& name);

// Removes worker `name`'s cache (nothing when the user chose one). Call once it is reaped.
void RemoveWorkerCache(const std::string& results_dir, const std::string& name);

// Spawns worker `name` with the argv, environment (the engine's own, see WorkerEnv), log and
// cache above: the shared compile cache when options.compile_cache is set and the user chose
// no cache, else the private one. Throws SpawnError when it cannot be started (the interpreter is missing, ...).
std::unique_ptr<Subprocess> LaunchWorker(const PoolOptions& options, const std::string& name);

// "worker 1-3 (<python> -m capgrid.worker) FAILED: WHY; its log <log> ends: <its last
// line>" (the log part only when the log has a line). FAILED: "failed to start", or for a
// one-shot request after the start "did not answer".
std::string StartFailure(const PoolOptions& options, const std::string& name,
                         const std::string& why, const char* failed = "failed to start");

// Waits until every process in `procs` is reaped (Subprocess::Reap), at most `grace_s` of real
// time: teardown must not hang on a test's frozen FakeClock. Signals stay as they are, so a
// second Ctrl-C during teardown keeps its default effect once the pool is gone.
void AwaitExits(const std::vector<Subprocess*>& procs, double grace_s);

// While one exists, SIGINT, SIGTERM and SIGCHLD are blocked except inside a ppoll given
// wait_mask() (as in ninja), so a signal can never slip in between checking state and going to
// sleep; SIGPIPE is ignored so that writing to a dead worker is an EPIPE, not the engine's
// death. SIGINT/SIGTERM are remembered for InterruptPending(); SIGCHLD only wakes the ppoll.
// Destruction restores the handlers first, then the mask, so a signal still pending then has its
// usual effect. One guard at a time.
class SignalGuard {
 public:
  SignalGuard();
  ~SignalGuard();
  SignalGuard(const SignalGuard&) = delete;
  SignalGuard& operator=(const SignalGuard&) = delete;

  const sigset_t* wait_mask() const { return &wait_mask_; }
  // ppoll over `fds` for at most `timeout_s` (infinity: no limit), the only time SIGINT,
  // SIGTERM and SIGCHLD are let in: one of them ends it early. Throws std::runtime_error when
  // ppoll fails for another reason.
  void Poll(std::vector<pollfd>* fds, double timeout_s) const;
  // True once SIGINT or SIGTERM arrived (inside a ppoll) and was not taken yet.
  static bool InterruptPending();
  // The pending signal (0 if none), forgotten.
  static int TakeInterrupt();

 private:
  struct sigaction old_int_, old_term_, old_chld_, old_pipe_;
  sigset_t old_mask_, wait_mask_;
};

}  // namespace capgrid
