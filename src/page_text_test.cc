#include "page_text.h"

#include <tuple>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "errors.h"
#include "render_test_data.h"
#include "report_load.h"
#include "speed_merge.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;

TEST(PageText, TheSpeedNoticeNamesOneMachineOrThatThereWereSeveral) {
  Report one;
  one.speed_machine = "AMD EPYC, 2 CPUs";
  EXPECT_THAT(SpeedNotice(one), HasSubstr("Times taken on AMD EPYC, 2 CPUs: "));
  EXPECT_THAT(SpeedNotice(one), HasSubstr("They describe that machine on that day"));
  Report several;
  several.speed_machine = SpeedMachineText({{"AMD EPYC, 2 CPUs", 9}, {"Intel Xeon, 2 CPUs", 1}});
  EXPECT_THAT(SpeedNotice(several),
              HasSubstr("Times taken on several machines: AMD EPYC, 2 CPUs (9 configurations), "
                        "Intel Xeon, 2 CPUs (1 configuration): "));
  EXPECT_THAT(SpeedNotice(several), HasSubstr("They describe each configuration's machine on its "
                                              "day: compare ratios within one machine"));
}

TEST(PageText, GraphBreaksAndCellLabels) {
  EXPECT_EQ(GraphBreaks(1), "1 graph break");
  EXPECT_EQ(GraphBreaks(3), "3 graph breaks");
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  int compile = r.statuses->ProbeIndex("compile");
  EXPECT_EQ(CellLabel(r, r.rows[0], compile), "ok (2 graph breaks)");
  EXPECT_EQ(CellLabel(r, r.rows[0], r.statuses->ProbeIndex("onnx")), "fail");
  // ok-breaks says the breaks in its label: no badge beside it
  ASSERT_EQ(r.rows[0].cells[compile].status, "ok-breaks");
  EXPECT_EQ(BreaksBadge(r, r.rows[0], compile), "");
  // another value of the graph-break column with breaks gets the badge; other columns never
  Row other = r.rows[0];
  other.cells[compile].status = "ok-unverified";
  EXPECT_EQ(BreaksBadge(r, other, compile), "2 graph breaks");
  EXPECT_EQ(BreaksBadge(r, other, r.statuses->ProbeIndex("onnx")), "");
  other.cells[compile].graph_breaks = 0;
  EXPECT_EQ(BreaksBadge(r, other, compile), "");
}

// grad counts its own breaks (format 5's grad_graph_breaks): its cell says them as compile's do.
TEST(PageText, AGradCellSaysItsOwnBreakCount) {
  nlohmann::json doc = testdata::Format5Snapshot();
  auto& first = doc["cases"][0];
  first["grad"] = "ok-breaks";
  first["grad_status"] = "ok-breaks";
  first["grad_graph_breaks"] = 4;
  doc["cases"][1]["grad"] = "mismatch";
  doc["cases"][1]["grad_status"] = "mismatch";
  doc["cases"][1]["grad_graph_breaks"] = 1;
  Report r = ParseReport(doc.dump(), "grad.json");
  int grad = r.statuses->ProbeIndex("grad");
  int compile = r.statuses->ProbeIndex("compile");
  const Row* a = nullptr;
  const Row* b = nullptr;
  for (const Row& row : r.rows) {
    if (row.name == first["name"]) a = &row;
    if (row.name == doc["cases"][1]["name"]) b = &row;
  }
  ASSERT_TRUE(a && b);
  EXPECT_EQ(CellLabel(r, *a, grad), "ok (4 graph breaks)");
  EXPECT_EQ(BreaksBadge(r, *a, grad), "");
  EXPECT_EQ(CellLabel(r, *a, compile), "ok (2 graph breaks)");  // compile's own, unchanged
  EXPECT_EQ(CellLabel(r, *b, grad), "mismatch");
  EXPECT_EQ(BreaksBadge(r, *b, grad), "1 graph break");
}

