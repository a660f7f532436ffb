#include "report_model.h"

#include "page_text.h"

#include <algorithm>
#include <fstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "errors.h"
#include "case_names.h"
#include "render_test_data.h"
#include "report_load.h"

namespace capgrid::render {
namespace {

// The built-in vocabulary's probes, by name (the report indexes cells in its order).
const int kOnnx = Vocabulary::Builtin().ProbeIndex("onnx");
const int kExport = Vocabulary::Builtin().ProbeIndex("export");
const int kCompile = Vocabulary::Builtin().ProbeIndex("compile");

using ::testing::HasSubstr;

// A small snapshot in Kornia's layout (tests/data/kornia_layout/; its header and its 15 entry
// fields, nothing of capgrid's): 8 entries, 7 shown (one is n/a in all three columns), every
// column value. Its figures, worked out by hand: ONNX 4 of 6 counted (one cell n/a), export 6
// of 7, compile 6 of 7; 2 rows supported by all three; 7 operators, 4 of them exporting to ONNX.
const char kKorniaSnapshot[] = CAPGRID_SOURCE_DIR "/tests/data/kornia_layout/export_support.json";
// The committed Kornia survey: a large snapshot, for the sorting rules.
const char kSurveySnapshot[] = CAPGRID_SOURCE_DIR "/docs/kornia/snapshot.json";

TEST(ReportModelTest, CountsAKorniaLayoutSnapshotByKorniasRules) {
  Report r = LoadReport(kKorniaSnapshot);
  EXPECT_EQ(r.entries, 8);
  EXPECT_EQ(r.rows.size(), 7u);  // one entry is n/a in all three columns
  EXPECT_EQ(r.columns[kOnnx].supported, 4);  // ok-unverified is supported too
  EXPECT_EQ(r.columns[kOnnx].total, 6);      // a column's n/a cells are not counted
  EXPECT_EQ(r.columns[kExport].supported, 6);
  EXPECT_EQ(r.columns[kExport].total, 7);
  EXPECT_EQ(r.columns[kCompile].supported, 6);
  EXPECT_EQ(r.columns[kCompile].total, 7);
  EXPECT_EQ(r.ok_all, 2);  // a row with an n/a cell is not "all three"
  EXPECT_EQ(r.operators, 7);
  EXPECT_EQ(r.operators_onnx, 4);
  // Kornia's header names the library only through its compatibility key.
  EXPECT_EQ(r.header.library, "kornia");
  EXPECT_EQ(r.header.library_version, "0.9.0rc1");
  EXPECT_EQ(r.header.opset, "18");
}

TEST(ReportModelTest, KorniaPackagesAndSectionsAreSorted) {
  Report r = LoadReport(kSurveySnapshot);
  ASSERT_FALSE(r.packages.empty());
  int listed = 0;
  for (size_t i = 0; i < r.packages.size(); ++i) {
    if (i) EXPECT_LT(r.packages[i - 1].name, r.packages[i].name);
    const Package& pkg = r.packages[i];
    for (size_t s = 0; s < pkg.sections.size(); ++s) {
      if (s) EXPECT_LT(pkg.sections[s - 1].key, pkg.sections[s].key);
      listed += static_cast<int>(pkg.sections[s].rows.size());
    }
  }
  EXPECT_EQ(listed, static_cast<int>(r.rows.size()));  // every shown row in one section
  const Package& aug = *std::find_if(r.packages.begin(), r.packages.end(), [](const Package& p) {
    return p.name == "kornia.augmentation";
  });
  EXPECT_EQ(aug.sections.front().key, "");  // top-level operators come first
  EXPECT_EQ(aug.sections.front().title, "Operators");
  EXPECT_EQ(aug.sections[1].key, "3d");
  EXPECT_EQ(aug.anchor, "capgrid-kornia-augmentation");
  // Rows are sorted by lower-cased operator, then variant.
  const Section& top = aug.sections.front();
  for (size_t i = 1; i < top.rows.size(); ++i) {
    std::string a = top.rows[i - 1]->op, b = top.rows[i]->op;
    std::transform(a.begin(), a.end(), a.begin(), ::tolower);
    std::transform(b.begin(), b.end(), b.begin(), ::tolower);
    EXPECT_LE(a, b);
  }
}

TEST(ReportModelTest, ReadsCapgridExtras) {
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  EXPECT_EQ(r.header.library, "toylib");
  EXPECT_EQ(r.header.library_version, "1.2");
  EXPECT_TRUE(r.header.partial);
  EXPECT_EQ(r.header.missing_count, 2);
  EXPECT_EQ(r.header.missing[0], "toylib.a (onnx): no result");
  ASSERT_TRUE(r.header.coverage.has_value());
  EXPECT_EQ(r.header.coverage->covered, 3);
  EXPECT_EQ(r.header.coverage->total, 5);
  ASSERT_EQ(r.rows.size(), 4u);  // the all-n/a entry is not listed
  const Row& warp = r.rows[0];
  EXPECT_EQ(warp.op, "warp|affine");
  ASSERT_TRUE(warp.cells[kOnnx].seconds.has_value());
  EXPECT_DOUBLE_EQ(*warp.cells[kOnnx].seconds, 1.5);
  EXPECT_EQ(warp.cells[kOnnx].frames.size(), 2u);
  ASSERT_EQ(warp.break_reasons.size(), 1u);
  EXPECT_EQ(warp.break_reasons[0].url, "https://example.org/gb/GB0001");
  // A cell without a detail is explained by its cause.
  EXPECT_EQ(r.Explanation(r.rows[1].cells[kExport]), "the probe ran out of time");
  // timeout counts as probed and not supported.
  EXPECT_EQ(r.columns[kExport].total, 4);
  EXPECT_EQ(r.columns[kExport].supported, 2);
}

TEST(ReportModelTest, CausesRankByDistinctOperatorsNotConfigurations) {
  Report r = ParseReport(testdata::CausesSnapshot(), "causes.json");
  const std::vector<CauseRank>& onnx = r.cause_ranks[kOnnx];
  ASSERT_EQ(onnx.size(), 2u);
  EXPECT_EQ(onnx[0].cause_id, "no-lowering");
  EXPECT_EQ(onnx[0].operators, 2);
  EXPECT_EQ(onnx[0].configurations, 2);
  EXPECT_THAT(onnx[0].operator_labels, ::testing::ElementsAre("toy.geo B", "toy.geo C"));
  EXPECT_TRUE(onnx[0].wheres.empty());  // an exporter cause lists no library locations
  EXPECT_EQ(onnx[1].cause_id, "lib-branch");
  EXPECT_EQ(onnx[1].operators, 1);  // three configurations of one operator
  EXPECT_EQ(onnx[1].configurations, 3);
  EXPECT_THAT(onnx[1].operator_labels, ::testing::ElementsAre("toy.geo A"));
  // Locations: the deepest library frame of each configuration, most rows first.
  ASSERT_EQ(onnx[1].wheres.size(), 2u);
  EXPECT_EQ(onnx[1].wheres[0].where, "toy/a.py:1");
  EXPECT_EQ(onnx[1].wheres[0].rows, 2);
  EXPECT_EQ(onnx[1].wheres[1].where, "toy/a.py:2");
  EXPECT_EQ(onnx[1].wheres[1].rows, 1);
  ASSERT_EQ(r.cause_ranks[kExport].size(), 1u);
  EXPECT_EQ(r.cause_ranks[kExport][0].cause_id, "timeout");
  EXPECT_TRUE(r.cause_ranks[kCompile].empty());
}

TEST(ReportModelTest, OwnersComeFromTheSnapshotElseFromTheRulesById) {
  Report r = ParseReport(testdata::CausesSnapshot(), "causes.json");
  ASSERT_NE(r.OwnerOf("lib-branch"), nullptr);
  EXPECT_EQ(r.OwnerOf("lib-branch")->id, "library");
  EXPECT_EQ(r.OwnerOf("no-lowering")->label, "ONNX exporter");
  // The timeout entry has no owner (an older snapshot): the built-in rule of its id names it.
  ASSERT_NE(r.OwnerOf("timeout"), nullptr);
  EXPECT_EQ(r.OwnerOf("timeout")->id, "environment");
  EXPECT_EQ(r.OwnerOf("not-a-cause"), nullptr);
  EXPECT_EQ(r.header.owners.size(), 9u);
  // The fixture's causes C1/T1/B1 have no owner and no built-in rule: none.
  Report old = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  EXPECT_EQ(old.OwnerOf("C1"), nullptr);
  EXPECT_TRUE(old.header.packs.empty());
}

TEST(ReportModelTest, ReproCommandQuotesEveryArgument) {
  Report r = ParseReport(testdata::CausesSnapshot(), "causes.json");
  auto row = [&](const std::string& name) -> const Row& {
    return *std::find_if(r.rows.begin(), r.rows.end(),
                         [&](const Row& x) { return x.name == name; });
  };
  EXPECT_EQ(ReproCommand(r, row("B"), kOnnx),
            "capgrid repro B --probe onnx builtin:toy 'my packs/extra.py'");
  EXPECT_EQ(ReproCommand(r, row("A[it's]"), kOnnx),
            "capgrid repro 'A[it'\\''s]' --probe onnx builtin:toy 'my packs/extra.py'");
  EXPECT_EQ(ReproCommand(r, row("A[1]"), kOnnx),
            "capgrid repro 'A[1]' --probe onnx builtin:toy 'my packs/extra.py'");
}

TEST(ReportModelTest, ReproScriptsAreLinkedOnlyWhereTheyExist) {
  Report r = ParseReport(testdata::CausesSnapshot(), "causes.json");
  std::vector<std::string> asked;
  AttachReproScripts(
      r,
      [&](const std::string& file) {
        asked.push_back(file);
        return file == "A_it_s_-onnx.py" || file == "D-export.py";
      },
      "../repro/");
  // Only failing cells are looked up: 5 ONNX failures and one export timeout.
  EXPECT_EQ(asked.size(), 6u);
  for (const Row& row : r.rows) {
    for (int p = 0; p < r.probe_count(); ++p) {
      std::string want;
      if ((row.name == "A[it's]" && p == kOnnx) || (row.name == "D" && p == kExport)) {
        want = "../repro/" + ReproScriptName(row.name, r.probes()[p].key);
      }
      EXPECT_EQ(row.cells[p].repro_href, want) << row.name << " " << p;
    }
  }
}

TEST(ReportModelTest, OperatorExportsToOnnxWhenAnyConfigurationDoes) {
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  // "warp|affine" fails ONNX in one configuration and passes in another: one operator, exporting.
  EXPECT_EQ(r.operators, 3);
  EXPECT_EQ(r.operators_onnx, 2);
}

TEST(ReportModelTest, GroupsIdenticalDetailsAcrossColumns) {
  Report r = ParseReport(testdata::kCapgridSnapshot, "extras.json");
  std::vector<DetailGroup> groups = GroupDetails(r, r.rows[0]);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].columns, "ONNX, export");
  EXPECT_EQ(groups[1].columns, "compile");
}

