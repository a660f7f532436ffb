#include "speed_view.h"

#include <algorithm>
#include <charconv>
#include <map>

#include <fmt/format.h>

#include "escape.h"
#include "page_text.h"
#include "vocabulary.h"

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

// "1.20 ms (1.10 ms to 1.40 ms)": the one place a latency and its spread are put together.
std::string WithSpread(const std::string& median, const std::string& p10,
                       const std::string& p90) {
  return median + " (" + p10 + " to " + p90 + ")";
}

// The digits of "12.34" or "370" as one number (1234, 370); nullopt for anything else.
std::optional<int64_t> Digits(std::string_view text) {
  std::string digits;
  for (char c : text) {
    if (c != '.') digits += c;
  }
  if (digits.empty() || digits[0] < '0' || digits[0] > '9') return std::nullopt;
  int64_t n = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (ec != std::errc() || end != digits.data() + digits.size()) {
    return std::nullopt;
  }
  return n;
}

// The code MicrosLabel writes back as Seconds(s), if there is one ("1000 us" has none: the rule
// writes 1000 us as "1.00 ms").
std::optional<int64_t> MicrosOf(double s) {
  std::string label = Seconds(s);
  size_t space = label.find(' ');
  std::optional<int64_t> n = Digits(std::string_view(label).substr(0, space));
  if (!n) return std::nullopt;
  std::string_view unit = std::string_view(label).substr(space + 1);
  int64_t us = unit == "us" ? *n : unit == "ms" ? *n * 10 : *n * 10000;
  if (MicrosLabel(us) != label) return std::nullopt;
  return us;
}

// The code of a label "<hundredths><suffix>" ("1.52x", "12.35 s"), else the label itself.
nlohmann::json HundredthsData(const std::string& label, std::string_view suffix) {
  if (label.size() > suffix.size() && label.ends_with(suffix)) {
    std::optional<int64_t> n = Digits(std::string_view(label).substr(0, label.size() -
                                                                          suffix.size()));
    if (n && HundredthsLabel(*n) + std::string(suffix) == label) return *n;
  }
  return label;
}

// A latency's entry: its code, [code, code - p10's, p90's - code] with a spread, else the
// label itself (none, too fast, or a text the rule does not write).
nlohmann::json LatencyData(const SnapshotLatency& latency) {
  std::string label = LatencyLabel(latency);
  if (!latency.median_s || latency.too_fast) return label;
  std::optional<int64_t> m = MicrosOf(*latency.median_s);
  if (!m) return label;
  if (!latency.spread) return *m;
  std::optional<int64_t> lo = MicrosOf(latency.spread->first);
  std::optional<int64_t> hi = MicrosOf(latency.spread->second);
  if (!lo || !hi || WithSpread(MicrosLabel(*m), MicrosLabel(*lo), MicrosLabel(*hi)) != label) {
    return label;
  }
  return nlohmann::json::array({*m, *m - *lo, *hi - *m});
}

// The speedups slower_than_eager is about (the speed probe's "slower_of"), as indexes into
// SnapshotSpeed::speedup.
const std::vector<size_t>& SlowerOf() {
  static const std::vector<size_t> at = [] {
    const Vocabulary& v = Vocabulary::Builtin();
    std::vector<size_t> out;
    const auto& variants = v.speed_variants();
    for (const std::string& s : v.probe_info()[v.SpeedProbe()].slower_of) {
      out.push_back(std::find(variants.begin(), variants.end(), s) - variants.begin() - 1);
    }
    return out;
  }();
  return at;
}

}  // namespace

size_t SpeedupCount() { return SpeedVariants().empty() ? 0 : SpeedVariants().size() - 1; }

const std::vector<std::string>& SpeedHeadings() {
  static const std::vector<std::string> headings = [] {
    const Vocabulary& v = Vocabulary::Builtin();
    std::vector<std::string> out;
    for (size_t i = 1; i < v.speed_variants().size(); ++i) {
      out.push_back(v.probe_info()[v.ProbeIndex(v.speed_variants()[i])].short_name);
    }
    return out;
  }();
  return headings;
}

bool IsTimed(const Row& row) {
  if (!row.speed || !row.speed->latency[0].median_s) return false;
  const auto& l = row.speed->latency;
  return std::any_of(l.begin() + 1, l.end(), [](const SnapshotLatency& v) { return v.median_s; });
}
bool IsSlower(const Row& row) { return row.speed && row.speed->slower_than_eager; }
bool IsRecompiling(const Row& row) {
  return row.speed && row.speed->recompiles_same_shape.value_or(0) > 0;
}

std::optional<double> LowestSpeedup(const Row& row) {
  if (!row.speed) return std::nullopt;
  std::optional<double> low;
  for (size_t i : SlowerOf()) {
    const auto& s = row.speed->speedup[i];
    if (s && (!low || *s < *low)) low = s;
  }
  return low;
}

