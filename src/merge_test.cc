#include "merge.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "errors.h"
#include "snapshot_file.h"
#include "store.h"
#include "test.h"

namespace capgrid {
namespace {

using nlohmann::json;

json Fixture(const std::string& name) {
  std::ifstream in(std::string(CAPGRID_SOURCE_DIR) + "/tests/data/errors/" + name + ".json");
  return json::parse(in);
}

json Provenance(const std::string& torch = "2.13.0+cpu") {
  return {{"library", "kornia"},   {"library_version", "0.9.0"},
          {"revision", "abc123"},  {"torch", torch},
          {"onnx", "1.23.2"},      {"onnxruntime", "1.32.0"},
          {"onnxscript", "0.7.2"}, {"python", "3.11.7"},
          {"device", "cpu"},       {"opset", 18},
          {"capgrid", "0.1.0"},    {"package_of", {{"augmentation3d", "kornia.augmentation"}}}};
}

InventoryRow Row(const std::string& name, const std::string& group, const std::string& ref) {
  json info = MakeCase(name, group, "fp-" + name, ref);
  info["note"] = "note of " + name;
  return {name, group, "fp-" + name, info};
}

std::vector<InventoryRow> Cases() {
  return {
      Row("filters.sobel", "filters", "kornia.filters.sobel"),
      Row("geometry.liegroup.So2.exp.z", "geometry.liegroup", "kornia.geometry.liegroup.So2.exp"),
      Row("RandomCrop3D[random]", "augmentation3d", "kornia.augmentation.RandomCrop3D")};
}

ResultRow Ok(const std::string& name, const std::string& probe, const std::string& status = "ok") {
  ResultRow r;
  r.case_name = name;
  r.probe = probe;
  r.fingerprint = "fp-" + name;
  r.status = status;
  r.record = {{"status", status}, {"times", {{"eager_s", 0.01234}, {"total_s", 1.23456}}}};
  if (probe == "onnx") r.record["onnx_ops"] = {"Add", "Conv"};
  r.duration_s = 1.3;
  r.finished_at = "2026-11-29T10:00:00Z";
  r.worker = "0-0";
  return r;
}

ResultRow FromFixture(const std::string& name, const std::string& probe,
                      const std::string& fixture) {
  json f = Fixture(fixture);
  ResultRow r = Ok(name, probe, f["status"]);
  for (const auto& [k, v] : f.items())
    if (k != "generated_by" && k != "probe") r.record[k] = v;
  r.record["where"] = "kornia/geometry/liegroup/so2.py:42";
  r.record["frames"] = {"kornia/geometry/liegroup/so2.py:42"};
  return r;
}

// A complete survey: sobel ok everywhere; So2.exp.z fails ONNX (svd), export ok, compile with
// a graph break; RandomCrop3D random.
std::vector<ResultRow> CompleteResults() {
  std::vector<ResultRow> out;
  for (const char* p : {"onnx", "export", "compile"}) out.push_back(Ok("filters.sobel", p));
  out.push_back(FromFixture("geometry.liegroup.So2.exp.z", "onnx", "onnx_no_lowering_svd"));
  out.push_back(Ok("geometry.liegroup.So2.exp.z", "export"));
  out.push_back(FromFixture("geometry.liegroup.So2.exp.z", "compile", "break_nonzero"));
  for (const char* p : {"onnx", "export", "compile"})
    out.push_back(Ok("RandomCrop3D[random]", p, "ok-unverified"));
  return out;
}

void MakeStore(const std::string& dir, const json& provenance,
               const std::vector<InventoryRow>& cases, const std::vector<ResultRow>& results) {
  auto store = Store::Open(dir, true);
  RunInfo run = store->CreateRun(provenance, provenance.dump(), {"onnx", "export", "compile"},
                                 {"builtin:kornia"});
  store->SetInventory(run.id, cases);
  for (const auto& r : results) store->WriteResult(run.id, r);
}

MergeOptions Options(const std::string& output) {
  MergeOptions o;
  o.output = output;
  o.generated_at = "2026-11-29";
  return o;
}

json ReadJson(const std::string& path) {
  std::ifstream in(path);
  return json::parse(in);
}

// One complete store of Cases() (CompleteResults(): onnx, export, compile) whose run asked for
// `probes`, as a merge test's input.
StoreData OneStore(std::vector<std::string> probes) {
  StoreData store;
  store.origin = "results";
  store.run.provenance = Provenance();
  store.run.probes = std::move(probes);
  store.run.packs = {"builtin:kornia"};
  store.inventory = Cases();
  store.results = CompleteResults();
  return store;
}

TEST(Merge, PartialStoreIsRefusedAndTheMessageNamesWhatIsMissing) {
  TempDir tmp;
  auto results = CompleteResults();
  results.erase(results.begin() + 4);  // So2.exp.z export: no result
  results.back().status = "crash";     // RandomCrop3D compile: the worker died
  results.back().record = {{"status", "crash"}, {"detail", "killed by SIGSEGV"}};
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), results);
  std::string out_path = tmp.Sub("snapshot.json");
  { std::ofstream(out_path) << "previous snapshot\n"; }

