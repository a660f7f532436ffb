#include "render_rst.h"

#include <cctype>

#include <fmt/format.h>

#include "page_text.h"
#include "speed_view.h"
#include "render_html.h"

namespace capgrid::render {
namespace {


std::string Heading(std::string_view title, char underline) {
  std::string text = RstInline(title);
  // Underlines count characters, not bytes; over-long is always valid.
  return fmt::format("{}\n{}\n\n", text, std::string(text.size(), underline));
}

// Indents every line of `block` (raw HTML under a directive).
std::string Indent(std::string_view block, std::string_view pad) {
  std::string out;
  size_t start = 0;
  while (start < block.size()) {
    size_t end = block.find('\n', start);
    if (end == std::string_view::npos) {
      end = block.size();
    }
    std::string_view line = block.substr(start, end - start);
    if (!line.empty()) {
      out += fmt::format("{}{}", pad, line);
    }
    out += '\n';
    start = end + 1;
  }
  return out;
}

std::string Role(std::string_view status, std::string_view label) {
  return fmt::format(":compat-{}:`{}`", Vocabulary::Token(status), RstInline(label));
}

std::string OperatorCell(const Row& row) {
  std::string out;
  // RstInline turns backticks into quotes; angle brackets would end the link text early.
  bool plain = row.op.find_first_of("<>") == std::string::npos;
  bool ref_ok = !row.ref.empty() && row.ref.find_first_of(" <>`") == std::string::npos;
  if (plain && ref_ok) {
    out = fmt::format(":py:obj:`{} <{}>`", RstInline(row.op), row.ref);
  } else if (plain && !row.ref_url.empty() &&
             row.ref_url.find_first_of(" <>`") == std::string::npos) {
    out = fmt::format("`{} <{}>`__", RstInline(row.op), row.ref_url);
  } else {
    out = fmt::format("``{}``", RstLiteral(row.op));
  }
  if (!row.variant.empty()) {
    out += fmt::format(" ``[{}]``", RstLiteral(row.variant));
  }
  return out;
}

std::string StatusCell(const Report& report, const Row& row, int probe) {
  std::string out = Role(row.cells[probe].status, CellLabel(report, row, probe));
  if (std::string breaks = BreaksBadge(report, row, probe); !breaks.empty()) {
    out += fmt::format(" :capgrid-breaks:`{}`", breaks);
  }
  return out;
}

// Column widths in percent: the operator 26, a probe 11 (13 for the one that shows graph
// breaks next to its status), the details the rest.
std::string Widths(const Report& report) {
  std::string out = "26";
  int used = 26;
  for (int p = 0; p < report.probe_count(); ++p) {
    int w = p == report.breaks_probe ? 13 : 11;
    used += w;
    out += fmt::format(" {}", w);
  }
  return out + fmt::format(" {}", std::max(100 - used, 10));
}

std::string DetailsCell(const Report& report, const Row& row) {
  std::vector<std::string> parts;
  for (const DetailGroup& g : GroupDetails(report, row)) {
    parts.push_back(fmt::format("**{}:** {}", g.columns, RstInline(g.text)));
  }
  std::string where = RstLiteral(row.where);
  if (!where.empty()) {
    parts.push_back(fmt::format("``{}``", where));
  }
  std::string out;
  for (const auto& p : parts) {
    out += (out.empty() ? "" : " \u00b7 ") + p;
  }
  return out;
}

void ListCell(std::string& out, bool first, std::string_view content) {
  // An empty cell must still be a list item: "- " alone is a valid empty item.
  out += fmt::format("   {} - {}\n", first ? "*" : " ", content);
}

// A bullet list inside an admonition, cut at kMaxListed items.
void BulletList(std::string& out, const std::vector<std::string>& items) {
  constexpr size_t kMaxListed = 50;
  for (size_t i = 0; i < items.size() && i < kMaxListed; ++i) {
    out += "   * " + RstInline(items[i]) + "\n";
  }
  if (items.size() > kMaxListed) {
    out += fmt::format("   * ... and {} more\n", items.size() - kMaxListed);
  }
  if (!items.empty()) {
    out += "\n";
  }
}

// The speed view (speed_view.h): the per-package summary, the rows slower than eager and the
// rows that recompile on new values, with their reasons.
std::string SpeedSection(const Report& report) {
  if (!report.speed) return "";
  const SpeedView& v = *report.speed;
  std::string out = Heading("Speed", '-') + RstInline(SpeedNotice(report)) + "\n\n";
  out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-speed-summary\n\n";
  ListCell(out, true, "Package");
  ListCell(out, false, "Timed");
  for (const std::string& h : SpeedHeadings()) {
    ListCell(out, false, fmt::format("median {} speedup", h));
  }
  ListCell(out, false, "slower than eager");
  ListCell(out, false, "recompile on new values");
  for (const SpeedPackage& p : v.packages) {
    ListCell(out, true, "``" + RstLiteral(p.name) + "``");
    ListCell(out, false, std::to_string(p.timed));
    for (const auto& m : p.median_speedup) ListCell(out, false, RstInline(MedianLabel(m)));
    ListCell(out, false, std::to_string(p.slower));
    ListCell(out, false, std::to_string(p.recompiling));
  }
  out += "\n";
  if (std::string sizes = BatchSizesText(v); !sizes.empty()) out += RstInline(sizes) + "\n\n";
  constexpr size_t kShown = 30;
  out += Heading(fmt::format("Slower than eager ({})", v.slower.size()), '~');
  if (!v.slower.empty()) {
    out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-speed\n\n";
    ListCell(out, true, "Package");
    ListCell(out, false, "Operator");
    ListCell(out, false, "eager latency");
    for (const std::string& h : SpeedHeadings()) ListCell(out, false, h);
    for (size_t i = 0; i < v.slower.size() && i < kShown; ++i) {
      const Row& r = *v.slower[i];
      ListCell(out, true, "``" + RstLiteral(r.package) + "``");
      ListCell(out, false, OperatorCell(r));
      ListCell(out, false, RstInline(LatencyLabel(r.speed->latency[0])));
      for (size_t k = 0; k < SpeedupCount(); ++k) ListCell(out, false, RstInline(SpeedupLabel(r, k)));
    }
    out += "\n";
    if (v.slower.size() > kShown) {
      out += fmt::format("... and {} more.\n\n", v.slower.size() - kShown);
    }
  }
  out += Heading(fmt::format("Recompiles on new values of the same shapes ({})",
                             v.recompiling.size()), '~');
  if (!v.recompiling.empty()) {
    out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-speed\n\n";
    ListCell(out, true, "Package");
    ListCell(out, false, "Operator");
    ListCell(out, false, kRecompilesHeading);
    ListCell(out, false, "reason");
    for (const Row* r : v.recompiling) {
      ListCell(out, true, "``" + RstLiteral(r->package) + "``");
      ListCell(out, false, OperatorCell(*r));
      ListCell(out, false, RecompilesLabel(*r->speed));
      ListCell(out, false, r->speed->recompile_reason.empty()
                               ? ""
                               : "``" + RstLiteral(r->speed->recompile_reason) + "``");
    }
    out += "\n";
  }
  return out;
}

std::string StatusLine(const Ratio& r) {
  std::string pct = FormatPercent(r);
  return pct.empty() ? FormatRatio(r) : fmt::format("{} ({})", FormatRatio(r), pct);
}

}  // namespace



std::string RenderRst(const Report& report) {
  const Vocabulary& st = *report.statuses;
  std::string out;
  out += fmt::format(
      ".. This page is generated by `capgrid render --format rst` from a capgrid snapshot.\n"
      "   Edit the snapshot (or re-run the survey), not this file.\n\n");
  for (const ColumnInfo& c : st.columns()) {
    out += fmt::format(".. role:: compat-{}\n", Vocabulary::Token(c.value));
  }
  out += ".. role:: capgrid-breaks\n\n";

  int npackages = static_cast<int>(report.packages.size());
  out += fmt::format(
      ".. meta::\n   :description: {} configurations of {} in {} package{} probed with "
      "torch.onnx.export, torch.export and torch.compile\n\n",
      report.rows.size(), RstInline(LibraryTitle(report)), npackages, npackages == 1 ? "" : "s");
  out += ".. _capgrid-support:\n\n";
  out += Heading("ONNX, torch.export and torch.compile support", '=');

  const Header& h = report.header;
  if (h.partial) {
    out += ".. warning::\n\n   **This survey is partial.** " + RstInline(PartialNotice(report)) +
           "\n\n";
    BulletList(out, h.missing);
  }
  if (h.conflict_count > 0) {
    out += fmt::format(
        ".. warning::\n\n   {} provenance conflict{}: the results come from more than one "
        "measurement setup.\n\n",
        h.conflict_count, h.conflict_count == 1 ? "" : "s");
    BulletList(out, h.conflicts);
  }

  out += fmt::format(
      "Every listed configuration of {} ({} configurations in {} package{}) was run eagerly and "
      "through {}. This page is generated from the committed survey snapshot; no entry is "
      "maintained by hand.\n\n",
      RstInline(LibraryTitle(report)), report.rows.size(), npackages, npackages == 1 ? "" : "s",
      RstInline(ProbeSet(report)));

  out += ".. raw:: html\n\n" + Indent(CardsHtml(report), "   ") + "\n";
  out += fmt::format(
      "**{}** of {} configurations are supported by {} paths. They cover **{}** distinct "
      "operators, **{}** of which export to ONNX in at least one configuration. {}\n\n",
      report.ok_all, report.rows.size(), AllProbes(report), report.operators,
      report.operators_onnx, RstInline(kOperatorsDefinition));
  // The cards above are raw HTML; other builders (latex, text) get the same figures as a list.
  out += ".. only:: not html\n\n";
  for (int p = 0; p < report.probe_count(); ++p) {
    std::string figure = report.probes()[p].speed_fields && report.speed
                             ? fmt::format("{} timed. {}", report.speed->all.timed,
                                           SpeedCardText(*report.speed))
                             : StatusLine(report.columns[p]) + " supported";
    if (std::string checked = CheckedText(report, p); !checked.empty()) {
      figure += " (" + checked + ")";
    }
    out += fmt::format("   * **{}:** {}. {}.\n", report.probes()[p].heading, RstInline(figure),
                       RstInline(ProbeDescription(report, p)));
  }
  out += "\n";
  if (h.coverage) {
    const Coverage& c = *h.coverage;
    out += "**Coverage:** " + CoverageSentence(c, "``" + RstLiteral(c.module) + "``");
    if (!c.uncovered.empty()) {
      out += " Without a case: ";
      for (size_t i = 0; i < c.uncovered.size(); ++i) {
        out += fmt::format("{}``{}``", i ? ", " : "", RstLiteral(c.uncovered[i]));
      }
      out += ".";
    }
    out += "\n\n";
  }

  out += Heading("How this was measured", '-');
  for (const auto& [what, value] : MeasuredWith(report)) {
    out += fmt::format("* {}: ``{}``\n", RstInline(what), RstLiteral(value));
  }
  if (!report.see_also.empty()) {
    out += "\nSee also: ";
    for (size_t i = 0; i < report.see_also.size(); ++i) {
      out += fmt::format("{}`{} <{}>`__", i ? "; " : "", RstInline(report.see_also[i].first),
                         report.see_also[i].second);
    }
    out += ".\n";
  }
  out += "\n" + ConfigurationDefinition(report, "*configuration*") + "\n\n";

  out += Heading("Legend", '-');
  out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-legend\n\n";
  ListCell(out, true, "Status");
  ListCell(out, false, "Meaning");
  for (const ColumnInfo* c : report.statuses_present) {
    ListCell(out, true, Role(c->value, c->label));
    ListCell(out, false, RstInline(c->meaning.empty() ? c->label : c->meaning));
  }
  out += "\n";
  out +=
      "Failures are facts about the specific versions listed above (torch, the exporters and "
      "the library), not promises about other versions. Most failures are missing upstream "
      "lowerings, outputs whose size depends on tensor values, or Python control flow that "
      "reads tensor values; the Details column names the cause.\n\n";

  out += ".. raw:: html\n\n" + Indent(ControlsHtml(report), "   ") + "\n";

  out += Heading("Summary by package", '-');
  out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-summary\n\n";
  ListCell(out, true, "Package");
  ListCell(out, false, "Probed");
  for (int p = 0; p < report.probe_count(); ++p) {
    ListCell(out, false, report.probes()[p].heading);
  }
  for (const Package& pkg : report.packages) {
    ListCell(out, true, fmt::format(":ref:`{} <{}>`", RstInline(pkg.name), pkg.anchor));
    ListCell(out, false, std::to_string(pkg.probed));
    for (int p = 0; p < report.probe_count(); ++p) {
      ListCell(out, false, FormatRatio(pkg.ratios[p]));
    }
  }
  out += "\n";

  out += SpeedSection(report);

  for (const Package& pkg : report.packages) {
    out += fmt::format(".. _{}:\n\n", pkg.anchor);
    out += Heading(pkg.name, '-');
    out += fmt::format(
        "{} configuration{} probed, {} supported by {} paths; {}.\n\n", pkg.probed,
        pkg.probed == 1 ? "" : "s", pkg.ok_all, AllProbes(report),
        RstInline(ProbeRatios(report, pkg.ratios)));
    bool titled = pkg.sections.size() > 1;
    for (const Section& sec : pkg.sections) {
      if (titled) {
        out += fmt::format(".. _{}:\n\n", sec.anchor);
        out += Heading(sec.title, '~');
      }
      out +=
          ".. list-table::\n   :header-rows: 1\n   :class: capgrid-table\n"
          "   :widths: " +
          Widths(report) + "\n\n";
      ListCell(out, true, "Operator");
      for (int p = 0; p < report.probe_count(); ++p) {
        ListCell(out, false, report.probes()[p].heading);
      }
      ListCell(out, false, "Details");
      for (const Row* row : sec.rows) {
        ListCell(out, true, OperatorCell(*row));
        for (int p = 0; p < report.probe_count(); ++p) {
          ListCell(out, false, StatusCell(report, *row, p));
        }
        ListCell(out, false, DetailsCell(report, *row));
      }
      out += "\n";
    }
  }
  return out;
}

}  // namespace capgrid::render