TEST(ReportModelTest, EmptyOptionalValuesRenderGracefully) {
  Report r = ParseReport(testdata::Snapshot({testdata::Case("f", "p", "ok", "fail", "n/a")}),
                         "min.json");
  ASSERT_EQ(r.rows.size(), 1u);
  EXPECT_EQ(r.rows[0].op, "f");
  EXPECT_EQ(r.columns[kCompile].total, 0);
  EXPECT_EQ(FormatRatio(r.columns[kCompile]), "\u2014");
  EXPECT_EQ(LibraryTitle(r), "the library");  // no library named
}

TEST(ReportModelTest, AnIncompleteSnapshotIsRefused) {
  // The schema is the authority: render no longer fills in what the file left out.
  EXPECT_THROW(ParseReport(R"({"cases": [{"name": "f", "package": "p", "onnx": "ok",
                                          "export": "fail", "compile": "n/a"}]})",
                           "min.json"),
               UsageError);
  nlohmann::json c = testdata::Case("f", "p", "ok", "ok", "ok");
  c.erase("times");
  try {
    ParseReport(testdata::Snapshot({c}), "min.json");
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_THAT(e.what(),
                HasSubstr("snapshot min.json: cases[0] ('f'): 'times' must be an object"));
  }
}

TEST(ReportModelTest, ProvenanceConflictsReadAsOneLineEach) {
  nlohmann::json missing = nlohmann::json::array();
  for (const char* name : {"a", "b", "c"}) missing.push_back({{"case", name}, {"probe", "onnx"}});
  Report r = ParseReport(testdata::Snapshot({},
                                            {{"partial", true},
                                             {"provenance_conflicts",
                                              nlohmann::json::parse(R"([
      {"field": "torch", "values": [{"store": "a.db", "value": "2.9"},
                                    {"store": "b.db", "value": "2.10"}]}])")},
                                             {"missing", missing}}),
                         "conflicts.json");
  ASSERT_EQ(r.header.conflicts.size(), 1u);
  EXPECT_EQ(r.header.conflicts[0], "torch: 2.9 (a.db); 2.10 (b.db)");
  EXPECT_EQ(r.header.missing_count, 3);
  EXPECT_EQ(r.header.missing[0], "a (onnx)");
  // The schema has `missing` as a list: a bare count is refused (render took one once).
  EXPECT_THROW(ParseReport(testdata::Snapshot({}, {{"missing", 3}}), "n.json"),
               UsageError);
  EXPECT_EQ(PartialNotice(r),
            "3 results (case and probe) are missing and shown as n/a; the figures cover only what "
            "was measured.");
}