  std::ostringstream out, err;
  int rc = Merge({tmp.Sub("results")}, Options(out_path), out, err);
  EXPECT_EQ(rc, 2);
  EXPECT_NE(err.str().find("refusing to merge"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("2 (case, probe) pair(s)"), std::string::npos) << err.str();
  EXPECT_NE(err.str().find("geometry.liegroup.So2.exp.z export: no result"), std::string::npos);
  EXPECT_NE(err.str().find("RandomCrop3D[random] compile: crash"), std::string::npos);
  EXPECT_EQ(err.str().find("no --objects-inv given"), std::string::npos) << err.str();
  std::ifstream in(out_path);
  std::string kept((std::istreambuf_iterator<char>(in)), {});
  EXPECT_EQ(kept, "previous snapshot\n");  // nothing written
}

TEST(Merge, ForceWritesAPartialSnapshotStampedWithWhatIsMissing) {
  TempDir tmp;
  auto results = CompleteResults();
  results.erase(results.begin() + 4);
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), results);
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  o.force = true;
  std::ostringstream out, err;
  ASSERT_EQ(Merge({tmp.Sub("results")}, o, out, err), 0) << err.str();
  EXPECT_NE(err.str().find("writing a partial snapshot"), std::string::npos);
  json s = ReadJson(o.output);
  EXPECT_EQ(s["partial"], true);
  ASSERT_EQ(s["missing"].size(), 1u);
  EXPECT_EQ(s["missing"][0]["case"], "geometry.liegroup.So2.exp.z");
  EXPECT_EQ(s["missing"][0]["probe"], "export");
  EXPECT_EQ(s["cases"][1]["export"], "n/a");
  EXPECT_EQ(s["cases"][1]["export_status"], "not-probed");
  EXPECT_TRUE(CheckSnapshot(s).empty());
}

TEST(Merge, TwoShardStoresMergeIntoOneSnapshot) {
  TempDir tmp;
  auto all = CompleteResults();
  std::vector<ResultRow> a(all.begin(), all.begin() + 6), b(all.begin() + 6, all.end());
  MakeStore(tmp.Sub("machine-a"), Provenance(), Cases(), a);
  MakeStore(tmp.Sub("machine-b"), Provenance(), Cases(), b);
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  std::ostringstream out, err;
  ASSERT_EQ(Merge({tmp.Sub("machine-a"), tmp.Sub("machine-b") + "/capgrid.sqlite"}, o, out, err), 0)
      << err.str();
  json s = ReadJson(o.output);
  EXPECT_EQ(s["partial"], false);
  ASSERT_EQ(s["cases"].size(), 3u);
  EXPECT_EQ(s["cases"][0]["name"], "filters.sobel");  // inventory order
  EXPECT_EQ(s["cases"][2]["onnx"], "ok-unverified");  // from machine b
  EXPECT_NE(out.str().find("3 cases"), std::string::npos) << out.str();
}

TEST(Merge, ShardsWithDifferentProvenanceAreRefused) {
  TempDir tmp;
  auto all = CompleteResults();
  std::vector<ResultRow> a(all.begin(), all.begin() + 6), b(all.begin() + 6, all.end());
  MakeStore(tmp.Sub("a"), Provenance(), Cases(), a);
  MakeStore(tmp.Sub("b"), Provenance("2.12.0+cpu"), Cases(), b);
  std::ostringstream out, err;
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  EXPECT_EQ(Merge({tmp.Sub("a"), tmp.Sub("b")}, o, out, err), 2);
  EXPECT_NE(err.str().find("provenance differs on 'torch': \"2.13.0+cpu\" in " + tmp.Sub("a") +
                           ", \"2.12.0+cpu\" in " + tmp.Sub("b")),
            std::string::npos)
      << err.str();
  EXPECT_FALSE(std::filesystem::exists(o.output));
  o.force = true;
  ASSERT_EQ(Merge({tmp.Sub("a"), tmp.Sub("b")}, o, out, err), 0);
  json s = ReadJson(o.output);
  EXPECT_EQ(s["partial"], true);
  ASSERT_EQ(s["provenance_conflicts"].size(), 1u);
  EXPECT_EQ(s["provenance_conflicts"][0]["field"], "torch");
}

