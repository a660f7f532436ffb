#pragma once
// The pages' speed view, built once from the report model's rows so every renderer shows the
// same figures: per package the median speedup of each captured variant and the counts slower
// than eager and recompiling on new values; the rows slower than eager (slowest first) and the
// rows that recompile on new values of the same shapes.
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "report_model.h"

namespace capgrid::render {

// How many speedups a timed row has: one per captured variant (SpeedVariants() after the
// baseline: compile, export, onnx).
size_t SpeedupCount();
// Their headings, the capturing probes' short names (data/statuses.json): "compile", "export",
// "ONNX".
const std::vector<std::string>& SpeedHeadings();

struct SpeedPackage {
  std::string name;
  int timed = 0;  // rows with an eager latency
  std::vector<std::optional<double>> median_speedup =
      std::vector<std::optional<double>>(SpeedupCount());  // SpeedHeadings()' order
  int slower = 0;       // rows slower_than_eager
  int recompiling = 0;  // rows with recompiles_same_shape >= 1
  // across batch sizes B+1 and 2B+1: rows that went dynamic, rows that recompiled at each size
  int went_dynamic = 0, static_sizes = 0;
};

struct SpeedView {
  std::vector<SpeedPackage> packages;     // the report's package order
  SpeedPackage all;                       // every timed row together (name "all")
  std::vector<const Row*> timed;          // rows with an eager latency, report order
  std::vector<const Row*> slower;         // slower_than_eager, lowest speedup first
  std::vector<const Row*> recompiling;    // recompiles_same_shape >= 1, most first
};

// The view, or nullptr when no listed row has speed fields (an older snapshot's page is
// unchanged).
std::shared_ptr<const SpeedView> BuildSpeedView(const Report& report);

// What the speed column's stat card says instead of a supported share (a speed card is about
// how fast, not whether): "Median speedup: compile 1.38x, export 0.59x, ONNX 2.30x; 627 of
// 2212 slower than eager".
std::string SpeedCardText(const SpeedView& view);

// A row the view lists and counts as timed: eager and at least one capture were timed (the
// probe's `timed` status, the speed column's supported count). A `speed-no-capture` row has
// an eager latency alone: nothing was timed against it, and it is not counted.
bool IsTimed(const Row& row);
// The filters' rows: slower than eager (the merge's slower_than_eager), and recompiling on new
// values of the same shapes (recompiles_same_shape >= 1).
bool IsSlower(const Row& row);
bool IsRecompiling(const Row& row);

// The lower of a row's compile and ONNX speedups (the one slower_than_eager is about).
std::optional<double> LowestSpeedup(const Row& row);

// A speedup as a page shows it: "1.52x", "<" when either latency was too fast to time, "-"
// when there is none.
std::string SpeedupLabel(const Row& row, size_t speedup);
std::string MedianLabel(const std::optional<double>& speedup);
// A latency and its spread: "1.20 ms (1.10-1.40)", "< 20 us" too fast, "-" none.
std::string LatencyLabel(const SnapshotLatency& latency);
// A recompile count: "0", "3", "-" when not measured.
std::string CountLabel(const std::optional<int64_t>& count);
// A row's recompiles on new values / at B+1 / at 2B+1, and whether it went dynamic:
// "0 / 1 / 0, went dynamic", "0 / 1 / 1, static", "2 / - / -".
std::string RecompilesLabel(const SnapshotSpeed& speed);
// Its words for went_dynamic: "went dynamic" or "static" (also capgrid diff's, and the page
// script's in data/capgrid_page.js).
const char* WentDynamicLabel(bool went_dynamic);
// The heading of the column RecompilesLabel fills.
inline constexpr const char* kRecompilesHeading = "recompiles (new values / B+1 / 2B+1)";
// The pages' sentence on batch sizes: "Across batch sizes (B+1, then 2B+1, under torch.compile's
// default dynamic setting): 1900 of 2212 timed went dynamic after one recompile, 120 recompiled
// at each size." ("" when no row measured it: an older snapshot).
std::string BatchSizesText(const SpeedView& view);
// A compile or ONNX export time: "12.35 s".
std::string TimeLabel(double seconds);

// The HTML page's speed rows (data/capgrid_page.js draws them; its header comment documents the
// layout). To keep the page small a label travels as a code the script writes back as text by
// one rule, the one MicrosLabel and HundredthsLabel state; the script's `micros` and `hundredths`
// are their mirror, and a code is only made when these functions give the label back exactly
// (else the label itself travels), so the page shows the labels above and no other text.
//   a latency or its spread bound: whole microseconds (3700 -> "3.70 ms");
//   a speedup, a compile or ONNX export time: hundredths (152 -> "1.52", then "x" or " s").
// Under 1000 us "N us", under 1 s "W.FF ms" (the us / 10), else "W.FF s" (the us / 10000).
std::string MicrosLabel(int64_t us);
// 152 -> "1.52", 7 -> "0.07".
std::string HundredthsLabel(int64_t hundredths);

// One timed row's entry of the page's data block: [flags, a latency per SpeedVariants(), a
// speedup per capture, recompiles on new values, at B+1, at 2B+1, compile time, ONNX export
// time, the three recompile reasons, errors]; flags 1 slower than eager, 2 recompiles on new
// values, 4 went dynamic, 8 recompiled at each batch size,
// the trailing entries that say nothing left off; `id` gives a text's index in the block's
// string table. See data/capgrid_page.js for each entry's codes.
nlohmann::json SpeedRowData(const Row& row, const std::function<int(const std::string&)>& id);

}  // namespace capgrid::render
