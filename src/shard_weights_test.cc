#include "shard_weights.h"

#include <fstream>
#include <set>

#include <gtest/gtest.h>

#include "errors.h"
#include "selection.h"
#include "test.h"

namespace capgrid {
namespace {

// 200 cases with a skewed cost: a few minutes-long ones among many seconds-long ones, as in a
// real survey (feature models, grad of large networks).
Durations Skewed() {
  Durations d;
  for (int i = 0; i < 200; ++i) {
    std::string name = "case" + std::to_string(i);
    d.tenths[name]["onnx"] = 10 + (i * 37) % 90;
    d.tenths[name]["grad"] = i % 25 == 0 ? 1000 + i : 20 + (i * 11) % 50;
  }
  return d;
}

TEST(DurationsFile, RoundTripsAndSortsKeys) {
  Durations d = DurationsFrom({{"b\tonnx", 1.26}, {"a\tgrad", 0.01}, {"a\tonnx", 12.0}});
  EXPECT_EQ(DurationsText(d),
            "{\"capgrid_durations\": 1, \"unit\": \"s\", \"cases\": {\n"
            "  \"a\": {\"grad\": 0.1, \"onnx\": 12.0},\n"
            "  \"b\": {\"onnx\": 1.3}\n"
            "}}\n");
  TempDir dir;
  std::string path = dir.path() + "/d.json";
  std::ofstream(path) << DurationsText(d);
  EXPECT_EQ(ReadDurations(path).tenths, d.tenths);
}

TEST(DurationsFile, ABadFileIsOneLineNamingIt) {
  TempDir dir;
  std::string path = dir.path() + "/d.json";
  auto message = [&](const std::string& text) {
    std::ofstream(path) << text;
    try {
      ReadDurations(path);
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("{").find("--durations " + path + ": not JSON"), std::string::npos);
  EXPECT_NE(message("{\"cases\": {}}").find("not a durations file"), std::string::npos);
  EXPECT_NE(message("{\"capgrid_durations\": 2, \"cases\": {}}").find("format 2"),
            std::string::npos);
  EXPECT_NE(message("{\"capgrid_durations\": 1, \"cases\": {\"a\": {\"onnx\": -1}}}")
                .find("case 'a', probe 'onnx'"),
            std::string::npos);
  EXPECT_THROW(ReadDurations(dir.path() + "/missing.json"), UsageError);
}

TEST(WeightedSplit, EveryCaseInExactlyOneShardAndBalanced) {
  auto costs = CaseCosts(Skewed(), {});
  auto split = WeightedSplit(costs, 16);
  ASSERT_EQ(split.size(), costs.size());
  std::vector<int64_t> load(16, 0);
  for (const auto& [name, shard] : split) {
    ASSERT_GE(shard, 0);
    ASSERT_LT(shard, 16);
    load[shard] += costs.at(name);
  }
  int64_t total = 0, max = 0;
  for (auto l : load) {
    total += l;
    max = std::max(max, l);
  }
  EXPECT_LE(max, 1.15 * total / 16.0);
  // The hash split of the same cases is worse on this skew (what the weights are for).
  std::vector<int64_t> hash_load(16, 0);
  for (const auto& [name, cost] : costs) hash_load[ShardOf(name, 16)] += cost;
  EXPECT_GT(*std::max_element(hash_load.begin(), hash_load.end()), max);
}

TEST(WeightedSplit, DependsOnlyOnTheContentNotItsOrder) {
  Durations a = Skewed();
  // The same content, inserted in reverse order, read back through the file's text.
  std::vector<std::pair<std::string, double>> reversed;
  for (auto it = a.tenths.rbegin(); it != a.tenths.rend(); ++it) {
    for (auto p = it->second.rbegin(); p != it->second.rend(); ++p) {
      reversed.emplace_back(it->first + '\t' + p->first, p->second / 10.0);
    }
  }
  Durations b = DurationsFrom(reversed);
  EXPECT_EQ(WeightedSplit(CaseCosts(a, {}), 7), WeightedSplit(CaseCosts(b, {}), 7));
}

TEST(WeightedSplit, WeighsTheNamedProbesAndFillsAMissingOneWithItsMedian) {
  Durations d;
  d.tenths["big"]["grad"] = 1000;
  d.tenths["big"]["onnx"] = 10;
  d.tenths["small"]["onnx"] = 30;
  d.tenths["other"]["onnx"] = 20;
  d.tenths["other"]["grad"] = 40;
  auto onnx = CaseCosts(d, {"onnx"});
  EXPECT_EQ(onnx.at("big"), 10);
  EXPECT_EQ(onnx.at("small"), 30);
  auto all = CaseCosts(d, {});
  EXPECT_EQ(all.at("small"), 30 + 1000);  // grad's median of {40, 1000} (the upper one)
  EXPECT_EQ(CaseCosts(d, {"aoti"}).size(), 0u);  // no case has it: all keep the hash split
}

TEST(ShardCases, AssignedCasesFollowTheSplitTheRestTheHash) {
  std::vector<InventoryRow> cases;
  for (const char* name : {"a", "b", "c", "new1", "new2", "new3"}) {
    cases.push_back({name, "g", "fp", MakeCase(name, "g")});
  }
  auto assigned = std::make_shared<const std::map<std::string, int>>(
      std::map<std::string, int>{{"a", 1}, {"b", 0}, {"c", 1}});
  std::multiset<std::string> seen;
  for (int i = 0; i < 2; ++i) {
    for (const auto& c : ShardCases(cases, Shard{i, 2, assigned})) {
      seen.insert(c.name);
      if (assigned->count(c.name)) {
        EXPECT_EQ(assigned->at(c.name), i) << c.name;
      } else {
        EXPECT_EQ(ShardOf(c.name, 2), i) << c.name;
      }
    }
  }
  EXPECT_EQ(seen.size(), cases.size());
  for (const auto& c : cases) EXPECT_EQ(seen.count(c.name), 1u) << c.name;
}

TEST(ListScheduleMakespan, LongestFirstOnTheFirstFreeWorker) {
  EXPECT_EQ(ListScheduleMakespan({}, 2), 0);
  EXPECT_EQ(ListScheduleMakespan({5, 3, 3, 2, 1}, 2), 7);  // 5+2 | 3+3+1
  EXPECT_EQ(ListScheduleMakespan({5, 3, 3, 2, 1}, 1), 14);
  EXPECT_EQ(ListScheduleMakespan({10, 1, 1}, 4), 10);
}

}  // namespace
}  // namespace capgrid
