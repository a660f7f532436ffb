#include "render_junit.h"

#include <algorithm>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "page_text.h"

namespace capgrid::render {
namespace {

std::string ClassName(const Row& row) {
  return row.section.empty() ? row.package : row.package + "." + row.section;
}

struct Tally {
  int tests = 0, failures = 0, skipped = 0;
  double time = 0;
};

void Case(std::string& out, Tally& tally, const Report& report, const Row& row, int probe) {
  const Cell& cell = row.cells[probe];
  tally.tests++;
  std::string time;
  if (cell.seconds) {
    tally.time += *cell.seconds;
    time = fmt::format(" time=\"{:.3f}\"", *cell.seconds);
  }
  out += fmt::format("    <testcase classname=\"{}\" name=\"{} ({})\"{}", XmlEscape(ClassName(row)),
                     XmlEscape(row.name), report.probes()[probe].key, time);
  std::string why = report.Explanation(cell);
  if (!report.statuses->Counted(cell.status)) {
    tally.skipped++;
    out += fmt::format(">\n      <skipped message=\"{}\"/>\n    </testcase>\n",
                       XmlEscape(why.empty() ? cell.status : why));
    return;
  }
  if (report.statuses->Supported(cell.status)) {
    if (why.empty()) {
      out += "/>\n";
    } else {
      out += fmt::format(">\n      <system-out>{}</system-out>\n    </testcase>\n", XmlEscape(why));
    }
    return;
  }
  tally.failures++;
  std::string body = fmt::format("status: {}", cell.status);
  if (!cell.raw_status.empty()) {
    body += fmt::format(" (probe status {})", cell.raw_status);
  }
  if (const Cause* c = report.CauseOf(cell)) {
    body +=
        fmt::format("\ncause: {}{}", c->text, c->category.empty() ? "" : " [" + c->category + "]");
  }
  if (!cell.detail.empty()) {
    body += "\ndetail: " + cell.detail;
  }
  if (!row.where.empty()) {
    body += "\nwhere: " + row.where;
  }
  if (!cell.chain.empty()) {
    body += "\n\n" + cell.chain;
  }
  for (const auto& f : cell.frames) {
    body += "\n  at " + f;
  }
  out += fmt::format(">\n      <failure type=\"{}\" message=\"{}\">{}</failure>\n    </testcase>\n",
                     XmlEscape(cell.status), XmlEscape(why.empty() ? cell.status : why),
                     XmlEscape(body));
}

}  // namespace


std::string RenderJunit(const Report& report) {
  // Every entry, listed or not: an entry n/a in all column shows as one skip per probe.
  std::vector<const Row*> rows;
  for (const Row& r : report.rows) {
    rows.push_back(&r);
  }
  for (const Row& r : report.unlisted) {
    rows.push_back(&r);
  }
  std::stable_sort(rows.begin(), rows.end(), [](const Row* a, const Row* b) {
    return std::tie(a->package, a->section, a->op, a->variant, a->name) <
           std::tie(b->package, b->section, b->op, b->variant, b->name);
  });
  std::string props;
  for (const auto& [what, value] : MeasuredWith(report)) {
    props += fmt::format("      <property name=\"{}\" value=\"{}\"/>\n", XmlEscape(what),
                         XmlEscape(value));
  }
  std::string suites;
  Tally total;
  for (size_t i = 0; i < rows.size();) {
    const std::string& package = rows[i]->package;
    Tally tally;
    std::string cases;
    for (; i < rows.size() && rows[i]->package == package; ++i) {
      for (int p = 0; p < report.probe_count(); ++p) {
        Case(cases, tally, report, *rows[i], p);
      }
    }
    suites += fmt::format(
        "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\" "
        "time=\"{:.3f}\">\n",
        XmlEscape(package), tally.tests, tally.failures, tally.skipped, tally.time);
    if (!props.empty()) {
      suites += "    <properties>\n" + props + "    </properties>\n";
    }
    suites += cases + "  </testsuite>\n";
    total.tests += tally.tests;
    total.failures += tally.failures;
    total.skipped += tally.skipped;
    total.time += tally.time;
  }
  return fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<testsuites name=\"capgrid: {}\" tests=\"{}\" failures=\"{}\" errors=\"0\" "
      "skipped=\"{}\" time=\"{:.3f}\">\n{}</testsuites>\n",
      XmlEscape(LibraryTitle(report)), total.tests, total.failures, total.skipped, total.time,
      suites);
}

}  // namespace capgrid::render
