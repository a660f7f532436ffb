#include "audit.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

#include <fmt/format.h>

namespace capgrid {

bool Reused(const ResultRow& r, const std::string& last_invocation_started_at) {
  if (r.reused_from.is_object()) return true;
  // ISO 8601 UTC stamps of one format compare as text
  return !last_invocation_started_at.empty() && !r.finished_at.empty() &&
         r.finished_at < last_invocation_started_at;
}

AuditFilter Informative(const Vocabulary& vocabulary, bool reused_only,
                        const std::string& last_invocation_started_at) {
  return [&vocabulary, reused_only, last_invocation_started_at](const ResultRow& r) {
    if (vocabulary.ByCase(r.status)) return false;
    return !reused_only || Reused(r, last_invocation_started_at);
  };
}

std::vector<std::string> SampleCases(const std::vector<ResultRow>& stored,
                                     const std::vector<std::string>& probes, int want_pairs,
                                     uint64_t seed, const AuditFilter& eligible) {
  std::map<std::string, int> pairs;  // case -> eligible stored pairs of `probes`
  for (const ResultRow& r : stored) {
    if (std::find(probes.begin(), probes.end(), r.probe) != probes.end() &&
        (!eligible || eligible(r))) {
      pairs[r.case_name]++;
    }
  }
  std::vector<std::string> names;
  for (const auto& [name, n] : pairs) names.push_back(name);  // sorted: the shuffle's input
  std::mt19937_64 gen(seed);
  for (size_t i = names.size(); i > 1; --i) {
    // j uniform in [0, i): rejection keeps it unbiased and the same on every platform
    const uint64_t bound = i, limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do {
      x = gen();
    } while (x >= limit);
    std::swap(names[i - 1], names[x % bound]);
  }
  std::vector<std::string> out;
  int taken = 0;
  for (const std::string& name : names) {
    if (want_pairs > 0 && taken >= want_pairs) break;
    out.push_back(name);
    taken += pairs[name];
  }
  std::sort(out.begin(), out.end());
  return out;
}

AuditReport CompareAudit(const std::vector<ResultRow>& stored, const std::vector<ResultRow>& now,
                         const std::vector<std::string>& cases,
                         const std::vector<std::string>& probes, const Vocabulary& vocabulary,
                         const AuditFilter& eligible, const AuditFilter& reused) {
  std::map<std::pair<std::string, std::string>, const ResultRow*> before, after;
  for (const ResultRow& r : stored) before[{r.case_name, r.probe}] = &r;
  for (const ResultRow& r : now) after[{r.case_name, r.probe}] = &r;
  AuditReport report;
  for (const std::string& c : cases) {
    for (const std::string& p : vocabulary.probes()) {
      if (std::find(probes.begin(), probes.end(), p) == probes.end()) continue;
      auto it = before.find({c, p});
      if (it == before.end() || (eligible && !eligible(*it->second))) continue;
      AuditPair pair;
      pair.case_name = c;
      pair.probe = p;
      pair.stored = it->second->status;
      pair.reused = reused ? reused(*it->second) : !it->second->reused_from.is_null();
      auto jt = after.find({c, p});
      const ResultRow* fresh = jt == after.end() ? nullptr : jt->second;
      if (fresh) pair.now = fresh->status;
      const bool was_supported = vocabulary.Supported(vocabulary.Column(pair.stored));
      if (was_supported) report.stored_supported++;
      if (pair.reused) report.reused++;
      if (pair.reused && was_supported && fresh && fresh->fingerprint == it->second->fingerprint) {
        report.reused_supported++;  // compared: the rate's denominator
      }
      if (!fresh) {
        report.unrun++;
      } else if (fresh->fingerprint != it->second->fingerprint) {
        pair.stale = true;  // a valid result never compares with another case's
        report.stale++;
      } else if (pair.now != pair.stored) {
        pair.false_green = was_supported && !vocabulary.Supported(vocabulary.Column(pair.now));
        if (pair.false_green) report.false_greens++;
        if (pair.false_green && pair.reused) report.reused_false_greens++;
        if (pair.reused) report.reused_disagree++;
        report.disagree.push_back(pair);
      }
      report.pairs.push_back(pair);
    }
  }
  return report;
}

double UpperBound95(int k, int n) {
  if (n <= 0 || k >= n) return 1.0;
  // P(X <= k) for X ~ Binomial(n, p), falling in p: bisect for the p where it is 5%
  auto cdf = [&](double p) {
    double sum = 0;
    for (int i = 0; i <= k; ++i) {
      double log_term = std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) +
                        i * std::log(p) + (n - i) * std::log1p(-p);
      sum += std::exp(log_term);
    }
    return sum;
  };
  double lo = 0, hi = 1;
  for (int step = 0; step < 200; ++step) {
    double mid = (lo + hi) / 2;
    (cdf(mid) > 0.05 ? lo : hi) = mid;
  }
  return hi;
}

std::string FormatAudit(const AuditReport& r, int cases, uint64_t seed) {
  const int compared = static_cast<int>(r.pairs.size()) - r.unrun - r.stale;
  auto percent = [](int part, int whole) {
    return whole ? fmt::format("{:.1f}%", 100.0 * part / whole) : std::string("-");
  };
  std::string out = fmt::format(
      "capgrid audit: {} stored results of {} case{} (seed {}) probed again cold: {} agree, {} "
      "disagree{}; false greens {} of {} stored supported ({}); {} of the {} reused results "
      "disagree; {}\n",
      r.pairs.size(), cases, cases == 1 ? "" : "s", seed, compared - static_cast<int>(r.disagree.size()),
      r.disagree.size(),
      (r.unrun ? fmt::format(", {} not run", r.unrun) : "") +
          (r.stale ? fmt::format(", {} stale (their case changed since)", r.stale) : ""),
      r.false_greens,
      r.stored_supported, percent(r.false_greens, r.stored_supported), r.reused_disagree,
      r.reused,
      r.reused_supported
          ? fmt::format("false greens among the reused supported: {} of {}, at most {:.2f}% "
                        "(95% upper bound)",
                        r.reused_false_greens, r.reused_supported,
                        100 * UpperBound95(r.reused_false_greens, r.reused_supported))
          : std::string("no reused supported result compared"));
  for (const AuditPair& p : r.disagree) {
    out += fmt::format("  {} {}: stored {}, now {}{}{}\n", p.case_name, p.probe, p.stored, p.now,
                       p.false_green ? " (false green)" : "", p.reused ? " (reused)" : "");
  }
  return out;
}

}  // namespace capgrid
