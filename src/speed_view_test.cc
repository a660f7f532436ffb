#include "speed_view.h"

#include <gtest/gtest.h>

namespace capgrid::render {
namespace {

Row Timed(const std::string& name, const std::string& package, double compile, double onnx,
          int64_t recompiles) {
  Row r;
  r.name = r.op = name;
  r.package = package;
  SnapshotSpeed s;
  s.latency[0].median_s = 0.004;
  s.latency[0].spread = {0.003, 0.005};
  s.latency[1].median_s = 0.004 / compile;
  s.latency[3].median_s = 0.004 / onnx;
  s.speedup[0] = compile;
  s.speedup[2] = onnx;
  s.slower_than_eager = compile < 0.95 || onnx < 0.95;
  s.recompiles_same_shape = recompiles;
  r.speed = s;
  return r;
}

TEST(SpeedView, PackagesMediansAndTheSlowerAndRecompilingRows) {
  Report report;
  report.rows.push_back(Timed("a", "p", 2.0, 1.0, 0));
  report.rows.push_back(Timed("b", "p", 0.5, 3.0, 2));
  report.rows.push_back(Timed("c", "p", 4.0, 0.9, 1));
  report.rows.push_back(Timed("d", "q", 1.0, 1.0, 0));
  Row untimed;
  untimed.name = "e";
  untimed.package = "q";
  report.rows.push_back(untimed);
  report.packages.resize(2);
  report.packages[0].name = "p";
  report.packages[1].name = "q";
  auto view = BuildSpeedView(report);
  ASSERT_NE(view, nullptr);
  ASSERT_EQ(view->packages.size(), 2u);
  const SpeedPackage& p = view->packages[0];
  EXPECT_EQ(p.timed, 3);
  EXPECT_DOUBLE_EQ(*p.median_speedup[0], 2.0);
  EXPECT_FALSE(p.median_speedup[1]);
  EXPECT_DOUBLE_EQ(*p.median_speedup[2], 1.0);
  EXPECT_EQ(p.slower, 2);
  EXPECT_EQ(p.recompiling, 2);
  ASSERT_EQ(view->slower.size(), 2u);
  EXPECT_EQ(view->slower[0]->name, "b");  // lowest speedup first: 0.5, then 0.9
  EXPECT_EQ(view->slower[1]->name, "c");
  ASSERT_EQ(view->recompiling.size(), 2u);
  EXPECT_EQ(view->recompiling[0]->name, "b");  // most recompiles first
  EXPECT_EQ(view->timed.size(), 4u);
  // every timed row together: compile 0.5 1 2 4 -> 1.5, ONNX 0.9 1 1 3 -> 1.0
  EXPECT_EQ(view->all.timed, 4);
  EXPECT_EQ(view->all.slower, 2);
  EXPECT_EQ(view->all.recompiling, 2);
  EXPECT_DOUBLE_EQ(*view->all.median_speedup[0], 1.5);
  EXPECT_FALSE(view->all.median_speedup[1]);
  EXPECT_DOUBLE_EQ(*view->all.median_speedup[2], 1.0);
  EXPECT_EQ(SpeedCardText(*view),
            "Median speedup: compile 1.50x, export -, ONNX 1.00x; 2 of 4 slower than eager");
}

TEST(SpeedView, AnEagerLatencyAloneIsNotTimed) {
  // speed-no-capture: eager was timed, no capture ran. The page's Timed count is the speed
  // column's supported count (the snapshot's), not the rows with an eager latency.
  Report report;
  report.rows.push_back(Timed("a", "p", 2.0, 1.0, 0));
  Row eager_only = Timed("b", "p", 1.0, 1.0, 0);
  eager_only.speed->latency[1] = {};
  eager_only.speed->latency[3] = {};
  eager_only.speed->speedup = {};
  eager_only.speed->slower_than_eager = false;
  report.rows.push_back(eager_only);
  report.packages.resize(1);
  report.packages[0].name = "p";
  EXPECT_FALSE(IsTimed(report.rows[1]));
  auto view = BuildSpeedView(report);
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(view->packages[0].timed, 1);
  ASSERT_EQ(view->timed.size(), 1u);
  EXPECT_EQ(view->timed[0]->name, "a");
}

TEST(SpeedView, BatchSizesCountedAndLabelled) {
  Report report;
  report.rows.push_back(Timed("a", "p", 2.0, 1.0, 0));
  report.rows.push_back(Timed("b", "p", 2.0, 1.0, 0));
  report.rows.push_back(Timed("c", "q", 2.0, 1.0, 1));
  report.rows.push_back(Timed("d", "q", 2.0, 1.0, 0));
  SnapshotSpeed& a = *report.rows[0].speed;
  a.recompiles_new_batch = 1;
  a.recompiles_larger_batch = 0;
  a.went_dynamic = true;
  SnapshotSpeed& b = *report.rows[1].speed;
  b.recompiles_new_batch = b.recompiles_larger_batch = 1;
  b.went_dynamic = false;
  report.rows[2].speed->recompiles_new_batch = report.rows[2].speed->recompiles_larger_batch = 1;
  report.rows[2].speed->went_dynamic = true;
  // d: no batch to grow (counts null, went_dynamic unset): counted in neither
  report.packages.resize(2);
  report.packages[0].name = "p";
  report.packages[1].name = "q";
  auto view = BuildSpeedView(report);
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(view->packages[0].went_dynamic, 1);
  EXPECT_EQ(view->packages[0].static_sizes, 1);
  EXPECT_EQ(view->packages[1].went_dynamic, 1);
  EXPECT_EQ(view->all.went_dynamic, 2);
  EXPECT_EQ(view->all.static_sizes, 1);
  EXPECT_EQ(BatchSizesText(*view),
            "Across batch sizes (B+1, then 2B+1, under torch.compile's default dynamic setting): "
            "2 of 4 timed went dynamic after one recompile, 1 recompiled at each size.");
  EXPECT_EQ(RecompilesLabel(a), "0 / 1 / 0, went dynamic");
  EXPECT_EQ(RecompilesLabel(b), "0 / 1 / 1, static");
  EXPECT_EQ(RecompilesLabel(*report.rows[3].speed), "0 / - / -");
  // the page's data row: flags 4 and 8, three counts, three reasons
  auto id = [](const std::string& s) { return s.empty() ? -1 : 7; };
  nlohmann::json row_a = SpeedRowData(report.rows[0], id);
  nlohmann::json row_b = SpeedRowData(report.rows[1], id);
  EXPECT_EQ(row_a[0], 4);
  EXPECT_EQ(row_b[0], 8);
  const size_t counts = 1 + 4 + 3;  // flags, four latencies, three speedups
  EXPECT_EQ(row_b[counts], 0);
  EXPECT_EQ(row_b[counts + 1], 1);
  EXPECT_EQ(row_b[counts + 2], 1);
}

TEST(SpeedView, AnOlderSnapshotHasNoBatchSizesSentence) {
  Report report;
  report.rows.push_back(Timed("a", "p", 2.0, 1.0, 0));
  report.packages.resize(1);
  report.packages[0].name = "p";
  auto view = BuildSpeedView(report);
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(BatchSizesText(*view), "");
}

TEST(SpeedView, NoSpeedFieldsNoView) {
  Report report;
  report.rows.emplace_back();
  EXPECT_EQ(BuildSpeedView(report), nullptr);
}

TEST(SpeedView, Labels) {
  Row r = Timed("a", "p", 2.5, 1.0, 0);
  EXPECT_EQ(SpeedupLabel(r, 0), "2.50x");
  EXPECT_EQ(SpeedupLabel(r, 1), "-");  // export not timed
  r.speed->speedup[2].reset();
  r.speed->latency[3].too_fast = true;
  EXPECT_EQ(SpeedupLabel(r, 2), "<");
  EXPECT_EQ(LatencyLabel(r.speed->latency[0]), "4.00 ms (3.00 ms to 5.00 ms)");
  EXPECT_EQ(LatencyLabel(r.speed->latency[3]), "< 20 us");
  EXPECT_EQ(LatencyLabel(SnapshotLatency{}), "-");
  EXPECT_EQ(CountLabel(std::nullopt), "-");
  EXPECT_EQ(CountLabel(3), "3");
  EXPECT_EQ(MedianLabel(1.234), "1.23x");
  Row none;
  EXPECT_EQ(SpeedupLabel(none, 0), "-");
}

}  // namespace
}  // namespace capgrid::render
