#include "snapshot_model.h"

#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "config.h"
#include "diff.h"
#include "errors.h"
#include "render_test_data.h"
#include "report_model.h"
#include "snapshot_file.h"
#include "test.h"
#include "report_load.h"

namespace capgrid {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

std::string Bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

// A small snapshot in Kornia's layout (its header, its 15 entry fields, its one -1 break count).
const std::string kKornia =
    std::string(CAPGRID_SOURCE_DIR) + "/tests/data/kornia_layout/export_support.json";
const std::string kDocsKornia = std::string(CAPGRID_SOURCE_DIR) + "/docs/kornia/snapshot.json";

json Fixture() { return json::parse(render::testdata::kCapgridSnapshot); }

TEST(SnapshotModel, ReadsKorniasLayout) {
  SnapshotRead r = ReadSnapshot(json::parse(Bytes(kKornia)));
  ASSERT_TRUE(r.snapshot) << r.errors.front();
  const Snapshot& s = *r.snapshot;
  EXPECT_FALSE(s.capgrid);
  EXPECT_EQ(s.cases.size(), 8u);
  EXPECT_EQ(s.library, "kornia");  // found through its compatibility key
  EXPECT_FALSE(s.library_version.empty());
  // one cell per probe of the vocabulary; Kornia's layout carries the first three only
  ASSERT_EQ(s.cases[0].cells.size(), Vocabulary::Builtin().probe_count());
  EXPECT_EQ(s.carried,
            (std::vector<bool>{true, true, true, false, false, false, false, false, false, false}));
  EXPECT_EQ(s.cases[0].cells[3].status, "not-probed");
  EXPECT_EQ(s.cases[0].cells[3].value, "n/a");
  EXPECT_FALSE(s.cases[0].speed);
  bool negative_breaks = false;  // a -1 (Kornia has one) is kept, not refused
  for (const auto& c : s.cases) negative_breaks = negative_breaks || c.graph_breaks < 0;
  EXPECT_TRUE(negative_breaks);
  for (const auto& c : s.cases) EXPECT_FALSE(c.cells[0].has_cause);
}

TEST(SnapshotModel, ReadsTheCommittedCapgridSnapshotAndTheFixture) {
  SnapshotRead docs = ReadSnapshot(json::parse(Bytes(kDocsKornia)));
  ASSERT_TRUE(docs.snapshot) << docs.errors.front();
  EXPECT_TRUE(docs.snapshot->capgrid);
  EXPECT_EQ(docs.snapshot->probes,
            (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                      "onnx_dynamic", "speed", "aoti", "grad"}));
  // The whole pack's speed column: most cases are timed, with an eager latency.
  size_t timed = 0;
  for (const auto& c : docs.snapshot->cases) {
    timed += c.speed && c.speed->latency[0].median_s ? 1 : 0;
  }
  EXPECT_GT(timed, docs.snapshot->cases.size() / 2);

  SnapshotRead r = ReadSnapshot(Fixture());
  ASSERT_TRUE(r.snapshot) << r.errors.front();
  const SnapshotCase& warp = r.snapshot->cases[0];
  EXPECT_EQ(warp.cells[0].value, "fail");
  EXPECT_EQ(warp.cells[0].cause, "C1");
  EXPECT_EQ(warp.cells[0].status, "export-fail");
  EXPECT_EQ(warp.cells[0].frames.size(), 2u);
  EXPECT_EQ(warp.cells[0].log_tail, "last log line");
  ASSERT_TRUE(warp.cells[2].seconds);
  EXPECT_DOUBLE_EQ(*warp.cells[2].seconds, 3.0);
  ASSERT_EQ(warp.break_reasons.size(), 1u);
  EXPECT_EQ(warp.break_reasons[0].registry_id, "GB0001");
  EXPECT_EQ(r.snapshot->missing[1].reason, "crash");
  ASSERT_TRUE(r.snapshot->coverage);
  EXPECT_EQ(r.snapshot->coverage->uncovered.size(), 2u);
  EXPECT_EQ(r.snapshot->opset, 18);
}

// Each bad document and the start of the error the reader gives (its path first).
struct Bad {
  const char* what;
  std::function<void(json&)> edit;
  const char* error;
};

