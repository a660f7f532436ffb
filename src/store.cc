#include "store.h"

#include <ctime>
#include <filesystem>
#include <system_error>

#include <SQLiteCpp/SQLiteCpp.h>
#include <fmt/format.h>

#include "errors.h"

namespace capgrid {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr const char* kSchemaVersion = "1";

constexpr const char* kSchema = R"sql(
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE runs (
  id             INTEGER PRIMARY KEY,
  started_at     TEXT NOT NULL,
  provenance     TEXT NOT NULL,
  provenance_key TEXT NOT NULL,
  probes         TEXT NOT NULL,
  packs          TEXT NOT NULL
);
CREATE TABLE inventory (
  run_id      INTEGER NOT NULL REFERENCES runs(id),
  name        TEXT NOT NULL,
  grp         TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  info        TEXT NOT NULL,
  PRIMARY KEY (run_id, name)
);
CREATE TABLE results (
  run_id      INTEGER NOT NULL REFERENCES runs(id),
  case_name   TEXT NOT NULL,
  probe       TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status      TEXT NOT NULL,
  record      TEXT NOT NULL,
  duration_s  REAL NOT NULL,
  finished_at TEXT NOT NULL,
  worker      TEXT NOT NULL,
  PRIMARY KEY (run_id, case_name, probe)
);
)sql";

// Records come from workers; never let a stray byte make a write throw.
std::string Dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

// The JSON columns are written by this module, but a store edited by hand or damaged below
// SQLite's notice must still end in one line naming the store, not an uncaught exception.
json ParseColumn(const std::string& store, const std::string& what, const std::string& text) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {
    throw UsageError(fmt::format("{} is corrupt: {} is not JSON ({})", store, what, e.what()));
  }
}

std::vector<std::string> StringList(const std::string& store, const std::string& what,
                                    const std::string& text) {
  json doc = ParseColumn(store, what, text);
  try {
    return doc.get<std::vector<std::string>>();
  } catch (const json::exception&) {
    throw UsageError(fmt::format("{} is corrupt: {} is not a list of strings", store, what));
  }
}

RunInfo ReadRun(SQLite::Statement& q, const std::string& store) {
  RunInfo run;
  run.id = q.getColumn(0).getInt64();
  run.started_at = q.getColumn(1).getString();
  std::string where = fmt::format("run {}", run.id);
  run.provenance = ParseColumn(store, where + " provenance", q.getColumn(2).getString());
  run.provenance_key = q.getColumn(3).getString();
  run.probes = StringList(store, where + " probes", q.getColumn(4).getString());
  run.packs = StringList(store, where + " packs", q.getColumn(5).getString());
  return run;
}

constexpr const char* kRunColumns = "id, started_at, provenance, provenance_key, probes, packs";

// Reads only: a file that turns out not to be ours must stay as it was.
void CheckIsCapgridStore(SQLite::Database& db, const std::string& path) {
  std::string version;
  try {
    if (!db.tableExists("meta")) {
      throw UsageError(fmt::format("{} is not a capgrid results store (no meta table)", path));
    }
    SQLite::Statement q(db, "SELECT value FROM meta WHERE key = 'schema_version'");
    if (q.executeStep()) version = q.getColumn(0).getString();
    // A truncated or damaged file can still have an intact first page; look at every page.
    std::string check = db.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") {
      throw UsageError(fmt::format("{} is corrupt ({})", path, check));
    }
  } catch (const SQLite::Exception& e) {
    throw UsageError(
        fmt::format("{} is not a readable capgrid results store ({})", path, e.what()));
  }
  if (version != kSchemaVersion) {
    throw UsageError(fmt::format("{} has store schema version '{}'; this capgrid reads version {}",
                                 path, version, kSchemaVersion));
  }
}

constexpr int kBusyTimeoutMs = 10000;

void Configure(SQLite::Database& db) {
  db.exec("PRAGMA journal_mode=WAL");
  db.exec("PRAGMA synchronous=FULL");
  // `capgrid status` may read while a run writes.
  db.setBusyTimeout(kBusyTimeoutMs);
}

}  // namespace

std::string UtcNowIso8601() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

