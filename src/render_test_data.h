#pragma once
#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "vocabulary.h"
#include "zlib_base64.h"

// A small capgrid snapshot shared by the renderer tests: schema-complete (the one snapshot
// reader refuses anything less), every kind of status, and text with characters each output
// format must escape.
namespace capgrid::render::testdata {

// An HTML page's one data block, unpacked (Base64, then zlib) and parsed back; null when the
// page has none.
inline nlohmann::json PageData(const std::string& page) {
  const std::string open =
      "<script type=\"application/octet-stream\" id=\"capgrid-data\" "
      "data-packing=\"deflate-base64\">";
  size_t at = page.find(open);
  if (at == std::string::npos) return nullptr;
  at += open.size();
  return nlohmann::json::parse(
      Inflate(FromBase64(page.substr(at, page.find("</script>", at) - at))));
}

inline constexpr char kCapgridSnapshot[] = R"json({
  "format": "capgrid-snapshot", "format_version": 1, "generated_at": "2026-11-29",
  "library": "toylib", "library_version": "1.2", "toylib": "1.2", "revision": "abc123",
  "torch": "2.13.0", "onnx": "1.23.2", "onnxruntime": "1.32.0", "onnxscript": "0.7.2",
  "python": "3.11.2", "opset": 18, "device": "cpu", "capgrid": "0.1.0",
  "probes": ["onnx", "export", "compile"], "partial": true, "missing": [{"case": "toylib.a", "probe": "onnx", "reason": "no result"},
              {"case": "toylib.b", "probe": "compile", "reason": "crash"}],
  "provenance_conflicts": [], "unclassified": [],
  "coverage": {"module": "toylib", "covered": 3, "total": 5, "uncovered": ["toylib.x", "toylib.y"],
               "skipped": [{"qualname": "toylib.deco", "reason": "a decorator <no graph>"}]},
  "causes": {
    "C1": {"category": "lowering", "text": "no ONNX lowering for torch.linalg.svd"},
    "T1": {"category": "engine", "text": "the probe ran out of time"},
    "B1": {"category": "graph-break", "text": "a Python branch tests tensor values at run time"}
  },
  "cases": [
    {"name": "warp|affine[fill]", "package": "toylib.geo", "section": "warp",
     "operator": "warp|affine", "variant": "fill", "ref": "toylib.geo.warp_affine", "note": "",
     "onnx": "fail", "onnx_detail": "no ONNX lowering for torch.linalg.svd", "onnx_cause": "C1",
     "onnx_status": "export-fail", "group": "geo.warp", "ref_url": "",
     "export": "fail", "export_detail": "no ONNX lowering for torch.linalg.svd",
     "export_cause": "C1", "export_status": "fail",
     "compile": "ok-breaks", "graph_breaks": 2, "compile_cause": "B1", "compile_status": "ok-breaks",
     "compile_detail": "2 graph breaks: data-dependent *branch* <b>bold</b> & more",
     "where": "toylib/geo/warp.py:12",
     "times": {"eager": 0.1, "onnx": 1.5, "export": 0.2, "compile": 3.0},
     "frames": {"onnx": ["toylib/geo/warp.py:12 in warp", "toylib/geo/core.py:3 in solve"]},
     "chains": {"onnx": "RuntimeError: bad & <worse>\ncaused by: KeyError 'x'"},
     "log_tail": {"onnx": "last log line"},
     "onnx_ops": ["Add", "Mul"],
     "break_reasons": [{"reason": "Data-dependent branching", "type": "generic",
                        "registry_id": "GB0001", "url": "https://example.org/gb/GB0001",
                        "where": "toylib/geo/warp.py:14", "cause": "B1"}]},
    {"name": "warp|affine", "package": "toylib.geo", "section": "warp", "operator": "warp|affine",
     "variant": "", "ref": "", "note": "", "where": "", "group": "geo.warp", "ref_url": "",
     "onnx": "ok", "onnx_detail": "", "onnx_cause": "", "onnx_status": "ok",
     "export": "timeout", "export_detail": "", "export_cause": "T1", "export_status": "timeout",
     "compile": "n/a", "compile_detail": "not probed", "compile_cause": "",
     "compile_status": "not-probed", "graph_breaks": 0,
     "times": {"eager": null, "onnx": null, "export": null, "compile": null},
     "frames": {}, "chains": {}, "log_tail": {}, "onnx_ops": [], "break_reasons": []},
    {"name": "blur_`x`", "package": "toylib.filters", "section": "", "operator": "blur_`x`",
     "variant": "", "ref": "", "where": "", "group": "filters",
     "ref_url": "https://example.org/blur", "note": "a note",
     "onnx": "mismatch", "onnx_detail": "out0 differs: max abs diff 1e-1 | rows * cols",
     "onnx_cause": "", "onnx_status": "mismatch",
     "export": "ok", "export_detail": "", "export_cause": "", "export_status": "ok",
     "compile": "ok-unverified", "compile_detail": "", "compile_cause": "",
     "compile_status": "ok-unverified", "graph_breaks": 1,
     "times": {"eager": null, "onnx": null, "export": null, "compile": null},
     "frames": {}, "chains": {}, "log_tail": {}, "onnx_ops": [], "break_reasons": []},
    {"name": "io.read", "package": "toylib.io", "section": "", "operator": "", "variant": "",
     "ref": "", "note": "", "where": "", "group": "io", "ref_url": "",
     "onnx": "n/a", "onnx_detail": "no tensor", "onnx_cause": "", "onnx_status": "no-tensor-output",
     "export": "n/a", "export_detail": "", "export_cause": "", "export_status": "no-tensor-output",
     "compile": "n/a", "compile_detail": "", "compile_cause": "",
     "compile_status": "no-tensor-output", "graph_breaks": 0,
     "times": {"eager": null, "onnx": null, "export": null, "compile": null},
     "frames": {}, "chains": {}, "log_tail": {}, "onnx_ops": [], "break_reasons": []},
    {"name": "Ctl\u0001Char", "package": "toylib.filters", "section": "",
     "operator": "Ctl\u0001Char", "variant": "", "ref": "", "note": "", "where": "",
     "group": "filters", "ref_url": "",
     "onnx": "ok", "onnx_detail": "", "onnx_cause": "", "onnx_status": "ok",
     "export": "ok", "export_detail": "", "export_cause": "", "export_status": "ok",
     "compile": "crash", "compile_detail": "worker died: signal 11", "compile_cause": "",
     "compile_status": "crash", "graph_breaks": 0,
     "times": {"eager": null, "onnx": null, "export": null, "compile": null},
     "frames": {}, "chains": {}, "log_tail": {}, "onnx_ops": [], "break_reasons": []}
  ]
})json";