std::shared_ptr<const SpeedView> BuildSpeedView(const Report& report) {
  auto view = std::make_shared<SpeedView>();
  std::map<std::string, std::vector<std::vector<double>>> speedups;
  std::map<std::string, SpeedPackage> packages;
  for (const Row& row : report.rows) {
    if (!IsTimed(row)) continue;
    view->timed.push_back(&row);
    SpeedPackage& pkg = packages[row.package];
    pkg.name = row.package;
    pkg.timed++;
    auto& mine = speedups[row.package];
    mine.resize(SpeedupCount());
    for (size_t i = 0; i < SpeedupCount(); ++i) {
      if (row.speed->speedup[i]) mine[i].push_back(*row.speed->speedup[i]);
    }
    if (IsSlower(row)) {
      pkg.slower++;
      view->slower.push_back(&row);
    }
    if (IsRecompiling(row)) {
      pkg.recompiling++;
      view->recompiling.push_back(&row);
    }
    if (row.speed->went_dynamic) ++(*row.speed->went_dynamic ? pkg.went_dynamic : pkg.static_sizes);
  }
  if (view->timed.empty()) return nullptr;
  SpeedPackage& all = view->all;
  all.name = "all";
  std::vector<std::vector<double>> every(SpeedupCount());
  for (const auto& [name, pkg] : packages) {
    all.timed += pkg.timed;
    all.slower += pkg.slower;
    all.recompiling += pkg.recompiling;
    all.went_dynamic += pkg.went_dynamic;
    all.static_sizes += pkg.static_sizes;
    for (size_t i = 0; i < SpeedupCount(); ++i) {
      every[i].insert(every[i].end(), speedups[name][i].begin(), speedups[name][i].end());
    }
  }
  for (size_t i = 0; i < SpeedupCount(); ++i) all.median_speedup[i] = Median(every[i]);
  for (const Package& p : report.packages) {
    auto it = packages.find(p.name);
    if (it == packages.end()) continue;
    for (size_t i = 0; i < SpeedupCount(); ++i) {
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

std::string SpeedCardText(const SpeedView& view) {
  std::string medians;
  for (size_t i = 0; i < SpeedupCount(); ++i) {
    medians += fmt::format("{}{} {}", i ? ", " : "", SpeedHeadings()[i],
                           MedianLabel(view.all.median_speedup[i]));
  }
  return fmt::format("Median speedup: {}; {} of {} slower than eager", medians, view.all.slower,
                     view.all.timed);
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
  std::string median = Seconds(*latency.median_s);
  if (!latency.spread) return median;
  return WithSpread(median, Seconds(latency.spread->first), Seconds(latency.spread->second));
}

std::string CountLabel(const std::optional<int64_t>& count) {
  return count ? std::to_string(*count) : "-";
}

const char* WentDynamicLabel(bool went_dynamic) {
  return went_dynamic ? "went dynamic" : "static";
}

std::string RecompilesLabel(const SnapshotSpeed& speed) {
  std::string out = fmt::format("{} / {} / {}", CountLabel(speed.recompiles_same_shape),
                                CountLabel(speed.recompiles_new_batch),
                                CountLabel(speed.recompiles_larger_batch));
  if (speed.went_dynamic) out += fmt::format(", {}", WentDynamicLabel(*speed.went_dynamic));
  return out;
}

std::string BatchSizesText(const SpeedView& view) {
  const SpeedPackage& all = view.all;
  if (all.went_dynamic + all.static_sizes == 0) return "";
  return fmt::format(
      "Across batch sizes (B+1, then 2B+1, under torch.compile's default dynamic setting): "
      "{} of {} timed went dynamic after one recompile, {} recompiled at each size.",
      all.went_dynamic, all.timed, all.static_sizes);
}

std::string TimeLabel(double seconds) { return fmt::format("{:.2f} s", seconds); }

std::string HundredthsLabel(int64_t hundredths) {
  return fmt::format("{}.{:02d}", hundredths / 100, hundredths % 100);
}

std::string MicrosLabel(int64_t us) {
  if (us < 1000) return fmt::format("{} us", us);
  if (us < 1000000) return HundredthsLabel(us / 10) + " ms";
  return HundredthsLabel(us / 10000) + " s";
}

nlohmann::json SpeedRowData(const Row& row, const std::function<int(const std::string&)>& id) {
  const SnapshotSpeed& s = *row.speed;
  nlohmann::json out = nlohmann::json::array();
  out.push_back((IsSlower(row) ? 1 : 0) | (IsRecompiling(row) ? 2 : 0) |
                (s.went_dynamic == true ? 4 : 0) | (s.went_dynamic == false ? 8 : 0));
  for (const SnapshotLatency& latency : s.latency) out.push_back(LatencyData(latency));
  for (size_t k = 0; k < SpeedupCount(); ++k) out.push_back(HundredthsData(SpeedupLabel(row, k), "x"));
  for (const auto& count :
       {s.recompiles_same_shape, s.recompiles_new_batch, s.recompiles_larger_batch}) {
    out.push_back(count ? nlohmann::json(*count) : nlohmann::json(CountLabel(count)));
  }
  for (const auto& t : {s.compile_time_s, s.onnx_export_s}) {
    out.push_back(t ? HundredthsData(TimeLabel(*t), " s") : nlohmann::json(-1));
  }
  // Colour codes are the merge's to strip (speed_merge.cc); stripped again here, as for every
  // recorded text a page shows.
  out.push_back(id(StripAnsi(s.recompile_reason)));
  out.push_back(id(StripAnsi(s.new_batch_reason)));
  out.push_back(id(StripAnsi(s.larger_batch_reason)));
  nlohmann::json errors = nlohmann::json::array();
  for (const auto& [what, why] : s.errors) errors.push_back({id(what), id(StripAnsi(why))});
  out.push_back(std::move(errors));
  // the entries from the compile time on say nothing when -1 or empty: left off at the end
  const size_t times_at = 1 + s.latency.size() + s.speedup.size() + 3;
  while (out.size() > times_at && (out.back() == -1 || out.back().empty())) {
    out.erase(out.size() - 1);
  }
  return out;
}

}  // namespace capgrid::render