std::string Store::PathIn(const std::string& results_dir) {
  return (fs::path(results_dir) / "capgrid.sqlite").string();
}

std::unique_ptr<Store> Store::Open(const std::string& results_dir, bool create) {
  std::string path = PathIn(results_dir);
  std::error_code ec;
  bool exists = fs::exists(path, ec);
  if (!exists && !create) {
    throw UsageError(fmt::format("no results store at {}", path));
  }
  if (exists) {
    std::unique_ptr<SQLite::Database> db;
    try {
      db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE);
    } catch (const SQLite::Exception& e) {
      throw UsageError(fmt::format("cannot open {}: {}", path, e.what()));
    }
    // Wait for a lock another process still holds (a run ending, `capgrid status`) rather
    // than calling the store unreadable.
    db->setBusyTimeout(kBusyTimeoutMs);
    CheckIsCapgridStore(*db, path);
    Configure(*db);
    return std::unique_ptr<Store>(new Store(path, std::move(db)));
  }
  fs::create_directories(results_dir, ec);
  if (ec) {
    throw UsageError(
        fmt::format("cannot create results directory {}: {}", results_dir, ec.message()));
  }
  // Built under a temporary name and renamed into place once its schema is committed: a run
  // killed (SIGKILL) while creating must not leave a schema-less capgrid.sqlite that every later
  // run refuses. The caller holds the results lock, so the temporary name is ours alone.
  std::string creating = path + ".creating";
  auto remove_creating = [&] {
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(creating + suffix, ec);
  };
  remove_creating();  // left by a run killed while creating
  try {
    {
      SQLite::Database db(creating, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
      Configure(db);
      SQLite::Transaction tx(db);
      db.exec(kSchema);
      db.exec(fmt::format("INSERT INTO meta VALUES ('schema_version', '{}')", kSchemaVersion));
      tx.commit();
    }  // closing checkpoints the WAL into the file, so the file alone is the whole store
    fs::rename(creating, path);
    auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE);
    Configure(*db);
    return std::unique_ptr<Store>(new Store(path, std::move(db)));
  } catch (const SQLite::Exception& e) {
    remove_creating();  // ours, just made, and unusable
    throw UsageError(fmt::format("cannot create {}: {}", path, e.what()));
  } catch (const fs::filesystem_error& e) {
    remove_creating();
    throw UsageError(fmt::format("cannot create {}: {}", path, e.what()));
  }
}

