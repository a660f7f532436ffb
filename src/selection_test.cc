#include "selection.h"

#include <set>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

std::vector<InventoryRow> Inventory() {
  std::vector<InventoryRow> cases;
  auto add = [&](const std::string& name, const std::string& group) {
    cases.push_back({name, group, "fp", MakeCase(name, group)});
  };
  add("filters.sobel", "filters");
  add("filters.canny", "filters");
  add("filters.blur.gaussian", "filters.blur");
  add("color.rgb_to_hsv", "color");
  add("filtersx.thing", "filtersx");
  return cases;
}

std::vector<std::string> Names(const std::vector<InventoryRow>& rows) {
  std::vector<std::string> out;
  for (const auto& r : rows) out.push_back(r.name);
  return out;
}

TEST(KeywordExpr, SubstringsAndBooleans) {
  auto m = [](const char* expr, const char* name) {
    return KeywordExpr::Parse(expr).Matches(name);
  };
  EXPECT_TRUE(m("", "anything"));
  EXPECT_TRUE(m("sobel", "filters.sobel"));
  EXPECT_TRUE(m("SOBEL", "filters.Sobel"));
  EXPECT_FALSE(m("canny", "filters.sobel"));
  EXPECT_TRUE(m("canny or sobel", "filters.sobel"));
  EXPECT_FALSE(m("not sobel", "filters.sobel"));
  EXPECT_TRUE(m("filters and not canny", "filters.sobel"));
  EXPECT_FALSE(m("filters and not (canny or sobel)", "filters.sobel"));
  EXPECT_TRUE(m("color or filters and sobel", "filters.sobel"));  // and binds tighter
  EXPECT_TRUE(m("sobel[norm", "filters.sobel[normalized]"));
}

TEST(KeywordExpr, BadExpressionsNameTheFlag) {
  for (const char* bad : {"a or", "and b", "(a", "a )", "not", "a b"}) {
    try {
      KeywordExpr::Parse(bad);
      FAIL() << bad;
    } catch (const UsageError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("-k '", 0), 0u) << e.what();
    }
  }
}

TEST(SelectCases, GroupsMatchThemselvesAndDottedChildren) {
  auto got = Names(SelectCases(Inventory(), "", {"filters"}));
  EXPECT_EQ(got,
            (std::vector<std::string>{"filters.sobel", "filters.canny", "filters.blur.gaussian"}));
  got = Names(SelectCases(Inventory(), "not canny", {"filters", "color"}));
  EXPECT_EQ(got, (std::vector<std::string>{"filters.sobel", "filters.blur.gaussian",
                                           "color.rgb_to_hsv"}));
  EXPECT_EQ(SelectCases(Inventory(), "", {}).size(), 5u);
}

TEST(SelectCases, UnknownGroupListsKnownOnes) {
  try {
    SelectCases(Inventory(), "", {"filter"});
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_EQ(std::string(e.what()),
              "--groups: unknown group 'filter' (known groups: color, filters, filters.blur, "
              "filtersx)");
  }
}

TEST(ShardCases, DisjointCoveringAndBalanced) {
  std::vector<InventoryRow> cases;
  std::vector<std::pair<std::string, double>> durations;
  for (int i = 0; i < 57; ++i) {
    std::string name = "case" + std::to_string(i);
    cases.push_back({name, "g", "fp", {}});
    // Skewed costs: a few slow cases, many fast ones, some unknown.
    if (i % 5 != 0) durations.push_back({name + "\tonnx", (i * 37 % 23) + (i < 3 ? 40 : 0.5)});
  }
  CostModel costs(durations);
  std::vector<std::string> probes = {"onnx"};
  double largest = 0;
  for (const auto& c : cases) largest = std::max(largest, costs.CaseCost(c.name, probes));
  for (int n : {1, 2, 3, 7}) {
    std::multiset<std::string> seen;
    double lo = 1e18, hi = 0;
    for (int i = 0; i < n; ++i) {
      auto part = ShardCases(cases, probes, costs, {i, n});
      // Deterministic: the same call gives the same shard.
      EXPECT_EQ(Names(part), Names(ShardCases(cases, probes, costs, {i, n})));
      double load = 0;
      for (const auto& c : part) {
        seen.insert(c.name);
        load += costs.CaseCost(c.name, probes);
      }
      lo = std::min(lo, load);
      hi = std::max(hi, load);
    }
    EXPECT_EQ(seen.size(), cases.size()) << n;
    EXPECT_EQ(std::set<std::string>(seen.begin(), seen.end()).size(), cases.size()) << n;
    EXPECT_LE(hi - lo, largest + 1e-9) << n;
  }
}

TEST(ShardCases, KeepsInventoryOrderWithinAShard) {
  std::vector<InventoryRow> cases;
  for (const char* n : {"d", "a", "c", "b"}) cases.push_back({n, "g", "fp", {}});
  auto part = Names(ShardCases(cases, {"onnx"}, CostModel(), {0, 2}));
  // Equal costs: LPT deals names a, b, c, d round-robin; shard 0 gets a and c.
  EXPECT_EQ(part, (std::vector<std::string>{"a", "c"}));
}

}  // namespace
}  // namespace capgrid
