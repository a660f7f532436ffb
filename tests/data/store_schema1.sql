-- A results store as capgrid wrote it before schema 2 (meta.schema_version '1'): the fixture
-- the schema-1 reading and migration tests build their stores from (src/cmd_run_reuse_test.cc,
-- tests/test_snapshot_schema.py). Never change it: schema 1 is history.
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE runs (id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, provenance TEXT NOT NULL,
  provenance_key TEXT NOT NULL, probes TEXT NOT NULL, packs TEXT NOT NULL);
CREATE TABLE inventory (run_id INTEGER NOT NULL REFERENCES runs(id), name TEXT NOT NULL,
  grp TEXT NOT NULL, fingerprint TEXT NOT NULL, info TEXT NOT NULL, PRIMARY KEY (run_id, name));
CREATE TABLE results (run_id INTEGER NOT NULL REFERENCES runs(id), case_name TEXT NOT NULL,
  probe TEXT NOT NULL, fingerprint TEXT NOT NULL, status TEXT NOT NULL, record TEXT NOT NULL,
  duration_s REAL NOT NULL, finished_at TEXT NOT NULL, worker TEXT NOT NULL,
  PRIMARY KEY (run_id, case_name, probe));
