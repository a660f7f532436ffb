#include "render_md.h"

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "page_text.h"
#include "render_test_data.h"
#include "report_load.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A small snapshot in Kornia's layout (tests/data/kornia_layout/; its header and its 15 entry
// fields, nothing of capgrid's): 8 entries, 7 shown (one is n/a in all three columns), every
// column value. Its figures, worked out by hand: ONNX 4 of 6 counted (one cell n/a), export 6
// of 7, compile 6 of 7; 2 rows supported by all three; 7 operators, 4 of them exporting to ONNX.
const char kKorniaSnapshot[] = CAPGRID_SOURCE_DIR "/tests/data/kornia_layout/export_support.json";

TEST(RenderMarkdownTest, KorniaFigures) {
  std::string md = RenderMarkdown(LoadReport(kKorniaSnapshot));
  EXPECT_THAT(md, HasSubstr("| ONNX | 4 / 6 | 66.7% |"));
  EXPECT_THAT(md, HasSubstr("| torch.export | 6 / 7 | 85.7% |"));
  EXPECT_THAT(md, HasSubstr("| torch.compile | 6 / 7 | 85.7% |"));
  EXPECT_THAT(md, HasSubstr("**2** of 7 configurations"));
  EXPECT_THAT(md, HasSubstr("**7** distinct operators, **4** of which"));
  EXPECT_THAT(md, HasSubstr("| `kornia.filters` | 2 | 2 | 2 / 2 | 2 / 2 | 2 / 2 |"));
  EXPECT_THAT(md, HasSubstr("| `kornia.contrib` | 1 | 0 | \u2014 | 1 / 1 | 1 / 1 |"));
  EXPECT_THAT(md, HasSubstr("4 configurations fail at least one capture path."));
  EXPECT_THAT(md, HasSubstr("Generated `2026-09-02`. Measured with kornia `0.9.0rc1`, revision "
                            "`e0969438`, torch `2.9.1+cu128`"));
}

TEST(RenderMarkdownTest, CoverageSaysProbedAndSkippedWithReasons) {
  std::string md = RenderMarkdown(ParseReport(testdata::kCapgridSnapshot, "coverage.json"));
  EXPECT_THAT(md, HasSubstr("Coverage: 3 of the 5 public objects of `toylib` have a case: 2 are "
                            "probed, 1 is registered as not applicable (a skip reason each)."));
  EXPECT_THAT(md, HasSubstr("<details><summary>1 registered as not applicable</summary>\n\n"
                            "- `toylib.deco`: a decorator"));
  EXPECT_THAT(md, HasSubstr("An operator is one (package, operator name) pair"));
}

TEST(RenderMarkdownTest, SaysWhatEachColumnRunsAsTheOtherPagesDo) {
  Report report = LoadReport(kKorniaSnapshot);
  std::string md = RenderMarkdown(report);
  ASSERT_GT(report.probe_count(), 0);
  EXPECT_THAT(md, HasSubstr("<details><summary>What each column runs</summary>"));
  for (int p = 0; p < report.probe_count(); ++p) {  // data/statuses.json's, opset filled in
    EXPECT_THAT(md, HasSubstr(fmt::format("- **{}**: {}.\n", report.probes()[p].heading,
                                          ProbeDescription(report, p))));
  }
}

TEST(RenderMarkdownTest, LinksItsChartsFileWhenGivenOne) {
  Report report = LoadReport(kKorniaSnapshot);
  EXPECT_THAT(RenderMarkdown(report), Not(HasSubstr("![")));
  std::string md = RenderMarkdown(report, "support_charts.svg");
  EXPECT_THAT(md, HasSubstr("\n![Configurations by package and capture path, and the top "
                            "causes](support_charts.svg)\n"));
  EXPECT_EQ(ChartsFileFor("docs/kornia/support.md"), "docs/kornia/support_charts.svg");
  EXPECT_EQ(ChartsFileFor("page.md"), "page_charts.svg");
}

