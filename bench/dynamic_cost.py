"""The dynamic-batch probes' cost per case against the static ones, on 20 cases of the subset.

    PYTHONPATH=python:bench python bench/dynamic_cost.py [--every 7] [--limit 20]
        [--json bench/results-dynamic-cost.json]

Runs bench/probe_times.py in this process over bench/kornia_subset.py with the probes export,
export_dynamic, onnx, onnx_dynamic (in that order, per case, one Job: one eager reference), then
writes each probe's median and p95 total_s, the median of the per-case ratios dynamic / static
(cases where both ran), and how the dynamic columns compare with the static ones (a static
supported cell and its dynamic status).
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import tempfile
from pathlib import Path

import probe_times

PAIRS = (("export_dynamic", "export"), ("onnx_dynamic", "onnx"))
SUPPORTED = {"ok", "ok-unverified", "ok-breaks"}


def summarise(rows: list[dict]) -> dict:
    out = {"cases": len(rows), "probes": {}, "ratios": {}, "static_supported_then": {}}
    for probe in ("export", "export_dynamic", "onnx", "onnx_dynamic"):
        tot = [r[probe]["times"]["total_s"] for r in rows if r[probe].get("times")]
        out["probes"][probe] = {
            "n": len(tot), "median_total_s": round(statistics.median(tot), 3),
            "p95_total_s": round(probe_times.percentile(tot, 0.95), 3),
            "sum_total_s": round(sum(tot), 2),
            "statuses": dict(collections.Counter(r[probe]["status"] for r in rows))}
    for dyn, static in PAIRS:
        ratios = [r[dyn]["times"]["total_s"] / r[static]["times"]["total_s"] for r in rows
                  if r[dyn].get("times") and r[static].get("times")
                  and r[static]["times"].get("total_s", 0) > 0
                  and r[dyn]["status"] != "no-dynamic-dim"]
        out["ratios"][f"{dyn}/{static}"] = {
            "n": len(ratios), "median": round(statistics.median(ratios), 2) if ratios else None,
            "sum_ratio": round(out["probes"][dyn]["sum_total_s"]
                               / out["probes"][static]["sum_total_s"], 2)}
        out["static_supported_then"][dyn] = dict(collections.Counter(
            r[dyn]["status"] for r in rows if r[static]["status"] in SUPPORTED))
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--every", type=int, default=7)
    p.add_argument("--limit", type=int, default=20)
    p.add_argument("--json", default="bench/results-dynamic-cost.json")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "rows.json"
        probe_times.main([str(Path(__file__).with_name("kornia_subset.py")),
                          "--probes", "export,export_dynamic,onnx,onnx_dynamic",
                          "--every", str(args.every), "--limit", str(args.limit),
                          "--json", str(raw)])
        rows = json.loads(raw.read_text())["rows"]
    result = summarise(rows)
    result["per_case"] = {r["name"]: {pr: [r[pr]["status"], r[pr]["times"].get("total_s")]
                                      for pr in ("export", "export_dynamic", "onnx",
                                                 "onnx_dynamic")} for r in rows}
    result["command"] = ("PYTHONPATH=python:bench python bench/dynamic_cost.py --every "
                         f"{args.every} --limit {args.limit}")
    Path(args.json).write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "per_case"}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
