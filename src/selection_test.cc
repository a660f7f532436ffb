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

TEST(SelectCases, ExactNamesIntersectWithKeywordAndGroups) {
  auto cases = Inventory();
  // Exact: "filters.sobel" does not select "filters.sobelx"-like substrings, and order is the
  // inventory's, not the names'.
  EXPECT_EQ(Names(SelectCases(cases, "", {}, {"color.rgb_to_hsv", "filters.sobel"})),
            (std::vector<std::string>{"filters.sobel", "color.rgb_to_hsv"}));
  EXPECT_EQ(Names(SelectCases(cases, "", {"filters"}, {"filters.sobel", "color.rgb_to_hsv"})),
            std::vector<std::string>{"filters.sobel"});
  EXPECT_EQ(Names(SelectCases(cases, "not sobel", {}, {"filters.sobel", "filters.canny"})),
            std::vector<std::string>{"filters.canny"});
  EXPECT_EQ(SelectCases(cases, "", {}, {}).size(), cases.size());  // no names: all
}

TEST(SelectCases, AnUnknownNameIsNamedWithAGuess) {
  auto cases = Inventory();
  try {
    SelectCases(cases, "", {}, {"filters.sobel", "filters.sobell"});
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(),
                 "--case: unknown case 'filters.sobell' (did you mean 'filters.sobel'?)");
  }
  try {
    SelectCases(cases, "", {}, {"nothing.like.it"});
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "--case: unknown case 'nothing.like.it'");
  }
}

TEST(ShardCases, DisjointCoveringAndRoughlyBalanced) {
  std::vector<InventoryRow> cases;
  for (int i = 0; i < 2000; ++i) {
    cases.push_back({"group" + std::to_string(i % 7) + ".op" + std::to_string(i), "g", "fp", {}});
  }
  for (int n : {1, 2, 3, 4, 7}) {
    std::multiset<std::string> seen;
    for (int i = 0; i < n; ++i) {
      auto part = ShardCases(cases, {i, n});
      for (const auto& c : part) seen.insert(c.name);
      // Within 15% of an even share.
      EXPECT_NEAR(static_cast<double>(part.size()), 2000.0 / n, 0.15 * 2000.0 / n) << i << "/" << n;
    }
    EXPECT_EQ(seen.size(), cases.size()) << n;
    EXPECT_EQ(std::set<std::string>(seen.begin(), seen.end()).size(), cases.size()) << n;
  }
}

TEST(ShardCases, ACaseKeepsItsShardWhateverElseIsInTheInventory) {
  // The regression: shards of one survey are run from separate stores and resumed; a case's
  // shard must not depend on the other cases, their order, or any recorded duration.
  std::vector<InventoryRow> all, some;
  for (int i = 0; i < 300; ++i) {
    InventoryRow c{"c" + std::to_string(i), "g", "fp", {}};
    all.push_back(c);
    if (i % 3 == 0) some.insert(some.begin(), c);  // a subset, reversed
  }
  for (int k = 0; k < 4; ++k) {
    std::set<std::string> in_all, in_some;
    for (const auto& c : ShardCases(all, {k, 4})) in_all.insert(c.name);
    for (const auto& c : ShardCases(some, {k, 4})) in_some.insert(c.name);
    for (const auto& name : in_some) EXPECT_TRUE(in_all.count(name)) << name;
    for (const auto& c : some) {
      EXPECT_EQ(in_all.count(c.name) > 0, in_some.count(c.name) > 0) << c.name;
    }
  }
  // Fixed forever: a changed hash would split a survey run with two capgrid versions.
  EXPECT_EQ(ShardOf("filters.sobel", 4), 3);  // 64-bit FNV-1a: 8210735689792151759
  EXPECT_EQ(ShardOf("filters.sobel", 7), 5);
  EXPECT_EQ(ShardOf("", 3), static_cast<int>(14695981039346656037ULL % 3));
}

TEST(InferShard, TheLargestShardCountTheResultsAllFallIn) {
  std::vector<InventoryRow> inventory;
  for (int i = 0; i < 400; ++i) {
    std::string name = "case." + std::to_string(i);
    inventory.push_back({name, "g", "fp", MakeCase(name, "g")});
  }
  auto names_of = [](const std::vector<InventoryRow>& rows) {
    std::set<std::string> out;
    for (const auto& r : rows) out.insert(r.name);
    return out;
  };
  for (int count : {2, 3, 4, 7}) {
    for (int index = 0; index < count; ++index) {
      auto shard = InferShard(inventory, names_of(ShardCases(inventory, {index, count})));
      ASSERT_TRUE(shard.has_value()) << index << "/" << count;
      EXPECT_EQ(shard->index, index);
      EXPECT_EQ(shard->count, count);
    }
  }
  // A partial shard (its first 30 cases) still says which shard.
  auto part = ShardCases(inventory, {1, 4});
  part.resize(30);
  ASSERT_TRUE(InferShard(inventory, names_of(part)).has_value());
  EXPECT_EQ(InferShard(inventory, names_of(part))->count, 4);
  EXPECT_FALSE(InferShard(inventory, names_of(inventory)));  // the whole inventory
  std::vector<InventoryRow> first(inventory.begin(), inventory.begin() + 100);
  EXPECT_FALSE(InferShard(inventory, names_of(first)));  // a selection that is no shard
  auto few = ShardCases(inventory, {0, 4});
  few.resize(kMinCasesToInferShard - 1);
  EXPECT_FALSE(InferShard(inventory, names_of(few)));  // too few to tell
}

TEST(ShardCases, KeepsInventoryOrderWithinAShard) {
  std::vector<InventoryRow> cases;
  for (int i = 0; i < 40; ++i) cases.push_back({"n" + std::to_string(39 - i), "g", "fp", {}});
  auto part = ShardCases(cases, {1, 3});
  ASSERT_FALSE(part.empty());
  std::vector<std::string> expected;
  for (const auto& c : cases) {
    if (ShardOf(c.name, 3) == 1) expected.push_back(c.name);
  }
  EXPECT_EQ(Names(part), expected);
}

}  // namespace
}  // namespace capgrid
