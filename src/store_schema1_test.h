#pragma once
// A schema-1 results store as capgrid 0.1 wrote it (tests/data/store_schema1.sql), for the
// tests of what reads it as it is (repro) and what migrates it (run).
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <SQLiteCpp/SQLiteCpp.h>
#include <nlohmann/json.hpp>

#include "store.h"

namespace capgrid {

// A schema-1 store as capgrid 0.1 wrote it: one run of the fixture's three cases.
inline void WriteSchema1Store(const std::string& dir, const std::string& library_version) {
  std::filesystem::create_directories(dir);
  SQLite::Database db(Store::PathIn(dir), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
  std::ifstream ddl(std::string(CAPGRID_SOURCE_DIR) + "/tests/data/store_schema1.sql");
  db.exec(std::string(std::istreambuf_iterator<char>(ddl), {}));
  db.exec("INSERT INTO meta VALUES ('schema_version', '1')");
  nlohmann::json prov = {{"library", "lib"}, {"library_version", library_version},
                         {"torch", "2.13"}, {"device", "cpu"}};
  SQLite::Statement run(db, "INSERT INTO runs VALUES (1, '2026-11-30T10:00:00Z', ?, 'k', "
                            "'[\"onnx\",\"export\",\"compile\"]', '[\"builtin:test\"]')");
  run.bind(1, prov.dump());
  run.exec();
  for (const char* n : {"filters.sobel", "filters.canny", "color.hsv"}) {
    std::string name = n;
    for (const char* p : {"onnx", "export", "compile"}) {
      SQLite::Statement r(db, "INSERT INTO results VALUES (1, ?, ?, ?, 'ok', "
                              "'{\"status\":\"ok\"}', 1.5, '2026-11-30T10:05:00Z', '0-1')");
      r.bind(1, name);
      r.bind(2, p);
      r.bind(3, "fp-" + name);
      r.exec();
    }
  }
}

}  // namespace capgrid
