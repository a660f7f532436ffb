#include "diff.h"

#include <algorithm>
#include <deque>
#include <fstream>
#include <map>
#include <tuple>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {
namespace {

using nlohmann::json;

using Case = SnapshotCase;

std::vector<std::pair<std::string, const Case*>> ByName(const Snapshot& snapshot) {
  std::vector<std::pair<std::string, const Case*>> out;
  for (const auto& e : snapshot.cases) {
    out.emplace_back(e.name, &e);
  }
  return out;
}

struct Pair {
  const Case* old_entry;
  const Case* new_entry;
  bool by_operator;
};

struct Pairing {
  std::vector<Pair> pairs;                  // in the new snapshot's order
  std::vector<const Case*> added, removed;  // in each snapshot's order
};

Pairing PairByName(const Snapshot& old_snapshot, const Snapshot& new_snapshot) {
  Pairing p;
  std::map<std::string, const Case*> old_cases;
  for (const auto& [name, e] : ByName(old_snapshot)) {
    old_cases.emplace(name, e);
  }
  std::set<std::string> seen;
  for (const auto& [name, ne] : ByName(new_snapshot)) {
    seen.insert(name);
    auto it = old_cases.find(name);
    if (it == old_cases.end()) {
      p.added.push_back(ne);
    } else {
      p.pairs.push_back({it->second, ne, false});
    }
  }
  for (const auto& [name, e] : ByName(old_snapshot)) {
    if (!seen.count(name)) {
      p.removed.push_back(e);
    }
  }
  return p;
}

Pairing PairByRow(const Snapshot& old_snapshot, const Snapshot& new_snapshot) {
  using Key = std::tuple<std::string, std::string, std::string>;
  auto key = [](const Case& e) { return Key{e.package, e.operator_name, e.variant}; };
  std::map<Key, std::deque<const Case*>> old_rows;  // duplicates queue up in file order
  for (const auto& e : old_snapshot.cases) {
    old_rows[key(e)].push_back(&e);
  }
  // Pass 1: exact keys. Slots of the new snapshot's order; a null old_entry is unmatched yet.
  std::vector<Pair> slots;
  for (const auto& ne : new_snapshot.cases) {
    auto& queue = old_rows[key(ne)];
    const Case* oe = nullptr;
    if (!queue.empty()) {
      oe = queue.front();
      queue.pop_front();
    }
    slots.push_back({oe, &ne, false});
  }
  std::set<const Case*> old_left;
  for (const auto& [k, queue] : old_rows) {
    old_left.insert(queue.begin(), queue.end());
  }
  // Pass 2: a (package, operator) with exactly one unmatched row on each side.
  using OpKey = std::pair<std::string, std::string>;
  auto op_key = [](const Case& e) { return OpKey{e.package, e.operator_name}; };
  std::map<OpKey, std::vector<const Case*>> old_by_op;
  for (const auto& e : old_snapshot.cases) {
    if (old_left.count(&e)) {
      old_by_op[op_key(e)].push_back(&e);
    }
  }
  std::map<OpKey, std::vector<Pair*>> new_by_op;
  for (auto& slot : slots) {
    if (slot.old_entry == nullptr) {
      new_by_op[op_key(*slot.new_entry)].push_back(&slot);
    }
  }
  for (auto& [k, news] : new_by_op) {
    auto it = old_by_op.find(k);
    if (news.size() == 1 && it != old_by_op.end() && it->second.size() == 1) {
      news[0]->old_entry = it->second[0];
      news[0]->by_operator = true;
      old_left.erase(it->second[0]);
    }
  }
  Pairing p;
  for (const auto& slot : slots) {
    if (slot.old_entry == nullptr) {
      p.added.push_back(slot.new_entry);
    } else {
      p.pairs.push_back(slot);
    }
  }
  for (const auto& e : old_snapshot.cases) {
    if (old_left.count(&e)) {
      p.removed.push_back(&e);
    }
  }
  return p;
}

// "onnx, export or compile".
std::string ProbeAlternatives(const Vocabulary& statuses) {
  const auto& probes = statuses.probes();
  std::string out;
  for (size_t i = 0; i < probes.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == probes.size() ? " or " : ", ") + probes[i];
  }
  return out;
}

}  // namespace

std::string RowLabel(const SnapshotCase& row, const std::string& variant) {
  std::string label = row.package + " " + row.operator_name;
  return variant.empty() ? label : label + "[" + variant + "]";
}

