"""In-process probe timings and agreement checks over a pack (no engine, one process).

    PYTHONPATH=python python bench/probe_times.py PACK... [--probes onnx,export,compile]
        [--match PREFIX] [--every N] [--limit N] [--agree-explain] [--agree-reuse]
        [--case-timeout S] [--json OUT]

Prints, per probe, the number of cases, the median and p95 of total_s and capture_s, and the
status counts. ``--agree-explain`` also runs the compile probe with ``explain: true`` and
reports how often (status, graphs, graph_breaks) agree with the one-compile count;
``--agree-reuse`` runs the onnx probe again with ``reuse_export: true`` and compares status and
op types. A SIGALRM per probe (``--case-timeout``) keeps one hanging case from stalling the run;
the engine does this with kills, this script only needs a rough bound.
"""

from __future__ import annotations

import argparse
import collections
import json
import signal
import statistics
import sys
import time


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def percentile(values, q):
    if not values:
        return float("nan")
    values = sorted(values)
    k = min(len(values) - 1, max(0, round(q * (len(values) - 1))))
    return values[k]


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("packs", nargs="+")
    p.add_argument("--probes", default="onnx,export,compile")
    p.add_argument("--match", default="", help="only cases whose name starts with this")
    p.add_argument("--every", type=int, default=1, help="take every N-th case (spread a subset)")
    p.add_argument("--limit", type=int, default=0)
    p.add_argument("--agree-explain", action="store_true")
    p.add_argument("--agree-reuse", action="store_true")
    p.add_argument("--case-timeout", type=int, default=120)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--explain-first", action="store_true",
                   help="with --agree-explain: run the explain compile before the counted one "
                        "(compile caches favour whichever runs second)")
    p.add_argument("--cold", action="store_true",
                   help="disable inductor's FX graph cache (every compile starts cold)")
    p.add_argument("--json", default="")
    args = p.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    if args.cold:
        import torch._inductor.config

        torch._inductor.config.fx_graph_cache = False
    from capgrid.collect import collect
    from capgrid.errors import LibraryLocator
    from capgrid.isolation import reset
    from capgrid.probes.job import Job, run_probe

    t0 = time.perf_counter()
    col = collect(args.packs)
    collect_s = time.perf_counter() - t0
    loc = LibraryLocator.for_module(col.library)
    cases = [c for c in col.cases if c.case.name.startswith(args.match) and c.case.skip is None]
    cases = cases[:: max(1, args.every)]
    if args.limit:
        cases = cases[: args.limit]
    print(f"collected {len(col.cases)} cases in {collect_s:.2f}s; running {len(cases)}",
          flush=True)
    signal.signal(signal.SIGALRM, _alarm)
    probes = args.probes.split(",")
    rows = []
    agree = {"explain": [], "reuse": []}

    def run(job, probe):
        reset()
        signal.alarm(args.case_timeout)
        c0 = time.process_time()
        try:
            rec = run_probe(job, probe)
        except Timeout:
            rec = {"status": "timeout", "times": {}}
        finally:
            signal.alarm(0)
        if rec["times"]:
            rec["times"]["cpu_s"] = time.process_time() - c0  # this process only
        return rec

    for c in cases:
        job = Job(c, loc, {})
        row = {"name": c.case.name}
        explained = None
        if args.agree_explain and args.explain_first and "compile" in probes:
            explained = run(Job(c, loc, {"explain": True}), "compile")
        for probe in probes:
            rec = run(job, probe)
            row[probe] = {k: rec.get(k) for k in ("status", "times", "graphs", "graph_breaks",
                                                   "onnx_ops", "error")}
        if args.agree_explain and "compile" in probes:
            ex = explained or run(Job(c, loc, {"explain": True}), "compile")
            a = row["compile"]
            same = all(a.get(k) == ex.get(k) for k in ("status", "graphs", "graph_breaks"))
            agree["explain"].append((c.case.name, same, (a["status"], a.get("graphs"),
                                     a.get("graph_breaks")), (ex["status"], ex.get("graphs"),
                                     ex.get("graph_breaks"))))
            row["compile_explain"] = {"status": ex["status"], "times": ex.get("times", {})}
        if args.agree_reuse and "onnx" in probes:
            rj = Job(c, loc, {"reuse_export": True})
            ru = run(rj, "onnx")
            rex = run(rj, "export")
            a = row["onnx"]
            same = (a["status"], a.get("onnx_ops")) == (ru["status"], ru.get("onnx_ops"))
            agree["reuse"].append((c.case.name, same, a["status"], ru["status"]))
            row["onnx_reuse"] = {"status": ru["status"], "times": ru.get("times", {}),
                                 "export_times": rex.get("times", {})}
        rows.append(row)
        print(c.case.name, " ".join(f"{pr}={row[pr]['status']}" for pr in probes), flush=True)

    print()
    print(f"{'probe':16} {'n':>4} {'med total':>10} {'p95 total':>10} {'med capture':>12} "
          f"{'p95 capture':>12} {'med cpu':>8} {'p95 cpu':>8}  statuses")
    keys = probes + [k for k in ("compile_explain", "onnx_reuse") if any(k in r for r in rows)]
    for probe in keys:
        recs = [r[probe] for r in rows if probe in r]
        tot = [r["times"].get("total_s", 0.0) for r in recs if r["times"]]
        cap = [r["times"].get("capture_s", 0.0) for r in recs if r["times"]]
        cpu = [r["times"].get("cpu_s", 0.0) for r in recs if r["times"]]
        counts = collections.Counter(r["status"] for r in recs)
        print(f"{probe:16} {len(recs):>4} {statistics.median(tot) if tot else 0:>10.3f} "
              f"{percentile(tot, 0.95):>10.3f} {statistics.median(cap) if cap else 0:>12.3f} "
              f"{percentile(cap, 0.95):>12.3f} {statistics.median(cpu) if cpu else 0:>8.3f} "
              f"{percentile(cpu, 0.95):>8.3f}  {dict(counts)}")
    eager = [r[probes[0]]["times"].get("eager_s", 0.0) for r in rows if r[probes[0]]["times"]]
    if eager:
        print(f"{'eager':16} {len(eager):>4} {statistics.median(eager):>10.3f} "
              f"{percentile(eager, 0.95):>10.3f}")
    if any(r.get("onnx_reuse") for r in rows):
        plain = sum(r["onnx"]["times"].get("total_s", 0) + r["export"]["times"].get("total_s", 0)
                    for r in rows if "export" in r)
        reused = sum(r["onnx_reuse"]["times"].get("total_s", 0) +
                     r["onnx_reuse"]["export_times"].get("total_s", 0) for r in rows)
        print(f"onnx+export total: plain {plain:.1f}s, reuse_export {reused:.1f}s")
    for kind, items in agree.items():
        if items:
            n_same = sum(1 for it in items if it[1])
            print(f"agreement {kind}: {n_same}/{len(items)}")
            for it in items:
                if not it[1]:
                    print("   differs:", it)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "agree": agree}, f, indent=1, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main())
