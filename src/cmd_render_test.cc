// End to end through the command line: what a user running `capgrid render` sees.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "cli.h"
#include "exit_status.h"
#include "render_test_data.h"

namespace capgrid::render {
namespace {

using ::testing::HasSubstr;
namespace fs = std::filesystem;

class RenderCommandTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("capgrid_render_test_" +
            std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string Path(const std::string& name) { return (dir_ / name).string(); }
  void Write(const std::string& name, const std::string& text) {
    std::ofstream(Path(name)) << text;
  }
  std::string Read(const std::string& name) {
    std::ifstream in(Path(name));
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
  int Render(std::vector<std::string> args) {
    args.insert(args.begin(), {"capgrid", "render"});
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    testing::internal::CaptureStderr();
    int rc = Main(static_cast<int>(argv.size()), argv.data());
    stderr_ = testing::internal::GetCapturedStderr();
    return rc;
  }

  fs::path dir_;
  std::string stderr_;
};

TEST_F(RenderCommandTest, WritesEachFormat) {
  Write("snap.json", testdata::kCapgridSnapshot);
  for (std::string format : {"rst", "html", "md", "junit"}) {
    EXPECT_EQ(Render({Path("snap.json"), "--format", format, "-o", Path("out." + format)}), kExitOk)
        << stderr_;
    EXPECT_THAT(Read("out." + format), HasSubstr("warp")) << format;
  }
  // The Markdown page's figures are a file beside it, linked by its name.
  EXPECT_THAT(Read("out.md"), HasSubstr("](out_charts.svg)"));
  EXPECT_THAT(Read("out_charts.svg"), HasSubstr("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  // No temporary file is left beside the output.
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir_)) files += entry.is_regular_file();
  EXPECT_EQ(files, 6);
}

TEST_F(RenderCommandTest, BadSnapshotIsOneLineExitTwoAndOutputUntouched) {
  Write("bad.json", "{\"cases\": [1, 2");
  Write("out.html", "previous page");
  EXPECT_EQ(Render({Path("bad.json"), "--format", "html", "-o", Path("out.html")}), kExitUsage);
  EXPECT_THAT(stderr_, HasSubstr("capgrid: error: snapshot " + Path("bad.json") + ": not JSON"));
  EXPECT_EQ(std::count(stderr_.begin(), stderr_.end(), '\n'), 1);
  EXPECT_EQ(Read("out.html"), "previous page");

  nlohmann::json shape = testdata::Case("x", "p", "ok", "ok", "ok");
  shape.erase("package");
  Write("shape.json", testdata::Snapshot({shape}));
  EXPECT_EQ(Render({Path("shape.json"), "--format", "md", "-o", Path("out.html")}), kExitUsage);
  EXPECT_THAT(stderr_, HasSubstr("cases[0] ('x'): 'package' is missing"));
  EXPECT_EQ(Read("out.html"), "previous page");
}

TEST_F(RenderCommandTest, UnknownFormatAndUnwritableOutputAreUsageErrors) {
  Write("snap.json", testdata::kCapgridSnapshot);
  EXPECT_EQ(Render({Path("snap.json"), "--format", "pdf", "-o", Path("o")}), kExitUsage);
  EXPECT_EQ(Render({Path("snap.json"), "--format", "md", "-o", Path("no/such/dir/o.md")}),
            kExitUsage);
  EXPECT_THAT(stderr_, HasSubstr("cannot write " + Path("no/such/dir/o.md")));
}

// --see-also links another page (the version view) from every format but JUnit; a value that is
// not TITLE=HREF is one line, exit 2, and nothing is written.
TEST_F(RenderCommandTest, SeeAlsoLinksAnotherPage) {
  Write("snap.json", testdata::kCapgridSnapshot);
  const std::string link = "torch 2.13.0 -> 2.15.0: what broke=versions.html";
  for (std::string format : {"rst", "html", "md"}) {
    ASSERT_EQ(Render({Path("snap.json"), "--format", format, "-o", Path("out." + format),
                      "--see-also", link, "--see-also", "Kornia's own=https://kornia.org/x"}),
              kExitOk)
        << stderr_;
  }
  EXPECT_THAT(Read("out.html"),
              HasSubstr("<p class=\"capgrid-see-also\">See also: <a href=\"versions.html\">"
                        "torch 2.13.0 -&gt; 2.15.0: what broke</a>; <a "
                        "href=\"https://kornia.org/x\">Kornia&#39;s own</a>.</p>"));
  EXPECT_THAT(Read("out.md"), HasSubstr(" See also: [torch 2.13.0 -"));
  EXPECT_THAT(Read("out.md"), HasSubstr("](versions.html); ["));
  EXPECT_THAT(Read("out.rst"), HasSubstr("See also: `torch 2.13.0 -> 2.15.0: what broke "
                                         "<versions.html>`__; `"));
  EXPECT_THAT(Read("out.html"), HasSubstr("capgrid-see-also"));
  for (std::string bad : {"no-equals", "=x.html", "title="}) {
    EXPECT_EQ(Render({Path("snap.json"), "-o", Path("bad.html"), "--see-also", bad}), kExitUsage)
        << bad;
    EXPECT_THAT(stderr_, HasSubstr("--see-also " + bad + ": expected TITLE=HREF"));
    EXPECT_FALSE(fs::exists(Path("bad.html")));
  }
}

TEST_F(RenderCommandTest, TheMarkdownChartFileNeverOverwritesTheSnapshot) {
  Write("p_charts.svg", testdata::kCapgridSnapshot);  // a snapshot with an unlucky name
  EXPECT_EQ(Render({Path("p_charts.svg"), "--format", "md", "-o", Path("p.md")}), kExitUsage);
  EXPECT_THAT(stderr_, HasSubstr("-o " + Path("p.md") + ": its chart file " +
                                 Path("p_charts.svg") + " is the snapshot being rendered"));
  EXPECT_EQ(Read("p_charts.svg"), testdata::kCapgridSnapshot);
  EXPECT_FALSE(fs::exists(Path("p.md")));
}

TEST_F(RenderCommandTest, AssetsAreWrittenForTheSphinxPage) {
  Write("snap.json", testdata::kCapgridSnapshot);
  EXPECT_EQ(Render({Path("snap.json"), "--format", "rst", "-o", Path("p.rst"), "--assets",
                    Path("static")}),
            kExitOk);
  EXPECT_THAT(Read("static/capgrid_page.js"), HasSubstr("capgrid-controls"));
  EXPECT_THAT(Read("static/capgrid_page.css"), HasSubstr(".compat-fail"));
}

TEST_F(RenderCommandTest, ReproDirLinksExistingScriptsRelativeToThePage) {
  Write("snap.json", testdata::CausesSnapshot());
  fs::create_directories(dir_ / "pages");
  fs::create_directories(dir_ / "scripts");
  Write("scripts/A_it_s_-onnx.py", "# repro\n");
  ASSERT_EQ(Render({Path("snap.json"), "-o", Path("pages/index.html"), "--repro-dir",
                    Path("scripts")}),
            kExitOk)
      << stderr_;
  // The drill-downs' data block carries the link (data/capgrid_page.js draws it).
  std::string data = testdata::PageData(Read("pages/index.html")).dump();
  EXPECT_THAT(data, HasSubstr("\"h\":\"../scripts/A_it_s_-onnx.py\""));
  EXPECT_EQ(data.find("\"h\":"), data.rfind("\"h\":"));  // only one

  EXPECT_EQ(Render({Path("snap.json"), "-o", Path("x.html"), "--repro-dir", Path("nowhere")}),
            kExitUsage);
  EXPECT_THAT(stderr_, HasSubstr("--repro-dir " + Path("nowhere") + ": not a directory"));
  EXPECT_FALSE(fs::exists(Path("x.html")));
}

}  // namespace
}  // namespace capgrid::render
