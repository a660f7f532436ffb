#include "report_model.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "causes.h"
#include "errors.h"
#include "escape.h"
#include "case_names.h"
#include "snapshot_file.h"
#include "snapshot_model.h"

namespace capgrid::render {
namespace {

// Errors carry the file and, for entries, the case, so a user can find the bad spot.
[[noreturn]] void Fail(const std::string& source, const std::string& what) {
  throw UsageError(fmt::format("snapshot {}: {}", source, what));
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string Slug(std::string_view s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) {
      out += static_cast<char>(std::tolower(u));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') {
    out.pop_back();
  }
  return out;
}

std::string Humanise(std::string_view key) {
  if (key.empty()) {
    return "Operators";
  }
  std::string out(key);
  for (char& c : out) {
    if (c == '_') {
      c = ' ';
    }
  }
  out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

// One line for an item of `missing` (docs/snapshot.md): "case (probe): reason".
std::string PairText(const SnapshotPair& p) {
  return fmt::format("{} ({}){}", p.case_name, p.probe, p.reason ? ": " + *p.reason : "");
}

// One line for a provenance conflict: "torch: 2.9 (a.db); 2.10 (b.db)".
std::string ConflictText(const SnapshotConflict& c) {
  std::string out = c.field + ":";
  for (const auto& [store, value] : c.values) {
    out += fmt::format(" {} ({});", value, store);
  }
  out.pop_back();
  return out;
}

Header HeaderOf(const Snapshot& s) {
  Header h;
  h.format = s.capgrid ? kSnapshotFormat : "";
  h.format_version = s.format_version;
  h.generated_at = s.generated_at;
  h.library = s.library;
  h.library_version = s.library_version;
  h.revision = s.revision;
  h.torch = s.torch;
  h.onnx = s.onnx;
  h.onnxruntime = s.onnxruntime;
  h.onnxscript = s.onnxscript;
  h.python = s.python;
  h.opset = std::to_string(s.opset);
  h.device = s.device;
  h.capgrid = s.capgrid_version;
  h.probes = s.probes;
  h.partial = s.partial;
  for (const SnapshotPair& m : s.missing) {
    h.missing.push_back(PairText(m));
  }
  h.missing_count = static_cast<int>(h.missing.size());
  for (const SnapshotConflict& c : s.conflicts) {
    h.conflicts.push_back(ConflictText(c));
  }
  h.conflict_count = static_cast<int>(h.conflicts.size());
  if (s.coverage) {
    h.coverage = Coverage{s.coverage->module, static_cast<int>(s.coverage->covered),
                          static_cast<int>(s.coverage->total), s.coverage->uncovered,
                          s.coverage->skipped, s.coverage->skipped_known};
  }
  h.packs = s.packs;
  // Owners are data of the rules (data/causes.json, read by causes.cc only); a snapshot written
  // before owners gets each cause's owner from the built-in rule of its id.
  static const CauseRules rules = CauseRules::Builtin();  // parsed once per process
  for (const capgrid::Owner& o : rules.owners()) {
    h.owners.push_back({o.id, o.label, o.text});
  }
  for (const auto& [id, c] : s.causes) {
    h.causes[id] = Cause{c.category, c.text, c.owner.empty() ? rules.OwnerOfCause(id) : c.owner};
  }
  return h;
}

Row RowOf(const SnapshotCase& c) {
  Row row;
  row.name = c.name;
  row.package = c.package;
  row.section = c.section;
  row.op = c.operator_name.empty() ? c.name : c.operator_name;
  row.variant = c.variant;
  row.ref = c.ref;
  row.ref_url = c.ref_url;
  row.note = c.note;
  row.where = c.where;
  row.group = c.group;
  for (const SnapshotCell& sc : c.cells) {
    Cell cell;
    cell.status = sc.value;
    cell.detail = sc.detail;
    cell.cause_id = sc.cause;
    cell.raw_status = sc.status;
    cell.seconds = sc.seconds;
    cell.chain = sc.chain;
    cell.frames = sc.frames;
    cell.log_tail = sc.log_tail;
    cell.graph_breaks = static_cast<int>(sc.graph_breaks.value_or(0));
    cell.evidence = sc.evidence;
    cell.fd = sc.fd;
    cell.fd_note = sc.fd_note;
    cell.accuracy = sc.accuracy;
    cell.delegated = sc.delegated;
    row.cells.push_back(std::move(cell));
  }
  row.eager_seconds = c.eager_seconds;
  row.onnx_ops = c.onnx_ops;
  row.speed = c.speed;
  for (const SnapshotBreak& b : c.break_reasons) {
    row.break_reasons.push_back({b.reason, b.type, b.registry_id, b.url, b.where, b.cause});
  }
  return row;
}

// The causes view (report_model.h, Report::cause_ranks).
void RankCauses(Report& report) {
  struct Tally {
    std::set<std::pair<std::string, std::string>> operators;
    int rows = 0;
    std::map<std::string, int> wheres;
  };
  report.cause_ranks.assign(report.probe_count(), {});
  for (int p = 0; p < report.probe_count(); ++p) {
    std::map<std::string, Tally> tallies;
    for (const Row& row : report.rows) {
      const Cell& cell = row.cells[p];
      if (cell.cause_id.empty() || !RowFails(report, row, p)) {
        continue;
      }
      Tally& t = tallies[cell.cause_id];
      t.operators.insert({row.package, row.op});
      t.rows++;
      std::string where = CellWhere(cell);
      if (!where.empty()) {
        t.wheres[where]++;
      }
    }
    std::vector<CauseRank>& ranks = report.cause_ranks[p];
    for (auto& [id, t] : tallies) {
      CauseRank r;
      r.cause_id = id;
      r.operators = static_cast<int>(t.operators.size());
      r.configurations = t.rows;
      for (const auto& [package, op] : t.operators) {
        r.operator_labels.push_back(package + " " + op);
      }
      auto owner = report.header.causes.find(id);
      if (owner != report.header.causes.end() && owner->second.owner == "library") {
        for (const auto& [where, n] : t.wheres) {
          r.wheres.push_back({where, n});
        }
        std::stable_sort(r.wheres.begin(), r.wheres.end(),
                         [](const WhereCount& a, const WhereCount& b) { return a.rows > b.rows; });
      }
      ranks.push_back(std::move(r));
    }
    std::stable_sort(ranks.begin(), ranks.end(), [](const CauseRank& a, const CauseRank& b) {
      if (a.operators != b.operators) {
        return a.operators > b.operators;
      }
      return a.configurations > b.configurations;  // ties keep the ids' order
    });
  }
}

}  // namespace

const Cause* Report::CauseOf(const Cell& cell) const {
  if (cell.cause_id.empty()) {
    return nullptr;
  }
  auto it = header.causes.find(cell.cause_id);
  return it == header.causes.end() ? nullptr : &it->second;
}

std::string Report::Explanation(const Cell& cell) const {
  if (!cell.detail.empty()) {
    return cell.detail;
  }
  if (const Cause* c = CauseOf(cell)) {
    return c->text;
  }
  return "";
}

const Owner* Report::OwnerOf(const std::string& cause_id) const {
  auto it = header.causes.find(cause_id);
  if (it == header.causes.end()) {
    return nullptr;
  }
  for (const Owner& o : header.owners) {
    if (o.id == it->second.owner) {
      return &o;
    }
  }
  return nullptr;
}

std::string FdReason(std::string_view note) {
  size_t cut = std::min(note.find(" ("), note.find(':'));
  std::string_view reason = note.substr(0, cut);
  while (!reason.empty() && (reason.back() == ' ' || reason.back() == ';')) reason.remove_suffix(1);
  return std::string(reason);
}

std::string DelegationOf(const std::optional<double>& delegated) {
  if (!delegated) return "";
  if (*delegated >= 1) return "all";
  return *delegated > 0 ? "part" : "none";
}

Report ReadReportModel(std::string_view json_text, const std::string& source,
                       const Vocabulary& all_statuses) {
  SnapshotRead read = ReadSnapshotText(json_text, all_statuses);
  if (!read.snapshot) {
    size_t more = read.errors.size() - 1;
    Fail(source, read.errors.front() + (more ? fmt::format(" (and {} more)", more) : ""));
  }
  Report report;
  int version = read.snapshot->capgrid ? read.snapshot->format_version : 1;
  Vocabulary shown = all_statuses.ForSnapshot(version, read.snapshot->probes);
  if (shown.probe_count() != all_statuses.probe_count()) {
    // An older format, or newer probes the runs did not ask for: read again with the probes
    // the page shows, so every index below is one of those.
    report.format_statuses = std::make_shared<const Vocabulary>(std::move(shown));
    read = ReadSnapshotText(json_text, *report.format_statuses);
  }
  const Vocabulary& statuses = report.format_statuses ? *report.format_statuses : all_statuses;
  const Snapshot& snapshot = *read.snapshot;

  report.source = source;
  report.statuses = &statuses;
  report.onnx_probe = -1;
  for (size_t p = 0; p < statuses.probe_count(); ++p) {
    if (statuses.probe_info()[p].onnx_ops && report.onnx_probe < 0) {
      report.onnx_probe = static_cast<int>(p);
    }
  }
  report.breaks_probe = statuses.BreaksProbe();
  report.columns.resize(statuses.probe_count());
  report.entries = static_cast<int>(snapshot.cases.size());
  report.header = HeaderOf(snapshot);
  report.evidence_known = snapshot.capgrid && snapshot.format_version >= kEvidenceFormat;

  std::vector<Row> all;
  all.reserve(snapshot.cases.size());
  for (const SnapshotCase& c : snapshot.cases) {
    all.push_back(RowOf(c));
  }
  for (Row& row : all) {
    bool listed = false;
    for (const Cell& c : row.cells) {
      listed = listed || statuses.Counted(c.status);
    }
    (listed ? report.rows : report.unlisted).push_back(std::move(row));
  }

  std::set<std::string> present;
  std::map<std::pair<std::string, std::string>, bool> operators;  // -> exports to ONNX
  std::map<std::string, Package> packages;
  std::map<std::string, std::map<std::string, Section>> sections;
  for (const Row& row : report.rows) {
    Package& pkg = packages[row.package];
    pkg.ratios.resize(statuses.probe_count());
    pkg.probed++;
    bool all_ok = true;
    for (size_t p = 0; p < statuses.probe_count(); ++p) {
      const std::string& s = row.cells[p].status;
      present.insert(s);
      bool supported = statuses.Supported(s);
      all_ok = all_ok && supported;
      if (statuses.Counted(s)) {
        report.columns[p].total++;
        pkg.ratios[p].total++;
        if (supported) {
          report.columns[p].supported++;
          pkg.ratios[p].supported++;
          report.columns[p].evidence[row.cells[p].evidence]++;
          if (statuses.probe_info()[p].fd_check) {
            report.columns[p].fd[row.cells[p].fd]++;
            if (row.cells[p].fd == "inconclusive") {
              report.columns[p].fd_reasons[FdReason(row.cells[p].fd_note)]++;
            }
          }
          if (statuses.probe_info()[p].accuracy && statuses.Compares(row.cells[p].evidence)) {
            const auto& a = row.cells[p].accuracy;
            report.columns[p].accuracy[a ? statuses.AccuracyBandOf(a->max_abs) : ""]++;
          }
          if (!statuses.probe_info()[p].delegates_to.empty()) {
            report.columns[p].delegation[DelegationOf(row.cells[p].delegated)]++;
          }
        }
      }
    }
    if (all_ok) {
      report.ok_all++;
      pkg.ok_all++;
    }
    bool& onnx = operators[{row.package, row.op}];
    onnx = onnx ||
           (report.onnx_probe >= 0 && statuses.Supported(row.cells[report.onnx_probe].status));
    sections[row.package][row.section].rows.push_back(&row);
  }
  report.operators = static_cast<int>(operators.size());
  for (const auto& [key, onnx] : operators) {
    report.operators_onnx += onnx ? 1 : 0;
  }

  // Distinct names can share a slug ("a_b", "a.b"); Sphinx rejects duplicate labels.
  std::set<std::string> anchors;
  auto unique_anchor = [&anchors](const std::string& base) {
    std::string anchor = base;
    for (int n = 2; !anchors.insert(anchor).second; ++n) {
      anchor = fmt::format("{}-{}", base, n);
    }
    return anchor;
  };
  for (auto& [name, pkg] : packages) {
    pkg.name = name;
    pkg.anchor = unique_anchor("capgrid-" + Slug(name));
    // std::map orders "" before every other key, as Kornia's page does.
    for (auto& [key, sec] : sections[name]) {
      sec.key = key;
      sec.title = Humanise(key);
      sec.anchor =
          unique_anchor(pkg.anchor + "-" + (key.empty() ? std::string("operators") : Slug(key)));
      std::stable_sort(sec.rows.begin(), sec.rows.end(), [](const Row* a, const Row* b) {
        std::string la = Lower(a->op), lb = Lower(b->op);
        if (la != lb) {
          return la < lb;
        }
        if (a->variant != b->variant) {
          return a->variant < b->variant;
        }
        return a->name < b->name;
      });
      pkg.sections.push_back(std::move(sec));
    }
    report.packages.push_back(std::move(pkg));
  }
  for (const ColumnInfo& c : statuses.columns()) {
    if (present.count(c.value)) {
      report.statuses_present.push_back(&c);
    }
  }
  RankCauses(report);
  report.speed_machine = snapshot.speed_machine;
  return report;
}



bool SpeedSummaryCell(const Report& report, const Row& row, int probe) {
  return report.probes()[probe].speed_fields &&
         report.statuses->Supported(row.cells[probe].status);
}

std::vector<DetailGroup> GroupDetails(const Report& report, const Row& row) {
  std::vector<DetailGroup> groups;
  for (int p = 0; p < report.probe_count(); ++p) {
    if (SpeedSummaryCell(report, row, p)) {
      continue;  // the speed view shows those numbers
    }
    std::string text = report.Explanation(row.cells[p]);
    if (text.empty()) {
      continue;
    }
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const DetailGroup& g) { return g.text == text; });
    if (it == groups.end()) {
      groups.push_back({report.probes()[p].short_name, text, {p}});
    } else {
      it->columns += fmt::format(", {}", report.probes()[p].short_name);
      it->probes.push_back(p);
    }
  }
  return groups;
}