const std::vector<Bad>& BadCapgridSnapshots() {
  static const std::vector<Bad> bad = {
      {"owner not a string", [](json& s) { s["causes"]["C1"]["owner"] = 1; },
       "causes['C1']: 'owner' must be a string"},
      {"packs not strings", [](json& s) { s["packs"] = {1}; }, "packs"},
      {"unknown column value", [](json& s) { s["cases"][1]["onnx"] = "great"; },
       "cases[1] ('warp|affine'): 'onnx' is not a column value: 'great'"},
      {"detail not a string", [](json& s) { s["cases"][0]["export_detail"] = 3; },
       "cases[0] ('warp|affine[fill]'): 'export_detail' must be a string"},
      {"probe field missing", [](json& s) { s["cases"][2].erase("compile"); },
       "cases[2] ('blur_`x`'): 'compile' is missing"},
      {"negative graph breaks", [](json& s) { s["cases"][0]["graph_breaks"] = -1; },
       "cases[0] ('warp|affine[fill]'): 'graph_breaks' must be a non-negative integer"},
      {"blank name", [](json& s) { s["cases"][3]["name"] = " "; },
       "cases[3] (' '): 'name' must be a non-empty string"},
      {"negative time", [](json& s) { s["cases"][0]["times"]["onnx"] = -1.0; },
       "cases[0] ('warp|affine[fill]'): 'times.onnx' must be a non-negative number or null"},
      {"time of no probe", [](json& s) { s["cases"][0]["times"]["jit"] = 1.0; },
       "cases[0] ('warp|affine[fill]'): 'times.jit' is not a probe"},
      {"bad registry id",
       [](json& s) { s["cases"][0]["break_reasons"][0]["registry_id"] = "XX1"; },
       "cases[0] ('warp|affine[fill]').break_reasons[0]: 'registry_id' must be GB<number>"},
      {"frame not a string", [](json& s) { s["cases"][0]["frames"]["onnx"][1] = 7; },
       "cases[0] ('warp|affine[fill]').frames.onnx[1]: must be a string"},
      {"onnx op not a string", [](json& s) { s["cases"][0]["onnx_ops"] = {"Add", 1}; },
       "cases[0] ('warp|affine[fill]').onnx_ops[1]: must be a string"},
      {"cause not in header", [](json& s) { s["causes"].erase("T1"); },
       "cases[1].export_cause: cause 'T1' is used but not in the header's causes"},
      {"missing as a count", [](json& s) { s["missing"] = 3; }, "'missing' must be a list"},
      {"missing item without probe", [](json& s) { s["missing"][0].erase("probe"); },
       "missing[0]: 'probe' is missing"},
      {"unknown probe in header", [](json& s) { s["probes"].push_back("jit"); },
       "probes[3]: 'jit' is not a probe"},
      {"opset as text", [](json& s) { s["opset"] = "18"; }, "'opset' must be an integer"},
      {"torch not a string", [](json& s) { s["torch"] = 2.13; }, "'torch' must be a string"},
      {"header field missing", [](json& s) { s.erase("unclassified"); },
       "header field 'unclassified' is missing"},
      {"compatibility key missing", [](json& s) { s.erase("toylib"); },
       "the compatibility key named after the library is missing"},
      {"coverage count negative", [](json& s) { s["coverage"]["covered"] = -3; },
       "coverage: 'covered' must be a non-negative integer"},
      {"cause with an extra field", [](json& s) { s["causes"]["C1"]["why"] = "x"; },
       "causes['C1']: unknown field 'why'"},
      {"newer format", [](json& s) { s["format_version"] = 9; },
       "format_version 9 is not supported (this capgrid reads 1 to 8; the file is newer)"},
      {"format 0", [](json& s) { s["format_version"] = 0; },
       "format_version 0 is not supported (this capgrid reads 1 to 8)"},
      {"format 3 without the dynamic-batch fields",
       [](json& s) {
         s["format_version"] = 3;
         s["speed_machine"] = "";
       },
       "cases[0] ('warp|affine[fill]'): 'export_dynamic' is missing"},
      {"format 3 without the speed fields", [](json& s) { s["format_version"] = 3; },
       "header field 'speed_machine' is missing"},
      {"other format", [](json& s) { s["format"] = "other"; },
       "format is 'other', expected 'capgrid-snapshot'"},
      {"cases not a list", [](json& s) { s["cases"] = json::object(); }, "'cases' must be a list"},
  };
  return bad;
}

