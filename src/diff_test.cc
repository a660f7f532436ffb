#include "diff.h"

#include <fstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "snapshot.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

json Kornia() {
  return LoadSnapshot(std::string(CAPGRID_SOURCE_DIR) + "/tests/data/kornia_export_support.json");
}

json& CaseNamed(json& s, const std::string& name) {
  for (auto& e : s["cases"])
    if (e["name"] == name) return e;
  throw std::runtime_error("no case " + name);
}

TEST(Diff, SameSnapshotHasNoChanges) {
  json k = Kornia();
  SnapshotDiff d = DiffSnapshots(k, k, StatusTable::Builtin());
  EXPECT_TRUE(d.regressions.empty() && d.fixes.empty() && d.changed.empty() && d.causes.empty() &&
              d.added.empty() && d.removed.empty());
}

TEST(Diff, PlantedRegressionIsFoundAndFailsTheGate) {
  json old_s = Kornia(), new_s = Kornia();
  json& sobel = CaseNamed(new_s, "Normalize");
  sobel["onnx"] = "fail";
  sobel["onnx_detail"] = "no ONNX lowering for torch.linalg.svd";
  CaseNamed(new_s, "Normalize[random]")["compile"] = "ok-breaks";  // still supported
  new_s["cases"].push_back(CaseNamed(new_s, "Denormalize"));
  new_s["cases"].back()["name"] = "Brand[new]";
  new_s["cases"].erase(2);  // Denormalize removed

  SnapshotDiff d = DiffSnapshots(old_s, new_s, StatusTable::Builtin());
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_EQ(d.regressions[0].case_name, "Normalize");
  EXPECT_EQ(d.regressions[0].column, "onnx");
  EXPECT_EQ(d.regressions[0].new_cause, "no ONNX lowering for torch.linalg.svd");
  ASSERT_EQ(d.changed.size(), 1u);
  EXPECT_EQ(d.added, std::vector<std::string>{"Brand[new]"});
  EXPECT_EQ(d.removed, std::vector<std::string>{"Denormalize"});

  std::string text = FormatDiffText(d);
  EXPECT_NE(text.find("1 regression,"), std::string::npos) << text;
  EXPECT_NE(text.find("Normalize"), std::string::npos);
  std::string md = FormatDiffMarkdown(d);
  EXPECT_NE(md.find("| `Normalize` | onnx | ok | fail |"), std::string::npos) << md;
  EXPECT_EQ(DiffToJson(d)["regressions"][0]["case"], "Normalize");

  // The gate: an allowlisted regression no longer fails it.
  TempDir tmp;
  { std::ofstream(tmp.Sub("allow.txt")) << "# known\nNormalize onnx  # svd, upstream\n"; }
  ApplyAllowlist(LoadAllowlist(tmp.Sub("allow.txt")), &d);
  EXPECT_TRUE(d.regressions.empty());
  EXPECT_EQ(d.allowed.size(), 1u);
}

TEST(Diff, FixesAndCauseChanges) {
  json old_s = Kornia(), new_s = Kornia();
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
  SnapshotDiff d = DiffSnapshots(old_s, new_s, StatusTable::Builtin());
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
  json old_s = Kornia(), new_s = Kornia();
  json& e = CaseNamed(new_s, "Normalize");
  e["onnx"] = "fail";
  e["onnx_detail"] = "no ONNX lowering for torch.linalg.svd";
  e["onnx_cause"] = "no-onnx-lowering:_linalg_svd";
  json& f = CaseNamed(old_s, "Denormalize");
  f["onnx"] = CaseNamed(new_s, "Denormalize")["onnx"] = "fail";
  f["onnx_detail"] = "old text";
  CaseNamed(new_s, "Denormalize")["onnx_detail"] = "old text";
  CaseNamed(new_s, "Denormalize")["onnx_cause"] = "some-id";  // only the new side has ids
  SnapshotDiff d = DiffSnapshots(old_s, new_s, StatusTable::Builtin());
  ASSERT_EQ(d.regressions.size(), 1u);
  EXPECT_EQ(d.regressions[0].new_cause, "no ONNX lowering for torch.linalg.svd");
  EXPECT_TRUE(d.causes.empty());  // same detail text: no cause change
}

}  // namespace
}  // namespace capgrid
