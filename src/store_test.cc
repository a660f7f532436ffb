#include "store.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

std::string ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void WriteBytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

ResultRow Result(const std::string& name, const std::string& probe, const std::string& status,
                 double seconds = 1.0) {
  ResultRow r;
  r.case_name = name;
  r.probe = probe;
  r.fingerprint = "fp-" + name;
  r.status = status;
  r.record = {{"status", status}, {"detail", "d"}};
  r.duration_s = seconds;
  r.worker = "1-0";
  return r;
}

TEST(Store, MissingStoreWithoutCreateIsUsageError) {
  TempDir dir;
  EXPECT_THROW(Store::Open(dir.path(), false), UsageError);
  EXPECT_FALSE(std::filesystem::exists(Store::PathIn(dir.path())));
}

TEST(Store, CreatesDirectoryAndSchema) {
  TempDir dir;
  auto store = Store::Open(dir.Sub("a/b"), true);
  EXPECT_TRUE(std::filesystem::exists(dir.Sub("a/b/capgrid.sqlite")));
  SQLite::Database db(store->path());
  EXPECT_EQ(db.execAndGet("SELECT value FROM meta WHERE key='schema_version'").getString(), "2");
  EXPECT_EQ(db.execAndGet("PRAGMA journal_mode").getString(), "wal");
}

TEST(Store, CreationLeftHalfDoneByAKilledRunIsRedoneNotRefused) {
  // A run SIGKILLed while creating leaves only the temporary file (never a schema-less
  // capgrid.sqlite); the next run starts over.
  TempDir dir;
  WriteBytes(dir.Sub("capgrid.sqlite.creating"), "half written");
  WriteBytes(dir.Sub("capgrid.sqlite.creating-wal"), "stale");
  auto store = Store::Open(dir.path(), true);
  EXPECT_TRUE(std::filesystem::exists(dir.Sub("capgrid.sqlite")));
  EXPECT_FALSE(std::filesystem::exists(dir.Sub("capgrid.sqlite.creating")));
  EXPECT_FALSE(std::filesystem::exists(dir.Sub("capgrid.sqlite.creating-wal")));
  RunInfo run = store->CreateRun({{"torch", "2.13"}}, "key", {"onnx"}, {"builtin:kornia"});
  EXPECT_EQ(store->FindRun("key")->id, run.id);
}

TEST(Store, ResultIsReadableFromANewStoreObjectAfterWriteReturns) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({{"torch", "2.13"}}, "key", {"onnx"}, {"builtin:kornia"});
  store->WriteResult(run.id, Result("a", "onnx", "ok", 2.5));
  // A second connection (as a crash-restarted capgrid would open) sees the committed row while
  // the first one is still open.
  auto other = Store::Open(dir.path(), false);
  auto results = other->Results(run.id);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].case_name, "a");
  EXPECT_EQ(results[0].status, "ok");
  EXPECT_EQ(results[0].record["detail"], "d");
  EXPECT_DOUBLE_EQ(results[0].duration_s, 2.5);
  EXPECT_EQ(results[0].worker, "1-0");
  EXPECT_FALSE(results[0].finished_at.empty());
}

TEST(Store, SameCaseAndProbeIsReplaced) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({}, "key", {"onnx"}, {});
  store->WriteResult(run.id, Result("a", "onnx", "crash"));
  store->WriteResult(run.id, Result("a", "onnx", "ok"));
  store->WriteResult(run.id, Result("a", "export", "fail"));
  auto results = store->Results(run.id);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].probe, "onnx");
  EXPECT_EQ(results[0].status, "ok");
}

TEST(Store, FindRunReturnsNewestWithKey) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  store->CreateRun({{"v", 1}}, "k1", {"onnx"}, {"p"});
  RunInfo second = store->CreateRun({{"v", 2}}, "k1", {"onnx", "export"}, {"p"});
  store->CreateRun({{"v", 3}}, "k2", {"onnx"}, {"p"});
  auto found = store->FindRun("k1");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->id, second.id);
  EXPECT_EQ(found->provenance["v"], 2);
  EXPECT_EQ(found->probes, (std::vector<std::string>{"onnx", "export"}));
  EXPECT_FALSE(store->FindRun("nope"));
  EXPECT_EQ(store->Runs().size(), 3u);
  store->SetRunProbes(second.id, {"compile"});
  EXPECT_EQ(store->Run(second.id)->probes, std::vector<std::string>{"compile"});
}

TEST(Store, InventoryIsReplacedAndKeepsPackOrder) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo run = store->CreateRun({}, "key", {"onnx"}, {});
  store->SetInventory(run.id, {{"z", "g", "1", MakeCase("z", "g")}, {"a", "g", "2", {}}});
  store->SetInventory(run.id,
                      {{"m", "h", "3", MakeCase("m", "h")}, {"b", "g", "4", MakeCase("b", "g")}});
  auto inv = store->Inventory(run.id);
  ASSERT_EQ(inv.size(), 2u);
  EXPECT_EQ(inv[0].name, "m");
  EXPECT_EQ(inv[0].group, "h");
  EXPECT_EQ(inv[0].info["name"], "m");
  EXPECT_EQ(inv[1].fingerprint, "4");
}