bool RowFails(const Report& report, const Row& row, int probe) {
  const std::string& s = row.cells[probe].status;
  return report.statuses->Counted(s) && !report.statuses->Supported(s);
}

std::vector<std::pair<int, int>> GapPairs(const Report& report) {
  std::vector<std::pair<int, int>> out;
  for (int h = 0; h < report.probe_count(); ++h) {
    const std::string& base = report.probes()[h].dynamic_of;
    for (int b = 0; b < report.probe_count() && !base.empty(); ++b) {
      if (report.probes()[b].key == base) {
        out.emplace_back(b, h);
      }
    }
  }
  return out;
}

std::string CellWhere(const Cell& cell) {
  if (cell.frames.empty()) {
    return "";
  }
  const std::string& deepest = cell.frames.back();  // outermost first (docs/snapshot.md)
  return deepest.substr(0, deepest.find(' '));
}

std::string ReproCommand(const Report& report, const Row& row, int probe) {
  std::string out = fmt::format("capgrid repro {} --probe {}", ShellQuote(row.name),
                                ShellQuote(report.probes()[probe].key));
  for (const std::string& pack : report.header.packs) {
    out += " " + ShellQuote(pack);
  }
  return out;
}

void AttachReproScripts(Report& report, const std::function<bool(const std::string&)>& exists,
                        const std::string& href_prefix) {
  for (Row& row : report.rows) {
    for (int p = 0; p < report.probe_count(); ++p) {
      if (!RowFails(report, row, p)) {
        continue;
      }
      std::string file = ReproScriptName(row.name, report.probes()[p].key);
      if (exists(file)) {
        row.cells[p].repro_href = href_prefix + file;
      }
    }
  }
}

}  // namespace capgrid::render
