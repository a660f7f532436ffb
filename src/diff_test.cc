#include "diff.h"

#include <fstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "render_test_data.h"
#include "snapshot_file.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

TEST(Diff, SameSnapshotHasNoChanges) {
  json k = KorniaLayout();
  SnapshotDiff d = DiffSnapshots(k, k, Vocabulary::Builtin());
  EXPECT_TRUE(d.regressions.empty() && d.fixes.empty() && d.changed.empty() && d.causes.empty() &&
              d.added.empty() && d.removed.empty());
}

TEST(Diff, PlantedRegressionIsFoundAndFailsTheGate) {
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  json& sobel = CaseNamed(new_s, "filters.sobel");
  sobel["onnx"] = "fail";
  sobel["onnx_detail"] = "no ONNX lowering for torch.linalg.svd";
  CaseNamed(new_s, "color.rgb_to_lab")["compile"] = "ok-breaks";  // still supported
  new_s["cases"].push_back(CaseNamed(new_s, "transform.warp_affine[nearest]"));
  new_s["cases"].back()["name"] = "Brand[new]";
  new_s["cases"].erase(2);  // transform.warp_affine[nearest] removed

  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_EQ(d.regressions[0].case_name, "filters.sobel");
  EXPECT_EQ(d.regressions[0].column, "onnx");
  EXPECT_EQ(d.regressions[0].new_cause, "no ONNX lowering for torch.linalg.svd");
  ASSERT_EQ(d.changed.size(), 1u);
  EXPECT_EQ(d.added, std::vector<std::string>{"Brand[new]"});
  EXPECT_EQ(d.removed, std::vector<std::string>{"transform.warp_affine[nearest]"});

  std::string text = FormatDiffText(d);
  EXPECT_NE(text.find("1 regression,"), std::string::npos) << text;
  EXPECT_NE(text.find("filters.sobel"), std::string::npos);
  std::string md = FormatDiffMarkdown(d);
  EXPECT_NE(md.find("| `filters.sobel` | onnx | ok | fail |"), std::string::npos) << md;
  EXPECT_EQ(DiffToJson(d)["regressions"][0]["case"], "filters.sobel");

  // The gate: an allowlisted regression no longer fails it.
  TempDir tmp;
  { std::ofstream(tmp.Sub("allow.txt")) << "# known\nfilters.sobel onnx  # svd, upstream\n"; }
  ApplyAllowlist(LoadAllowlist(tmp.Sub("allow.txt")), &d);
  EXPECT_TRUE(d.regressions.empty());
  EXPECT_EQ(d.allowed.size(), 1u);
}

TEST(Diff, MoreGraphBreaksOnASupportedCompileCellFailTheGate) {
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  CaseNamed(new_s, "filters.median_blur[3x3]")["graph_breaks"] = 9;  // ok-breaks, 2 -> 9
  json& sobel = CaseNamed(new_s, "filters.sobel");  // ok -> ok-breaks, 0 -> 1
  sobel["compile"] = "ok-breaks";
  sobel["graph_breaks"] = 1;

  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  EXPECT_TRUE(d.regressions.empty());
  ASSERT_EQ(d.more_breaks.size(), 2u);
  EXPECT_EQ(d.more_breaks[0].case_name, "filters.sobel");
  EXPECT_EQ(d.more_breaks[1].case_name, "filters.median_blur[3x3]");
  EXPECT_EQ(d.more_breaks[1].column, "compile");
  EXPECT_EQ(d.more_breaks[1].old_breaks, 2);
  EXPECT_EQ(d.more_breaks[1].new_breaks, 9);
  EXPECT_TRUE(GateFails(d, false));
  EXPECT_FALSE(GateFails(d, true));  // --ignore-breaks

  std::string text = FormatDiffText(d);
  EXPECT_NE(text.find(", 2 with more graph breaks\n"), std::string::npos) << text;
  EXPECT_NE(text.find("More graph breaks:\n"), std::string::npos) << text;
  EXPECT_NE(text.find("compile  2 -> 9 graph breaks"), std::string::npos) << text;
  std::string md = FormatDiffMarkdown(d);
  EXPECT_NE(md.find("| `filters.median_blur[3x3]` | compile | 2 | 9 |"), std::string::npos) << md;
  EXPECT_EQ(DiffToJson(d)["more_breaks"][1]["new_breaks"], 9);

  // The allowlist covers breaks too ("NAME compile").
  TempDir tmp;
  { std::ofstream(tmp.Sub("allow.txt")) << "filters.median_blur[3x3] compile\n"; }
  ApplyAllowlist(LoadAllowlist(tmp.Sub("allow.txt")), &d);
  ASSERT_EQ(d.more_breaks.size(), 1u);
  EXPECT_EQ(d.allowed_breaks.size(), 1u);
  EXPECT_TRUE(GateFails(d, false));
  {
    std::ofstream(tmp.Sub("allow.txt"))
        << "filters.median_blur[3x3] compile\nfilters.sobel compile\n";
  }
  ApplyAllowlist(LoadAllowlist(tmp.Sub("allow.txt")), &d);
  EXPECT_FALSE(GateFails(d, false));
  EXPECT_NE(FormatDiffText(d).find(", 0 with more graph breaks (2 allowed)"), std::string::npos);
}

