#include "snapshot_file.h"

#include <filesystem>
#include <fstream>
#include <set>

#include <gtest/gtest.h>

#include "errors.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

// A small snapshot in Kornia's layout (its header and its 15 entry fields, nothing of capgrid's),
// written as Kornia writes its own: json.dumps(indent=2, sort_keys=True) + "\n".
const std::string kKornia =
    std::string(CAPGRID_SOURCE_DIR) + "/tests/data/kornia_layout/export_support.json";

std::string Bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

TEST(Snapshot, KorniaLayoutLoadsAndValidates) {
  json k = LoadSnapshot(kKornia);
  EXPECT_FALSE(IsCapgridSnapshot(k));
  EXPECT_EQ(k["cases"].size(), 8u);
  EXPECT_TRUE(CheckSnapshot(k).empty());
}

TEST(Snapshot, WriterReproducesKorniasLayoutByteForByte) {
  // Kornia writes json.dumps(indent=2, sort_keys=True) + "\n"; so does capgrid, so a capgrid
  // snapshot diffs cleanly against a Kornia one.
  std::string bytes = Bytes(kKornia);
  EXPECT_EQ(SerializeSnapshot(json::parse(bytes)), bytes);
}

TEST(Snapshot, CheckFindsBrokenEntries) {
  json k = json::parse(Bytes(kKornia));
  k["cases"][3]["onnx"] = "maybe";
  k["cases"][5].erase("graph_breaks");
  k.erase("torch");
  auto problems = CheckSnapshot(k);
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0], "header field 'torch' is missing");
  EXPECT_NE(problems[1].find("cases[3]"), std::string::npos);
  EXPECT_NE(problems[1].find("'maybe'"), std::string::npos);
  EXPECT_NE(problems[2].find("graph_breaks"), std::string::npos);

  json future = {{"format", "capgrid-snapshot"},
                 {"format_version", kSnapshotFormatVersion + 1},
                 {"cases", json::array()}};
  EXPECT_NE(CheckSnapshot(future).front().find("newer"), std::string::npos);
}

TEST(Snapshot, SchemaFileAgreesWithTheChecks) {
  // docs/snapshot.schema.json is the published contract; the C++ checks mirror it.
  json schema = json::parse(Bytes(std::string(CAPGRID_SOURCE_DIR) + "/docs/snapshot.schema.json"));
  EXPECT_EQ(schema["$id"].get<std::string>().find("snapshot.schema.json") != std::string::npos,
            true);
  const json& kcase = schema["$defs"]["kornia_case"];
  std::set<std::string> required(kcase["required"].begin(), kcase["required"].end());
  EXPECT_EQ(required.size(), 15u);
  json k = json::parse(Bytes(kKornia));
  for (const auto& [key, v] : k["cases"][0].items()) EXPECT_TRUE(required.count(key)) << key;
  const json& ccase = schema["$defs"]["case"];
  for (const char* f : {"group", "onnx_cause", "times", "break_reasons", "ref_url", "chains"})
    EXPECT_TRUE(std::find(ccase["required"].begin(), ccase["required"].end(), f) !=
                ccase["required"].end())
        << f;
  // the versions the reader takes, newest last
  json versions = json::array();
  for (int v = kSnapshotOldestFormatVersion; v <= kSnapshotFormatVersion; ++v) versions.push_back(v);
  EXPECT_EQ(schema["properties"]["format_version"]["enum"], versions);
}

TEST(Snapshot, AtomicWriteReplacesAndLeavesNoTemporaryFiles) {
  TempDir tmp;
  std::string path = tmp.Sub("snap.json");
  WriteSnapshot(path, json{{"a", 1}});
  WriteSnapshot(path, json{{"b", "\xe2\x80\x94"}});
  EXPECT_EQ(Bytes(path), "{\n  \"b\": \"\\u2014\"\n}\n");
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(tmp.path())) {
    (void)e;
    ++files;
  }
  EXPECT_EQ(files, 1);
  EXPECT_THROW(WriteSnapshot(tmp.Sub("no/such/dir/snap.json"), json::object()), UsageError);
}

TEST(Snapshot, LoadRefusesNonSnapshotsWithOneLine) {
  TempDir tmp;
  { std::ofstream(tmp.Sub("x.json")) << "{\"cases\": 3}"; }
  try {
    LoadSnapshot(tmp.Sub("x.json"));
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_EQ(
        std::string(e.what()).rfind(tmp.Sub("x.json") + ": not a capgrid or Kornia snapshot", 0),
        0u)
        << e.what();
  }
  { std::ofstream(tmp.Sub("y.json")) << "not json"; }
  EXPECT_THROW(LoadSnapshot(tmp.Sub("y.json")), UsageError);
}

}  // namespace
}  // namespace capgrid
