#pragma once
// The pages' speed view, built once from the report model's rows so every renderer shows the
// same figures: per package the median speedup of each captured variant and the counts slower
// than eager and recompiling on new values; the rows slower than eager (slowest first) and the
// rows that recompile on new values of the same shapes.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "report_model.h"

namespace capgrid::render {

// The captured variants a speedup is given for: compile, export, onnx (kSpeedVariants[1..]).
inline constexpr size_t kSpeedups = 3;

struct SpeedPackage {
  std::string name;
  int timed = 0;  // rows with an eager latency
  std::array<std::optional<double>, kSpeedups> median_speedup;
  int slower = 0;       // rows slower_than_eager
  int recompiling = 0;  // rows with recompiles_same_shape >= 1
};

struct SpeedView {
  std::vector<SpeedPackage> packages;     // the report's package order
  std::vector<const Row*> timed;          // rows with an eager latency, report order
  std::vector<const Row*> slower;         // slower_than_eager, lowest speedup first
  std::vector<const Row*> recompiling;    // recompiles_same_shape >= 1, most first
};

// The view, or nullptr when no listed row has speed fields (an older snapshot's page is
// unchanged).
std::shared_ptr<const SpeedView> BuildSpeedView(const Report& report);

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

}  // namespace capgrid::render