TEST(Merge, SnapshotCarriesEveryField) {
  std::vector<StoreData> inputs = {OneStore({"onnx", "export", "compile"})};
  CauseRules rules = CauseRules::Builtin();
  ObjectsInventory inv = ObjectsInventory::Load(std::string(CAPGRID_SOURCE_DIR) +
                                                "/tests/data/objects_inv/objects.inv");
  MergeContext ctx;
  ctx.statuses = &Vocabulary::Builtin();
  ctx.causes = &rules;
  ctx.objects = &inv;
  ctx.ref_base = "https://kornia.readthedocs.io/en/latest/";
  ctx.generated_at = "2026-11-29";
  MergeOutcome m = BuildSnapshot(inputs, ctx);
  const json& s = m.snapshot;

  // Header: from the workers' provenance, never the merging process.
  EXPECT_EQ(s["format"], "capgrid-snapshot");
  EXPECT_EQ(s["format_version"], kSnapshotFormatVersion);
  EXPECT_EQ(s["kornia"], "0.9.0");
  EXPECT_EQ(s["library"], "kornia");
  EXPECT_EQ(s["torch"], "2.13.0+cpu");
  EXPECT_EQ(s["python"], "3.11.7");
  EXPECT_EQ(s["opset"], 18);
  EXPECT_EQ(s["revision"], "abc123");
  EXPECT_EQ(s["generated_at"], "2026-11-29");
  EXPECT_EQ(s["probes"], json({"onnx", "export", "compile"}));
  EXPECT_TRUE(s["coverage"].is_null());
  EXPECT_TRUE(CheckSnapshot(s).empty()) << CheckSnapshot(s).front();

  const json& sobel = s["cases"][0];
  EXPECT_EQ(sobel["package"], "kornia.filters");
  EXPECT_EQ(sobel["operator"], "sobel");
  EXPECT_EQ(sobel["ref"], "kornia.filters.sobel");
  EXPECT_EQ(sobel["ref_url"],
            "https://kornia.readthedocs.io/en/latest/index.html#kornia.filters.sobel");
  EXPECT_EQ(sobel["onnx_ops"], json({"Add", "Conv"}));
  EXPECT_EQ(sobel["times"]["onnx"], 1.235);  // milliseconds
  EXPECT_EQ(sobel["times"]["eager"], 0.012);
  EXPECT_EQ(sobel["onnx_cause"], "");
  EXPECT_EQ(sobel["note"], "note of filters.sobel");

  const json& so2 = s["cases"][1];
  EXPECT_EQ(so2["section"], "liegroup");
  EXPECT_EQ(so2["operator"], "So2.exp");
  EXPECT_EQ(so2["variant"], "z");
  EXPECT_EQ(so2["ref_url"],
            "https://kornia.readthedocs.io/en/latest/index.html#kornia.geometry.liegroup.So2.exp");
  EXPECT_EQ(so2["onnx"], "fail");
  EXPECT_EQ(so2["onnx_status"], "export-fail");
  EXPECT_EQ(so2["onnx_cause"], "no-onnx-lowering:_linalg_svd");
  EXPECT_EQ(so2["onnx_detail"], "no ONNX lowering for torch.linalg.svd");
  EXPECT_EQ(so2["where"], "kornia/geometry/liegroup/so2.py:42");
  EXPECT_EQ(so2["frames"]["onnx"], json({"kornia/geometry/liegroup/so2.py:42"}));
  EXPECT_NE(so2["chains"]["onnx"].get<std::string>().find("No ONNX function found"),
            std::string::npos);
  EXPECT_EQ(so2["compile"], "ok-breaks");
  EXPECT_EQ(so2["graph_breaks"], 1);
  EXPECT_EQ(so2["compile_cause"], "data-dependent-shape");
  EXPECT_EQ(
      so2["compile_detail"],
      "1 graph break: the output shape depends on tensor values (nonzero / boolean indexing)");
  ASSERT_EQ(so2["break_reasons"].size(), 1u);
  EXPECT_EQ(so2["break_reasons"][0]["registry_id"], "GB0036");
  EXPECT_EQ(so2["break_reasons"][0]["url"],
            "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0036.html");

  const json& crop = s["cases"][2];
  EXPECT_EQ(crop["package"], "kornia.augmentation");
  EXPECT_EQ(crop["section"], "3d");
  EXPECT_EQ(crop["variant"], "random");
  EXPECT_EQ(crop["ref_url"], "");  // not in the inventory: plain text
  EXPECT_EQ(crop["onnx_detail"],
            "random operator: captured and ran; output count, shapes and finiteness checked, "
            "values not compared");

  // Every cause used is explained in the header.
  EXPECT_EQ(s["causes"]["no-onnx-lowering:_linalg_svd"]["text"],
            "no ONNX lowering for torch.linalg.svd");
  EXPECT_EQ(s["causes"]["data-dependent-shape"]["category"], "data-dependent");
  // ... with who can fix it, from the rule that named it.
  EXPECT_EQ(s["causes"]["no-onnx-lowering:_linalg_svd"]["owner"], "exporter");
  EXPECT_EQ(s["causes"]["data-dependent-shape"]["owner"], "library");
  EXPECT_EQ(s["causes"].size(), 2u);
  EXPECT_EQ(s["packs"], json({"builtin:kornia"}));  // the run's packs, for `capgrid repro`
  EXPECT_TRUE(m.unclassified.empty());
  EXPECT_EQ(m.with_ref_url, 2);
}

