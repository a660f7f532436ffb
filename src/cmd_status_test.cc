#include "cmd_status.h"

#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
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

}  // namespace
}  // namespace capgrid
