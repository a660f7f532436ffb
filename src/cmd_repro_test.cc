#include "cmd_repro.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "store_schema1_test.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

// A runner that answers the repro request by writing a stand-in script where it was asked to.
struct ReproRunner : FakeRunner {
  explicit ReproRunner(std::vector<ReproSpec>* asked) : asked(asked) {
    handshake.cases = {MakeCase("filters.sobel", "filters", "f1", "kornia.filters.sobel"),
                       MakeCase("filters.canny", "filters", "f2", "kornia.filters.canny")};
    handshake.provenance = {{"library", "kornia"}, {"library_version", "0.9.0"},
                            {"torch", "2.13.0"}, {"device", "cpu"}, {"opset", 18}};
  }
  ReproReply Repro(const ReproSpec& spec) override {
    asked->push_back(spec);
    fs::create_directories(fs::path(spec.script).parent_path());
    std::ofstream(spec.script) << "# capgrid repro of '" << spec.case_name << "'\n";
    std::ofstream(spec.data) << "pt";
    return {spec.script, spec.data, true, ""};
  }
  std::vector<ReproSpec>* asked;
};

// Runs ExecuteRepro in `dir` (the cwd the default paths are under).
struct ReproFixture {
  TempDir dir;
  std::vector<ReproSpec> asked;
  int factory_calls = 0;
  std::ostringstream out;

  int Run(ReproOptions o) {
    fs::path old = fs::current_path();
    fs::current_path(dir.path());
    RunnerFactory factory = [this](const PoolOptions& p) {
      ++factory_calls;
      EXPECT_EQ(p.workers, 1);
      return std::make_unique<ReproRunner>(&asked);
    };
    try {
      int rc = ExecuteRepro(o, factory, out);
      fs::current_path(old);
      return rc;
    } catch (...) {
      fs::current_path(old);
      throw;
    }
  }
  std::string Message(const ReproOptions& o) {
    try {
      Run(o);
    } catch (const UsageError& e) {
      return e.what();
    }
    return "(no error)";
  }
};

StoredResult Stored(const std::string& probe, const std::string& status, int64_t run) {
  StoredResult r;
  r.run_id = run;
  r.row.case_name = "filters.sobel";
  r.row.probe = probe;
  r.row.status = status;
  return r;
}

TEST(CmdRepro, ChoosesTheFirstProbeThatIsNotOk) {
  EXPECT_EQ(ChooseProbe("", {}), "onnx");
  EXPECT_EQ(ChooseProbe("", {Stored("compile", "fail", 1), Stored("onnx", "ok", 1)}), "compile");
  EXPECT_EQ(ChooseProbe("", {Stored("compile", "fail", 1), Stored("export", "fail", 1)}),
            "export");
  EXPECT_EQ(ChooseProbe("", {Stored("onnx", "ok", 1)}), "onnx");
  EXPECT_EQ(ChooseProbe("compile", {Stored("onnx", "export-fail", 1)}), "compile");
  try {
    ChooseProbe("onx", {});
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(),
                 "--probe onx: expected one of onnx, export, compile, export_dynamic, "
                 "onnx_dynamic, speed, aoti, grad, executorch, openvino");
  }
}

TEST(CmdRepro, UnknownCaseIsOneLineWithAGuess) {
  ReproFixture f;
  ReproOptions o;
  o.case_name = "filters.sobl";
  o.packs = {"builtin:test"};
  EXPECT_EQ(f.Message(o), "repro: unknown case 'filters.sobl' (did you mean 'filters.sobel'?)");
  o.case_name = "nothing.like.it";
  EXPECT_EQ(f.Message(o), "repro: unknown case 'nothing.like.it'");
  EXPECT_TRUE(f.asked.empty());
}

TEST(CmdRepro, WritesTheDefaultPathsAndAsksWithAbsolutePaths) {
  ReproFixture f;
  ReproOptions o;
  o.case_name = "filters.sobel";
  o.packs = {"builtin:test"};
  ASSERT_EQ(f.Run(o), 0);
  ASSERT_EQ(f.asked.size(), 1u);
  const ReproSpec& s = f.asked[0];
  EXPECT_EQ(s.probe, "onnx");  // no store: the first probe
  EXPECT_EQ(fs::path(s.script), fs::path(f.dir.path()) / "repro" / "filters.sobel-onnx.py");
  EXPECT_EQ(fs::path(s.data), fs::path(f.dir.path()) / "repro" / "filters.sobel-onnx.pt");
  EXPECT_EQ(s.command,
            "capgrid repro filters.sobel --probe onnx builtin:test -o repro/filters.sobel-onnx.py "
            "--force");
  EXPECT_EQ(f.out.str(),
            "wrote repro/filters.sobel-onnx.py and repro/filters.sobel-onnx.pt (standalone: "
            "needs torch and the library, not capgrid)\n");
}

