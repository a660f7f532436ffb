// `capgrid run --plan` (cmd_run.h ExecutePlan): what a run would probe and why, with nothing
// probed and nothing written in --results.
#include <algorithm>
#include <filesystem>
#include <map>

#include <fmt/format.h>

#include "cmd_run.h"
#include "errors.h"
#include "exit_status.h"
#include "one_worker.h"
#include "provenance.h"
#include "selection.h"
#include "status_printer.h"

namespace capgrid {

int ExecutePlan(const RunOptions& o, const RunEnv& env) {
  if (env.check_options) {
    if (std::string why = env.check_options(o); !why.empty()) throw UsageError(why);
  }
  // Read only: neither the results folder nor its lock is created.
  std::unique_ptr<Store> store;
  if (std::filesystem::exists(Store::PathIn(o.results_dir)))
    store = Store::Open(o.results_dir, false);
  std::vector<std::unique_ptr<Store>> others;
  for (const auto& dir : o.reuse_from) others.push_back(Store::Open(dir, false));

  ScratchDir scratch;  // the worker's log and private cache
  PoolOptions pool = PoolOptionsFor(o, env.cores);
  pool.workers = 1;  // one worker answers the inventory and the digests
  pool.results_dir = scratch.path();
  std::unique_ptr<Runner> runner = env.make_runner(pool);
  AbortOnExit guard(runner.get());
  Handshake hs = runner->Open();
  std::vector<InventoryRow> inventory = InventoryOf(hs);
  std::vector<InventoryRow> mine =
      ShardCases(SelectCases(inventory, o.keyword, o.groups, o.cases), o.shard);
  ReuseContext ctx = ReuseContextFor(o, hs, mine);

  // The run it would resume: its probes count, as they would for `capgrid run`.
  std::optional<RunInfo> run;
  if (store) run = store->FindRun(ProvenanceKey(hs.provenance, o.packs, o.device, JobOptions(o)));
  const std::vector<std::string> probes =
      o.probes_named ? o.probes : (run ? UnionProbes(run->probes, o.probes) : o.probes);
  ctx.probes = probes;

  auto candidates = Candidates(store.get(), o.results_dir, run ? run->id : -1, others,
                               o.reuse_from);
  std::vector<std::string> keys = SourceKeysToCheck(ctx, candidates);
  nlohmann::json digests = keys.empty() ? nlohmann::json::object() : runner->Digests(keys);
  ReuseDecision decision = DecideReuse(ctx, candidates, digests);
  std::vector<std::pair<std::string, std::string>> pairs;
  for (const auto& c : mine) {
    for (const auto& p : probes) pairs.emplace_back(c.name, p);
  }
  auto stale = StaleReasons(ctx, candidates, digests, decision, pairs);
  guard.Release();
  runner->Close();

  StatusPrinter status(env.terminal, env.clock, StatusOptionsFromEnv(*env.terminal));
  std::map<std::string, std::map<std::string, int>> by_reason;  // reason -> probe -> pairs
  for (const auto& [pair, reason] : stale) {
    status.Message(fmt::format("to run: {} {}: {}", pair.first, pair.second, reason));
    by_reason[reason][pair.second]++;
  }
  std::vector<std::pair<int, std::string>> order;
  for (const auto& [reason, per_probe] : by_reason) {
    int n = 0;
    std::vector<std::string> parts;
    for (const auto& p : probes) {
      if (auto it = per_probe.find(p); it != per_probe.end()) {
        n += it->second;
        parts.push_back(fmt::format("{} {}", p, it->second));
      }
    }
    order.emplace_back(-n, fmt::format("{:>6} pairs: {} ({})", n, reason, fmt::join(parts, ", ")));
  }
  std::sort(order.begin(), order.end());
  for (const auto& [n, line] : order) status.Message(line);
  const int valid = static_cast<int>(decision.kept.size() + decision.copied.size());
  const std::string shard_note = ShardNote(o);
  status.Message(fmt::format("capgrid: plan: {} of {} cases selected{}, probes {}",
                             mine.size(), inventory.size(), shard_note, fmt::join(probes, ",")));
  status.Message(fmt::format("capgrid: plan: would reuse {}, probe {} of {} results", valid,
                             stale.size(), pairs.size()));
  return kExitOk;
}

}  // namespace capgrid
