#pragma once
// The results store (docs/store.md): SQLite in WAL mode with synchronous=FULL. The only module
// that touches capgrid.sqlite: `run` writes through it, `merge` and `status` read through it.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace SQLite {
class Database;
class Statement;
}  // namespace SQLite

namespace capgrid {

struct RunInfo {
  int64_t id = 0;
  std::string started_at;
  nlohmann::json provenance;
  std::string provenance_key;
  std::vector<std::string> probes;
  std::vector<std::string> packs;
};

struct InventoryRow {
  std::string name;
  std::string group;
  std::string fingerprint;
  nlohmann::json info;  // the worker's CASE object
};

struct ResultRow {
  std::string case_name;
  std::string probe;
  std::string fingerprint;
  std::string status;
  nlohmann::json record;  // the worker's RECORD without its "sources"
  double duration_s = 0;
  std::string finished_at;  // ISO 8601 UTC; WriteResult stamps the current time when empty
  std::string worker;
  // What the result depends on besides the fingerprint (docs/store.md "Dependencies").
  int probe_version = 1;
  nlohmann::json stack;  // {"stack": hello.stack, "options": job options}; schema-1 results:
                         // {"legacy": true, "stack": {the fields their run's provenance has}, ...}
  std::optional<nlohmann::json> sources;  // {source key: digest}; nullopt: not recorded
  nlohmann::json reused_from;             // null, or {"store", "run", "measured_at"}
};

// One stored result of any run, with its run's provenance: what reuse looks at.
struct StoredResult {
  int64_t run_id = 0;
  nlohmann::json run_provenance;
  ResultRow row;
};

// One `capgrid run` invocation (docs/store.md "invocations").
struct Invocation {
  int64_t run_id = 0;
  std::string started_at, finished_at;
  int reused = 0, probed = 0, total = 0, exit_code = 0;
  // What it selected: {"shard": "I/N" or null, "keyword": "-k text", "groups": [...],
  // "cases": [exact names]}; null when not recorded (a pre-release schema-2 store).
  nlohmann::json selection;
};

class Store {
 public:
  // Opens (creating when `create`) <results_dir>/capgrid.sqlite. Throws UsageError naming the
  // file when it is not a capgrid store (corrupt, truncated, another schema version) or cannot
  // be created, and when it does not exist and `create` is false. A file that is refused is
  // left byte-for-byte untouched: it is only read before it is known to be a capgrid store.
  // `migrate`: a store of an older schema (1) is brought to the current one in place, in one
  // transaction (`capgrid run`); otherwise it is read as it is (merge, status, --reuse-from) and
  // never written.
  static std::unique_ptr<Store> Open(const std::string& results_dir, bool create,
                                     bool migrate = false);
  // <results_dir>/capgrid.sqlite
  static std::string PathIn(const std::string& results_dir);
  ~Store();

  // The newest run with this provenance key, if any.
  [[nodiscard]] std::optional<RunInfo> FindRun(const std::string& provenance_key) const;
  // Inserts a new run and returns it.
  RunInfo CreateRun(const nlohmann::json& provenance, const std::string& provenance_key,
                    const std::vector<std::string>& probes, const std::vector<std::string>& packs);
  // Replaces the probes a run asked for (a resumed run may ask for more probes than before).
  void SetRunProbes(int64_t run_id, const std::vector<std::string>& probes);
  // Replaces the run's inventory with `cases` (one transaction).
  void SetInventory(int64_t run_id, const std::vector<InventoryRow>& cases);
  // Writes one result durably (committed, fsynced) before returning. Replaces an earlier
  // result of the same (run, case, probe).
  void WriteResult(int64_t run_id, const ResultRow& result);

  [[nodiscard]] std::vector<RunInfo> Runs() const;  // oldest first
  [[nodiscard]] std::optional<RunInfo> Run(int64_t run_id) const;
  [[nodiscard]] std::vector<InventoryRow> Inventory(int64_t run_id) const;  // in pack order
  [[nodiscard]] std::vector<ResultRow> Results(int64_t run_id) const;
  // Every result of every run, newest run first (the candidates of reuse). Records included.
  [[nodiscard]] std::vector<StoredResult> AllResults(std::optional<int64_t> only_run = {}) const;
  // Writes many results in one transaction (reused copies); durable on return.
  void WriteResults(int64_t run_id, const std::vector<ResultRow>& rows);
  void AddInvocation(const Invocation& inv);
  [[nodiscard]] std::optional<Invocation> LastInvocation(int64_t run_id) const;
  [[nodiscard]] int schema_version() const { return schema_version_; }
  // Brings a store of an older schema to the current one, in place, in one transaction (a
  // no-op when it is current). `capgrid run` calls it once the packs are known to be good.
  // Also adds `invocations.selection` to a store of the pre-release schema 2 that lacks it.
  void Upgrade();
  // Mean duration of each (case, probe) over every run's results: the cost model for the order
  // of work and the ETA. Key: case_name + '\t' + probe.
  [[nodiscard]] std::vector<std::pair<std::string, double>> Durations() const;

  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  Store(std::string path, std::unique_ptr<SQLite::Database> db, int schema_version);
  void Migrate();
  [[nodiscard]] bool HasSelectionColumn() const;
  int64_t IdOf(const char* table, const char* column, const std::string& text);
  ResultRow ReadResult(SQLite::Statement& q, const nlohmann::json& legacy_stack) const;
  std::string path_;
  std::unique_ptr<SQLite::Database> db_;
  int schema_version_ = 0;
  bool has_selection_ = false;  // invocations.selection exists
  std::map<std::pair<std::string, std::string>, int64_t> ids_;  // (table, text) -> id
  std::unique_ptr<SQLite::Statement> insert_result_;  // prepared once: WriteResult is hot
};

// The stack a schema-1 result was measured with, as far as its run's provenance says
// (docs/store.md "Migration"): {"legacy": true, "stack": {...}}; reuse reads it as measured
// with the default capture options.
nlohmann::json LegacyStack(const nlohmann::json& provenance);

// The current UTC time as ISO 8601 ("2026-11-29T16:35:28Z").
std::string UtcNowIso8601();

}  // namespace capgrid
