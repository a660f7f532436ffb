#include "progress.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

ResultRow R(const std::string& name, const std::string& probe, const std::string& status,
            const std::string& fp = "fp") {
  ResultRow r;
  r.case_name = name;
  r.probe = probe;
  r.status = status;
  r.fingerprint = fp;
  return r;
}

TEST(Progress, CountsOnlyCurrentFingerprintsOfSelectedCases) {
  std::vector<InventoryRow> cases = {{"a", "g", "fp", {}}, {"b", "g", "fp", {}}};
  std::vector<ResultRow> results = {R("a", "onnx", "ok"), R("b", "onnx", "export-fail"),
                                    R("a", "export", "ok", "stale"), R("zzz", "onnx", "ok"),
                                    R("a", "compile", "timeout")};
  auto p = ComputeProgress(cases, results, {"onnx", "export"});
  ASSERT_EQ(p.size(), 2u);
  EXPECT_EQ(p[0].done, 2);
  EXPECT_EQ(p[0].total, 2);
  EXPECT_EQ(p[0].counts.at("ok"), 1);
  EXPECT_EQ(p[0].counts.at("export-fail"), 1);
  EXPECT_EQ(p[1].done, 0);
}

TEST(Progress, TableColumnsFollowTheVocabularyOrder) {
  std::vector<ProbeProgress> p = {{"onnx", 3, 3, {{"timeout", 1}, {"ok", 2}}},
                                  {"export", 3, 1, {{"ok", 1}}}};
  EXPECT_EQ(FormatProgressTable(p, false),
            "probe    done/total     ok  timeout  missing\n"
            "onnx            3/3      2        1        0\n"
            "export          1/3      1        0        2\n");
  std::string colored = FormatProgressTable(p, true);
  EXPECT_NE(colored.find("\x1b[32m     ok\x1b[0m"), std::string::npos) << colored;
  EXPECT_NE(colored.find("\x1b[31m  timeout\x1b[0m"), std::string::npos) << colored;
}

}  // namespace
}  // namespace capgrid
