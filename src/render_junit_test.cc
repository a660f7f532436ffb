#include "render_junit.h"

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

TEST(RenderJunitTest, OneTestcasePerListedConfigurationAndProbe) {
  std::string xml = RenderJunit(LoadReport(kKorniaSnapshot));
  // 8 entries x 3 probes; failures = unsupported counted cells: (6-4) + (7-6) + (7-6); skips:
  // the n/a cells, the all-n/a entry's 3 and one ONNX cell.
  EXPECT_THAT(xml, HasSubstr("<testsuites name=\"capgrid: kornia 0.9.0rc1\" tests=\"24\" "
                             "failures=\"4\" errors=\"0\" skipped=\"4\""));
  // A package whose every entry is n/a still shows up, as skips.
  EXPECT_THAT(xml, HasSubstr("<testsuite name=\"kornia.utils\" tests=\"3\" failures=\"0\" "
                             "errors=\"0\" skipped=\"3\""));
  EXPECT_THAT(xml, HasSubstr("<testcase classname=\"kornia.geometry.transform\" "
                             "name=\"transform.warp_affine[nearest] (compile)\""));
}

TEST(RenderJunitTest, FailuresCarryCausesAndNaIsSkipped) {
  std::string xml = RenderJunit(ParseReport(testdata::kCapgridSnapshot, "extras.json"));
  // 5 entries x 3 probes; the all-n/a entry gives 3 skips, the unprobed compile cell one more.
  EXPECT_THAT(xml, HasSubstr("tests=\"15\" failures=\"5\" errors=\"0\" skipped=\"4\""));
  EXPECT_THAT(xml, HasSubstr("<testcase classname=\"toylib.io\" name=\"io.read (onnx)\">\n"
                             "      <skipped message=\"no tensor\"/>"));
  EXPECT_THAT(xml, HasSubstr("<testcase classname=\"toylib.geo.warp\" name=\"warp|affine[fill] "
                             "(onnx)\" time=\"1.500\">"));
  EXPECT_THAT(xml, HasSubstr("<failure type=\"fail\" message=\"no ONNX lowering for "
                             "torch.linalg.svd\">status: fail (probe status export-fail)&#10;"
                             "cause: no ONNX lowering for torch.linalg.svd [lowering]"));
  EXPECT_THAT(xml, HasSubstr("<failure type=\"timeout\" message=\"the probe ran out of time\">"));
  EXPECT_THAT(xml, HasSubstr("<skipped message=\"not probed\"/>"));
  EXPECT_THAT(xml, HasSubstr("RuntimeError: bad &amp; &lt;worse&gt;"));
  // The control character in a case name cannot appear in XML 1.0 at all.
  EXPECT_THAT(xml, HasSubstr("name=\"CtlChar (compile)\""));
  EXPECT_THAT(xml, Not(HasSubstr("\x01")));
}

TEST(XmlEscapeTest, EscapesAndDropsControlCharacters) {
  EXPECT_EQ(XmlEscape("a<b>&\"c'\x02\n"), "a&lt;b&gt;&amp;&quot;c&apos;&#10;");
}

}  // namespace
}  // namespace capgrid::render