SnapshotDiff DiffSnapshots(const Snapshot& old_snapshot, const Snapshot& new_snapshot,
                           const Vocabulary& statuses, MatchBy match, double speed_threshold) {
  SnapshotDiff diff;
  diff.match = match;
  diff.speed_threshold = speed_threshold;
  Pairing pairing = match == MatchBy::kRow ? PairByRow(old_snapshot, new_snapshot)
                                           : PairByName(old_snapshot, new_snapshot);
  auto label = [&](const Case& e, const std::string& variant) {
    return match == MatchBy::kRow ? RowLabel(e, variant) : e.name;
  };

  using GroupKey = std::tuple<std::string, std::string, std::string, std::string>;
  std::map<GroupKey, CauseGroup> groups;
  // The probes both files carry (a format-2 snapshot has no dynamic-batch fields) and both
  // surveys asked for (a column one side never probed is all not-probed there, not broken or
  // fixed; a file without a `probes` list, Kornia's own, asked for every column it carries),
  // by their index in the vocabulary.
  std::vector<size_t> compared;
  for (size_t p = 0; p < statuses.probe_count(); ++p) {
    const std::string& key = statuses.probes()[p];
    auto has_column = [p, &key](const Snapshot& s) {
      return (p >= s.carried.size() || s.carried[p]) &&
             (s.probes.empty() ||
              std::find(s.probes.begin(), s.probes.end(), key) != s.probes.end());
    };
    if (has_column(old_snapshot) && has_column(new_snapshot)) {
      compared.push_back(p);
      diff.columns.push_back(key);
    }
  }
  for (const auto& column : diff.columns) {
    diff.agreement.columns[column];
  }
  for (const Pair& pair : pairing.pairs) {
    const Case& oe = *pair.old_entry;
    const Case& ne = *pair.new_entry;
    std::string row_label = label(ne, ne.variant);
    ++diff.agreement.matched;
    if (pair.by_operator) {
      diff.operator_matches.push_back({row_label, oe.name, ne.name, oe.variant, ne.variant});
    }
    if (oe.speed && ne.speed) {
      for (size_t k = 0; k < oe.speed->speedup.size(); ++k) {
        const auto& o = oe.speed->speedup[k];
        const auto& n = ne.speed->speedup[k];
        if (o && n && (*o >= *n * speed_threshold || *n >= *o * speed_threshold)) {
          diff.speed_changes.push_back({ne.name, row_label, SpeedVariants()[k + 1], *o, *n});
        }
      }
      const auto& od = oe.speed->went_dynamic;
      const auto& nd = ne.speed->went_dynamic;
      if (od && nd && *od != *nd) diff.dynamic_changes.push_back({ne.name, row_label, *od, *nd});
    }
    for (size_t p : compared) {
      const std::string& column = statuses.probes()[p];
      const SnapshotCell& old_cell = oe.cells[p];
      const SnapshotCell& new_cell = ne.cells[p];
      // Each probe that counts graph breaks (compile; grad from format 5): only two known
      // counts compare (Kornia's file holds -1 for an unknown one, a format-4 file no grad's).
      const auto& ob = old_cell.graph_breaks;
      const auto& nb = new_cell.graph_breaks;
      if (ob && nb && *nb > *ob && statuses.Supported(old_cell.value) &&
          statuses.Supported(new_cell.value)) {
        diff.more_breaks.push_back(
            {ne.name, row_label, column, *ob, *nb, old_cell.value, new_cell.value});
      }
      // By cause id when both sides have them (capgrid snapshots), else by detail text
      // (Kornia's snapshot has no cause ids).
      const bool ids = old_cell.has_cause && new_cell.has_cause;
      CellChange c{ne.name,
                   column,
                   old_cell.value,
                   new_cell.value,
                   ids ? old_cell.cause : old_cell.detail,
                   ids ? new_cell.cause : new_cell.detail,
                   row_label,
                   oe.name,
                   oe.variant,
                   pair.by_operator};
      ColumnAgreement& agreement = diff.agreement.columns[column];
      ++(c.old_value == c.new_value ? agreement.agree : agreement.differ);
      ++agreement.transitions[c.old_value + " -> " + c.new_value];
      bool was = statuses.Supported(c.old_value), is = statuses.Supported(c.new_value);
      if (was && !is) {
        diff.regressions.push_back(c);
      } else if (!was && is) {
        diff.fixes.push_back(c);
      } else if (c.old_value != c.new_value) {
        diff.changed.push_back(c);
      } else {
        if (!is && c.old_cause != c.new_cause) {
          diff.causes.push_back(c);
        }
        continue;  // the same value: not a differing cell
      }
      // Grouped by the new side's own cause, so a Kornia-vs-capgrid diff groups by capgrid's
      // cause ids even though the two sides can only be compared by detail text.
      std::string cause = new_cell.cause.empty() ? new_cell.detail : new_cell.cause;
      CauseGroup& g = groups[{column, c.old_value, c.new_value, cause}];
      if (g.count++ == 0) {
        g.column = column;
        g.old_value = c.old_value;
        g.new_value = c.new_value;
        g.cause = cause;
      }
      if (g.examples.size() < 3) {
        g.examples.push_back(row_label);
      }
    }
  }
  for (const Case* e : pairing.added) {
    diff.added_rows.push_back({label(*e, e->variant), e->name});
    diff.added.push_back(diff.added_rows.back().label);
  }
  for (const Case* e : pairing.removed) {
    diff.removed_rows.push_back({label(*e, e->variant), e->name});
    diff.removed.push_back(diff.removed_rows.back().label);
  }
  for (auto& [k, g] : groups) {  // the map's order is the key order, kept among equal counts
    diff.groups.push_back(std::move(g));
  }
  std::stable_sort(diff.groups.begin(), diff.groups.end(),
                   [](const CauseGroup& a, const CauseGroup& b) { return a.count > b.count; });
  std::stable_sort(diff.speed_changes.begin(), diff.speed_changes.end(),
                   [](const SpeedChange& a, const SpeedChange& b) {
                     return a.slowdown() > b.slowdown();
                   });
  return diff;
}

