#include "store_join.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "config.h"
#include "errors.h"
#include "reuse.h"

namespace capgrid {

MergedView Validate(const std::vector<StoreData>& inputs, const Vocabulary& statuses,
                    const std::vector<std::string>& only) {
  MergedView view;
  if (inputs.empty()) {
    return view;
  }
  view.provenance = inputs.front().run.provenance;

  // One provenance: compare every field of the hello's provenance, and the pack list.
  std::set<std::string> fields;
  for (const auto& in : inputs) {
    if (in.run.provenance.is_object()) {
      for (const auto& [k, v] : in.run.provenance.items()) {
        fields.insert(k);
      }
    }
  }
  auto check = [&](const std::string& field, auto value_of) {
    std::set<std::string> distinct;
    ProvenanceConflict c{field, {}};
    for (const auto& in : inputs) {
      std::string v = value_of(in);
      distinct.insert(v);
      c.values.emplace_back(in.origin, v);
    }
    if (distinct.size() > 1) {
      view.conflicts.push_back(std::move(c));
    }
  };
  for (const auto& f : fields) {
    check(f, [&](const StoreData& in) {
      return in.run.provenance.is_object() && in.run.provenance.contains(f)
                 ? in.run.provenance[f].dump()
                 : std::string("(absent)");
    });
  }
  check("packs", [](const StoreData& in) { return nlohmann::json(in.run.packs).dump(); });

  // Probes: every probe asked for, in the vocabulary's order, then any other.
  std::set<std::string> asked;
  for (const auto& in : inputs) {
    asked.insert(in.run.probes.begin(), in.run.probes.end());
  }
  if (!only.empty()) {
    for (const auto& p : only) {
      if (!asked.count(p)) {
        throw UsageError(fmt::format("--probes: no run of these stores asked for probe '{}'", p));
      }
    }
    asked = std::set<std::string>(only.begin(), only.end());
  }
  for (const auto& p : statuses.probes()) {
    if (asked.count(p)) {
      view.probes.push_back(p);
    }
  }
  for (const auto& p : asked) {
    if (std::find(view.probes.begin(), view.probes.end(), p) == view.probes.end()) {
      view.probes.push_back(p);
    }
  }

  // Cases: union in first-seen order; one definition (fingerprint) per name.
  std::map<std::string, size_t> index;
  std::map<std::string, std::string> first_origin;
  for (const auto& in : inputs) {
    for (const auto& row : in.inventory) {
      auto it = index.find(row.name);
      if (it == index.end()) {
        index[row.name] = view.cases.size();
        first_origin[row.name] = in.origin;
        view.cases.push_back(row);
      } else if (view.cases[it->second].fingerprint != row.fingerprint) {
        view.other.push_back(fmt::format("case '{}' is defined differently in {} and {}", row.name,
                                         first_origin[row.name], in.origin));
      }
    }
  }

  // Results: only those of the case's current definition count, and only the columns merged (a
  // column left out by --probes is neither chosen from nor checked for one provenance).
  for (const auto& in : inputs) {
    for (const auto& r : in.results) {
      if (!asked.count(r.probe)) continue;
      auto it = index.find(r.case_name);
      if (it == index.end() || view.cases[it->second].fingerprint != r.fingerprint) {
        continue;
      }
      auto key = std::make_pair(r.case_name, r.probe);
      auto prev = view.results.find(key);
      if (prev == view.results.end()) {
        view.results.emplace(key, r);
        continue;
      }
      bool prev_crash = prev->second.status == "crash", crash = r.status == "crash";
      if ((prev_crash && !crash) ||
          (prev_crash == crash && r.finished_at > prev->second.finished_at)) {
        prev->second = r;
      }
    }
  }

  // One measurement: the chosen results of a probe share its version, and all agree on the
  // stack (results reused from other runs included; docs/store.md "Reuse").
  std::map<std::string, std::map<int, int>> versions;  // probe -> version -> results
  // The stacks are compared without their deployment targets (each result holds only its own
  // probe's, reuse.h ProbeStack); a target probe's results must agree on its target.
  std::vector<nlohmann::json> stacks;
  std::map<std::string, std::vector<nlohmann::json>> targets;  // probe -> its targets seen
  const nlohmann::json defaults = JobOptions(RunOptions{});
  for (const auto& [key, r] : view.results) {
    versions[key.second][r.probe_version]++;
    const nlohmann::json base = ProbeStack(r.stack, "");
    if (std::find(stacks.begin(), stacks.end(), base) == stacks.end()) stacks.push_back(base);
    const nlohmann::json& inner = r.stack.is_object() ? r.stack.value("stack", nlohmann::json())
                                                      : nlohmann::json();
    if (!inner.is_object() || !inner.contains("targets") || inner["targets"].empty()) continue;
    auto& seen = targets[key.second];
    if (std::find(seen.begin(), seen.end(), inner["targets"]) == seen.end()) {
      seen.push_back(inner["targets"]);
    }
  }
  for (const auto& [probe, seen] : targets) {
    if (seen.size() < 2) continue;
    view.conflicts.push_back({probe + " probe's target",
                              {{"one result", seen[0].dump()}, {"another", seen[1].dump()}}});
  }
  for (const auto& [probe, counts] : versions) {
    if (counts.size() < 2) continue;
    ProvenanceConflict c{probe + " probe version", {}};
    for (const auto& [version, n] : counts) {
      c.values.emplace_back(fmt::format("{} result{}", n, n == 1 ? "" : "s"),
                            std::to_string(version));
    }
    view.conflicts.push_back(std::move(c));
  }
  // One conflict says it: the first pair of stacks that disagree.
  [&] {
    for (size_t i = 0; i < stacks.size(); ++i) {
      for (size_t j = i + 1; j < stacks.size(); ++j) {
        if (StacksAgree(stacks[i], stacks[j], defaults)) continue;
        view.conflicts.push_back(
            {"stack", {{"one result", stacks[i].dump()}, {"another", stacks[j].dump()}}});
        return;
      }
    }
  }();

  for (const auto& c : view.cases) {
    for (const auto& p : view.probes) {
      auto it = view.results.find({c.name, p});
      if (it == view.results.end()) {
        bool stale = false;
        for (const auto& in : inputs) {
          for (const auto& r : in.results) {
            stale = stale || (r.case_name == c.name && r.probe == p);
          }
        }
        view.missing.push_back({c.name, p, stale ? "stale result (case changed)" : "no result"});
      } else if (it->second.status == "crash") {
        view.missing.push_back({c.name, p, "crash"});
      } else if (!statuses.Known(it->second.status)) {
        view.missing.push_back({c.name, p, fmt::format("unknown status '{}'", it->second.status)});
      }
    }
  }
  return view;
}

std::vector<std::string> DescribeProblems(const MergedView& view, size_t max_pairs) {
  std::vector<std::string> lines;
  if (!view.missing.empty()) {
    lines.push_back(
        fmt::format("{} (case, probe) pair(s) have no usable result:", view.missing.size()));
    for (size_t i = 0; i < view.missing.size() && i < max_pairs; ++i) {
      lines.push_back(fmt::format("  {} {}: {}", view.missing[i].case_name, view.missing[i].probe,
                                  view.missing[i].reason));
    }
    if (view.missing.size() > max_pairs) {
      lines.push_back(fmt::format("  ... and {} more", view.missing.size() - max_pairs));
    }
  }
  for (const auto& c : view.conflicts) {
    std::string values;
    for (const auto& [origin, value] : c.values) {
      values += fmt::format("{}{} in {}", values.empty() ? "" : ", ", value, origin);
    }
    lines.push_back(fmt::format("provenance differs on '{}': {}", c.field, values));
  }
  for (const auto& o : view.other) {
    lines.push_back(o);
  }
  return lines;
}

}  // namespace capgrid
