#pragma once
// `capgrid run` options and their validation. Everything here is checked before the results
// store is opened or created and before any worker starts, so bad flags leave no trace.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "defaults.h"
#include "selection.h"

namespace capgrid {

struct RunOptions {
  std::vector<std::string> packs;   // pack specs; empty means {kDefaultPack}
  int jobs = 0;                     // -j; 0 means "not given" (DefaultJobs())
  std::string keyword;              // -k EXPR
  std::vector<std::string> groups;  // --groups
  // --case NAME (repeatable), then the names of --cases-from FILE (FinishRunOptions reads it):
  // exact case names; empty means every case.
  std::vector<std::string> cases;
  std::string cases_from;
  std::vector<std::string> probes;  // in canonical order (KnownProbes())
  // --probes was given (FinishRunOptions): a run that names no probe resumes with every probe
  // its stored run asked for, the opt-in ones included, and the default ones.
  bool probes_named = false;
  double timeout_s = kDefaultProbeTimeoutS;  // per probe
  std::string results_dir = "results";
  Shard shard;
  // --durations FILE: the shard is the weighted split of this durations file (shard_weights.h);
  // the path as given. "" for the hash split.
  std::string durations;
  // How `--shard auto/N` found its index ("JOB_COMPLETION_INDEX=3"); "" when given as I/N.
  std::string shard_source;
  std::string python;
  int64_t max_rss_bytes = 0;  // 0: no limit
  int max_jobs_per_worker = 200;
  std::string device;  // "" until FinishRunOptions: then DeclaredWorkerOptions().default_device
  int opset = 0;       // 0 until FinishRunOptions: then DeclaredWorkerOptions().default_opset
  bool explain = false;
  bool reuse_export = false;
  std::string rerun;                    // --rerun EXPR (-k syntax): probe these cases again
  // --rerun-kept PROBE[,...]: probe again these probes' results that an older probe version
  // measured and a bump kept (docs/probe_versions.md), so they get what the new version records.
  std::vector<std::string> rerun_kept;
  std::vector<std::string> reuse_from;  // --reuse-from DIR: other stores to reuse results of
  // --cache-dir: the root of the compile cache shared by every worker of every run (one
  // subdirectory per probe stack, made by the worker). "" until FinishRunOptions: then
  // DefaultCacheDir(), made absolute and checked to be a writable directory.
  std::string cache_dir;
  // --fresh: ignore every stored result and the compile cache (workers get today's private
  // per-worker caches), for a true cold measurement.
  bool fresh = false;
  // --plan: say which (case, probe) pairs this run would probe and why, then stop: nothing is
  // probed, and nothing is written in --results (the worker's log goes to a scratch folder).
  bool plan = false;
};

inline constexpr const char* kDefaultPack = "builtin:kornia";

// The worker's --device and --opset as data/worker_options.json declares them (the worker reads
// the same file): defaults, the devices, the lowest opset. The highest opset depends on the
// worker's onnx, so only the worker checks it.
struct WorkerOptionSpec {
  std::string default_device;
  std::vector<std::string> devices;
  int default_opset = 0;
  int min_opset = 0;
};
const WorkerOptionSpec& DeclaredWorkerOptions();

// The vocabulary's probes (data/statuses.json), in their canonical order.
std::vector<std::string> KnownProbes();

// The probes that run a deployment target (data/stack.json "targets": executorch, openvino):
// each needs its own package in the worker's Python, so `all` leaves them out.
std::vector<std::string> TargetProbes();

// "4G", "512M", "1.5GiB", "2048K", "1000000" (bytes); K/M/G/T are powers of 1024. Throws
// UsageError naming `flag`.
int64_t ParseSize(const std::string& flag, const std::string& text);

// The probes a run asks for when --probes names none: KnownProbes() less the opt-in ones
// (data/statuses.json "opt_in": the speed probe).
std::vector<std::string> DefaultProbes();

// Splits comma-separated items, checks each against KnownProbes(), removes duplicates and
// returns them in canonical order. Two words stand for sets: `all` (every probe but
// TargetProbes(), which are named) and
// `default` (DefaultProbes()); empty input means `default`. Throws UsageError naming the
// unknown probe (with a "did you mean").
std::vector<std::string> ParseProbes(const std::vector<std::string>& items,
                                     const std::string& flag = "--probes");

// Each pack is `builtin:NAME` or an existing file or directory. Throws UsageError naming the
// first missing path.
void CheckPacks(const std::vector<std::string>& packs);

// The names of `--case` followed by those of the `--cases-from` file (one name per line, blank
// lines skipped, `#` starts a comment, surrounding whitespace trimmed). Throws UsageError naming
// --cases-from and the file when it cannot be read or names no case (an empty list would mean
// "every case").
std::vector<std::string> CaseNames(const std::vector<std::string>& cases,
                                   const std::string& cases_from);

// $XDG_CACHE_HOME/capgrid, else $HOME/.cache/capgrid, else "" (neither is set).
std::string DefaultCacheDir();

// Creates `dir` (and its parents) when missing and checks a file can be made in it. Throws
// UsageError naming --cache-dir and the directory.
void CheckCacheDir(const std::string& dir);

// Checks and normalises every field of `options` (raw flag text in `shard_text` and
// `max_rss_text`, empty when not given). Throws UsageError on the first bad flag.
void FinishRunOptions(RunOptions& options, const std::string& shard_text,
                      const std::string& max_rss_text);

// " in shard 3/16 (weighted by durations.json; index from JOB_COMPLETION_INDEX=2)": how the
// run's messages name its shard; "" when it has none.
std::string ShardNote(const RunOptions& options);

// std::thread::hardware_concurrency(), at least 1.
int CoreCount();

// The peak resident set of one worker, measured: the largest `peak_rss_bytes` of the committed
// survey benchmark (bench/results-survey-subset.json: 2.75 to 2.98 GiB per worker process at
// -j 1 and -j 2 on the Kornia subset) rounded up to 3 GiB. docs/cli.md "Default -j".
inline constexpr int64_t kWorkerRssBytes = int64_t{3} << 30;

// /proc/meminfo's MemTotal and MemAvailable in bytes; 0 for a figure the file lacks (or when it
// cannot be read).
struct MemInfo {
  int64_t total = 0;
  int64_t available = 0;
};
MemInfo ReadMemInfo(const std::string& path = "/proc/meminfo");

// The default -j: min(cores, floor(available / kWorkerRssBytes)), at least 1; `cores` when the
// available memory is unknown (0).
int DefaultJobs(int cores, int64_t available_bytes);

// "" or the one warning line printed when `jobs` workers each allowed `max_rss_bytes` (0: no
// limit, no warning) could use more than `total_bytes` (0: unknown, no warning) together.
std::string MemoryWarning(int jobs, int64_t max_rss_bytes, int64_t total_bytes);
// Threads each worker's torch may use: max(1, cores / jobs).
int TorchThreads(int cores, int jobs);

// The job "options" object sent to workers: only the flags the user gave, so the worker's
// defaults apply otherwise (docs/protocol.md "Job options").
nlohmann::json JobOptions(const RunOptions& options);

}  // namespace capgrid
