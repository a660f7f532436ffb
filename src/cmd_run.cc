#include "cmd_run.h"

#include <algorithm>
#include <climits>
#include <filesystem>
#include <iostream>

#include <SQLiteCpp/Exception.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "command.h"
#include "defaults.h"
#include "errors.h"
#include "exit_status.h"
#include "plan.h"
#include "post_run.h"
#include "progress.h"
#include "reuse.h"
#include "provenance.h"
#include "results_lock.h"
#include "scheduler.h"
#include "selection.h"
#include "status_printer.h"
#include "store.h"
#include "vocabulary.h"
#include "worker_check.h"
#include "worker_launch.h"

namespace capgrid {
namespace {

using nlohmann::json;

RunInfo FindOrCreateRun(Store& store, const Handshake& hs, const RunOptions& o, Status& status) {
  std::string key = ProvenanceKey(hs.provenance, o.packs, o.device, JobOptions(o));
  if (auto run = store.FindRun(key)) {
    auto probes = UnionProbes(run->probes, o.probes);
    if (probes != run->probes) store.SetRunProbes(run->id, probes);
    run->probes = probes;
    status.Message(fmt::format("capgrid: resuming run {} started {} ({})", run->id, run->started_at,
                               DescribeProvenance(hs.provenance)));
    return *run;
  }
  RunInfo run = store.CreateRun(hs.provenance, key, o.probes, o.packs);
  status.Message(
      fmt::format("capgrid: new run {} ({})", run.id, DescribeProvenance(hs.provenance)));
  return run;
}

}  // namespace

std::vector<InventoryRow> InventoryOf(const Handshake& hs) {
  std::vector<InventoryRow> rows;
  for (const auto& c : hs.cases) {
    rows.push_back({c.value("name", ""), c.value("group", ""), c.value("fingerprint", ""), c});
  }
  return rows;
}

std::vector<std::string> UnionProbes(const std::vector<std::string>& a,
                                     const std::vector<std::string>& b) {
  std::vector<std::string> out;
  for (const auto& p : KnownProbes()) {
    if (std::count(a.begin(), a.end(), p) || std::count(b.begin(), b.end(), p)) out.push_back(p);
  }
  return out;
}

ReuseContext ReuseContextFor(const RunOptions& o, const Handshake& hs,
                             const std::vector<InventoryRow>& mine) {
  ReuseContext ctx;
  for (const auto& c : mine) ctx.fingerprints[c.name] = c.fingerprint;
  ctx.probe_versions = hs.probe_versions.is_object() ? hs.probe_versions : json::object();
  ctx.probe_keeps = hs.probe_keeps.is_object() ? hs.probe_keeps : json::object();
  ctx.stack = ResultStack(hs.stack, JobOptions(o));
  ctx.default_options = JobOptions(RunOptions{});
  ctx.provenance = hs.provenance;
  ctx.fresh = o.fresh;
  ctx.rerun_kept.insert(o.rerun_kept.begin(), o.rerun_kept.end());
  if (!o.rerun.empty()) {
    for (const auto& c : SelectCases(mine, o.rerun, {})) ctx.forced.insert(c.name);
  }
  return ctx;
}

json SelectionJson(const RunOptions& o, const std::vector<InventoryRow>& mine) {
  json doc = {{"shard", o.shard.count > 1 ? json(fmt::format("{}/{}", o.shard.index + 1,
                                                             o.shard.count))
                                          : json()},
              {"keyword", o.keyword},
              {"groups", o.groups},
              {"cases", o.cases}};
  if (!o.shard_source.empty()) doc["shard_from"] = o.shard_source;
  if (!o.durations.empty()) {
    // The weighted split is a function of a file that may not travel with the store: the
    // shard's cases themselves, so that `capgrid status` counts exactly them.
    doc["durations"] = o.durations;
    json names = json::array();
    for (const auto& c : mine) names.push_back(c.name);
    doc["shard_cases"] = names;
  }
  return doc;
}

PoolOptions PoolOptionsFor(const RunOptions& o, int cores) {
  PoolOptions p;
  p.workers = o.jobs;
  p.python = o.python;
  p.packs = o.packs;
  p.results_dir = o.results_dir;
  p.compile_cache = o.fresh ? "" : o.cache_dir;
  p.device = o.device;
  p.opset = o.opset;
  p.torch_threads = TorchThreads(cores, o.jobs);
  p.probe_timeout_s = o.timeout_s;
  p.max_jobs_per_worker = o.max_jobs_per_worker;
  p.max_rss_bytes = o.max_rss_bytes;
  // A worker's memory grows over its jobs (imports, compile caches): past half the limit it is
  // replaced after its job, so a case is not charged `oom` for what earlier cases left behind.
  p.recycle_rss_bytes = o.max_rss_bytes / kRecycleRssDivisor;
  p.job_options = JobOptions(o);
  return p;
}

std::vector<ReuseCandidate> Candidates(const Store* store, const std::string& dir, int64_t run_id,
                                       const std::vector<std::unique_ptr<Store>>& others,
                                       const std::vector<std::string>& other_dirs) {
  std::vector<ReuseCandidate> mine, rest;
  for (auto& s : store ? store->AllResults() : std::vector<StoredResult>{}) {
    bool current = s.run_id == run_id;
    (current ? mine : rest).push_back({dir, current, std::move(s)});
  }
  mine.insert(mine.end(), std::make_move_iterator(rest.begin()),
              std::make_move_iterator(rest.end()));
  for (size_t i = 0; i < others.size(); ++i) {
    for (auto& s : others[i]->AllResults()) mine.push_back({other_dirs[i], false, std::move(s)});
  }
  return mine;
}

namespace {

// Removes, unless Keep() was called, what a run made in its results folder: the folder itself
// when it did not exist, else the lock file and logs/ when they did not.
class LeaveAsFound {
 public:
  explicit LeaveAsFound(std::string dir) : dir_(std::move(dir)) {
    namespace fs = std::filesystem;
    std::error_code ec;
    had_dir_ = fs::exists(dir_, ec);
    had_lock_ = fs::exists(fs::path(dir_) / "capgrid.lock", ec);
    had_logs_ = fs::exists(fs::path(dir_) / "logs", ec);
    if (had_logs_) {
      for (const auto& e : fs::directory_iterator(fs::path(dir_) / "logs", ec)) {
        logs_.push_back(e.path().filename().string());
      }
    }
  }
  LeaveAsFound(const LeaveAsFound&) = delete;
  LeaveAsFound& operator=(const LeaveAsFound&) = delete;
  ~LeaveAsFound() {
    namespace fs = std::filesystem;
    if (keep_) return;
    std::error_code ec;  // best effort: the refusal's own message is what the user needs
    if (!had_dir_) {
      fs::remove_all(dir_, ec);
      return;
    }
    if (!had_logs_) {
      fs::remove_all(fs::path(dir_) / "logs", ec);
    } else {  // the logs of this run's workers
      std::vector<fs::path> made;
      for (const auto& e : fs::directory_iterator(fs::path(dir_) / "logs", ec)) {
        if (std::find(logs_.begin(), logs_.end(), e.path().filename().string()) == logs_.end()) {
          made.push_back(e.path());
        }
      }
      for (const fs::path& p : made) fs::remove_all(p, ec);
    }
    if (!had_lock_) fs::remove(fs::path(dir_) / "capgrid.lock", ec);
  }
  void Keep() { keep_ = true; }

