#include "diff.h"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "escape.h"
#include "speed_view.h"

// The diff's formats: text, Markdown and JSON (src/diff.cc computes the diff).

namespace capgrid {
namespace {

using nlohmann::json;

json ChangeJson(const CellChange& c) {
  return {{"case", c.case_name},
          {"column", c.column},
          {"old", c.old_value},
          {"new", c.new_value},
          {"old_cause", c.old_cause},
          {"new_cause", c.new_cause},
          {"label", c.label},
          {"old_case", c.old_case},
          {"old_variant", c.old_variant},
          {"by_operator", c.by_operator}};
}

// How text and md name a changed row: its label, plus both case names where they differ, plus
// the old variant where the pair was made by operator.
std::string Display(const CellChange& c) {
  std::string out = c.label;
  if (c.old_case != c.case_name) {
    out += fmt::format(" (cases '{}' / '{}')", c.old_case, c.case_name);
  }
  if (c.by_operator) {
    out += fmt::format(" (by operator; old variant '{}')", c.old_variant);
  }
  return out;
}

std::string Display(const UnmatchedRow& r) {
  return r.label == r.case_name ? r.label : fmt::format("{} (case '{}')", r.label, r.case_name);
}

// "ok -> ok 1200, fail -> fail 140", by count descending.
std::string Transitions(const ColumnAgreement& a) {
  std::vector<std::pair<std::string, size_t>> v(a.transitions.begin(), a.transitions.end());
  std::stable_sort(v.begin(), v.end(),
                   [](const auto& x, const auto& y) { return x.second > y.second; });
  std::string out;
  for (const auto& [t, n] : v) {
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", t, n);
  }
  return out;
}

std::string Plural(size_t n, const char* one, const char* many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "N rows matched by ..., M of them by (package, operator) with differing variants".
std::string MatchedSentence(const SnapshotDiff& d) {
  std::string out = fmt::format("{} matched {}", Plural(d.agreement.matched, "row", "rows"),
                                d.match == MatchBy::kRow ? "by (package, operator, variant)"
                                                         : "by case name");
  if (!d.operator_matches.empty()) {
    out += fmt::format(", {} of them by (package, operator) with differing variants",
                       d.operator_matches.size());
  }
  return out;
}

}  // namespace

std::string FormatDiffText(const SnapshotDiff& d) {
  std::ostringstream out;
  out << fmt::format(
      "{} regression{}, {} fix{}, {} other change{}, {} cause change{}, {} new, {} removed",
      d.regressions.size(), d.regressions.size() == 1 ? "" : "s", d.fixes.size(),
      d.fixes.size() == 1 ? "" : "es", d.changed.size(), d.changed.size() == 1 ? "" : "s",
      d.causes.size(), d.causes.size() == 1 ? "" : "s", d.added.size(), d.removed.size());
  if (!d.allowed.empty()) {
    out << fmt::format(" ({} allowed regression{})", d.allowed.size(),
                       d.allowed.size() == 1 ? "" : "s");
  }
  if (!d.more_breaks.empty() || !d.allowed_breaks.empty()) {
    out << fmt::format(", {} with more graph breaks", d.more_breaks.size());
    if (!d.allowed_breaks.empty()) {
      out << fmt::format(" ({} allowed)", d.allowed_breaks.size());
    }
  }
  out << "\n";
  const bool by_row = d.match == MatchBy::kRow;
  out << "\n" << MatchedSentence(d) << ":\n";
  size_t name_width = 8;  // the longest column name sets it (executorch, onnx_dynamic)
  for (const auto& column : d.columns) name_width = std::max(name_width, column.size());
  for (const auto& column : d.columns) {
    const ColumnAgreement& a = d.agreement.columns.at(column);
    out << fmt::format("  {:<{}} {} agree, {} differ{}\n", column, name_width, a.agree, a.differ,
                       a.transitions.empty() ? "" : "  (" + Transitions(a) + ")");
  }
  size_t width = 4;
  for (const auto* list : {&d.regressions, &d.fixes, &d.changed, &d.causes, &d.allowed}) {
    for (const auto& c : *list) {
      width = std::max(width, Display(c).size());
    }
  }
  width = std::min<size_t>(width, 60);
  auto section = [&](const char* title, const std::vector<CellChange>& list, bool causes) {
    if (list.empty()) {
      return;
    }
    out << "\n" << title << ":\n";
    for (const auto& c : list) {
      if (causes) {
        out << fmt::format("  {:<{}}  {:<8} {} -> {}\n", Display(c), width, c.column, c.old_cause,
                           c.new_cause);
      } else {
        out << fmt::format("  {:<{}}  {:<8} {} -> {}{}\n", Display(c), width, c.column, c.old_value,
                           c.new_value,
                           c.new_cause.empty() ? "" : fmt::format("  ({})", c.new_cause));
      }
    }
  };
  auto breaks = [&](const char* title, const std::vector<BreaksChange>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n" << title << ":\n";
    for (const auto& c : list) {
      out << fmt::format("  {:<{}}  {:<8} {} -> {} graph breaks\n", c.label, width, c.column,
                         c.old_breaks, c.new_breaks);
    }
  };
  section("Regressions", d.regressions, false);
  section("Allowed regressions", d.allowed, false);
  breaks("More graph breaks", d.more_breaks);
  breaks("Allowed graph-break growth", d.allowed_breaks);
  if (!d.speed_changes.empty()) {
    out << fmt::format("\nSpeed changes (a speedup changed by {:g}x or more; not a regression):\n",
                       d.speed_threshold);
    for (const auto& c : d.speed_changes) {
      out << fmt::format("  {:<{}}  {:<8} {:.2f}x -> {:.2f}x ({:.1f}x {})\n", c.label, width,
                         c.variant, c.old_speedup, c.new_speedup,
                         c.slowdown() >= 1 ? c.slowdown() : 1 / c.slowdown(),
                         c.slowdown() >= 1 ? "slower" : "faster");
    }
  }
  if (!d.dynamic_changes.empty()) {
    out << "\nDynamic-shape changes (torch.compile across batch sizes B+1, 2B+1; not a "
           "regression):\n";
    for (const auto& c : d.dynamic_changes) {
      out << fmt::format("  {:<{}}  {} -> {}\n", c.label, width, render::WentDynamicLabel(c.old_dynamic),
                         render::WentDynamicLabel(c.new_dynamic));
    }
  }
  section("Fixes", d.fixes, false);
  section("Other changes", d.changed, false);
  section("Cause changes", d.causes, true);
  if (!d.groups.empty()) {
    out << "\nDifferences by cause:\n";
    for (const auto& g : d.groups) {
      std::string examples;
      for (const auto& e : g.examples) {
        examples += (examples.empty() ? "" : "; ") + e;
      }
      out << fmt::format("  {:>5}  {:<8} {} -> {}  {}\n         e.g. {}\n", g.count, g.column,
                         g.old_value, g.new_value, g.cause.empty() ? "(no detail)" : g.cause,
                         examples);
    }
  }
  if (!d.operator_matches.empty()) {
    out << "\nMatched by operator (variants differ):\n";
    for (const auto& m : d.operator_matches) {
      out << fmt::format("  {}  old '{}' ({}) / new '{}' ({})\n", m.label, m.old_variant,
                         m.old_case, m.new_variant, m.new_case);
    }
  }
  auto rows = [&](const char* title, const std::vector<UnmatchedRow>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n" << title << ":\n";
    for (const auto& r : list) {
      out << "  " << Display(r) << "\n";
    }
  };
  rows(by_row ? "Rows only in the new snapshot" : "New cases", d.added_rows);
  rows(by_row ? "Rows only in the old snapshot" : "Removed cases", d.removed_rows);
  return out.str();
}

std::string FormatDiffMarkdown(const SnapshotDiff& d) {
  std::ostringstream out;
  bool by_row = d.match == MatchBy::kRow;
  out << "### capgrid: export support changes\n\n";
  out << fmt::format(
      "**{}** regression(s), **{}** fix(es), {} other change(s), {} cause change(s), "
      "{} new case(s), {} removed case(s)",
      d.regressions.size(), d.fixes.size(), d.changed.size(), d.causes.size(), d.added.size(),
      d.removed.size());
  if (!d.allowed.empty()) {
    out << fmt::format(", {} allowed regression(s)", d.allowed.size());
  }
  if (!d.more_breaks.empty() || !d.allowed_breaks.empty()) {
    out << fmt::format(", **{}** with more graph breaks", d.more_breaks.size());
    if (!d.allowed_breaks.empty()) {
      out << fmt::format(" ({} allowed)", d.allowed_breaks.size());
    }
  }
  out << "\n";
  out << "\n#### Agreement\n\n" << MatchedSentence(d) << ".\n\n| column | agree | differ | old -> new (rows) |\n|---|---|---|---|\n";
  for (const auto& column : d.columns) {
    const ColumnAgreement& a = d.agreement.columns.at(column);
    out << fmt::format("| {} | {} | {} | {} |\n", column, a.agree, a.differ,
                       MdTableCell(Transitions(a)));
  }
  auto table = [&](const char* title, const std::vector<CellChange>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n#### " << title
        << "\n\n| case | column | before | after | cause |\n|---|---|---|---|---|\n";
    for (const auto& c : list) {
      out << fmt::format(
          "| `{}` | {} | {} | {} | {} |\n", MdTableCell(Display(c)), c.column, c.old_value,
          c.new_value,
          MdTableCell(c.old_cause == c.new_cause
                     ? c.new_cause
                     : (c.old_cause.empty() ? c.new_cause : c.old_cause + " -> " + c.new_cause)));
    }
  };
  auto breaks_table = [&](const char* title, const std::vector<BreaksChange>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n#### " << title
        << "\n\n| case | column | breaks before | breaks after |\n|---|---|---|---|\n";
    for (const auto& c : list) {
      out << fmt::format("| `{}` | {} | {} | {} |\n", MdTableCell(c.label), c.column,
                         c.old_breaks, c.new_breaks);
    }
  };
  table("Regressions", d.regressions);
  table("Allowed regressions", d.allowed);
  breaks_table("More graph breaks", d.more_breaks);
  breaks_table("Allowed graph-break growth", d.allowed_breaks);
  if (!d.speed_changes.empty()) {
    out << fmt::format("\n#### Speed changes\n\nA speedup (eager latency / the variant's) that "
                       "changed by {:g}x or more; reported, not a regression.\n\n"
                       "| case | variant | old | new | change |\n|---|---|---|---|---|\n",
                       d.speed_threshold);
    for (const auto& c : d.speed_changes) {
      out << fmt::format("| `{}` | {} | {:.2f}x | {:.2f}x | {:.1f}x {} |\n", MdTableCell(c.label),
                         c.variant, c.old_speedup, c.new_speedup,
                         c.slowdown() >= 1 ? c.slowdown() : 1 / c.slowdown(),
                         c.slowdown() >= 1 ? "slower" : "faster");
    }
  }
  if (!d.dynamic_changes.empty()) {
    out << "\n#### Dynamic-shape changes\n\nUnder torch.compile at batch sizes B+1 then 2B+1: "
           "went dynamic after one recompile, or recompiled at each size; reported, not a "
           "regression.\n\n| case | old | new |\n|---|---|---|\n";
    for (const auto& c : d.dynamic_changes) {
      out << fmt::format("| `{}` | {} | {} |\n", MdTableCell(c.label),
                         render::WentDynamicLabel(c.old_dynamic), render::WentDynamicLabel(c.new_dynamic));
    }
  }
  table("Fixes", d.fixes);
  table("Other changes", d.changed);
  table("Cause changes", d.causes);
  if (!d.groups.empty()) {
    out << "\n#### Differences by cause\n\n| rows | column | old -> new | cause | e.g. |\n"
           "|---|---|---|---|---|\n";
    for (const auto& g : d.groups) {
      std::string examples;
      for (const auto& e : g.examples) {
        examples += (examples.empty() ? "`" : ", `") + MdTableCell(e) + "`";
      }
      out << fmt::format("| {} | {} | {} -> {} | {} | {} |\n", g.count, g.column, g.old_value,
                         g.new_value, MdTableCell(g.cause), examples);
    }
  }
  if (!d.operator_matches.empty()) {
    out << "\n#### Matched by operator (variants differ)\n\n"
           "| row | old variant | new variant | old case | new case |\n|---|---|---|---|---|\n";
    for (const auto& m : d.operator_matches) {
      out << fmt::format("| `{}` | {} | {} | `{}` | `{}` |\n", MdTableCell(m.label),
                         MdTableCell(m.old_variant), MdTableCell(m.new_variant),
                         MdTableCell(m.old_case),
                         MdTableCell(m.new_case));
    }
  }
  auto names = [&](const char* title, const std::vector<UnmatchedRow>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n#### " << title << "\n\n";
    for (const auto& r : list) {
      out << "- `" << MdTableCell(r.label) << "`"
          << (r.label == r.case_name ? "" : " (case `" + MdTableCell(r.case_name) + "`)") << "\n";
    }
  };
  names(by_row ? "Rows only in the new snapshot" : "New cases", d.added_rows);
  names(by_row ? "Rows only in the old snapshot" : "Removed cases", d.removed_rows);
  return out.str();
}

json DiffToJson(const SnapshotDiff& d) {
  auto list = [](const std::vector<CellChange>& v) {
    json a = json::array();
    for (const auto& c : v) {
      a.push_back(ChangeJson(c));
    }
    return a;
  };
  auto rows = [](const std::vector<UnmatchedRow>& v) {
    json a = json::array();
    for (const auto& r : v) {
      a.push_back({{"label", r.label}, {"case", r.case_name}});
    }
    return a;
  };
  auto breaks = [](const std::vector<BreaksChange>& v) {
    json a = json::array();
    for (const auto& c : v) {
      a.push_back({{"case", c.case_name},
                   {"label", c.label},
                   {"column", c.column},
                   {"old", c.old_value},
                   {"new", c.new_value},
                   {"old_breaks", c.old_breaks},
                   {"new_breaks", c.new_breaks}});
    }
    return a;
  };
  json columns = json::object();
  for (const auto& [column, a] : d.agreement.columns) {
    columns[column] = {{"agree", a.agree}, {"differ", a.differ}, {"transitions", a.transitions}};
  }
  json groups = json::array();
  for (const auto& g : d.groups) {
    groups.push_back({{"column", g.column},
                      {"old", g.old_value},
                      {"new", g.new_value},
                      {"cause", g.cause},
                      {"count", g.count},
                      {"examples", g.examples}});
  }
  json speed = json::array();
  for (const auto& c : d.speed_changes) {
    speed.push_back({{"case", c.case_name}, {"label", c.label}, {"variant", c.variant},
                     {"old_speedup", c.old_speedup}, {"new_speedup", c.new_speedup},
                     {"slowdown", c.slowdown()}});
  }
  json dynamic = json::array();
  for (const auto& c : d.dynamic_changes) {
    dynamic.push_back({{"case", c.case_name}, {"label", c.label},
                       {"old_went_dynamic", c.old_dynamic}, {"new_went_dynamic", c.new_dynamic}});
  }
  json operator_matches = json::array();
  for (const auto& m : d.operator_matches) {
    operator_matches.push_back({{"label", m.label},
                                {"old_case", m.old_case},
                                {"new_case", m.new_case},
                                {"old_variant", m.old_variant},
                                {"new_variant", m.new_variant}});
  }
  return {{"match", d.match == MatchBy::kRow ? "row" : "name"},
          {"regressions", list(d.regressions)},
          {"fixes", list(d.fixes)},
          {"changed", list(d.changed)},
          {"causes", list(d.causes)},
          {"allowed", list(d.allowed)},
          {"more_breaks", breaks(d.more_breaks)},
          {"allowed_breaks", breaks(d.allowed_breaks)},
          {"speed_threshold", d.speed_threshold},
          {"speed_changes", speed},
          {"dynamic_changes", dynamic},
          {"added", d.added},
          {"removed", d.removed},
          {"added_rows", rows(d.added_rows)},
          {"removed_rows", rows(d.removed_rows)},
          {"operator_matches", operator_matches},
          {"agreement", {{"matched", d.agreement.matched}, {"columns", columns}}},
          {"groups", groups}};
}

}  // namespace capgrid
