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

constexpr int kSchemaVersion = 2;

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
  probe_version INTEGER NOT NULL DEFAULT 1,
  stack_id    INTEGER NOT NULL DEFAULT 0,
  sources_id  INTEGER,
  reused_from TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (run_id, case_name, probe)
);
)sql";

// Schema 2's additions (also what the migration from schema 1 creates).
constexpr const char* kSchema2Tables = R"sql(
CREATE TABLE stacks (id INTEGER PRIMARY KEY, stack TEXT NOT NULL UNIQUE);
CREATE TABLE sources (id INTEGER PRIMARY KEY, files TEXT NOT NULL UNIQUE);
CREATE TABLE invocations (
  id          INTEGER PRIMARY KEY,
  run_id      INTEGER NOT NULL REFERENCES runs(id),
  started_at  TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  reused      INTEGER NOT NULL,
  probed      INTEGER NOT NULL,
  total       INTEGER NOT NULL,
  exit_code   INTEGER NOT NULL,
  selection   TEXT
);
)sql";

constexpr const char* kMigrate1To2 = R"sql(
ALTER TABLE results ADD COLUMN probe_version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN stack_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN sources_id INTEGER;
ALTER TABLE results ADD COLUMN reused_from TEXT NOT NULL DEFAULT '';
)sql";

// The provenance fields a schema-1 run recorded about its stack.
constexpr const char* kLegacyStackFields[] = {"python", "torch",  "onnx",  "onnxruntime",
                                              "onnxscript", "device", "opset"};

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

// Reads only: a file that turns out not to be ours must stay as it was. Returns its schema
// version (1 or 2).
int CheckIsCapgridStore(SQLite::Database& db, const std::string& path) {
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
  if (version != "1" && version != std::to_string(kSchemaVersion)) {
    throw UsageError(fmt::format(
        "{} has store schema version '{}'; this capgrid reads versions 1 and {}", path, version,
        kSchemaVersion));
  }
  return std::stoi(version);
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

json LegacyStack(const json& provenance) {
  json stack = json::object();
  for (const char* f : kLegacyStackFields) {
    if (provenance.is_object() && provenance.contains(f)) stack[f] = provenance[f];
  }
  return {{"legacy", true}, {"stack", stack}};
}

std::unique_ptr<Store> Store::Open(const std::string& results_dir, bool create, bool migrate) {
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
    int version = CheckIsCapgridStore(*db, path);
    Configure(*db);
    auto store = std::unique_ptr<Store>(new Store(path, std::move(db), version));
    if (migrate && version < kSchemaVersion) store->Migrate();
    return store;
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
      db.exec(kSchema2Tables);
      db.exec(fmt::format("INSERT INTO meta VALUES ('schema_version', '{}')", kSchemaVersion));
      tx.commit();
    }  // closing checkpoints the WAL into the file, so the file alone is the whole store
    fs::rename(creating, path);
    auto db = std::make_unique<SQLite::Database>(path, SQLite::OPEN_READWRITE);
    Configure(*db);
    return std::unique_ptr<Store>(new Store(path, std::move(db), kSchemaVersion));
  } catch (const SQLite::Exception& e) {
    remove_creating();  // ours, just made, and unusable
    throw UsageError(fmt::format("cannot create {}: {}", path, e.what()));
  } catch (const fs::filesystem_error& e) {
    remove_creating();
    throw UsageError(fmt::format("cannot create {}: {}", path, e.what()));
  }
}

