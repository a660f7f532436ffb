#include "render_html.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "render_test_data.h"
#include "speed_view.h"
#include "report_load.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testdata::PageData;

// A small snapshot in Kornia's layout (tests/data/kornia_layout/; its header and its 15 entry
// fields, nothing of capgrid's): 8 entries, 7 shown (one is n/a in all three columns), every
// column value. Its figures, worked out by hand: ONNX 4 of 6 counted (one cell n/a), export 6
// of 7, compile 6 of 7; 2 rows supported by all three; 7 operators, 4 of them exporting to ONNX.
const char kKorniaSnapshot[] = CAPGRID_SOURCE_DIR "/tests/data/kornia_layout/export_support.json";

TEST(RenderHtmlTest, KorniaPageIsSelfContainedAndShowsTheFigures) {
  std::string page = RenderHtml(LoadReport(kKorniaSnapshot));
  EXPECT_THAT(page, HasSubstr("<div class=\"capgrid-card-figure\">4 / 6</div>"));
  EXPECT_THAT(page, HasSubstr("<div class=\"capgrid-card-figure\">6 / 7</div>"));
  EXPECT_THAT(page, HasSubstr("<b>2</b> of 7 configurations"));
  EXPECT_THAT(page, HasSubstr("was run eagerly and through three probes: ONNX export, "
                              "torch.export and torch.compile. This page"));
  EXPECT_THAT(page, HasSubstr("<b>7</b> distinct operators, <b>4</b> of which"));
  // Nothing is fetched: no external script, stylesheet or image.
  EXPECT_THAT(page, Not(HasSubstr("<script src")));
  EXPECT_THAT(page, Not(HasSubstr("<link")));
  EXPECT_THAT(page, Not(HasSubstr("<img")));
  EXPECT_THAT(page, HasSubstr("function statusOf"));  // the script is inline
  EXPECT_THAT(page, HasSubstr(".compat-fail {"));     // and so is the style
  EXPECT_THAT(page, HasSubstr("<a href=\"#capgrid-kornia-geometry\">kornia.geometry</a>"));
  EXPECT_THAT(page,
              HasSubstr("<section class=\"capgrid-package\" id=\"capgrid-kornia-geometry\" "
                        "data-package=\"kornia.geometry\">"));
}

// A line list of the data block as text.
std::string Lines(const nlohmann::json& data, const nlohmann::json& lines) {
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    const nlohmann::json& l = lines[i];
    out += i ? "\n" : "";
    if (l.is_array()) {
      out += l[0].get<std::string>() + data["strings"][l[1].get<int>()].get<std::string>();
    } else if (l.get<int>() >= 0) {
      out += data["strings"][l.get<int>()].get<std::string>();
    }
  }
  return out;
}

std::string Str(const nlohmann::json& data, const nlohmann::json& index) {
  return data["strings"][index.get<int>()].get<std::string>();
}