SnapshotDiff DiffSnapshots(const json& old_snapshot, const json& new_snapshot,
                           const Vocabulary& statuses, MatchBy match, double speed_threshold) {
  auto read = [&](const json& doc, const char* which) {
    SnapshotRead r = ReadSnapshot(doc, statuses);
    if (!r.snapshot) {
      throw UsageError(fmt::format("the {} snapshot: {}", which, r.errors.front()));
    }
    return std::move(*r.snapshot);
  };
  return DiffSnapshots(read(old_snapshot, "old"), read(new_snapshot, "new"), statuses, match,
                       speed_threshold);
}

std::set<std::pair<std::string, std::string>> LoadAllowlist(const std::string& path,
                                                            const Vocabulary& statuses) {
  std::ifstream in(path);
  if (!in) {
    throw UsageError(fmt::format("{}: cannot read the allowlist", path));
  }
  std::set<std::pair<std::string, std::string>> allow;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (auto hash = line.find('#'); hash != std::string::npos) {
      line.resize(hash);
    }
    size_t end = line.find_last_not_of(" \t\r");
    if (end == std::string::npos) {
      continue;
    }
    line.resize(end + 1);
    size_t sp = line.find_last_of(" \t");
    std::string column = sp == std::string::npos ? "" : line.substr(sp + 1);
    std::string name = sp == std::string::npos ? "" : line.substr(0, sp);
    name.erase(0, name.find_first_not_of(" \t"));
    if (auto e = name.find_last_not_of(" \t"); e != std::string::npos) {
      name.resize(e + 1);
    }
    if (name.empty() || statuses.ProbeIndex(column) < 0) {
      throw UsageError(fmt::format("{}:{}: expected \"case-name column\" with column {}", path,
                                   n, ProbeAlternatives(statuses)));
    }
    allow.emplace(name, column);
  }
  return allow;
}

void ApplyAllowlist(const std::set<std::pair<std::string, std::string>>& allow,
                    SnapshotDiff* diff) {
  std::vector<CellChange> kept;
  for (auto& c : diff->regressions) {
    if (allow.count({c.case_name, c.column}) || allow.count({c.label, c.column})) {
      diff->allowed.push_back(c);
    } else {
      kept.push_back(c);
    }
  }
  diff->regressions = std::move(kept);
  std::vector<BreaksChange> breaks;
  for (auto& c : diff->more_breaks) {
    if (allow.count({c.case_name, c.column}) || allow.count({c.label, c.column})) {
      diff->allowed_breaks.push_back(c);
    } else {
      breaks.push_back(c);
    }
  }
  diff->more_breaks = std::move(breaks);
}

std::vector<SpeedChange> Slowdowns(const SnapshotDiff& diff, double factor) {
  std::vector<SpeedChange> out;
  for (const SpeedChange& c : diff.speed_changes) {
    if (c.slowdown() >= factor) out.push_back(c);
  }
  return out;
}

bool GateFails(const SnapshotDiff& diff, bool ignore_breaks) {
  return !diff.regressions.empty() || (!ignore_breaks && !diff.more_breaks.empty());
}

}  // namespace capgrid