// A supported cell keeps the probe's sentence about outputs no input reaches; an ordinary ok
// (and an ok whose record detail is only "inputs folded away") keeps an empty detail.
TEST(Merge, SupportedCellSaysWhenOutputsDependOnNoInput) {
  std::vector<StoreData> inputs = {OneStore({"onnx", "export", "compile"})};
  for (ResultRow& r : inputs[0].results) {
    if (r.case_name == "filters.sobel" && r.probe == "onnx") {
      r.record["constant_outputs"] = {0};
      r.record["detail"] = "no output depends on an input: the graph returns constants";
    }
    if (r.case_name == "filters.sobel" && r.probe == "export") {
      r.record["constant_outputs"] = json::array();
      r.record["detail"] = "inputs folded away: ['in1']";
    }
    if (r.case_name == "RandomCrop3D[random]" && r.probe == "export") {
      r.record["constant_outputs"] = {1};
      r.record["detail"] = "out1 of 2 outputs depend on no input: constants of the graph";
    }
  }
  CauseRules rules = CauseRules::Builtin();
  MergeContext ctx;
  ctx.statuses = &Vocabulary::Builtin();
  ctx.causes = &rules;
  ctx.generated_at = "2026-11-29";
  // a case with no tensor input: every supported graph of it is a constant one, but not its
  // gradient (with respect to its parameters) nor a failure
  inputs[0].inventory[1].info["inputs"] = json::array();
  for (ResultRow& r : inputs[0].results) {
    if (r.case_name == "geometry.liegroup.So2.exp.z" && r.probe == "onnx") {
      r.status = "export-fail";
      r.record["status"] = "export-fail";
      r.record["error"] = "RuntimeError: no";
    }
  }
  inputs[0].run.probes.push_back("grad");
  inputs[0].results.push_back(Ok("geometry.liegroup.So2.exp.z", "grad"));
  inputs[0].results.push_back(Ok("filters.sobel", "grad"));
  inputs[0].results.push_back(Ok("RandomCrop3D[random]", "grad", "ok-unverified"));
  const MergeOutcome out = BuildSnapshot(inputs, ctx);
  const json& s = out.snapshot;
  // every output constant: not support, a column of its own with its cause and reason
  EXPECT_EQ(s["cases"][0]["onnx"], "constant");
  EXPECT_EQ(s["cases"][0]["onnx_status"], "ok");  // the probe's own status stays
  EXPECT_EQ(s["cases"][0]["onnx_cause"], "constant-graph");
  EXPECT_EQ(s["cases"][0]["onnx_evidence"], "");
  EXPECT_TRUE(s["cases"][0]["onnx_detail"].get<std::string>().ends_with(
      "(no output depends on an input: the graph returns constants)"))
      << s["cases"][0]["onnx_detail"];
  EXPECT_EQ(s["causes"]["constant-graph"]["owner"], "case");
  EXPECT_EQ(out.counts.at("onnx").at("constant"), 1);
  EXPECT_EQ(s["cases"][0]["export"], "ok");  // some input reaches an output: support
  EXPECT_EQ(s["cases"][0]["export_detail"], "");
  const json& z = s["cases"][1];
  ASSERT_EQ(z["name"], "geometry.liegroup.So2.exp.z");
  EXPECT_EQ(z["export"], "constant");
  EXPECT_EQ(z["compile"], "constant");
  EXPECT_NE(z["compile_detail"].get<std::string>().find("(the case has no tensor input)"),
            std::string::npos);
  EXPECT_EQ(z["onnx"], "fail");
  EXPECT_EQ(z["grad"], "ok");
  EXPECT_EQ(z["grad_evidence"], "values");
  EXPECT_EQ(s["cases"][0]["compile_detail"], "");
  EXPECT_EQ(s["cases"][2]["export_detail"],
            "random operator: captured and ran; output count, shapes and finiteness checked, "
            "values not compared; out1 of 2 outputs depend on no input: constants of the graph");
}

