#include "speed_view.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace capgrid::render {
namespace {

std::optional<double> Median(std::vector<double> v) {
  if (v.empty()) return std::nullopt;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::string Seconds(double s) {
  if (s >= 1) return fmt::format("{:.2f} s", s);
  if (s >= 1e-3) return fmt::format("{:.2f} ms", s * 1e3);
  return fmt::format("{:.0f} us", s * 1e6);
}

}  // namespace

std::optional<double> LowestSpeedup(const Row& row) {
  if (!row.speed) return std::nullopt;
  std::optional<double> low;
  for (size_t i : {size_t{0}, size_t{2}}) {  // compile, onnx
    const auto& s = row.speed->speedup[i];
    if (s && (!low || *s < *low)) low = s;
  }
  return low;
}

std::shared_ptr<const SpeedView> BuildSpeedView(const Report& report) {
  auto view = std::make_shared<SpeedView>();
  std::map<std::string, std::array<std::vector<double>, kSpeedups>> speedups;
  std::map<std::string, SpeedPackage> packages;
  for (const Row& row : report.rows) {
    if (!row.speed || !row.speed->latency[0].median_s) continue;
    view->timed.push_back(&row);
    SpeedPackage& pkg = packages[row.package];
    pkg.name = row.package;
    pkg.timed++;
    for (size_t i = 0; i < kSpeedups; ++i) {
      if (row.speed->speedup[i]) speedups[row.package][i].push_back(*row.speed->speedup[i]);
    }
    if (row.speed->slower_than_eager) {
      pkg.slower++;
      view->slower.push_back(&row);
    }
    if (row.speed->recompiles_same_shape.value_or(0) > 0) {
      pkg.recompiling++;
      view->recompiling.push_back(&row);
    }
  }
  if (view->timed.empty()) return nullptr;
  for (const Package& p : report.packages) {
    auto it = packages.find(p.name);
    if (it == packages.end()) continue;
    for (size_t i = 0; i < kSpeedups; ++i) {
      it->second.median_speedup[i] = Median(speedups[p.name][i]);
    }
    view->packages.push_back(it->second);
  }
  std::stable_sort(view->slower.begin(), view->slower.end(), [](const Row* a, const Row* b) {
    return LowestSpeedup(*a).value_or(0) < LowestSpeedup(*b).value_or(0);
  });
  std::stable_sort(view->recompiling.begin(), view->recompiling.end(),
                   [](const Row* a, const Row* b) {
                     return *a->speed->recompiles_same_shape > *b->speed->recompiles_same_shape;
                   });
  return view;
}

std::string SpeedupLabel(const Row& row, size_t speedup) {
  if (!row.speed) return "-";
  const SnapshotSpeed& s = *row.speed;
  const SnapshotLatency& lat = s.latency[speedup + 1];
  if (s.speedup[speedup]) return fmt::format("{:.2f}x", *s.speedup[speedup]);
  if (lat.median_s && (lat.too_fast || s.latency[0].too_fast)) return "<";
  return "-";
}

std::string MedianLabel(const std::optional<double>& speedup) {
  return speedup ? fmt::format("{:.2f}x", *speedup) : "-";
}

std::string LatencyLabel(const SnapshotLatency& latency) {
  if (!latency.median_s) return "-";
  if (latency.too_fast) return "< 20 us";
  std::string out = Seconds(*latency.median_s);
  if (latency.spread) {
    out += fmt::format(" ({} to {})", Seconds(latency.spread->first),
                       Seconds(latency.spread->second));
  }
  return out;
}

std::string CountLabel(const std::optional<int64_t>& count) {
  return count ? std::to_string(*count) : "-";
}

}  // namespace capgrid::render
