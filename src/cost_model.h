#pragma once
// How long a (case, probe) is expected to take: the mean of its recorded durations
// (Store::Durations()), else the median of the known durations of that probe, else the median
// of all known durations, else 1 s. Drives the order of work (slowest first), the shards and
// the ETA; a wrong guess costs only balance, never correctness.
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace capgrid {

class CostModel {
 public:
  CostModel() = default;
  // `durations`: key case_name + '\t' + probe -> mean seconds (Store::Durations()).
  explicit CostModel(const std::vector<std::pair<std::string, double>>& durations);

  // Expected seconds, always > 0.
  double Estimate(const std::string& case_name, const std::string& probe) const;
  // The recorded mean, or 0 when this pair was never run.
  double Known(const std::string& case_name, const std::string& probe) const;
  // Sum of Estimate() over `probes`.
  double CaseCost(const std::string& case_name, const std::vector<std::string>& probes) const;

 private:
  std::map<std::string, double> known_;
  std::map<std::string, double> probe_default_;
  double default_ = 1.0;
};

}  // namespace capgrid
