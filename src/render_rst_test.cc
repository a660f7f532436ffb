#include "render_rst.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

TEST(RenderRstTest, KorniaPageShowsTheFigures) {
  std::string page = RenderRst(LoadReport(kKorniaSnapshot));
  EXPECT_THAT(page, HasSubstr("ONNX, torch.export and torch.compile support\n====="));
  EXPECT_THAT(page, HasSubstr("<div class=\"capgrid-card-figure\">4 / 6</div>"));
  EXPECT_THAT(page, HasSubstr("<div class=\"capgrid-card-figure\">6 / 7</div>"));
  EXPECT_THAT(page, HasSubstr("**2** of 7 configurations are supported by all three"));
  EXPECT_THAT(page, HasSubstr("was run eagerly and through three probes: ONNX export, "
                              "torch.export and torch.compile. This page"));
  EXPECT_THAT(page, HasSubstr("**7** distinct operators, **4** of which export to ONNX"));
  EXPECT_THAT(page, HasSubstr("* torch: ``2.9.1+cu128``"));
  EXPECT_THAT(page, HasSubstr("* kornia: ``0.9.0rc1``"));
  EXPECT_THAT(page, HasSubstr(":ref:`kornia.geometry <capgrid-kornia-geometry>`"));
  EXPECT_THAT(page, HasSubstr(".. _capgrid-kornia-geometry:\n\nkornia.geometry\n---------------"));
  EXPECT_THAT(page, HasSubstr(":py:obj:`sobel <kornia.filters.sobel>`"));
  EXPECT_THAT(page, HasSubstr(":py:obj:`warp\\_affine <kornia.geometry.transform.warp_affine>` "
                              "``[nearest]``"));
  EXPECT_THAT(page, HasSubstr("<option value=\"compile-breaks\">"));
  EXPECT_THAT(page, HasSubstr("Failures are facts about the specific versions"));
  // A Kornia snapshot is complete and has no coverage figure.
  EXPECT_THAT(page, Not(HasSubstr(".. warning::")));
  EXPECT_THAT(page, Not(HasSubstr("Coverage:")));
  // The legend lists only statuses that occur.
  EXPECT_THAT(page, HasSubstr("   * - :compat-mismatch:`mismatch`"));
  EXPECT_THAT(page, Not(HasSubstr("   * - :compat-timeout:`timeout`")));
}

TEST(RenderRstTest, DetailsGroupCausesAndShowWhere) {
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  std::string page = RenderRst(r);
  EXPECT_THAT(page,
              HasSubstr("**ONNX, export:** no ONNX lowering for torch.linalg.svd \u00b7 "
                        "**compile:** 2 graph breaks: data-dependent \\*branch\\* <b>bold</b> "
                        "& more \u00b7 ``toylib/geo/warp.py:12``"));
  // A cell with a cause id and no detail is explained by the header's cause table.
  EXPECT_THAT(page, HasSubstr("**export:** the probe ran out of time"));
  EXPECT_THAT(page, HasSubstr(":compat-timeout:`timeout`"));
  EXPECT_THAT(page, HasSubstr(":compat-ok-breaks:`ok (2 graph breaks)`"));
  EXPECT_THAT(page,
              HasSubstr(":compat-ok-unverified:`ok (unverified)` :capgrid-breaks:`1 graph break`"));
  EXPECT_THAT(page, HasSubstr(":py:obj:`warp\\|affine <toylib.geo.warp_affine>` ``[fill]``"));
  // Without a ref, ref_url gives a plain link; backticks in names become quotes.
  EXPECT_THAT(page, HasSubstr("`blur\\_'x' <https://example.org/blur>`__"));
  EXPECT_THAT(page, HasSubstr("``CtlChar``"));  // neither: a literal
}

TEST(RenderRstTest, PartialSnapshotShowsAWarningAndCoverage) {
  std::string page = RenderRst(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(page, HasSubstr(".. warning::\n\n   **This survey is partial.** 2 results (case and "
                              "probe) are missing"));
  EXPECT_THAT(page, HasSubstr("   * toylib.a (onnx): no result\n   * toylib.b (compile): crash\n"));
  EXPECT_THAT(page, HasSubstr("**Coverage:** 3 of the 5 public objects of ``toylib`` have a case: "
                              "2 are probed, 1 is registered as not applicable (a skip reason "
                              "each). Without a case: ``toylib.x``, ``toylib.y``."));
  EXPECT_THAT(page, HasSubstr("An operator is one (package, operator name) pair"));
  EXPECT_THAT(page, HasSubstr("``toylib.x``, ``toylib.y``"));
}

TEST(RenderRstTest, SectionHeadingsOnlyWhenAPackageHasSeveral) {
  std::string page = RenderRst(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  EXPECT_THAT(page, Not(HasSubstr("\nWarp\n~~~~")));  // toylib.geo has one section
}

TEST(RstInlineTest, EscapesMarkup) {
  EXPECT_EQ(RstInline("a*b|c_d\\e"), "a\\*b\\|c\\_d\\\\e");
  EXPECT_EQ(RstInline("use `x`  here\n\tnow"), "use 'x' here now");
  EXPECT_EQ(RstInline("ends with::"), "ends with:\\:");
  EXPECT_EQ(RstLiteral(" a``b "), "a''b");
  EXPECT_EQ(RstLiteral("Ctl\x01"
                       "Char"),
            "CtlChar");
}

}  // namespace
}  // namespace capgrid::render
