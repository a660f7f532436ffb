#pragma once
// A small capgrid snapshot shared by the renderer tests: every optional field of the format,
// every kind of status, and text with characters each output format must escape.
namespace capgrid::render::testdata {

inline constexpr char kCapgridSnapshot[] = R"json({
  "format": "capgrid-snapshot", "format_version": 1, "generated_at": "2026-11-29",
  "library": "toylib", "library_version": "1.2", "toylib": "1.2", "revision": "abc123",
  "torch": "2.13.0", "onnx": "1.23.2", "onnxruntime": "1.32.0", "onnxscript": "0.7.2",
  "python": "3.11.2", "opset": 18, "device": "cpu", "capgrid": "0.1.0",
  "probes": ["onnx", "export", "compile"], "partial": true, "missing": [{"case": "toylib.a", "probe": "onnx", "reason": "no result"},
              {"case": "toylib.b", "probe": "compile", "reason": "crash"}],
  "provenance_conflicts": [], "unclassified": [],
  "coverage": {"module": "toylib", "covered": 3, "total": 5, "uncovered": ["toylib.x", "toylib.y"]},
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
     "onnx": "ok", "export": "timeout", "export_cause": "T1", "compile": "n/a",
     "compile_detail": "not probed"},
    {"name": "blur_`x`", "package": "toylib.filters", "section": "", "operator": "blur_`x`",
     "ref_url": "https://example.org/blur", "note": "a note",
     "onnx": "mismatch", "onnx_detail": "out0 differs: max abs diff 1e-1 | rows * cols",
     "export": "ok", "compile": "ok-unverified", "graph_breaks": 1},
    {"name": "io.read", "package": "toylib.io", "onnx": "n/a", "onnx_detail": "no tensor",
     "export": "n/a", "compile": "n/a"},
    {"name": "Ctl\u0001Char", "package": "toylib.filters", "operator": "Ctl\u0001Char",
     "onnx": "ok", "export": "ok", "compile": "crash",
     "compile_detail": "worker died: signal 11"}
  ]
})json";

}  // namespace capgrid::render::testdata
