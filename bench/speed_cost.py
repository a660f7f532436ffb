"""The speed probe's added cost per case (issue 15's target: under 30% of the current per-case
CPU time of the whole pack), in one process like a worker: per case the three capture probes,
then the speed probe in the same job (as the engine orders them), each probe's CPU (the worker's
and its g++ children's) taken from its record.

    PYTHONPATH=python python bench/speed_cost.py [--cases 20] [--json bench/results-speed-cost.json]

Cases: every N-th case of bench/kornia_subset.py (N chosen for --cases), in a fresh inductor
cache so the compile probe starts cold, as a first survey does; one torch thread (-j workers).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import statistics
import sys
import tempfile
import time

CAPTURE = ("onnx", "export", "compile")
# The current per-case CPU time of the whole pack: 6.35 worker-hours / 2527 cases
# (bench/results-survey-full.json).
PACK_CPU_PER_CASE_S = 6.35 * 3600 / 2527


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def cpu_of(rec: dict) -> float:
    t = rec.get("times") or {}
    return float(t.get("cpu_s", 0.0)) + float(t.get("children_cpu_s", 0.0))


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--cases", type=int, default=20)
    p.add_argument("--case-timeout", type=int, default=180)
    p.add_argument("--json", default="")
    args = p.parse_args(argv)
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", tempfile.mkdtemp(prefix="speed-cost-"))
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import torch

    torch.set_num_threads(1)
    from capgrid.collect import collect
    from capgrid.errors import LibraryLocator
    from capgrid.isolation import reset
    from capgrid.probes.job import Job, run_probe

    col = collect([os.path.join(here, "kornia_subset.py")])
    loc = LibraryLocator.for_module(col.library)
    every = max(1, len(col.cases) // args.cases)
    cases = col.cases[::every][: args.cases]
    signal.signal(signal.SIGALRM, _alarm)
    rows = []
    for c in cases:
        job = Job(c, loc, {})
        row = {"name": c.case.name}
        for probe in (*CAPTURE, "speed"):
            reset()
            signal.alarm(args.case_timeout)
            try:
                rec = run_probe(job, probe)
            except Timeout:
                rec = {"status": "timeout", "times": {}}
            finally:
                signal.alarm(0)
            row[probe] = {"status": rec["status"], "cpu_s": round(cpu_of(rec), 3),
                          "total_s": (rec.get("times") or {}).get("total_s")}
            if probe == "speed":
                row["speed"].update({k: rec.get(k) for k in (
                    "speedup", "recompiles_same_shape", "recompiles_new_batch",
                    "recompile_reason", "variant_errors")})
                row["speed"]["times"] = rec.get("times")
        row["capture_cpu_s"] = round(sum(row[p]["cpu_s"] for p in CAPTURE), 3)
        rows.append(row)
        print(f"{c.case.name}: capture {row['capture_cpu_s']:.2f}s cpu, speed "
              f"{row['speed']['cpu_s']:.2f}s cpu ({row['speed']['status']})", flush=True)
    speed = [r["speed"]["cpu_s"] for r in rows]
    capture = [r["capture_cpu_s"] for r in rows]
    summary = {
        "cases": len(rows),
        "speed_cpu_s_median": round(statistics.median(speed), 3),
        "speed_cpu_s_mean": round(statistics.mean(speed), 3),
        "capture_cpu_s_median": round(statistics.median(capture), 3),
        "capture_cpu_s_mean": round(statistics.mean(capture), 3),
        "ratio_of_means_to_capture": round(statistics.mean(speed) / statistics.mean(capture), 3),
        "pack_cpu_per_case_s": round(PACK_CPU_PER_CASE_S, 3),
        "ratio_mean_to_pack_cpu_per_case": round(statistics.mean(speed) / PACK_CPU_PER_CASE_S, 3),
    }
    print(json.dumps(summary, indent=1))
    if args.json:
        out = {"machine": platform.processor() or platform.machine(), "cpus": os.cpu_count(),
               "torch": torch.__version__, "date": time.strftime("%Y-%m-%d"),
               "command": "PYTHONPATH=python python bench/speed_cost.py --cases "
                          f"{args.cases} --json {args.json}",
               "summary": summary, "rows": rows}
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