TEST(PageText, ProbeWordingComesFromTheVocabulary) {
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  EXPECT_EQ(AllProbes(r), "all three");
  EXPECT_EQ(ProbeRatios(r, {{1, 2}, {0, 0}, {3, 4}}),
            "ONNX 1 / 2, torch.export \u2014, torch.compile 3 / 4");
  EXPECT_EQ(ProbeDescription(r, 0),
            "torch.onnx.export(dynamo=True) at opset 18, checked with onnx.checker, run in "
            "onnxruntime and compared with eager");
  EXPECT_EQ(ProbeDescription(r, 1), "torch.export.export: the whole forward captured as one graph");
  EXPECT_THAT(ConfigurationDefinition(r, "*configuration*"),
              HasSubstr("A *configuration* is one operator called with one set of arguments"));
  EXPECT_THAT(ConfigurationDefinition(r, "x"),
              HasSubstr("not applicable in all three columns (file I/O, enums, data classes,"));
  EXPECT_THAT(ConfigurationDefinition(r, "x"),
              HasSubstr("5 entries were surveyed and 4 are listed."));
}

// The page's headline names what was run from the probes' titles, however many the snapshot
// has (the published pages once said "three capture paths" above six columns).
TEST(PageText, ProbeSetIsBuiltFromTheTitles) {
  Report three = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  EXPECT_EQ(ProbeSet(three), "three probes: ONNX export, torch.export and torch.compile");
  Report eight = LoadReport(CAPGRID_SOURCE_DIR "/docs/kornia/snapshot.json");
  ASSERT_EQ(eight.probe_count(), 8);
  EXPECT_EQ(ProbeSet(eight),
            "eight probes: ONNX export; torch.export; torch.compile; torch.export, dynamic batch; "
            "ONNX export, dynamic batch; speed against eager; AOTInductor package; and gradients "
            "under torch.compile");
  EXPECT_EQ(AllProbes(eight), "all eight");
}

TEST(PageText, ShowFiltersAreThePagesFilters) {
  // data/capgrid_page.js implements exactly these values.
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  std::vector<std::pair<std::string, std::string>> want = {
      {"all", "all configurations"},       {"any-fail", "any failure"},
      {"onnx-fail", "ONNX failures"},      {"export-fail", "torch.export failures"},
      {"compile-fail", "torch.compile failures"}, {"compile-breaks", "graph breaks"},
      {"all-ok", "all ok"}};
  EXPECT_EQ(ShowFilters(r), want);
}

// With grad's own count (format 5) two probes count graph breaks: each has its filter, named.
TEST(PageText, EachProbeThatCountsBreaksHasItsFilter) {
  Report r = ParseReport(testdata::Format5Snapshot().dump(), "grad.json");
  EXPECT_EQ(BreakProbes(r), (std::vector<int>{r.statuses->ProbeIndex("compile"),
                                              r.statuses->ProbeIndex("grad")}));
  std::vector<std::pair<std::string, std::string>> breaks;
  for (const auto& f : ShowFilters(r)) {
    if (f.first.ends_with("-breaks")) breaks.push_back(f);
  }
  std::vector<std::pair<std::string, std::string>> want = {
      {"compile-breaks", "graph breaks in torch.compile"},
      {"grad-breaks", "graph breaks in gradients (compile)"}};
  EXPECT_EQ(breaks, want);
}

