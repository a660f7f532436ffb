// `capgrid run` reusing stored results (docs/store.md "Reuse"), through a FakeRunner whose
// records carry sources and whose Digests() answers from a map the test changes.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>

#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include "cmd_run.h"
#include "cmd_status.h"
#include "errors.h"
#include "exit_status.h"
#include "store.h"
#include "store_schema1_test.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

// Each case executes "lib/<group>.py" and "lib/common.py"; the digests are what the files hash
// to "now".
struct ReuseFixture {
  TempDir dir;
  FakeTerminal term{false};
  FakeClock clock;
  json digests = {{"lib/filters.py", "f1"}, {"lib/color.py", "c1"}, {"lib/common.py", "k1"}};
  json probe_versions = {{"onnx", 1}, {"export", 1}, {"compile", 1}};
  std::string torch = "2.13";
  std::string library_version = "1.0";
  json stack_extra = json::object();  // more hello.stack fields (data/stack.json added_fields)
  json probe_keeps = json::object();  // hello.probe_keeps
  std::set<std::string> no_graph;     // cases whose compile record says graphs = 0
  std::vector<Job> started;

  RunOptions Options(const std::string& results = "results") {
    RunOptions o;
    o.packs = {"builtin:test"};
    o.results_dir = dir.Sub(results);
    o.jobs = 1;
    // The three static probes: reuse is per (case, probe), and the counts below are 3 per case.
    o.probes = {"onnx", "export", "compile"};
    FinishRunOptions(o, "", "");
    return o;
  }
  Handshake Hello() {
    Handshake hs;
    hs.provenance = {{"library", "lib"}, {"library_version", library_version},
                     {"torch", torch}, {"device", "cpu"}};
    hs.stack = {{"torch", torch}, {"device", "cpu"}};
    hs.stack.update(stack_extra);
    hs.probe_versions = probe_versions;
    hs.probe_keeps = probe_keeps;
    for (const char* n : {"filters.sobel", "filters.canny", "color.hsv"}) {
      std::string name = n;
      hs.cases.push_back(MakeCase(name, name.substr(0, name.find('.')), "fp-" + name));
    }
    return hs;
  }
  int Run(const RunOptions& o) {
    RunEnv env;
    env.terminal = &term;
    env.clock = &clock;
    env.cores = 2;
    Handshake hs = Hello();
    env.make_runner = [this, hs](const PoolOptions& p) {
      auto runner = std::make_unique<FakeRunner>(p.workers);
      runner->handshake = hs;
      runner->digests = digests;
      runner->on_start = [this](const Job& j) { started.push_back(j); };
      runner->respond = [this](const Job& job) {
        auto events = ReplyAll(job);
        std::string group = job.case_name.substr(0, job.case_name.find('.'));
        for (auto& e : events) {
          if (e.result) {
            // a file with declared keeps is recorded with its current digest, the first
            auto now = [this](const std::string& k) {
              return digests[k].is_array() ? digests[k][0] : digests[k];
            };
            e.result->record["sources"] = {{"lib/" + group + ".py", now("lib/" + group + ".py")},
                                           {"lib/common.py", now("lib/common.py")}};
            if (e.result->probe == "compile") {
              e.result->record["graphs"] = no_graph.count(job.case_name) ? 0 : 1;
              e.result->record["case"] = job.case_name;
            }
          }
        }
        return events;
      };
      return runner;
    };
    started.clear();
    return ExecuteRun(o, env);
  }
  std::set<std::string> StartedPairs() const {
    std::set<std::string> out;
    for (const auto& j : started) {
      for (const auto& p : j.probes) out.insert(j.case_name + " " + p);
    }
    return out;
  }
};

TEST(CmdRunReuse, NoOpRerunProbesNothingAndSaysSo) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.started.size(), 3u);
  EXPECT_NE(f.term.text().find("reused 0, probed 9 of 9 results"), std::string::npos)
      << f.term.text();
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty());
  EXPECT_NE(f.term.text().find("reused 9, probed 0 of 9 results"), std::string::npos)
      << f.term.text();
  std::ostringstream out;
  ExecuteStatus(f.dir.Sub("results"), out, true);
  json doc = json::parse(out.str());
  EXPECT_EQ(doc["reused"], 9);
  EXPECT_EQ(doc["probed"], 0);
  EXPECT_EQ(doc["total"], 9);
}

