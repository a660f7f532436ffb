#include "version_view.h"

#include <algorithm>
#include <map>
#include <set>

#include <fmt/format.h>

#include "escape.h"
#include "vocabulary.h"

namespace capgrid {
namespace {

// One column's flips, each with the new side's case (for its package, operator and variant).
struct Flip {
  const CellChange* change;
  const SnapshotCase* row;  // nullptr when the new side has no case of that name (cannot be)
};

struct ColumnFlips {
  std::string column, heading;
  std::vector<Flip> broken, fixed;
};

size_t Operators(const std::vector<Flip>& flips) {
  std::set<std::pair<std::string, std::string>> ops;
  for (const Flip& f : flips) {
    if (f.row) ops.insert({f.row->package, f.row->operator_name});
  }
  return ops.size();
}

// The columns in the vocabulary's order, each with its broken and fixed configurations in the
// new snapshot's order (the diff's).
std::vector<ColumnFlips> ByColumn(const SnapshotDiff& d, const Snapshot& new_snapshot) {
  std::map<std::string, const SnapshotCase*> cases;
  for (const SnapshotCase& c : new_snapshot.cases) cases[c.name] = &c;
  const Vocabulary& vocabulary = Vocabulary::Builtin();
  std::vector<ColumnFlips> out;
  for (const std::string& column : d.columns) {
    ColumnFlips cf;
    cf.column = column;
    int p = vocabulary.ProbeIndex(column);
    cf.heading = p >= 0 ? vocabulary.probe_info()[p].heading : column;
    auto take = [&](const std::vector<CellChange>& list, std::vector<Flip>* into) {
      for (const CellChange& c : list) {
        if (c.column != column) continue;
        auto it = cases.find(c.case_name);
        into->push_back({&c, it == cases.end() ? nullptr : it->second});
      }
    };
    take(d.regressions, &cf.broken);
    take(d.allowed, &cf.broken);  // an allowlist does not change what broke
    take(d.fixes, &cf.fixed);
    out.push_back(std::move(cf));
  }
  return out;
}

std::string Configuration(const Flip& f) {
  return f.row ? RowLabel(*f.row, f.row->variant) : f.change->case_name;
}

std::string Title(const Snapshot& new_snapshot) {
  std::string library = new_snapshot.library.empty() ? "the library" : new_snapshot.library;
  return fmt::format("{}: what broke and what got fixed from one stack to the next", library);
}

const char* Matching(const SnapshotDiff& d) {
  return d.match == MatchBy::kRow ? "package, operator and variant" : "case name";
}

std::string Counted(size_t configurations, size_t operators) {
  return fmt::format("{} ({} operator{})", configurations, operators, operators == 1 ? "" : "s");
}

}  // namespace

// The version view's sentence on dynamic shapes (capgrid diff's dynamic_changes): "" when no
// configuration flipped.
std::string DynamicSentence(const SnapshotDiff& d) {
  size_t lost = 0, gained = 0;
  for (const DynamicChange& c : d.dynamic_changes) ++(c.old_dynamic ? lost : gained);
  if (lost + gained == 0) return "";
  return fmt::format(
      "Under torch.compile at batch sizes B+1 then 2B+1: {} configuration{} that went dynamic "
      "now recompile{} at each size, {} that recompiled at each size now go{} dynamic ({}).",
      lost, lost == 1 ? "" : "s", lost == 1 ? "s" : "", gained, gained == 1 ? "es" : "",
      "capgrid diff lists them under Dynamic-shape changes");
}

std::vector<StackChange> StackChanges(const Stack& old_stack, const Stack& new_stack) {
  std::map<std::string, std::string> before(old_stack.begin(), old_stack.end());
  std::vector<StackChange> out;
  for (const auto& [what, value] : new_stack) {
    if (what == "generated") continue;  // every survey has its own date
    auto it = before.find(what);
    std::string then = it == before.end() ? "?" : it->second;
    if (then != value) out.push_back({what, then, value});
  }
  for (const auto& entry : old_stack) {  // named by the older side only
    bool named = std::any_of(new_stack.begin(), new_stack.end(),
                             [&](const auto& e) { return e.first == entry.first; });
    if (!named && entry.first != "generated") out.push_back({entry.first, entry.second, "?"});
  }
  return out;
}

std::string StackChangeLine(const Stack& old_stack, const Stack& new_stack,
                            std::string (*escape)(std::string_view)) {
  auto e = [&](const std::string& s) { return escape ? escape(s) : s; };
  std::string line;
  for (const StackChange& c : StackChanges(old_stack, new_stack)) {
    line += fmt::format("{}{} {} -> {}", line.empty() ? "" : ", ", e(c.what), e(c.before),
                        e(c.now));
  }
  return line.empty() ? "the same stack" : line;
}

std::string VersionViewMarkdown(const SnapshotDiff& d, const Snapshot& new_snapshot,
                                const Stack& old_stack, const Stack& new_stack) {
  std::vector<ColumnFlips> columns = ByColumn(d, new_snapshot);
  std::string out = fmt::format("# {}\n\n{}.\n\n", MdEscape(Title(new_snapshot)),
                                StackChangeLine(old_stack, new_stack, MdEscape));
  out += fmt::format(
      "{} configurations compared (matched by {}); {} only in the newer survey, {} only "
      "in the older. *First broken*: supported before, not supported now; *first fixed*: the "
      "reverse. Each is listed with its cause before and after.\n\n",
      d.agreement.matched, Matching(d), d.added.size(), d.removed.size());
  out += "| column | first broken | first fixed |\n|---|---:|---:|\n";
  for (const ColumnFlips& c : columns) {
    out += fmt::format("| {} | {} | {} |\n", MdTableCell(c.heading),
                       Counted(c.broken.size(), Operators(c.broken)),
                       Counted(c.fixed.size(), Operators(c.fixed)));
  }
  if (std::string dynamic = DynamicSentence(d); !dynamic.empty()) {
    out += "\n" + MdEscape(dynamic) + "\n";
  }
  auto table = [&](const std::string& title, const std::vector<Flip>& flips) {
    if (flips.empty()) return;
    out += fmt::format("\n### {}\n\n| configuration | before | cause before | now | cause now "
                       "|\n|---|---|---|---|---|\n",
                       MdEscape(title));
    for (const Flip& f : flips) {
      const CellChange& c = *f.change;
      out += fmt::format("| {} | {} | {} | {} | {} |\n", MdTableCell(Configuration(f)),
                         c.old_value, MdTableCell(c.old_cause), c.new_value,
                         MdTableCell(c.new_cause));
    }
  };
  for (const ColumnFlips& c : columns) {
    if (c.broken.empty() && c.fixed.empty()) continue;
    out += fmt::format("\n## {}\n", MdEscape(c.heading));
    table(fmt::format("{}: first broken ({})", c.heading, c.broken.size()), c.broken);
    table(fmt::format("{}: first fixed ({})", c.heading, c.fixed.size()), c.fixed);
  }
  return out;
}

std::string VersionViewHtml(const SnapshotDiff& d, const Snapshot& new_snapshot,
                            const Stack& old_stack, const Stack& new_stack) {
  std::vector<ColumnFlips> columns = ByColumn(d, new_snapshot);
  std::string title = Title(new_snapshot);
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<style>\n"
      "body {{ font-family: system-ui, sans-serif; margin: 1.5rem; max-width: 80rem; }}\n"
      "table {{ border-collapse: collapse; margin: 0.5rem 0 1.5rem; }}\n"
      "th, td {{ border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; "
      "vertical-align: top; overflow-wrap: anywhere; }}\n"
      "td.capgrid-count {{ text-align: right; }}\n"
      "</style>\n</head>\n<body>\n<h1>{}</h1>\n"
      "<p class=\"capgrid-stack-change\">{}.</p>\n",
      HtmlEscape(title), HtmlEscape(title),
      HtmlEscape(StackChangeLine(old_stack, new_stack)));
  out += fmt::format(
      "<p>{} configurations compared (matched by {}); {} only in the newer survey, {} "
      "only in the older. <em>First broken</em>: supported before, not supported now; "
      "<em>first fixed</em>: the reverse. Each is listed with its cause before and after.</p>\n",
      d.agreement.matched, Matching(d), d.added.size(), d.removed.size());
  out += "<table class=\"capgrid-version-counts\"><thead><tr><th>column</th><th>first broken"
         "</th><th>first fixed</th></tr></thead><tbody>\n";
  for (const ColumnFlips& c : columns) {
    out += fmt::format("<tr><td>{}</td><td class=\"capgrid-count\">{}</td>"
                       "<td class=\"capgrid-count\">{}</td></tr>\n",
                       HtmlEscape(c.heading), Counted(c.broken.size(), Operators(c.broken)),
                       Counted(c.fixed.size(), Operators(c.fixed)));
  }
  out += "</tbody></table>\n";
  if (std::string dynamic = DynamicSentence(d); !dynamic.empty()) {
    out += fmt::format("<p class=\"capgrid-version-dynamic\">{}</p>\n", HtmlEscape(dynamic));
  }
  auto table = [&](const std::string& title, const char* kind, const std::vector<Flip>& flips) {
    if (flips.empty()) return;
    out += fmt::format("<h3>{}</h3>\n<table class=\"capgrid-version-{}\"><thead><tr>"
                       "<th>configuration</th><th>before</th><th>cause before</th><th>now</th>"
                       "<th>cause now</th></tr></thead><tbody>\n",
                       HtmlEscape(title), kind);
    for (const Flip& f : flips) {
      const CellChange& c = *f.change;
      out += fmt::format("<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td>"
                         "<td>{}</td></tr>\n",
                         HtmlEscape(Configuration(f)), HtmlEscape(c.old_value),
                         HtmlEscape(c.old_cause), HtmlEscape(c.new_value),
                         HtmlEscape(c.new_cause));
    }
    out += "</tbody></table>\n";
  };
  for (const ColumnFlips& c : columns) {
    if (c.broken.empty() && c.fixed.empty()) continue;
    out += fmt::format("<section id=\"capgrid-version-{}\">\n<h2>{}</h2>\n",
                       Vocabulary::Token(c.column), HtmlEscape(c.heading));
    table(fmt::format("{}: first broken ({})", c.heading, c.broken.size()), "broken", c.broken);
    table(fmt::format("{}: first fixed ({})", c.heading, c.fixed.size()), "fixed", c.fixed);
    out += "</section>\n";
  }
  out += "</body>\n</html>\n";
  return out;
}

}  // namespace capgrid