Store::Store(std::string path, std::unique_ptr<SQLite::Database> db, int schema_version)
    : path_(std::move(path)), db_(std::move(db)), schema_version_(schema_version) {
  if (schema_version_ >= 2) {
    insert_result_ = std::make_unique<SQLite::Statement>(
        *db_, "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    has_selection_ = HasSelectionColumn();
  }
}

// A store made by a pre-release schema 2 has `invocations` without `selection`.
bool Store::HasSelectionColumn() const {
  SQLite::Statement q(*db_, "SELECT 1 FROM pragma_table_info('invocations') WHERE name = "
                            "'selection'");
  return q.executeStep();
}

void Store::Upgrade() {
  if (schema_version_ < 2) Migrate();
  if (!has_selection_) {
    db_->exec("ALTER TABLE invocations ADD COLUMN selection TEXT");
    has_selection_ = true;
  }
}

// Schema 1 -> 2 in one transaction: every result gets probe version 1 (the version the probes
// were declared at when versions were introduced), its run's legacy stack, no recorded sources
// (reused only while the library's version is the same; docs/store.md "Migration").
void Store::Migrate() {
  try {
    SQLite::Transaction tx(*db_);
    db_->exec(kSchema2Tables);
    db_->exec(kMigrate1To2);
    schema_version_ = kSchemaVersion;
    std::vector<std::pair<int64_t, json>> runs;
    {
      SQLite::Statement q(*db_, "SELECT id, provenance FROM runs");
      while (q.executeStep()) {
        runs.emplace_back(q.getColumn(0).getInt64(),
                          ParseColumn(path_, "a run's provenance", q.getColumn(1).getString()));
      }
    }
    SQLite::Statement set(*db_, "UPDATE results SET stack_id = ? WHERE run_id = ?");
    for (const auto& [id, provenance] : runs) {
      set.bind(1, IdOf("stacks", "stack", Dump(LegacyStack(provenance))));
      set.bind(2, id);
      set.exec();
      set.reset();
    }
    db_->exec(fmt::format("UPDATE meta SET value = '{}' WHERE key = 'schema_version'",
                          kSchemaVersion));
    tx.commit();
  } catch (const SQLite::Exception& e) {
    schema_version_ = 1;
    throw UsageError(fmt::format("cannot migrate {} to store schema {}: {}", path_,
                                 kSchemaVersion, e.what()));
  }
  insert_result_ = std::make_unique<SQLite::Statement>(
      *db_, "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  has_selection_ = true;  // kSchema2Tables has it
}

// The id of `text` in a (id, text UNIQUE) table, inserting it when new.
int64_t Store::IdOf(const char* table, const char* column, const std::string& text) {
  auto key = std::make_pair(std::string(table), text);
  if (auto it = ids_.find(key); it != ids_.end()) return it->second;
  SQLite::Statement ins(*db_, fmt::format("INSERT OR IGNORE INTO {} ({}) VALUES (?)", table,
                                          column));
  ins.bind(1, text);
  ins.exec();
  SQLite::Statement q(*db_, fmt::format("SELECT id FROM {} WHERE {} = ?", table, column));
  q.bind(1, text);
  q.executeStep();
  int64_t id = q.getColumn(0).getInt64();
  ids_[key] = id;
  return id;
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
  if (!insert_result_) {
    throw std::logic_error(fmt::format("{}: a schema-1 store is written only after Migrate()",
                                       path_));
  }
  // Autocommit unless inside WriteResults' transaction: the statement is its own transaction,
  // and with synchronous=FULL the WAL is fsynced before exec() returns.
  int64_t stack_id = IdOf("stacks", "stack", Dump(r.stack.is_null() ? json::object() : r.stack));
  std::optional<int64_t> sources_id;
  if (r.sources) sources_id = IdOf("sources", "files", Dump(*r.sources));
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
  q.bind(10, r.probe_version);
  q.bind(11, stack_id);
  if (sources_id) {
    q.bind(12, *sources_id);
  } else {
    q.bind(12);  // NULL
  }
  q.bind(13, r.reused_from.is_null() ? std::string() : Dump(r.reused_from));
  q.exec();
  q.reset();
}

void Store::WriteResults(int64_t run_id, const std::vector<ResultRow>& rows) {
  if (rows.empty()) return;
  SQLite::Transaction tx(*db_);
  for (const auto& r : rows) WriteResult(run_id, r);
  tx.commit();
}

void Store::AddInvocation(const Invocation& inv) {
  if (schema_version_ < 2) return;
  SQLite::Statement q(*db_, has_selection_
                                ? "INSERT INTO invocations (run_id, started_at, finished_at, "
                                  "reused, probed, total, exit_code, selection) VALUES (?, ?, ?, "
                                  "?, ?, ?, ?, ?)"
                                : "INSERT INTO invocations (run_id, started_at, finished_at, "
                                  "reused, probed, total, exit_code) VALUES (?, ?, ?, ?, ?, ?, ?)");
  q.bind(1, inv.run_id);
  q.bind(2, inv.started_at);
  q.bind(3, inv.finished_at);
  q.bind(4, inv.reused);
  q.bind(5, inv.probed);
  q.bind(6, inv.total);
  q.bind(7, inv.exit_code);
  if (has_selection_) {
    if (inv.selection.is_null()) {
      q.bind(8);
    } else {
      q.bind(8, Dump(inv.selection));
    }
  }
  q.exec();
}

std::optional<Invocation> Store::LastInvocation(int64_t run_id) const {
  if (schema_version_ < 2) return std::nullopt;
  SQLite::Statement q(*db_, fmt::format("SELECT run_id, started_at, finished_at, reused, probed, "
                                        "total, exit_code, {} FROM invocations WHERE run_id = ? "
                                        "ORDER BY id DESC LIMIT 1",
                                        has_selection_ ? "selection" : "NULL"));
  q.bind(1, run_id);
  if (!q.executeStep()) return std::nullopt;
  Invocation inv;
  inv.run_id = q.getColumn(0).getInt64();
  inv.started_at = q.getColumn(1).getString();
  inv.finished_at = q.getColumn(2).getString();
  inv.reused = q.getColumn(3).getInt();
  inv.probed = q.getColumn(4).getInt();
  inv.total = q.getColumn(5).getInt();
  inv.exit_code = q.getColumn(6).getInt();
  if (!q.getColumn(7).isNull()) {
    inv.selection = ParseColumn(path_, "an invocation's selection", q.getColumn(7).getString());
  }
  return inv;
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

namespace {
constexpr const char* kResultColumnsV1 =
    "r.case_name, r.probe, r.fingerprint, r.status, r.record, r.duration_s, r.finished_at, "
    "r.worker, r.run_id, u.provenance";
constexpr const char* kResultColumnsV2 =
    "r.case_name, r.probe, r.fingerprint, r.status, r.record, r.duration_s, r.finished_at, "
    "r.worker, r.run_id, u.provenance, r.probe_version, s.stack, f.files, r.reused_from";
}  // namespace

// One row of the SELECT below (kResultColumnsV1 or V2).
ResultRow Store::ReadResult(SQLite::Statement& q, const json& legacy_stack) const {
  ResultRow r;
  r.case_name = q.getColumn(0).getString();
  r.probe = q.getColumn(1).getString();
  r.fingerprint = q.getColumn(2).getString();
  r.status = q.getColumn(3).getString();
  std::string what = fmt::format("the record of {} {}", r.case_name, r.probe);
  r.record = ParseColumn(path_, what, q.getColumn(4).getString());
  r.duration_s = q.getColumn(5).getDouble();
  r.finished_at = q.getColumn(6).getString();
  r.worker = q.getColumn(7).getString();
  if (schema_version_ < 2) {
    r.probe_version = 1;
    r.stack = legacy_stack;
    return r;
  }
  r.probe_version = q.getColumn(10).getInt();
  // A dependency column that cannot be read makes the result unusable for reuse, never wrong:
  // the stack becomes {"unreadable": ...}, which equals no current stack.
  auto parse_or = [&](int col, const char* name) -> std::optional<json> {
    if (q.getColumn(col).isNull()) return std::nullopt;
    std::string text = q.getColumn(col).getString();
    if (text.empty()) return std::nullopt;
    json doc = json::parse(text, nullptr, false);
    if (doc.is_discarded()) return json{{"unreadable", name}};
    return doc;
  };
  r.stack = parse_or(11, "stack").value_or(json{{"unreadable", "stack"}});
  r.sources = parse_or(12, "sources");
  if (r.sources && !r.sources->is_object()) r.sources = json{{"unreadable", nullptr}};
  r.reused_from = parse_or(13, "reused_from").value_or(json());
  return r;
}

std::vector<ResultRow> Store::Results(int64_t run_id) const {
  std::vector<ResultRow> rows;
  for (auto& s : AllResults(run_id)) rows.push_back(std::move(s.row));
  return rows;
}

std::vector<StoredResult> Store::AllResults(std::optional<int64_t> only_run) const {
  const char* where = only_run ? "WHERE r.run_id = ?" : "";
  std::string sql =
      schema_version_ < 2
          ? fmt::format("SELECT {} FROM results r JOIN runs u ON u.id = r.run_id {} "
                        "ORDER BY r.run_id DESC, r.rowid",
                        kResultColumnsV1, where)
          : fmt::format("SELECT {} FROM results r JOIN runs u ON u.id = r.run_id "
                        "LEFT JOIN stacks s ON s.id = r.stack_id "
                        "LEFT JOIN sources f ON f.id = r.sources_id {} "
                        "ORDER BY r.run_id DESC, r.rowid",
                        kResultColumnsV2, where);
  SQLite::Statement q(*db_, sql);
  if (only_run) q.bind(1, *only_run);
  std::vector<StoredResult> out;
  // run id -> (its provenance, its legacy stack), parsed once per run
  std::map<int64_t, std::pair<json, json>> runs;
  while (q.executeStep()) {
    StoredResult s;
    s.run_id = q.getColumn(8).getInt64();
    auto it = runs.find(s.run_id);
    if (it == runs.end()) {
      json prov = ParseColumn(path_, fmt::format("run {} provenance", s.run_id),
                              q.getColumn(9).getString());
      json legacy = LegacyStack(prov);
      it = runs.emplace(s.run_id, std::make_pair(std::move(prov), std::move(legacy))).first;
    }
    s.run_provenance = it->second.first;
    s.row = ReadResult(q, it->second.second);
    out.push_back(std::move(s));
  }
  return out;
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
