"""How fast capgrid surveys: a fixed Kornia subset at -j 1 and -j 2, and a full survey's split.

    python bench/survey_bench.py subset [--capgrid BIN] [--jobs 1,2] [--work DIR] [--json OUT]
    python bench/survey_bench.py stores STORE... [--json OUT]

``subset`` runs bench/kornia_subset.py (about 150 cases from every group of the built-in pack)
with a fresh results directory per -j value, then runs the same command again with nothing
changed, and reports from the store: wall time, jobs (cases) and pairs per second, core
utilisation (sum of the probes' CPU time over wall time times the machine's cores), what each
job costs outside its probes, per-probe median and p95, and each worker's peak RSS.

``stores`` summarises finished stores (for example the shards of the committed survey): per
probe and per group, the worker time spent, and per-probe percentiles.
"""

from __future__ import annotations

import argparse
import calendar
import collections
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
PROBES = ("onnx", "export", "compile")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def read_store(path: Path) -> list[dict]:
    """Every result row of every store's newest run, with its case's group."""
    if path.is_dir():
        path = path / "capgrid.sqlite"
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    run = db.execute("SELECT max(id) FROM runs").fetchone()[0]
    groups = dict(db.execute("SELECT name, grp FROM inventory WHERE run_id = ?", (run,)))
    rows = []
    for name, probe, status, record, duration, worker in db.execute(
            "SELECT case_name, probe, status, record, duration_s, worker FROM results "
            "WHERE run_id = ?", (run,)):
        rec = json.loads(record)
        rows.append({"case": name, "group": groups.get(name, "?"), "probe": probe,
                     "status": status, "duration_s": duration, "worker": worker,
                     "total_s": rec.get("times", {}).get("total_s", 0.0),
                     # The worker's own CPU plus its children's (inductor's g++ compiles).
                     "cpu_s": rec.get("times", {}).get("cpu_s", 0.0)
                     + rec.get("times", {}).get("children_cpu_s", 0.0),
                     "rss": rec.get("rss_peak_bytes", 0)})
    db.close()
    return rows


def probe_stats(rows: list[dict]) -> dict:
    out = {}
    for probe in PROBES:
        mine = [r for r in rows if r["probe"] == probe]
        if not mine:
            continue
        d = [r["duration_s"] for r in mine]
        c = [r["cpu_s"] for r in mine]
        out[probe] = {"n": len(mine), "sum_s": sum(d), "p50_s": percentile(d, 0.5),
                      "p95_s": percentile(d, 0.95), "cpu_p50_s": percentile(c, 0.5),
                      "cpu_p95_s": percentile(c, 0.95), "cpu_sum_s": sum(c)}
    return out


def run_capgrid(capgrid: str, jobs: int, results: Path, log: Path) -> float:
    cmd = [capgrid, "run", str(HERE / "kornia_subset.py"), "-j", str(jobs), "--results",
           str(results)]
    t0 = time.perf_counter()
    with open(log, "w") as f:
        rc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT).returncode
    wall = time.perf_counter() - t0
    if rc != 0:
        sys.exit(f"survey_bench: {' '.join(cmd)} exited {rc}; see {log}")
    return wall


def subset(args) -> dict:
    cores = os.cpu_count() or 1
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    report = {"cores": cores, "runs": {}}
    for jobs in [int(j) for j in args.jobs.split(",")]:
        results = work / f"j{jobs}"
        shutil.rmtree(results, ignore_errors=True)
        wall = run_capgrid(args.capgrid, jobs, results, work / f"j{jobs}.log")
        rerun = run_capgrid(args.capgrid, jobs, results, work / f"j{jobs}-rerun.log")
        rows = read_store(results)
        cases = len({r["case"] for r in rows})
        cpu = sum(r["cpu_s"] for r in rows)
        inside = sum(r["total_s"] for r in rows)
        # Per pair, what the engine saw beyond the probe's own time: the IPC round trip, plus
        # the eager reference in each job's first probe.
        extra = [r["duration_s"] - r["total_s"] for r in rows]
        rss = collections.defaultdict(int)
        for r in rows:
            rss[r["worker"]] = max(rss[r["worker"]], r["rss"])
        report["runs"][jobs] = {
            "wall_s": wall, "rerun_wall_s": rerun, "cases": cases, "pairs": len(rows),
            "jobs_per_s": cases / wall, "pairs_per_s": len(rows) / wall,
            "utilisation": cpu / (wall * cores), "probe_cpu_s": cpu,
            # Worker-seconds not spent inside a probe, per job: start-up, eager reference,
            # the engine's scheduling and I/O, and the idle tail of the last jobs.
            "outside_probe_per_job_s": (jobs * wall - inside) / cases,
            "per_pair_extra_p50_s": percentile(extra, 0.5),
            "probes": probe_stats(rows),
            "peak_rss_bytes": dict(sorted(rss.items())),
        }
    return report