 private:
  std::string dir_;
  std::vector<std::string> logs_;  // what logs/ held before
  bool had_dir_ = false, had_lock_ = false, had_logs_ = false, keep_ = false;
};

}  // namespace

int ExecuteRun(const RunOptions& o, const RunEnv& env) {
  if (o.plan) return ExecutePlan(o, env);
  const std::string started_at = UtcNowIso8601();
  if (env.check_options) {
    if (std::string why = env.check_options(o); !why.empty()) throw UsageError(why);
  }
  // A run refused before its store exists (a bad pack, a selection of nothing, a worker that
  // cannot start) leaves the results folder as it found it: what it made there goes.
  LeaveAsFound leave(o.results_dir);
  auto lock = ResultsLock::Acquire(o.results_dir);
  // An existing store is checked before any worker starts; a new one is only created (and an
  // old one migrated) once the packs and the selection are known to be good.
  std::unique_ptr<Store> store;
  if (std::filesystem::exists(Store::PathIn(o.results_dir)))
    store = Store::Open(o.results_dir, false);
  std::vector<std::unique_ptr<Store>> others;  // --reuse-from, read only
  for (const auto& dir : o.reuse_from) others.push_back(Store::Open(dir, false));

  std::unique_ptr<Runner> runner = env.make_runner(PoolOptionsFor(o, env.cores));
  AbortOnExit guard(runner.get());
  Handshake hs = runner->Open();
  if (o.probes_named) {
    if (std::string why = MissingTarget(o.probes, hs.stack); !why.empty()) throw UsageError(why);
  }
  std::vector<InventoryRow> inventory = InventoryOf(hs);
  std::vector<InventoryRow> selected = SelectCases(inventory, o.keyword, o.groups, o.cases);
  std::vector<InventoryRow> mine = ShardCases(selected, o.shard);

  ReuseContext ctx = ReuseContextFor(o, hs, mine);

  StatusPrinter status(env.terminal, env.clock, StatusOptionsFromEnv(*env.terminal));
  if (!store) store = Store::Open(o.results_dir, true);
  leave.Keep();
  store->Upgrade();
  RunInfo run = FindOrCreateRun(*store, hs, o, status);
  // What this invocation probes: the probes it names, else every probe of the run (the stored
  // run's and the default ones: a survey that once added the opt-in speed column keeps it).
  const std::vector<std::string> probes = o.probes_named ? o.probes : run.probes;
  if (std::string why = MissingTarget(probes, hs.stack); !why.empty()) throw UsageError(why);
  ctx.probes = probes;
  store->SetInventory(run.id, inventory);

  auto candidates = Candidates(store.get(), o.results_dir, run.id, others, o.reuse_from);
  std::vector<std::string> keys = SourceKeysToCheck(ctx, candidates);
  json digests = keys.empty() ? json::object() : runner->Digests(keys);
  ReuseDecision reuse = DecideReuse(ctx, candidates, digests);
  candidates.clear();
  for (const auto& [where, n] : reuse.unreadable) {
    status.Message(fmt::format("capgrid: warning: {}: {} result{} with a dependency record that "
                               "cannot be read; probed again",
                               Store::PathIn(where), n, n == 1 ? "" : "s"));
  }
  // Durable before anything is dispatched, like every other result.
  store->WriteResults(run.id, reuse.copied);
  std::vector<ResultRow> valid = std::move(reuse.kept);
  valid.insert(valid.end(), reuse.copied.begin(), reuse.copied.end());
  const int reused = static_cast<int>(valid.size());

  CostModel costs(store->Durations());
  Plan plan(mine, valid, probes, costs);
  const std::string shard_note = ShardNote(o);
  status.Message(fmt::format(
      "capgrid: {} of {} cases selected{}; {} still valid ({} from other runs); {} of {} (case, "
      "probe) pairs to run on {} worker{}",
      mine.size(), inventory.size(), shard_note, reused, reuse.copied.size(),
      plan.planned_pairs(), plan.selected_pairs(), o.jobs, o.jobs == 1 ? "" : "s"));

  ResultStamp stamp{ctx.probe_versions, ctx.stack};
  int rc = Scheduler(runner.get(), &plan, store.get(), run.id, &status, stamp).Run();
  guard.Release();
  if (rc != kExitInterrupted) runner->Close();

  const int probed = plan.planned_pairs() - plan.missing_pairs();
  store->AddInvocation({run.id, started_at, UtcNowIso8601(), reused, probed,
                        plan.selected_pairs(), rc, SelectionJson(o, mine)});
  auto progress = ComputeProgress(mine, store->Results(run.id), probes);
  status.Message(FormatProgressTable(progress, StatusOptionsFromEnv(*env.terminal).color));
  if (rc == kExitInterrupted) {
    status.Message(fmt::format("capgrid: interrupted; {} pairs missing (run again to resume)",
                               plan.missing_pairs()));
  } else if (rc == kExitIncomplete) {
    status.Message(fmt::format("capgrid: incomplete; {} pairs could not be run (see {}/logs)",
                               plan.missing_pairs(), o.results_dir));
  } else {
    bool whole = o.keyword.empty() && o.groups.empty() && o.cases.empty() && o.shard.count == 1;
    int merged = MaybeMergeAfterRun({o.results_dir, run.id, whole}, *store, status);
    if (merged != kExitOk) rc = merged;
  }
  // The last line, whatever happened (docs/store.md "Reuse").
  status.Message(fmt::format("capgrid: reused {}, probed {} of {} results", reused, probed,
                             plan.selected_pairs()));
  return rc;
}

void AddWorkerOptions(CLI::App& app, std::string& device, int& opset) {
  const WorkerOptionSpec& declared = DeclaredWorkerOptions();
  app.add_option("--device", device,
                 fmt::format("{} (default {}; cuda needs torch with CUDA)",
                             fmt::join(declared.devices, " or "), declared.default_device))
      ->type_name("DEVICE");
  app.add_option("--opset", opset,
                 fmt::format("the onnx probe's ONNX opset (default {})", declared.default_opset))
      ->type_name("N");
}

int ExecuteRealRun(const RunOptions& o) {
  StdoutTerminal terminal;
  SteadyClock clock;
  RunEnv env;
  env.terminal = &terminal;
  env.clock = &clock;
  env.cores = CoreCount();
  env.make_runner = [&clock](const PoolOptions& p) { return MakeWorkerPool(p, &clock); };
  env.check_options = [](const RunOptions& r) -> std::string {
    if (r.device == DeclaredWorkerOptions().default_device) return "";
    return WorkerOptionsProblem(ResolvePython(r.python), r.device, r.opset, kWorkerCheckTimeoutS);
  };
  try {
    return ExecuteRun(o, env);
  } catch (const UsageError&) {
    throw;
  } catch (const SQLite::Exception& e) {
    // The store failed under us (disk full, I/O error): everything committed before stays;
    // say where, and stop.
    throw UsageError(fmt::format("{}: {}", Store::PathIn(o.results_dir), e.what()));
  } catch (const std::exception& e) {
    // The engine cannot go on (a system call failed): one line, not an abort().
    throw UsageError(e.what());
  }
}

Command RunCommand() {
  return {"run", "probe the cases of the packs and store every result",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<RunOptions>();
            auto jobs = std::make_shared<int>(0);
            auto shard = std::make_shared<std::string>();
            auto max_rss = std::make_shared<std::string>();
            AddPacksArgument(app, o->packs);
            auto* j = app.add_option("-j,--jobs", *jobs,
                                     "parallel workers (default min(cores, available memory / "
                                     "3 GiB))")
                          ->type_name("N");
            AddKeywordOption(app, o->keyword);
            AddGroupsOption(app, o->groups);
            AddCaseFlags(app, o->cases, o->cases_from);
            AddListFlag(app, "--probes", o->probes,
                        fmt::format("{}; `all` for every probe (default {}; speed is opt-in, "
                                    "docs/probes.md)",
                                    fmt::join(Vocabulary::Builtin().probes(), ", "),
                                    fmt::join(DefaultProbes(), ", ")))
                ->type_name("PROBE[,PROBE...]");
            app.add_option("--timeout", o->timeout_s, fmt::format("seconds per probe (default {})", kDefaultProbeTimeoutS))
                ->type_name("SECONDS");
            AddResultsOption(app, o->results_dir);
            app.add_option("--shard", *shard,
                           "run shard I of N (1-based), e.g. 2/4; auto/N reads I from "
                           "CAPGRID_SHARD_INDEX, JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID")
                ->type_name("I/N");
            app.add_option("--durations", o->durations,
                           "balance the shards by the costs in FILE (`capgrid durations`)")
                ->type_name("FILE");
            AddPythonOption(app, o->python);
            app.add_option("--max-rss", *max_rss,
                           fmt::format("memory limit per worker, e.g. 8G (oom above; a worker "
                                       "past 1/{} of it is replaced after its job)",
                                       kRecycleRssDivisor))
                ->type_name("SIZE");
            app.add_option("--max-jobs-per-worker", o->max_jobs_per_worker,
                           "recycle a worker after this many jobs (0: never; default 200)")
                ->type_name("N");
            AddWorkerOptions(app, o->device, o->opset);
            app.add_flag("--explain", o->explain, "ask torch._dynamo.explain for graph breaks");
            app.add_flag("--reuse-export", o->reuse_export,
                         "let the onnx probe reuse the export probe's program");
            app.add_option("--rerun", o->rerun,
                           "probe these cases again even when a stored result is valid (-k "
                           "syntax)")
                ->type_name("EXPR");
            AddListFlag(app, "--rerun-kept", o->rerun_kept,
                        "probe again these probes' results that an older probe version "
                        "measured and a bump kept (docs/probe_versions.md), so they get what "
                        "the new version records; `all` for every probe")
                ->type_name("PROBE[,PROBE...]");
            app.add_option("--reuse-from", o->reuse_from,
                           "also reuse valid results of these results directories (read only)")
                ->type_name("DIR");
            app.add_option("--cache-dir", o->cache_dir,
                           "compile cache shared by every run (default "
                           "$XDG_CACHE_HOME/capgrid, else ~/.cache/capgrid)")
                ->type_name("DIR");
            app.add_flag("--plan", o->plan,
                         "say which (case, probe) pairs would be probed and why, probe nothing "
                         "and write nothing");
            app.add_flag("--fresh", o->fresh,
                         "ignore every stored result and the compile cache: a true cold "
                         "measurement");
            return [o, jobs, shard, max_rss, j]() -> int {
              if (j->count() > 0 && *jobs < 1) {
                throw UsageError(fmt::format("-j {}: expected at least 1 worker", *jobs));
              }
              o->jobs = *jobs;
              FinishRunOptions(*o, *shard, *max_rss);
              if (auto warning = MemoryWarning(o->jobs, o->max_rss_bytes, ReadMemInfo().total);
                  !warning.empty()) {
                std::cerr << warning << "\n";
              }
              return ExecuteRealRun(*o);
            };
          }};
}

}  // namespace capgrid
