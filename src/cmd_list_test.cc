#include "cmd_list.h"

#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

TEST(CmdList, PrintsSelectedCasesAndCounts) {
  FakeRunner* made = nullptr;
  RunnerFactory factory = [&](const PoolOptions& p) {
    EXPECT_EQ(p.workers, 1);
    auto r = std::make_unique<FakeRunner>(1);
    r->handshake.cases = {MakeCase("filters.sobel", "filters", "f1", "kornia.filters.sobel"),
                          MakeCase("filters.canny", "filters", "f2", "kornia.filters.canny"),
                          MakeCase("color.hsv", "color", "f3", "")};
    made = r.get();
    return r;
  };
  ListOptions o;
  o.packs = {"builtin:test"};
  std::ostringstream out;
  ExecuteList(o, factory, out);
  EXPECT_TRUE(made->closed);
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
}

}  // namespace
}  // namespace capgrid