TEST(RenderMarkdownTest, FailuresCarryCausesAndPipesAreEscaped) {
  std::string md = RenderMarkdown(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(md,
              HasSubstr("| `toylib.geo.warp` | `warp\\|affine` `[fill]` | **fail** | **fail** | "
                        "ok (2 graph breaks) | **ONNX, export:** no ONNX lowering for "
                        "torch.linalg.svd · `toylib/geo/warp.py:12` |"));
  EXPECT_THAT(md, HasSubstr("**export:** the probe ran out of time"));
  EXPECT_THAT(md, HasSubstr("out0 differs: max abs diff 1e-1 \\| rows \\* cols"));
  EXPECT_THAT(md, HasSubstr("`blur_'x'`"));
  EXPECT_THAT(md,
              HasSubstr("> **This survey is partial.** 2 results (case and probe) are missing"));
  // Every failing row has one line, each a table row with 7 unescaped pipes.
  size_t start = md.find("| Package | Operator |");
  ASSERT_NE(start, std::string::npos);
  int rows = 0;
  for (size_t pos = md.find('\n', start); pos != std::string::npos && pos + 1 < md.size();
       pos = md.find('\n', pos + 1)) {
    std::string_view line(md.data() + pos + 1, md.find('\n', pos + 1) - pos - 1);
    if (line.empty() || line[0] != '|' || line.rfind("|---", 0) == 0) continue;
    int pipes = 0;
    for (size_t i = 0; i < line.size(); ++i)
      pipes += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
    EXPECT_EQ(pipes, 7) << line;
    ++rows;
  }
  EXPECT_EQ(rows, 4);  // warp|affine x2, blur, the crashing compile
}

TEST(RenderMarkdownTest, CausesViewHasATablePerColumnRankedByOperators) {
  std::string md = RenderMarkdown(ParseReport(testdata::CausesSnapshot(), "causes.json"));
  EXPECT_THAT(md, HasSubstr("### Causes, by operators blocked\n"));
  EXPECT_THAT(md, HasSubstr("#### ONNX export\n\n| # | Cause | Owner | Operators | Configurations"));
  EXPECT_THAT(md, HasSubstr("| 1 | `no-lowering` | ONNX exporter | 2: `toy.geo B`, `toy.geo C` | 2 |  |\n"
                            "| 2 | `lib-branch` | library | 1: `toy.geo A` | 3 | "
                            "`toy/a.py:1` (2), `toy/a.py:2` (1) |\n"));
  EXPECT_THAT(md, HasSubstr("| 1 | `timeout` | environment | 1: `toy.geo D` | 1 |  |"));
}

// Format 7: a column with a measured cell spreads its verified cells over the accuracy bands;
// a page where no cell holds its accuracy says so once, not once per column.
TEST(RenderMarkdownTest, AccuracyIsSpreadPerColumnOrSaidOnceNotRecorded) {
  nlohmann::json doc = testdata::Format7Snapshot();
  std::string none = RenderMarkdown(ParseReport(doc.dump(), "none.json"));
  EXPECT_THAT(none, Not(HasSubstr("came to eager: not recorded")));
  const std::string once = "How close the verified configurations came to eager was not recorded";
  ASSERT_THAT(none, HasSubstr(once));
  EXPECT_EQ(none.find(once), none.rfind(once));
  auto& c = doc["cases"][0];
  c["compile"] = "ok";
  c["compile_status"] = "ok";
  c["compile_evidence"] = "values";
  c["compile_accuracy"] = {{"max_abs", 2e-6}, {"max_rel", 1e-6}, {"snr_db", 120.0},
                           {"nonfinite", 0},  {"outputs", 1}};
  std::string some = RenderMarkdown(ParseReport(doc.dump(), "some.json"));
  EXPECT_THAT(some, HasSubstr("how close the verified came to eager: 1 within the tolerance"));
  EXPECT_THAT(some, Not(HasSubstr(once)));
}

TEST(MdEscapeTest, EscapesTableBreakersAndMarkup) {
  EXPECT_EQ(MdEscape("Ctl\x01"
                     "Char"),
            "CtlChar");
  EXPECT_EQ(MdEscape("a|b *c* _d_ <e> [f]\nnext"), "a\\|b \\*c\\* \\_d\\_ &lt;e&gt; \\[f\\] next");
}

}  // namespace
}  // namespace capgrid::render