// The grad probe counts graph breaks as compile does: its cell is classified by its own first
// break, while the entry's break_reasons (and graph_breaks) stay the compile probe's.
TEST(Merge, AGradCellWithGraphBreaksTakesItsOwnFirstBreaksCause) {
  std::vector<StoreData> inputs = {OneStore({"onnx", "export", "compile", "grad"})};
  ResultRow grad = FromFixture("geometry.liegroup.So2.exp.z", "grad", "break_nonzero");
  grad.record["graph_breaks"] = 3;
  // its first break is not compile's: a branch on values, before the nonzero
  grad.record["break_reasons"].insert(grad.record["break_reasons"].begin(),
                                      Fixture("break_data_dependent_branch")["break_reasons"][0]);
  inputs[0].results.push_back(grad);
  inputs[0].results.push_back(Ok("filters.sobel", "grad"));
  inputs[0].results.push_back(Ok("RandomCrop3D[random]", "grad", "ok-unverified"));
  CauseRules rules = CauseRules::Builtin();
  MergeContext ctx;
  ctx.statuses = &Vocabulary::Builtin();
  ctx.causes = &rules;
  ctx.generated_at = "2026-11-29";
  MergeOutcome out = BuildSnapshot(inputs, ctx);
  const json& z = out.snapshot["cases"][1];
  ASSERT_EQ(z["name"], "geometry.liegroup.So2.exp.z");
  EXPECT_EQ(z["grad"], "ok-breaks");
  EXPECT_EQ(z["grad_cause"], "data-dependent-branch");
  EXPECT_EQ(z["compile_cause"], "data-dependent-shape");
  EXPECT_TRUE(out.snapshot["causes"].contains("data-dependent-branch"));
  EXPECT_EQ(z["grad_detail"].get<std::string>().rfind("3 graph breaks: ", 0), 0u)
      << z["grad_detail"];
  EXPECT_EQ(z["graph_breaks"], 1);
  EXPECT_EQ(z["grad_graph_breaks"], 3);  // its own count (format 5), beside compile's
  EXPECT_EQ(z["break_reasons"].size(), 1u);
  EXPECT_TRUE(out.unclassified.empty());
  // a grad cell without breaks, and an entry whose grad was not probed, count none
  EXPECT_EQ(out.snapshot["cases"][0]["grad_graph_breaks"], 0);
  for (const json& c : out.snapshot["cases"]) {
    EXPECT_FALSE(c.contains("compile_graph_breaks")) << c["name"];  // the entry's graph_breaks
    EXPECT_FALSE(c.contains("onnx_graph_breaks")) << c["name"];
  }
}

