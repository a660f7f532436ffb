"""A no-op `capgrid run` on each committed Kornia shard store, with the worker's inventory cache
cold, warm and off (docs/benchmarks.md "A no-op rerun").

    python bench/noop_rerun.py [--capgrid BIN] [--python PY] [--shards 1,2,3,4] [--repeat 3]
                               [--modes cold,warm,off] [--pythonpath DIR] [--work DIR] [--json OUT]

For each shard N, each timed command is ``capgrid run builtin:kornia -j 2 --shard N/4`` on a
fresh COPY (under --work) of survey/kornia/shard-N/capgrid.sqlite, where every result is still
valid, so the run only starts one worker, reads its hello and inventory, asks it for the digests
of the recorded source files and stops it. Three ways, --repeat times each, median reported:

* ``cold``: an empty ``--cache-dir`` each time (the worker collects the pack and writes the entry);
* ``warm``: the cache dir the first cold run of that shard filled (the worker answers from it);
* ``off``: the warm cache dir with ``CAPGRID_INVENTORY_CACHE=0`` (collects, writes nothing).

``--pythonpath`` names another worker package (default: this checkout's python/); with a
checkout from before the cache, ``--modes off`` measures what a no-op cost before it.

The committed stores are never opened by the engine, only copied. A run that is not a no-op (the
engine's plan line says ``N to run`` with N > 0) is interrupted at once and the bench stops: it
must never turn into a survey. Commands run in the repository root with PYTHONPATH=python (or
--pythonpath); the worker log's ``inventory cache:`` line says what the worker did.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# The engine's plan line, before any job: "..., N to run on J workers" (engines up to 0cebcc3),
# "...; N of T (case, probe) pairs to run on J workers" (later).
PLAN = re.compile(r"(\d+)(?: of \d+ \(case, probe\) pairs)? to run on \d+ worker")
PROBED = re.compile(r"reused \d+, probed (\d+) of")
MODES = ("cold", "warm", "off")


def timed_run(args, shard: int, results: Path, cache: Path, env: dict) -> dict:
    cmd = [args.capgrid, "run", "builtin:kornia", "-j", "2", "--shard", f"{shard}/4",
           "--results", str(results), "--cache-dir", str(cache), "--python", args.python]
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True)
    lines = []
    planned = False
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        m = PLAN.search(line)
        if m:
            planned = True
        # Fail closed: a plan with work, or any line past the plan but the final summary, stops
        # the run before it becomes a survey.
        if (m and int(m.group(1)) > 0) or (planned and not m and line.startswith("[")):
            os.killpg(proc.pid, signal.SIGINT)
            proc.wait()
            sys.exit(f"noop_rerun: shard {shard} is not a no-op ({line.strip()}); interrupted")
    rc = proc.wait()
    wall = time.perf_counter() - t0
    if rc != 0:
        sys.exit(f"noop_rerun: {' '.join(cmd)} exited {rc}:\n" + "\n".join(lines[-30:]))
    said = [ln for ln in lines if PROBED.search(ln)]
    if not planned or not said or PROBED.search(said[-1]).group(1) != "0":
        sys.exit("noop_rerun: no plan line, or not a no-op:\n" + "\n".join(lines[-30:]))
    worker = []
    for log in sorted((results / "logs").glob("*.log")):
        worker += [ln.split("inventory cache: ", 1)[1][:120]
                   for ln in log.read_text(errors="replace").splitlines()
                   if "inventory cache: " in ln]
    return {"wall_s": round(wall, 2), "summary": said[-1] if said else "", "worker": worker}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--capgrid", default=str(ROOT / "build/dev/capgrid"))
    p.add_argument("--python", default=sys.executable, help="the workers' interpreter")
    p.add_argument("--shards", default="1,2,3,4")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--modes", default=",".join(MODES))
    p.add_argument("--pythonpath", default=str(ROOT / "python"))
    p.add_argument("--work", type=Path, default=Path("/tmp/capgrid-noop-bench"))
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    shards = [int(s) for s in args.shards.split(",")]
    modes = [m for m in args.modes.split(",") if m]
    if not modes or set(modes) - set(MODES):
        sys.exit(f"noop_rerun: --modes {args.modes}: expected some of {','.join(MODES)}")
    for n in shards:
        if not (ROOT / f"survey/kornia/shard-{n}/capgrid.sqlite").is_file():
            sys.exit(f"noop_rerun: no committed store survey/kornia/shard-{n}/capgrid.sqlite")
    if not os.access(args.capgrid, os.X_OK):
        sys.exit(f"noop_rerun: --capgrid {args.capgrid}: not an executable")
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)
    base = {**os.environ, "PYTHONPATH": args.pythonpath}
    base.pop("CAPGRID_INVENTORY_CACHE", None)
    base.pop("TORCHINDUCTOR_CACHE_DIR", None)
    base.pop("CAPGRID_STATUS", None)  # job lines then start with "[" (the guard above)
    out: dict = {"command": "capgrid run builtin:kornia -j 2 --shard N/4",
                 "pythonpath": args.pythonpath, "shards": {}}
    for n in shards:
        committed = ROOT / f"survey/kornia/shard-{n}/capgrid.sqlite"
        runs: dict = {m: [] for m in modes}
        for mode in modes:
            warm = args.work / f"cache-{n}-cold-0"
            if mode == "warm" and not list(warm.glob("inventory/*.json")):
                results = args.work / f"shard-{n}-fill"  # untimed: fills the warm cache dir
                results.mkdir()
                shutil.copy2(committed, results / "capgrid.sqlite")
                warm.mkdir(exist_ok=True)
                timed_run(args, n, results, warm, dict(base))
                shutil.rmtree(results)
            for i in range(args.repeat):
                results = args.work / f"shard-{n}-{mode}-{i}"
                results.mkdir()
                shutil.copy2(committed, results / "capgrid.sqlite")
                cache = args.work / (f"cache-{n}-cold-{i}" if mode == "cold" else
                                     f"cache-{n}-cold-0")  # warm: what cold run 1 filled
                cache.mkdir(exist_ok=True)
                env = dict(base)
                if mode == "off":
                    env["CAPGRID_INVENTORY_CACHE"] = "0"
                r = timed_run(args, n, results, cache, env)
                runs[mode].append(r)
                print(f"shard {n} {mode} #{i + 1}: {r['wall_s']:.2f} s  {r['summary']}  "
                      f"[worker: {'; '.join(r['worker'])}]", flush=True)
                shutil.rmtree(results)
        out["shards"][n] = {m: {"median_s": statistics.median(r["wall_s"] for r in runs[m]),
                                "runs_s": [r["wall_s"] for r in runs[m]]} for m in modes}
        print(f"shard {n}: " + ", ".join(f"{m} {out['shards'][n][m]['median_s']:.2f} s"
                                         for m in modes), flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
