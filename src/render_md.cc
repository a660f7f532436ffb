#include "render_md.h"

#include <cctype>
#include <filesystem>

#include <fmt/format.h>

#include "page_text.h"
#include "speed_view.h"

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

// "| ONNX | torch.export | torch.compile " and its "|---:|..." alignment row.
std::string ProbeHeadings(const Report& report) {
  std::string out;
  for (const ProbeInfo& p : report.probes()) {
    out += fmt::format("| {} ", p.heading);
  }
  return out;
}

std::string Status(const Report& report, const Row& row, int probe) {
  std::string label = CellLabel(report, row, probe);
  if (RowFails(report, row, probe)) {
    return "**" + MdEscape(label) + "**";
  }
  return MdEscape(label);
}

// The speed view: the per-package summary, the rows slower than eager (the first
// kSpeedRowsShown) and every row that recompiles on new values, with its reason.
constexpr size_t kSpeedRowsShown = 30;

std::string OperatorLabel(const Row& row) {
  std::string op = Code(row.op);
  if (!row.variant.empty()) op += " " + Code("[" + row.variant + "]");
  return op;
}

std::string SpeedSection(const Report& report) {
  if (!report.speed) return "";
  const SpeedView& v = *report.speed;
  std::string out = "### Speed\n\n" + MdEscape(SpeedNotice(report)) + "\n\n";
  out += "| Package | Timed |";
  for (const std::string& h : SpeedHeadings()) out += fmt::format(" median {} speedup |", h);
  out += " slower than eager | recompile on new values |\n|---|---:|";
  for (size_t k = 0; k < SpeedupCount(); ++k) out += "---:|";
  out += "---:|---:|\n";
  for (const SpeedPackage& p : v.packages) {
    out += fmt::format("| {} | {} |", Code(p.name), p.timed);
    for (const auto& m : p.median_speedup) out += fmt::format(" {} |", MedianLabel(m));
    out += fmt::format(" {} | {} |\n", p.slower, p.recompiling);
  }
  if (std::string sizes = BatchSizesText(v); !sizes.empty()) out += "\n" + MdEscape(sizes) + "\n";
  out += fmt::format("\n#### Slower than eager ({})\n\n", v.slower.size());
  if (!v.slower.empty()) {
    out += "| Package | Operator | eager latency |";
    for (const std::string& h : SpeedHeadings()) out += " " + h + " |";
    out += "\n|---|---|---:|";
    for (size_t k = 0; k < SpeedupCount(); ++k) out += "---:|";
    out += "\n";
    for (size_t i = 0; i < v.slower.size() && i < kSpeedRowsShown; ++i) {
      const Row& r = *v.slower[i];
      out += fmt::format("| {} | {} | {} |", Code(r.package), OperatorLabel(r),
                         MdEscape(LatencyLabel(r.speed->latency[0])));
      for (size_t k = 0; k < SpeedupCount(); ++k) out += " " + SpeedupLabel(r, k) + " |";
      out += "\n";
    }
    if (v.slower.size() > kSpeedRowsShown) {
      out += fmt::format("\n... and {} more.\n", v.slower.size() - kSpeedRowsShown);
    }
  }
  out += fmt::format("\n#### Recompiles on new values of the same shapes ({})\n\n",
                     v.recompiling.size());
  if (!v.recompiling.empty()) {
    out += fmt::format("| Package | Operator | {} | reason |\n|---|---|---:|---|\n",
                       kRecompilesHeading);
    for (const Row* r : v.recompiling) {
      out += fmt::format("| {} | {} | {} | {} |\n", Code(r->package), OperatorLabel(*r),
                         RecompilesLabel(*r->speed), Code(r->speed->recompile_reason));
    }
  }
  return out + "\n";
}

// The causes view: per probe, the top kCausesShown causes (the HTML page lists all).
constexpr size_t kCausesShown = 15;
constexpr size_t kItemsShown = 3;

std::string CausesSection(const Report& report) {
  std::string out = fmt::format("\n### {}\n\n{}\n", kCausesTitle, MdEscape(CausesDefinition()));
  for (int p = 0; p < report.probe_count(); ++p) {
    const std::vector<CauseRank>& ranks = report.cause_ranks[p];
    out += fmt::format("\n#### {}\n\n", MdEscape(report.probes()[p].title));
    if (ranks.empty()) {
      out += "No failing configuration has a cause.\n";
      continue;
    }
    out += "| # | Cause | Owner | Operators | Configurations | Where (library) |\n"
           "|---:|---|---|---:|---:|---|\n";
    for (size_t i = 0; i < ranks.size() && i < kCausesShown; ++i) {
      const CauseRank& r = ranks[i];
      std::string ops;
      for (size_t k = 0; k < r.operator_labels.size() && k < kItemsShown; ++k) {
        ops += (k ? ", " : "") + Code(r.operator_labels[k]);
      }
      if (r.operator_labels.size() > kItemsShown) {
        ops += ", …";
      }
      std::string where;
      for (size_t k = 0; k < r.wheres.size() && k < kItemsShown; ++k) {
        where += fmt::format("{}{} ({})", k ? ", " : "", Code(r.wheres[k].where), r.wheres[k].rows);
      }
      out += fmt::format("| {} | {} | {} | {}: {} | {} | {} |\n", i + 1, Code(r.cause_id),
                         MdEscape(OwnerLabel(report, r.cause_id)), r.operators, ops,
                         r.configurations, where);
    }
    if (ranks.size() > kCausesShown) {
      out += fmt::format("\n{} more causes; the HTML page lists every one.\n",
                         ranks.size() - kCausesShown);
    }
  }
  return out;
}

}  // namespace