// Every cell says what its check was (format 6): a supported status's evidence, "" for the
// rest; grad's cells carry the finite difference's verdict and note from the record's fd_check.
TEST(Merge, EachCellSaysWhatWasCheckedAndGradItsFiniteDifference) {
  std::vector<StoreData> inputs = {OneStore({"onnx", "export", "compile", "grad"})};
  ResultRow sobel = Ok("filters.sobel", "grad");
  sobel.record["fd_check"] = "agrees: directional derivative 0.25, finite difference 0.25";
  ResultRow crop = Ok("RandomCrop3D[random]", "grad", "ok-unverified");
  crop.record["fd_check"] = "inconclusive: random operator: not checked";
  ResultRow z = Ok("geometry.liegroup.So2.exp.z", "grad");
  z.record["fd_check"] = "pondering: a verdict this capgrid does not know";
  for (ResultRow* r : {&sobel, &crop, &z}) inputs[0].results.push_back(*r);
  CauseRules rules = CauseRules::Builtin();
  MergeContext ctx;
  ctx.statuses = &Vocabulary::Builtin();
  ctx.causes = &rules;
  ctx.generated_at = "2026-12-06";
  const json s = BuildSnapshot(inputs, ctx).snapshot;
  EXPECT_EQ(s["format_version"], kSnapshotFormatVersion);
  const json& c0 = s["cases"][0];
  ASSERT_EQ(c0["name"], "filters.sobel");
  EXPECT_EQ(c0["onnx_evidence"], "values");
  EXPECT_EQ(c0["grad_evidence"], "values");
  EXPECT_EQ(c0["grad_fd"], "agrees");
  EXPECT_EQ(c0["grad_fd_note"], "directional derivative 0.25, finite difference 0.25");
  EXPECT_EQ(c0["aoti_evidence"], "");  // not probed: nothing checked
  const json& c2 = s["cases"][2];
  ASSERT_EQ(c2["name"], "RandomCrop3D[random]");
  EXPECT_EQ(c2["grad_evidence"], "shapes");
  EXPECT_EQ(c2["grad_fd"], "inconclusive");
  EXPECT_EQ(c2["grad_fd_note"], "random operator: not checked");
  // an unknown verdict is not given a known one: the whole text stays in the note
  const json& c1 = s["cases"][1];
  EXPECT_EQ(c1["grad_fd"], "");
  EXPECT_EQ(c1["grad_fd_note"], "pondering: a verdict this capgrid does not know");
  for (const json& c : s["cases"]) {
    for (const char* p : {"onnx", "export", "compile"}) {
      bool supported = Vocabulary::Builtin().Supported(c[p].get<std::string>());
      EXPECT_EQ(c[std::string(p) + "_evidence"] != "", supported) << c["name"] << " " << p;
    }
    EXPECT_FALSE(c.contains("onnx_fd")) << c["name"];  // only the fd_check probe's
  }
}

TEST(Merge, UnclassifiedCellsAreCountedPrintedAndStamped) {
  TempDir tmp;
  auto results = CompleteResults();
  results[3] = FromFixture("geometry.liegroup.So2.exp.z", "onnx", "onnx_histc_unclassified");
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), results);
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  std::ostringstream out, err;
  ASSERT_EQ(Merge({tmp.Sub("results")}, o, out, err), 0);
  EXPECT_NE(out.str().find("1 cell fell through to 'unclassified'"), std::string::npos)
      << out.str();
  EXPECT_NE(
      out.str().find("geometry.liegroup.So2.exp.z onnx: ConversionError <- NotImplementedError"),
      std::string::npos);
  EXPECT_NE(err.str().find("no --objects-inv given"), std::string::npos);
  // The advice names what exists wherever capgrid is installed, not the checkout's data/.
  EXPECT_NE(out.str().find("--causes FILE (the format `capgrid merge --builtin-causes` prints)"),
            std::string::npos) << out.str();
  EXPECT_EQ(out.str().find("data/causes.json"), std::string::npos) << out.str();
  {  // after `capgrid run`, which has neither option: the hints name `capgrid merge`
    MergeOptions after = o;
    after.after_run = true;
    std::ostringstream out2, err2;
    ASSERT_EQ(Merge({tmp.Sub("results")}, after, out2, err2), 0);
    EXPECT_NE(out2.str().find("`capgrid merge RESULTS -o snapshot.json` --causes FILE"),
              std::string::npos) << out2.str();
    EXPECT_EQ(err2.str().find("--objects-inv"), std::string::npos) << err2.str();
  }
  json s = ReadJson(o.output);
  ASSERT_EQ(s["unclassified"].size(), 1u);
  EXPECT_EQ(s["unclassified"][0]["probe"], "onnx");
  EXPECT_EQ(s["cases"][1]["onnx_cause"], "unclassified");
  EXPECT_TRUE(s["causes"].contains("unclassified"));
  EXPECT_EQ(s["causes"]["unclassified"]["owner"], "capgrid");
}