TEST(ReportModelTest, DocsFixtureSnapshotIsTheTestSnapshot) {
  // tests/docs_fixture/snapshot.json (the Sphinx and browser tests) must stay this file's twin.
  std::ifstream in(CAPGRID_SOURCE_DIR "/tests/docs_fixture/snapshot.json");
  ASSERT_TRUE(in);
  EXPECT_EQ(nlohmann::json::parse(in), nlohmann::json::parse(testdata::kCapgridSnapshot));
}

TEST(ReportModelTest, EmptySnapshotHasNoFigures) {
  Report r = ParseReport(testdata::Snapshot({}), "empty.json");
  EXPECT_TRUE(r.rows.empty());
  EXPECT_TRUE(r.packages.empty());
  EXPECT_EQ(FormatRatio(r.columns[kOnnx]), "\u2014");
  EXPECT_EQ(FormatPercent(r.columns[kOnnx]), "");
}

TEST(ReportModelTest, AnchorsStayUniqueWhenNamesShareASlug) {
  Report r = ParseReport(testdata::Snapshot({testdata::Case("f", "p.a_b", "ok", "ok", "ok"),
                                             testdata::Case("g", "p.a.b", "ok", "ok", "ok")}),
                         "slugs.json");
  ASSERT_EQ(r.packages.size(), 2u);
  EXPECT_NE(r.packages[0].anchor, r.packages[1].anchor);
  EXPECT_EQ(r.unlisted.size(), 0u);
}