TEST(SnapshotModel, BadSnapshotsNameThePath) {
  for (const Bad& b : BadCapgridSnapshots()) {
    json doc = Fixture();
    b.edit(doc);
    SnapshotRead r = ReadSnapshot(doc);
    EXPECT_FALSE(r.snapshot) << b.what;
    ASSERT_FALSE(r.errors.empty()) << b.what;
    EXPECT_EQ(r.errors.front().rfind(b.error, 0), 0u) << b.what << ": " << r.errors.front();
  }
  EXPECT_EQ(ReadSnapshot(json::array()).errors.front(),
            "not a snapshot (expected a JSON object with 'cases')");
  EXPECT_THAT(ReadSnapshotText("{oops").errors.front(), HasSubstr("not JSON (parse error"));
}

TEST(SnapshotModel, OwnersAndPacksAreReadAndOptional) {
  json doc = Fixture();  // written before owners and packs: neither is there
  SnapshotRead old = ReadSnapshot(doc);
  ASSERT_TRUE(old.snapshot) << old.errors.front();
  EXPECT_EQ(old.snapshot->causes.at("C1").owner, "");
  EXPECT_TRUE(old.snapshot->packs.empty());
  doc["causes"]["C1"]["owner"] = "exporter";
  doc["packs"] = {"builtin:toylib"};
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  EXPECT_EQ(now.snapshot->causes.at("C1").owner, "exporter");
  EXPECT_EQ(now.snapshot->packs, std::vector<std::string>{"builtin:toylib"});
}

TEST(SnapshotModel, KorniaLayoutNeedsItsFifteenFieldsOnly) {
  json k = json::parse(Bytes(kKornia));
  k["cases"][0].erase("note");
  EXPECT_THAT(ReadSnapshot(k).errors.front(), HasSubstr("cases[0] ('"));
  EXPECT_THAT(ReadSnapshot(k).errors.front(), HasSubstr("'note' is missing"));
  k = json::parse(Bytes(kKornia));
  k["cases"][0].erase("onnx_detail");
  EXPECT_THAT(ReadSnapshot(k).errors.front(), HasSubstr("'onnx_detail' is missing"));
  // capgrid's fields are not asked of Kornia's layout.
  k = json::parse(Bytes(kKornia));
  for (auto& e : k["cases"]) EXPECT_FALSE(e.contains("times"));
  EXPECT_TRUE(ReadSnapshot(k).snapshot);
}

// The fixture (format 1) as format 3 writes it: the dynamic-batch probes' cells, the speed
// probe's cell and speed fields on every case.
json Format3(const json& old_doc) {
  json doc = old_doc;
  doc["format_version"] = 3;
  doc["speed_machine"] = "CPU X, 2 CPUs";
  for (auto& e : doc["cases"]) {
    render::testdata::SetCell(e, "export_dynamic", "ok", "ok", 1.0);
    render::testdata::SetCell(e, "onnx_dynamic", "ok", "ok", 1.0);
    render::testdata::SetCell(e, "speed", "ok", "timed", 1.0);
    for (const std::string& v : SpeedVariants()) {
      e[v + "_latency_s"] = 0.002;
      e[v + "_latency_spread"] = json::array({0.001, 0.003});
    }
    for (const char* k : {"compile_speedup", "export_speedup", "onnx_speedup"}) e[k] = 1.0;
    e["too_fast"] = json::array();
    e["slower_than_eager"] = false;
    e["compile_time_s"] = 2.0;
    e["onnx_export_s"] = nullptr;
    e["recompiles_same_shape"] = 0;
    e["recompiles_new_batch"] = 1;
    e["recompile_reason"] = "";
    e["new_batch_reason"] = "0/0: tensor 'x' size mismatch at index 0. expected 2, actual 3";
    e["speed_errors"] = json::object();
  }
  doc["probes"].push_back("export_dynamic");
  doc["probes"].push_back("onnx_dynamic");
  doc["probes"].push_back("speed");
  return doc;
}

