"""What the shared compile cache saves: the compile probe cold against warm, side by side.

    python bench/compile_cache.py [--capgrid BIN] [--cases 20] [--work DIR] [--json OUT]

Takes N cases spread evenly through bench/kornia_subset.py (a pack written into the work dir
that keeps every k-th case of the subset) and runs ``capgrid run SAMPLE -j 1 --probes compile``
twice: cold, with an empty ``--cache-dir`` and a fresh results dir; then warm, with the same
cache dir and another fresh results dir, so every pair is probed again and only the compile
cache is carried over. It reports, from the two stores, the compile probe's CPU (the worker's
own plus its g++ children's) and wall (the record's ``total_s``) medians per case, cold and warm,
the ratio warm/cold of the medians and the median of the per-case ratios, and the FX graph
cache's hits and misses (the records' ``compile_cache``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

SAMPLE = '''\
"""Every k-th case of bench/kornia_subset.py (written by bench/compile_cache.py)."""
import sys

sys.path.insert(0, {bench!r})
from kornia_subset import CASES as _SUBSET  # noqa: E402
from kornia_subset import FINGERPRINT_RENAMES, LIBRARY  # noqa: E402,F401

_N = {n}
CASES = [_SUBSET[int((i + 0.5) * len(_SUBSET) / _N)] for i in range(min(_N, len(_SUBSET)))]
'''


def run(capgrid: str, pack: Path, results: Path, cache: Path, log: Path) -> float:
    cmd = [capgrid, "run", str(pack), "-j", "1", "--probes", "compile", "--results",
           str(results), "--cache-dir", str(cache)]
    t0 = time.perf_counter()
    with open(log, "w") as f:
        rc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode
    wall = time.perf_counter() - t0
    if rc != 0:
        sys.exit(f"compile_cache bench: {' '.join(cmd)} exited {rc}; see {log}")
    return wall


def records(results: Path) -> dict[str, dict]:
    db = sqlite3.connect(f"file:{results / 'capgrid.sqlite'}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT case_name, status, record FROM results WHERE probe = "
                          "'compile'").fetchall()
    finally:
        db.close()
    out = {}
    for name, status, record in rows:
        rec = json.loads(record)
        times = rec.get("times", {})
        out[name] = {"status": status, "wall_s": times.get("total_s", 0.0),
                     "cpu_s": times.get("cpu_s", 0.0) + times.get("children_cpu_s", 0.0),
                     "cache": rec.get("compile_cache", {})}
    return out


def summary(rows: dict[str, dict], run_wall_s: float) -> dict:
    cache = [r["cache"] for r in rows.values()]
    return {"cases": len(rows), "run_wall_s": run_wall_s,
            "cpu_p50_s": statistics.median(r["cpu_s"] for r in rows.values()),
            "wall_p50_s": statistics.median(r["wall_s"] for r in rows.values()),
            "fxgraph_hit": sum(c.get("fxgraph_hit", 0) for c in cache),
            "fxgraph_miss": sum(c.get("fxgraph_miss", 0) for c in cache)}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--capgrid", default=str(HERE.parent / ".venv" / "bin" / "capgrid"))
    p.add_argument("--cases", type=int, default=20)
    p.add_argument("--work", default="/tmp/capgrid-bench-compile-cache")
    p.add_argument("--json", default="")
    args = p.parse_args()
    if args.cases < 1:
        sys.exit(f"compile_cache bench: --cases {args.cases}: expected at least 1")
    work = Path(args.work)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    pack = work / "sample_pack.py"
    pack.write_text(SAMPLE.format(bench=str(HERE), n=args.cases))
    cache = work / "cache"
    if os.environ.get("TORCHINDUCTOR_CACHE_DIR"):
        sys.exit("compile_cache bench: unset TORCHINDUCTOR_CACHE_DIR (it would replace "
                 "--cache-dir)")
    cold_wall = run(args.capgrid, pack, work / "cold", cache, work / "cold.log")
    warm_wall = run(args.capgrid, pack, work / "warm", cache, work / "warm.log")
    cold, warm = records(work / "cold"), records(work / "warm")
    both = sorted(set(cold) & set(warm))
    per_case = [{"case": n, "status": [cold[n]["status"], warm[n]["status"]],
                 "cpu_s": [cold[n]["cpu_s"], warm[n]["cpu_s"]],
                 "wall_s": [cold[n]["wall_s"], warm[n]["wall_s"]],
                 "cache": [cold[n]["cache"], warm[n]["cache"]]} for n in both]
    c, w = summary(cold, cold_wall), summary(warm, warm_wall)
    report = {
        "cases": len(both), "cold": c, "warm": w,
        "ratio_cpu_p50": w["cpu_p50_s"] / c["cpu_p50_s"],
        "ratio_wall_p50": w["wall_p50_s"] / c["wall_p50_s"],
        "median_case_ratio_cpu": statistics.median(x["cpu_s"][1] / x["cpu_s"][0]
                                                   for x in per_case if x["cpu_s"][0] > 0),
        "median_case_ratio_wall": statistics.median(x["wall_s"][1] / x["wall_s"][0]
                                                    for x in per_case if x["wall_s"][0] > 0),
        "per_case": per_case,
    }
    print(f"{'':>6} {'cases':>5} {'cpu p50':>8} {'wall p50':>9} {'fx hit':>6} {'fx miss':>7} "
          f"{'run wall':>9}")
    for label, s in (("cold", c), ("warm", w)):
        print(f"{label:>6} {s['cases']:>5} {s['cpu_p50_s']:>7.2f}s {s['wall_p50_s']:>8.2f}s "
              f"{s['fxgraph_hit']:>6} {s['fxgraph_miss']:>7} {s['run_wall_s']:>8.1f}s")
    print(f"warm/cold: cpu p50 {report['ratio_cpu_p50']:.0%}, wall p50 "
          f"{report['ratio_wall_p50']:.0%}; per-case median: cpu "
          f"{report['median_case_ratio_cpu']:.0%}, wall {report['median_case_ratio_wall']:.0%}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
