#include "shard_weights.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <queue>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "errors.h"

namespace capgrid {
namespace {

using nlohmann::json;

int64_t ToTenths(double seconds) {
  return std::max<int64_t>(1, static_cast<int64_t>(std::llround(seconds * 10)));
}

int64_t Median(std::vector<int64_t> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

Durations ReadDurations(const std::string& path, const std::string& flag) {
  auto bad = [&](const std::string& why) {
    return UsageError(fmt::format("{} {}: {}", flag, path, why));
  };
  std::ifstream in(path);
  if (!in) throw bad("cannot read it (write one with `capgrid durations`)");
  json doc = json::parse(in, nullptr, false);
  if (doc.is_discarded()) throw bad("not JSON");
  if (!doc.is_object() || !doc.contains("capgrid_durations")) {
    throw bad("not a durations file (no \"capgrid_durations\" key; write one with `capgrid "
              "durations`)");
  }
  if (doc["capgrid_durations"] != kDurationsFormat) {
    throw bad(fmt::format("format {}, this capgrid reads format {}",
                          doc["capgrid_durations"].dump(), kDurationsFormat));
  }
  if (!doc.contains("cases") || !doc["cases"].is_object()) throw bad("\"cases\" is no object");
  Durations d;
  for (const auto& [name, probes] : doc["cases"].items()) {
    if (!probes.is_object()) throw bad(fmt::format("case '{}': expected {{probe: seconds}}", name));
    for (const auto& [probe, seconds] : probes.items()) {
      if (!seconds.is_number() || seconds.get<double>() < 0) {
        throw bad(fmt::format("case '{}', probe '{}': expected seconds >= 0, got {}", name,
                              probe, seconds.dump()));
      }
      d.tenths[name][probe] = ToTenths(seconds.get<double>());
    }
  }
  return d;
}

Durations DurationsFrom(const std::vector<std::pair<std::string, double>>& pairs) {
  Durations d;
  for (const auto& [key, seconds] : pairs) {
    auto tab = key.find('\t');
    if (tab == std::string::npos) continue;
    int64_t& slot = d.tenths[key.substr(0, tab)][key.substr(tab + 1)];
    slot = std::max(slot, ToTenths(seconds));
  }
  return d;
}

std::string DurationsText(const Durations& d) {
  std::ostringstream out;
  out << "{\"capgrid_durations\": " << kDurationsFormat << ", \"unit\": \"s\", \"cases\": {";
  bool first_case = true;
  for (const auto& [name, probes] : d.tenths) {
    out << (first_case ? "\n" : ",\n") << "  " << json(name).dump() << ": {";
    first_case = false;
    bool first = true;
    for (const auto& [probe, tenths] : probes) {
      out << (first ? "" : ", ") << json(probe).dump() << ": " << tenths / 10 << "." << tenths % 10;
      first = false;
    }
    out << "}";
  }
  out << (d.tenths.empty() ? "}}\n" : "\n}}\n");
  return out.str();
}

std::map<std::string, int64_t> CaseCosts(const Durations& d,
                                         const std::vector<std::string>& probes) {
  std::map<std::string, std::vector<int64_t>> by_probe;
  for (const auto& [name, per_probe] : d.tenths) {
    for (const auto& [probe, tenths] : per_probe) by_probe[probe].push_back(tenths);
  }
  std::vector<std::string> weighed = probes;
  if (weighed.empty()) {
    for (const auto& [probe, values] : by_probe) weighed.push_back(probe);
  }
  std::map<std::string, int64_t> median;
  for (const auto& probe : weighed) {
    auto it = by_probe.find(probe);
    if (it != by_probe.end()) median[probe] = Median(it->second);
  }
  std::map<std::string, int64_t> costs;
  for (const auto& [name, per_probe] : d.tenths) {
    int64_t total = 0;
    bool any = false;
    for (const auto& probe : weighed) {
      auto it = per_probe.find(probe);
      if (it != per_probe.end()) {
        total += it->second;
        any = true;
      } else if (auto m = median.find(probe); m != median.end()) {
        total += m->second;
      }
    }
    if (any) costs[name] = total;
  }
  return costs;
}

std::map<std::string, int> WeightedSplit(const std::map<std::string, int64_t>& costs, int count) {
  std::vector<std::pair<int64_t, std::string>> order;
  for (const auto& [name, cost] : costs) order.emplace_back(cost, name);
  std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  // (load, shard): the least-loaded shard, the lowest index on a tie.
  std::priority_queue<std::pair<int64_t, int>, std::vector<std::pair<int64_t, int>>,
                      std::greater<>>
      loads;
  for (int i = 0; i < std::max(count, 1); ++i) loads.push({0, i});
  std::map<std::string, int> out;
  for (const auto& [cost, name] : order) {
    auto [load, shard] = loads.top();
    loads.pop();
    out[name] = shard;
    loads.push({load + cost, shard});
  }
  return out;
}

int64_t ListScheduleMakespan(std::vector<int64_t> costs, int workers) {
  std::sort(costs.begin(), costs.end(), std::greater<>());
  std::priority_queue<int64_t, std::vector<int64_t>, std::greater<>> free_at;
  for (int i = 0; i < std::max(workers, 1); ++i) free_at.push(0);
  int64_t end = 0;
  for (int64_t c : costs) {
    int64_t start = free_at.top();
    free_at.pop();
    free_at.push(start + c);
    end = std::max(end, start + c);
  }
  return end;
}

}  // namespace capgrid