TEST(Diff, FewerBreaksUnknownCountsAndUnsupportedCellsAreNotMoreBreaks) {
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  CaseNamed(new_s, "filters.median_blur[3x3]")["graph_breaks"] = 1;  // fewer
  SnapshotDiff fewer = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  EXPECT_TRUE(fewer.more_breaks.empty());
  EXPECT_FALSE(GateFails(fewer, false));
  EXPECT_EQ(FormatDiffText(fewer).find("graph breaks"), std::string::npos);

  json unknown = KorniaLayout();
  CaseNamed(unknown, "filters.median_blur[3x3]")["graph_breaks"] = -1;  // Kornia's unknown
  CaseNamed(new_s, "filters.median_blur[3x3]")["graph_breaks"] = 5;
  EXPECT_TRUE(DiffSnapshots(unknown, new_s, Vocabulary::Builtin()).more_breaks.empty());

  json failed = KorniaLayout();  // a compile failure is a regression, not a break count
  CaseNamed(failed, "filters.median_blur[3x3]")["compile"] = "fail";
  CaseNamed(failed, "filters.median_blur[3x3]")["graph_breaks"] = 7;
  SnapshotDiff d = DiffSnapshots(old_s, failed, Vocabulary::Builtin());
  EXPECT_TRUE(d.more_breaks.empty());
  EXPECT_EQ(d.regressions.size(), 1u);
}

// grad counts its own breaks from format 5 on: more of them on a supported grad cell fail the
// gate as compile's do; a format-4 side has no grad count, so nothing to compare.
TEST(Diff, MoreGradBreaksCountFromFormatFive) {
  json old_s = render::testdata::Format5Snapshot();
  json new_s = render::testdata::Format5Snapshot();
  for (json* s : {&old_s, &new_s}) {
    json& e = CaseNamed(*s, "warp|affine[fill]");
    e["grad"] = "ok-breaks";
    e["grad_status"] = "ok-breaks";
  }
  CaseNamed(old_s, "warp|affine[fill]")["grad_graph_breaks"] = 1;
  CaseNamed(new_s, "warp|affine[fill]")["grad_graph_breaks"] = 3;
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  ASSERT_EQ(d.more_breaks.size(), 1u);
  EXPECT_EQ(d.more_breaks[0].column, "grad");
  EXPECT_EQ(d.more_breaks[0].old_breaks, 1);
  EXPECT_EQ(d.more_breaks[0].new_breaks, 3);
  EXPECT_TRUE(GateFails(d, false));

  json four = old_s;
  four["format_version"] = 4;
  for (auto& e : four["cases"]) e.erase("grad_graph_breaks");
  EXPECT_TRUE(DiffSnapshots(four, new_s, Vocabulary::Builtin()).more_breaks.empty());
}

