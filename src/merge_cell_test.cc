#include "merge_cell.h"

#include <gtest/gtest.h>

namespace capgrid {
namespace {

using nlohmann::json;

json Output(double max_abs, double max_rel, json snr_db, int nonfinite = 0) {
  return {{"max_abs", max_abs}, {"max_rel", max_rel}, {"snr_db", snr_db},
          {"elements", 12},     {"nonfinite", nonfinite}};
}

// A cell's accuracy is each field's worst over the outputs measured, and how many were.
TEST(MergeCell, AccuracyOfTakesEachFieldsWorstOverTheMeasuredOutputs) {
  json record = {{"accuracy", {Output(1e-5, 3e-7, 96.0), nullptr, Output(2e-7, 4e-3, 80.5, 2)}}};
  json a = AccuracyOf(record);
  ASSERT_TRUE(a.is_object()) << a;
  EXPECT_DOUBLE_EQ(a["max_abs"].get<double>(), 1e-5);  // the first output's
  EXPECT_DOUBLE_EQ(a["max_rel"].get<double>(), 4e-3);  // the third's
  EXPECT_DOUBLE_EQ(a["snr_db"].get<double>(), 80.5);   // the lowest
  EXPECT_EQ(a["nonfinite"], 2);
  EXPECT_EQ(a["outputs"], 2);  // the second output's shape differed: nothing measured
  // equal outputs have no noise to measure: snr_db stays null
  json equal = AccuracyOf({{"accuracy", {Output(0, 0, nullptr)}}});
  EXPECT_TRUE(equal["snr_db"].is_null()) << equal;
  EXPECT_EQ(equal["max_abs"], 0.0);
}

TEST(MergeCell, AccuracyOfIsNullWhenNothingWasMeasured) {
  for (const json& record :
       {json(nullptr), json::object(), json{{"accuracy", json::array()}},
        json{{"accuracy", {nullptr}}}, json{{"accuracy", "n/a"}},
        json{{"accuracy", {{{"max_abs", "small"}, {"max_rel", 0}}}}},
        json{{"accuracy", {{{"max_abs", -1.0}, {"max_rel", 0}}}}}}) {
    EXPECT_TRUE(AccuracyOf(record).is_null()) << record;
  }
}

// A delegating probe's cell takes the record's share of delegated nodes as it is, from 0 to 1.
TEST(MergeCell, DelegatedOfIsTheRecordsShareOrNull) {
  EXPECT_EQ(DelegatedOf({{"delegated_fraction", 1.0}}), 1.0);
  EXPECT_EQ(DelegatedOf({{"delegated_fraction", 0}}), 0);
  EXPECT_DOUBLE_EQ(DelegatedOf({{"delegated_fraction", 0.75}}).get<double>(), 0.75);
  for (const json& record : {json(nullptr), json::object(), json{{"delegated_fraction", "all"}},
                             json{{"delegated_fraction", 1.5}}, json{{"delegated_fraction", -0.1}},
                             json{{"delegated_fraction", nullptr}}}) {
    EXPECT_TRUE(DelegatedOf(record).is_null()) << record;
  }
}

}  // namespace
}  // namespace capgrid