TEST(RenderHtmlTest, DrillDownsComeFromOneDataBlockWithSharedStrings) {
  std::string page = RenderHtml(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_EQ(page.find("<script type=\"application/json\""),
            page.rfind("<script type=\"application/json\""));  // exactly one block
  // The long parts are data, not markup (the script, after the tables, names the markup it
  // builds).
  std::string markup = page.substr(0, page.find("<script"));
  EXPECT_THAT(markup, Not(HasSubstr("<pre class=\"capgrid-chain\">")));
  EXPECT_THAT(markup, Not(HasSubstr("<details class=\"capgrid-drill\"")));
  nlohmann::json data = PageData(page);
  EXPECT_EQ(data["version"], 1);
  // Rows in document order: toylib.geo's blur_`x`, then warp|affine[fill] (its ONNX cell fails).
  const nlohmann::json& rows = data["rows"];
  ASSERT_EQ(rows.size(), 4u);
  nlohmann::json warp;
  for (const auto& r : rows) {
    if (r.is_array() && r[0].is_object() && r[0].contains("c")) {
      warp = r;
    }
  }
  ASSERT_TRUE(warp.is_array());
  const nlohmann::json& onnx = warp[0];
  EXPECT_EQ(Str(data, onnx["k"]), "no ONNX lowering for torch.linalg.svd");
  EXPECT_EQ(Str(data, onnx["g"]), "lowering");
  EXPECT_EQ(Str(data, onnx["s"]), "export-fail");
  EXPECT_EQ(Lines(data, onnx["c"]), "RuntimeError: bad & <worse>\ncaused by: KeyError 'x'");
  EXPECT_EQ(onnx["t"], 1.5);
  EXPECT_EQ(onnx["e"], 0.1);
  EXPECT_EQ(Str(data, onnx["o"][0]), "Add");
  EXPECT_EQ(Str(data, onnx["o"][1]), "Mul");
  EXPECT_THAT(onnx["r"].get<std::string>(),
              HasSubstr("capgrid repro 'warp|affine[fill]' --probe onnx"));
  EXPECT_EQ(Str(data, onnx["f"][1]), "toylib/geo/core.py:3 in solve");
  const nlohmann::json& br = warp[2]["b"][0];
  EXPECT_EQ(Str(data, br[2]), "GB0001");
  EXPECT_EQ(Str(data, br[3]), "https://example.org/gb/GB0001");
  EXPECT_EQ(Str(data, br[4]), "toylib/geo/warp.py:14");
  EXPECT_EQ(Str(data, br[5]), "a Python branch tests tensor values at run time");
  // Every string is stored once.
  std::set<std::string> unique(data["strings"].begin(), data["strings"].end());
  EXPECT_EQ(unique.size(), data["strings"].size());
  // "<" never appears raw inside the block, so it cannot end the script element.
  size_t open = page.find("id=\"capgrid-data\"");
  EXPECT_EQ(page.substr(open, page.find("</script>", open) - open).find('<'), std::string::npos);
  // Snapshot text is escaped, never interpreted as markup.
  EXPECT_THAT(page, HasSubstr("data-dependent *branch* &lt;b&gt;bold&lt;/b&gt; &amp; more"));
  EXPECT_THAT(page, Not(HasSubstr("<b>bold</b>")));
  EXPECT_THAT(page,
              HasSubstr("<a href=\"https://example.org/blur\" title=\"https://example.org/blur\">"
                        "<code>blur_`x`</code></a>"));
  EXPECT_THAT(page, HasSubstr("class=\"capgrid-banner capgrid-partial\" role=\"alert\""));
  EXPECT_THAT(page, HasSubstr("<li>toylib.b (compile): crash</li>"));
  EXPECT_THAT(page, HasSubstr("<b>Coverage:</b> 3 of the 5 public objects of <code>toylib</code> "
                              "have a case: 2 are probed, 1 is registered as not applicable"));
  // the skip reasons are a click away, escaped
  EXPECT_THAT(page, HasSubstr("<summary>1 registered as not applicable</summary><ul><li>"
                              "<code>toylib.deco</code>: a decorator &lt;no graph&gt;</li>"));
  EXPECT_THAT(page, HasSubstr("<summary>2 without a case</summary>"));
  EXPECT_THAT(page, HasSubstr("An operator is one (package, operator name) pair"));
  // Without the script the page says what it leaves out.
  EXPECT_THAT(page, HasSubstr("<noscript><p class=\"capgrid-nojs\">Without JavaScript"));
}

TEST(RenderHtmlTest, LogTailsShareTheirRepeatedLinesAndLoseTerminalColours) {
  nlohmann::json c = testdata::Case("x", "toy", "fail", "ok", "ok");
  c["log_tail"]["onnx"] =
      "W1129 21:36:54.027000 26832 torch/a.py:1] torchvision is not installed\n"
      "W1129 21:36:55.100000 26832 torch/a.py:1] torchvision is not installed\n"
      "plain line";
  c["chains"]["onnx"] = "\x1b[96mRuntimeError\x1b[0m: boom";
  std::string page = RenderHtml(ParseReport(testdata::Snapshot({c}), "log.json"));
  nlohmann::json data = PageData(page);
  const nlohmann::json& log = data["rows"][0][0]["l"];
  ASSERT_EQ(log.size(), 3u);
  EXPECT_EQ(log[0][0], "W1129 21:36:54.027000 26832 ");
  EXPECT_EQ(log[0][1], log[1][1]);  // the message is one shared string
  EXPECT_EQ(Lines(data, log), c["log_tail"]["onnx"].get<std::string>());
  EXPECT_EQ(Lines(data, data["rows"][0][0]["c"]), "RuntimeError: boom");
  EXPECT_EQ(page.find('\x1b'), std::string::npos);
}

TEST(RenderHtmlTest, SummaryHasTheAllProbesColumnAndTheChartOneGroupPerPackage) {
  std::string page = RenderHtml(LoadReport(kKorniaSnapshot));
  EXPECT_THAT(page, HasSubstr("<th>Package</th><th>Probed</th><th>All three</th><th>ONNX</th>"));
  EXPECT_THAT(page, HasSubstr("<tr data-package=\"kornia.filters\"><td><a href=\"#capgrid-kornia-"
                              "filters\">kornia.filters</a></td><td class=\"capgrid-sum-probed\">2"
                              "</td><td class=\"capgrid-sum-all\">2</td><td data-probe=\"onnx\">"
                              "2 / 2</td>"));
  size_t chart = page.find("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"capgrid-chart "
                           "capgrid-chart-packages\"");
  ASSERT_NE(chart, std::string::npos);
  std::string svg = page.substr(chart, page.find("</svg>", chart) - chart);
  int groups = 0;
  for (size_t at = svg.find("class=\"capgrid-bars\""); at != std::string::npos;
       at = svg.find("class=\"capgrid-bars\"", at + 1)) {
    ++groups;
  }
  EXPECT_EQ(groups, 6);  // augmentation, color, contrib, feature, filters, geometry
  EXPECT_THAT(page, HasSubstr("class=\"capgrid-chart capgrid-chart-causes\""));
}

TEST(RenderHtmlTest, CausesViewRanksByOperatorsWithOwnersAndWhere) {
  std::string page = RenderHtml(ParseReport(testdata::CausesSnapshot(), "causes.json"));
  // Linked from the summary; an anchored section with a table per column.
  EXPECT_THAT(page, HasSubstr("<a href=\"#capgrid-causes\">"));
  EXPECT_THAT(page, HasSubstr("<section class=\"capgrid-causes\" id=\"capgrid-causes\">"));
  EXPECT_THAT(page, HasSubstr("<h3 id=\"capgrid-causes-onnx\">"));
  size_t first = page.find("<tr data-cause=\"no-lowering\"><td>1</td>");
  size_t second = page.find("<tr data-cause=\"lib-branch\"><td>2</td>");
  ASSERT_NE(first, std::string::npos);
  ASSERT_NE(second, std::string::npos);
  EXPECT_LT(first, second);
  EXPECT_THAT(page.substr(first, second - first),
              HasSubstr("ONNX exporter</span></td><td><details><summary "
                        "class=\"capgrid-operator-count\">2</summary><ul><li><code>toy.geo "
                        "B</code></li><li><code>toy.geo C</code></li></ul></details></td><td>2</td>"));
  EXPECT_THAT(page.substr(second),
              HasSubstr("<td><code>toy/a.py:1</code> (2)<br><code>toy/a.py:2</code> (1)</td>"));
  // The section reads without the script: it is not one of the filtered tables.
  EXPECT_THAT(page, Not(HasSubstr("<table class=\"capgrid-table capgrid-cause-ranks")));
}

TEST(RenderHtmlTest, FailingCellsShowOwnerAndReproCommand) {
  Report report = ParseReport(testdata::CausesSnapshot(), "causes.json");
  std::string page = RenderHtml(report);
  nlohmann::json data = PageData(page);
  // Rows in document order: A[1], A[2], A[it's], B, C, D.
  const nlohmann::json& a = data["rows"][2][0];
  EXPECT_EQ(Str(data, a["w"][0]), "library");
  EXPECT_EQ(a["r"], "capgrid repro 'A[it'\\''s]' --probe onnx builtin:toy 'my packs/extra.py'");
  EXPECT_FALSE(a.contains("h"));  // no scripts attached
  AttachReproScripts(report, [](const std::string& f) { return f == "B-onnx.py"; }, "r/");
  data = PageData(RenderHtml(report));
  EXPECT_EQ(data["rows"][3][0]["h"], "r/B-onnx.py");
}

TEST(RenderHtmlTest, ControlsComeFromTheStatusVocabulary) {
  std::string controls = ControlsHtml(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(controls, HasSubstr("hidden data-supported=\"ok ok-breaks ok-unverified\""));
  EXPECT_THAT(controls, HasSubstr("<option value=\"onnx-fail\">"));
  EXPECT_THAT(controls, HasSubstr("<option value=\"all-ok\">"));
  EXPECT_THAT(controls, HasSubstr("data-probes=\"onnx export compile\" data-breaks=\"compile\""));
  EXPECT_THAT(controls, HasSubstr("<span class=\"capgrid-notice\" role=\"alert\" hidden>"));
  // grad counts its breaks too: data-breaks lists both, each with its option
  controls = ControlsHtml(ParseReport(testdata::Format5Snapshot().dump(), "grad.json"));
  EXPECT_THAT(controls, HasSubstr(" data-breaks=\"compile grad\" "));
  EXPECT_THAT(controls,
              HasSubstr("<option value=\"grad-breaks\">graph breaks in gradients (compile)<"));
}

// A format-3 case of package toy (every probe's cell ok, the speed probe's n/a) with no speed
// fields: Timed() gives it some.
nlohmann::json Format3Case(const std::string& name, const std::string& op) {
  nlohmann::json e = testdata::Case(name, "toy", "ok", "ok", "ok");
  e["operator"] = op;
  testdata::SetCell(e, "export_dynamic", "ok", "ok");
  testdata::SetCell(e, "onnx_dynamic", "ok", "ok");
  testdata::SetCell(e, "speed", "n/a", "not-probed");
  e.update(testdata::NoSpeedFields(3));
  return e;
}

// Times a variant of a Format3Case: its latency, spread and (but eager) speedup.
void Timed(nlohmann::json& e, const std::string& variant, double latency,
           const nlohmann::json& spread, const nlohmann::json& speedup = nullptr) {
  e["speed"] = "ok";
  e["speed_status"] = "timed";
  e[variant + "_latency_s"] = latency;
  e[variant + "_latency_spread"] = spread;
  if (variant != "eager") e[variant + "_speedup"] = speedup;
}

TEST(RenderHtmlTest, SpeedRowsAreDataTheScriptDraws) {
  // a_fast: every kind of latency entry; b_recompiles: a reason and an error; c_untimed: none.
  nlohmann::json a = Format3Case("toy.a", "a_fast");
  Timed(a, "eager", 0.0037, {0.00333, 0.00444});
  Timed(a, "compile", 0.0018, {0.0017, 0.0019}, 2.0556);
  Timed(a, "onnx", 0.00001, nullptr);
  a["too_fast"] = {"onnx"};
  a["compile_time_s"] = 2.5;
  a["recompiles_same_shape"] = 0;
  a["recompiles_new_batch"] = 1;
  nlohmann::json b = Format3Case("toy.b", "b_recompiles");
  Timed(b, "eager", 0.0009996, nullptr);  // "1000 us": a label the script's rule does not write
  Timed(b, "compile", 0.002, nullptr, 0.4998);
  b["slower_than_eager"] = true;
  b["recompiles_same_shape"] = 2;
  b["recompiles_new_batch"] = 1;
  b["recompile_reason"] = "___stack0 == 5";
  b["new_batch_reason"] = "size mismatch at index 0";
  b["speed_errors"] = {{"export", "no <exported> program"}};
  nlohmann::json c = Format3Case("toy.c", "c_untimed");
  std::string page = RenderHtml(ParseReport(
      testdata::Snapshot({b, c, a}, {{"format_version", 3},
                                    {"probes", {"onnx", "export", "compile", "speed"}},
                                    {"speed_machine", "CPU X"}}),
      "speed.json"));
  // The summary and the notice are markup; the table's rows are not: the table is hidden until
  // the script draws them.
  std::string markup = page.substr(0, page.find("<script"));
  EXPECT_THAT(markup, HasSubstr("<table class=\"capgrid-speed-summary\">"));
  EXPECT_THAT(markup, HasSubstr("not promises"));
  EXPECT_THAT(markup, HasSubstr("<table class=\"capgrid-speed-table\" hidden "
                                "data-variants=\"eager compile export onnx\">"));
  EXPECT_THAT(markup, HasSubstr("<tbody></tbody></table>\n</section>"));
  EXPECT_THAT(markup, Not(HasSubstr("data-slower")));
  EXPECT_THAT(markup, Not(HasSubstr("capgrid-speed-drill")));
  EXPECT_THAT(markup, Not(HasSubstr("___stack0")));
  EXPECT_THAT(markup, HasSubstr("The speed view shows its per-package summary only"));
  nlohmann::json data = PageData(page);
  // One entry per table row in document order (a_fast, b_recompiles, c_untimed), 0 untimed.
  const nlohmann::json& speed = data["speed"];
  ASSERT_EQ(speed.size(), data["rows"].size());
  ASSERT_EQ(speed.size(), 3u);
  EXPECT_EQ(speed[2], 0);
  const nlohmann::json& fast = speed[0];
  EXPECT_EQ(fast[0], 0);                                       // neither filter's row
  EXPECT_EQ(fast[1], nlohmann::json({3700, 370, 740}));        // 3.70 ms (3.33 ms to 4.44 ms)
  EXPECT_EQ(MicrosLabel(3700 - 370), "3.33 ms");
  EXPECT_EQ(fast[2], nlohmann::json({1800, 100, 100}));
  EXPECT_EQ(fast[3], "-");                                     // export not timed
  EXPECT_EQ(fast[4], "< 20 us");                               // too fast
  EXPECT_EQ(fast[5], 206);                                     // 2.06x
  EXPECT_EQ(fast[6], "-");
  EXPECT_EQ(fast[7], "<");                                     // a ratio of a too-fast time
  EXPECT_EQ(fast[8], 0);
  EXPECT_EQ(fast[9], 1);
  EXPECT_EQ(fast[10], "-");                                    // format 3: no 2B+1 count
  EXPECT_EQ(fast[11], 250);                                    // compile time 2.50 s
  EXPECT_EQ(fast.size(), 12u);  // no ONNX export time, reasons or errors: left off
  const nlohmann::json& rec = speed[1];
  EXPECT_EQ(rec[0], 3);  // slower than eager and recompiling on new values
  EXPECT_EQ(rec[1], "1000 us");
  EXPECT_EQ(rec[5], 50);
  EXPECT_EQ(rec[8], 2);
  EXPECT_EQ(rec[11], -1);
  EXPECT_EQ(rec[12], -1);
  EXPECT_EQ(Str(data, rec[13]), "___stack0 == 5");
  EXPECT_EQ(Str(data, rec[14]), "size mismatch at index 0");
  EXPECT_EQ(rec[15], -1);  // no reason at 2B+1
  ASSERT_EQ(rec[16].size(), 1u);
  EXPECT_EQ(Str(data, rec[16][0][0]), "export");
  EXPECT_EQ(Str(data, rec[16][0][1]), "no <exported> program");
  size_t open = page.find("id=\"capgrid-data\"");
  EXPECT_EQ(page.substr(open, page.find("</script>", open) - open).find('<'), std::string::npos);
}

TEST(RenderHtmlTest, SpeedSummaryIsLeftToTheSpeedView) {
  // A timed speed cell's detail ("compile x2.06") is what the speed view shows: not repeated in
  // the row's Details column or its cell's drill-down. A failing speed cell keeps its detail.
  nlohmann::json a = Format3Case("toy.a", "a_timed");
  Timed(a, "eager", 0.0037, nullptr);
  Timed(a, "compile", 0.0018, nullptr, 2.0556);
  a["speed_detail"] = "compile x2.0556";
  nlohmann::json b = Format3Case("toy.b", "b_failed");
  b["speed"] = "fail";
  b["speed_status"] = "fail";
  b["speed_detail"] = "a timed run raised: RuntimeError: boom";
  Report report = ParseReport(
      testdata::Snapshot({a, b}, {{"format_version", 3},
                                  {"probes", {"onnx", "export", "compile", "speed"}},
                                  {"speed_machine", "CPU X"}}),
      "speed.json");
  EXPECT_TRUE(SpeedSummaryCell(report, report.rows[0], 3));
  EXPECT_FALSE(SpeedSummaryCell(report, report.rows[1], 3));
  EXPECT_FALSE(SpeedSummaryCell(report, report.rows[0], 2));  // compile: not a speed probe
  std::string page = RenderHtml(report);
  EXPECT_THAT(page, Not(HasSubstr("compile x2.0556")));
  EXPECT_THAT(page, HasSubstr("a timed run raised: RuntimeError: boom"));
}

// A report row timed in eager only.
Row TimedRow(double eager, std::optional<std::pair<double, double>> spread) {
  Row r;
  r.name = r.op = "a";
  r.package = "p";
  r.speed = SnapshotSpeed{};
  r.speed->latency[0] = SnapshotLatency{eager, spread, false};
  return r;
}

TEST(RenderHtmlSpeedTest, TheScriptsRuleWritesTheLabels) {
  EXPECT_EQ(MicrosLabel(370), "370 us");
  EXPECT_EQ(MicrosLabel(999), "999 us");
  EXPECT_EQ(MicrosLabel(1000), "1.00 ms");
  EXPECT_EQ(MicrosLabel(15920), "15.92 ms");
  EXPECT_EQ(MicrosLabel(999990), "999.99 ms");
  EXPECT_EQ(MicrosLabel(1000000), "1.00 s");
  EXPECT_EQ(MicrosLabel(1230000), "1.23 s");
  EXPECT_EQ(HundredthsLabel(0), "0.00");
  EXPECT_EQ(HundredthsLabel(7), "0.07");
  EXPECT_EQ(HundredthsLabel(152), "1.52");
  EXPECT_EQ(TimeLabel(2.5), "2.50 s");
}

// The cases tests/python/test_render_browser.py draws with the page script: each eager latency
// as its entry carries it (a code the rule writes back, or the label itself) and its label.
TEST(RenderHtmlSpeedTest, PageCodesGiveTheLabelsBack) {
  struct Case {
    double seconds;
    const char* label;
    bool code;
  };
  const Case cases[] = {{0.00037, "370 us", true},     {0.0037, "3.70 ms", true},
                        {0.015915, "15.91 ms", true},  {1.2345, "1.23 s", true},
                        {0.0009996, "1000 us", false}, {0.9999996, "1000.00 ms", false}};
  auto no_id = [](const std::string&) { return -1; };
  for (const Case& c : cases) {
    Row r = TimedRow(c.seconds, std::nullopt);
    ASSERT_EQ(LatencyLabel(r.speed->latency[0]), c.label);
    nlohmann::json entry = SpeedRowData(r, no_id);
    if (c.code) {
      ASSERT_TRUE(entry[1].is_number()) << c.label;
      EXPECT_EQ(MicrosLabel(entry[1].get<int64_t>()), c.label);
    } else {
      EXPECT_EQ(entry[1], c.label);
    }
  }
  // A spread travels as differences from the median; the speedups as hundredths.
  Row r = TimedRow(0.004, std::make_pair(0.003, 0.005));
  r.speed->speedup[0] = 2.5;
  r.speed->speedup[2] = 1.0;
  r.speed->latency[1].median_s = 0.004 / 2.5;
  r.speed->latency[3].median_s = 0.004;
  r.speed->recompiles_same_shape = 0;
  nlohmann::json entry = SpeedRowData(r, no_id);
  EXPECT_EQ(entry[1], nlohmann::json({4000, 1000, 1000}));  // 4.00 ms (3.00 ms to 5.00 ms)
  EXPECT_EQ(entry[5], 250);
  EXPECT_EQ(entry[6], "-");
  EXPECT_EQ(entry[7], 100);
  EXPECT_EQ(entry[8], 0);
  EXPECT_EQ(entry[9], "-");  // not measured
  EXPECT_EQ(entry[10], "-");
  EXPECT_EQ(entry.size(), 11u);
}

TEST(HtmlEscapeTest, EscapesEverySpecialCharacter) {
  EXPECT_EQ(HtmlEscape("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  EXPECT_EQ(HtmlEscape("Ctl\x01"
                       "Char\n"),
            "CtlChar\n");
}

}  // namespace
}  // namespace capgrid::render