// Format 6: the card says what the supported cells were checked with, and for grad what the
// finite difference said of the eager gradient, reasons most frequent first.
TEST(PageText, CheckedTextSplitsTheSupportedByWhatWasChecked) {
  nlohmann::json doc = testdata::Format6Snapshot();
  auto& cases = doc["cases"];
  // grad: two confirmed, one random (not judged), one not run in float64 (not judged), one
  // without a finite difference
  const std::vector<std::tuple<std::string, std::string, std::string>> grads = {
      {"ok", "agrees", "directional derivative 1, finite difference 1"},
      {"ok-breaks", "agrees", "directional derivative 2, finite difference 2"},
      {"ok-unverified", "inconclusive", "random operator: not checked"},
      {"ok", "inconclusive", "the case does not run in float64 (RuntimeError: Double)"},
      {"ok", "", ""}};
  ASSERT_GE(cases.size(), grads.size());
  for (size_t i = 0; i < grads.size(); ++i) {
    const auto& [status, fd, note] = grads[i];
    cases[i]["grad"] = status;
    cases[i]["grad_status"] = status;
    cases[i]["grad_evidence"] = status == "ok-unverified" ? "shapes" : "values";
    cases[i]["grad_fd"] = fd;
    cases[i]["grad_fd_note"] = note;
  }
  Report r = ParseReport(doc.dump(), "checked.json");
  int onnx = r.statuses->ProbeIndex("onnx");
  int compile = r.statuses->ProbeIndex("compile");
  int grad = r.statuses->ProbeIndex("grad");
  // a snapshot before format 7 holds no accuracy: the verified ones' is not recorded
  const std::string unrecorded = "; how close the verified came to eager: not recorded";
  EXPECT_EQ(CheckedText(r, onnx),
            fmt::format("{} verified{}", r.columns[onnx].supported, unrecorded));
  // the fixture's two supported compile cells both break (OneGraphText)
  EXPECT_EQ(CheckedText(r, compile),
            fmt::format("{} verified, 1 unverified; 0 ran as one graph, 2 did not{}",
                        r.columns[compile].supported - 1, unrecorded));
  EXPECT_EQ(CheckedText(r, grad),
            "4 verified, 1 unverified; eager gradient: 2 confirmed by a float64 finite difference, "
            "2 not judged by one (1 random operator, 1 the case does not run in float64), 1 "
            "without a finite difference" + unrecorded);
  EXPECT_EQ(CheckedText(r, r.statuses->ProbeIndex("aoti")), "");  // none supported
  // before format 6 nothing is said
  Report five = ParseReport(testdata::Format5Snapshot().dump(), "five.json");
  EXPECT_EQ(CheckedText(five, five.statuses->ProbeIndex("compile")), "");
}

// Format 7: the card spreads the verified cells of an accuracy probe over the accuracy bands;
// a cell's drill-down says what was checked and how close it came.
TEST(PageText, AccuracyTextSpreadsTheVerifiedOverTheBands) {
  nlohmann::json doc = testdata::Format7Snapshot();
  auto& cases = doc["cases"];
  auto accuracy = [](double max_abs) {
    return nlohmann::json{{"max_abs", max_abs}, {"max_rel", max_abs * 2}, {"snr_db", nullptr},
                          {"nonfinite", 0},     {"outputs", 1}};
  };
  // onnx: exact, within 1e-6 (the bound itself), within the tolerance; the rest not recorded
  const std::vector<double> errors = {0, 1e-6, 3e-4};
  ASSERT_GT(cases.size(), errors.size());
  for (size_t i = 0; i < errors.size(); ++i) {
    cases[i]["onnx"] = "ok";
    cases[i]["onnx_status"] = "ok";
    cases[i]["onnx_evidence"] = "values";
    cases[i]["onnx_accuracy"] = accuracy(errors[i]);
  }
  Report r = ParseReport(doc.dump(), "accuracy.json");
  int onnx = r.statuses->ProbeIndex("onnx");
  int verified = r.columns[onnx].evidence["values"];
  ASSERT_GT(verified, 3);
  EXPECT_EQ(AccuracyText(r, onnx),
            fmt::format("; how close the verified came to eager: 1 exact, 1 within 1e-6, 1 within "
                        "the tolerance, {} not recorded",
                        verified - 3));
  // a probe that compares nothing says nothing (speed), nor does a column with no compared cell
  EXPECT_EQ(AccuracyText(r, r.statuses->ProbeIndex("speed")), "");
  EXPECT_EQ(AccuracyText(r, r.statuses->ProbeIndex("aoti")), "");
  // the drill-down lines
  SnapshotAccuracy a{3e-4, 6e-4, 70.26, 0, 2};
  EXPECT_EQ(CellAccuracyText(a),
            "largest error 0.0003 (absolute), 0.0006 (relative), signal-to-noise 70.3 dB (2 "
            "outputs measured)");
  EXPECT_EQ(CellAccuracyText(SnapshotAccuracy{0, 0, std::nullopt, 0, 1}),
            "equal to eager (1 output measured)");
  Cell grad;
  grad.evidence = "values";
  grad.fd = "inconclusive";
  grad.fd_note = "the case does not run in float64";
  EXPECT_EQ(CellCheckedText(r, grad),
            "verified: every output compared with eager at the case's atol and rtol; eager "
            "gradient not judged by one (the case does not run in float64)");
  EXPECT_EQ(CellCheckedText(r, Cell{}), "");
}

