"""Shards of a built-in survey split by a hash of the case name against split by measured cost
(docs/benchmarks.md "Shards across machines"; issue 54).

    python bench/shard_split.py predict [--survey kornia] [--stack torch-2.15]
    python bench/shard_split.py measure --shards 1,9 [--count 16] [--jobs 2] [--work DIR]
    python bench/shard_split.py --table                       # docs/benchmarks.md's tables

``predict`` writes a durations file from the survey's committed shard stores (``capgrid
durations``) and asks the engine (``capgrid shards``) what each split of it into 4, 16 and 64
shards predicts: the longest shard's cost over the mean, and the wall time of the slowest shard
on 2 workers (its cases longest first, each on the first free worker, as ``capgrid run`` does),
for every column of the survey and for the five default probes.

``measure`` runs some shards of the weighted split for real, cold (``--fresh``, a new results
folder), the default probes only, with the recipe's flags at ``-j 2``, and compares each shard's
wall time with the prediction (the prediction leaves out the workers' start and the inventory,
which the measurement includes: both are reported), and each probe's predicted cost with its
measured one. The shards' stores are kept under ``--work`` when given. Figures go into
bench/results-shard-split.json (other keys kept).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "survey"))

from recipe import engine, load  # noqa: E402
from recipe_verbs import run_command  # noqa: E402

RESULTS = HERE / "results-shard-split.json"
DEFAULT_PROBES = "onnx,export,compile,export_dynamic,onnx_dynamic"
COUNTS = (4, 16, 64)


def durations_file(survey: str, stack: str, dest: Path) -> dict:
    recipe = load(survey)
    st = recipe.stack(stack)
    stores = [st.shard(k) for k in range(1, recipe.shards + 1)]
    # the published columns: a column being added shard by shard is not the survey's yet
    subprocess.run([engine(), "durations", *map(str, stores), "-o", str(dest),
                    "--probes", st.probes], check=True, cwd=ROOT)
    return {"stores": [str(s.relative_to(ROOT)) for s in stores],
            "sha256": hashlib.sha256(dest.read_bytes()).hexdigest()}


def shards_json(durations: Path, counts, probes: str | None, cases: bool = False) -> dict:
    cmd = [engine(), "shards", "--durations", str(durations), "-n", ",".join(map(str, counts)),
           "-j", "2", "--format", "json"]
    if probes:
        cmd += ["--probes", probes]
    if cases:
        cmd.append("--cases")
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def summary(doc: dict) -> dict:
    out = {"cases": doc["cases"], "cost_s": doc["cost_s"], "splits": {}}
    for s in doc["splits"]:
        out["splits"][str(s["count"])] = {
            split: {"max_over_mean": round(s[split]["max_over_mean"], 3),
                    "makespan_s": s[split]["makespan_s"]}
            for split in ("hash", "weighted")}
    return out


def load_results() -> dict:
    return json.loads(RESULTS.read_text()) if RESULTS.is_file() else {}


def save(key: str, value) -> None:
    doc = load_results()
    doc[key] = value
    RESULTS.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")


# The probes that compile with inductor: where a store measured with the shared compile cache
# warm records less than a cold runner pays.
INDUCTOR_PROBES = ("compile", "aoti", "grad", "speed")


def cold_compile_ratio(survey: str, stack: str) -> float | None:
    """The compile column's measured cost over its predicted cost, summed over every measured
    run that recorded both (cold shards against the committed stores' durations)."""
    measured = predicted = 0.0
    for key, shards in load_results().items():
        if not key.startswith(f"{survey}/{stack}/measured-"):
            continue
        for runs in shards.values():
            for run in runs if isinstance(runs, list) else [runs]:
                cost = run.get("probe_cost_s", {}).get("compile")
                if cost:
                    measured += cost["measured"]
                    predicted += cost["predicted"]
    return round(measured / predicted, 3) if predicted else None


def predict(args) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp) / "durations.json"
        source = durations_file(args.survey, args.stack, d)
        result = {"survey": args.survey, "stack": args.stack, "durations": source, "jobs": 2,
                  "every column": summary(shards_json(d, COUNTS, None)),
                  "default probes": summary(shards_json(d, COUNTS, DEFAULT_PROBES))}
        ratio = cold_compile_ratio(args.survey, args.stack)
        if ratio:
            # A sensitivity, not a measurement: every inductor column's recorded cost times the
            # compile column's measured cold ratio.
            doc = json.loads(d.read_text())
            for probes in doc["cases"].values():
                for p in INDUCTOR_PROBES:
                    if p in probes:
                        probes[p] = round(probes[p] * ratio, 1)
            scaled = Path(tmp) / "scaled.json"
            scaled.write_text(json.dumps(doc))
            result["every column, inductor columns cold"] = {
                "scale": ratio, "probes_scaled": list(INDUCTOR_PROBES),
                **summary(shards_json(scaled, COUNTS, None))}
    save(f"{args.survey}/{args.stack}/predicted", result)
    print(json.dumps(result, indent=2))


