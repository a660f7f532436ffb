#include "cmd_list.h"

#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

// ExecuteList owns (and destroys) the runner; this one reports whether it was closed as it goes.
struct ReportingRunner : FakeRunner {
  explicit ReportingRunner(bool* closed_out) : FakeRunner(1), closed_out(closed_out) {}
  ~ReportingRunner() override { *closed_out = closed; }
  bool* closed_out;
};

TEST(CmdList, PrintsSelectedCasesAndCounts) {
  bool was_closed = false;
  RunnerFactory factory = [&](const PoolOptions& p) {
    EXPECT_EQ(p.workers, 1);
    auto r = std::make_unique<ReportingRunner>(&was_closed);
    r->handshake.cases = {MakeCase("filters.sobel", "filters", "f1", "kornia.filters.sobel"),
                          MakeCase("filters.canny", "filters", "f2", "kornia.filters.canny"),
                          MakeCase("color.hsv", "color", "f3", "")};
    return r;
  };
  ListOptions o;
  o.packs = {"builtin:test"};
  std::ostringstream out;
  ExecuteList(o, factory, out);
  EXPECT_TRUE(was_closed);
  EXPECT_EQ(out.str(),
            "name           group    ref\n"
            "filters.sobel  filters  kornia.filters.sobel\n"
            "filters.canny  filters  kornia.filters.canny\n"
            "color.hsv      color    \n"
            "3 cases, 2 groups\n");
  o.keyword = "not canny";
  o.groups = {"filters"};
  std::ostringstream one;
  ExecuteList(o, factory, one);
  EXPECT_NE(one.str().find("1 case, 1 group\n"), std::string::npos) << one.str();
  o.groups = {"nope"};
  EXPECT_THROW(ExecuteList(o, factory, one), UsageError);
  o.groups = {};
  o.keyword = "";
  o.cases = {"color.hsv", "filters.sobel"};
  std::ostringstream named;
  ExecuteList(o, factory, named);
  EXPECT_EQ(named.str(),
            "name           group    ref\n"
            "filters.sobel  filters  kornia.filters.sobel\n"
            "color.hsv      color    \n"
            "2 cases, 2 groups\n");
  o.json = true;
  std::ostringstream as_json;
  ExecuteList(o, factory, as_json);
  EXPECT_EQ(nlohmann::json::parse(as_json.str()),
            nlohmann::json::parse(R"({"cases": [
              {"name": "filters.sobel", "group": "filters", "ref": "kornia.filters.sobel"},
              {"name": "color.hsv", "group": "color", "ref": ""}],
              "groups": ["color", "filters"]})"));
  o.json = false;
  o.cases = {"filters.sobl"};
  EXPECT_THROW(ExecuteList(o, factory, one), UsageError);
}

}  // namespace
}  // namespace capgrid
