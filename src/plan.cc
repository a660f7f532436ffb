#include "plan.h"

#include <algorithm>

namespace capgrid {

Plan::Plan(const std::vector<InventoryRow>& cases, const std::vector<ResultRow>& results,
           const std::vector<std::string>& probes, CostModel costs)
    : costs_(std::move(costs)) {
  // Ties of cost (every case, in a first run with no recorded durations) go round the groups:
  // the first case of each group, then the second of each, ... in pack order. The first jobs
  // are then a spread of the pack, not its first group, and the ETA from them holds.
  std::map<std::string, size_t> group_rank, in_group;
  std::vector<std::pair<std::pair<size_t, size_t>, size_t>> keys;  // ((#in group, group), i)
  for (size_t i = 0; i < cases.size(); ++i) {
    size_t g = group_rank.emplace(cases[i].group, group_rank.size()).first->second;
    keys.push_back({{in_group[cases[i].group]++, g}, i});
  }
  std::sort(keys.begin(), keys.end());
  for (size_t order = 0; order < keys.size(); ++order) {
    const InventoryRow& c = cases[keys[order].second];
    cases_[c.name] = {c.fingerprint, order};
  }
  std::set<std::pair<std::string, std::string>> done;
  for (const auto& r : results) {
    auto it = cases_.find(r.case_name);
    if (it != cases_.end() && it->second.first == r.fingerprint) {
      done.insert({r.case_name, r.probe});
    }
  }
  for (const auto& c : cases) {
    std::vector<std::string> todo;
    for (const auto& probe : probes) {
      ++selected_pairs_;
      if (done.count({c.name, probe})) continue;
      todo.push_back(probe);
      missing_.insert({c.name, probe});
      planned_cost_ += costs_.Estimate(c.name, probe);
    }
    planned_pairs_ += static_cast<int>(todo.size());
    if (!todo.empty()) Push(c.name, std::move(todo), 0);
  }
}

void Plan::Push(const std::string& case_name, std::vector<std::string> probes, int attempt) {
  Job job;
  job.id = next_id_++;
  job.case_name = case_name;
  job.attempt = attempt;
  for (const auto& p : probes) job.expected_s += costs_.Known(case_name, p);
  job.probes = std::move(probes);
  auto it = cases_.find(case_name);
  size_t order = it == cases_.end() ? cases_.size() : it->second.second;
  queue_.push({costs_.CaseCost(case_name, job.probes), order, std::move(job)});
}

Job Plan::Next() {
  Job job = queue_.top().job;
  queue_.pop();
  running_[job.id] = job;
  return job;
}

void Plan::Recorded(const std::string& case_name, const std::string& probe) {
  missing_.erase({case_name, probe});
}

void Plan::JobDone(int64_t job_id, const std::vector<std::string>& requeue, bool poisoned) {
  auto it = running_.find(job_id);
  if (it == running_.end()) return;
  Job job = std::move(it->second);
  running_.erase(it);
  std::vector<std::string> again;
  for (const auto& p : requeue) {
    if (missing_.count({job.case_name, p}) &&
        std::find(again.begin(), again.end(), p) == again.end()) {
      again.push_back(p);
    }
  }
  if (again.empty()) return;
  // A crash or timeout records the probe that was running, so the requeue is shorter and the
  // retry is progress. A poisoned interpreter, or a job that got nowhere, uses up its one retry:
  // without that cap a case that kills every worker at start-up would loop forever.
  bool progress = again.size() < job.probes.size();
  int attempt = (poisoned || !progress) ? job.attempt + 1 : job.attempt;
  if (attempt > 1) {
    given_up_ += static_cast<int>(again.size());
    return;
  }
  Push(job.case_name, std::move(again), attempt);
}

std::string Plan::Fingerprint(const std::string& case_name) const {
  auto it = cases_.find(case_name);
  return it == cases_.end() ? "" : it->second.first;
}

const Job* Plan::Find(int64_t job_id) const {
  auto it = running_.find(job_id);
  return it == running_.end() ? nullptr : &it->second;
}

}  // namespace capgrid