TEST(Diff, FixesAndCauseChanges) {
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  json* failing = nullptr;
  for (auto& e : old_s["cases"])
    if (e["onnx"] == "fail") {
      failing = &e;
      break;
    }
  ASSERT_NE(failing, nullptr);
  std::string name = (*failing)["name"];
  CaseNamed(new_s, name)["onnx"] = "ok";
  json* other = nullptr;
  for (auto& e : new_s["cases"])
    if (e["export"] == "fail" && e["name"] != name) {
      other = &e;
      break;
    }
  (*other)["export_detail"] = "something else";
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  ASSERT_EQ(d.fixes.size(), 1u);
  EXPECT_EQ(d.fixes[0].case_name, name);
  ASSERT_EQ(d.causes.size(), 1u);
  EXPECT_EQ(d.causes[0].new_cause, "something else");
}

TEST(Diff, AllowlistNamesTheBadLine) {
  TempDir tmp;
  { std::ofstream(tmp.Sub("allow.txt")) << "ColorJitter[fixed order][random] compile\nbadline\n"; }
  try {
    LoadAllowlist(tmp.Sub("allow.txt"));
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(tmp.Sub("allow.txt") + ":2:", 0), 0u) << e.what();
  }
  { std::ofstream(tmp.Sub("ok.txt")) << "ColorJitter[fixed order][random] compile\n"; }
  auto allow = LoadAllowlist(tmp.Sub("ok.txt"));
  EXPECT_TRUE(allow.count({"ColorJitter[fixed order][random]", "compile"}));
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