TEST(CmdRunReuse, AChangedSourceFileReprobesExactlyTheResultsThatExecutedIt) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.digests["lib/color.py"] = "c2";
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"color.hsv onnx", "color.hsv export",
                                                      "color.hsv compile"}));
  EXPECT_NE(f.term.text().find("reused 6, probed 3 of 9 results"), std::string::npos);
  // A file every case executed, now unreadable (deleted): everything is probed again.
  f.digests.erase("lib/common.py");
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
}

TEST(CmdRunReuse, ADeclaredSourceKeepKeepsTheResultsOfTheOldDigestOnly) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  // color.py edited, the edit declared (the worker answers every digest it accepts): reused.
  f.digests["lib/color.py"] = json::array({"c2", "c1"});
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty());
  // edited again, the keep no longer reaching c1: its results are probed again
  f.digests["lib/color.py"] = json::array({"c3", "c2"});
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"color.hsv onnx", "color.hsv export",
                                                      "color.hsv compile"}));
}

TEST(CmdRunReuse, AProbeVersionBumpReprobesOnlyThatProbe) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.probe_versions["compile"] = 2;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"filters.sobel compile",
                                                      "filters.canny compile",
                                                      "color.hsv compile"}));
  auto store = Store::Open(f.dir.Sub("results"), false);
  for (const auto& r : store->Results(1)) {
    EXPECT_EQ(r.probe_version, r.probe == "compile" ? 2 : 1) << r.case_name << " " << r.probe;
  }
}

TEST(CmdRunReuse, ABumpThatKeepsResultsReprobesOnlyThoseItDoesNotKeep) {
  ReuseFixture f;
  f.no_graph = {"color.hsv"};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.probe_versions["compile"] = 2;
  f.probe_keeps = {{"compile", json::array({{{"from", 1}, {"unless", {{"graphs", 0}}}}})}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"color.hsv compile"}));
  EXPECT_NE(f.term.text().find("reused 8, probed 1 of 9 results"), std::string::npos)
      << f.term.text();
  // The kept results carry the new version and say which version measured them.
  auto store = Store::Open(f.dir.Sub("results"), false);
  for (const auto& r : store->Results(1)) {
    EXPECT_EQ(r.probe_version, r.probe == "compile" ? 2 : 1) << r.case_name << " " << r.probe;
    const bool kept = r.probe == "compile" && r.case_name != "color.hsv";
    EXPECT_EQ(r.reused_from.is_object() && r.reused_from.value("probe_version", 0) == 1, kept)
        << r.case_name << " " << r.probe << " " << r.reused_from.dump();
  }
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  // Only the previous version is kept: a second bump keeping nothing probes every compile.
  f.probe_versions["compile"] = 3;
  f.probe_keeps = json::object();
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 3u);
}

TEST(CmdRunReuse, KeptResultsChainAcrossBumpsUntilOneKeepsThemNot) {
  ReuseFixture f;
  f.no_graph = {"color.hsv"};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);  // every compile result measured at version 1
  // Two bumps since, each keeping what the other does not look at: version 1's results are
  // valid at version 3 unless either declaration names them.
  const json one_to_two = {{"from", 1}, {"unless", {{"graphs", 0}}}};
  const json two_to_three = {{"from", 2}, {"unless", {{"case", "filters.canny"}}}};
  f.probe_versions["compile"] = 3;
  f.probe_keeps = {{"compile", json::array({one_to_two, two_to_three})}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs(),
            (std::set<std::string>{"color.hsv compile", "filters.canny compile"}));
  auto store = Store::Open(f.dir.Sub("results"), false);
  for (const auto& r : store->Results(1)) {
    if (r.probe == "compile" && r.case_name == "filters.sobel") {
      EXPECT_EQ(r.probe_version, 3) << r.case_name;
      EXPECT_EQ(r.reused_from.value("probe_version", 0), 1) << r.reused_from.dump();
    }
  }
}

TEST(CmdRunReuse, RerunKeptProbesAgainWhatABumpKeptAndNothingElse) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);  // version 1 of every probe
  f.probe_versions["compile"] = 2;
  f.probe_versions["onnx"] = 2;
  const json keep_all = json::array({{{"from", 1}, {"unless", json::object()}}});
  f.probe_keeps = {{"compile", keep_all}, {"onnx", keep_all}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);  // kept: stored at version 2, measured by 1
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  RunOptions o = f.Options();
  o.rerun_kept = {"compile"};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"filters.sobel compile",
                                                      "filters.canny compile",
                                                      "color.hsv compile"}));
  // measured by version 2 now: asked again, nothing is left to probe
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
}

