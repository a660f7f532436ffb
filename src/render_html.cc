#include "render_html.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "drill_data.h"
#include "embedded.h"
#include "page_text.h"
#include "render_svg.h"
#include "speed_view.h"

namespace capgrid::render {
namespace {

// Page chrome for the standalone file only; the Sphinx theme provides its own.
constexpr std::string_view kBaseStyle = R"css(
body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0;
  color: #1f2328; background: #fff; }
main { max-width: 78em; margin: 0 auto; padding: 1em 1.5em 4em; }
h1 { font-size: 1.8em; margin: .4em 0; }
h2 { margin-top: 1.6em; border-bottom: 1px solid #d0d7de; padding-bottom: .2em; }
h3 { margin-top: 1.2em; }
table { border-collapse: collapse; margin: .6em 0; }
th, td { border: 1px solid #d0d7de; padding: .3em .5em; text-align: left; }
thead th { background: #f6f8fa; position: sticky; top: 3.2em; }
code { font-size: .92em; }
pre { white-space: pre-wrap; font-size: .85em; background: #f6f8fa; padding: .5em;
  max-height: 24em; overflow: auto; }
details.capgrid-drill > summary { cursor: pointer; list-style: none; white-space: nowrap; }
details.capgrid-drill > summary::-webkit-details-marker { display: none; }
details.capgrid-drill > summary::after { content: " \25B8"; opacity: .55; }
details.capgrid-drill[open] > summary::after { content: " \25BE"; }
.capgrid-note { opacity: .7; }
/* An open drill-down is a panel over the rows below it, as wide as the table: it is positioned
   against its section, so it never changes the table's column widths. */
section.capgrid-section { position: relative; }
.capgrid-drill-body { font-size: .88em; position: absolute; left: 0; right: 0; z-index: 3;
  margin-top: .3em; padding: .4em .8em; background: Canvas; color: CanvasText;
  border: 1px solid #8c959f; border-radius: .4em; box-shadow: 0 4px 14px rgba(0, 0, 0, .18);
  max-height: 36em; overflow: auto; white-space: normal; }
td.capgrid-drillable { cursor: pointer; }
td.capgrid-drillable::after { content: " \25B8"; opacity: .55; }
svg.capgrid-chart { max-width: 100%; height: auto; display: block; margin: 1em 0; }
.capgrid-drill-body p, .capgrid-drill-body ul, .capgrid-drill-body ol { margin: .25em 0; }
.capgrid-controls { background: #fff; }
section.capgrid-causes { scroll-margin-top: 4em; }  /* its anchor clears the sticky controls */
ul.capgrid-versions { list-style: none; padding: 0; display: flex; flex-wrap: wrap;
  gap: .3em 1.4em; }
)css";

std::string Attr(std::string_view text) { return HtmlEscape(text); }

std::string Words(const Report& report, bool (*pick)(const ColumnInfo&)) {
  std::string out;
  for (const ColumnInfo& c : report.statuses->columns()) {
    if (!pick(c)) {
      continue;
    }
    if (!out.empty()) {
      out += ' ';
    }
    out += Vocabulary::Token(c.value);
  }
  return out;
}

std::string Span(std::string_view status, std::string_view label) {
  return fmt::format("<span class=\"compat-{}\">{}</span>", Vocabulary::Token(status),
                     HtmlEscape(label));
}

std::string OperatorCell(const Row& row) {
  std::string op = fmt::format("<code>{}</code>", HtmlEscape(row.op));
  std::string out;
  if (!row.ref_url.empty()) {
    out = fmt::format("<a href=\"{}\" title=\"{}\">{}</a>", Attr(row.ref_url),
                      Attr(row.ref.empty() ? row.ref_url : row.ref), op);
  } else if (!row.ref.empty()) {
    out = fmt::format("<span title=\"{}\">{}</span>", Attr(row.ref), op);
  } else {
    out = op;
  }
  if (!row.variant.empty()) {
    out += fmt::format(" <code class=\"capgrid-variant\">[{}]</code>", HtmlEscape(row.variant));
  }
  return out;
}

std::string StatusCell(const Report& report, const Row& row, int probe) {
  std::string badge = Span(row.cells[probe].status, CellLabel(report, row, probe));
  if (std::string breaks = BreaksBadge(report, row, probe); !breaks.empty()) {
    badge += fmt::format(" <span class=\"capgrid-breaks\">{}</span>", breaks);
  }
  return badge;
}

std::string DetailsCell(const Report& report, const Row& row) {
  std::string out;
  for (const DetailGroup& g : GroupDetails(report, row)) {
    if (!out.empty()) {
      out += " \u00b7 ";
    }
    bool failing = false;
    for (int p : g.probes) {
      failing = failing || RowFails(report, row, p);
    }
    // Notes on supported cells (random operators, graph breaks) read quieter than causes.
    std::string group =
        fmt::format("<b>{}:</b> {}", g.columns, HtmlEscape(StripAnsi(g.text)));
    out += failing ? group : "<span class=\"capgrid-note\">" + group + "</span>";
  }
  if (!row.where.empty()) {
    if (!out.empty()) {
      out += " \u00b7 ";
    }
    out += fmt::format("<code>{}</code>", HtmlEscape(row.where));
  }
  return out;
}

// What the page leaves out without its script, beyond NoScriptNotice: the speed table's rows.
constexpr std::string_view kSpeedNoScript =
    " The speed view shows its per-package summary only: its table of every timed "
    "configuration (latencies, speedups, recompiles, sorting and filters) is drawn by the script "
    "from the embedded data.";

// The speed view: the notice, the per-package summary, then one table of every timed row,
// sortable by any speedup (button.capgrid-speed-sort) and filtered by "slower than eager" and
// "recompiles on new values" (input.capgrid-speed-filter). The table's rows are the data
// block's "speed" entries (SpeedRowData), drawn by the page script, which shows the table and
// the filters (hidden without it) and builds a row's drill-down when it is opened.
void SpeedSection(std::string& out, const Report& report) {
  if (!report.speed) return;
  const SpeedView& v = *report.speed;
  out += fmt::format("<section class=\"capgrid-speed\" id=\"capgrid-speed\">\n<h2>Speed</h2>\n"
                     "<p class=\"capgrid-speed-notice\">{}</p>\n",
                     HtmlEscape(SpeedNotice(report)));
  out += "<table class=\"capgrid-speed-summary\"><thead><tr><th>Package</th><th>Timed</th>";
  for (const std::string& h : SpeedHeadings()) {
    out += fmt::format("<th>median {} speedup</th>", HtmlEscape(h));
  }
  out += "<th>slower than eager</th><th>recompile on new values</th></tr></thead><tbody>\n";
  for (const SpeedPackage& p : v.packages) {
    out += fmt::format("<tr><td>{}</td><td>{}</td>", HtmlEscape(p.name), p.timed);
    for (const auto& m : p.median_speedup) out += fmt::format("<td>{}</td>", MedianLabel(m));
    out += fmt::format("<td>{}</td><td>{}</td></tr>\n", p.slower, p.recompiling);
  }
  out += "</tbody></table>\n";
  if (std::string sizes = BatchSizesText(v); !sizes.empty()) {
    out += fmt::format("<p class=\"capgrid-speed-sizes\">{}</p>\n", HtmlEscape(sizes));
  }
  out += fmt::format(
      "<p class=\"capgrid-speed-filters\" hidden><label><input type=\"checkbox\" "
      "class=\"capgrid-speed-filter\" data-filter=\"slower\"> slower than eager ({})</label> "
      "<label><input type=\"checkbox\" class=\"capgrid-speed-filter\" data-filter=\"recompiles\">"
      " recompiles on new values ({})</label></p>\n",
      v.slower.size(), v.recompiling.size());
  std::string variants;
  for (const std::string& name : SpeedVariants()) {
    variants += (variants.empty() ? "" : " ") + name;
  }
  out += fmt::format("<table class=\"capgrid-speed-table\" hidden data-variants=\"{}\"><thead>"
                     "<tr><th>Package</th><th>Operator</th><th>eager latency</th>",
                     variants);
  for (size_t k = 0; k < SpeedupCount(); ++k) {
    out += fmt::format("<th>{} <button type=\"button\" class=\"capgrid-speed-sort\" "
                       "data-col=\"{}\" aria-label=\"sort by {} speedup\">sort</button></th>",
                       HtmlEscape(SpeedHeadings()[k]), k + 3, HtmlEscape(SpeedHeadings()[k]));
  }
  out += fmt::format("<th>{}</th><th>Details</th></tr></thead><tbody></tbody></table>\n"
                     "</section>\n", HtmlEscape(kRecompilesHeading));
}

// Items shown before a list is collapsed into "and N more".
constexpr size_t kWhereShown = 5;

// The causes view: one table per probe, every cause of its failing configurations.
void CausesSection(std::string& out, const Report& report) {
  out += fmt::format("<section class=\"capgrid-causes\" id=\"capgrid-causes\">\n<h2>{}</h2>\n<p>{}</p>\n",
                     HtmlEscape(kCausesTitle), HtmlEscape(CausesDefinition()));
  out += CausesChartSvg(report, 5, true);
  for (int p = 0; p < report.probe_count(); ++p) {
    const ProbeInfo& probe = report.probes()[p];
    const std::vector<CauseRank>& ranks = report.cause_ranks[p];
    out += fmt::format("<h3 id=\"capgrid-causes-{}\">{}</h3>\n", probe.key,
                       HtmlEscape(probe.title));
    if (ranks.empty()) {
      out += "<p>No failing configuration has a cause.</p>\n";
      continue;
    }
    out += fmt::format(
        "<table class=\"capgrid-cause-ranks\" data-probe=\"{}\"><thead><tr><th>#</th>"
        "<th>Cause</th><th>Owner</th><th>Operators</th><th>Configurations</th>"
        "<th>Where (library)</th></tr></thead><tbody>\n",
        probe.key);
    int n = 0;
    for (const CauseRank& r : ranks) {
      const Cause* cause = nullptr;
      if (auto it = report.header.causes.find(r.cause_id); it != report.header.causes.end()) {
        cause = &it->second;
      }
      const Owner* owner = report.OwnerOf(r.cause_id);
      std::string ops = fmt::format("<details><summary class=\"capgrid-operator-count\">{}</summary><ul>",
                                    r.operators);
      for (const std::string& label : r.operator_labels) {
        ops += fmt::format("<li><code>{}</code></li>", HtmlEscape(label));
      }
      ops += "</ul></details>";
      std::string where;
      for (size_t i = 0; i < r.wheres.size() && i < kWhereShown; ++i) {
        where += fmt::format("{}<code>{}</code> ({})", i ? "<br>" : "",
                             HtmlEscape(r.wheres[i].where), r.wheres[i].rows);
      }
      if (r.wheres.size() > kWhereShown) {
        where += fmt::format("<br>and {} more", r.wheres.size() - kWhereShown);
      }
      out += fmt::format(
          "<tr data-cause=\"{}\"><td>{}</td><td><code>{}</code>{}</td><td>{}</td><td>{}</td>"
          "<td>{}</td><td>{}</td></tr>\n",
          Attr(r.cause_id), ++n, HtmlEscape(r.cause_id),
          cause ? "<br>" + HtmlEscape(cause->text) : "",
          owner ? fmt::format("<span class=\"capgrid-owner\" title=\"{}\">{}</span>",
                              Attr(owner->text), HtmlEscape(owner->label))
                : "",
          ops, r.configurations, where);
    }
    out += "</tbody></table>\n";
  }
  if (!report.header.owners.empty()) {
    out += "<details class=\"capgrid-owners\"><summary>Owners</summary><dl>";
    for (const Owner& o : report.header.owners) {
      out += fmt::format("<dt>{}</dt><dd>{}</dd>", HtmlEscape(o.label), HtmlEscape(o.text));
    }
    out += "</dl></details>\n";
  }
  out += "</section>\n";
}

void SectionTable(std::string& out, const Report& report, const Section& sec, DrillData& data) {
  out += "<table class=\"capgrid-table\"><thead><tr>";
  out += "<th><button type=\"button\" class=\"capgrid-sort\" data-col=\"0\">Operator</button></th>";
  for (int p = 0; p < report.probe_count(); ++p) {
    out += fmt::format(
        "<th><button type=\"button\" class=\"capgrid-sort\" data-col=\"{}\">{}</button></th>",
        p + 1, HtmlEscape(report.probes()[p].heading));
  }
  out += "<th>Details</th></tr></thead>\n<tbody>\n";
  for (const Row* row : sec.rows) {
    out += fmt::format("<tr data-name=\"{}\"><td>{}</td>", Attr(row->name), OperatorCell(*row));
    for (int p = 0; p < report.probe_count(); ++p) {
      out += fmt::format("<td>{}</td>", StatusCell(report, *row, p));
    }
    out += fmt::format("<td>{}</td></tr>\n", DetailsCell(report, *row));
    data.AddRow(report, *row);
  }
  out += "</tbody></table>\n";
}

}  // namespace

std::string_view PageScript() { return EmbeddedFile("capgrid_page.js"); }
std::string_view PageStyle() { return EmbeddedFile("capgrid_page.css"); }

std::string CardsHtml(const Report& report) {
  std::string out = "<div class=\"capgrid-cards\">\n";
  for (int p = 0; p < report.probe_count(); ++p) {
    const Ratio& r = report.columns[p];
    std::string figure = FormatRatio(r);
    std::string pct = FormatPercent(r);
    std::string lead = pct.empty() ? "" : pct + " of probed configurations supported";
    if (std::string checked = CheckedText(report, p); !lead.empty()) {
      lead += checked.empty() ? ". " : fmt::format(": {}. ", checked);
    }
    if (report.probes()[p].speed_fields && report.speed) {
      // how fast, not whether: the timed count, the medians and the slower count
      figure = fmt::format("{} timed", report.speed->all.timed);
      lead = SpeedCardText(*report.speed) + ". ";
    }
    out += fmt::format(
        "<div class=\"capgrid-card\" data-probe=\"{}\">\n"
        "<div class=\"capgrid-card-title\">{}</div>\n"
        "<div class=\"capgrid-card-figure\">{}</div>\n"
        "<div class=\"capgrid-card-text\">{}{}.</div>\n</div>\n",
        report.probes()[p].key, HtmlEscape(report.probes()[p].title), HtmlEscape(figure),
        HtmlEscape(lead), HtmlEscape(ProbeDescription(report, p)));
  }
  out += "</div>\n";
  return out;
}

std::string ControlsHtml(const Report& report) {
  std::string example = report.rows.empty() ? "" : report.rows.front().op;
  for (const Row& r : report.rows) {
    if (r.op.find('_') != std::string::npos) {  // a function name reads best as an example
      example = r.op;
      break;
    }
  }
  std::string probes;
  for (const ProbeInfo& p : report.probes()) {
    probes += (probes.empty() ? "" : " ") + p.key;
  }
  std::string breaks;  // "compile grad": the probes whose cells count graph breaks
  for (int p : BreakProbes(report)) {
    breaks += (breaks.empty() ? "" : " ") + report.probes()[p].key;
  }
  std::string gaps;  // "export:export_dynamic ...": the gap filters' (base, harder) pairs
  for (const auto& [base, harder] : GapPairs(report)) {
    gaps += fmt::format("{}{}:{}", gaps.empty() ? "" : " ", report.probes()[base].key,
                        report.probes()[harder].key);
  }
  std::string out = fmt::format(
      "<div class=\"capgrid-controls\" hidden data-supported=\"{}\" data-counted=\"{}\" "
      "data-break-values=\"{}\" data-order=\"{}\" data-probes=\"{}\" data-breaks=\"{}\" "
      "data-gaps=\"{}\">\n",
      Words(report, [](const ColumnInfo& c) { return c.supported; }),
      Words(report, [](const ColumnInfo& c) { return c.counted; }),
      Words(report, [](const ColumnInfo& c) { return c.graph_breaks; }),
      Words(report, [](const ColumnInfo&) { return true; }), Attr(probes),
      Attr(breaks), Attr(gaps));
  out += fmt::format(
      "<label>Find <input type=\"search\" class=\"capgrid-search\" placeholder=\"Find an "
      "operator{}\" aria-label=\"Find an operator\"></label>\n",
      example.empty() ? "" : ", e.g. " + Attr(example));
  out += "<label>Show <select class=\"capgrid-show\" aria-label=\"Show\">\n";
  for (const auto& [value, label] : ShowFilters(report)) {
    out += fmt::format("<option value=\"{}\">{}</option>\n", value, HtmlEscape(label));
  }
  out += "</select></label>\n<span class=\"capgrid-status\" aria-live=\"polite\"></span>\n"
         "<span class=\"capgrid-notice\" role=\"alert\" hidden></span>\n</div>\n";
  return out;
}

std::string RenderHtml(const Report& report) {
  const Header& h = report.header;
  std::string title = "ONNX, torch.export and torch.compile support";
  std::string lib = LibraryTitle(report);
  int npackages = static_cast<int>(report.packages.size());
  std::string out;
  out.reserve(report.rows.size() * 900 + 65536);
  out += fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta name=\"generator\" content=\"capgrid render\">\n"
      "<meta name=\"description\" content=\"{} configurations of {} probed with "
      "torch.onnx.export, torch.export and torch.compile\">\n"
      "<title>{} \u2014 {}</title>\n<style>{}\n{}</style>\n</head>\n<body>\n<main>\n",
      report.rows.size(), Attr(lib), HtmlEscape(title), HtmlEscape(lib), kBaseStyle, PageStyle());
  out += fmt::format("<h1 id=\"capgrid-support\">{}</h1>\n", HtmlEscape(title));
  if (h.partial) {
    out +=
        "<div class=\"capgrid-banner capgrid-partial\" role=\"alert\"><b>This survey is "
        "partial.</b> ";
    out += HtmlEscape(PartialNotice(report));
    if (!h.missing.empty()) {
      out += "<details><summary>Missing</summary><ul>";
      for (const auto& m : h.missing) {
        out += fmt::format("<li>{}</li>", HtmlEscape(m));
      }
      out += "</ul></details>";
    }
    out += "</div>\n";
  }
  if (h.conflict_count > 0) {
    out += fmt::format(
        "<div class=\"capgrid-banner\" role=\"alert\"><b>{} provenance conflict{}:</b> the "
        "results come from more than one measurement setup.",
        h.conflict_count, h.conflict_count == 1 ? "" : "s");
    if (!h.conflicts.empty()) {
      out += "<ul>";
      for (const auto& c : h.conflicts) {
        out += fmt::format("<li>{}</li>", HtmlEscape(c));
      }
      out += "</ul>";
    }
    out += "</div>\n";
  }
  out += fmt::format(
      "<p>Every listed configuration of {} ({} configurations in {} package{}) was run eagerly "
      "and through {}. This page is generated from the survey snapshot; no entry is maintained "
      "by hand.</p>\n",
      HtmlEscape(lib), report.rows.size(), npackages, npackages == 1 ? "" : "s",
      HtmlEscape(ProbeSet(report)));
  out += CardsHtml(report);
  out += fmt::format(
      "<p class=\"capgrid-totals\"><b>{}</b> of {} configurations are supported by {} "
      "paths. They cover <b>{}</b> distinct operators, <b>{}</b> of which export to ONNX in at "
      "least one configuration. {}</p>\n",
      report.ok_all, report.rows.size(), AllProbes(report), report.operators,
      report.operators_onnx, HtmlEscape(kOperatorsDefinition));
  if (h.coverage) {
    const Coverage& c = *h.coverage;
    // the sentence is words and numbers only; the module name is the one escaped part
    out += fmt::format("<p class=\"capgrid-coverage\"><b>Coverage:</b> {}",
                       CoverageSentence(c, "<code>" + HtmlEscape(c.module) + "</code>"));
    if (!c.skipped.empty()) {
      out += fmt::format(
          " <details class=\"capgrid-skipped\"><summary>{} registered as not applicable"
          "</summary><ul>",
          c.skipped.size());
      for (const auto& [name, reason] : c.skipped) {
        out += fmt::format("<li><code>{}</code>: {}</li>", HtmlEscape(name), HtmlEscape(reason));
      }
      out += "</ul></details>";
    }
    if (!c.uncovered.empty()) {
      out += fmt::format(" <details><summary>{} without a case</summary><ul>",
                         c.uncovered.size());
      for (const auto& u : c.uncovered) {
        out += fmt::format("<li><code>{}</code></li>", HtmlEscape(u));
      }
      out += "</ul></details>";
    }
    out += "</p>\n";
  }

  if (!report.packages.empty()) {
    out += PackageChartSvg(report);
  }
  out += "<noscript><p class=\"capgrid-nojs\">" + HtmlEscape(NoScriptNotice()) +
         (report.speed ? HtmlEscape(kSpeedNoScript) : "") + "</p></noscript>\n";

  out += "<h2 id=\"capgrid-measured\">How this was measured</h2>\n<ul class=\"capgrid-versions\">";
  for (const auto& [what, value] : MeasuredWith(report)) {
    out += fmt::format("<li>{}: <code>{}</code></li>", HtmlEscape(what), HtmlEscape(value));
  }
  out += "</ul>\n";
  if (!report.see_also.empty()) {
    out += "<p class=\"capgrid-see-also\">See also: ";
    for (size_t i = 0; i < report.see_also.size(); ++i) {
      out += fmt::format("{}<a href=\"{}\">{}</a>", i ? "; " : "",
                         HtmlEscape(report.see_also[i].second),
                         HtmlEscape(report.see_also[i].first));
    }
    out += ".</p>\n";
  }
  out += fmt::format("<p>{}</p>\n", ConfigurationDefinition(report, "<i>configuration</i>"));

  out +=
      "<h2 id=\"capgrid-legend\">Legend</h2>\n<table class=\"capgrid-legend\"><thead><tr>"
      "<th>Status</th><th>Meaning</th></tr></thead><tbody>\n";
  for (const ColumnInfo* c : report.statuses_present) {
    out += fmt::format("<tr><td>{}</td><td>{}</td></tr>\n", Span(c->value, c->label),
                       HtmlEscape(c->meaning.empty() ? c->label : c->meaning));
  }
  out += "</tbody></table>\n";
  out +=
      "<p class=\"capgrid-disclaimer\">Failures are facts about the specific versions listed "
      "above (torch, the exporters and the library), not promises about other versions. Most "
      "failures are missing upstream lowerings, outputs whose size depends on tensor values, "
      "or Python control flow that reads tensor values; the Details column names the cause. "
      "Click a status to see its cause, error chain, graph-break reasons and timings.</p>\n";

  out += ControlsHtml(report);

  out +=
      "<h2 id=\"capgrid-summary\">Summary by package</h2>\n"
      "<p class=\"capgrid-causes-link\">What blocks the most operators, and who can fix it: "
      "<a href=\"#capgrid-causes\">causes, by operators blocked</a>.</p>\n"
      "<table class=\"capgrid-summary\">"
      "<thead><tr><th>Package</th><th>Probed</th>";
  std::string all = AllProbes(report);
  all[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(all[0])));
  out += fmt::format("<th>{}</th>", HtmlEscape(all));
  for (int p = 0; p < report.probe_count(); ++p) {
    out += fmt::format("<th>{}</th>", HtmlEscape(report.probes()[p].heading));
  }
  out += "</tr></thead><tbody>\n";
  for (const Package& pkg : report.packages) {
    out += fmt::format(
        "<tr data-package=\"{}\"><td><a href=\"#{}\">{}</a></td><td class=\"capgrid-sum-probed\">"
        "{}</td><td class=\"capgrid-sum-all\">{}</td>",
        Attr(pkg.name), pkg.anchor, HtmlEscape(pkg.name), pkg.probed, pkg.ok_all);
    for (int p = 0; p < report.probe_count(); ++p) {
      out += fmt::format("<td data-probe=\"{}\">{}</td>", report.probes()[p].key,
                         FormatRatio(pkg.ratios[p]));
    }
    out += "</tr>\n";
  }
  out += "</tbody></table>\n";
  CausesSection(out, report);
  SpeedSection(out, report);

  DrillData data;
  for (const Package& pkg : report.packages) {
    out += fmt::format(
        "<section class=\"capgrid-package\" id=\"{}\" data-package=\"{}\">\n<h2>{}</h2>\n",
        pkg.anchor, Attr(pkg.name), HtmlEscape(pkg.name));
    out += fmt::format(
        "<p>{} configuration{} probed, {} supported by {} paths; {}.</p>\n", pkg.probed,
        pkg.probed == 1 ? "" : "s", pkg.ok_all, AllProbes(report),
        HtmlEscape(ProbeRatios(report, pkg.ratios)));
    bool titled = pkg.sections.size() > 1;
    for (const Section& sec : pkg.sections) {
      out += fmt::format("<section class=\"capgrid-section\" id=\"{}\">\n", sec.anchor);
      if (titled) {
        out += fmt::format("<h3>{}</h3>\n", HtmlEscape(sec.title));
      }
      SectionTable(out, report, sec, data);
      out += "</section>\n";
    }
    out += "</section>\n";
  }
  out += "</main>\n" + data.Script();
  out += fmt::format("<script>\n{}</script>\n</body>\n</html>\n", PageScript());
  return out;
}

}  // namespace capgrid::render
