"""Where each probe's time goes: the per-stage CPU and wall split of results stores
(docs/benchmarks.md "Where a probe's time goes"; the stages are capgrid/stages.py's).

    python3 bench/stage_split.py STORE... [--probes onnx,export] [--json OUT]

Reads every result record that carries ``times.stages`` (read only; ``capgrid.sqlite`` in each
directory) and prints, per probe: how many records, the probe's total CPU (the worker's plus its
children's: ``times.cpu_s`` + ``times.children_cpu_s``) and median per record, then per stage the
records it ran in, its median and total CPU, its share of the probe's CPU and its total wall.
``(unstaged)`` is the probe's CPU outside every stage (the record's own bookkeeping, the
dependency recording, a stage this torch lacks a hook for). Records without stages (measured
by a probe version before stages, or skipped and failed before any stage) are counted apart.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
from pathlib import Path

from store_rows import cpu_s, results

UNSTAGED = "(unstaged)"


def read(stores: list[Path], probes: set[str] | None) -> tuple[dict, collections.Counter]:
    """probe -> list of (probe cpu, {stage: (cpu, wall)}); and per probe the records without
    stages."""
    out: dict[str, list] = collections.defaultdict(list)
    without: collections.Counter = collections.Counter()
    for d in stores:
        for _, probe, _, record in results(d, "stage_split.py"):
            if probes and probe not in probes:
                continue
            stages = (record.get("times") or {}).get("stages")
            if not stages:
                without[probe] += 1
                continue
            out[probe].append((cpu_s(record), {k: (float(v["cpu_s"]), float(v["wall_s"]))
                                               for k, v in stages.items()}))
    return out, without


def split(records: list) -> dict:
    total = sum(cpu for cpu, _ in records)
    per_stage: dict[str, list[tuple[float, float]]] = collections.defaultdict(list)
    unstaged = []
    for cpu, stages in records:
        for name, cw in stages.items():
            per_stage[name].append(cw)
        unstaged.append(max(cpu - sum(c for c, _ in stages.values()), 0.0))
    rows = {name: {"records": len(v), "median_cpu_s": round(statistics.median(c for c, _ in v), 4),
                   "total_cpu_s": round(sum(c for c, _ in v), 2),
                   "share": round(sum(c for c, _ in v) / total, 3) if total else 0.0,
                   "total_wall_s": round(sum(w for _, w in v), 2)}
            for name, v in per_stage.items()}
    rows[UNSTAGED] = {"records": len(unstaged),
                      "median_cpu_s": round(statistics.median(unstaged), 4),
                      "total_cpu_s": round(sum(unstaged), 2),
                      "share": round(sum(unstaged) / total, 3) if total else 0.0,
                      "total_wall_s": None}
    ordered = dict(sorted(rows.items(), key=lambda kv: -kv[1]["total_cpu_s"]))
    return {"records": len(records), "total_cpu_s": round(total, 2),
            "median_cpu_s": round(statistics.median(c for c, _ in records), 4),
            "stages": ordered}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("stores", nargs="+", type=Path)
    p.add_argument("--probes", help="only these probes (comma-separated)")
    p.add_argument("--json", type=Path, help="also write the figures here")
    args = p.parse_args(argv)
    probes = set(args.probes.split(",")) if args.probes else None
    records, without = read(args.stores, probes)
    result = {probe: split(v) for probe, v in sorted(records.items())}
    for probe, r in result.items():
        print(f"{probe}: {r['records']} records with stages ({without[probe]} without), CPU "
              f"{r['total_cpu_s']:.1f} s in all, median {r['median_cpu_s']:.3f} s per record")
        print(f"  {'stage':<18} {'records':>7} {'median CPU s':>12} {'total CPU s':>11} "
              f"{'share':>6} {'total wall s':>12}")
        for name, s in r["stages"].items():
            wall = "" if s["total_wall_s"] is None else f"{s['total_wall_s']:.1f}"
            print(f"  {name:<18} {s['records']:>7} {s['median_cpu_s']:>12.4f} "
                  f"{s['total_cpu_s']:>11.1f} {s['share']:>6.1%} {wall:>12}")
    if not result:
        print("stage_split.py: no record with stages in these stores", file=sys.stderr)
        return 1
    if args.json:
        args.json.write_text(json.dumps({"stores": [str(s) for s in args.stores],
                                         "without_stages": dict(without), "probes": result},
                                        indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