TEST(CmdRepro, RefusesToOverwriteWithoutForce) {
  ReproFixture f;
  fs::create_directories(f.dir.Sub("repro"));
  std::ofstream(f.dir.path() + "/repro/filters.sobel-onnx.pt") << "mine";
  ReproOptions o;
  o.case_name = "filters.sobel";
  o.packs = {"builtin:test"};
  EXPECT_EQ(f.Message(o),
            "repro: repro/filters.sobel-onnx.pt exists (pass --force to overwrite it)");
  EXPECT_EQ(f.factory_calls, 0);  // refused before any worker starts
  o.output = "mine.txt.py";
  std::ofstream(f.dir.path() + "/mine.txt.md") << "mine";
  o.markdown = true;
  EXPECT_EQ(f.Message(o), "repro: mine.txt.md exists (pass --force to overwrite it)");
  o.force = true;
  EXPECT_EQ(f.Run(o), 0);
  std::ifstream md(f.dir.path() + "/mine.txt.md");
  std::string body((std::istreambuf_iterator<char>(md)), {});
  EXPECT_NE(body.find("No stored result of this case and probe"), std::string::npos) << body;
  EXPECT_NE(body.find("# capgrid repro of 'filters.sobel'"), std::string::npos) << body;
}

TEST(CmdRepro, ReadsTheStoredResultAndItsRunsOptions) {
  ReproFixture f;
  {
    auto store = Store::Open(f.dir.Sub("res"), true);
    RunInfo run = store->CreateRun({{"library", "kornia"}, {"device", "cpu"}, {"opset", 17}},
                                   "k1", {"onnx", "export"}, {"builtin:test"});
    ResultRow r;
    r.case_name = "filters.sobel";
    r.fingerprint = "f1";
    r.probe = "onnx";
    r.status = "ok";
    r.record = {{"status", "ok"}};
    store->WriteResult(run.id, r);
    r.probe = "export";
    r.status = "fail";
    r.record = {{"status", "fail"},
                {"error", "GuardOnDataDependentSymNode: Could not guard"},
                {"detail", "torch.export.export raised"},
                {"chain", "TorchExportError: \x1b[96mstep 1/3\x1b[0m\n-- caused by --\nroot"},
                {"where", "kornia/x.py:3"}};
    r.stack = {{"stack", json::object()}, {"options", {{"reuse_export", true}}}};
    store->WriteResult(run.id, r);
  }
  ReproOptions o;
  o.case_name = "filters.sobel";
  o.packs = {"builtin:test"};
  o.results_dir = "res";
  o.markdown = true;
  ASSERT_EQ(f.Run(o), 0);
  ASSERT_EQ(f.asked.size(), 1u);
  EXPECT_EQ(f.asked[0].probe, "export");
  EXPECT_EQ(f.asked[0].options, (json{{"reuse_export", true}}));
  EXPECT_NE(f.asked[0].command.find("--results res --device cpu --opset 17"), std::string::npos)
      << f.asked[0].command;
  std::ifstream md(f.dir.path() + "/repro/filters.sobel-export.md");
  std::string body((std::istreambuf_iterator<char>(md)), {});
  EXPECT_NE(body.find("```\nstatus: fail\nerror: GuardOnDataDependentSymNode: Could not guard\n"
                      "detail: torch.export.export raised\n```"),
            std::string::npos)
      << body;
  EXPECT_NE(body.find("TorchExportError: step 1/3\n-- caused by --\nroot\n"), std::string::npos)
      << body;
  EXPECT_NE(body.find("| kornia | 0.9.0 |"), std::string::npos) << body;
}

std::string Bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

TEST(CmdRepro, ASchema1StoreIsReadAsItIs) {
  ReproFixture f;
  WriteSchema1Store(f.dir.Sub("old"), "1.0");
  ReproOptions o;
  o.case_name = "filters.sobel";
  o.packs = {"builtin:test"};
  o.results_dir = "old";
  o.markdown = true;
  ASSERT_EQ(f.Run(o), 0);
  ASSERT_EQ(f.asked.size(), 1u);
  EXPECT_EQ(f.asked[0].probe, "onnx");  // every stored result is ok: the first probe
  EXPECT_EQ(f.asked[0].options, json::object());  // schema 1 recorded no job options
  // Not migrated (run would make it schema 2 and add its dependency tables).
  SQLite::Database check(Store::PathIn(f.dir.Sub("old")), SQLite::OPEN_READONLY);
  EXPECT_EQ(check.execAndGet("SELECT value FROM meta").getString(), "1");
  EXPECT_EQ(check.execAndGet("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'").getInt(),
            4);
  std::string body = Bytes(f.dir.path() + "/repro/filters.sobel-onnx.md");
  EXPECT_NE(body.find("status `ok`"), std::string::npos) << body;
}

TEST(CmdRepro, AMissingResultsDirIsAnError) {
  ReproFixture f;
  ReproOptions o;
  o.case_name = "filters.sobel";
  o.results_dir = "nowhere";
  EXPECT_THROW(f.Run(o), UsageError);
  EXPECT_EQ(f.factory_calls, 0);
}

}  // namespace
}  // namespace capgrid