// A format-4 snapshot: format 3's fields and the AOTInductor and gradient cells.
json Format4(const json& old_doc) {
  json doc = Format3(old_doc);
  doc["format_version"] = 4;
  for (auto& e : doc["cases"]) {
    render::testdata::SetCell(e, "aoti", "ok", "ok", 1.0);
    render::testdata::SetCell(e, "grad", "ok", "ok", 1.0);
    e["recompiles_larger_batch"] = 0;
    e["larger_batch_reason"] = "";
    e["went_dynamic"] = true;
  }
  doc["probes"].push_back("aoti");
  doc["probes"].push_back("grad");
  return doc;
}

// A format-5 snapshot: format 4's fields and grad's own graph-break count.
json Format5(const json& old_doc) {
  json doc = Format4(old_doc);
  doc["format_version"] = 5;
  for (auto& e : doc["cases"]) e["grad_graph_breaks"] = 0;
  return doc;
}

// A format-6 snapshot: format 5's fields and each cell's evidence, grad's verdict and note.
json Format6(const json& old_doc) { return render::testdata::AsFormat6(Format5(old_doc)); }

// A format-7 snapshot: format 6's fields and each accuracy probe's <probe>_accuracy, null.
json Format7(const json& old_doc) { return render::testdata::AsFormat7(Format6(old_doc)); }

TEST(SnapshotModel, FormatThreeCarriesTheDynamicColumnsAndOlderFormatsRenderWithout) {
  SnapshotRead old = ReadSnapshot(Fixture());
  ASSERT_TRUE(old.snapshot) << old.errors.front();
  EXPECT_EQ(old.snapshot->carried,
            (std::vector<bool>{true, true, true, false, false, false, false, false, false, false}));
  json doc = Format3(Fixture());
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  EXPECT_EQ(now.snapshot->carried,
            (std::vector<bool>{true, true, true, true, true, true, false, false, false, false}));
  EXPECT_EQ(now.snapshot->cases[0].cells[3].value, "ok");
  doc["cases"][1]["onnx_dynamic"] = "specialised";
  ASSERT_TRUE(ReadSnapshot(doc).snapshot);
  // the pages: an old snapshot shows its three columns, a format-3 one all six when asked
  EXPECT_EQ(render::ParseReport(Fixture().dump(), "old").probe_count(), 3);
  EXPECT_EQ(render::ParseReport(doc.dump(), "new").probe_count(), 6);
  json unasked = doc;
  unasked["probes"] = {"onnx", "export", "compile"};
  render::Report r = render::ParseReport(unasked.dump(), "unasked");
  EXPECT_EQ(r.probe_count(), 3);
  EXPECT_EQ(r.rows.size(), render::ParseReport(Fixture().dump(), "old").rows.size());
}

TEST(SnapshotModel, FormatFourCarriesTheRecompilesAtTwoBPlusOne) {
  json doc = Format4(Fixture());
  doc["cases"][1]["recompiles_larger_batch"] = 2;
  doc["cases"][1]["larger_batch_reason"] = "0/2: tensor 'x' size mismatch at index 0";
  doc["cases"][1]["went_dynamic"] = false;
  doc["cases"][2]["went_dynamic"] = nullptr;
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  const auto& cases = now.snapshot->cases;
  EXPECT_EQ(*cases[0].speed->recompiles_larger_batch, 0);
  EXPECT_EQ(cases[0].speed->went_dynamic, true);
  EXPECT_EQ(*cases[1].speed->recompiles_larger_batch, 2);
  EXPECT_EQ(cases[1].speed->larger_batch_reason, "0/2: tensor 'x' size mismatch at index 0");
  EXPECT_EQ(cases[1].speed->went_dynamic, false);
  EXPECT_FALSE(cases[2].speed->went_dynamic);
  // format 3 has no such fields: none read, none asked for
  SnapshotRead three = ReadSnapshot(Format3(Fixture()));
  ASSERT_TRUE(three.snapshot) << three.errors.front();
  EXPECT_FALSE(three.snapshot->cases[0].speed->recompiles_larger_batch);
  EXPECT_FALSE(three.snapshot->cases[0].speed->went_dynamic);
  // format 4 without them is refused, the field named
  json bad = doc;
  bad["cases"][0].erase("went_dynamic");
  SnapshotRead r = ReadSnapshot(bad);
  ASSERT_FALSE(r.snapshot);
  EXPECT_EQ(r.errors.front(),
            "cases[0] ('warp|affine[fill]'): 'went_dynamic' must be a boolean or null");
  bad = doc;
  bad["cases"][0]["recompiles_larger_batch"] = -1;
  EXPECT_FALSE(ReadSnapshot(bad).snapshot);
}