// Sets one probe's cell of case `e` as the merge writes it: the column value, an empty detail
// and cause, the probe's own status and its time (null: not timed).
inline void SetCell(nlohmann::json& e, const std::string& probe, const std::string& value,
                    const std::string& status, const nlohmann::json& seconds = nullptr) {
  e[probe] = value;
  e[probe + "_detail"] = "";
  e[probe + "_cause"] = "";
  e[probe + "_status"] = status;
  e["times"][probe] = seconds;
}

// A schema-complete capgrid case with the given cell values and every other field empty.
inline nlohmann::json Case(const std::string& name, const std::string& package,
                           const std::string& onnx, const std::string& exp,
                           const std::string& compile) {
  using nlohmann::json;
  json e = {{"name", name},     {"package", package},         {"section", ""},
            {"operator", ""},   {"variant", ""},              {"ref", ""},
            {"note", ""},       {"where", ""},                {"group", ""},
            {"ref_url", ""},    {"graph_breaks", 0},          {"onnx_ops", json::array()},
            {"chains", json::object()}, {"frames", json::object()}, {"log_tail", json::object()},
            {"break_reasons", json::array()}};
  e["times"] = {{"eager", nullptr}};
  SetCell(e, "onnx", onnx, onnx);
  SetCell(e, "export", exp, exp);
  SetCell(e, "compile", compile, compile);
  return e;
}

