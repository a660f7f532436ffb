"""The cost of recording each record's ``sources`` (capgrid.dependencies, docs/protocol.md v2).

    PYTHONPATH=python python bench/source_recording.py [PACK...] [--every N] [--limit N]
        [--probes onnx,export,compile] [--json OUT]

One process, torch on one thread, the pack defaulting to bench/kornia_subset.py. Each
(case, probe) runs twice, once with recording and once without (``Job(record_sources=False)``),
in the order on/off or off/on alternating from case to case so that neither side always gets
the warmer caches; each run is a fresh Job (so it includes its eager reference, which is
recorded too) after ``torch._dynamo.reset()``. Before the pair, one untimed run without
recording warms inductor's FX graph cache and the first-call costs (``--no-warmup`` drops it):
the pair then compares warm probes, the harder case for a fixed per-call cost, since a cold
compile takes seconds more while recording costs the same. ``gc.collect()`` before each timed
run keeps a full collection of the process's large heap (about 0.3 s) from landing on
whichever side happens to cross the collector's threshold.
Prints per probe the median of the per-case on/off ratio of wall time, the ratio of the summed
CPU time (this process and its waited-for children: inductor's compiler jobs), whether every
status agreed, and the median number of recorded source files.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("packs", nargs="*", default=[os.path.join(HERE, "kornia_subset.py")])
    p.add_argument("--probes", default="onnx,export,compile")
    p.add_argument("--every", type=int, default=1, help="take every N-th case")
    p.add_argument("--limit", type=int, default=0)
    p.add_argument("--no-warmup", action="store_true")
    p.add_argument("--json", default="")
    args = p.parse_args(argv)

    import torch
    import torch._dynamo

    torch.set_num_threads(1)
    from capgrid.collect import collect
    from capgrid.errors import LibraryLocator
    from capgrid.isolation import reset
    from capgrid.probes.job import Job, run_probe

    col = collect(args.packs)
    loc = LibraryLocator.for_module(col.library)
    cases = [c for c in col.cases if c.case.skip is None][:: max(1, args.every)]
    if args.limit:
        cases = cases[: args.limit]
    probes = args.probes.split(",")
    print(f"{len(cases)} cases x {len(probes)} probes, recording on and off", flush=True)

    def once(c, probe, record):
        reset()
        torch._dynamo.reset()
        gc.collect()
        w0, c0 = time.perf_counter(), _cpu()
        rec = run_probe(Job(c, loc, {}, record_sources=record), probe)
        return {"wall": time.perf_counter() - w0, "cpu": _cpu() - c0, "status": rec["status"],
                "files": len(rec["sources"])}

    rows = []
    for i, c in enumerate(cases):
        for probe in probes:
            if not args.no_warmup:
                once(c, probe, False)
            order = (True, False) if i % 2 == 0 else (False, True)
            got = {record: once(c, probe, record) for record in order}
            rows.append({"case": c.case.name, "probe": probe, "on": got[True],
                         "off": got[False]})
            print(f"{c.case.name} {probe} {got[True]['status']} on {got[True]['wall']:.2f}s "
                  f"off {got[False]['wall']:.2f}s files {got[True]['files']}", flush=True)

    print()
    print(f"{'probe':8} {'n':>3} {'median wall on/off':>19} {'CPU on/off':>11} "
          f"{'CPU on s':>9} {'CPU off s':>10} {'same status':>12} {'median files':>13}")
    summary = {}
    for probe in [*probes, "all"]:
        rs = [r for r in rows if probe in ("all", r["probe"])]
        if not rs:
            continue
        med = statistics.median(r["on"]["wall"] / r["off"]["wall"] for r in rs)
        on_cpu = sum(r["on"]["cpu"] for r in rs)
        off_cpu = sum(r["off"]["cpu"] for r in rs)
        same = sum(r["on"]["status"] == r["off"]["status"] for r in rs)
        files = statistics.median(r["on"]["files"] for r in rs)
        summary[probe] = {"n": len(rs), "median_wall_ratio": med, "cpu_ratio": on_cpu / off_cpu,
                          "cpu_on_s": on_cpu, "cpu_off_s": off_cpu, "same_status": same,
                          "median_files": files}
        print(f"{probe:8} {len(rs):>3} {med:>19.3f} {on_cpu / off_cpu:>11.3f} {on_cpu:>9.1f} "
              f"{off_cpu:>10.1f} {same:>8}/{len(rs):<3} {files:>13}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"argv": sys.argv[1:], "summary": summary, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