TEST(Merge, OutputIsByteStableAndKorniaLaidOut) {
  TempDir tmp;
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), CompleteResults());
  std::ostringstream out, err;
  ASSERT_EQ(Merge({tmp.Sub("results")}, Options(tmp.Sub("one.json")), out, err), 0);
  ASSERT_EQ(Merge({tmp.Sub("results")}, Options(tmp.Sub("two.json")), out, err), 0);
  auto bytes = [](const std::string& p) {
    std::ifstream in(p);
    return std::string((std::istreambuf_iterator<char>(in)), {});
  };
  std::string one = bytes(tmp.Sub("one.json"));
  EXPECT_EQ(one, bytes(tmp.Sub("two.json")));
  EXPECT_EQ(one.rfind("{\n  \"capgrid\": \"", 0), 0u);
  EXPECT_EQ(one.back(), '\n');
}

TEST(Merge, BadInputsAreOneClearError) {
  TempDir tmp;
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), CompleteResults());
  std::ostringstream out, err;
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  o.objects_inv = tmp.Sub("objects.inv");
  {
    std::ofstream(o.objects_inv)
        << "# Sphinx inventory version 2\n# Project: x\n# Version: 1\n"
           "# The remainder of this file is compressed using zlib.\nplain\n";
  }
  try {
    Merge({tmp.Sub("results")}, o, out, err);
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("objects.inv: not a Sphinx objects.inv"),
              std::string::npos);
  }
  EXPECT_FALSE(std::filesystem::exists(o.output));
  EXPECT_THROW(Merge({tmp.Sub("nowhere")}, Options(tmp.Sub("s.json")), out, err), UsageError);
  EXPECT_THROW(Merge(
                   {tmp.Sub("results"), tmp.Sub("results")},
                   [&] {
                     MergeOptions r = Options(tmp.Sub("s.json"));
                     r.run_id = 1;
                     return r;
                   }(),
                   out, err),
               UsageError);
}

TEST(Merge, NoObjectsInvWarningWhenNothingIsWritten) {
  TempDir tmp;
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), CompleteResults());
  { std::ofstream(tmp.Sub("file")) << "a regular file\n"; }
  std::ostringstream out, err;
  EXPECT_THROW(Merge({tmp.Sub("results")}, Options(tmp.Sub("file/snapshot.json")), out, err),
               UsageError);
  EXPECT_EQ(err.str(), "");
  // The same merge to a writable path does warn.
  ASSERT_EQ(Merge({tmp.Sub("results")}, Options(tmp.Sub("snapshot.json")), out, err), 0);
  EXPECT_NE(err.str().find("no --objects-inv given"), std::string::npos) << err.str();
}

TEST(Merge, MergeRunWritesTheResultsSnapshot) {
  TempDir tmp;
  MakeStore(tmp.Sub("results"), Provenance(), Cases(), CompleteResults());
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  int rc = MergeRun(tmp.Sub("results"), 1, MergeOptions{});
  testing::internal::GetCapturedStdout();
  testing::internal::GetCapturedStderr();
  ASSERT_EQ(rc, 0);
  json s = ReadJson(tmp.Sub("results/snapshot.json"));
  EXPECT_EQ(s["cases"].size(), 3u);
}

TEST(Merge, CoverageIsSummarised) {
  json doc = {{"module", "kornia"},
              {"callables",
               {{{"qualname", "kornia.b"}, {"covered", false}},
                {{"qualname", "kornia.a"}, {"covered", true}, {"skip_reason", ""}},
                {{"qualname", "kornia.d"}, {"covered", true}, {"skip_reason", "a decorator"}},
                {{"qualname", "kornia.e"}, {"kind", "import-error"}, {"covered", false}},
                {{"qualname", "kornia.c"}, {"covered", false}}}}};
  json c = SummariseCoverage(doc, "cov.json");
  EXPECT_EQ(c["covered"], 2);
  EXPECT_EQ(c["total"], 4);  // the module that did not import is not a public object
  EXPECT_EQ(c["uncovered"], json({"kornia.b", "kornia.c"}));
  // covered only by registered skips: listed with the reason, still counted as covered
  EXPECT_EQ(c["skipped"], json::parse(R"([{"qualname": "kornia.d", "reason": "a decorator"}])"));
  // an already summarised document passes through, its skips too
  EXPECT_EQ(SummariseCoverage(c, "cov.json"), c);
  EXPECT_THROW(SummariseCoverage(json::array(), "cov.json"), UsageError);
}

}  // namespace
}  // namespace capgrid