TEST(Diff, ComparesCauseIdsOnlyWhenBothSidesHaveThem) {
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  json& e = CaseNamed(new_s, "filters.sobel");
  e["onnx"] = "fail";
  e["onnx_detail"] = "no ONNX lowering for torch.linalg.svd";
  e["onnx_cause"] = "no-onnx-lowering:_linalg_svd";
  const std::string other = "filters.median_blur[3x3]";
  json& f = CaseNamed(old_s, other);
  f["onnx"] = CaseNamed(new_s, other)["onnx"] = "fail";
  f["onnx_detail"] = "old text";
  CaseNamed(new_s, other)["onnx_detail"] = "old text";
  CaseNamed(new_s, other)["onnx_cause"] = "some-id";  // only the new side has ids
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_EQ(d.regressions[0].new_cause, "no ONNX lowering for torch.linalg.svd");
  EXPECT_TRUE(d.causes.empty());  // same detail text: no cause change
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

// A Kornia-format entry: its 15 fields.
json Row(const std::string& name, const std::string& package, const std::string& op,
         const std::string& variant, const std::string& onnx = "ok", const std::string& exp = "ok",
         const std::string& compile = "ok") {
  return {{"name", name},        {"package", package},  {"operator", op},     {"variant", variant},
          {"onnx", onnx},        {"export", exp},       {"compile", compile}, {"onnx_detail", ""},
          {"export_detail", ""}, {"compile_detail", ""}, {"section", ""},     {"ref", ""},
          {"note", ""},          {"where", ""},          {"graph_breaks", 0}};
}

// Kornia's header, which the snapshot reader requires of every snapshot.
json Snap(std::vector<json> rows) {
  return {{"generated_at", "2026-11-29"}, {"revision", ""},     {"torch", "2.13.0"},
          {"onnx", "1.23.2"},             {"onnxruntime", ""}, {"onnxscript", ""},
          {"python", "3.11"},             {"opset", 18},        {"device", "cpu"},
          {"cases", rows}};
}

TEST(DiffRows, ExactKeysPairRowsWhoseNamesDiffer) {
  json old_s = Snap({Row("RandomCrop", "kornia.augmentation", "RandomCrop", "p=0.5"),
                     Row("sobel", "kornia.filters", "sobel", "")});
  json new_s = Snap({Row("filters.sobel", "kornia.filters", "sobel", "", "fail"),
                     Row("RandomCrop[p=0.5]", "kornia.augmentation", "RandomCrop", "p=0.5")});
  SnapshotDiff by_name = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  EXPECT_EQ(by_name.agreement.matched, 0u);
  EXPECT_EQ(by_name.added.size(), 2u);

  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  EXPECT_EQ(d.agreement.matched, 2u);
  EXPECT_TRUE(d.added.empty() && d.removed.empty() && d.operator_matches.empty());
  ASSERT_EQ(d.regressions.size(), 1u);
  const CellChange& c = d.regressions[0];
  EXPECT_EQ(c.label, "kornia.filters sobel");  // no brackets for the empty variant
  EXPECT_EQ(c.case_name, "filters.sobel");
  EXPECT_EQ(c.old_case, "sobel");
  EXPECT_FALSE(c.by_operator);
  std::string text = FormatDiffText(d);
  EXPECT_NE(text.find("kornia.filters sobel (cases 'sobel' / 'filters.sobel')"), std::string::npos)
      << text;
}

TEST(DiffRows, DuplicateKeysPairInFileOrderAndExtrasStayUnmatched) {
  // Kornia's file has two "kornia.geometry normalize_points" rows with the empty variant.
  json old_s = Snap({Row("np1", "kornia.geometry", "normalize_points", "", "ok"),
                     Row("np2", "kornia.geometry", "normalize_points", "", "fail")});
  json new_s = Snap({Row("a", "kornia.geometry", "normalize_points", "", "ok"),
                     Row("b", "kornia.geometry", "normalize_points", "", "fail"),
                     Row("c", "kornia.geometry", "normalize_points", "", "mismatch")});
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  EXPECT_EQ(d.agreement.matched, 2u);
  EXPECT_EQ(d.agreement.columns.at("onnx").agree, 2u);  // first with first, second with second
  EXPECT_EQ(d.agreement.columns.at("onnx").differ, 0u);
  EXPECT_TRUE(d.regressions.empty() && d.fixes.empty() && d.changed.empty());
  ASSERT_EQ(d.added_rows.size(), 1u);
  EXPECT_EQ(d.added_rows[0].case_name, "c");
  EXPECT_EQ(d.added, std::vector<std::string>{"kornia.geometry normalize_points"});
  EXPECT_TRUE(d.removed.empty());
  EXPECT_TRUE(d.operator_matches.empty());  // an extra duplicate is not an operator match

  // The other way round, the extra one is the old side's second.
  SnapshotDiff back = DiffSnapshots(new_s, old_s, Vocabulary::Builtin(), MatchBy::kRow);
  ASSERT_EQ(back.removed_rows.size(), 1u);
  EXPECT_EQ(back.removed_rows[0].case_name, "c");
}

TEST(DiffRows, OperatorFallbackPairsOnlyTheSoleUnmatchedRows) {
  json old_s = Snap({
      Row("Resize[a]", "kornia.augmentation", "Resize", "size=(4, 4)", "ok"),
      Row("Flip[h]", "kornia.augmentation", "Flip", "horizontal"),
      Row("Flip[v]", "kornia.augmentation", "Flip", "vertical"),
      Row("Blur[x]", "kornia.filters", "Blur", "3"),
      Row("Gone", "kornia.color", "Gone", ""),
  });
  json new_s = Snap({
      Row("Resize[b]", "kornia.augmentation", "Resize", "size=(8, 8)", "fail"),
      Row("Flip[x]", "kornia.augmentation", "Flip", "x"),  // two old Flips unmatched: no pair
      Row("Blur[3]", "kornia.filters", "Blur", "3"),
      Row("Blur[5]", "kornia.filters", "Blur", "5"),  // Blur[3] took the only old Blur
      Row("New", "kornia.color", "New", ""),
  });
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  EXPECT_EQ(d.agreement.matched, 2u);
  ASSERT_EQ(d.operator_matches.size(), 1u);
  const OperatorMatch& m = d.operator_matches[0];
  EXPECT_EQ(m.label, "kornia.augmentation Resize[size=(8, 8)]");  // the new side's variant
  EXPECT_EQ(m.old_variant, "size=(4, 4)");
  EXPECT_EQ(m.new_variant, "size=(8, 8)");
  EXPECT_EQ(m.old_case, "Resize[a]");
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_TRUE(d.regressions[0].by_operator);
  EXPECT_EQ(d.regressions[0].old_variant, "size=(4, 4)");
  EXPECT_EQ(d.added, (std::vector<std::string>{"kornia.augmentation Flip[x]",
                                               "kornia.filters Blur[5]", "kornia.color New"}));
  EXPECT_EQ(d.removed,
            (std::vector<std::string>{"kornia.augmentation Flip[horizontal]",
                                      "kornia.augmentation Flip[vertical]", "kornia.color Gone"}));
  json j = DiffToJson(d);
  EXPECT_EQ(j["match"], "row");
  EXPECT_EQ(j["operator_matches"][0]["old_variant"], "size=(4, 4)");
  EXPECT_EQ(j["regressions"][0]["by_operator"], true);
  EXPECT_EQ(j["removed_rows"][2]["case"], "Gone");
  std::string md = FormatDiffMarkdown(d);
  EXPECT_NE(md.find("| `kornia.augmentation Resize[size=(8, 8)]` | size=(4, 4) | size=(8, 8) |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("#### Rows only in the old snapshot"), std::string::npos);
}

TEST(DiffRows, AgreementCountsEveryMatchedCell) {
  json old_s =
      Snap({Row("a", "p", "a", "", "ok", "ok", "ok"), Row("b", "p", "b", "", "ok", "fail", "ok"),
            Row("c", "p", "c", "", "fail", "fail", "n/a"),
            Row("gone", "p", "gone", "", "fail", "fail", "fail")});
  json new_s = Snap({Row("a", "p", "a", "", "ok", "ok", "ok-breaks"),
                     Row("b", "p", "b", "", "fail", "ok", "ok"),
                     Row("c", "p", "c", "", "mismatch", "fail", "n/a")});
  for (MatchBy match : {MatchBy::kName, MatchBy::kRow}) {
    SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), match);
    EXPECT_EQ(d.agreement.matched, 3u);
    const auto& onnx = d.agreement.columns.at("onnx");
    EXPECT_EQ(onnx.agree, 1u);
    EXPECT_EQ(onnx.differ, 2u);
    EXPECT_EQ(onnx.transitions, (std::map<std::string, size_t>{
                                    {"ok -> ok", 1}, {"ok -> fail", 1}, {"fail -> mismatch", 1}}));
    EXPECT_EQ(d.agreement.columns.at("export").agree, 2u);
    EXPECT_EQ(d.agreement.columns.at("compile").differ, 1u);
    json j = DiffToJson(d)["agreement"];
    EXPECT_EQ(j["matched"], 3);
    EXPECT_EQ(j["columns"]["onnx"]["transitions"]["fail -> mismatch"], 1);
    EXPECT_EQ(j["columns"]["export"]["differ"], 1);
    std::string text = FormatDiffText(d);
    EXPECT_NE(text.find("onnx     1 agree, 2 differ  ("), std::string::npos) << text;
    std::string md = FormatDiffMarkdown(d);
    EXPECT_NE(md.find("| export | 2 | 1 | "), std::string::npos) << md;
  }
}

TEST(DiffRows, DifferencesGroupByColumnTransitionAndTheNewSidesCause) {
  auto failing = [](const std::string& name, const std::string& detail, const std::string& cause) {
    json e = Row(name, "p", name, "", "fail");
    e["onnx_detail"] = detail;
    if (!cause.empty()) {
      e["onnx_cause"] = cause;  // a capgrid snapshot's id
    }
    return e;
  };
  json old_s = Snap({Row("a", "p", "a", ""), Row("b", "p", "b", ""), Row("c", "p", "c", ""),
                     Row("d", "p", "d", ""), Row("e", "p", "e", ""), Row("f", "p", "f", ""),
                     Row("g", "p", "g", "", "fail")});
  json new_s = Snap({failing("a", "svd one", "no-lowering:svd"),
                     failing("b", "svd two", "no-lowering:svd"),  // other text, same id
                     failing("c", "svd", "no-lowering:svd"), failing("d", "svd", "no-lowering:svd"),
                     failing("e", "data-dependent", ""),  // no id: grouped by detail
                     failing("f", "data-dependent", ""), Row("g", "p", "g", "", "ok")});
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  ASSERT_EQ(d.groups.size(), 3u);
  EXPECT_EQ(d.groups[0].cause, "no-lowering:svd");
  EXPECT_EQ(d.groups[0].count, 4u);
  EXPECT_EQ(d.groups[0].examples, (std::vector<std::string>{"p a", "p b", "p c"}));
  EXPECT_EQ(d.groups[1].cause, "data-dependent");
  EXPECT_EQ(d.groups[1].count, 2u);
  EXPECT_EQ(d.groups[2].old_value, "fail");  // the fix, cause "" (ok has no detail)
  EXPECT_EQ(d.groups[2].new_value, "ok");
  EXPECT_EQ(d.groups[2].count, 1u);
  json j = DiffToJson(d)["groups"];
  EXPECT_EQ(j[0]["count"], 4);
  EXPECT_EQ(j[0]["column"], "onnx");
  EXPECT_EQ(j[0]["old"], "ok");
  EXPECT_EQ(j[0]["new"], "fail");
  EXPECT_NE(FormatDiffText(d).find("Differences by cause:\n      4  onnx     ok -> fail  "
                                   "no-lowering:svd\n         e.g. p a; p b; p c\n"),
            std::string::npos)
      << FormatDiffText(d);
  EXPECT_NE(FormatDiffMarkdown(d).find("| 4 | onnx | ok -> fail | no-lowering:svd | `p a`, `p b`, "
                                       "`p c` |"),
            std::string::npos);

  // Equal counts: key order (column, old, new, cause).
  json old2 = Snap({Row("x", "p", "x", "", "ok", "ok"), Row("y", "p", "y", "", "ok", "ok")});
  json new2 = Snap({Row("x", "p", "x", "", "ok", "fail"), Row("y", "p", "y", "", "fail", "ok")});
  SnapshotDiff d2 = DiffSnapshots(old2, new2, Vocabulary::Builtin(), MatchBy::kRow);
  ASSERT_EQ(d2.groups.size(), 2u);
  EXPECT_EQ(d2.groups[0].column, "export");
  EXPECT_EQ(d2.groups[1].column, "onnx");
}

TEST(DiffRows, AllowlistNamesTheLabelOrTheNewCaseName) {
  json old_s =
      Snap({Row("k1", "p", "op", "v1"), Row("k2", "p", "op", "v2"), Row("k3", "p", "op", "v3")});
  json new_s = Snap({Row("c1", "p", "op", "v1", "fail"), Row("c2", "p", "op", "v2", "fail"),
                     Row("c3", "p", "op", "v3", "fail")});
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  TempDir tmp;
  { std::ofstream(tmp.Sub("allow.txt")) << "p op[v1] onnx\nc2 onnx\nk3 onnx  # old name: no\n"; }
  ApplyAllowlist(LoadAllowlist(tmp.Sub("allow.txt")), &d);
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_EQ(d.regressions[0].case_name, "c3");
  EXPECT_EQ(d.allowed.size(), 2u);
  EXPECT_EQ(d.groups.size(), 1u);  // allowed regressions still differ
  EXPECT_EQ(d.groups[0].count, 3u);
}

TEST(DiffRows, KorniaAgainstItselfByRow) {
  json k = KorniaLayout();
  // Kornia's own file has two rows of one (package, operator, variant) (normalize_points of
  // geometry.homography and of geometry.epipolar): the fixture gets such a pair too.
  json twin = k["cases"][0];
  twin["name"] = "epipolar.normalize_points";
  twin["package"] = "kornia.geometry";
  twin["section"] = "";
  twin["operator"] = "normalize_points";
  k["cases"].push_back(twin);
  twin["name"] = "homography.normalize_points";
  k["cases"].push_back(twin);
  ASSERT_EQ(k["cases"].size(), 10u);
  SnapshotDiff d = DiffSnapshots(k, k, Vocabulary::Builtin(), MatchBy::kRow);
  EXPECT_EQ(d.agreement.matched, 10u);  // the duplicate normalize_points rows pair in order
  for (const char* column : {"onnx", "export", "compile"}) {
    EXPECT_EQ(d.agreement.columns.at(column).agree, 10u) << column;
    EXPECT_EQ(d.agreement.columns.at(column).differ, 0u) << column;
  }
  EXPECT_TRUE(d.groups.empty());
  EXPECT_TRUE(d.regressions.empty() && d.fixes.empty() && d.changed.empty() && d.causes.empty() &&
              d.added.empty() && d.removed.empty() && d.operator_matches.empty());
  // The two rows have the same cells, so only a planted change shows how they paired: in file
  // order.
  json changed = k;
  std::vector<std::string> dups;
  for (auto& e : changed["cases"]) {
    if (e["package"] == "kornia.geometry" && e["operator"] == "normalize_points" &&
        e["variant"] == "") {
      dups.push_back(e["name"]);
      if (dups.size() == 2) {
        e["onnx"] = "fail";
      }
    }
  }
  ASSERT_EQ(dups.size(), 2u);
  SnapshotDiff planted = DiffSnapshots(k, changed, Vocabulary::Builtin(), MatchBy::kRow);
  ASSERT_EQ(planted.regressions.size(), 1u);
  EXPECT_EQ(planted.regressions[0].case_name, dups[1]);
  EXPECT_EQ(planted.regressions[0].old_case, dups[1]);
  EXPECT_EQ(planted.regressions[0].label, "kornia.geometry normalize_points");
  EXPECT_EQ(planted.agreement.columns.at("onnx").differ, 1u);
  ASSERT_EQ(planted.groups.size(), 1u);
  EXPECT_EQ(planted.groups[0].examples,
            std::vector<std::string>{"kornia.geometry normalize_points"});
}

TEST(DiffRows, KorniaAgainstARenamedCopyOfItself) {
  // Every case renamed, one dropped, one variant edited: by row nothing is lost but those.
  json old_s = KorniaLayout(), new_s = KorniaLayout();
  for (auto& e : new_s["cases"]) {
    e["name"] = "renamed." + e["name"].get<std::string>();
  }
  new_s["cases"][1]["variant"] = "edited variant";
  new_s["cases"].erase(7);
  SnapshotDiff by_name = DiffSnapshots(old_s, new_s, Vocabulary::Builtin());
  EXPECT_EQ(by_name.agreement.matched, 0u);
  SnapshotDiff d = DiffSnapshots(old_s, new_s, Vocabulary::Builtin(), MatchBy::kRow);
  EXPECT_EQ(d.agreement.matched, 7u);  // the edited row pairs by operator
  EXPECT_EQ(d.removed, std::vector<std::string>{"kornia.utils get_cuda_device_if_available"});
  ASSERT_EQ(d.operator_matches.size(), 1u);  // median_blur[3x3], the only unmatched median_blur
  EXPECT_EQ(d.operator_matches[0].old_variant, "3x3");
  EXPECT_EQ(d.operator_matches[0].new_case, "renamed.filters.median_blur[3x3]");
  EXPECT_TRUE(d.groups.empty());
  EXPECT_TRUE(d.added.empty());
}

}  // namespace
}  // namespace capgrid