TEST(SnapshotModel, FormatFourCarriesTheAotiAndGradColumns) {
  json doc = Format4(Fixture());
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  // format 4 carries every probe but the format-8 deployment targets
  EXPECT_EQ(now.snapshot->carried,
            (std::vector<bool>{true, true, true, true, true, true, true, true, false, false}));
  const int grad = Vocabulary::Builtin().ProbeIndex("grad");
  EXPECT_EQ(now.snapshot->cases[0].cells[grad].value, "ok");
  doc["cases"][1]["grad"] = "mismatch";
  doc["cases"][1]["grad_status"] = "grad-wrong";
  ASSERT_TRUE(ReadSnapshot(doc).snapshot);
  EXPECT_EQ(render::ParseReport(doc.dump(), "new").probe_count(), 8);
  // a format-4 file without a format-4 probe's cell is refused with the field named
  json bad = doc;
  bad["cases"][0].erase("aoti");
  SnapshotRead r = ReadSnapshot(bad);
  ASSERT_FALSE(r.snapshot);
  EXPECT_EQ(r.errors.front(), "cases[0] ('warp|affine[fill]'): 'aoti' is missing");
  // format 4's page without the new probes asked for renders as format 3's
  json unasked = doc;
  unasked["probes"] = Format3(Fixture())["probes"];
  EXPECT_EQ(render::ParseReport(unasked.dump(), "unasked").probe_count(), 6);
}

TEST(SnapshotModel, FormatThreeCarriesTheSpeedFieldsAndOlderFormatsRenderWithout) {
  SnapshotRead old = ReadSnapshot(Fixture());
  ASSERT_TRUE(old.snapshot) << old.errors.front();
  EXPECT_FALSE(old.snapshot->cases[0].speed);
  json doc = Format3(Fixture());
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  const SnapshotSpeed& sp = *now.snapshot->cases[0].speed;
  EXPECT_EQ(now.snapshot->speed_machine, "CPU X, 2 CPUs");
  EXPECT_DOUBLE_EQ(*sp.latency[1].median_s, 0.002);
  EXPECT_DOUBLE_EQ(sp.latency[1].spread->second, 0.003);
  EXPECT_EQ(*sp.recompiles_new_batch, 1);
  EXPECT_FALSE(sp.onnx_export_s);
  EXPECT_EQ(render::ParseReport(Fixture().dump(), "old").speed, nullptr);
  EXPECT_NE(render::ParseReport(doc.dump(), "new").speed, nullptr);

  auto error = [&](auto change) {
    json bad = doc;
    change(bad["cases"][0]);
    SnapshotRead r = ReadSnapshot(bad);
    return r.errors.empty() ? std::string() : r.errors.front();
  };
  std::string name = doc["cases"][0]["name"].get<std::string>();
  EXPECT_EQ(error([](json& e) { e["compile_speedup"] = -1; }),
            "cases[0] ('" + name + "'): 'compile_speedup' must be a positive number or null");
  EXPECT_EQ(error([](json& e) { e["eager_latency_spread"] = json::array({3, 1}); }),
            "cases[0] ('" + name + "'): 'eager_latency_spread' must be a list [p10, p90] of "
            "seconds or null");
  EXPECT_EQ(error([](json& e) { e["too_fast"] = json::array({"jit"}); }),
            "cases[0] ('" + name + "').too_fast: 'jit' is not one of eager, compile, export, onnx");
  EXPECT_EQ(error([](json& e) { e.erase("recompiles_same_shape"); }),
            "cases[0] ('" + name + "'): 'recompiles_same_shape' must be a non-negative integer "
            "or null");
  EXPECT_EQ(error([](json& e) { e["slower_than_eager"] = 1; }),
            "cases[0] ('" + name + "'): 'slower_than_eager' must be a boolean");
}