SITTING_GAP_S = 300.0


def sittings(path: Path) -> list[float]:
    """Wall seconds of each sitting that wrote this store: results are clustered by finish time
    (a gap over SITTING_GAP_S starts a new sitting); a sitting runs from its first result's
    start (finish minus duration) to its last finish. Resolution: the store's 1 s timestamps."""
    if path.is_dir():
        path = path / "capgrid.sqlite"
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    spans = []
    for finished, duration in db.execute(
            "SELECT finished_at, duration_s FROM results ORDER BY finished_at"):
        t = calendar.timegm(time.strptime(finished, "%Y-%m-%dT%H:%M:%SZ"))
        if spans and t - spans[-1][1] <= SITTING_GAP_S:
            spans[-1][1] = t
        else:
            spans.append([t - duration, t])
    db.close()
    return [end - start for start, end in spans]


def stores(args) -> dict:
    rows = [r for s in args.stores for r in read_store(Path(s))]
    per_group = collections.defaultdict(float)
    per_top = collections.defaultdict(float)
    for r in rows:
        per_group[r["group"]] += r["duration_s"]
        per_top[r["group"].split(".")[0]] += r["duration_s"]
    walls = {s: sittings(Path(s)) for s in args.stores}
    return {"pairs": len(rows), "cases": len({r["case"] for r in rows}),
            "worker_s": sum(r["duration_s"] for r in rows), "probes": probe_stats(rows),
            "sittings_s": walls, "wall_s": sum(sum(v) for v in walls.values()),
            "top_groups": dict(sorted(per_top.items(), key=lambda kv: -kv[1])),
            "groups": dict(sorted(per_group.items(), key=lambda kv: -kv[1]))}


def print_subset(rep: dict) -> None:
    print(f"| -j | cases | wall | jobs/s | utilisation ({rep['cores']} cores) | outside probes "
          "per job | rerun |")
    print("|---|---|---|---|---|---|---|")
    for j, r in rep["runs"].items():
        print(f"| {j} | {r['cases']} | {r['wall_s']:.1f} s | {r['jobs_per_s']:.2f} | "
              f"{100 * r['utilisation']:.0f}% | {r['outside_probe_per_job_s']:.2f} s | "
              f"{r['rerun_wall_s']:.1f} s |")
    for j, r in rep["runs"].items():
        print(f"\n-j {j}: per probe (engine wall time; CPU from the records)")
        print_probes(r["probes"])
        rss = [v / 2**20 for v in r["peak_rss_bytes"].values()]
        print(f"peak RSS per worker: max {max(rss):.0f} MiB, median "
              f"{statistics.median(rss):.0f} MiB over {len(rss)} workers; per-pair engine "
              f"extra (IPC + eager) median {1000 * r['per_pair_extra_p50_s']:.1f} ms")


def print_probes(probes: dict) -> None:
    print("| probe | n | sum | p50 | p95 | CPU p50 | CPU p95 |")
    print("|---|---|---|---|---|---|---|")
    for p, s in probes.items():
        print(f"| {p} | {s['n']} | {s['sum_s']:.0f} s | {s['p50_s']:.2f} s | {s['p95_s']:.2f} s "
              f"| {s['cpu_p50_s']:.2f} s | {s['cpu_p95_s']:.2f} s |")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("subset")
    s.add_argument("--capgrid", default=str(HERE.parent / ".venv" / "bin" / "capgrid"))
    s.add_argument("--jobs", default="1,2")
    s.add_argument("--work", default="/tmp/capgrid-bench")
    s.add_argument("--json", default="")
    t = sub.add_parser("stores")
    t.add_argument("stores", nargs="+")
    t.add_argument("--json", default="")
    args = p.parse_args(argv)
    if args.cmd == "subset":
        rep = subset(args)
        print_subset(rep)
    else:
        rep = stores(args)
        print(f"{rep['cases']} cases, {rep['pairs']} pairs, {rep['worker_s'] / 3600:.2f} "
              "worker-hours inside probes and their eager references")
        print_probes(rep["probes"])
        print(f"\nwall: {rep['wall_s'] / 60:.1f} min in all")
        for store, walls in rep["sittings_s"].items():
            print(f"  {store}: " + " + ".join(f"{w / 60:.1f}" for w in walls) + " min")
        print("\n| top-level group | worker time |\n|---|---|")
        for g, v in rep["top_groups"].items():
            print(f"| {g} | {v:.0f} s |")
        print("\n| group | worker time |\n|---|---|")
        for g, v in rep["groups"].items():
            print(f"| {g} | {v:.0f} s |")
    if args.json:
        Path(args.json).write_text(json.dumps(rep, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
