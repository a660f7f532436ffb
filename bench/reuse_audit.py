"""The reuse false-green rate of a built-in survey's shard (docs/benchmarks.md "Reuse audit").

    python bench/reuse_audit.py SURVEY --stack STACK --shard K [--sample 20] [--seed 1]
        [--jobs 1] [--work DIR] [--json bench/results-reuse-audit.json]
    python bench/reuse_audit.py --table [JSON]     # docs/benchmarks.md's table

For one committed shard store, in a scratch folder (the committed store is only read):

1. the store is copied, and the survey's library copied out of the stack's venv with one file
   edited (``EDITS``: a statement added at the end of a module the pack's cases use, so the
   results that executed it are stale and the rest still valid), first on the workers' path;
2. an incremental ``capgrid run`` of the shard (the recipe's command, -j ``--jobs``) probes what
   the edit made stale and reuses the rest;
3. ``capgrid audit --reused --sample N --seed S`` re-probes a seeded sample of the reused results
   cold and compares: the false greens among the reused supported results, with their exact
   one-sided 95% upper bound.

Each shard's figures are written into the ``--json`` file under "SURVEY/STACK/shard-K" (other
keys kept), so shards measured in several sessions add up.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "survey"))

from recipe import engine, load, worker_args  # noqa: E402
from recipe_verbs import run_command  # noqa: E402

# survey -> (the library's top package, the file edited in its copy)
EDITS = {
    "kornia": ("kornia", "kornia/losses/dice.py"),
    "monai": ("monai", "monai/losses/dice.py"),
}
EDIT_LINE = "\n_capgrid_reuse_audit_edit = 1  # bench/reuse_audit.py: a real edit of the source\n"
SUMMARY = re.compile(
    r"capgrid audit: (?P<pairs>\d+) stored results of (?P<cases>\d+) cases? \(seed \d+\) probed "
    r"again cold: (?P<agree>\d+) agree, (?P<disagree>\d+) disagree(?P<extra>[^;]*); false "
    r"greens (?P<fg>\d+) of (?P<supported>\d+) stored supported \([^)]*\); (?P<rdis>\d+) of the "
    r"(?P<reused>\d+) reused results disagree; (?P<rest>.*)$")
REUSED_FG = re.compile(r"false greens among the reused supported: (\d+) of (\d+), at most "
                       r"([\d.]+)% \(95% upper bound\)")


def library_copy(python: str, top: str, edited: str, dest: Path) -> None:
    """The installed library copied into ``dest``, its ``edited`` file changed."""
    where = subprocess.run([python, "-c", f"import {top}, os; print(os.path.dirname("
                                          f"{top}.__file__))"],
                           capture_output=True, text=True, check=True).stdout.strip()
    shutil.copytree(where, dest / top, ignore=shutil.ignore_patterns("__pycache__"))
    path = dest / edited
    path.write_text(path.read_text() + EDIT_LINE)


def run(cmd: list[str], env: dict) -> tuple[float, subprocess.CompletedProcess]:
    t0 = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
    return time.perf_counter() - t0, done


def last_invocation(store: Path) -> dict:
    with sqlite3.connect(f"file:{store / 'capgrid.sqlite'}?mode=ro", uri=True) as db:
        reused, probed, total = db.execute(
            "SELECT reused, probed, total FROM invocations ORDER BY id DESC LIMIT 1").fetchone()
    return {"reused": reused, "probed": probed, "total": total}


def upper_bound_95(k: int, n: int) -> float:
    """The exact one-sided 95% upper bound of a rate of k in n (Clopper-Pearson), by bisection
    on the binomial tail, as capgrid audit computes it."""
    from math import comb

    if n == 0:
        return 1.0
    lo, hi = k / n, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        tail = sum(comb(n, i) * mid ** i * (1 - mid) ** (n - i) for i in range(k + 1))
        lo, hi = (mid, hi) if tail > 0.05 else (lo, mid)
    return hi


def table(results: dict) -> str:
    """docs/benchmarks.md's table: one row per shard measured, then the totals of each survey
    and stack, each survey, and all."""
    rows = ["| survey / stack / shard | pairs the edit probed again / reused | audited results "
            "(cases) | agree | disagree | reused supported compared | false greens | 95% upper "
            "bound |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
    totals: dict[str, list[int]] = {}
    for key, v in sorted(results.items()):
        a, i = v["audit"], v["incremental_run"]
        rows.append(f"| {key} | {i['probed']} / {i['reused']} | {a['pairs']} ({a['cases']}) | "
                    f"{a['agree']} | {a['disagree']} | {a['reused_supported_compared']} | "
                    f"{a['reused_false_greens'] or 0} | {a['upper_bound_95_percent']:.2f}% |")
        survey, stack = key.split("/")[:2]
        for group in (survey, f"{survey}/{stack}", "all"):
            t = totals.setdefault(group, [0, 0, 0, 0, 0])
            for n, f in enumerate((a["pairs"], a["agree"], a["disagree"],
                                   a["reused_supported_compared"],
                                   a["reused_false_greens"] or 0)):
                t[n] += f
    for group, (pairs, agree, disagree, compared, fg) in sorted(totals.items()):
        rows.append(f"| **{group}** | | {pairs} | {agree} | {disagree} | {compared} | {fg} | "
                    f"{100 * upper_bound_95(fg, compared):.2f}% |")
    return "\n".join(rows)


def main() -> int:
    if sys.argv[1:2] == ["--table"]:
        path = Path(sys.argv[2]) if len(sys.argv) > 2 else HERE / "results-reuse-audit.json"
        print(table(json.loads(path.read_text())))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("survey", choices=sorted(EDITS))
    ap.add_argument("--stack", required=True)
    ap.add_argument("--shard", type=int, required=True)
    ap.add_argument("--sample", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--work", type=Path, default=Path("/tmp/capgrid-reuse-audit"))
    ap.add_argument("--json", type=Path, default=HERE / "results-reuse-audit.json")
    args = ap.parse_args()

    recipe = load(args.survey)
    stack = recipe.stack(args.stack)
    if not 1 <= args.shard <= recipe.shards:
        sys.exit(f"reuse_audit.py: --shard {args.shard}: {recipe.name} has 1..{recipe.shards}")
    committed = stack.shard(args.shard)
    if not (committed / "capgrid.sqlite").is_file():
        sys.exit(f"reuse_audit.py: {committed}: no committed store")
    work = args.work / f"{args.survey}-{stack.name}-shard-{args.shard}"
    if work.exists():
        shutil.rmtree(work)
    (work / "store").mkdir(parents=True)
    shutil.copy2(committed / "capgrid.sqlite", work / "store" / "capgrid.sqlite")
    flags, env = worker_args(stack)
    top, edited = EDITS[args.survey]
    library_copy(flags[1], top, edited, work / "lib")
    env = {**os.environ, **env,
           "PYTHONPATH": os.pathsep.join([str(work / "lib"), env["PYTHONPATH"]])}

    cmd, _ = run_command(recipe, stack, work / "store", ["-j", str(args.jobs)], shard=args.shard)
    incremental_s, done = run(cmd, env)
    if done.returncode != 0:
        sys.exit(f"reuse_audit.py: {' '.join(cmd)} exited {done.returncode}:\n"
                 f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    invocation = last_invocation(work / "store")

    audit = [engine(), "audit", "--results", str(work / "store"), "--reused", "--sample",
             str(args.sample), "--seed", str(args.seed), "-j", str(args.jobs), *flags]
    audit_s, done = run(audit, env)
    if done.returncode not in (0, 1):
        sys.exit(f"reuse_audit.py: audit exited {done.returncode}:\n{done.stderr[-2000:]}")
    lines = done.stdout.strip().splitlines()
    summary = next((ln for ln in lines if SUMMARY.search(ln)), "")
    m = SUMMARY.search(summary)
    if not m:
        sys.exit(f"reuse_audit.py: no audit summary in:\n{done.stdout[-2000:]}")
    figures = {k: int(v) for k, v in m.groupdict().items() if v.isdigit()}
    fg = REUSED_FG.search(m["rest"])
    out = {
        "edited": edited, "sample": args.sample, "seed": args.seed, "jobs": args.jobs,
        "incremental_run": {**invocation, "wall_s": round(incremental_s, 1)},
        "audit": {**figures, "wall_s": round(audit_s, 1), "summary": summary,
                  "disagreements": [ln.strip() for ln in lines[lines.index(summary) + 1:]],
                  "reused_false_greens": int(fg[1]) if fg else None,
                  "reused_supported_compared": int(fg[2]) if fg else 0,
                  "upper_bound_95_percent": float(fg[3]) if fg else None},
    }
    results = json.loads(args.json.read_text()) if args.json.exists() else {}
    results[f"{args.survey}/{stack.name}/shard-{args.shard}"] = out
    args.json.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
