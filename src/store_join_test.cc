#include "store_join.h"

#include <gtest/gtest.h>

#include "errors.h"

namespace capgrid {
namespace {

StoreData Shard(const std::string& origin, const std::string& torch) {
  StoreData s;
  s.origin = origin;
  s.run.provenance = {{"library", "kornia"}, {"torch", torch}};
  s.run.probes = {"compile", "onnx"};
  s.run.packs = {"builtin:kornia"};
  for (const char* n : {"a", "b"}) s.inventory.push_back({n, "g", std::string("fp-") + n, {}});
  return s;
}

ResultRow Result(const std::string& name, const std::string& probe, const std::string& status,
                 const std::string& finished, const std::string& fp = "") {
  ResultRow r;
  r.case_name = name;
  r.probe = probe;
  r.status = status;
  r.fingerprint = fp.empty() ? "fp-" + name : fp;
  r.finished_at = finished;
  return r;
}

TEST(Validate, ChoosesNonCrashThenNewestAndIgnoresStaleResults) {
  StoreData a = Shard("a", "2.13"), b = Shard("b", "2.13");
  a.results = {Result("a", "onnx", "crash", "2"), Result("a", "compile", "fail", "1"),
               Result("b", "onnx", "ok", "1", "old-fingerprint")};
  b.results = {Result("a", "onnx", "ok", "1"), Result("a", "compile", "ok", "3"),
               Result("b", "compile", "ok", "1")};
  MergedView v = Validate({a, b}, Vocabulary::Builtin());
  EXPECT_EQ(v.probes, (std::vector<std::string>{"onnx", "compile"}));  // vocabulary order
  EXPECT_EQ(v.results.at({"a", "onnx"}).status, "ok");
  EXPECT_EQ(v.results.at({"a", "compile"}).status, "ok");
  ASSERT_EQ(v.missing.size(), 1u);
  EXPECT_EQ(v.missing[0].case_name, "b");
  EXPECT_EQ(v.missing[0].probe, "onnx");
  EXPECT_EQ(v.missing[0].reason, "stale result (case changed)");
  EXPECT_TRUE(v.conflicts.empty());
}

TEST(Validate, OnlyTheProbesAskedForKeepsAShardWithoutTheNewColumnComplete) {
  // shard a was re-probed with export_dynamic, shard b not yet
  StoreData a = Shard("a", "2.13"), b = Shard("b", "2.13");
  a.run.probes = {"onnx", "compile", "export_dynamic"};
  a.results = {Result("a", "onnx", "ok", "1"), Result("a", "compile", "ok", "1"),
               Result("a", "export_dynamic", "ok", "1"), Result("b", "onnx", "ok", "1"),
               Result("b", "compile", "ok", "1"), Result("b", "export_dynamic", "ok", "1")};
  b.inventory = {{"c", "g", "fp-c", {}}};
  b.results = {Result("c", "onnx", "ok", "1"), Result("c", "compile", "ok", "1")};
  MergedView all = Validate({a, b}, Vocabulary::Builtin());
  ASSERT_EQ(all.missing.size(), 1u);  // c has no export_dynamic: partial
  EXPECT_EQ(all.missing[0].probe, "export_dynamic");
  MergedView some = Validate({a, b}, Vocabulary::Builtin(), {"onnx", "compile"});
  EXPECT_EQ(some.probes, (std::vector<std::string>{"onnx", "compile"}));
  EXPECT_TRUE(some.missing.empty());
  EXPECT_TRUE(some.complete());
  // a column left out is not compared either: its results' probe versions may still differ
  // between shards while a bump re-probes them shard by shard
  a.results[2].probe_version = 2;
  a.results[5].probe_version = 1;
  EXPECT_FALSE(Validate({a, b}, Vocabulary::Builtin()).conflicts.empty());
  EXPECT_TRUE(Validate({a, b}, Vocabulary::Builtin(), {"onnx", "compile"}).conflicts.empty());
  // a probe no run asked for is bad input, named
  try {
    Validate({a, b}, Vocabulary::Builtin(), {"export"});
    ADD_FAILURE() << "no UsageError";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "--probes: no run of these stores asked for probe 'export'");
  }
}

TEST(Validate, ConflictsAndRedefinedCases) {
  StoreData a = Shard("a", "2.13"), b = Shard("b", "2.12");
  b.inventory[1].fingerprint = "other";
  b.run.packs = {"builtin:kornia", "mine.py"};
  MergedView v = Validate({a, b}, Vocabulary::Builtin());
  ASSERT_EQ(v.conflicts.size(), 2u);
  EXPECT_EQ(v.conflicts[0].field, "torch");
  EXPECT_EQ(v.conflicts[1].field, "packs");
  ASSERT_EQ(v.other.size(), 1u);
  EXPECT_EQ(v.other[0], "case 'b' is defined differently in a and b");
  auto lines = DescribeProblems(v, 1);
  EXPECT_EQ(lines[0], "4 (case, probe) pair(s) have no usable result:");
  EXPECT_EQ(lines[2], "  ... and 3 more");
}

TEST(Validate, StacksAgreeWithoutTheirTargetsAndATargetProbeAgreesOnItsOwn) {
  // A target probe's results hold its target (reuse.h ProbeStack), the others none: one
  // measurement. Two executorch releases among one probe's results are a conflict.
  auto stack = [](const nlohmann::json& targets) {
    nlohmann::json inner = {{"torch", "2.15"}};
    if (!targets.is_null()) inner["targets"] = targets;
    return nlohmann::json{{"stack", inner}, {"options", nlohmann::json::object()}};
  };
  StoreData a = Shard("a", "2.15");
  a.run.probes = {"onnx", "executorch"};
  const nlohmann::json et = {{"executorch", {{"version", "1.5.1"}}}};
  for (const char* n : {"a", "b"}) {
    a.results.push_back(Result(n, "onnx", "ok", "t1"));
    // a result from before targets were recorded, and one with none installed
    const bool old = n == std::string("a");
    a.results.back().stack = stack(old ? nlohmann::json() : nlohmann::json::object());
    a.results.push_back(Result(n, "executorch", "ok", "t1"));
    a.results.back().stack = stack(et);
  }
  MergedView v = Validate({a}, Vocabulary::Builtin());
  EXPECT_TRUE(v.conflicts.empty()) << v.conflicts[0].field;
  a.results.back().stack = stack({{"executorch", {{"version", "1.6.0"}}}});
  v = Validate({a}, Vocabulary::Builtin());
  ASSERT_EQ(v.conflicts.size(), 1u);
  EXPECT_EQ(v.conflicts[0].field, "executorch probe's target");
}

TEST(Validate, UnknownStatusIsAProblem) {
  StoreData a = Shard("a", "2.13");
  a.run.probes = {"onnx"};
  a.results = {Result("a", "onnx", "weird", "1"), Result("b", "onnx", "ok", "1")};
  MergedView v = Validate({a}, Vocabulary::Builtin());
  ASSERT_EQ(v.missing.size(), 1u);
  EXPECT_EQ(v.missing[0].reason, "unknown status 'weird'");
}

}  // namespace
}  // namespace capgrid
