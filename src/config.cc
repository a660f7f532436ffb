#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli.h"
#include "embedded.h"
#include "errors.h"
#include "shard_env.h"
#include "shard_weights.h"
#include "vocabulary.h"

namespace capgrid {

std::vector<std::string> KnownProbes() {
  return Vocabulary::Builtin().probes();
}

std::vector<std::string> TargetProbes() {
  std::vector<std::string> out;
  const auto doc = nlohmann::json::parse(EmbeddedFile("stack.json"));
  for (const auto& t : doc.at("targets").at("packages")) out.push_back(t.at("probe"));
  return out;
}

const WorkerOptionSpec& DeclaredWorkerOptions() {
  static const WorkerOptionSpec spec = [] {
    auto doc = nlohmann::json::parse(EmbeddedFile("worker_options.json")).at("options");
    WorkerOptionSpec s;
    s.default_device = doc.at("device").at("default").get<std::string>();
    s.devices = doc.at("device").at("choices").get<std::vector<std::string>>();
    s.default_opset = doc.at("opset").at("default").get<int>();
    s.min_opset = doc.at("opset").at("min").get<int>();
    return s;
  }();
  return spec;
}

int64_t ParseSize(const std::string& flag, const std::string& text) {
  auto bad = [&] {
    return UsageError(
        fmt::format("{} '{}': expected a size such as 4G, 512M or 1.5GiB", flag, text));
  };
  double number = 0;
  size_t used = 0;
  try {
    number = std::stod(text, &used);
  } catch (const std::logic_error&) {
    throw bad();
  }
  std::string unit = text.substr(used);
  if (!unit.empty() && (unit.back() == 'B' || unit.back() == 'b')) unit.pop_back();
  if (unit.size() == 2 && (unit[1] == 'i' || unit[1] == 'I')) unit.pop_back();
  static const std::string kUnits = "KMGT";
  double scale = 1;
  if (unit.size() == 1) {
    auto pos = kUnits.find(static_cast<char>(std::toupper(unit[0])));
    if (pos == std::string::npos) throw bad();
    scale = std::pow(1024.0, pos + 1);
  } else if (!unit.empty()) {
    throw bad();
  }
  double bytes = number * scale;
  if (!(bytes >= 1) || bytes > 9e18) throw bad();
  return static_cast<int64_t>(bytes);
}

std::vector<std::string> DefaultProbes() { return Vocabulary::Builtin().default_probes(); }

std::vector<std::string> ParseProbes(const std::vector<std::string>& items,
                                     const std::string& flag) {
  std::vector<std::string> known = KnownProbes();
  std::vector<std::string> defaults = DefaultProbes();
  std::vector<bool> wanted(known.size(), false);
  bool any = false;
  for (const auto& item : items) {
    size_t start = 0;
    while (start <= item.size()) {
      size_t end = item.find(',', start);
      if (end == std::string::npos) end = item.size();
      std::string name = item.substr(start, end - start);
      start = end + 1;
      if (name.empty()) continue;
      if (name == "all" || name == "default") {
        const std::vector<std::string> targets = TargetProbes();
        for (size_t i = 0; i < known.size(); ++i) {
          if (name == "all" ? !std::count(targets.begin(), targets.end(), known[i])
                            : std::count(defaults.begin(), defaults.end(), known[i]) > 0) {
            wanted[i] = true;
          }
        }
        any = true;
        continue;
      }
      auto it = std::find(known.begin(), known.end(), name);
      if (it == known.end()) {
        std::string guess = ClosestMatch(name, known);
        throw UsageError(
            fmt::format("{}: unknown probe '{}'{} (known: {}; or all, default)", flag, name,
                        guess.empty() ? "" : fmt::format(" (did you mean '{}'?)", guess),
                        fmt::join(known, ", ")));
      }
      wanted[it - known.begin()] = true;
      any = true;
    }
  }
  std::vector<std::string> out;
  if (!any) return defaults;
  for (size_t i = 0; i < known.size(); ++i) {
    if (wanted[i]) out.push_back(known[i]);
  }
  return out;
}

void CheckPacks(const std::vector<std::string>& packs) {
  for (const auto& pack : packs) {
    if (pack.rfind("builtin:", 0) == 0) {
      if (pack.size() == 8) throw UsageError("pack 'builtin:' names no pack (e.g. builtin:kornia)");
      continue;
    }
    std::error_code ec;
    if (!std::filesystem::exists(pack, ec)) {
      throw UsageError(fmt::format("pack {}: no such file or directory", pack));
    }
  }
}

std::vector<std::string> CaseNames(const std::vector<std::string>& cases,
                                   const std::string& cases_from) {
  std::vector<std::string> names = cases;
  if (cases_from.empty()) return names;
  std::ifstream in(cases_from);
  if (!in) throw UsageError(fmt::format("--cases-from {}: cannot read it", cases_from));
  size_t from_file = 0;
  std::string line;
  while (std::getline(in, line)) {
    if (auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    size_t begin = line.find_first_not_of(" \t\r");
    if (begin == std::string::npos) continue;
    size_t end = line.find_last_not_of(" \t\r");
    names.push_back(line.substr(begin, end - begin + 1));
    ++from_file;
  }
  if (in.bad()) throw UsageError(fmt::format("--cases-from {}: cannot read it", cases_from));
  if (from_file == 0) {
    throw UsageError(fmt::format("--cases-from {}: names no case (one name per line)", cases_from));
  }
  return names;
}

void FinishRunOptions(RunOptions& o, const std::string& shard_text,
                      const std::string& max_rss_text) {
  if (o.packs.empty()) o.packs = {kDefaultPack};
  CheckPacks(o.packs);
  // The same pack reached from another directory is the same run (the provenance key holds
  // the pack list).
  for (auto& pack : o.packs) {
    if (pack.rfind("builtin:", 0) != 0) {
      pack = std::filesystem::absolute(pack).lexically_normal().string();
    }
  }
  o.cases = CaseNames(o.cases, o.cases_from);
  o.cases_from.clear();
  if (o.jobs == 0) o.jobs = DefaultJobs(CoreCount(), ReadMemInfo().available);
  if (o.jobs < 1) throw UsageError(fmt::format("-j {}: expected at least 1 worker", o.jobs));
  o.probes_named = !o.probes.empty();
  o.probes = ParseProbes(o.probes);
  if (!o.rerun_kept.empty()) o.rerun_kept = ParseProbes(o.rerun_kept, "--rerun-kept");
  if (!(o.timeout_s > 0)) {
    throw UsageError(
        fmt::format("--timeout {}: expected a positive number of seconds", o.timeout_s));
  }
  if (!shard_text.empty()) {
    ResolvedShard resolved = ResolveShard(shard_text, ProcessEnv);
    o.shard = resolved.shard;
    o.shard_source = resolved.source;
  }
  if (!o.durations.empty()) {
    if (o.shard.count == 1) {
      throw UsageError(fmt::format("--durations {}: only with --shard I/N (it weighs the split)",
                                   o.durations));
    }
    // Weighed by the probes the run names, else by every probe the file holds: the split must
    // not depend on a stored run, which differs between machines.
    Durations d = ReadDurations(o.durations);
    o.shard.assigned = std::make_shared<const std::map<std::string, int>>(
        WeightedSplit(CaseCosts(d, o.probes_named ? o.probes : std::vector<std::string>{}),
                      o.shard.count));
  }
  if (!max_rss_text.empty()) o.max_rss_bytes = ParseSize("--max-rss", max_rss_text);
  if (o.max_jobs_per_worker < 0) {
    throw UsageError(fmt::format("--max-jobs-per-worker {}: expected 0 (never recycle) or more",
                                 o.max_jobs_per_worker));
  }
  const WorkerOptionSpec& declared = DeclaredWorkerOptions();
  if (o.device.empty()) o.device = declared.default_device;
  if (std::find(declared.devices.begin(), declared.devices.end(), o.device) ==
      declared.devices.end()) {
    throw UsageError(fmt::format("--device '{}': expected {}", o.device,
                                 fmt::join(declared.devices, " or ")));
  }
  if (o.opset == 0) o.opset = declared.default_opset;
  if (o.opset < declared.min_opset) {
    throw UsageError(fmt::format("--opset {}: expected {} or more (default {})", o.opset,
                                 declared.min_opset, declared.default_opset));
  }
  if (o.results_dir.empty()) throw UsageError("--results: expected a directory");
  KeywordExpr::Parse(o.rerun, "--rerun");  // checked before anything starts
  if (o.fresh && !o.reuse_from.empty()) {
    throw UsageError("--fresh and --reuse-from contradict each other (--fresh reuses nothing)");
  }
  // The compile cache is only used (so only checked) when the run may share one.
  if (!o.fresh && std::getenv("TORCHINDUCTOR_CACHE_DIR") == nullptr) {
    if (o.cache_dir.empty()) o.cache_dir = DefaultCacheDir();
    if (o.cache_dir.empty()) {
      throw UsageError(
          "--cache-dir: no default (neither XDG_CACHE_HOME nor HOME is set); give one");
    }
    o.cache_dir = std::filesystem::absolute(o.cache_dir).lexically_normal().string();
    CheckCacheDir(o.cache_dir);
  }
}

std::string DefaultCacheDir() {
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
    return (std::filesystem::path(xdg) / "capgrid").string();
  }
  if (const char* home = std::getenv("HOME"); home && *home) {
    return (std::filesystem::path(home) / ".cache" / "capgrid").string();
  }
  return "";
}

void CheckCacheDir(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) {
    throw UsageError(fmt::format("--cache-dir {}: cannot create it: {}", dir, ec.message()));
  }
  if (!std::filesystem::is_directory(dir, ec)) {
    throw UsageError(fmt::format("--cache-dir {}: not a directory", dir));
  }
  // access(W_OK) is not enough (read-only mounts, ACLs): make and remove a file.
  std::string probe = fmt::format("{}/.capgrid-write-check-{}", dir, getpid());
  int fd = open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (fd < 0) {
    throw UsageError(fmt::format("--cache-dir {}: cannot write in it: {}", dir, strerror(errno)));
  }
  close(fd);
  unlink(probe.c_str());
}