// The speed fields of a case the speed probe did not time, as snapshot format `format` (3 or
// later) writes them.
inline nlohmann::json NoSpeedFields(int format) {
  nlohmann::json e = nlohmann::json::object();
  for (const std::string v : {"eager", "compile", "export", "onnx"}) {
    e[v + "_latency_s"] = nullptr;
    e[v + "_latency_spread"] = nullptr;
    if (v != "eager") e[v + "_speedup"] = nullptr;
  }
  e["too_fast"] = nlohmann::json::array();
  e["slower_than_eager"] = false;
  e["compile_time_s"] = e["onnx_export_s"] = nullptr;
  e["recompiles_same_shape"] = e["recompiles_new_batch"] = nullptr;
  e["recompile_reason"] = e["new_batch_reason"] = "";
  e["speed_errors"] = nlohmann::json::object();
  if (format >= 4) {
    e["recompiles_larger_batch"] = nullptr;
    e["larger_batch_reason"] = "";
    e["went_dynamic"] = nullptr;
  }
  return e;
}

// kCapgridSnapshot as format 5 writes it: every probe of the vocabulary asked for, the cells it
// lacks n/a (not probed), no speed measured, grad's own graph-break count 0.
inline nlohmann::json Format5Snapshot() {
  nlohmann::json doc = nlohmann::json::parse(kCapgridSnapshot);
  // the probes a format-5 snapshot has: every one whose since_format is 5 or less
  const capgrid::Vocabulary& all = capgrid::Vocabulary::Builtin();
  const std::vector<std::string> probes = all.ForSnapshot(5, all.probes()).probes();
  doc["format_version"] = 5;
  doc["speed_machine"] = "";
  doc["probes"] = probes;
  for (auto& e : doc["cases"]) {
    for (const std::string& p : probes) {
      if (e.contains(p)) continue;
      SetCell(e, p, "n/a", "not-probed");
      e[p + "_detail"] = "not probed";
    }
    e["grad_graph_breaks"] = 0;
    e.update(NoSpeedFields(5));
  }
  return doc;
}

// `doc` (a format-5 snapshot) as format 6 writes it: each cell's evidence (its status's), grad's
// finite-difference verdict and note "".
inline nlohmann::json AsFormat6(nlohmann::json doc) {
  const capgrid::Vocabulary& v = capgrid::Vocabulary::Builtin();
  doc["format_version"] = 6;
  for (auto& e : doc["cases"]) {
    for (const std::string& p : doc["probes"]) {
      std::string status = e.value(p + "_status", "");
      e[p + "_evidence"] = v.Supported(v.Column(status)) ? v.Evidence(status) : "";
    }
    e["grad_fd"] = "";
    e["grad_fd_note"] = "";
  }
  return doc;
}

inline nlohmann::json Format6Snapshot() { return AsFormat6(Format5Snapshot()); }

// `doc` (a format-6 snapshot) as format 7 writes it from records that measured nothing: each
// accuracy probe's <probe>_accuracy null.
inline nlohmann::json AsFormat7(nlohmann::json doc) {
  const capgrid::Vocabulary& v = capgrid::Vocabulary::Builtin();
  doc["format_version"] = 7;
  for (auto& e : doc["cases"]) {
    for (const capgrid::ProbeInfo& info : v.probe_info()) {
      if (info.accuracy && std::count(doc["probes"].begin(), doc["probes"].end(), info.key)) {
        e[info.key + "_accuracy"] = nullptr;
      }
    }
  }
  return doc;
}

inline nlohmann::json Format7Snapshot() { return AsFormat7(Format6Snapshot()); }

