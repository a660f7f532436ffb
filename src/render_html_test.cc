#include "render_html.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "render_test_data.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

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
  EXPECT_THAT(page, HasSubstr("<b>7</b> distinct operators, <b>4</b> of which"));
  // Nothing is fetched: no external script, stylesheet or image.
  EXPECT_THAT(page, Not(HasSubstr("<script src")));
  EXPECT_THAT(page, Not(HasSubstr("<link")));
  EXPECT_THAT(page, Not(HasSubstr("<img")));
  EXPECT_THAT(page, HasSubstr("function statusOf"));  // the script is inline
  EXPECT_THAT(page, HasSubstr(".compat-fail {"));     // and so is the style
  EXPECT_THAT(page, HasSubstr("<a href=\"#capgrid-kornia-geometry\">kornia.geometry</a>"));
  EXPECT_THAT(page,
              HasSubstr("<section class=\"capgrid-package\" id=\"capgrid-kornia-geometry\">"));
}

TEST(RenderHtmlTest, DrillDownCarriesCauseChainBreaksFramesAndTimes) {
  std::string page = RenderHtml(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(page,
              HasSubstr("<details class=\"capgrid-drill\"><summary><span class=\"compat-fail\">"
                        "fail</span></summary>"));
  EXPECT_THAT(page, HasSubstr("<b>Cause</b> (lowering): no ONNX lowering for torch.linalg.svd"));
  EXPECT_THAT(page, HasSubstr("<pre class=\"capgrid-chain\">RuntimeError: bad &amp; &lt;worse&gt;\n"
                              "caused by: KeyError &#39;x&#39;</pre>"));
  EXPECT_THAT(page, HasSubstr("<a href=\"https://example.org/gb/GB0001\">GB0001</a> at "
                              "<code>toylib/geo/warp.py:14</code> \u2014 a Python branch tests "
                              "tensor values at run time</li>"));
  EXPECT_THAT(page, HasSubstr("<li><code>toylib/geo/core.py:3 in solve</code></li>"));
  EXPECT_THAT(page, HasSubstr("<b>Time:</b> 1.50 s (eager 0.10 s)"));
  EXPECT_THAT(page, HasSubstr("<b>ONNX ops:</b> <code>Add</code>, <code>Mul</code>"));
  EXPECT_THAT(page, HasSubstr("<b>Probe status:</b> <code>export-fail</code>"));
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
  EXPECT_THAT(page, HasSubstr("<p><b>Owner:</b> <span class=\"capgrid-owner\""));
  EXPECT_THAT(page, HasSubstr("<code class=\"capgrid-repro\">capgrid repro "
                              "&#39;A[it&#39;\\&#39;&#39;s]&#39; --probe onnx builtin:toy "
                              "&#39;my packs/extra.py&#39;</code></p>"));
  EXPECT_THAT(page, Not(HasSubstr("capgrid-repro-script")));  // no scripts attached
  AttachReproScripts(report, [](const std::string& f) { return f == "B-onnx.py"; }, "r/");
  page = RenderHtml(report);
  EXPECT_THAT(page, HasSubstr("(<a class=\"capgrid-repro-script\" href=\"r/B-onnx.py\">script</a>)"));
}

TEST(RenderHtmlTest, ControlsComeFromTheStatusVocabulary) {
  std::string controls = ControlsHtml(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(controls, HasSubstr("hidden data-supported=\"ok ok-breaks ok-unverified\""));
  EXPECT_THAT(controls, HasSubstr("<option value=\"onnx-fail\">"));
  EXPECT_THAT(controls, HasSubstr("<option value=\"all-ok\">"));
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