std::string ShardNote(const RunOptions& o) {
  if (o.shard.count <= 1) return "";
  std::vector<std::string> how;
  if (!o.durations.empty()) how.push_back("weighted by " + o.durations);
  if (!o.shard_source.empty()) how.push_back("index from " + o.shard_source);
  return fmt::format(" in shard {}/{}{}", o.shard.index + 1, o.shard.count,
                     how.empty() ? "" : fmt::format(" ({})", fmt::join(how, "; ")));
}

int CoreCount() { return std::max(1u, std::thread::hardware_concurrency()); }

MemInfo ReadMemInfo(const std::string& path) {
  MemInfo info;
  std::ifstream in(path);
  std::string key, unit;
  int64_t value = 0;
  while (in >> key >> value) {
    std::getline(in, unit);  // " kB" (every figure of /proc/meminfo is in KiB)
    if (key == "MemTotal:") info.total = value * 1024;
    if (key == "MemAvailable:") info.available = value * 1024;
  }
  return info;
}

int DefaultJobs(int cores, int64_t available_bytes) {
  cores = std::max(1, cores);
  if (available_bytes <= 0) return cores;
  int64_t by_memory = available_bytes / kWorkerRssBytes;
  return static_cast<int>(std::max<int64_t>(1, std::min<int64_t>(cores, by_memory)));
}

std::string MemoryWarning(int jobs, int64_t max_rss_bytes, int64_t total_bytes) {
  if (max_rss_bytes <= 0 || total_bytes <= 0) return "";
  if (static_cast<double>(max_rss_bytes) * jobs <= static_cast<double>(total_bytes)) return "";
  constexpr double kGiB = 1024.0 * 1024 * 1024;
  return fmt::format(
      "capgrid: warning: -j {} x --max-rss {:.1f} GiB = {:.1f} GiB is more than this machine's "
      "{:.1f} GiB of memory: the kernel may kill workers before --max-rss does",
      jobs, max_rss_bytes / kGiB, max_rss_bytes * static_cast<double>(jobs) / kGiB,
      total_bytes / kGiB);
}

int TorchThreads(int cores, int jobs) { return std::max(1, cores / std::max(1, jobs)); }

nlohmann::json JobOptions(const RunOptions& o) {
  nlohmann::json options = nlohmann::json::object();
  if (o.explain) options["explain"] = true;
  if (o.reuse_export) options["reuse_export"] = true;
  return options;
}

}  // namespace capgrid