Store::Store(std::string path, std::unique_ptr<SQLite::Database> db)
    : path_(std::move(path)), db_(std::move(db)) {
  insert_result_ = std::make_unique<SQLite::Statement>(
      *db_, "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
}

Store::~Store() = default;

std::optional<RunInfo> Store::FindRun(const std::string& provenance_key) const {
  SQLite::Statement q(*db_, fmt::format("SELECT {} FROM runs WHERE provenance_key = ? "
                                        "ORDER BY id DESC LIMIT 1",
                                        kRunColumns));
  q.bind(1, provenance_key);
  if (!q.executeStep()) return std::nullopt;
  return ReadRun(q, path_);
}

RunInfo Store::CreateRun(const json& provenance, const std::string& provenance_key,
                         const std::vector<std::string>& probes,
                         const std::vector<std::string>& packs) {
  RunInfo run;
  run.started_at = UtcNowIso8601();
  run.provenance = provenance;
  run.provenance_key = provenance_key;
  run.probes = probes;
  run.packs = packs;
  SQLite::Statement q(*db_,
                      "INSERT INTO runs (started_at, provenance, provenance_key, probes, packs) "
                      "VALUES (?, ?, ?, ?, ?)");
  q.bind(1, run.started_at);
  q.bind(2, Dump(provenance));
  q.bind(3, provenance_key);
  q.bind(4, Dump(json(probes)));
  q.bind(5, Dump(json(packs)));
  q.exec();
  run.id = db_->getLastInsertRowid();
  return run;
}

void Store::SetRunProbes(int64_t run_id, const std::vector<std::string>& probes) {
  SQLite::Statement q(*db_, "UPDATE runs SET probes = ? WHERE id = ?");
  q.bind(1, Dump(json(probes)));
  q.bind(2, run_id);
  q.exec();
}

void Store::SetInventory(int64_t run_id, const std::vector<InventoryRow>& cases) {
  SQLite::Transaction tx(*db_);
  SQLite::Statement del(*db_, "DELETE FROM inventory WHERE run_id = ?");
  del.bind(1, run_id);
  del.exec();
  // Rows go in pack order; Inventory() reads them back by rowid.
  SQLite::Statement ins(*db_, "INSERT INTO inventory VALUES (?, ?, ?, ?, ?)");
  for (const auto& c : cases) {
    ins.bind(1, run_id);
    ins.bind(2, c.name);
    ins.bind(3, c.group);
    ins.bind(4, c.fingerprint);
    ins.bind(5, Dump(c.info));
    ins.exec();
    ins.reset();
  }
  tx.commit();
}

void Store::WriteResult(int64_t run_id, const ResultRow& r) {
  // Autocommit: the statement is its own transaction, and with synchronous=FULL the WAL is
  // fsynced before exec() returns.
  auto& q = *insert_result_;
  q.reset();
  q.clearBindings();
  q.bind(1, run_id);
  q.bind(2, r.case_name);
  q.bind(3, r.probe);
  q.bind(4, r.fingerprint);
  q.bind(5, r.status);
  q.bind(6, Dump(r.record));
  q.bind(7, r.duration_s);
  q.bind(8, r.finished_at.empty() ? UtcNowIso8601() : r.finished_at);
  q.bind(9, r.worker);
  q.exec();
  q.reset();
}

std::vector<RunInfo> Store::Runs() const {
  SQLite::Statement q(*db_, fmt::format("SELECT {} FROM runs ORDER BY id", kRunColumns));
  std::vector<RunInfo> runs;
  while (q.executeStep()) runs.push_back(ReadRun(q, path_));
  return runs;
}

std::optional<RunInfo> Store::Run(int64_t run_id) const {
  SQLite::Statement q(*db_, fmt::format("SELECT {} FROM runs WHERE id = ?", kRunColumns));
  q.bind(1, run_id);
  if (!q.executeStep()) return std::nullopt;
  return ReadRun(q, path_);
}

std::vector<InventoryRow> Store::Inventory(int64_t run_id) const {
  SQLite::Statement q(*db_,
                      "SELECT name, grp, fingerprint, info FROM inventory WHERE run_id = ? "
                      "ORDER BY rowid");
  q.bind(1, run_id);
  std::vector<InventoryRow> rows;
  while (q.executeStep()) {
    rows.push_back(
        {q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getString(),
         ParseColumn(path_, fmt::format("the inventory entry of '{}'", q.getColumn(0).getString()),
                     q.getColumn(3).getString())});
  }
  return rows;
}

std::vector<ResultRow> Store::Results(int64_t run_id) const {
  SQLite::Statement q(*db_,
                      "SELECT case_name, probe, fingerprint, status, record, duration_s, "
                      "finished_at, worker FROM results WHERE run_id = ? ORDER BY rowid");
  q.bind(1, run_id);
  std::vector<ResultRow> rows;
  while (q.executeStep()) {
    ResultRow r;
    r.case_name = q.getColumn(0).getString();
    r.probe = q.getColumn(1).getString();
    r.fingerprint = q.getColumn(2).getString();
    r.status = q.getColumn(3).getString();
    r.record = ParseColumn(path_, fmt::format("the record of {} {}", r.case_name, r.probe),
                           q.getColumn(4).getString());
    r.duration_s = q.getColumn(5).getDouble();
    r.finished_at = q.getColumn(6).getString();
    r.worker = q.getColumn(7).getString();
    rows.push_back(std::move(r));
  }
  return rows;
}

std::vector<std::pair<std::string, double>> Store::Durations() const {
  SQLite::Statement q(*db_,
                      "SELECT case_name, probe, AVG(duration_s) FROM results "
                      "GROUP BY case_name, probe");
  std::vector<std::pair<std::string, double>> out;
  while (q.executeStep()) {
    out.emplace_back(q.getColumn(0).getString() + '\t' + q.getColumn(1).getString(),
                     q.getColumn(2).getDouble());
  }
  return out;
}

}  // namespace capgrid