TEST(CmdRunReuse, AChainWithAGapKeepsNothingOlderThanTheGap) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);  // version 1
  f.probe_versions["compile"] = 3;
  // only the 2 -> 3 bump declared anything: version 1's results are stale
  f.probe_keeps = {{"compile", json::array({{{"from", 2}, {"unless", json::object()}}})}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 3u);
}

TEST(CmdRunReuse, ANewLibraryVersionReusesUnchangedResultsAndRecordsWhereFrom) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.library_version = "1.1";
  f.digests["lib/filters.py"] = "f2";
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 6u);  // the two filters cases
  auto store = Store::Open(f.dir.Sub("results"), false);
  ASSERT_EQ(store->Runs().size(), 2u);
  auto rows = store->Results(2);
  ASSERT_EQ(rows.size(), 9u);
  int reused = 0;
  for (const auto& r : rows) {
    if (r.case_name == "color.hsv") {
      ASSERT_TRUE(r.reused_from.is_object()) << r.probe;
      EXPECT_EQ(r.reused_from["run"], 1);
      EXPECT_FALSE(r.reused_from["measured_at"].get<std::string>().empty());
      ++reused;
    } else {
      EXPECT_TRUE(r.reused_from.is_null());
    }
  }
  EXPECT_EQ(reused, 3);
  // The merged snapshot says which results were measured by the earlier run.
  json snap = json::parse(std::ifstream(f.dir.Sub("results/snapshot.json")));
  int marked = 0;
  for (const auto& c : snap["cases"]) marked += c.contains("reused_from") ? 1 : 0;
  EXPECT_EQ(marked, 1);
}

TEST(CmdRunReuse, AnotherStackReusesNothing) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.torch = "2.14";
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
}

TEST(CmdRunReuse, AStackFieldAddedLaterIsReadAsItsAssumedValue) {
  // Results stored before the interpreter, the machine and the capture environment were part of
  // the stack stay valid where those are the assumed values (data/stack.json added_fields)...
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.stack_extra = {{"interpreter", "cpython"}, {"machine", "x86_64"}, {"env", json::object()}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  // ...and nowhere else: another machine, or a variable that changes capture, probes again.
  f.stack_extra["machine"] = "aarch64";
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
  f.stack_extra["machine"] = "x86_64";
  f.stack_extra["env"] = {{"TORCHDYNAMO_CAPTURE_SCALAR_OUTPUTS", "1"}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();  // the same variable again: reused
}

TEST(CmdRunReuse, ADeploymentTargetIsPartOfItsOwnProbesStackOnly) {
  // data/stack.json "targets": installing executorch changes no other probe's stack, and a new
  // executorch release probes the executorch column again and nothing else.
  ReuseFixture f;
  f.probe_versions["executorch"] = 1;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  f.stack_extra = {{"targets", {{"executorch", {{"version", "1.5.1"}}}}}};
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  RunOptions o = f.Options();
  o.probes.push_back("executorch");
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"color.hsv executorch",
                                                     "filters.canny executorch",
                                                     "filters.sobel executorch"}));
  // each result's stack holds its own probe's target only
  SQLite::Database db(Store::PathIn(o.results_dir));
  SQLite::Statement q(db, "SELECT r.probe, s.stack FROM results r JOIN stacks s ON s.id = r.stack_id");
  while (q.executeStep()) {
    const json stack = json::parse(q.getColumn(1).getString());
    const json targets = stack["stack"].value("targets", json::object());
    EXPECT_EQ(targets.contains("executorch"), q.getColumn(0).getString() == "executorch")
        << stack.dump();
  }
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  f.stack_extra["targets"]["executorch"]["version"] = "1.6.0";
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 3u);
  for (const auto& j : f.started) EXPECT_EQ(j.probes, std::vector<std::string>{"executorch"});
}

TEST(CmdRunReuse, AProbeWhoseTargetTheWorkerLacksIsRefusedNamingTheExtra) {
  ReuseFixture f;
  f.probe_versions["openvino"] = 1;
  RunOptions o = f.Options();
  o.probes.push_back("openvino");
  o.probes_named = true;
  try {
    f.Run(o);
    FAIL() << "accepted";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--probes openvino"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("capgrid[openvino]"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(Store::PathIn(o.results_dir)));
  EXPECT_TRUE(f.started.empty());
}

TEST(CmdRunReuse, OtherCaptureOptionsReuseNothingAndStartTheirOwnRun) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  RunOptions o = f.Options();
  o.explain = true;
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
  EXPECT_EQ(Store::Open(f.dir.Sub("results"), false)->Runs().size(), 2u);
}