TEST(SnapshotModel, DiffComparesTheColumnsBothSidesCarry) {
  json old_doc = Fixture();
  json new_doc = Format3(Fixture());
  SnapshotDiff d = DiffSnapshots(old_doc, new_doc, Vocabulary::Builtin());
  EXPECT_EQ(d.columns, (std::vector<std::string>{"onnx", "export", "compile"}));
  EXPECT_TRUE(d.regressions.empty() && d.fixes.empty());
  json worse = new_doc;
  worse["cases"][0]["export_dynamic"] = "specialised";
  worse["cases"][0]["export_dynamic_status"] = "specialised";
  SnapshotDiff g = DiffSnapshots(new_doc, worse, Vocabulary::Builtin());
  EXPECT_EQ(g.columns, (std::vector<std::string>{"onnx", "export", "compile", "export_dynamic",
                                                 "onnx_dynamic", "speed"}));
  EXPECT_EQ(DiffSnapshots(Format4(Fixture()), Format4(Fixture()), Vocabulary::Builtin()).columns,
            ParseProbes({"all"}));  // format 4: every probe but the format-8 targets
  ASSERT_EQ(g.regressions.size(), 1u);
  EXPECT_EQ(g.regressions[0].column, "export_dynamic");
  EXPECT_EQ(g.regressions[0].new_value, "specialised");
}

TEST(SnapshotModel, DiffComparesTheColumnsBothSidesCarryAndReportsSpeedChanges) {
  json old_doc = Format3(Fixture());
  SnapshotDiff across = DiffSnapshots(Fixture(), old_doc, Vocabulary::Builtin());
  EXPECT_EQ(across.columns, (std::vector<std::string>{"onnx", "export", "compile"}));
  EXPECT_TRUE(across.fixes.empty() && across.speed_changes.empty());
  json new_doc = old_doc;
  new_doc["cases"][0]["compile_speedup"] = 0.25;  // 4x slower
  new_doc["cases"][1]["onnx_speedup"] = 1.5;      // under the 2x threshold
  SnapshotDiff d = DiffSnapshots(old_doc, new_doc, Vocabulary::Builtin());
  ASSERT_EQ(d.speed_changes.size(), 1u);
  EXPECT_EQ(d.speed_changes[0].variant, "compile");
  EXPECT_DOUBLE_EQ(d.speed_changes[0].slowdown(), 4.0);
  EXPECT_FALSE(GateFails(d, false));  // never a regression
  EXPECT_EQ(Slowdowns(d, 3.0).size(), 1u);
  EXPECT_TRUE(Slowdowns(d, 5.0).empty());
  EXPECT_EQ(DiffSnapshots(old_doc, new_doc, Vocabulary::Builtin(), MatchBy::kName, 1.4)
                .speed_changes.size(),
            2u);
}

TEST(SnapshotModel, DiffReportsWentDynamicFlipsInEveryFormat) {
  json old_doc = Format4(Fixture());  // every case went dynamic
  json new_doc = old_doc;
  new_doc["cases"][0]["went_dynamic"] = false;   // now recompiles at each size
  new_doc["cases"][1]["went_dynamic"] = nullptr;  // unknown on one side: not a flip
  SnapshotDiff d = DiffSnapshots(old_doc, new_doc, Vocabulary::Builtin());
  ASSERT_EQ(d.dynamic_changes.size(), 1u);
  const std::string name = new_doc["cases"][0]["name"].get<std::string>();
  EXPECT_EQ(d.dynamic_changes[0].case_name, name);
  EXPECT_TRUE(d.dynamic_changes[0].old_dynamic);
  EXPECT_FALSE(d.dynamic_changes[0].new_dynamic);
  EXPECT_FALSE(GateFails(d, false));  // reported, never a regression
  EXPECT_THAT(FormatDiffText(d), ::testing::HasSubstr("went dynamic -> static"));
  EXPECT_THAT(FormatDiffMarkdown(d), ::testing::HasSubstr("| went dynamic | static |"));
  const json j = DiffToJson(d)["dynamic_changes"];
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["old_went_dynamic"], true);
  EXPECT_EQ(j[0]["new_went_dynamic"], false);
  EXPECT_TRUE(DiffSnapshots(old_doc, old_doc, Vocabulary::Builtin()).dynamic_changes.empty());
}

TEST(SnapshotModel, ErrorsAreCapped) {
  json doc = Fixture();
  for (int i = 0; i < 50; ++i) doc["cases"].push_back(json::object());
  EXPECT_EQ(ReadSnapshot(doc).errors.size(), kMaxSnapshotErrors);
}

