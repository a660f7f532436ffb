"""How incremental a survey is: the Kornia subset cold, a no-op rerun, one kornia file edited, one
probe's code changed (docs/benchmarks.md "Incremental surveys").

    python bench/incremental_bench.py [--capgrid BIN] [--jobs 2] [--work DIR] [--json OUT]

Everything runs on bench/kornia_subset.py in one results store under --work, in this order:

1. ``cold``: ``capgrid run`` into an empty store with an empty compile cache (what ``--fresh``
   gives, but in the shared cache dir, which step 4 then finds warm), with a scratch copy
   of kornia (``<work>/kornia-copy/kornia``, first on PYTHONPATH) so that step 3 can edit it;
2. ``noop``: the same command without --fresh, three times (everything is still valid);
3. ``edit``: one function of the copy's ``kornia/filters/sobel.py`` changed (a statement added to
   ``spatial_gradient``): the pairs probed again, against the pairs whose recorded sources hold
   that file (they must be equal), their time and its share of the cold run;
4. ``probe``: a scratch copy of capgrid's worker package (``<work>/capgrid-copy``) whose compile
   probe is edited and its version bumped (``python -m capgrid.probe_sources bump compile``):
   only the compile pairs run again, with the persistent compile cache of step 2 warm, against
   the cold run's compile probe.

Figures come from the store (each result's CPU time and the run's ``invocations``) and from the
wall clock of each command. The scratch copies never touch the installed packages.
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
ROOT = HERE.parent
SUBSET = HERE / "kornia_subset.py"
EDITED_FILE = "kornia/filters/sobel.py"


def capgrid_run(args, env: dict, *extra: str) -> tuple[float, str]:
    cmd = [args.capgrid, "run", str(SUBSET), "-j", str(args.jobs), "--results",
           str(args.work / "store"), "--cache-dir", str(args.work / "cache"), *extra]
    t0 = time.perf_counter()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        sys.exit(f"incremental_bench: {' '.join(cmd)} exited {r.returncode}:\n{r.stdout[-3000:]}"
                 f"\n{r.stderr[-3000:]}")
    last = [ln for ln in r.stdout.splitlines() if "reused " in ln and " probed " in ln]
    return wall, (last[-1] if last else "")


def store_rows(path: Path) -> list[dict]:
    db = sqlite3.connect(path / "capgrid.sqlite")
    run = db.execute("SELECT MAX(id) FROM runs").fetchone()[0]
    rows = []
    for case, probe, record, finished, reused, files in db.execute(
            "SELECT r.case_name, r.probe, r.record, r.finished_at, r.reused_from, f.files "
            "FROM results r LEFT JOIN sources f ON f.id = r.sources_id WHERE r.run_id = ?",
            (run,)):
        rec = json.loads(record)
        times = rec.get("times", {})
        rows.append({"case": case, "probe": probe, "finished_at": finished, "reused": reused,
                     "cpu_s": times.get("cpu_s", 0.0) + times.get("children_cpu_s", 0.0),
                     "sources": json.loads(files) if files else None})
    inv = db.execute("SELECT reused, probed, total, started_at FROM invocations "
                     "WHERE run_id = ? ORDER BY id DESC LIMIT 1", (run,)).fetchone()
    db.close()
    return rows, dict(zip(("reused", "probed", "total", "started_at"), inv, strict=True))


def probed_now(rows: list[dict], started_at: str) -> list[dict]:
    return [r for r in rows if r["finished_at"] >= started_at and not r["reused"]]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--capgrid", default=str(ROOT / "build/dev/capgrid"))
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--work", type=Path, default=Path("/tmp/capgrid-incremental-bench"))
    p.add_argument("--json", type=Path)
    args = p.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)

    import kornia

    copy = args.work / "kornia-copy"
    shutil.copytree(Path(kornia.__file__).parent, copy / "kornia",
                    ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(copy), str(ROOT / "python")])}
    out: dict = {"cores": os.cpu_count(), "jobs": args.jobs}

    # Cold: an empty store and an empty compile cache, the conditions --fresh gives a run, except
    # that this cache is the shared one, so it is warm for step 4.
    wall, line = capgrid_run(args, env)
    rows, inv = store_rows(args.work / "store")
    cold_cpu = {pr: sum(r["cpu_s"] for r in rows if r["probe"] == pr)
                for pr in ("onnx", "export", "compile")}
    cases = len({r["case"] for r in rows})
    out["cold"] = {"wall_s": wall, "line": line, "cases": cases, "pairs": len(rows),
                   "cpu_s": cold_cpu, "cpu_s_per_case": sum(cold_cpu.values()) / cases}
    print("cold:", json.dumps(out["cold"]))

    noops = [capgrid_run(args, env) for _ in range(3)]
    out["noop"] = {"wall_s": [w for w, _ in noops], "median_s": statistics.median(
        w for w, _ in noops), "line": noops[-1][1]}
    print("noop:", json.dumps(out["noop"]))

    before, _ = store_rows(args.work / "store")
    uses = {(r["case"], r["probe"]) for r in before if r["sources"] and EDITED_FILE in r["sources"]}
    sobel = copy / EDITED_FILE
    text = sobel.read_text()
    anchor = "def spatial_gradient("
    head, tail = text.split(anchor, 1)
    body_start = tail.index('"""', tail.index('"""') + 3) + 3  # after the docstring
    sobel.write_text(head + anchor + tail[:body_start] + "\n    _edited = True  # bench"
                     + tail[body_start:])
    wall, line = capgrid_run(args, env)
    rows, inv = store_rows(args.work / "store")
    again = {(r["case"], r["probe"]) for r in probed_now(rows, inv["started_at"])}
    out["edit"] = {"file": EDITED_FILE, "wall_s": wall, "line": line, "probed": len(again),
                   "recorded_users": len(uses), "equal": again == uses,
                   "probed_not_users": sorted(map(list, again - uses)),
                   "users_not_probed": sorted(map(list, uses - again)),
                   "share_of_cold_wall": wall / out["cold"]["wall_s"]}
    print("edit:", json.dumps(out["edit"]))

    worker = args.work / "capgrid-copy"
    shutil.copytree(ROOT / "python", worker, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "data", worker / "capgrid" / "data")
    compile_py = worker / "capgrid/probes/compile.py"
    compile_py.write_text(compile_py.read_text() + "\n_BENCH_EDIT = True\n")
    subprocess.run([sys.executable, "-m", "capgrid.probe_sources", "bump", "compile"],
                   env={**env, "PYTHONPATH": str(worker)}, cwd=worker, check=True)
    env2 = {**env, "PYTHONPATH": os.pathsep.join([str(copy), str(worker)])}
    wall, line = capgrid_run(args, env2)
    rows, inv = store_rows(args.work / "store")
    again = probed_now(rows, inv["started_at"])
    warm_cpu = sum(r["cpu_s"] for r in again if r["probe"] == "compile")
    out["probe"] = {"wall_s": wall, "line": line,
                    "probed_by_probe": {pr: sum(r["probe"] == pr for r in again)
                                        for pr in ("onnx", "export", "compile")},
                    "compile_cpu_warm_s": warm_cpu, "compile_cpu_cold_s": cold_cpu["compile"],
                    "warm_over_cold": (warm_cpu / cold_cpu["compile"]
                                       if cold_cpu["compile"] else None)}
    print("probe:", json.dumps(out["probe"]))
    if args.json:
        args.json.write_text(json.dumps(out, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
