#include "worker_launch.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "log_tail.h"
#include "protocol.h"

extern char** environ;

namespace capgrid {
namespace {

volatile sig_atomic_t g_interrupt_signal = 0;

void OnSignal(int sig) {
  // SIGCHLD only needs to interrupt ppoll; the pool reaps every worker each time round.
  if (sig != SIGCHLD) g_interrupt_signal = sig;
}

bool UserChoseCache() { return std::getenv("TORCHINDUCTOR_CACHE_DIR") != nullptr; }

std::string LastLine(const std::string& text) {
  std::string_view v(text);
  while (!v.empty() && (v.back() == '\n' || v.back() == '\r' || v.back() == ' '))
    v.remove_suffix(1);
  size_t nl = v.rfind('\n');
  if (nl != std::string_view::npos) v.remove_prefix(nl + 1);
  return std::string(v);
}

}  // namespace

std::string ResolvePython(const std::string& flag) {
  if (!flag.empty()) return flag;
  if (const char* env = getenv("CAPGRID_PYTHON"); env && *env) return env;
  std::string self = SelfExePath();
  if (!self.empty()) {
    std::string beside = (std::filesystem::path(self).parent_path() / "python3").string();
    if (access(beside.c_str(), X_OK) == 0) return beside;
  }
  return "python3";
}

std::vector<std::string> WorkerArgv(const PoolOptions& o) {
  std::vector<std::string> argv = {o.python, "-m", kWorkerModule, "--in-fd", "3", "--out-fd", "4"};
  if (o.discovery) argv.push_back("--discover");
  if (!o.device.empty()) argv.insert(argv.end(), {"--device", o.device});
  if (o.opset != 0) argv.insert(argv.end(), {"--opset", std::to_string(o.opset)});
  argv.insert(argv.end(), {"--torch-threads", std::to_string(std::max(1, o.torch_threads))});
  for (const auto& p : o.packs) argv.push_back(p);
  return argv;
}

std::vector<std::string> WorkerEnv(int torch_threads, const std::string& cache_dir,
                                   const std::string& compile_cache,
                                   const std::vector<std::string>& base) {
  const std::string threads = std::to_string(std::max(1, torch_threads));
  std::vector<std::pair<std::string, std::string>> ours = {
      {"CAPGRID_PROTOCOL", std::to_string(kProtocolVersion)},
      {"OMP_NUM_THREADS", threads},
      {"MKL_NUM_THREADS", threads},
      {"TORCHINDUCTOR_COMPILE_THREADS", "1"},
      {"PYTHONUNBUFFERED", "1"}};
  if (!cache_dir.empty()) ours.emplace_back("TORCHINDUCTOR_CACHE_DIR", cache_dir);
  if (!compile_cache.empty()) ours.emplace_back("CAPGRID_COMPILE_CACHE", compile_cache);
  std::vector<std::string> env;
  for (const std::string& kv : base) {
    std::string_view key = std::string_view(kv).substr(0, kv.find('='));
    bool overridden =
        std::any_of(ours.begin(), ours.end(), [&](const auto& o) { return o.first == key; });
    if (!overridden) env.push_back(kv);
  }
  for (const auto& [k, v] : ours) env.push_back(k + "=" + v);
  return env;
}

std::string WorkerLogPath(const std::string& results_dir, const std::string& name) {
  return fmt::format("{}/logs/worker-{}.log", results_dir, name);
}

std::string WorkerCacheDir(const std::string& results_dir, const std::string& name) {
  if (UserChoseCache()) return "";
  return fmt::format("{}/cache/inductor-{}", results_dir, name);
}

void RemoveWorkerCache(const std::string& results_dir, const std::string& name) {
  std::string dir = WorkerCacheDir(results_dir, name);
  if (dir.empty()) return;
  std::error_code ignored;
  std::filesystem::remove_all(dir, ignored);
}

std::unique_ptr<Subprocess> LaunchWorker(const PoolOptions& o, const std::string& name) {
  std::vector<std::string> base;
  for (char** e = environ; e && *e; ++e) base.emplace_back(*e);
  SpawnSpec spec;
  spec.argv = WorkerArgv(o);
  const bool shared = !o.compile_cache.empty() && !UserChoseCache();
  spec.env = WorkerEnv(o.torch_threads, shared ? "" : WorkerCacheDir(o.results_dir, name),
                       shared ? o.compile_cache : "", base);
  spec.log_path = WorkerLogPath(o.results_dir, name);
  return Subprocess::Spawn(spec);
}

std::string StartFailure(const PoolOptions& o, const std::string& name, const std::string& why,
                         const char* failed) {
  std::string msg =
      fmt::format("worker {} ({} -m {}) {}: {}", name, o.python, kWorkerModule, failed, why);
  const std::string log = WorkerLogPath(o.results_dir, name);
  std::string last = LastLine(LogTail(log));
  if (!last.empty()) msg += fmt::format("; its log {} ends: {}", log, last);
  return msg;
}

void AwaitExits(const std::vector<Subprocess*>& procs, double grace_s) {
  auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(grace_s);
  for (;;) {
    bool all = true;
    for (Subprocess* p : procs) {
      if (!p->Reap()) all = false;
    }
    if (all || std::chrono::steady_clock::now() >= until) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

SignalGuard::SignalGuard() {
  struct sigaction sa = {};
  sa.sa_handler = OnSignal;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, &old_int_);
  sigaction(SIGTERM, &sa, &old_term_);
  sigaction(SIGCHLD, &sa, &old_chld_);
  struct sigaction ign = {};
  ign.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ign, &old_pipe_);
  sigset_t block;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  sigaddset(&block, SIGCHLD);
  sigprocmask(SIG_BLOCK, &block, &old_mask_);
  wait_mask_ = old_mask_;
  sigdelset(&wait_mask_, SIGINT);
  sigdelset(&wait_mask_, SIGTERM);
  sigdelset(&wait_mask_, SIGCHLD);
}

SignalGuard::~SignalGuard() {
  sigaction(SIGINT, &old_int_, nullptr);
  sigaction(SIGTERM, &old_term_, nullptr);
  sigaction(SIGCHLD, &old_chld_, nullptr);
  sigaction(SIGPIPE, &old_pipe_, nullptr);
  sigprocmask(SIG_SETMASK, &old_mask_, nullptr);
}

void SignalGuard::Poll(std::vector<pollfd>* fds, double timeout_s) const {
  timespec ts{};
  timespec* timeout = nullptr;
  if (!std::isinf(timeout_s)) {
    double d = std::max(0.0, timeout_s);
    ts.tv_sec = static_cast<time_t>(d);
    ts.tv_nsec = static_cast<long>((d - static_cast<double>(ts.tv_sec)) * 1e9);
    timeout = &ts;
  }
  int r = ppoll(fds->data(), fds->size(), timeout, &wait_mask_);
  if (r < 0 && errno != EINTR) throw std::runtime_error(fmt::format("ppoll: {}", strerror(errno)));
}

bool SignalGuard::InterruptPending() { return g_interrupt_signal != 0; }

int SignalGuard::TakeInterrupt() {
  int sig = g_interrupt_signal;
  g_interrupt_signal = 0;
  return sig;
}

}  // namespace capgrid
