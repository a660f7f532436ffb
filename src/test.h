#pragma once
// Shared fakes for the engine's tests and benchmarks (no GoogleTest in here, so bench/ can use
// it too). FakeRunner implements runner.h without processes: each job's replies come from a
// script, and nothing sleeps.
#include <errno.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "clock.h"
#include "errors.h"
#include "runner.h"
#include "snapshot_file.h"
#include "vocabulary.h"

namespace capgrid {

// A fresh directory under the system temp dir, removed with everything in it on destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string Sub(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

// A worker CASE object (docs/protocol.md) with the fields the engine reads.
nlohmann::json MakeCase(const std::string& name, const std::string& group,
                        const std::string& fingerprint = "fp", const std::string& ref = "");

// The replies a healthy worker sends for `job`: per probe, probe_start then result with
// `status` and `duration_s`, then job_done.
std::vector<RunnerEvent> ReplyAll(const Job& job, const std::string& status = "ok",
                                  double duration_s = 1.0);

// Sets or unsets an environment variable for one test, and puts it back.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = getenv(name)) old_ = old;
    if (value) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ~ScopedEnv() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

class FakeRunner : public Runner {
 public:
  explicit FakeRunner(int slots = 1) : slots_(slots) {}

  // What Open() returns; probe_versions left null become 1 for every known probe.
  Handshake handshake;
  // What Digests() answers (key -> digest); keys not in it are null. Asked keys are recorded.
  nlohmann::json digests = nlohmann::json::object();
  std::vector<std::vector<std::string>> digest_requests;
  // The events for a job; called when the job's turn comes in Wait(). Default: ReplyAll(job).
  std::function<std::vector<RunnerEvent>(const Job&)> respond;
  // Called on every Start(), before the job is taken (for tests that check what is already
  // stored when the next job is dispatched).
  std::function<void(const Job&)> on_start;
  // When >= 0: the Wait() call with this index (0-based) reports kInterrupted instead.
  int interrupt_at_wait = -1;
  // Moved forward by each result's duration, when set.
  FakeClock* clock = nullptr;

  std::vector<Job> started;  // every Start(), in order
  int waits = 0;
  bool opened = false, aborted = false, closed = false;

  Handshake Open() override;
  bool CanStart() const override { return !aborted && static_cast<int>(running_.size()) < slots_; }
  void Start(const Job& job) override;
  // Finishes the oldest running job: returns all of its events at once.
  std::vector<RunnerEvent> Wait() override;
  size_t Running() const override { return running_.size(); }
  void Abort() override;
  void Close() override { closed = true; }
  // The scheduler's fake answers no census and writes no script (tests/e2e's fake worker
  // plays those against the real pool).
  std::vector<nlohmann::json> Coverage(const std::string& module) override {
    throw UsageError("FakeRunner answers no coverage request (module " + module + ")");
  }
  ReproReply Repro(const ReproSpec& spec) override {
    throw UsageError("FakeRunner writes no repro script (case " + spec.case_name + ")");
  }
  nlohmann::json Digests(const std::vector<std::string>& files) override {
    digest_requests.push_back(files);
    nlohmann::json out = nlohmann::json::object();
    for (const auto& f : files) out[f] = digests.value(f, nlohmann::json());
    return out;
  }

