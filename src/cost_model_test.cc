#include "cost_model.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

TEST(CostModel, NothingKnownCostsOneSecond) {
  CostModel costs;
  EXPECT_DOUBLE_EQ(costs.Estimate("a", "onnx"), 1.0);
  EXPECT_DOUBLE_EQ(costs.Known("a", "onnx"), 0.0);
  EXPECT_DOUBLE_EQ(costs.CaseCost("a", {"onnx", "export"}), 2.0);
}

TEST(CostModel, UnknownPairsCostTheMedianOfTheirProbeElseOfAll) {
  CostModel costs({{"a\tonnx", 1}, {"b\tonnx", 3}, {"c\tonnx", 10}, {"a\tcompile", 40}});
  EXPECT_DOUBLE_EQ(costs.Estimate("a", "onnx"), 1);
  EXPECT_DOUBLE_EQ(costs.Known("c", "onnx"), 10);
  EXPECT_DOUBLE_EQ(costs.Estimate("z", "onnx"), 3);      // median of onnx: 1, 3, 10
  EXPECT_DOUBLE_EQ(costs.Estimate("z", "compile"), 40);  // only compile known
  EXPECT_DOUBLE_EQ(costs.Estimate("z", "export"), 6.5);  // median of all: 1, 3, 10, 40
}

TEST(CostModel, InstantResultsStillCostALittle) {
  CostModel costs({{"skipped\tonnx", 0}});
  EXPECT_GT(costs.Estimate("skipped", "onnx"), 0);
}

}  // namespace
}  // namespace capgrid
