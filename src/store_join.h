#pragma once
// Merge validation: joins the results of one or more stores (shards from several machines)
// and says what keeps them from being one complete survey. Pure: no I/O.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "vocabulary.h"
#include "store.h"

namespace capgrid {

// One store's chosen run, as read through the store module.
struct StoreData {
  std::string origin;  // the store path, for messages
  RunInfo run;
  std::vector<InventoryRow> inventory;
  std::vector<ResultRow> results;
};

struct MissingPair {
  std::string case_name;
  std::string probe;
  std::string reason;  // "no result", "crash", "stale result (case changed)", "unknown status 'x'"
};

struct ProvenanceConflict {
  std::string field;                                        // "torch", "packs", ...
  std::vector<std::pair<std::string, std::string>> values;  // (store, value as JSON)
};

struct MergedView {
  nlohmann::json provenance = nlohmann::json::object();  // the first store's
  std::vector<std::string> probes;  // every probe any run asked for, in data/statuses order
  std::vector<InventoryRow> cases;  // union of the inventories, in first-seen order
  std::map<std::pair<std::string, std::string>, ResultRow> results;  // chosen per (case, probe)
  std::vector<MissingPair> missing;
  std::vector<ProvenanceConflict> conflicts;
  std::vector<std::string> other;  // cases defined differently by two stores
  [[nodiscard]] bool complete() const {
    return missing.empty() && conflicts.empty() && other.empty();
  }
};

// Every inventory case needs, for every requested probe, a result of its current fingerprint
// whose status is known and not "crash"; every store must carry one provenance (the hello's
// provenance and the pack list). When several stores hold a result for the same (case, probe),
// a non-crash one wins over a crash, then the most recently finished.
// `only`: the probes to keep of those the runs asked for (empty: all); one no run asked for is a
// UsageError naming it.
MergedView Validate(const std::vector<StoreData>& inputs, const Vocabulary& statuses,
                    const std::vector<std::string>& only = {});

// The problems as lines for the terminal, at most `max_pairs` missing pairs spelled out.
std::vector<std::string> DescribeProblems(const MergedView& view, size_t max_pairs);

}  // namespace capgrid
