#include "cmd_status.h"

#include <sstream>

#include <gtest/gtest.h>

#include <fmt/format.h>

#include "errors.h"
#include "selection.h"
#include "store.h"
#include "test.h"

namespace capgrid {
namespace {

TEST(CmdStatus, NoStoreIsAClearError) {
  TempDir dir;
  std::ostringstream out;
  EXPECT_THROW(ExecuteStatus(dir.path(), out), UsageError);
}

TEST(CmdStatus, NewestRunPerProbe) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path(), true);
    store->CreateRun({{"library", "old"}}, "k0", {"onnx"}, {"p"});
    RunInfo run = store->CreateRun({{"library", "kornia"}, {"library_version", "0.9.0"}}, "k1",
                                   {"onnx", "export"}, {"builtin:kornia"});
    store->SetInventory(run.id, {{"a", "g", "fa", {}}, {"b", "g", "fb", {}}});
    ResultRow r;
    r.case_name = "a";
    r.probe = "onnx";
    r.fingerprint = "fa";
    r.status = "ok";
    store->WriteResult(run.id, r);
    r.probe = "export";
    r.status = "fail";
    store->WriteResult(run.id, r);
  }
  std::ostringstream out;
  ExecuteStatus(dir.path(), out);
  std::string text = out.str();
  EXPECT_NE(text.find("run 2 of 2"), std::string::npos) << text;
  EXPECT_NE(text.find("kornia 0.9.0"), std::string::npos) << text;
  EXPECT_NE(text.find("onnx            1/2      1      0        1"), std::string::npos) << text;
  EXPECT_NE(text.find("missing: 2 of 4 (case, probe) pairs"), std::string::npos) << text;

  std::ostringstream json_out;
  ExecuteStatus(dir.path(), json_out, true);
  auto doc = nlohmann::json::parse(json_out.str());
  EXPECT_EQ(doc["run"], 2);
  EXPECT_EQ(doc["missing"], 2);
  EXPECT_EQ(doc["complete"], false);
  EXPECT_EQ(doc["probes"]["onnx"], (nlohmann::json{{"done", 1}, {"total", 2}}));
}

// A shard store: the progress, the verdict and the resume advice are the shard's, from the
// selection its newest invocation recorded.
TEST(CmdStatus, AShardStoreIsJudgedByItsShard) {
  TempDir dir;
  std::vector<InventoryRow> inventory;
  std::vector<std::string> mine;
  for (const char* name : {"a", "b", "c", "d", "e", "f", "g", "h"}) {
    inventory.push_back({name, "g", std::string("f") + name, {}});
    if (ShardOf(name, 2) == 1) mine.push_back(name);
  }
  ASSERT_GE(mine.size(), 2u);
  ASSERT_LT(mine.size(), inventory.size());
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({{"library", "kornia"}}, "k1", {"onnx"}, {"builtin:kornia"});
  store->SetInventory(run.id, inventory);
  for (size_t i = 1; i < mine.size(); ++i) {  // all but the first of the shard's cases
    ResultRow r;
    r.case_name = mine[i];
    r.probe = "onnx";
    r.fingerprint = "f" + mine[i];
    r.status = "ok";
    store->WriteResult(run.id, r);
  }
  Invocation inv{run.id, "t0", "t1", 0, 1, 2, 1, nlohmann::json::object()};
  inv.selection = {{"shard", "2/2"}, {"keyword", ""}, {"groups", nlohmann::json::array()},
                   {"cases", nlohmann::json::array()}};
  store->AddInvocation(inv);
  const int n = static_cast<int>(mine.size());

  std::ostringstream out;
  ExecuteStatus(dir.path(), out);
  std::string text = out.str();
  EXPECT_NE(text.find(fmt::format("8 cases, {} of them selected by the last capgrid run (shard "
                                  "2/2)\n", n)),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(fmt::format("shard 2/2: missing: 1 of {} (case, probe) pairs of this shard "
                                  "(resume with `capgrid run builtin:kornia --results {} --probes "
                                  "onnx --shard 2/2`)\n",
                                  n, dir.path())),
            std::string::npos)
      << text;
  std::ostringstream as_json;
  ExecuteStatus(dir.path(), as_json, true);
  auto doc = nlohmann::json::parse(as_json.str());
  EXPECT_EQ(doc["missing"], 1);
  EXPECT_EQ(doc["selected_cases"], n);
  EXPECT_EQ(doc["selection"]["shard"], "2/2");
  EXPECT_NE(doc["resume"].get<std::string>().find("--shard 2/2"), std::string::npos);

  ResultRow r;
  r.case_name = mine[0];
  r.probe = "onnx";
  r.fingerprint = "f" + mine[0];
  r.status = "fail";
  store->WriteResult(run.id, r);
  std::ostringstream done;
  ExecuteStatus(dir.path(), done);
  EXPECT_NE(done.str().find(fmt::format("shard 2/2: complete: all {} (case, probe) pairs of this "
                                        "shard have a result\n", n)),
            std::string::npos)
      << done.str();
  // A later invocation of the whole run judges the whole run again.
  inv.selection = {{"shard", nullptr}, {"keyword", ""}, {"groups", nlohmann::json::array()},
                   {"cases", nlohmann::json::array()}};
  store->AddInvocation(inv);
  std::ostringstream whole;
  ExecuteStatus(dir.path(), whole);
  EXPECT_NE(whole.str().find(fmt::format("missing: {} of 8 (case, probe) pairs (resume with "
                                         "`capgrid run builtin:kornia --results {} --probes onnx`)",
                                         8 - n, dir.path())),
            std::string::npos)
      << whole.str();
}

}  // namespace
}  // namespace capgrid
