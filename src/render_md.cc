#include "render_md.h"

#include <cctype>

#include <fmt/format.h>

namespace capgrid::render {
namespace {

std::string Code(std::string_view text) {
  // Inside a code span only the pipe needs escaping (GFM tables split on it); a backtick
  // would end the span, so it becomes a quote.
  std::string out = "`";
  for (char c : text) {
    if (c == '`') {
      out += '\'';
    } else if (c == '|') {
      out += "\\|";
    } else if (c == '\n' || c == '\r' || c == '\t') {
      out += ' ';
    } else if (static_cast<unsigned char>(c) >= 0x20) {
      out += c;
    }
  }
  return out + "`";
}

std::string Status(const Report& report, const Row& row, int probe) {
  std::string label = CellLabel(report, row, probe);
  if (RowFails(report, row, probe)) {
    return "**" + MdEscape(label) + "**";
  }
  return MdEscape(label);
}

}  // namespace

std::string MdEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x20) {
      continue;  // other control characters carry nothing a reader could use
    }
    if (space) {
      out += ' ';
    }
    space = false;
    switch (c) {
      case '|':
      case '\\':
      case '*':
      case '_':
      case '`':
      case '[':
      case ']':
      case '#':
      case '~':
        out += '\\';
        out += c;
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RenderMarkdown(const Report& report) {
  const Header& h = report.header;
  std::string out;
  out += fmt::format("## ONNX, torch.export and torch.compile support \u2014 {}\n\n",
                     MdEscape(LibraryTitle(report)));
  if (h.partial) {
    out += "> [!WARNING]\n> **This survey is partial.** ";
    out += MdEscape(PartialNotice(report)) + "\n\n";
  }
  out += "| Capture path | Supported / probed | |\n|---|---:|---:|\n";
  for (int p = 0; p < kNumProbes; ++p) {
    out += fmt::format("| {} | {} | {} |\n", ProbeHeading(p), FormatRatio(report.columns[p]),
                       FormatPercent(report.columns[p]));
  }
  out += fmt::format(
      "\n**{}** of {} configurations are supported by all three paths; **{}** distinct "
      "operators, **{}** of which export to ONNX in at least one configuration.\n\n",
      report.ok_all, report.rows.size(), report.operators, report.operators_onnx);
  if (h.coverage) {
    out += fmt::format("Coverage: {} of the {} public objects of {} are probed.\n\n",
                       h.coverage->covered, h.coverage->total, Code(h.coverage->module));
  }
  std::string measured;
  for (const auto& [what, value] : MeasuredWith(report)) {
    if (what == "generated") {
      continue;
    }
    measured += fmt::format("{}{} {}", measured.empty() ? "" : ", ", MdEscape(what), Code(value));
  }
  if (!h.generated_at.empty()) {
    out += fmt::format("Generated {}. ", Code(h.generated_at));
  }
  if (!measured.empty()) {
    out += "Measured with " + measured + ".";
  }
  out += "\n\n";

  out +=
      "### By package\n\n| Package | Probed | All three | ONNX | torch.export | torch.compile "
      "|\n|---|---:|---:|---:|---:|---:|\n";
  for (const Package& pkg : report.packages) {
    out += fmt::format("| {} | {} | {} | {} | {} | {} |\n", Code(pkg.name), pkg.probed, pkg.ok_all,
                       FormatRatio(pkg.ratios[kOnnx]), FormatRatio(pkg.ratios[kExport]),
                       FormatRatio(pkg.ratios[kCompile]));
  }

  int failing = 0;
  std::string table;
  for (const Package& pkg : report.packages) {
    for (const Section& sec : pkg.sections) {
      for (const Row* row : sec.rows) {
        bool fails = false;
        for (int p = 0; p < kNumProbes; ++p) {
          fails = fails || RowFails(report, *row, p);
        }
        if (!fails) {
          continue;
        }
        ++failing;
        std::string op = Code(row->op);
        if (!row->variant.empty()) {
          op += " " + Code("[" + row->variant + "]");
        }
        std::string cause;
        for (const DetailGroup& g : GroupDetails(report, *row)) {
          bool failing_group = false;
          for (int p : g.probes) {
            failing_group = failing_group || RowFails(report, *row, p);
          }
          if (!failing_group) {
            continue;
          }
          cause +=
              fmt::format("{}**{}:** {}", cause.empty() ? "" : " · ", g.columns, MdEscape(g.text));
        }
        if (!row->where.empty()) {
          cause += (cause.empty() ? "" : " · ") + Code(row->where);
        }
        table += fmt::format("| {} | {} | {} | {} | {} | {} |\n",
                             Code(sec.key.empty() ? pkg.name : pkg.name + "." + sec.key), op,
                             Status(report, *row, kOnnx), Status(report, *row, kExport),
                             Status(report, *row, kCompile), cause);
      }
    }
  }
  out += fmt::format("\n### Failures\n\n{} configuration{} fail{} at least one capture path.\n\n",
                     failing, failing == 1 ? "" : "s", failing == 1 ? "s" : "");
  if (failing > 0) {
    out +=
        "<details><summary>Failing configurations and their causes</summary>\n\n"
        "| Package | Operator | ONNX | torch.export | torch.compile | Cause |\n"
        "|---|---|---|---|---|---|\n";
    out += table;
    out += "\n</details>\n";
  }
  return out;
}

}  // namespace capgrid::render
