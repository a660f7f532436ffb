#pragma once
// Which cases a command works on: `-k EXPR`, `--groups G...` and `--shard I/N`. No I/O.
#include <memory>
#include <string>
#include <vector>

#include "config.h"
#include "cost_model.h"
#include "store.h"

namespace capgrid {

// A pytest-style -k expression over case names: words matched as case-insensitive substrings,
// combined with `and`, `or`, `not` and parentheses ("sobel or canny", "filters and not blur").
class KeywordExpr {
 public:
  // Throws UsageError naming -k when `text` is not a valid expression. An empty text matches
  // everything.
  static KeywordExpr Parse(const std::string& text);
  bool Matches(const std::string& name) const;

  struct Node;

 private:
  std::shared_ptr<const Node> root_;
};

// The cases matching `keyword` and belonging to one of `groups` (a group matches itself and its
// dotted children: "filters" matches "filters" and "filters.blur"), in inventory order. Empty
// `groups` means all. Throws UsageError listing the known groups when a group matches no case.
std::vector<InventoryRow> SelectCases(const std::vector<InventoryRow>& cases,
                                      const std::string& keyword,
                                      const std::vector<std::string>& groups);

// Shard `shard.index` of `cases` (inventory order kept). The partition is greedy LPT: cases
// sorted by cost (descending) then name go, one by one, to the least loaded shard (lowest index
// on ties), so every shard that sees the same cases and the same recorded durations computes
// the same partition; shards are disjoint, cover every case, and their loads differ by at most
// the largest case's cost.
std::vector<InventoryRow> ShardCases(const std::vector<InventoryRow>& cases,
                                     const std::vector<std::string>& probes, const CostModel& costs,
                                     Shard shard);

}  // namespace capgrid