namespace capgrid {
namespace {

// Records a real worker sent for tests/packs/statuses.py on the worker branch (recorded by
// tests/data/worker_records/record_worker.py), stored through the store module and merged.
TEST(Merge, RealWorkerRecordsGetCauses) {
  std::ifstream in(std::string(CAPGRID_SOURCE_DIR) + "/tests/data/worker_records/statuses.json");
  json doc = json::parse(in);
  TempDir tmp;
  {
    auto store = Store::Open(tmp.Sub("results"), true);
    RunInfo run = store->CreateRun(doc["provenance"], doc["provenance"].dump(),
                                   {"onnx", "export", "compile"}, doc["packs"]);
    std::vector<InventoryRow> cases;
    std::map<std::string, std::string> fingerprint;
    for (const auto& c : doc["inventory"]) {
      cases.push_back({c["name"], c["group"], c["fingerprint"], c});
      fingerprint[c["name"]] = c["fingerprint"];
    }
    store->SetInventory(run.id, cases);
    for (const auto& r : doc["results"]) {
      ResultRow row;
      row.case_name = r["case"];
      row.probe = r["probe"];
      row.fingerprint = fingerprint[row.case_name];
      row.status = r["status"];
      row.record = r["record"];
      row.duration_s = r["duration_s"];
      row.worker = "0-0";
      store->WriteResult(run.id, row);
    }
  }
  std::ostringstream out, err;
  MergeOptions o = Options(tmp.Sub("snapshot.json"));
  ASSERT_EQ(Merge({tmp.Sub("results")}, o, out, err), 0) << err.str();
  json s = ReadJson(o.output);
  EXPECT_TRUE(CheckSnapshot(s).empty());
  EXPECT_EQ(s["library"], "torch");
  std::map<std::string, const json*> by_name;
  for (const auto& e : s["cases"]) by_name[e["name"]] = &e;
  auto cause = [&](const std::string& name, const std::string& probe) {
    return (*by_name.at(name))[probe + "_cause"].get<std::string>();
  };
  EXPECT_EQ(cause("branch.on_value", "onnx"), "data-dependent-branch");
  EXPECT_EQ(cause("branch.on_value", "export"), "data-dependent-branch");
  EXPECT_EQ(cause("branch.on_value", "compile"), "data-dependent-branch");
  EXPECT_EQ(cause("graph_break.item", "compile"), "tensor-read-back");
  EXPECT_EQ(cause("onnx.svd", "onnx"), "no-onnx-lowering:_linalg_svd");
  EXPECT_EQ(cause("onnx.gather_out_of_range", "onnx"), "onnxruntime-rejects");
  EXPECT_EQ(cause("onnx.unknown_op", "onnx"), "checker-rejects");
  EXPECT_EQ(cause("compile.differs", "compile"), "mismatch");
  EXPECT_EQ(cause("compile.shape_error", "compile"), "fake-tensor-error");
  EXPECT_EQ(cause("compile.gives_up", "compile"), "graph-break:GB0088");
  EXPECT_EQ(cause("skipped.reason", "onnx"), "skipped");
  EXPECT_EQ((*by_name.at("random.wrong_shape_in_onnx"))["onnx_detail"],
            "runs, but the result differs from eager: out0: shape [2, 4] vs [3, 4]");

  // Every fail, mismatch and graph-break cell has a cause; the only unclassified cells are the
  // graph breaks the worker counted without a reason (dynamo captured no graph at all).
  for (const auto& e : s["cases"])
    for (const char* p : {"onnx", "export", "compile"}) {
      std::string column = e[p];
      if (column == "fail" || column == "mismatch" || column == "ok-breaks")
        EXPECT_NE(e[std::string(p) + "_cause"], "") << e["name"] << " " << p;
    }
  for (const auto& u : s["unclassified"]) {
    EXPECT_EQ(u["probe"], "compile");
    EXPECT_EQ(u["text"], "graph breaks without recorded reasons");
  }
}

}  // namespace
}  // namespace capgrid
