#pragma once
// What is left to run, and in which order (like ninja's Plan; no I/O). Works on (case, probe)
// pairs: a pair is done when the run has a result for it with the case's current fingerprint.
// Pending pairs are grouped into one Job per case and handed out slowest first (longest
// processing time first, by CostModel), which keeps the tail of a parallel run short. Cases of
// equal cost (all of them when no duration is recorded) go round the groups in pack order, so
// that the first results are a spread of the pack and the ETA made from them holds.
#include <cstdint>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "cost_model.h"
#include "runner.h"
#include "store.h"

namespace capgrid {

class Plan {
 public:
  // `cases`: the selected cases in inventory order; `results`: the run's stored results;
  // `probes`: the probes asked for, in order. Skipped cases are planned like any other (the
  // worker records `skipped` at once).
  Plan(const std::vector<InventoryRow>& cases, const std::vector<ResultRow>& results,
       const std::vector<std::string>& probes, CostModel costs);

  bool HasPending() const { return !queue_.empty(); }
  // The most expensive pending job. Precondition: HasPending().
  Job Next();

  // A result for (case, probe) was stored.
  void Recorded(const std::string& case_name, const std::string& probe);
  // The job is over. Probes in `requeue` that still miss a result become a fresh job. A job
  // whose worker was poisoned, or that made no progress at all, is retried once (attempt 1);
  // after that its pairs are given up on and stay missing.
  void JobDone(int64_t job_id, const std::vector<std::string>& requeue, bool poisoned);

  // The case's fingerprint in the current inventory ("" when it is not selected).
  std::string Fingerprint(const std::string& case_name) const;
  double Estimate(const std::string& case_name, const std::string& probe) const {
    return costs_.Estimate(case_name, probe);
  }
  const Job* Find(int64_t job_id) const;

  int planned_pairs() const { return planned_pairs_; }    // missing when the plan was made
  int selected_pairs() const { return selected_pairs_; }  // cases x probes
  int missing_pairs() const { return static_cast<int>(missing_.size()); }
  double planned_cost() const { return planned_cost_; }  // Estimate() summed over planned pairs
  int given_up_pairs() const { return given_up_; }

 private:
  struct Entry {
    double cost;
    size_t order;  // ties: round the groups in pack order (the constructor)
    Job job;
    bool operator<(const Entry& o) const {  // priority_queue pops the largest
      if (cost != o.cost) return cost < o.cost;
      return order > o.order;
    }
  };
  void Push(const std::string& case_name, std::vector<std::string> probes, int attempt);

  CostModel costs_;
  // name -> (fingerprint, order among cases of equal cost)
  std::map<std::string, std::pair<std::string, size_t>> cases_;
  std::set<std::pair<std::string, std::string>> missing_;
  std::priority_queue<Entry> queue_;
  std::map<int64_t, Job> running_;
  int64_t next_id_ = 1;
  int planned_pairs_ = 0;
  int selected_pairs_ = 0;
  double planned_cost_ = 0;
  int given_up_ = 0;
};

}  // namespace capgrid