TEST(CmdRunReuse, RerunAndFreshForceProbing) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  RunOptions o = f.Options();
  o.rerun = "sobel";
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs(), (std::set<std::string>{"filters.sobel onnx",
                                                      "filters.sobel export",
                                                      "filters.sobel compile"}));
  o = f.Options();
  o.fresh = true;
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
}

TEST(CmdRunReuse, BadRerunExpressionIsRefusedNamingTheFlag) {
  RunOptions o;
  o.rerun = "sobel and";
  try {
    FinishRunOptions(o, "", "");
    FAIL() << "accepted";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--rerun 'sobel and'"), std::string::npos) << e.what();
  }
}

TEST(CmdRunReuse, ReuseFromAnotherStoreCopiesWithoutWritingIt) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options("seed")), kExitOk);
  auto before = std::filesystem::file_size(Store::PathIn(f.dir.Sub("seed")));
  RunOptions o = f.Options("fresh-results");
  o.reuse_from = {f.dir.Sub("seed")};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_TRUE(f.started.empty());
  auto rows = Store::Open(f.dir.Sub("fresh-results"), false)->Results(1);
  ASSERT_EQ(rows.size(), 9u);
  EXPECT_EQ(rows[0].reused_from["store"], f.dir.Sub("seed"));
  EXPECT_EQ(std::filesystem::file_size(Store::PathIn(f.dir.Sub("seed"))), before);
  // A --reuse-from that is not a store: one line, before anything is created.
  o = f.Options("third");
  o.reuse_from = {f.dir.Sub("nothing-here")};
  EXPECT_THROW(f.Run(o), UsageError);
  EXPECT_FALSE(std::filesystem::exists(f.dir.Sub("third/capgrid.sqlite")));
}

TEST(CmdRunReuse, AnUnreadableDependencyRecordIsProbedAgainWithOneWarning) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  {
    SQLite::Database db(Store::PathIn(f.dir.Sub("results")), SQLite::OPEN_READWRITE);
    db.exec("UPDATE sources SET files = '{not json' WHERE id = (SELECT MIN(id) FROM sources)");
  }
  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 6u);  // the results sharing that record (one group)
  std::string text = f.term.text();
  EXPECT_NE(text.find("warning: " + Store::PathIn(f.dir.Sub("results")) +
                      ": 6 results with a dependency record that cannot be read"),
            std::string::npos)
      << text;
}

// Bytes of every file below `dir` (the store, its WAL, the lock, logs), to show --plan wrote none.
std::map<std::string, std::string> Tree(const std::string& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    std::ifstream in(e.path(), std::ios::binary);
    out[e.path().string()] = {std::istreambuf_iterator<char>(in), {}};
  }
  return out;
}