def measure(args) -> None:
    recipe = load(args.survey)
    stack = recipe.stack(args.stack)
    wanted = [int(s) for s in args.shards.split(",")]
    key = f"{args.survey}/{args.stack}/measured-{args.count}"
    # A shard's runs, in order (the first measurements were written as one run, not a list).
    measured = {k: v if isinstance(v, list) else [v]
                for k, v in load_results().get(key, {}).items()}
    with tempfile.TemporaryDirectory() as scratch:
        tmp = args.work or scratch
        Path(tmp).mkdir(parents=True, exist_ok=True)
        d = Path(tmp) / "durations.json"
        source = durations_file(args.survey, args.stack, d)
        recorded = json.loads(d.read_text())["cases"]
        split = shards_json(d, [args.count], DEFAULT_PROBES, cases=True)["splits"][0]
        for k in wanted:
            predicted = split["weighted"]["shards"][k - 1]
            results = Path(tmp) / f"shard-{k}"
            if results.exists():
                raise SystemExit(f"{results} exists: measure into a new --work folder")
            extra = ["--probes", DEFAULT_PROBES, "-j", str(args.jobs), "--fresh",
                     "--shard", f"{k}/{args.count}", "--durations", str(d)]
            cmd, env = run_command(recipe, stack, results, extra)
            start = time.monotonic()
            proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
            wall = time.monotonic() - start
            with sqlite3.connect(results / "capgrid.sqlite") as db:
                cost, pairs, first, last = db.execute(
                    "SELECT SUM(duration_s), COUNT(*), MIN(finished_at), MAX(finished_at) "
                    "FROM results").fetchone()
                statuses = dict(db.execute(
                    "SELECT status, COUNT(*) FROM results GROUP BY status").fetchall())
                per_probe = dict(db.execute(
                    "SELECT probe, ROUND(SUM(duration_s), 1) FROM results GROUP BY probe"
                ).fetchall())
            probes = DEFAULT_PROBES.split(",")
            predicted_probe = {p: round(sum(recorded[c].get(p, 0) for c in predicted["names"]), 1)
                               for p in probes}
            run = {
                "cases": predicted["cases"], "pairs": pairs, "exit_code": proc.returncode,
                "predicted_wall_s": predicted["wall_s"], "predicted_cost_s": predicted["cost_s"],
                "measured_wall_s": round(wall, 1), "measured_cost_s": round(cost or 0, 1),
                "wall_over_predicted": round(wall / predicted["wall_s"], 3),
                "statuses": statuses, "durations": source["sha256"],
                "probe_cost_s": {p: {"predicted": predicted_probe[p],
                                     "measured": per_probe.get(p, 0)} for p in probes},
                "command": " ".join(["capgrid", *cmd[1:]]).replace(str(ROOT) + "/", "")
                                                          .replace(tmp + "/", ""),
            }
            # Every run of a shard is kept, in order: a second measurement adds to the first.
            measured.setdefault(str(k), []).append(run)
            print(json.dumps({k: run}, indent=2), flush=True)
            save(key, measured)


def minutes(s: float) -> str:
    return f"{int(s // 60)}m{int(s % 60):02d}s"


def table() -> None:
    doc = load_results()
    for key, value in sorted(doc.items()):
        if key.endswith("/predicted"):
            print(f"Predicted from {', '.join(value['durations']['stores'])} "
                  f"(each shard on -j {value['jobs']}):\n")
            print("| columns | cases | probe time | shards | hash: longest/mean | hash: slowest "
                  "shard | weighted: longest/mean | weighted: slowest shard |")
            print("|---|---|---|---|---|---|---|---|")
            for columns in ("every column", "default probes",
                            "every column, inductor columns cold"):
                if columns not in value:
                    continue
                v = value[columns]
                for n, s in sorted(v["splits"].items(), key=lambda kv: int(kv[0])):
                    print(f"| {columns} | {v['cases']} | {v['cost_s'] / 3600:.1f} h | {n} | "
                          f"{s['hash']['max_over_mean']:.2f} | {minutes(s['hash']['makespan_s'])}"
                          f" | {s['weighted']['max_over_mean']:.2f} | "
                          f"{minutes(s['weighted']['makespan_s'])} |")
            print()
        elif "/measured-" in key:
            n = key.rsplit("-", 1)[1]
            print(f"Measured ({key.split('/measured')[0]}, weighted split into {n}, default "
                  "probes, cold, -j 2):\n")
            print("| shard | cases | predicted wall | measured wall | measured/predicted | "
                  "predicted probe time | measured probe time |")
            print("|---|---|---|---|---|---|---|")
            for k, runs in sorted(value.items(), key=lambda kv: int(kv[0])):
                for m in runs if isinstance(runs, list) else [runs]:
                    print(f"| {k}/{n} | {m['cases']} | {minutes(m['predicted_wall_s'])} | "
                          f"{minutes(m['measured_wall_s'])} | {m['wall_over_predicted']:.2f} | "
                          f"{minutes(m['predicted_cost_s'])} | {minutes(m['measured_cost_s'])} "
                          "|")
            print()


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("verb", nargs="?", choices=("predict", "measure"))
    p.add_argument("--survey", default="kornia")
    p.add_argument("--stack", default="torch-2.15")
    p.add_argument("--count", type=int, default=16)
    p.add_argument("--shards", default="1,9")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--work", help="keep the shards' stores here (default: a scratch folder)")
    p.add_argument("--table", action="store_true")
    args = p.parse_args()
    if args.table:
        table()
    elif args.verb == "predict":
        predict(args)
    elif args.verb == "measure":
        measure(args)
    else:
        p.error("predict, measure or --table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