std::string ChartsFileFor(const std::string& page_path) {
  std::filesystem::path path(page_path);
  return (path.parent_path() / (path.stem().string() + "_charts.svg")).string();
}

std::string RenderMarkdown(const Report& report, std::string_view charts_href) {
  const Header& h = report.header;
  std::string out;
  out += fmt::format("## ONNX, torch.export and torch.compile support \u2014 {}\n\n",
                     MdEscape(LibraryTitle(report)));
  if (h.partial) {
    out += "> [!WARNING]\n> **This survey is partial.** ";
    out += MdEscape(PartialNotice(report)) + "\n\n";
  }
  out += "| Capture path | Supported / probed | |\n|---|---:|---:|\n";
  for (int p = 0; p < report.probe_count(); ++p) {
    out += fmt::format("| {} | {} | {} |\n", report.probes()[p].heading,
                       FormatRatio(report.columns[p]),
                       FormatPercent(report.columns[p]));
  }
  std::string checked;
  // no accuracy anywhere: said once, after the columns, not once per column
  const bool accuracy = AccuracyRecorded(report);
  for (int p = 0; p < report.probe_count(); ++p) {
    if (std::string c = CheckedText(report, p, accuracy); !c.empty()) {
      checked += fmt::format("{}{}: {}", checked.empty() ? "" : ". ", report.probes()[p].heading,
                             MdEscape(c));
    }
  }
  if (!checked.empty()) {
    out += fmt::format("\nWhat the supported configurations were checked with: {}.\n", checked);
    if (!accuracy) {
      if (std::string none = AccuracyNotRecorded(report); !none.empty()) {
        out += MdEscape(none) + "\n";
      }
    }
  }
  // what each column runs and what it shows (the HTML cards and the Sphinx page say the same)
  out += "\n<details><summary>What each column runs</summary>\n\n";
  for (int p = 0; p < report.probe_count(); ++p) {
    out += fmt::format("- **{}**: {}.\n", report.probes()[p].heading,
                       MdEscape(ProbeDescription(report, p)));
  }
  out += "\n</details>\n";
  out += fmt::format(
      "\n**{}** of {} configurations are supported by {} paths; **{}** distinct "
      "operators, **{}** of which export to ONNX in at least one configuration. {}\n\n",
      report.ok_all, report.rows.size(), AllProbes(report), report.operators,
      report.operators_onnx, MdEscape(kOperatorsDefinition));
  if (!charts_href.empty()) {
    out += fmt::format("![Configurations by package and capture path, and the top causes]({})\n\n",
                       charts_href);
  }
  if (h.coverage) {
    const Coverage& c = *h.coverage;
    out += "Coverage: " + CoverageSentence(c, Code(c.module)) + "\n\n";
    if (!c.skipped.empty()) {
      out += fmt::format("<details><summary>{} registered as not applicable</summary>\n\n",
                         c.skipped.size());
      for (const auto& [name, reason] : c.skipped) {
        out += fmt::format("- {}: {}\n", Code(name), MdEscape(reason));
      }
      out += "\n</details>\n\n";
    }
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
  for (size_t i = 0; i < report.see_also.size(); ++i) {
    out += fmt::format("{}[{}]({})", i ? "; " : " See also: ", MdEscape(report.see_also[i].first),
                       report.see_also[i].second);
  }
  out += report.see_also.empty() ? "\n\n" : ".\n\n";

  std::string all = AllProbes(report);
  all[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(all[0])));
  out += fmt::format("### By package\n\n| Package | Probed | {} {}|\n|---|---:|---:|", all,
                     ProbeHeadings(report));
  for (int p = 0; p < report.probe_count(); ++p) {
    out += "---:|";
  }
  out += "\n";
  for (const Package& pkg : report.packages) {
    out += fmt::format("| {} | {} | {} |", Code(pkg.name), pkg.probed, pkg.ok_all);
    for (int p = 0; p < report.probe_count(); ++p) {
      out += fmt::format(" {} |", FormatRatio(pkg.ratios[p]));
    }
    out += "\n";
  }

  out += CausesSection(report);
  out += SpeedSection(report);

  int failing = 0;
  std::string table;
  for (const Package& pkg : report.packages) {
    for (const Section& sec : pkg.sections) {
      for (const Row* row : sec.rows) {
        bool fails = false;
        for (int p = 0; p < report.probe_count(); ++p) {
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
        table += fmt::format("| {} | {} |",
                             Code(sec.key.empty() ? pkg.name : pkg.name + "." + sec.key), op);
        for (int p = 0; p < report.probe_count(); ++p) {
          table += fmt::format(" {} |", Status(report, *row, p));
        }
        table += fmt::format(" {} |\n", cause);
      }
    }
  }
  out += fmt::format("\n### Failures\n\n{} configuration{} fail{} at least one capture path.\n\n",
                     failing, failing == 1 ? "" : "s", failing == 1 ? "s" : "");
  if (failing > 0) {
    out +=
        "<details><summary>Failing configurations and their causes</summary>\n\n"
        "| Package | Operator " + ProbeHeadings(report) + "| Cause |\n|---|---|";
    for (int p = 0; p < report.probe_count(); ++p) {
      out += "---|";
    }
    out += "---|\n";
    out += table;
    out += "\n</details>\n";
  }
  return out;
}

}  // namespace capgrid::render