// One reader: a file it refuses is refused by render, diff and the snapshot check alike, and
// one it accepts is accepted by all of them.
TEST(SnapshotModel, EveryReaderAgrees) {
  TempDir tmp;
  json good = Fixture();
  auto accepted_everywhere = [&](const json& doc, const std::string& name) {
    std::string path = tmp.Sub(name);
    WriteSnapshot(path, doc);
    EXPECT_TRUE(CheckSnapshot(doc).empty()) << name;
    EXPECT_NO_THROW(render::LoadReport(path)) << name;
    EXPECT_NO_THROW(LoadSnapshot(path)) << name;
    EXPECT_NO_THROW(DiffSnapshots(doc, doc, Vocabulary::Builtin())) << name;
  };
  accepted_everywhere(good, "fixture.json");
  accepted_everywhere(json::parse(Bytes(kKornia)), "kornia.json");
  accepted_everywhere(json::parse(Bytes(kDocsKornia)), "docs.json");

  for (const Bad& b : BadCapgridSnapshots()) {
    json doc = Fixture();
    b.edit(doc);
    std::string path = tmp.Sub("bad.json");
    WriteSnapshot(path, doc);
    EXPECT_FALSE(CheckSnapshot(doc).empty()) << b.what;
    EXPECT_THROW(render::LoadReport(path), UsageError) << b.what;
    EXPECT_THROW(LoadSnapshot(path), UsageError) << b.what;
    EXPECT_THROW(LoadSnapshotModel(path), UsageError) << b.what;
    EXPECT_THROW(DiffSnapshots(good, doc, Vocabulary::Builtin()), UsageError) << b.what;
    EXPECT_THROW(DiffSnapshots(doc, good, Vocabulary::Builtin()), UsageError) << b.what;
    // ... and all with the reader's words.
    try {
      render::LoadReport(path);
    } catch (const UsageError& e) {
      EXPECT_THAT(e.what(), HasSubstr(b.error)) << b.what;
    }
    try {
      LoadSnapshot(path);
    } catch (const UsageError& e) {
      EXPECT_THAT(e.what(), HasSubstr(b.error)) << b.what;
    }
  }
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

TEST(SnapshotModel, FormatFiveCarriesGradsOwnBreakCount) {
  json doc = Format5(Fixture());
  doc["cases"][1]["grad"] = "ok-breaks";
  doc["cases"][1]["grad_status"] = "ok-breaks";
  doc["cases"][1]["grad_graph_breaks"] = 4;
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  const Vocabulary& v = Vocabulary::Builtin();
  const auto& cases = now.snapshot->cases;
  EXPECT_EQ(cases[1].cells[v.ProbeIndex("grad")].graph_breaks, 4);
  EXPECT_EQ(cases[0].cells[v.ProbeIndex("grad")].graph_breaks, 0);
  // compile's count is the entry's graph_breaks; a probe that counts none has none
  EXPECT_EQ(cases[1].cells[v.ProbeIndex("compile")].graph_breaks, cases[1].graph_breaks);
  EXPECT_FALSE(cases[1].cells[v.ProbeIndex("aoti")].graph_breaks);
  // format 4 has no grad count: none read, none asked for
  SnapshotRead four = ReadSnapshot(Format4(Fixture()));
  ASSERT_TRUE(four.snapshot) << four.errors.front();
  EXPECT_FALSE(four.snapshot->cases[1].cells[v.ProbeIndex("grad")].graph_breaks);
  // format 5 without it, or with a negative one, is refused with the field named
  for (const json& count : {json(), json(-1), json("3")}) {
    json bad = doc;
    if (count.is_null()) {
      bad["cases"][0].erase("grad_graph_breaks");
    } else {
      bad["cases"][0]["grad_graph_breaks"] = count;
    }
    SnapshotRead r = ReadSnapshot(bad);
    ASSERT_FALSE(r.snapshot) << count;
    EXPECT_EQ(r.errors.front(), "cases[0] ('warp|affine[fill]'): 'grad_graph_breaks' must be a "
                                "non-negative integer");
  }
}

TEST(SnapshotModel, FormatSixCarriesWhatEachCellsCheckWas) {
  json doc = Format6(Fixture());
  doc["cases"][1]["grad"] = "ok";
  doc["cases"][1]["grad_status"] = "ok";
  doc["cases"][1]["grad_evidence"] = "values";
  doc["cases"][1]["grad_fd"] = "inconclusive";
  doc["cases"][1]["grad_fd_note"] = "the case does not run in float64";
  doc["probes"] = Vocabulary::Builtin().probes();
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  const Vocabulary& v = Vocabulary::Builtin();
  const SnapshotCell& grad = now.snapshot->cases[1].cells[v.ProbeIndex("grad")];
  EXPECT_EQ(grad.evidence, "values");
  EXPECT_EQ(grad.fd, "inconclusive");
  EXPECT_EQ(grad.fd_note, "the case does not run in float64");
  // format 5 has none: nothing read, nothing asked for
  SnapshotRead five = ReadSnapshot(Format5(Fixture()));
  ASSERT_TRUE(five.snapshot) << five.errors.front();
  EXPECT_EQ(five.snapshot->cases[1].cells[v.ProbeIndex("onnx")].evidence, "");
  // an unknown kind or verdict, or a missing field, is refused with the field named
  for (const auto& [field, value] : std::vector<std::pair<std::string, json>>{
           {"onnx_evidence", "eyeballed"}, {"grad_fd", "maybe"}, {"grad_fd_note", json()}}) {
    json bad = doc;
    if (value.is_null()) {
      bad["cases"][0].erase(field);
    } else {
      bad["cases"][0][field] = value;
    }
    SnapshotRead r = ReadSnapshot(bad);
    ASSERT_FALSE(r.snapshot) << field;
    EXPECT_NE(r.errors.front().find("'" + field + "'"), std::string::npos) << r.errors.front();
  }
}

TEST(SnapshotModel, FormatSevenCarriesHowCloseEachCellCame) {
  json doc = Format7(Fixture());
  doc["probes"] = Vocabulary::Builtin().probes();
  doc["cases"][1]["onnx_accuracy"] = {{"max_abs", 1e-5}, {"max_rel", 2e-5}, {"snr_db", 93.5},
                                      {"nonfinite", 0},  {"outputs", 2}};
  doc["cases"][1]["grad_accuracy"] = {{"max_abs", 0}, {"max_rel", 0}, {"snr_db", nullptr},
                                      {"nonfinite", 0}, {"outputs", 1}};
  SnapshotRead now = ReadSnapshot(doc);
  ASSERT_TRUE(now.snapshot) << now.errors.front();
  const Vocabulary& v = Vocabulary::Builtin();
  const auto& cells = now.snapshot->cases[1].cells;
  ASSERT_TRUE(cells[v.ProbeIndex("onnx")].accuracy);
  EXPECT_DOUBLE_EQ(cells[v.ProbeIndex("onnx")].accuracy->max_abs, 1e-5);
  EXPECT_DOUBLE_EQ(*cells[v.ProbeIndex("onnx")].accuracy->snr_db, 93.5);
  EXPECT_EQ(cells[v.ProbeIndex("onnx")].accuracy->outputs, 2);
  EXPECT_FALSE(cells[v.ProbeIndex("grad")].accuracy->snr_db);  // equal: no noise to measure
  EXPECT_FALSE(cells[v.ProbeIndex("export")].accuracy);        // null: not measured
  // format 6 has none: nothing read, nothing asked for
  SnapshotRead six = ReadSnapshot(Format6(Fixture()));
  ASSERT_TRUE(six.snapshot) << six.errors.front();
  EXPECT_FALSE(six.snapshot->cases[1].cells[v.ProbeIndex("onnx")].accuracy);
  // the speed probe compares nothing: it has no such field to carry
  EXPECT_FALSE(doc["cases"][0].contains("speed_accuracy"));
  // a missing field, a negative error, an unknown key or no output measured is refused, named
  for (const auto& [field, value] : std::vector<std::pair<std::string, json>>{
           {"", json()}, {"max_abs", -1}, {"eyeballed", 1}, {"outputs", 0}, {"snr_db", "high"}}) {
    json bad = doc;
    if (field.empty()) {
      bad["cases"][1].erase("onnx_accuracy");
    } else {
      bad["cases"][1]["onnx_accuracy"][field] = value;
    }
    SnapshotRead r = ReadSnapshot(bad);
    ASSERT_FALSE(r.snapshot) << field;
    EXPECT_NE(r.errors.front().find("'onnx_accuracy"), std::string::npos) << r.errors.front();
  }
}

}  // namespace
}  // namespace capgrid
