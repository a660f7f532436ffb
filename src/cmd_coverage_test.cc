#include "cmd_coverage.h"

#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "exit_status.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

// Answers the census with two covered callables and one uncovered.
struct CensusRunner : FakeRunner {
  std::vector<json> Coverage(const std::string& module) override {
    return {{{"module", module}, {"name", "double"}, {"kind", "function"}, {"covered", true}},
            {{"module", module}, {"name", "halve"}, {"kind", "function"}, {"covered", true}},
            {{"module", module}, {"name", "negate"}, {"kind", "function"}, {"covered", false}}};
  }
};

int Census(double fail_under, std::string* out_text, std::string* err_text) {
  CoverageOptions o;
  o.packs = {"builtin:test"};
  o.module = "toylib";
  o.fail_under = fail_under;
  std::ostringstream out, err;
  int rc = ExecuteCoverage(
      o, [](const PoolOptions&) { return std::make_unique<CensusRunner>(); }, out, err);
  *out_text = out.str();
  *err_text = err.str();
  return rc;
}

TEST(CmdCoverage, FailUnderExitsOneBelowThePercentage) {
  std::string out, err;
  EXPECT_EQ(Census(-1, &out, &err), kExitOk);  // not given: the listing only
  EXPECT_NE(out.find("covered 2/3 (66.7%) of toylib's public callables"), std::string::npos)
      << out;
  EXPECT_EQ(err, "");
  EXPECT_EQ(Census(66, &out, &err), kExitOk);
  EXPECT_EQ(Census(66.6, &out, &err), kExitOk);
  EXPECT_EQ(Census(66.7, &out, &err), kExitIncomplete);  // 2/3 is 66.66...%
  EXPECT_EQ(Census(100, &out, &err), kExitIncomplete);
  EXPECT_EQ(err, "capgrid: coverage 66.7% (2/3) is below --fail-under 100\n");
}

TEST(CmdCoverage, FailUnderOutsideAPercentageIsAUsageError) {
  std::string out, err;
  EXPECT_THROW(Census(101, &out, &err), UsageError);
}

}  // namespace
}  // namespace capgrid
