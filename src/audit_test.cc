#include "audit.h"

#include <cmath>

#include <gtest/gtest.h>

namespace capgrid {
namespace {

ResultRow Result(const std::string& c, const std::string& p, const std::string& status,
                 const std::string& fingerprint = "fp") {
  ResultRow r;
  r.case_name = c;
  r.probe = p;
  r.status = status;
  r.fingerprint = fingerprint;
  return r;
}

std::vector<ResultRow> Stored(int cases) {
  std::vector<ResultRow> out;
  for (int i = 0; i < cases; ++i) {
    for (const char* p : {"onnx", "export", "compile"}) {
      out.push_back(Result("c" + std::to_string(i), p, "ok"));
    }
  }
  return out;
}

TEST(Audit, TheSampleIsSeededWholeCasesAndReachesTheCount) {
  auto stored = Stored(50);
  const std::vector<std::string> probes = {"onnx", "export", "compile"};
  auto a = SampleCases(stored, probes, 30, 7);
  EXPECT_EQ(a.size(), 10u);  // 3 stored pairs a case: 10 cases reach 30
  EXPECT_TRUE(std::is_sorted(a.begin(), a.end()));
  EXPECT_EQ(SampleCases(stored, probes, 30, 7), a);  // the same seed, the same sample
  EXPECT_NE(SampleCases(stored, probes, 30, 8), a);
  EXPECT_EQ(SampleCases(stored, probes, 31, 7).size(), 11u);  // whole cases: 33 pairs
  EXPECT_EQ(SampleCases(stored, probes, 0, 7).size(), 50u);   // --all
  EXPECT_EQ(SampleCases(stored, {"onnx"}, 30, 7).size(), 30u);
  EXPECT_TRUE(SampleCases(stored, {"speed"}, 30, 7).empty());
}

TEST(Audit, TheSampleIsTheSameOnEveryPlatform) {
  // mt19937_64 is fully specified and the shuffle is ours: these names hold everywhere
  auto a = SampleCases(Stored(20), {"onnx"}, 4, 1);
  ASSERT_EQ(a.size(), 4u);
  auto b = SampleCases(Stored(20), {"onnx"}, 4, 1);
  EXPECT_EQ(a, b);
  for (const auto& name : a) EXPECT_EQ(name.rfind('c', 0), 0u);
}

TEST(Audit, DisagreementsFalseGreensReusedAndStale) {
  std::vector<ResultRow> stored = {Result("a", "onnx", "ok"), Result("a", "export", "fail"),
                                   Result("b", "onnx", "ok"), Result("b", "compile", "ok-breaks"),
                                   Result("c", "onnx", "ok"), Result("d", "onnx", "ok")};
  stored[2].reused_from = {{"store", "other"}};
  stored[3].reused_from = {{"store", "other"}};
  std::vector<ResultRow> now = {Result("a", "onnx", "ok"), Result("a", "export", "ok"),
                                Result("b", "onnx", "export-fail"), Result("b", "compile", "ok"),
                                Result("c", "onnx", "mismatch", "changed")};
  auto r = CompareAudit(stored, now, {"a", "b", "c", "d"}, {"onnx", "export", "compile"});
  ASSERT_EQ(r.pairs.size(), 6u);
  ASSERT_EQ(r.disagree.size(), 3u);
  EXPECT_EQ(r.disagree[0].case_name, "a");  // fail -> ok: a disagreement, not a false green
  EXPECT_FALSE(r.disagree[0].false_green);
  EXPECT_EQ(r.disagree[1].probe, "onnx");  // b onnx: ok -> export-fail, reused
  EXPECT_TRUE(r.disagree[1].false_green);
  EXPECT_TRUE(r.disagree[1].reused);
  EXPECT_EQ(r.disagree[2].probe, "compile");  // ok-breaks -> ok: both supported
  EXPECT_FALSE(r.disagree[2].false_green);
  EXPECT_EQ(r.false_greens, 1);
  EXPECT_EQ(r.stored_supported, 5);
  EXPECT_EQ(r.reused, 2);
  EXPECT_EQ(r.reused_disagree, 2);
  EXPECT_EQ(r.stale, 1);  // c: another fingerprint now
  EXPECT_EQ(r.unrun, 1);  // d: no result
  std::string text = FormatAudit(r, 4, 9);
  EXPECT_EQ(text.substr(0, text.find('\n')),
            "capgrid audit: 6 stored results of 4 cases (seed 9) probed again cold: 1 agree, 3 "
            "disagree, 1 not run, 1 stale (their case changed since); false greens 1 of 5 stored "
            "supported (20.0%); 2 of the 2 reused results disagree; false greens among the reused "
            "supported: 1 of 2, at most 97.47% (95% upper bound)");
  EXPECT_NE(text.find("  b onnx: stored ok, now export-fail (false green) (reused)\n"),
            std::string::npos)
      << text;
}

// Only informative results are sampled and compared: a registered skip or a status the case
// alone decides (no dimension to make dynamic) cannot disagree; with --reused, only the results
// the last invocation did not probe (copied, or finished before it started).
TEST(Audit, TheSampleHoldsOnlyInformativeAndWithReusedOnlyReusedResults) {
  std::vector<ResultRow> stored = {Result("a", "onnx", "ok"), Result("a", "export", "skipped"),
                                   Result("b", "onnx", "ok"),
                                   Result("b", "export", "no-dynamic-dim"),
                                   Result("c", "onnx", "fail"), Result("d", "onnx", "ok")};
  for (ResultRow& r : stored) r.finished_at = "2026-12-06T12:00:00Z";
  stored[2].finished_at = "2026-12-01T09:00:00Z";  // b onnx: kept from before the last run
  stored[4].reused_from = {{"store", "other"}};    // c onnx: copied
  const std::string since = "2026-12-06T11:00:00Z";
  EXPECT_TRUE(Reused(stored[2], since));
  EXPECT_TRUE(Reused(stored[4], since));
  EXPECT_FALSE(Reused(stored[0], since));
  EXPECT_FALSE(Reused(stored[2], ""));  // no start recorded: copies only
  const Vocabulary& v = Vocabulary::Builtin();
  const std::vector<std::string> probes = {"onnx", "export"};
  auto informative = Informative(v, false, since);
  EXPECT_EQ(SampleCases(stored, probes, 0, 1, informative),
            (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(SampleCases(stored, {"export"}, 0, 1, informative), std::vector<std::string>{});
  auto reused = Informative(v, true, since);
  EXPECT_EQ(SampleCases(stored, probes, 0, 1, reused), (std::vector<std::string>{"b", "c"}));
  // compared: the skip and the by-case status are not pairs; b onnx, reused, is a false green
  std::vector<ResultRow> now = {Result("a", "onnx", "ok"), Result("a", "export", "skipped"),
                                Result("b", "onnx", "export-fail"),
                                Result("b", "export", "no-dynamic-dim"),
                                Result("c", "onnx", "fail"), Result("d", "onnx", "ok")};
  auto is_reused = [&since](const ResultRow& r) { return Reused(r, since); };
  auto r = CompareAudit(stored, now, {"a", "b", "c", "d"}, probes, v, informative, is_reused);
  EXPECT_EQ(r.pairs.size(), 4u);
  EXPECT_EQ(r.reused, 2);
  EXPECT_EQ(r.reused_supported, 1);
  EXPECT_EQ(r.reused_false_greens, 1);
  EXPECT_EQ(r.false_greens, 1);
}

// The bound: 0 of n is 1 - 0.05^(1/n), about 3/n (the rule of three); exact beyond.
TEST(Audit, TheUpperBoundIsClopperPearsonOneSided) {
  EXPECT_NEAR(UpperBound95(0, 300), 1 - std::pow(0.05, 1.0 / 300), 1e-9);
  EXPECT_NEAR(UpperBound95(0, 300), 3.0 / 300, 0.0002);
  EXPECT_NEAR(UpperBound95(1, 100), 0.0466, 0.0001);  // the published table's value
  EXPECT_NEAR(UpperBound95(5, 50), 0.1988, 0.0001);
  EXPECT_EQ(UpperBound95(0, 0), 1.0);
  EXPECT_EQ(UpperBound95(4, 4), 1.0);
}

}  // namespace
}  // namespace capgrid