// `doc` (a format-7 snapshot) as format 8 writes it: the deployment targets' cells (since_format
// 8), not probed, their evidence "" and accuracy null.
inline nlohmann::json AsFormat8(nlohmann::json doc) {
  const capgrid::Vocabulary& v = capgrid::Vocabulary::Builtin();
  doc["format_version"] = 8;
  for (const capgrid::ProbeInfo& info : v.probe_info()) {
    if (info.since_format != 8) continue;
    doc["probes"].push_back(info.key);
    for (auto& e : doc["cases"]) {
      SetCell(e, info.key, "n/a", "not-probed");
      e[info.key + "_detail"] = "not probed";
      e[info.key + "_evidence"] = "";
      if (info.accuracy) e[info.key + "_accuracy"] = nullptr;
    }
  }
  return doc;
}

inline nlohmann::json Format8Snapshot() { return AsFormat8(Format7Snapshot()); }

// A schema-complete capgrid snapshot of `cases` with an empty library; `header` overrides.
inline std::string Snapshot(const std::vector<nlohmann::json>& cases,
                            const nlohmann::json& header = nlohmann::json::object()) {
  nlohmann::json s = {{"format", "capgrid-snapshot"}, {"format_version", 1},
                      {"generated_at", ""},           {"library", ""},
                      {"library_version", ""},        {"revision", ""},
                      {"torch", ""},                  {"onnx", ""},
                      {"onnxruntime", ""},            {"onnxscript", ""},
                      {"python", ""},                 {"opset", 18},
                      {"device", "cpu"},              {"capgrid", ""},
                      {"probes", {"onnx", "export", "compile"}},
                      {"partial", false},             {"missing", nlohmann::json::array()},
                      {"provenance_conflicts", nlohmann::json::array()},
                      {"coverage", nullptr},          {"causes", nlohmann::json::object()},
                      {"unclassified", nlohmann::json::array()},
                      {"cases", nlohmann::json(cases)}};
  for (const auto& [k, v] : header.items()) s[k] = v;
  return s.dump();
}

// The causes view's fixture: operator `A` fails ONNX in 3 configurations with the library cause
// `lib-branch` (two at a.py:1, one at a.py:2); operators `B` and `C` fail ONNX once each with
// `no-lowering`. By operators `no-lowering` (2) ranks above `lib-branch` (1); by configurations
// it would be the other way round (2 < 3). Export fails once, a `timeout` whose cause entry has
// no owner (a snapshot from before owners). The packs need quoting.
inline std::string CausesSnapshot() {
  using nlohmann::json;
  std::vector<json> cases;
  auto fail = [&](const std::string& name, const std::string& op, const std::string& cause,
                  const std::string& where) {
    json e = Case(name, "toy.geo", "fail", "ok", "ok");
    e["operator"] = op;
    e["onnx_cause"] = cause;
    e["onnx_status"] = "export-fail";
    if (!where.empty()) {
      e["frames"]["onnx"] = {"toy/base.py:9 out = f(x)", where + " if x.any():"};
      e["where"] = where;
    }
    cases.push_back(e);
  };
  fail("A[1]", "A", "lib-branch", "toy/a.py:1");
  fail("A[2]", "A", "lib-branch", "toy/a.py:2");
  fail("A[it's]", "A", "lib-branch", "toy/a.py:1");
  fail("B", "B", "no-lowering", "");
  fail("C", "C", "no-lowering", "");
  json slow = Case("D", "toy.geo", "ok", "timeout", "ok");
  slow["operator"] = "D";
  slow["export_cause"] = "timeout";
  cases.push_back(slow);
  json header = {
      {"packs", {"builtin:toy", "my packs/extra.py"}},
      {"causes",
       {{"lib-branch", {{"category", "data-dependent"}, {"owner", "library"},
                        {"text", "a branch on tensor values"}}},
        {"no-lowering", {{"category", "missing-lowering"}, {"owner", "exporter"},
                         {"text", "no ONNX lowering"}}},
        {"timeout", {{"category", "engine"}, {"text", "ran past its time limit"}}}}}};
  return Snapshot(cases, header);
}

}  // namespace capgrid::render::testdata