 private:
  int slots_;
  std::deque<Job> running_;
};

// Pool fakes: tests/e2e/fake_worker.py plays the worker against real processes and misbehaves on
// request (docs/protocol.md "Testing").

// Writes `dir`/python, a "python" that runs `source_dir`/tests/e2e/fake_worker.py instead of
// `-m capgrid.worker` (the fake ignores those two arguments), under $CAPGRID_PYTHON, else
// `source_dir`/.venv/bin/python, else python3. Returns its path.
std::string WriteFakeWorkerPython(const std::string& dir, const std::string& source_dir);

// True when this process has no child left, reaped or not: a pool must leave none behind.
bool NoChildren();

// Definitions (header-only so that test code stays out of libcapgrid_core).

inline TempDir::TempDir() {
  static std::atomic<int> counter{0};
  auto base = std::filesystem::temp_directory_path();
  for (int i = 0; i < 1000; ++i) {
    auto p = base / ("capgrid-test-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    if (std::filesystem::create_directory(p)) {
      path_ = p.string();
      return;
    }
  }
  throw std::runtime_error("cannot create a temporary directory");
}

inline TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

// A small snapshot in Kornia's layout (tests/data/kornia_layout/): what `capgrid diff` reads of
// Kornia's own published file, with every column value in it.
inline nlohmann::json KorniaLayout() {
  return LoadSnapshot(std::string(CAPGRID_SOURCE_DIR) +
                      "/tests/data/kornia_layout/export_support.json");
}

// The case of that name in a snapshot document, to edit.
inline nlohmann::json& CaseNamed(nlohmann::json& snapshot, const std::string& name) {
  for (auto& e : snapshot["cases"]) {
    if (e["name"] == name) return e;
  }
  throw std::runtime_error("no case " + name);
}

inline nlohmann::json MakeCase(const std::string& name, const std::string& group,
                               const std::string& fingerprint, const std::string& ref) {
  return {{"name", name},
          {"group", group},
          {"fingerprint", fingerprint},
          {"ref", ref},
          {"source", ""},
          {"note", ""},
          {"check", true},
          {"skip", nullptr},
          {"tags", nlohmann::json::array()},
          {"method", nullptr},
          {"inputs", {{1, 4}}},  // one tensor input: a graph of it can compute from it
          {"pack", "test"}};
}

inline std::vector<RunnerEvent> ReplyAll(const Job& job, const std::string& status,
                                         double duration_s) {
  std::vector<RunnerEvent> events;
  for (const auto& probe : job.probes) {
    RunnerEvent started;
    started.kind = RunnerEvent::Kind::kProbeStarted;
    started.job_id = job.id;
    started.probe = probe;
    events.push_back(started);
    RunnerEvent done;
    done.kind = RunnerEvent::Kind::kResult;
    done.job_id = job.id;
    done.probe = probe;
    ProbeResult r;
    r.job_id = job.id;
    r.case_name = job.case_name;
    r.probe = probe;
    r.status = status;
    r.record = {{"status", status}, {"detail", ""}};
    r.duration_s = duration_s;
    r.worker = "0-0";
    done.result = r;
    events.push_back(done);
  }
  RunnerEvent end;
  end.kind = RunnerEvent::Kind::kJobDone;
  end.job_id = job.id;
  events.push_back(end);
  return events;
}

inline std::string WriteFakeWorkerPython(const std::string& dir, const std::string& source_dir) {
  std::string python = "python3";
  if (const char* env = std::getenv("CAPGRID_PYTHON"); env && *env) {
    python = env;
  } else if (access((source_dir + "/.venv/bin/python").c_str(), X_OK) == 0) {
    python = source_dir + "/.venv/bin/python";
  }
  std::string path = dir + "/python";
  std::ofstream(path) << "#!/bin/sh\nexec '" << python << "' '" << source_dir
                      << "/tests/e2e/fake_worker.py' \"$@\"\n";
  chmod(path.c_str(), 0755);
  return path;
}

inline bool NoChildren() {
  siginfo_t info = {};
  return waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == -1 && errno == ECHILD;
}

inline Handshake FakeRunner::Open() {
  opened = true;
  if (handshake.probe_versions.is_null()) {
    handshake.probe_versions = nlohmann::json::object();
    for (const auto& p : Vocabulary::Builtin().probes()) handshake.probe_versions[p] = 1;
  }
  return handshake;
}

inline void FakeRunner::Start(const Job& job) {
  if (!CanStart()) throw std::logic_error("FakeRunner::Start without CanStart()");
  if (on_start) on_start(job);
  started.push_back(job);
  running_.push_back(job);
}

inline std::vector<RunnerEvent> FakeRunner::Wait() {
  int index = waits++;
  if (index == interrupt_at_wait) {
    RunnerEvent e;
    e.kind = RunnerEvent::Kind::kInterrupted;
    return {e};
  }
  if (running_.empty()) return {};
  Job job = running_.front();
  running_.pop_front();
  auto events = respond ? respond(job) : ReplyAll(job);
  if (clock) {
    for (const auto& e : events) {
      if (e.result) clock->Advance(e.result->duration_s);
    }
  }
  return events;
}

inline void FakeRunner::Abort() {
  aborted = true;
  running_.clear();
}

}  // namespace capgrid
