#pragma once
// Which cases a command works on: `-k EXPR`, `--groups G...`, `--case NAME...` (and
// `--cases-from FILE`, read by config.h's CaseNames) and `--shard I/N`. No I/O.
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "store.h"

namespace capgrid {

// Which part of the selection this process runs: shard `index` (0-based) of `count`.
struct Shard {
  int index = 0;
  int count = 1;
  // `--durations FILE` (shard_weights.h): the weighted split's shard (0-based) of every case the
  // file names; the other cases keep the hash split. Null: the hash split for every case.
  std::shared_ptr<const std::map<std::string, int>> assigned;
};

// "I/N" with 1 <= I <= N (1-based on the command line). Throws UsageError naming --shard.
Shard ParseShard(const std::string& text);

// A pytest-style -k expression over case names: words matched as case-insensitive substrings,
// combined with `and`, `or`, `not` and parentheses ("sobel or canny", "filters and not blur").
class KeywordExpr {
 public:
  // Throws UsageError naming `flag` (-k, --rerun) when `text` is not a valid expression. An
  // empty text matches everything.
  static KeywordExpr Parse(const std::string& text, const std::string& flag = "-k");
  bool Matches(const std::string& name) const;

  struct Node;

 private:
  std::shared_ptr<const Node> root_;
};

// The cases matching `keyword`, belonging to one of `groups` (a group matches itself and its
// dotted children: "filters" matches "filters" and "filters.blur") and, when `names` is not
// empty, named exactly by one of `names` (the three intersect), in inventory order. Empty
// `groups` / `names` mean all. Throws UsageError listing the known groups when a group matches
// no case, and naming the first name that is no case of `cases` (with a "did you mean").
std::vector<InventoryRow> SelectCases(const std::vector<InventoryRow>& cases,
                                      const std::string& keyword,
                                      const std::vector<std::string>& groups,
                                      const std::vector<std::string>& names = {});

// Shard `shard.index` of `cases` (inventory order kept). A case's shard is its `shard.assigned`
// entry when it has one (a pure function of a durations file), else a pure function of
// its name (64-bit FNV-1a modulo N): shards computed on several machines, from stores with
// different histories, before and after a resume, or after cases were added to the pack always
// agree, so they are disjoint and cover every case. (A partition balanced on recorded durations
// moved cases between shards once a shard had run, and lost them from every shard.) Counts are
// balanced by the hash; costs only on average.
std::vector<InventoryRow> ShardCases(const std::vector<InventoryRow>& cases, Shard shard);

// The shard (0-based) that `case_name` belongs to among `count`.
int ShardOf(const std::string& case_name, int count);
// The same, under `shard`'s weighted split when it has one.
int ShardOf(const std::string& case_name, const Shard& shard);

// For a store that did not record its selection (schema 1): the shard I/N, N <= 64, that the
// cases with a result all belong to, the largest such N; nullopt when there is none, when the
// results cover every case of `inventory` (no shard needed), or when fewer than
// kMinCasesToInferShard cases have a result (a handful agree with some N by chance; 20 do with
// probability below N^-19).
inline constexpr size_t kMinCasesToInferShard = 20;
std::optional<Shard> InferShard(const std::vector<InventoryRow>& inventory,
                                const std::set<std::string>& cases_with_results);

}  // namespace capgrid
