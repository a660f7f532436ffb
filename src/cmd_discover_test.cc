#include "cmd_discover.h"

#include <gtest/gtest.h>

#include "errors.h"

namespace capgrid {
namespace {

TEST(DiscoverCommandLineTest, NamesWhatChangesThePack) {
  DiscoverOptions o;
  o.modules = {"kornia"};
  o.output = "/some/dir/k.py";
  o.jobs = 2;  // changes nothing in the pack: left out, like --python and --force
  o.force = true;
  EXPECT_EQ(DiscoverCommandLine(o), "capgrid discover kornia -o k.py");
  o.modules.push_back("kornia.filters");
  o.tests = "my tests";
  o.records = {"rec"};
  o.from = {"docstrings", "tests"};
  o.max_per_callable = 1;
  o.timeout_s = 5;
  o.tests_timeout_s = 600;
  o.max_rss = "8G";
  EXPECT_EQ(DiscoverCommandLine(o),
            "capgrid discover kornia kornia.filters -o k.py --from docstrings,tests "
            "--tests 'my tests' --records rec --max-per-callable 1 --timeout 5 "
            "--tests-timeout 600 --max-rss 8G");
}

TEST(DiscoverMaxRssTest, FourGibibytesUnlessGiven) {
  DiscoverOptions o;
  EXPECT_EQ(DiscoverMaxRssBytes(o), int64_t{4} << 30);
  o.max_rss = "16G";
  EXPECT_EQ(DiscoverMaxRssBytes(o), int64_t{16} << 30);
  o.max_rss = "lots";
  EXPECT_THROW(DiscoverMaxRssBytes(o), UsageError);
}

}  // namespace
}  // namespace capgrid
