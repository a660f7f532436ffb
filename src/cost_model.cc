#include "cost_model.h"

#include <algorithm>

namespace capgrid {
namespace {

// A floor so that instant results (skipped cases) still count as a little work.
constexpr double kMinCost = 1e-3;

double Median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

}  // namespace

CostModel::CostModel(const std::vector<std::pair<std::string, double>>& durations) {
  std::map<std::string, std::vector<double>> by_probe;
  std::vector<double> all;
  for (const auto& [key, seconds] : durations) {
    known_[key] = seconds;
    auto tab = key.find('\t');
    if (tab != std::string::npos) by_probe[key.substr(tab + 1)].push_back(seconds);
    all.push_back(seconds);
  }
  if (!all.empty()) default_ = std::max(kMinCost, Median(all));
  for (auto& [probe, values] : by_probe) probe_default_[probe] = std::max(kMinCost, Median(values));
}

double CostModel::Known(const std::string& case_name, const std::string& probe) const {
  auto it = known_.find(case_name + '\t' + probe);
  return it == known_.end() ? 0 : it->second;
}

double CostModel::Estimate(const std::string& case_name, const std::string& probe) const {
  auto it = known_.find(case_name + '\t' + probe);
  if (it != known_.end()) return std::max(kMinCost, it->second);
  auto p = probe_default_.find(probe);
  return p != probe_default_.end() ? p->second : default_;
}

double CostModel::CaseCost(const std::string& case_name,
                           const std::vector<std::string>& probes) const {
  double total = 0;
  for (const auto& probe : probes) total += Estimate(case_name, probe);
  return total;
}

}  // namespace capgrid
