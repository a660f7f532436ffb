#include "render_svg.h"

#include <regex>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "embedded.h"
#include "render_test_data.h"
#include "report_load.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++n;
  }
  return n;
}

// The widths of one package's bar segments for one probe, in drawing order.
std::vector<double> Widths(const std::string& svg, const std::string& package,
                           const std::string& probe) {
  size_t group = svg.find("data-package=\"" + package + "\"");
  size_t col = svg.find("<g data-probe=\"" + probe + "\"", group);
  size_t end = svg.find("</g>", col);
  std::string part = svg.substr(col, end - col);
  std::vector<double> out;
  std::regex width("width=\"([0-9.]+)\" height");
  for (std::sregex_iterator it(part.begin(), part.end(), width), last; it != last; ++it) {
    out.push_back(std::stod((*it)[1]));
  }
  return out;
}

TEST(RenderSvgTest, OneBarGroupPerPackageWithSegmentsInProportion) {
  using nlohmann::json;
  // toy.a: 4 listed rows; ONNX 1 ok, 2 fail, 1 n/a. toy.b: 1 row, supported everywhere.
  std::vector<json> cases = {testdata::Case("a1", "toy.a", "ok", "ok", "ok"),
                             testdata::Case("a2", "toy.a", "fail", "ok", "ok"),
                             testdata::Case("a3", "toy.a", "fail", "fail", "ok"),
                             testdata::Case("a4", "toy.a", "n/a", "ok", "ok"),
                             testdata::Case("b1", "toy.b", "ok", "ok", "ok")};
  Report report = ParseReport(testdata::Snapshot(cases), "bars.json");
  std::string svg = PackageChartSvg(report);
  EXPECT_THAT(svg, HasSubstr("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"capgrid-chart "
                             "capgrid-chart-packages\""));
  EXPECT_EQ(Count(svg, "<g class=\"capgrid-bars\" data-package="), 2);
  EXPECT_EQ(Count(svg, "<g data-probe="), 6);  // one per package and probe
  // 160 px split 1 : 2 : 1 for supported, failing, n/a, in that order.
  EXPECT_EQ(Widths(svg, "toy.a", "onnx"), (std::vector<double>{40, 80, 40}));
  EXPECT_EQ(Widths(svg, "toy.a", "export"), (std::vector<double>{120, 40, 0}));
  EXPECT_EQ(Widths(svg, "toy.b", "compile"), (std::vector<double>{160, 0, 0}));
  EXPECT_THAT(svg, HasSubstr("<title>toy.a, ONNX: 1 supported, 2 failing, 1 n/a</title>"));
  // The figure after a bar is the supported share of the counted configurations: 1 of 3.
  EXPECT_THAT(svg, HasSubstr(">33%</text>"));
  EXPECT_THAT(svg, HasSubstr(">75%</text>"));  // export: 3 of 4
  EXPECT_THAT(svg, HasSubstr("toy.a <tspan class=\"capgrid-bar-count\" fill-opacity=\"0.7\">(4)"));
  // Plain SVG: no script, no stylesheet, nothing fetched.
  EXPECT_THAT(svg, Not(HasSubstr("<script")));
  EXPECT_THAT(svg, Not(HasSubstr("href")));
}

TEST(RenderSvgTest, ColumnsComeFromTheVocabulary) {
  nlohmann::ordered_json table = nlohmann::ordered_json::parse(EmbeddedFile("statuses.json"));
  table["probes"].push_back("jit");
  table["probe_info"]["jit"] = {{"heading", "torch.jit"},
                                {"short", "jit"},
                                {"title", "TorchScript"},
                                {"description", "torch.jit.script"}};
  Vocabulary four = Vocabulary::Parse(table.dump());
  nlohmann::json c = testdata::Case("a1", "toy.a", "ok", "fail", "ok");
  c["jit"] = "fail";
  c["jit_detail"] = "";
  c["jit_cause"] = "";
  c["jit_status"] = "fail";
  c["times"]["jit"] = nullptr;
  Report report = ParseReport(
      testdata::Snapshot({c}, {{"probes", {"onnx", "export", "compile", "jit"}}}), "four.json",
      four);
  ASSERT_EQ(report.probe_count(), 4);
  std::string svg = PackageChartSvg(report);
  EXPECT_EQ(Count(svg, "<g data-probe="), 4);
  EXPECT_THAT(svg, HasSubstr(">torch.jit</text>"));
  EXPECT_EQ(Widths(svg, "toy.a", "jit"), (std::vector<double>{0, 160, 0}));
  EXPECT_THAT(CausesChartSvg(report), HasSubstr("<g data-probe=\"jit\" data-top="));
}

TEST(RenderSvgTest, TopCausesByOperatorsBlocked) {
  Report report = ParseReport(testdata::CausesSnapshot(), "causes.json");
  std::string svg = CausesChartSvg(report);
  size_t first = svg.find("data-cause=\"no-lowering\"");
  size_t second = svg.find("data-cause=\"lib-branch\"");
  ASSERT_NE(first, std::string::npos);
  ASSERT_NE(second, std::string::npos);
  EXPECT_LT(first, second);  // 2 operators before 1, though it has fewer configurations
  EXPECT_THAT(svg, HasSubstr(">2 operators \u00b7 2 config. \u00b7 ONNX exporter</text>"));
  EXPECT_THAT(svg, HasSubstr(">1 operator \u00b7 3 config. \u00b7 library</text>"));
  // The compile column has no failing configuration.
  size_t compile = svg.find("<g data-probe=\"compile\"");
  ASSERT_NE(compile, std::string::npos);
  EXPECT_THAT(svg.substr(compile), HasSubstr("fill-opacity=\"0.7\">No failing configuration has a "
                                             "cause.</text>"));
  // Only the first `per_probe` causes, and how many more there are.
  std::string one = CausesChartSvg(report, 1);
  EXPECT_THAT(one, HasSubstr("fill-opacity=\"0.7\">and 1 more cause</text>"));
  EXPECT_THAT(one, Not(HasSubstr("data-cause=\"lib-branch\"")));
  // For the page's script, every cause, the others hidden, with the geometry to place them.
  std::string every = CausesChartSvg(report, 1, true);
  EXPECT_THAT(every, HasSubstr("<g class=\"capgrid-cause\" data-cause=\"lib-branch\" "
                               "data-owner=\"library\" transform=\"translate(0,"));
  EXPECT_THAT(every.substr(every.find("data-cause=\"lib-branch\"")),
              HasSubstr(")\" display=\"none\"><title>"));
  EXPECT_THAT(every, HasSubstr("data-bar=\"260\" data-row=\"20\""));
  EXPECT_THAT(every, HasSubstr("data-slots=\"1\""));
}

TEST(RenderSvgTest, TheFileHoldsBothFiguresAndEscapesText) {
  std::vector<nlohmann::json> cases = {testdata::Case("x", "toy.<b>&", "ok", "fail", "ok")};
  Report report = ParseReport(testdata::Snapshot(cases), "file.json");
  std::string svg = ChartsSvgFile(report);
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"capgrid-chart "
                      "capgrid-charts\"",
                      0),
            0u);
  EXPECT_THAT(svg, HasSubstr("<g class=\"capgrid-chart-packages\">"));
  EXPECT_THAT(svg, HasSubstr("<g class=\"capgrid-chart-causes\" transform="));
  EXPECT_THAT(svg, HasSubstr("data-package=\"toy.&lt;b&gt;&amp;\""));
  EXPECT_THAT(svg, Not(HasSubstr("<b>")));
}

}  // namespace
}  // namespace capgrid::render