TEST(Store, DurationsAverageAcrossRuns) {
  TempDir dir;
  auto store = Store::Open(dir.path(), true);
  RunInfo r1 = store->CreateRun({}, "k1", {"onnx"}, {});
  RunInfo r2 = store->CreateRun({}, "k2", {"onnx"}, {});
  store->WriteResult(r1.id, Result("a", "onnx", "ok", 1.0));
  store->WriteResult(r2.id, Result("a", "onnx", "ok", 3.0));
  store->WriteResult(r2.id, Result("b", "export", "ok", 5.0));
  auto d = store->Durations();
  std::map<std::string, double> m(d.begin(), d.end());
  EXPECT_DOUBLE_EQ(m.at("a\tonnx"), 2.0);
  EXPECT_DOUBLE_EQ(m.at("b\texport"), 5.0);
}

TEST(Store, GarbageFileIsRefusedAndLeftUntouched) {
  TempDir dir;
  std::string path = Store::PathIn(dir.path());
  std::string garbage(8192, 'x');
  WriteBytes(path, garbage);
  try {
    Store::Open(dir.path(), true);
    FAIL() << "expected UsageError";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
  }
  EXPECT_EQ(ReadBytes(path), garbage);
}

TEST(Store, ForeignSqliteDatabaseIsRefusedAndLeftUntouched) {
  TempDir dir;
  std::string path = Store::PathIn(dir.path());
  {
    SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db.exec("CREATE TABLE t (x)");
  }
  std::string before = ReadBytes(path);
  EXPECT_THROW(Store::Open(dir.path(), true), UsageError);
  EXPECT_EQ(ReadBytes(path), before);
}

TEST(Store, JsonColumnThatIsNotJsonIsAUsageErrorNamingTheStore) {
  TempDir dir;
  int64_t run_id = 0;
  {
    auto store = Store::Open(dir.path(), true);
    run_id = store->CreateRun({{"torch", "2.13"}}, "key", {"onnx"}, {"builtin:kornia"}).id;
    store->WriteResult(run_id, Result("a", "onnx", "ok"));
  }
  {
    SQLite::Database db(Store::PathIn(dir.path()), SQLite::OPEN_READWRITE);
    db.exec("UPDATE results SET record = '{not json'");
    db.exec("UPDATE runs SET packs = '{}'");
  }
  auto store = Store::Open(dir.path(), false);
  auto message = [](const auto& read) {
    try {
      read();
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  std::string path = Store::PathIn(dir.path());
  EXPECT_EQ(
      message([&] { (void)store->Results(run_id); }).rfind(path + " is corrupt: the record of a onnx", 0),
      0u);
  EXPECT_EQ(message([&] { (void)store->Runs(); }),
            path + " is corrupt: run 1 packs is not a list of strings");
}

TEST(Store, OtherSchemaVersionIsRefused) {
  TempDir dir;
  { Store::Open(dir.path(), true); }
  {
    SQLite::Database db(Store::PathIn(dir.path()), SQLite::OPEN_READWRITE);
    db.exec("UPDATE meta SET value = '3' WHERE key = 'schema_version'");
  }
  try {
    Store::Open(dir.path(), false);
    FAIL() << "expected UsageError";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("schema version '3'"), std::string::npos) << e.what();
  }
}

TEST(Store, TruncatedFileIsRefusedAndLeftUntouched) {
  TempDir dir;
  {
    auto store = Store::Open(dir.path(), true);
    RunInfo run = store->CreateRun({}, "key", {"onnx"}, {});
    for (int i = 0; i < 60; ++i) {
      ResultRow r = Result("case" + std::to_string(i), "onnx", "ok");
      r.record["chain"] = std::string(3000, 'c');
      store->WriteResult(run.id, r);
    }
  }
  // Closing the last connection checkpointed the WAL into the main file.
  std::string path = Store::PathIn(dir.path());
  std::string full = ReadBytes(path);
  ASSERT_GT(full.size(), 40000u);
  std::filesystem::remove(path + "-wal");
  std::filesystem::remove(path + "-shm");
  std::string half = full.substr(0, full.size() / 2);
  WriteBytes(path, half);
  EXPECT_THROW(Store::Open(dir.path(), false), UsageError);
  EXPECT_EQ(ReadBytes(path), half);
}

TEST(Store, InvocationsRecordTheirSelection) {
  TempDir dir;
  int64_t run_id = 0;
  {
    auto store = Store::Open(dir.path(), true);
    run_id = store->CreateRun({{"library", "x"}}, "k", {"onnx"}, {"p"}).id;
    Invocation inv{run_id, "t0", "t1", 1, 2, 3, 0, nlohmann::json()};
    store->AddInvocation(inv);  // not recorded: null
    EXPECT_TRUE(store->LastInvocation(run_id)->selection.is_null());
    inv.selection = {{"shard", "2/4"}, {"keyword", "sobel"}, {"groups", {"filters"}},
                     {"cases", {"a b"}}};
    store->AddInvocation(inv);
    EXPECT_EQ(store->LastInvocation(run_id)->selection, inv.selection);
  }
  // A store of the pre-release schema 2, without the column: read as NULL, added by Upgrade.
  {
    SQLite::Database db(Store::PathIn(dir.path()), SQLite::OPEN_READWRITE);
    db.exec("ALTER TABLE invocations DROP COLUMN selection");
  }
  auto store = Store::Open(dir.path(), false);
  EXPECT_TRUE(store->LastInvocation(run_id)->selection.is_null());
  store->Upgrade();
  store->AddInvocation({run_id, "t2", "t3", 0, 0, 0, 0, {{"shard", "1/2"}}});
  EXPECT_EQ(store->LastInvocation(run_id)->selection["shard"], "1/2");
}

}  // namespace
}  // namespace capgrid
