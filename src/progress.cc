#include "progress.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "vocabulary.h"

namespace capgrid {

std::vector<ProbeProgress> ComputeProgress(const std::vector<InventoryRow>& cases,
                                           const std::vector<ResultRow>& results,
                                           const std::vector<std::string>& probes) {
  std::map<std::string, std::string> fingerprint;
  for (const auto& c : cases) fingerprint[c.name] = c.fingerprint;
  std::vector<ProbeProgress> out;
  std::map<std::string, size_t> index;
  for (const auto& p : probes) {
    index[p] = out.size();
    out.push_back({p, static_cast<int>(cases.size()), 0, {}});
  }
  for (const auto& r : results) {
    auto fp = fingerprint.find(r.case_name);
    auto at = index.find(r.probe);
    if (fp == fingerprint.end() || at == index.end() || fp->second != r.fingerprint) continue;
    ProbeProgress& p = out[at->second];
    ++p.done;
    ++p.counts[r.status];
  }
  return out;
}

std::string FormatProgressTable(const std::vector<ProbeProgress>& progress, bool color) {
  const Vocabulary& vocabulary = Vocabulary::Builtin();
  std::set<std::string> seen;
  bool missing = false;
  for (const auto& p : progress) {
    for (const auto& [s, n] : p.counts) seen.insert(s);
    missing = missing || p.done < p.total;
  }
  std::vector<std::string> columns;
  for (const StatusInfo& s : vocabulary.statuses()) {
    if (seen.erase(s.name)) columns.push_back(s.name);
  }
  columns.insert(columns.end(), seen.begin(), seen.end());  // statuses unknown to this build

  size_t probe_width = 5;
  for (const auto& p : progress) probe_width = std::max(probe_width, p.probe.size());
  auto header = [&](const std::string& s) {
    std::string cell = fmt::format("  {:>{}}", s, std::max<size_t>(s.size(), 5));
    const StatusInfo* status = vocabulary.FindStatus(s);
    if (!color || !status) return cell;
    const ColumnInfo* column = vocabulary.Find(status->column);
    if (!column->counted) return cell;
    return (column->supported ? "\x1b[32m" : "\x1b[31m") + cell + "\x1b[0m";
  };
  std::string out = fmt::format("{:<{}}  {:>11}", "probe", probe_width, "done/total");
  for (const auto& c : columns) out += header(c);
  if (missing) out += header("missing");
  out += "\n";
  for (const auto& p : progress) {
    out +=
        fmt::format("{:<{}}  {:>11}", p.probe, probe_width, fmt::format("{}/{}", p.done, p.total));
    for (const auto& c : columns) {
      auto it = p.counts.find(c);
      out += fmt::format("  {:>{}}", it == p.counts.end() ? 0 : it->second,
                         std::max<size_t>(c.size(), 5));
    }
    if (missing) out += fmt::format("  {:>7}", p.total - p.done);
    out += "\n";
  }
  return out;
}

}  // namespace capgrid
