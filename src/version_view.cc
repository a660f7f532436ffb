#include "version_view.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include <fmt/format.h>

#include "escape.h"
#include "vocabulary.h"

namespace capgrid {
namespace {

// One flipped cell with each side's case (the new side's names the configuration; each side's
// cell gives its time). A case is nullptr when its side has none of that name (cannot be).
struct Flip {
  const CellChange* change;
  const SnapshotCase* row;
  const SnapshotCase* old_row;
};

struct ColumnFlips {
  std::string column, heading;
  int probe = -1;  // the column's index in the vocabulary (SnapshotCase::cells)
  std::vector<Flip> broken, fixed, unstable;
  [[nodiscard]] bool empty() const { return broken.empty() && fixed.empty() && unstable.empty(); }
};

size_t Operators(const std::vector<Flip>& flips) {
  std::set<std::pair<std::string, std::string>> ops;
  for (const Flip& f : flips) {
    if (f.row) ops.insert({f.row->package, f.row->operator_name});
  }
  return ops.size();
}

std::map<std::string, const SnapshotCase*> ByName(const Snapshot& s) {
  std::map<std::string, const SnapshotCase*> cases;
  for (const SnapshotCase& c : s.cases) cases[c.name] = &c;
  return cases;
}

// The columns in the vocabulary's order, each with its broken, fixed and unstable
// configurations in the new snapshot's order (the diff's). A flip to or from an unstable value
// (data/statuses.json's "unstable" statuses' columns) is unstable, whichever way it went.
std::vector<ColumnFlips> ByColumn(const SnapshotDiff& d, const Snapshot& old_snapshot,
                                  const Snapshot& new_snapshot) {
  auto cases = ByName(new_snapshot), old_cases = ByName(old_snapshot);
  auto find = [](const auto& in, const std::string& name) -> const SnapshotCase* {
    auto it = in.find(name);
    return it == in.end() ? nullptr : it->second;
  };
  const Vocabulary& vocabulary = Vocabulary::Builtin();
  std::vector<ColumnFlips> out;
  for (const std::string& column : d.columns) {
    ColumnFlips cf;
    cf.column = column;
    cf.probe = vocabulary.ProbeIndex(column);
    cf.heading = cf.probe >= 0 ? vocabulary.probe_info()[cf.probe].heading : column;
    auto take = [&](const std::vector<CellChange>& list, std::vector<Flip>* into) {
      for (const CellChange& c : list) {
        if (c.column != column) continue;
        Flip f{&c, find(cases, c.case_name), find(old_cases, c.old_case)};
        bool unstable = vocabulary.Unstable(c.old_value) || vocabulary.Unstable(c.new_value);
        (unstable ? cf.unstable : *into).push_back(f);
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

// A side's recorded time for the column's probe (times.<probe>: for a timeout, the limit it
// was killed at).
std::string Seconds(const SnapshotCase* row, int probe) {
  if (!row || probe < 0 || static_cast<size_t>(probe) >= row->cells.size() ||
      !row->cells[probe].seconds) {
    return "not recorded";
  }
  return fmt::format("{:.1f} s", *row->cells[probe].seconds);
}

// "timeout, crash or out of memory": the unstable values' labels, in the vocabulary's order.
std::string UnstableLabels() {
  std::vector<std::string> labels;
  for (const ColumnInfo& c : Vocabulary::Builtin().columns()) {
    if (c.unstable) labels.push_back(c.label);
  }
  std::string out;
  for (size_t i = 0; i < labels.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == labels.size() ? " or " : ", ") + labels[i];
  }
  return out;
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

// The paragraph above the counts: what was compared and what each count means; `em_open` and
// `em_close` mark the counts' names, `escape` makes the vocabulary's labels safe.
std::string CountsText(const SnapshotDiff& d, const char* em_open, const char* em_close,
                       std::string (*escape)(std::string_view)) {
  return fmt::format(
      "{} configurations compared (matched by {}); {} only in the newer survey, {} only in the "
      "older. {}First broken{}: supported before, not supported now; {}first fixed{}: the "
      "reverse; each listed with its cause before and after. {}Unstable{}: a flip either way "
      "where a side's value is {} (a limit of the run or the worker's death, which the machine "
      "and what ran beside the probe decide as much as the capture): neither broken nor fixed, "
      "listed apart with each side's recorded time (a timeout's is the limit it was killed at).",
      d.agreement.matched, Matching(d), d.added.size(), d.removed.size(), em_open, em_close,
      em_open, em_close, em_open, em_close, escape(UnstableLabels()));
}

// One side's build and machine as its snapshot records them: the rows of the page's table.
struct Side {
  std::string torch, build, device, machine;
};

Side SideOf(const Snapshot& s) {
  Side side;
  side.torch = s.torch.empty() ? "not recorded" : s.torch;
  side.build = TorchBuild(s.torch);
  if (side.build.empty()) side.build = "not named by the version";
  side.device = s.device.empty() ? "not recorded" : s.device;
  side.machine = s.speed_machine.empty()
                     ? "not recorded"
                     : "not recorded; the speed column's times: " + s.speed_machine;
  return side;
}

// The rows (what, older, newer) of the builds-and-machines table.
std::vector<std::array<std::string, 3>> SideRows(const Snapshot& o, const Snapshot& n) {
  Side a = SideOf(o), b = SideOf(n);
  return {{"torch", a.torch, b.torch},
          {"torch build", a.build, b.build},
          {"device the probes ran on", a.device, b.device},
          {"machine", a.machine, b.machine}};
}

// What the table means for the comparison: the builds or devices differ, and what no snapshot
// records.
std::string SidesText(const Snapshot& o, const Snapshot& n) {
  std::string out;
  std::string a = TorchBuild(o.torch), b = TorchBuild(n.torch);
  if (!a.empty() && !b.empty() && a != b) {
    out += fmt::format("The two torch builds differ ({} against {}): a flip may come from the "
                       "build as well as from the version. ", a, b);
  }
  if (!o.device.empty() && !n.device.empty() && o.device != n.device) {
    out += fmt::format("The probes ran on different devices ({} against {}). ", o.device,
                       n.device);
  }
  return out + "A snapshot records the device its probes ran on and, for the speed column only, "
               "the CPU that timed it: not the machine the other probes ran on, nor what ran "
               "beside them.";
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

std::string TorchBuild(std::string_view torch_version) {
  size_t plus = torch_version.find('+');
  if (plus == std::string_view::npos) return "";
  std::string_view local = torch_version.substr(plus + 1);
  auto digits = [](std::string_view x) {
    return !x.empty() &&
           std::all_of(x.begin(), x.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  if (local == "cpu") return "CPU-only";
  if (local.size() >= 4 && local.substr(0, 2) == "cu" && digits(local.substr(2))) {
    std::string_view v = local.substr(2);  // cu132: CUDA 13.2, cu118: CUDA 11.8
    return fmt::format("CUDA {}.{}", v.substr(0, v.size() - 1), v.back());
  }
  if (local.size() > 4 && local.substr(0, 4) == "rocm") {
    return fmt::format("ROCm {}", local.substr(4));
  }
  return fmt::format("+{}", local);
}

std::string VersionViewMarkdown(const SnapshotDiff& d, const Snapshot& old_snapshot,
                                const Snapshot& new_snapshot, const Stack& old_stack,
                                const Stack& new_stack) {
  std::vector<ColumnFlips> columns = ByColumn(d, old_snapshot, new_snapshot);
  std::string out = fmt::format("# {}\n\n{}.\n\n", MdEscape(Title(new_snapshot)),
                                StackChangeLine(old_stack, new_stack, MdEscape));
  out += "| | older survey | newer survey |\n|---|---|---|\n";
  for (const auto& [what, before, now] : SideRows(old_snapshot, new_snapshot)) {
    out += fmt::format("| {} | {} | {} |\n", what, MdTableCell(before), MdTableCell(now));
  }
  out += "\n" + MdEscape(SidesText(old_snapshot, new_snapshot)) + "\n\n";
  out += CountsText(d, "*", "*", MdEscape) + "\n\n";
  out += "| column | first broken | first fixed | unstable |\n|---|---:|---:|---:|\n";
  for (const ColumnFlips& c : columns) {
    out += fmt::format("| {} | {} | {} | {} |\n", MdTableCell(c.heading),
                       Counted(c.broken.size(), Operators(c.broken)),
                       Counted(c.fixed.size(), Operators(c.fixed)),
                       Counted(c.unstable.size(), Operators(c.unstable)));
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
  auto unstable = [&](const ColumnFlips& col) {
    if (col.unstable.empty()) return;
    out += fmt::format("\n### {}: unstable ({})\n\n| configuration | before | cause before | "
                       "time before | now | cause now | time now |\n|---|---|---|---:|---|---|"
                       "---:|\n",
                       MdEscape(col.heading), col.unstable.size());
    for (const Flip& f : col.unstable) {
      const CellChange& c = *f.change;
      out += fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", MdTableCell(Configuration(f)),
                         c.old_value, MdTableCell(c.old_cause), Seconds(f.old_row, col.probe),
                         c.new_value, MdTableCell(c.new_cause), Seconds(f.row, col.probe));
    }
  };
  for (const ColumnFlips& c : columns) {
    if (c.empty()) continue;
    out += fmt::format("\n## {}\n", MdEscape(c.heading));
    table(fmt::format("{}: first broken ({})", c.heading, c.broken.size()), c.broken);
    table(fmt::format("{}: first fixed ({})", c.heading, c.fixed.size()), c.fixed);
    unstable(c);
  }
  return out;
}

std::string VersionViewHtml(const SnapshotDiff& d, const Snapshot& old_snapshot,
                            const Snapshot& new_snapshot, const Stack& old_stack,
                            const Stack& new_stack) {
  std::vector<ColumnFlips> columns = ByColumn(d, old_snapshot, new_snapshot);
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
  out += "<table class=\"capgrid-version-sides\"><thead><tr><th></th><th>older survey</th>"
         "<th>newer survey</th></tr></thead><tbody>\n";
  for (const auto& [what, before, now] : SideRows(old_snapshot, new_snapshot)) {
    out += fmt::format("<tr><th>{}</th><td>{}</td><td>{}</td></tr>\n", HtmlEscape(what),
                       HtmlEscape(before), HtmlEscape(now));
  }
  out += fmt::format("</tbody></table>\n<p class=\"capgrid-version-sides-note\">{}</p>\n",
                     HtmlEscape(SidesText(old_snapshot, new_snapshot)));
  out += fmt::format("<p>{}</p>\n", CountsText(d, "<em>", "</em>", HtmlEscape));
  out += "<table class=\"capgrid-version-counts\"><thead><tr><th>column</th><th>first broken"
         "</th><th>first fixed</th><th>unstable</th></tr></thead><tbody>\n";
  for (const ColumnFlips& c : columns) {
    out += fmt::format("<tr><td>{}</td><td class=\"capgrid-count\">{}</td>"
                       "<td class=\"capgrid-count\">{}</td><td class=\"capgrid-count\">{}</td>"
                       "</tr>\n",
                       HtmlEscape(c.heading), Counted(c.broken.size(), Operators(c.broken)),
                       Counted(c.fixed.size(), Operators(c.fixed)),
                       Counted(c.unstable.size(), Operators(c.unstable)));
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
  auto unstable = [&](const ColumnFlips& col) {
    if (col.unstable.empty()) return;
    out += fmt::format("<h3>{}: unstable ({})</h3>\n<table class=\"capgrid-version-unstable\">"
                       "<thead><tr><th>configuration</th><th>before</th><th>cause before</th>"
                       "<th>time before</th><th>now</th><th>cause now</th><th>time now</th>"
                       "</tr></thead><tbody>\n",
                       HtmlEscape(col.heading), col.unstable.size());
    for (const Flip& f : col.unstable) {
      const CellChange& c = *f.change;
      out += fmt::format("<tr><td><code>{}</code></td><td>{}</td><td>{}</td>"
                         "<td class=\"capgrid-count\">{}</td><td>{}</td><td>{}</td>"
                         "<td class=\"capgrid-count\">{}</td></tr>\n",
                         HtmlEscape(Configuration(f)), HtmlEscape(c.old_value),
                         HtmlEscape(c.old_cause), Seconds(f.old_row, col.probe),
                         HtmlEscape(c.new_value), HtmlEscape(c.new_cause),
                         Seconds(f.row, col.probe));
    }
    out += "</tbody></table>\n";
  };
  for (const ColumnFlips& c : columns) {
    if (c.empty()) continue;
    out += fmt::format("<section id=\"capgrid-version-{}\">\n<h2>{}</h2>\n",
                       Vocabulary::Token(c.column), HtmlEscape(c.heading));
    table(fmt::format("{}: first broken ({})", c.heading, c.broken.size()), "broken", c.broken);
    table(fmt::format("{}: first fixed ({})", c.heading, c.fixed.size()), "fixed", c.fixed);
    unstable(c);
    out += "</section>\n";
  }
  out += "</body>\n</html>\n";
  return out;
}

}  // namespace capgrid
