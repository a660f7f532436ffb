// `capgrid durations`: a durations file from stores; `capgrid shards`: what a split of a
// durations file into N shards predicts, hash against weighted (docs/distributed.md).
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <iterator>
#include <numeric>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "atomic_file.h"
#include "command.h"
#include "config.h"
#include "errors.h"
#include "exit_status.h"
#include "selection.h"
#include "shard_weights.h"
#include "store.h"

namespace capgrid {
namespace {

using nlohmann::json;

struct DurationsOptions {
  std::vector<std::string> results;
  std::string out;
  std::vector<std::string> probes;  // empty: every probe the stores hold
};

int WriteDurations(const DurationsOptions& o) {
  std::vector<std::pair<std::string, double>> pairs;
  for (const auto& dir : o.results) {
    if (!std::filesystem::exists(Store::PathIn(dir))) {
      throw UsageError(fmt::format("{}: no capgrid store here (expected {})", dir,
                                   Store::PathIn(dir)));
    }
    auto store = Store::Open(dir, false);
    auto some = store->Durations();
    if (some.empty()) throw UsageError(fmt::format("{}: no result recorded yet", dir));
    pairs.insert(pairs.end(), some.begin(), some.end());
  }
  auto parent = std::filesystem::path(o.out).parent_path();
  if (!parent.empty() && !std::filesystem::is_directory(parent)) {
    throw UsageError(fmt::format("-o {}: no directory {}", o.out, parent.string()));
  }
  Durations d = DurationsFrom(pairs);
  if (!o.probes.empty()) {  // only these columns: a column being added is not the survey's yet
    const std::vector<std::string> keep = ParseProbes(o.probes);
    for (auto it = d.tenths.begin(); it != d.tenths.end();) {
      std::erase_if(it->second, [&](const auto& kv) {
        return std::find(keep.begin(), keep.end(), kv.first) == keep.end();
      });
      it = it->second.empty() ? d.tenths.erase(it) : std::next(it);
    }
  }
  int64_t total = 0;
  size_t n = 0;
  for (const auto& [name, probes] : d.tenths) {
    for (const auto& [probe, tenths] : probes) {
      total += tenths;
      ++n;
    }
  }
  WriteFileAtomic(o.out, DurationsText(d));
  std::cerr << fmt::format("capgrid: wrote {}: {} cases, {} (case, probe) durations, {:.1f} h "
                           "of probe time\n",
                           o.out, d.tenths.size(), n, total / 36000.0);
  return kExitOk;
}

struct ShardsOptions {
  std::string durations;
  std::vector<int> counts;
  std::vector<std::string> probes;
  int jobs = 2;
  std::string format = "text";
  bool cases = false;
};

// One split's prediction: each shard's cases, cost (worker-seconds) and wall time at -j.
json Predict(const std::map<std::string, int64_t>& costs,
             const std::map<std::string, int>& shard_of, int count, int jobs, bool with_cases) {
  std::vector<std::vector<int64_t>> per_shard(count);
  std::vector<json> names(count, json::array());
  for (const auto& [name, cost] : costs) {
    int s = shard_of.at(name);
    per_shard[s].push_back(cost);
    names[s].push_back(name);
  }
  json shards = json::array();
  double sum = 0, max_cost = 0, makespan = 0;
  for (int i = 0; i < count; ++i) {
    double cost = std::accumulate(per_shard[i].begin(), per_shard[i].end(), int64_t{0}) / 10.0;
    double wall = ListScheduleMakespan(per_shard[i], jobs) / 10.0;
    json s = {{"shard", fmt::format("{}/{}", i + 1, count)},
              {"cases", per_shard[i].size()},
              {"cost_s", cost},
              {"wall_s", wall}};
    if (with_cases) s["names"] = names[i];
    shards.push_back(s);
    sum += cost;
    max_cost = std::max(max_cost, cost);
    makespan = std::max(makespan, wall);
  }
  double mean = sum / count;
  return {{"shards", shards},
          {"max_over_mean", mean > 0 ? max_cost / mean : 0.0},
          {"makespan_s", makespan}};
}

std::string Duration(double s) {
  return s >= 3600 ? fmt::format("{}h{:02d}m", static_cast<int>(s) / 3600,
                                 (static_cast<int>(s) % 3600) / 60)
                   : fmt::format("{}m{:02d}s", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
}

int PrintShards(ShardsOptions o) {
  Durations d = ReadDurations(o.durations);
  if (!o.probes.empty()) o.probes = ParseProbes(o.probes);
  auto costs = CaseCosts(d, o.probes);
  if (costs.empty()) {
    throw UsageError(fmt::format("--durations {}: no case has a duration of {}", o.durations,
                                 o.probes.empty() ? "any probe" : fmt::format("{}", fmt::join(o.probes, ","))));
  }
  if (o.jobs < 1) throw UsageError(fmt::format("-j {}: expected at least 1 worker", o.jobs));
  if (o.counts.empty()) o.counts = {4, 16, 64};
  int64_t total = 0;
  for (const auto& [name, c] : costs) total += c;
  json doc = {{"durations", o.durations},
              {"probes", o.probes.empty() ? json("all") : json(o.probes)},
              {"cases", costs.size()},
              {"cost_s", total / 10.0},
              {"jobs", o.jobs},
              {"splits", json::array()}};
  for (int n : o.counts) {
    if (n < 1) throw UsageError(fmt::format("-n {}: expected at least 1 shard", n));
    std::map<std::string, int> by_hash;
    for (const auto& [name, c] : costs) by_hash[name] = ShardOf(name, n);
    doc["splits"].push_back({{"count", n},
                             {"hash", Predict(costs, by_hash, n, o.jobs, o.cases)},
                             {"weighted", Predict(costs, WeightedSplit(costs, n), n, o.jobs,
                                                  o.cases)}});
  }
  if (o.format == "json") {
    std::cout << doc.dump(2) << "\n";
    return kExitOk;
  }
  std::cout << fmt::format(
      "{} cases, {} of probe time ({}), each shard on -j {}; the longest shard over the mean, "
      "and the wall time of the slowest shard:\n",
      costs.size(), Duration(total / 10.0),
      o.probes.empty() ? "every probe of the file" : fmt::format("{}", fmt::join(o.probes, ",")),
      o.jobs);
  std::cout << fmt::format("{:>7}  {:>13}  {:>11}  {:>17}  {:>15}\n", "shards", "hash max/mean",
                           "hash wall", "weighted max/mean", "weighted wall");
  for (const auto& s : doc["splits"]) {
    std::cout << fmt::format("{:>7}  {:>13.2f}  {:>11}  {:>17.2f}  {:>15}\n", s["count"].get<int>(),
                             s["hash"]["max_over_mean"].get<double>(),
                             Duration(s["hash"]["makespan_s"].get<double>()),
                             s["weighted"]["max_over_mean"].get<double>(),
                             Duration(s["weighted"]["makespan_s"].get<double>()));
  }
  return kExitOk;
}

}  // namespace

Command DurationsCommand() {
  return {"durations", "write a durations file from stores, to balance shards (--durations)",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<DurationsOptions>();
            app.add_option("RESULTS", o->results, "results directories (shard stores)")
                ->type_name("")
                ->required();
            app.add_option("-o,--output", o->out, "the durations file to write")
                ->type_name("FILE")
                ->required();
            AddListFlag(app, "--probes", o->probes,
                        "only these probes' durations (default every probe the stores hold)")
                ->type_name("PROBE[,PROBE...]");
            return [o]() -> int { return WriteDurations(*o); };
          }};
}

Command ShardsCommand() {
  return {"shards", "predict a survey split into N shards: hash against weighted by durations",
          [](CLI::App& app) -> std::function<int()> {
            auto o = std::make_shared<ShardsOptions>();
            app.add_option("--durations", o->durations, "a durations file (`capgrid durations`)")
                ->type_name("FILE")
                ->required();
            app.add_option("-n,--count", o->counts, "shard counts (default 4,16,64)")
                ->type_name("N[,N...]")
                ->delimiter(',');
            AddListFlag(app, "--probes", o->probes,
                        "weigh only these probes (default every probe of the file)")
                ->type_name("PROBE[,PROBE...]");
            app.add_option("-j,--jobs", o->jobs, "workers per shard (default 2)")->type_name("N");
            AddFormatOption(app, o->format);
            app.add_flag("--cases", o->cases, "with --format json: each shard's case names");
            return [o]() -> int { return PrintShards(*o); };
          }};
}

}  // namespace capgrid