TEST(CmdRunPlan, SaysWhatWouldBeProbedAndWhyWithoutProbingOrWriting) {
  ReuseFixture f;
  RunOptions plan = f.Options();
  plan.plan = true;
  // No store yet: every pair, and the results folder is not even created.
  ASSERT_EQ(f.Run(plan), kExitOk);
  EXPECT_TRUE(f.started.empty());
  EXPECT_FALSE(std::filesystem::exists(f.dir.Sub("results")));
  EXPECT_NE(f.term.text().find("to run: color.hsv onnx: no stored result"), std::string::npos)
      << f.term.text();
  EXPECT_NE(f.term.text().find("capgrid: plan: would reuse 0, probe 9 of 9 results"),
            std::string::npos);

  ASSERT_EQ(f.Run(f.Options()), kExitOk);
  const auto before = Tree(f.dir.Sub("results"));
  f.term.Clear();
  ASSERT_EQ(f.Run(plan), kExitOk);
  EXPECT_TRUE(f.started.empty());
  EXPECT_NE(f.term.text().find("capgrid: plan: would reuse 9, probe 0 of 9 results"),
            std::string::npos)
      << f.term.text();

  // A changed source and a bumped probe: each pair with the reason its result is not reused,
  // the counts by reason, and still nothing probed or written.
  f.digests["lib/color.py"] = "c2";
  f.probe_versions["compile"] = 2;
  f.term.Clear();
  ASSERT_EQ(f.Run(plan), kExitOk);
  EXPECT_TRUE(f.started.empty());
  const std::string text = f.term.text();
  EXPECT_NE(text.find("to run: color.hsv onnx: a source it recorded changed: lib/color.py"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("to run: filters.sobel compile: probe version 1, the probe is at 2 and no "
                      "bump since keeps it"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("3 pairs: probe version 1, the probe is at 2 and no bump since keeps it "
                      "(compile 3)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("capgrid: plan: would reuse 4, probe 5 of 9 results"), std::string::npos)
      << text;
  EXPECT_EQ(Tree(f.dir.Sub("results")), before);

  // A file a result recorded that is not here now (another machine's cache) is named as such.
  f.digests.erase("lib/common.py");
  f.term.Clear();
  ASSERT_EQ(f.Run(plan), kExitOk);
  EXPECT_NE(f.term.text().find("to run: filters.canny onnx: a source it recorded is not here: "
                               "lib/common.py"),
            std::string::npos)
      << f.term.text();
}

TEST(CmdRunPlan, CountsAnotherStoresResultsAsRunDoes) {
  ReuseFixture f;
  ASSERT_EQ(f.Run(f.Options("seed")), kExitOk);
  RunOptions o = f.Options("elsewhere");
  o.plan = true;
  o.reuse_from = {f.dir.Sub("seed")};
  f.stack_extra = {{"env", {{"TORCHINDUCTOR_FREEZING", "1"}}}};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_NE(f.term.text().find("to run: color.hsv export: another stack (stack.env)"),
            std::string::npos)
      << f.term.text();
  f.stack_extra = json::object();
  f.term.Clear();
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_NE(f.term.text().find("capgrid: plan: would reuse 9, probe 0 of 9 results"),
            std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(f.dir.Sub("elsewhere")));
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

TEST(StoreMigration, Schema1IsReadAsItIsAndMigratedInPlaceByRun) {
  TempDir dir;
  WriteSchema1Store(dir.Sub("old"), "1.0");
  {
    auto store = Store::Open(dir.Sub("old"), false);
    EXPECT_EQ(store->schema_version(), 1);
    auto rows = store->Results(1);
    ASSERT_EQ(rows.size(), 9u);
    EXPECT_EQ(rows[0].probe_version, 1);
    EXPECT_EQ(rows[0].stack["legacy"], true);
    EXPECT_EQ(rows[0].stack["stack"], (json{{"torch", "2.13"}, {"device", "cpu"}}));
    EXPECT_FALSE(rows[0].sources.has_value());
  }
  SQLite::Database check(Store::PathIn(dir.Sub("old")), SQLite::OPEN_READONLY);
  EXPECT_EQ(check.execAndGet("SELECT value FROM meta").getString(), "1");  // reading kept it

  ReuseFixture f;
  RunOptions o = f.Options();
  o.results_dir = dir.Sub("old");
  ASSERT_EQ(f.Run(o), kExitOk);
  // Same library version and stack fields: every schema-1 result stays valid, in place.
  EXPECT_TRUE(f.started.empty()) << f.term.text();
  EXPECT_NE(f.term.text().find("reused 9, probed 0 of 9 results"), std::string::npos);
  EXPECT_EQ(check.execAndGet("SELECT value FROM meta").getString(), "2");
  EXPECT_EQ(check.execAndGet("SELECT COUNT(*) FROM results WHERE stack_id = 0").getInt(), 0);
}

TEST(StoreMigration, Schema1ResultsWereMeasuredWithTheAddedFieldsAssumedValues) {
  TempDir dir;
  WriteSchema1Store(dir.Sub("old"), "1.0");
  ReuseFixture f;
  f.stack_extra = {{"env", {{"TORCHINDUCTOR_FREEZING", "1"}}}};
  RunOptions o = f.Options("new");
  o.reuse_from = {dir.Sub("old")};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);
  f.stack_extra = {{"env", json::object()}, {"machine", "x86_64"}};
  o = f.Options("newer");
  o.reuse_from = {dir.Sub("old")};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_TRUE(f.started.empty()) << f.term.text();
}

TEST(StoreMigration, Schema1ResultsDependOnTheLibraryVersionAsAWhole) {
  TempDir dir;
  WriteSchema1Store(dir.Sub("old"), "0.9");
  ReuseFixture f;
  RunOptions o = f.Options("new");
  o.reuse_from = {dir.Sub("old")};
  ASSERT_EQ(f.Run(o), kExitOk);
  EXPECT_EQ(f.StartedPairs().size(), 9u);  // recorded no sources: a new version reruns them
  EXPECT_EQ(Store::Open(dir.Sub("old"), false)->schema_version(), 1);  // never written
}

}  // namespace
}  // namespace capgrid
