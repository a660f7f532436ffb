#include "render_rst.h"

#include <cctype>

#include <fmt/format.h>

#include "render_html.h"

namespace capgrid::render {
namespace {

std::string Collapse(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
    } else if (static_cast<unsigned char>(c) < 0x20) {
      continue;  // other control characters carry nothing a reader could use
    } else {
      if (space) {
        out += ' ';
      }
      space = false;
      out += c;
    }
  }
  return out;
}

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
  return fmt::format(":compat-{}:`{}`", StatusTable::Token(status), RstInline(label));
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

std::string CompileCell(const Report& report, const Row& row) {
  std::string out = Role(row.cells[kCompile].status, CellLabel(report, row, kCompile));
  if (row.graph_breaks > 0 && row.cells[kCompile].status != "ok-breaks") {
    out += fmt::format(" :capgrid-breaks:`{} graph break{}`", row.graph_breaks,
                       row.graph_breaks == 1 ? "" : "s");
  }
  return out;
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

std::string StatusLine(const Ratio& r) {
  std::string pct = FormatPercent(r);
  return pct.empty() ? FormatRatio(r) : fmt::format("{} ({})", FormatRatio(r), pct);
}

}  // namespace

std::string RstInline(std::string_view text) {
  std::string collapsed = Collapse(text);
  std::string out;
  out.reserve(collapsed.size() + 8);
  for (size_t i = 0; i < collapsed.size(); ++i) {
    char c = collapsed[i];
    switch (c) {
      case '\\':
      case '*':
      case '|':
      case '_':
        out += '\\';
        out += c;
        break;
      case '`':
        out += '\'';
        break;
      case ':':
        // "::" would announce a literal block.
        out += c;
        if (i + 1 < collapsed.size() && collapsed[i + 1] == ':') {
          out += '\\';
        }
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RstLiteral(std::string_view text) {
  std::string out = Collapse(text);
  for (char& c : out) {
    if (c == '`') {
      c = '\'';
    }
  }
  return out;
}

std::string RenderRst(const Report& report) {
  const StatusTable& st = *report.statuses;
  std::string out;
  out += fmt::format(
      ".. This page is generated by `capgrid render --format rst` from a capgrid snapshot.\n"
      "   Edit the snapshot (or re-run the survey), not this file.\n\n");
  for (const ColumnStatus& c : st.columns()) {
    out += fmt::format(".. role:: compat-{}\n", StatusTable::Token(c.value));
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
      "Every listed configuration of {} ({} configurations in {} package{}) was run through "
      "three capture paths: ONNX export, ``torch.export`` and ``torch.compile``. This page is "
      "generated from the committed survey snapshot; no entry is maintained by hand.\n\n",
      RstInline(LibraryTitle(report)), report.rows.size(), npackages, npackages == 1 ? "" : "s");

  out += ".. raw:: html\n\n" + Indent(CardsHtml(report), "   ") + "\n";
  out += fmt::format(
      "**{}** of {} configurations are supported by all three paths. They cover **{}** distinct "
      "operators, **{}** of which export to ONNX in at least one configuration.\n\n",
      report.ok_all, report.rows.size(), report.operators, report.operators_onnx);
  // The cards above are raw HTML; other builders (latex, text) get the same figures as a list.
  out += ".. only:: not html\n\n";
  for (int p = 0; p < kNumProbes; ++p) {
    out += fmt::format("   * **{}:** {} supported. {}.\n", ProbeHeading(p),
                       StatusLine(report.columns[p]), RstInline(ProbeDescription(report, p)));
  }
  out += "\n";
  if (h.coverage) {
    const Coverage& c = *h.coverage;
    out += fmt::format("**Coverage:** {} of the {} public objects of ``{}`` are probed.", c.covered,
                       c.total, RstLiteral(c.module));
    if (!c.uncovered.empty()) {
      out += " Not probed: ";
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
  out += fmt::format(
      "\nA *configuration* is one operator called with one set of arguments (the variant in "
      "brackets). A configuration that is not applicable in all three columns (file I/O, "
      "enums, data classes, calls that do not run eagerly with the probed inputs) is not "
      "listed. {} entries were surveyed and {} are listed.\n\n",
      report.entries, report.rows.size());

  out += Heading("Legend", '-');
  out += ".. list-table::\n   :header-rows: 1\n   :class: capgrid-legend\n\n";
  ListCell(out, true, "Status");
  ListCell(out, false, "Meaning");
  for (const ColumnStatus* c : report.statuses_present) {
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
  for (int p = 0; p < kNumProbes; ++p) {
    ListCell(out, false, ProbeHeading(p));
  }
  for (const Package& pkg : report.packages) {
    ListCell(out, true, fmt::format(":ref:`{} <{}>`", RstInline(pkg.name), pkg.anchor));
    ListCell(out, false, std::to_string(pkg.probed));
    for (int p = 0; p < kNumProbes; ++p) {
      ListCell(out, false, FormatRatio(pkg.ratios[p]));
    }
  }
  out += "\n";

  for (const Package& pkg : report.packages) {
    out += fmt::format(".. _{}:\n\n", pkg.anchor);
    out += Heading(pkg.name, '-');
    out += fmt::format(
        "{} configuration{} probed, {} supported by all three paths; ONNX {}, torch.export {}, "
        "torch.compile {}.\n\n",
        pkg.probed, pkg.probed == 1 ? "" : "s", pkg.ok_all, FormatRatio(pkg.ratios[kOnnx]),
        FormatRatio(pkg.ratios[kExport]), FormatRatio(pkg.ratios[kCompile]));
    bool titled = pkg.sections.size() > 1;
    for (const Section& sec : pkg.sections) {
      if (titled) {
        out += fmt::format(".. _{}:\n\n", sec.anchor);
        out += Heading(sec.title, '~');
      }
      out +=
          ".. list-table::\n   :header-rows: 1\n   :class: capgrid-table\n"
          "   :widths: 26 11 11 13 39\n\n";
      ListCell(out, true, "Operator");
      for (int p = 0; p < kNumProbes; ++p) {
        ListCell(out, false, ProbeHeading(p));
      }
      ListCell(out, false, "Details");
      for (const Row* row : sec.rows) {
        ListCell(out, true, OperatorCell(*row));
        ListCell(out, false, Role(row->cells[kOnnx].status, CellLabel(report, *row, kOnnx)));
        ListCell(out, false, Role(row->cells[kExport].status, CellLabel(report, *row, kExport)));
        ListCell(out, false, CompileCell(report, *row));
        ListCell(out, false, DetailsCell(report, *row));
      }
      out += "\n";
    }
  }
  return out;
}

}  // namespace capgrid::render