TEST(ReportModelTest, BadSnapshotsNameTheFile) {
  auto message = [](std::string_view text) {
    try {
      ParseReport(text, "bad.json");
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_THAT(message("{not json"), HasSubstr("snapshot bad.json: not JSON"));
  EXPECT_THAT(message("[1, 2]"), HasSubstr("snapshot bad.json: not a snapshot"));
  // nlohmann reports a number beyond double's range as out_of_range, not parse_error.
  EXPECT_THAT(message(R"({"cases": [], "x": 1e99999})"),
              HasSubstr("snapshot bad.json: not JSON (number overflow"));
  EXPECT_THAT(message(testdata::Snapshot({}, {{"cases", nlohmann::json::object()}})),
              HasSubstr("'cases' must be a list"));
  EXPECT_THAT(message(testdata::Snapshot({testdata::Case("x", "p", "great", "ok", "ok")})),
              HasSubstr("cases[0] ('x'): 'onnx' is not a column value: 'great' (expected one of "
                        "ok, ok-breaks,"));
  nlohmann::json breaks = testdata::Case("x", "p", "ok", "ok", "ok");
  breaks["graph_breaks"] = "2";
  EXPECT_THAT(message(testdata::Snapshot({breaks})),
              HasSubstr("cases[0] ('x'): 'graph_breaks' must be a non-negative integer"));
  EXPECT_THAT(message(testdata::Snapshot({testdata::Case("x", " ", "ok", "ok", "ok")})),
              HasSubstr("cases[0] ('x'): 'package' must be a non-empty string"));
  EXPECT_THAT(message(R"({"format": "other", "cases": []})"), HasSubstr("format is 'other'"));
  EXPECT_THAT(message(R"({"format": "capgrid-snapshot", "format_version": 9, "cases": []})"),
              HasSubstr("format_version 9 is not supported"));
  EXPECT_THROW(LoadReport("/nonexistent/snapshot.json"), UsageError);
}

}  // namespace
}  // namespace capgrid::render
