#include "diff.h"

#include <array>
#include <fstream>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "errors.h"

namespace capgrid {
namespace {

using nlohmann::json;

constexpr std::array kColumns = {"onnx", "export", "compile"};

std::string Field(const json& e, const std::string& key) {
  return e.contains(key) && e[key].is_string() ? e[key].get<std::string>() : "";
}

// The cause of a cell: its cause id when both snapshots have them, else its detail text (a
// Kornia snapshot has no cause ids).
std::string CauseOf(const json& e, const std::string& column, bool ids) {
  return Field(e, column + (ids ? "_cause" : "_detail"));
}

std::vector<std::pair<std::string, const json*>> ByName(const json& snapshot) {
  std::vector<std::pair<std::string, const json*>> out;
  for (const auto& e : snapshot["cases"]) {
    out.emplace_back(Field(e, "name"), &e);
  }
  return out;
}

json ChangeJson(const CellChange& c) {
  return {{"case", c.case_name}, {"column", c.column},       {"old", c.old_value},
          {"new", c.new_value},  {"old_cause", c.old_cause}, {"new_cause", c.new_cause}};
}

std::string Escape(const std::string& s) {  // a markdown table cell
  std::string out;
  for (char c : s) {
    if (c == '|') {
      out += "\\|";
    } else if (c == '\n') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

SnapshotDiff DiffSnapshots(const json& old_snapshot, const json& new_snapshot,
                           const StatusTable& statuses) {
  SnapshotDiff diff;
  std::map<std::string, const json*> old_cases;
  for (const auto& [name, e] : ByName(old_snapshot)) {
    old_cases.emplace(name, e);
  }
  std::set<std::string> seen;
  for (const auto& [name, ne] : ByName(new_snapshot)) {
    seen.insert(name);
    auto it = old_cases.find(name);
    if (it == old_cases.end()) {
      diff.added.push_back(name);
      continue;
    }
    const json& oe = *it->second;
    for (const char* column : kColumns) {
      std::string key = std::string(column) + "_cause";
      bool ids = oe.contains(key) && ne->contains(key);
      CellChange c{name,
                   column,
                   Field(oe, column),
                   Field(*ne, column),
                   CauseOf(oe, column, ids),
                   CauseOf(*ne, column, ids)};
      bool was = statuses.Supported(c.old_value), is = statuses.Supported(c.new_value);
      if (was && !is) {
        diff.regressions.push_back(c);
      } else if (!was && is) {
        diff.fixes.push_back(c);
      } else if (c.old_value != c.new_value) {
        diff.changed.push_back(c);
      } else if (!is && c.old_cause != c.new_cause) {
        diff.causes.push_back(c);
      }
    }
  }
  for (const auto& [name, e] : ByName(old_snapshot)) {
    if (!seen.count(name)) {
      diff.removed.push_back(name);
    }
  }
  return diff;
}

std::set<std::pair<std::string, std::string>> LoadAllowlist(const std::string& path) {
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
    if (name.empty() || (column != "onnx" && column != "export" && column != "compile")) {
      throw UsageError(fmt::format(
          "{}:{}: expected \"case-name column\" with column onnx, export or compile", path, n));
    }
    allow.emplace(name, column);
  }
  return allow;
}

void ApplyAllowlist(const std::set<std::pair<std::string, std::string>>& allow,
                    SnapshotDiff* diff) {
  std::vector<CellChange> kept;
  for (auto& c : diff->regressions) {
    if (allow.count({c.case_name, c.column})) {
      diff->allowed.push_back(c);
    } else {
      kept.push_back(c);
    }
  }
  diff->regressions = std::move(kept);
}

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
  out << "\n";
  size_t width = 4;
  for (const auto* list : {&d.regressions, &d.fixes, &d.changed, &d.causes, &d.allowed}) {
    for (const auto& c : *list) {
      width = std::max(width, c.case_name.size());
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
        out << fmt::format("  {:<{}}  {:<8} {} -> {}\n", c.case_name, width, c.column, c.old_cause,
                           c.new_cause);
      } else {
        out << fmt::format("  {:<{}}  {:<8} {} -> {}{}\n", c.case_name, width, c.column,
                           c.old_value, c.new_value,
                           c.new_cause.empty() ? "" : fmt::format("  ({})", c.new_cause));
      }
    }
  };
  section("Regressions", d.regressions, false);
  section("Allowed regressions", d.allowed, false);
  section("Fixes", d.fixes, false);
  section("Other changes", d.changed, false);
  section("Cause changes", d.causes, true);
  if (!d.added.empty()) {
    out << "\nNew cases:\n";
    for (const auto& n : d.added) {
      out << "  " << n << "\n";
    }
  }
  if (!d.removed.empty()) {
    out << "\nRemoved cases:\n";
    for (const auto& n : d.removed) {
      out << "  " << n << "\n";
    }
  }
  return out.str();
}

std::string FormatDiffMarkdown(const SnapshotDiff& d) {
  std::ostringstream out;
  out << "### capgrid: export support changes\n\n";
  out << fmt::format(
      "**{}** regression(s), **{}** fix(es), {} other change(s), {} cause change(s), "
      "{} new case(s), {} removed case(s)",
      d.regressions.size(), d.fixes.size(), d.changed.size(), d.causes.size(), d.added.size(),
      d.removed.size());
  if (!d.allowed.empty()) {
    out << fmt::format(", {} allowed regression(s)", d.allowed.size());
  }
  out << "\n";
  auto table = [&](const char* title, const std::vector<CellChange>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n#### " << title
        << "\n\n| case | column | before | after | cause |\n|---|---|---|---|---|\n";
    for (const auto& c : list) {
      out << fmt::format(
          "| `{}` | {} | {} | {} | {} |\n", Escape(c.case_name), c.column, c.old_value, c.new_value,
          Escape(c.old_cause == c.new_cause
                     ? c.new_cause
                     : (c.old_cause.empty() ? c.new_cause : c.old_cause + " -> " + c.new_cause)));
    }
  };
  table("Regressions", d.regressions);
  table("Allowed regressions", d.allowed);
  table("Fixes", d.fixes);
  table("Other changes", d.changed);
  table("Cause changes", d.causes);
  auto names = [&](const char* title, const std::vector<std::string>& list) {
    if (list.empty()) {
      return;
    }
    out << "\n#### " << title << "\n\n";
    for (const auto& n : list) {
      out << "- `" << Escape(n) << "`\n";
    }
  };
  names("New cases", d.added);
  names("Removed cases", d.removed);
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
  return {{"regressions", list(d.regressions)},
          {"fixes", list(d.fixes)},
          {"changed", list(d.changed)},
          {"causes", list(d.causes)},
          {"allowed", list(d.allowed)},
          {"added", d.added},
          {"removed", d.removed}};
}

}  // namespace capgrid
