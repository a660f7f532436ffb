#include "plan.h"

#include <gtest/gtest.h>

#include "test.h"

namespace capgrid {
namespace {

const std::vector<std::string> kProbes = {"onnx", "export", "compile"};

std::vector<InventoryRow> Cases(std::initializer_list<const char*> names) {
  std::vector<InventoryRow> out;
  for (const char* n : names) out.push_back({n, "g", std::string("fp-") + n, MakeCase(n, "g")});
  return out;
}

ResultRow Done(const std::string& name, const std::string& probe, const std::string& fp = "") {
  ResultRow r;
  r.case_name = name;
  r.probe = probe;
  r.fingerprint = fp.empty() ? "fp-" + name : fp;
  r.status = "ok";
  return r;
}

std::vector<std::string> Drain(Plan& plan) {
  std::vector<std::string> order;
  while (plan.HasPending()) order.push_back(plan.Next().case_name);
  return order;
}

TEST(Plan, EverythingPendingInPackOrderWhenNothingIsKnown) {
  Plan plan(Cases({"b", "a", "c"}), {}, kProbes, CostModel());
  EXPECT_EQ(plan.planned_pairs(), 9);
  EXPECT_EQ(plan.selected_pairs(), 9);
  EXPECT_EQ(plan.missing_pairs(), 9);
  Job first = plan.Next();
  EXPECT_EQ(first.case_name, "b");
  EXPECT_EQ(first.probes, kProbes);
  EXPECT_EQ(first.expected_s, 0);
  EXPECT_EQ(first.attempt, 0);
  EXPECT_EQ(Drain(plan), (std::vector<std::string>{"a", "c"}));
}

TEST(Plan, SlowestFirstUsingRecordedDurations) {
  CostModel costs({{"a\tonnx", 1}, {"b\tonnx", 10}, {"c\tonnx", 5}});
  // d is unknown: it costs the median of the known (5), and ties keep pack order (c before d).
  Plan plan(Cases({"a", "b", "c", "d"}), {}, {"onnx"}, costs);
  EXPECT_EQ(Drain(plan), (std::vector<std::string>{"b", "c", "d", "a"}));
  EXPECT_DOUBLE_EQ(plan.planned_cost(), 21);
}

TEST(Plan, OnlyMissingPairsWithTheCurrentFingerprint) {
  std::vector<ResultRow> results = {Done("a", "onnx"),
                                    Done("a", "export"),
                                    Done("a", "compile"),
                                    Done("b", "onnx"),
                                    Done("c", "onnx", "old-fingerprint"),
                                    Done("gone", "onnx")};
  Plan plan(Cases({"a", "b", "c"}), results, kProbes, CostModel());
  EXPECT_EQ(plan.planned_pairs(), 5);
  EXPECT_EQ(plan.missing_pairs(), 5);
  std::map<std::string, std::vector<std::string>> jobs;
  while (plan.HasPending()) {
    Job j = plan.Next();
    jobs[j.case_name] = j.probes;
  }
  EXPECT_EQ(jobs.size(), 2u);
  EXPECT_EQ(jobs["b"], (std::vector<std::string>{"export", "compile"}));
  EXPECT_EQ(jobs["c"], kProbes);
}

TEST(Plan, RequeueMakesAFreshJobOfTheRemainingProbes) {
  Plan plan(Cases({"a"}), {}, kProbes, CostModel());
  Job job = plan.Next();
  plan.Recorded("a", "onnx");
  plan.Recorded("a", "export");  // the crash result the pool wrote for the running probe
  plan.JobDone(job.id, {"compile"}, false);
  ASSERT_TRUE(plan.HasPending());
  Job again = plan.Next();
  EXPECT_NE(again.id, job.id);
  EXPECT_EQ(again.probes, std::vector<std::string>{"compile"});
  EXPECT_EQ(again.attempt, 0);  // progress was made: not a retry
  plan.Recorded("a", "compile");
  plan.JobDone(again.id, {}, false);
  EXPECT_FALSE(plan.HasPending());
  EXPECT_EQ(plan.missing_pairs(), 0);
}

TEST(Plan, PoisonedJobIsRetriedOnceThenGivenUp) {
  Plan plan(Cases({"a"}), {}, kProbes, CostModel());
  Job job = plan.Next();
  plan.Recorded("a", "onnx");
  plan.JobDone(job.id, {"export", "compile"}, true);
  Job retry = plan.Next();
  EXPECT_EQ(retry.attempt, 1);
  EXPECT_EQ(retry.probes, (std::vector<std::string>{"export", "compile"}));
  plan.JobDone(retry.id, {"export", "compile"}, true);
  EXPECT_FALSE(plan.HasPending());
  EXPECT_EQ(plan.given_up_pairs(), 2);
  EXPECT_EQ(plan.missing_pairs(), 2);
}

TEST(Plan, JobWithoutProgressIsRetriedOnceOnly) {
  Plan plan(Cases({"a"}), {}, {"onnx"}, CostModel());
  Job job = plan.Next();
  plan.JobDone(job.id, {"onnx"}, false);
  Job retry = plan.Next();
  EXPECT_EQ(retry.attempt, 1);
  plan.JobDone(retry.id, {"onnx"}, false);
  EXPECT_FALSE(plan.HasPending());
  EXPECT_EQ(plan.missing_pairs(), 1);
}

TEST(Plan, RequeueIgnoresProbesAlreadyRecorded) {
  Plan plan(Cases({"a"}), {}, {"onnx", "export"}, CostModel());
  Job job = plan.Next();
  plan.Recorded("a", "onnx");
  plan.Recorded("a", "export");
  plan.JobDone(job.id, {"export"}, false);
  EXPECT_FALSE(plan.HasPending());
}

TEST(Plan, SkippedCasesStillGoToTheWorker) {
  auto cases = Cases({"a"});
  cases[0].info["skip"] = "needs cuda";
  Plan plan(cases, {}, {"onnx"}, CostModel());
  EXPECT_TRUE(plan.HasPending());
}

}  // namespace
}  // namespace capgrid