// The ExecuTorch card spreads its supported cells over how much XNNPACK took; a cell's
// drill-down gives its share. A bad share is refused naming the field.
TEST(PageText, DelegationTextSaysHowMuchTheDelegateTook) {
  nlohmann::json doc = testdata::Format8Snapshot();
  auto& cases = doc["cases"];
  const std::vector<nlohmann::json> shares = {1.0, 0.5, 0.0, nullptr};
  ASSERT_GE(cases.size(), shares.size());
  for (size_t i = 0; i < shares.size(); ++i) {
    cases[i]["executorch"] = "ok";
    cases[i]["executorch_status"] = "ok";
    cases[i]["executorch_detail"] = "";
    cases[i]["executorch_evidence"] = "values";
    if (!shares[i].is_null()) cases[i]["executorch_delegated"] = shares[i];
  }
  Report r = ParseReport(doc.dump(), "delegated.json");
  int et = r.statuses->ProbeIndex("executorch");
  EXPECT_EQ(DelegationText(r, et),
            "; delegated to XNNPACK: 1 wholly, 1 in part, 1 not at all (only ExecuTorch's "
            "portable kernels), 1 not recorded");
  EXPECT_THAT(CheckedText(r, et), HasSubstr("; delegated to XNNPACK: 1 wholly"));
  EXPECT_EQ(DelegationText(r, r.statuses->ProbeIndex("openvino")), "");  // delegates nothing
  EXPECT_EQ(DelegationText(r, r.statuses->ProbeIndex("onnx")), "");
  const ProbeInfo& info = r.probes()[et];
  EXPECT_EQ(CellDelegationText(info, 1.0), "every operator node delegated to XNNPACK");
  EXPECT_EQ(CellDelegationText(info, 0.0),
            "no operator node delegated to XNNPACK: it ran on ExecuTorch's portable kernels");
  EXPECT_EQ(CellDelegationText(info, 0.875),
            "88% of its operator nodes delegated to XNNPACK, the rest on ExecuTorch's portable "
            "kernels");
  cases[0]["executorch_delegated"] = 2;
  try {
    ParseReport(doc.dump(), "bad.json");
    ADD_FAILURE() << "a share of 2 was read";
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(), HasSubstr("'executorch_delegated' must be a number from 0 to 1"));
  }
}

// The compile card says how many supported cells ran as one graph: a recorded break reason is a
// break even where the count says 0 (a nonzero that leaves the rest of the function to Python).
TEST(PageText, OneGraphTextCountsARecordedBreakReasonAsABreak) {
  nlohmann::json doc = testdata::Format7Snapshot();
  auto& cases = doc["cases"];
  ASSERT_GE(cases.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    cases[i]["compile"] = i == 1 ? "ok-breaks" : "ok";
    cases[i]["compile_status"] = cases[i]["compile"];
    cases[i]["compile_evidence"] = "values";
    cases[i]["graph_breaks"] = i == 1 ? 2 : 0;
    cases[i]["break_reasons"] = nlohmann::json::array();
  }
  cases[2]["break_reasons"].push_back({{"reason", "aten.nonzero"}, {"type", ""},
                                       {"registry_id", ""}, {"url", ""},
                                       {"where", ""}, {"cause", ""}});
  Report r = ParseReport(doc.dump(), "graphs.json");
  int compile = r.statuses->ProbeIndex("compile");
  int supported = r.columns[compile].supported;
  ASSERT_GE(supported, 3);
  EXPECT_EQ(OneGraphText(r, compile),
            fmt::format("; {} ran as one graph, 2 did not (1 of them counted no graph break but "
                        "recorded a break reason)",
                        supported - 2));
  EXPECT_EQ(OneGraphText(r, r.statuses->ProbeIndex("onnx")), "");  // compile's alone
  EXPECT_THAT(CheckedText(r, compile), HasSubstr(OneGraphText(r, compile)));
}

}  // namespace
}  // namespace capgrid::render
